// Demo purchases: the student, the company and a guest have orders in every status (placed,
// paid, sent, delivered, completed, cancelled), made the way the shop makes them: numbers from
// the gap-free counter, prices and VAT frozen from the catalogue, stock taken while reserved,
// and every status change through the purchases module's state machine (events, invoices for
// paid ones, the student's courses and the company's seats, handed out in seats.ts). The demo history is not mailed:
// the status e-mails the transitions queue are removed at the end.
//
// Money (issue 28): every Przelewy24 order has its payment attempt, and the local Przelewy24
// simulator (development) knows it as the app would have registered it, so what an admin does
// with these orders in `npm start` really goes through. Orders in every refund state: a payment
// that came after the cancellation (refund needed: one click refunds it), a refund waiting for
// Przelewy24, a line refunded by bank transfer with its correction invoice, a refund Przelewy24
// rejected, and a payment whose verification never finished (reconciliation completes it).
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Payment, Prisma, PrismaClient } from '../../server/generated/prisma/client.ts';
import type {
  PaymentType,
  PurchaseEventKind,
  PurchaseStatus,
  RefundMethod,
  RefundStatus,
} from '../../server/generated/prisma/enums.ts';
import { nextCounterValue } from '../../server/platform/db/counters.ts';
import { warsawDate } from '../../server/platform/time.ts';
import { applyCoupon, countCouponUse } from '../../server/modules/commerce/checkout/service.ts';
import { issueCorrectionInvoice, issueInvoice } from '../../server/modules/commerce/invoices/service.ts';
import { simulatorCredentials } from '../../server/modules/commerce/payments/gateway.ts';
import type { P24Credentials } from '../../server/modules/commerce/payments/p24-client.ts';
import { markVerifying } from '../../server/modules/commerce/payments/settlement.ts';
import {
  REFUND_REJECTION_REASON,
  SIMULATED_METHOD_ID,
  simulatedStatement,
} from '../../server/modules/commerce/payments/simulator/simulator.ts';
import {
  announceRefund,
  applyPurchaseAction,
  lockPurchase,
  markPaid,
  openRefund,
  recordMoneyEvent,
  refundablePayments,
  type PurchaseAction,
  type PurchaseActor,
} from '../../server/modules/commerce/purchases/service.ts';
import { USED_UP_COUPON } from './coupons.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

type LineSpec = { course: string; quantity?: number } | { product: string; variant: string; quantity?: number };

/**
 * One step of an order's history after placement:
 * - an action of the state machine. PAID of a Przelewy24 order is its payment: notified and
 *   verified (settlement.ts), which pays a placed order or, for a cancelled one, leaves its money
 *   "refund needed" for an admin; CANCEL of an unpaid Przelewy24 order is the clock's;
 * - VERIFYING: Przelewy24 said the money arrived, the verification never finished;
 * - a refund of one whole line (index in `lines`) by an admin: through Przelewy24 (requested and
 *   sent) or recorded as a bank transfer (done, with its correction invoice);
 * - REFUND_FAILED: Przelewy24 rejects the refund requested last.
 */
type Step = PurchaseAction | 'VERIFYING' | { refundLine: number; method: RefundMethod } | 'REFUND_FAILED';

interface PurchaseSpec {
  buyer: 'student' | 'company' | 'guest';
  /** When it was placed (fractions for today's orders). */
  daysAgo: number;
  paymentType: PaymentType;
  lines: LineSpec[];
  /** The steps after placement, in order (each with who took it). */
  path: Step[];
  language?: 'PL' | 'EN';
  notes?: string;
  /** A discount code the buyer typed in (prisma/seed/coupons.ts), counted as a use of it. */
  coupon?: string;
}

/** Where each demo order ends: every status of the state machine and every refund state appears. */
const PURCHASES: PurchaseSpec[] = [
  {
    buyer: 'student',
    daysAgo: 60,
    paymentType: 'PRZELEWY24_TRANSFER',
    // One Polish and one English course: the student learns in both languages (prisma/seed/learning.ts).
    lines: [
      { course: 'Kurs A1/A3 online – kategoria otwarta' },
      { course: 'A2 CofC course – flying closer to people' },
    ],
    path: ['PAID', 'COMPLETE'],
  },
  {
    buyer: 'company',
    daysAgo: 45,
    paymentType: 'TRADITIONAL_TRANSFER',
    // Seats for the employees (handed out in prisma/seed/seats.ts).
    lines: [
      { course: 'Kurs A2 CofC – loty bliżej ludzi', quantity: 3 },
      { course: 'Szkolenie NSTS – scenariusze krajowe NSTS-01 do NSTS-08', quantity: 2 },
    ],
    path: ['PAID', 'COMPLETE'],
  },
  {
    buyer: 'student',
    daysAgo: 30,
    paymentType: 'TRADITIONAL_TRANSFER',
    lines: [
      { product: 'Dron Orlik Mini 2', variant: 'Standard' },
      { product: 'Akumulator inteligentny 2450 mAh', variant: '1 sztuka', quantity: 2 },
    ],
    // The battery coupon's only use: it is used up since (its discount is on the invoice).
    coupon: USED_UP_COUPON,
    path: ['PAID', 'SEND', 'COMPLETE'],
  },
  {
    // Refund DONE: the student could not come to the weekend course; its line was given back by
    // bank transfer (the course's access ends, its place returns; correction invoice FK/…/000001);
    // the battery was sent.
    buyer: 'student',
    daysAgo: 25,
    paymentType: 'TRADITIONAL_TRANSFER',
    lines: [
      { course: 'Intensywne przygotowanie do egzaminu NSTS – weekend' },
      { product: 'Akumulator inteligentny 2450 mAh', variant: '1 sztuka' },
    ],
    path: ['PAID', { refundLine: 0, method: 'TRANSFER' }, 'SEND', 'COMPLETE'],
  },
  {
    buyer: 'guest',
    daysAgo: 21,
    paymentType: 'PRZELEWY24_TRANSFER',
    lines: [{ product: 'Kubek pilota drona', variant: 'Standard', quantity: 2 }],
    path: ['PAID', 'SEND', 'COMPLETE'],
    language: 'EN',
  },
  {
    buyer: 'student',
    daysAgo: 14,
    paymentType: 'PRZELEWY24_TRANSFER',
    lines: [{ product: 'Śmigła niskoszumowe (komplet 4 szt.)', variant: '1 komplet' }],
    path: ['CANCEL'],
  },
  {
    buyer: 'company',
    daysAgo: 10,
    paymentType: 'TRADITIONAL_TRANSFER',
    lines: [{ course: 'Kurs A1/A3 online – kategoria otwarta', quantity: 2 }],
    path: ['CANCEL'],
  },
  {
    buyer: 'student',
    daysAgo: 6,
    paymentType: 'TRADITIONAL_TRANSFER',
    lines: [{ product: 'Akumulator inteligentny 2450 mAh', variant: '2 sztuki' }],
    path: ['PAID', 'SEND'],
    notes: 'Proszę o dostawę po 16:00.',
  },
  {
    // Refund NEEDED: cancelled by the clock, then the guest's money came through Przelewy24 after all.
    buyer: 'guest',
    daysAgo: 5,
    paymentType: 'PRZELEWY24_TRANSFER',
    lines: [{ product: 'Voucher na lot zapoznawczy z instruktorem', variant: 'Standard' }],
    path: ['CANCEL', 'PAID'],
  },
  {
    buyer: 'company',
    daysAgo: 4,
    paymentType: 'TRADITIONAL_TRANSFER',
    lines: [{ product: 'Dron Orlik Mini 2', variant: 'Fly More Combo' }],
    path: ['PAID'],
  },
  {
    // Refund FAILED: the gift voucher given back through Przelewy24, which rejected the refund.
    buyer: 'company',
    daysAgo: 3,
    paymentType: 'PRZELEWY24_TRANSFER',
    lines: [
      { product: 'Licencja AeroPlan – planowanie lotów', variant: '12 miesięcy' },
      { product: 'Bon podarunkowy SkyPilot', variant: '500 zł' },
    ],
    path: ['PAID', { refundLine: 1, method: 'PRZELEWY24' }, 'REFUND_FAILED'],
  },
  {
    buyer: 'guest',
    daysAgo: 2,
    paymentType: 'TRADITIONAL_TRANSFER',
    lines: [{ product: 'Śmigła niskoszumowe (komplet 4 szt.)', variant: '2 komplety' }],
    path: [],
  },
  {
    buyer: 'student',
    daysAgo: 1,
    paymentType: 'TRADITIONAL_TRANSFER',
    lines: [{ product: 'Kubek pilota drona', variant: 'Standard' }],
    path: [],
  },
  {
    // Refund REQUESTED: the cap (wrong size) given back before sending; Przelewy24 has not finished it.
    buyer: 'student',
    daysAgo: 0.25,
    paymentType: 'PRZELEWY24_TRANSFER',
    lines: [
      { product: 'Czapka z daszkiem SkyPilot', variant: 'L/XL' },
      { product: 'Kubek pilota drona', variant: 'Standard' },
    ],
    path: ['PAID', { refundLine: 0, method: 'PRZELEWY24' }],
  },
  {
    // Payment VERIFYING ("needs attention"): the simulator holds it paid, so reconciliation pays the order.
    buyer: 'company',
    daysAgo: 0.05,
    paymentType: 'PRZELEWY24_TRANSFER',
    lines: [{ product: 'MapaPro – fotogrametria (licencja roczna)', variant: 'Licencja roczna' }],
    path: ['VERIFYING'],
  },
];

/** The guest of the demo orders (no account). */
const GUEST = {
  name: 'Katarzyna Wiśniewska',
  streetAndNumber: 'ul. Ogrodowa 7/3',
  postalCode: '30-001',
  city: 'Kraków',
  phone: '+48 501 222 333',
  email: 'katarzyna.wisniewska@example.com',
};

type Buyers = Record<'student' | 'company', Prisma.UserGetPayload<object>>;

/** A frozen line; product names in the order's language, as checkout freezes them. */
async function lineData(tx: Prisma.TransactionClient, line: LineSpec, sortOrder: number, language: 'PL' | 'EN') {
  const quantity = line.quantity ?? 1;
  if ('course' in line) {
    const course = await tx.course.findFirstOrThrow({
      where: { title: line.course },
      include: { variants: { orderBy: { priceGross: 'asc' } } },
    });
    const variant = course.variants[0]!;
    return {
      kind: 'COURSE' as const,
      courseId: course.id,
      courseVariantId: variant.id,
      name: course.title,
      variantName: variant.variant,
      quantity,
      unitPriceGross: variant.priceGross,
      vatRate: course.vatRate,
      discountGross: 0,
      totalGross: quantity * variant.priceGross,
      sortOrder,
      places: course.availablePlaces !== null,
    };
  }
  const variant = await tx.productVariant.findFirstOrThrow({
    where: { name: line.variant, product: { name: line.product } },
    include: { product: true },
  });
  return {
    kind: 'PRODUCT' as const,
    productId: variant.productId,
    productVariantId: variant.id,
    name: language === 'EN' && variant.product.nameEn ? variant.product.nameEn : variant.product.name,
    variantName: language === 'EN' && variant.nameEn ? variant.nameEn : variant.name,
    quantity,
    unitPriceGross: variant.priceGross,
    vatRate: variant.product.vatRate,
    discountGross: 0,
    totalGross: quantity * variant.priceGross,
    sortOrder,
    places: false,
  };
}

/** Places one order as checkout does: number, frozen lines, reservations, contact and invoice data. */
async function place(
  prisma: PrismaClient,
  spec: PurchaseSpec,
  buyers: Buyers,
  shipping: { id: string; name: string; nameEn: string; priceGross: number },
) {
  const language = spec.language ?? 'PL';
  const shippingName = language === 'EN' && shipping.nameEn ? shipping.nameEn : shipping.name;
  const createdAt = new Date(Date.now() - spec.daysAgo * DAY);
  return prisma.$transaction(async (tx) => {
    const lines = await Promise.all(spec.lines.map((line, i) => lineData(tx, line, i, language)));
    for (const line of lines) {
      if (line.kind === 'PRODUCT') {
        await tx.productVariant.update({
          where: { id: line.productVariantId },
          data: { stock: { decrement: line.quantity } },
        });
      } else if (line.places) {
        await tx.course.update({
          where: { id: line.courseId },
          data: { availablePlaces: { decrement: line.quantity } },
        });
      }
    }
    const containsProducts = lines.some((l) => l.kind === 'PRODUCT');
    const itemsGross = lines.reduce((sum, l) => sum + l.totalGross, 0);
    const coupon = spec.coupon ? await useCoupon(tx, spec.coupon, createdAt) : null;
    let discountGross = 0;
    if (coupon) {
      // Checkout's rule: the coupon's course or product lines share its discount.
      const matching = lines.filter((l) =>
        l.kind === 'COURSE' ? l.courseId === coupon.courseId : l.productId === coupon.productId,
      );
      const priced = matching.map((l) => ({ lineGross: l.totalGross, discountGross: 0 }));
      discountGross = applyCoupon(coupon, priced);
      matching.forEach((line, i) => {
        line.discountGross = priced[i]!.discountGross;
        line.totalGross -= line.discountGross;
      });
    }
    const shippingPriceGross = containsProducts ? shipping.priceGross : 0;
    const year = createdAt.getUTCFullYear();
    const number = `${year}/${String(await nextCounterValue(tx, `purchase:${year}`)).padStart(6, '0')}`;
    const user = spec.buyer === 'guest' ? null : buyers[spec.buyer];
    const contact =
      spec.buyer === 'student'
        ? {
            name: `${user!.firstName} ${user!.lastName}`,
            streetAndNumber: 'ul. Kwiatowa 15',
            postalCode: '00-120',
            city: 'Warszawa',
            phone: user!.phoneNumber ?? '+48 600 100 200',
            email: user!.email,
          }
        : spec.buyer === 'company'
          ? {
              name: user!.companyName!,
              streetAndNumber: user!.address!,
              postalCode: user!.postalCode!,
              city: user!.city!,
              phone: user!.phoneNumber!,
              email: user!.email,
              invNip: user!.nip,
              invName: user!.companyName,
              invStreet: user!.address,
              invPostalCode: user!.postalCode,
              invCity: user!.city,
            }
          : GUEST;
    return tx.purchase.create({
      data: {
        number,
        buyerId: user?.id ?? null,
        paymentType: spec.paymentType,
        buyerType: spec.buyer === 'company' ? 'BUSINESS' : 'INDIVIDUAL',
        language,
        ...contact,
        notes: spec.notes ?? '',
        ...(containsProducts ? { shippingMethodId: shipping.id, shippingName, shippingPriceGross } : {}),
        itemsGross,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        discountGross,
        totalGross: itemsGross - discountGross + shippingPriceGross,
        containsCourses: lines.some((l) => l.kind === 'COURSE'),
        containsProducts,
        idempotencyKey: randomUUID(),
        accessTokenHash: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex'),
        payBefore: spec.paymentType === 'PRZELEWY24_TRANSFER' ? new Date(createdAt.getTime() + HOUR) : null,
        createdAt,
        items: { create: lines.map(({ places: _places, ...line }) => line) },
      },
    });
  });
}

/** Counts one use of a coupon as checkout does: only while it is valid at `at` and not used up. */
async function useCoupon(tx: Prisma.TransactionClient, code: string, at: Date) {
  const coupon = await tx.discountCoupon.findUniqueOrThrow({ where: { code } });
  if (!(await countCouponUse(tx, coupon.id, at))) {
    throw new Error(`Demo coupon ${code} cannot be used at ${at.toISOString()}`);
  }
  return coupon;
}

const P24: PurchaseActor = { source: 'przelewy24' };

/** Where money events fall within one step: the order the services write them in (ties of createdAt). */
const KIND_ORDER: Record<PurchaseEventKind, number> = {
  PAYMENT_STARTED: 0,
  PAYMENT_NOTIFIED: 1,
  PAYMENT_VERIFIED: 2,
  STATUS: 3,
  INVOICE_ISSUED: 4,
  REFUND_NEEDED: 5,
  REFUND_REQUESTED: 5,
  REFUND_DONE: 6,
  REFUND_FAILED: 6,
  CORRECTION_ISSUED: 7,
};

/**
 * Whether the app talks to the local Przelewy24 simulator (gateway.ts's rule: no P24_*
 * credentials and not production), read from the environment as config.ts reads it.
 */
const simulatorInUse = (env: NodeJS.ProcessEnv = process.env) =>
  env.NODE_ENV !== 'production' && !(env.P24_MERCHANT_ID && env.P24_POS_ID && env.P24_CRC && env.P24_API_KEY);

/** The app's own address as config.ts makes it (the simulator's rows name the shop's URLs). */
const appOrigin = (env: NodeJS.ProcessEnv = process.env) =>
  new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).origin;

/** One order being seeded: its row, its Przelewy24 attempt and its last refund. */
interface Seeding {
  purchase: Prisma.PurchaseGetPayload<object>;
  payment?: Payment & { orderId: bigint };
  refundId?: string;
}

/**
 * The Przelewy24 attempt checkout registers right after placing an order (startPayment): a
 * Payment with its sessionId and token, its PAYMENT_STARTED event and, when the simulator is in
 * use, its transaction there (with the order id Przelewy24 gives once paid). Returns when.
 */
async function registerPayment(prisma: PrismaClient, s: Seeding, simulator: P24Credentials | null): Promise<Date> {
  const { purchase } = s;
  const createdAt = new Date(purchase.createdAt.getTime() + 30_000);
  const token = randomUUID().toUpperCase();
  const payment = await prisma.$transaction(async (tx) => {
    const created = await tx.payment.create({
      data: {
        purchaseId: purchase.id,
        sessionId: randomUUID(),
        token,
        amount: purchase.totalGross,
        createdAt,
        updatedAt: createdAt,
      },
    });
    await recordMoneyEvent(tx, purchase.id, 'PAYMENT_STARTED', {
      actor: purchase.buyerId ? { userId: purchase.buyerId } : { source: 'system' },
      amount: created.amount,
    });
    return created;
  });
  const orderId = BigInt(randomInt(100_000_000, 2_000_000_000));
  if (simulator) {
    const english = purchase.language === 'EN';
    await prisma.simulatedP24Transaction.create({
      data: {
        token,
        merchantId: simulator.merchantId,
        posId: simulator.posId,
        sessionId: payment.sessionId,
        amount: payment.amount,
        currency: payment.currency,
        description: `${english ? 'Order' : 'Zamówienie'} ${purchase.number}`,
        email: purchase.email,
        urlReturn: `${appOrigin()}/app/purchases/${purchase.id}/details?payment=return`,
        urlStatus: `${appOrigin()}/api/v1/payments/przelewy24/status`,
        orderId,
        createdAt,
        updatedAt: createdAt,
      },
    });
  }
  s.payment = { ...payment, orderId };
  return createdAt;
}

/**
 * The buyer pays on Przelewy24: the notification (markVerifying: VERIFYING with the order id),
 * then, unless `verify` is false, the verification and the settlement as settlement.ts does it:
 * VERIFIED, and the order PAID (invoice dated `at`), or, for a cancelled order, its money left
 * "refund needed" for an admin (AUTO_REFUND_LATE_PAYMENT is off: they may talk to the buyer first).
 */
async function payOnline(prisma: PrismaClient, s: Seeding, at: Date, verify: boolean) {
  const payment = s.payment;
  if (!payment) throw new Error(`Demo purchase ${s.purchase.number}: only a Przelewy24 order is paid online`);
  await markVerifying(prisma, payment.id, {
    orderId: Number(payment.orderId),
    methodId: SIMULATED_METHOD_ID,
    statement: simulatedStatement(payment.orderId),
  });
  // The simulator holds the money paid (reconciliation will verify it) or verified already; no
  // notification is due (a due one would complete the payment before reconciliation does).
  await prisma.simulatedP24Transaction.updateMany({
    where: { sessionId: payment.sessionId },
    data: { status: verify ? 'VERIFIED' : 'PAID', methodId: SIMULATED_METHOD_ID, notifyAttempts: 1, updatedAt: at },
  });
  if (!verify) {
    await prisma.payment.update({ where: { id: payment.id }, data: { updatedAt: at } });
    return;
  }
  await prisma.$transaction(
    async (tx) => {
      const { status } = await lockPurchase(tx, payment.purchaseId);
      const verifiedAt = new Date(at.getTime() + 1_000);
      await tx.payment.update({
        where: { id: payment.id },
        data: { status: 'VERIFIED', verifiedAt, updatedAt: verifiedAt },
      });
      await recordMoneyEvent(tx, payment.purchaseId, 'PAYMENT_VERIFIED', { actor: P24, amount: payment.amount });
      if (status === 'PLACED') {
        await issueInvoice(tx, payment.purchaseId, { now: at });
        await markPaid(tx, payment.purchaseId, P24);
      } else {
        await openRefund(tx, {
          purchaseId: payment.purchaseId,
          paymentId: payment.id,
          method: 'PRZELEWY24',
          reason: 'CANCELLED_ORDER',
          status: 'NEEDED',
          amount: payment.amount,
          actor: P24,
        });
      }
    },
    { timeout: 30_000 },
  );
}

/**
 * An admin refunds one whole line, as the admin's refund does (payments/refunds.ts): a course's
 * access ends and its place returns (products stay sold: nothing came back); through Przelewy24
 * from the verified payment (requested, then sent: `sentAt`), or recorded as a bank transfer
 * (done, with the correction invoice of the purchase's invoice, dated `at`).
 */
async function refundLine(
  prisma: PrismaClient,
  s: Seeding,
  step: { refundLine: number; method: RefundMethod },
  actor: { userId: string },
  at: Date,
) {
  const purchaseId = s.purchase.id;
  const refundId = await prisma.$transaction(
    async (tx) => {
      await lockPurchase(tx, purchaseId);
      const items = await tx.purchaseItem.findMany({
        where: { purchaseId },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      });
      const item = items[step.refundLine]!;
      let paymentId: string | null = null;
      if (step.method === 'PRZELEWY24') {
        const from = (await refundablePayments(tx, purchaseId)).find((p) => p.left >= item.totalGross);
        if (!from) throw new Error(`Demo purchase ${s.purchase.number}: no Przelewy24 payment to refund from`);
        paymentId = from.id;
      }
      if (item.kind === 'COURSE' && item.courseId) {
        // A student's course (the company's seats are never refunded here).
        await tx.userCourse.deleteMany({ where: { purchaseId, courseId: item.courseId } });
        await tx.course.updateMany({
          where: { id: item.courseId, availablePlaces: { not: null } },
          data: { availablePlaces: { increment: item.quantity } },
        });
      }
      const refund = await openRefund(tx, {
        purchaseId,
        paymentId,
        method: step.method,
        reason: 'ADMIN',
        status: step.method === 'PRZELEWY24' ? 'REQUESTED' : 'DONE',
        amount: item.totalGross,
        lines: [{ purchaseItemId: item.id, quantity: item.quantity, amount: item.totalGross }],
        actor,
      });
      if (refund.status === 'DONE') {
        const correction = await issueCorrectionInvoice(tx, refund.id, { now: at });
        if (correction) {
          await recordMoneyEvent(tx, purchaseId, 'CORRECTION_ISSUED', {
            actor,
            amount: refund.amount,
            note: correction.number,
          });
        }
      }
      return refund.id;
    },
    { timeout: 30_000 },
  );
  await prisma.refund.update({
    where: { id: refundId },
    data: step.method === 'PRZELEWY24' ? { sentAt: at } : { doneAt: at },
  });
  s.refundId = refundId;
}

/**
 * Przelewy24 rejects the refund requested last (its notification: FAILED with the reason, as
 * payments/refunds.ts's finishRefund records it); the simulator keeps the rejected refund, so an
 * admin's retry (a new request) is judged against what the transaction has left.
 */
async function failRefund(prisma: PrismaClient, s: Seeding, simulator: P24Credentials | null, at: Date) {
  const refund = await prisma.$transaction(async (tx) => {
    await lockPurchase(tx, s.purchase.id);
    const failed = await tx.refund.update({
      where: { id: s.refundId! },
      data: { status: 'FAILED', failureReason: REFUND_REJECTION_REASON, updatedAt: at },
    });
    await announceRefund(tx, failed, P24);
    return failed;
  });
  if (!simulator || !s.payment) return;
  await prisma.simulatedP24Refund.create({
    data: {
      requestId: refund.requestId,
      refundsUuid: refund.refundsUuid,
      orderId: s.payment.orderId,
      sessionId: s.payment.sessionId,
      amount: refund.amount,
      description: `${s.purchase.language === 'EN' ? 'Refund, order' : 'Zwrot, zamówienie'} ${s.purchase.number}`,
      urlStatus: `${appOrigin()}/api/v1/payments/przelewy24/refund-status`,
      status: 'REJECTED',
      reason: REFUND_REJECTION_REASON,
      // Notified and answered: nothing more to send.
      notifyAttempts: 1,
      createdAt: refund.sentAt ?? at,
      updatedAt: at,
    },
  });
}

/**
 * Dates what one step wrote (since the seeding `started`) at `at`: its refund, and its events a
 * second apart in the order the services wrote them; the purchase is paid, and its courses
 * granted, when its PAID event happened.
 */
async function dateStep(prisma: PrismaClient, purchaseId: string, started: Date, at: Date) {
  await prisma.refund.updateMany({
    where: { purchaseId, createdAt: { gte: started } },
    data: { createdAt: at, updatedAt: at },
  });
  const events = await prisma.purchaseEvent.findMany({ where: { purchaseId, createdAt: { gte: started } } });
  events.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  for (const [i, event] of events.entries()) {
    const time = new Date(at.getTime() + i * 1_000);
    await prisma.purchaseEvent.update({ where: { id: event.id }, data: { createdAt: time } });
    if (event.kind === 'STATUS' && event.toStatus === 'PAID') {
      await prisma.purchase.update({ where: { id: purchaseId }, data: { paidAt: time } });
      await prisma.userCourse.updateMany({ where: { purchaseId }, data: { createdAt: time } });
      // As in the paying transaction: issued when paid, the sale date the payment day (P_1, P_6).
      await prisma.invoice.updateMany({
        where: { purchaseId },
        data: { issuedAt: time, saleDate: new Date(`${warsawDate(time)}T00:00:00Z`) },
      });
    }
  }
}

/**
 * When each step happened: some hours after the one before (at most 18, all before now); a
 * Przelewy24 payment minutes after placing; the clock's cancellation just after the time to pay;
 * Przelewy24's answer to a refund within the hour.
 */
function stepTime(spec: PurchaseSpec, s: Seeding, step: Step, previous: number): number {
  const online = spec.paymentType === 'PRZELEWY24_TRANSFER';
  const placed = s.purchase.status === 'PLACED';
  if (online && placed && (step === 'PAID' || step === 'VERIFYING')) {
    return s.purchase.createdAt.getTime() + 12 * MINUTE;
  }
  if (online && placed && step === 'CANCEL') return s.purchase.payBefore!.getTime() + 2 * MINUTE;
  if (step === 'REFUND_FAILED') return previous + 40 * MINUTE;
  return previous + Math.min(18 * HOUR, (spec.daysAgo * DAY) / (spec.path.length + 1));
}

/**
 * Seeds the demo purchases (after the catalogue and the demo accounts). Skipped when there are
 * purchases already, so calling it twice does nothing.
 */
export async function seedPurchases(prisma: PrismaClient): Promise<void> {
  if ((await prisma.purchase.count()) > 0) return;
  const started = new Date();
  const [student, company, admin] = await Promise.all(
    ['student@example.com', 'company@example.com', 'admin@example.com'].map((email) =>
      prisma.user.findUniqueOrThrow({ where: { email } }),
    ),
  );
  const shipping = await prisma.shippingMethod.findFirstOrThrow({
    where: { priceGross: { gt: 0 } },
    orderBy: { priceGross: 'desc' },
  });
  // The simulator's credentials (made once, kept in AppSecret): its transactions are the merchant's.
  const simulator = simulatorInUse() ? await simulatorCredentials(prisma) : null;
  const byAdmin = { userId: admin!.id };

  for (const spec of PURCHASES) {
    const s: Seeding = { purchase: await place(prisma, spec, { student: student!, company: company! }, shipping) };
    const online = spec.paymentType === 'PRZELEWY24_TRANSFER';
    if (online) await dateStep(prisma, s.purchase.id, started, await registerPayment(prisma, s, simulator));
    let at = s.purchase.createdAt.getTime();
    for (const step of spec.path) {
      at = Math.min(stepTime(spec, s, step, at), started.getTime() - 10 * MINUTE);
      const when = new Date(at);
      if (typeof step === 'object') await refundLine(prisma, s, step, byAdmin, when);
      else if (step === 'REFUND_FAILED') await failRefund(prisma, s, simulator, when);
      else if (step === 'VERIFYING' || (online && step === 'PAID')) await payOnline(prisma, s, when, step === 'PAID');
      else if (online && step === 'CANCEL' && s.purchase.status === 'PLACED') {
        // The clock cancels an unpaid online order once reconciliation found its attempt unpaid.
        const checkedAt = new Date(at - MINUTE);
        await prisma.payment.update({ where: { id: s.payment!.id }, data: { checkedAt, updatedAt: checkedAt } });
        await applyPurchaseAction(prisma, s.purchase.id, step, { source: 'auto-cancel' });
      } else {
        // Transfers (and everything else) are confirmed by the admin; the invoice is dated then.
        await prisma.$transaction(async (tx) => {
          if (step === 'PAID') await issueInvoice(tx, s.purchase.id, { now: when });
          await applyPurchaseAction(tx, s.purchase.id, step, byAdmin);
        });
      }
      await dateStep(prisma, s.purchase.id, started, when);
      s.purchase = await prisma.purchase.findUniqueOrThrow({ where: { id: s.purchase.id } });
    }
  }

  // Nobody is told about the demo history.
  const buyers = [student!.email, company!.email, GUEST.email];
  await prisma.mailMessage.deleteMany({ where: { to: { in: buyers }, createdAt: { gte: started } } });
}

/** The statuses the demo purchases end in (the seed test checks every one appears). */
export const SEEDED_STATUSES: PurchaseStatus[] = ['PLACED', 'PAID', 'SEND', 'DELIVERED', 'COMPLETED', 'NO_PAID'];

/** The refund states the demo purchases show (the seed test checks every one appears). */
export const SEEDED_REFUND_STATUSES: RefundStatus[] = ['NEEDED', 'REQUESTED', 'DONE', 'FAILED'];
