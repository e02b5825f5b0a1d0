// Demo purchases: the student, the company and a guest have orders in every status (placed,
// paid, sent, delivered, completed, cancelled), made the way the shop makes them: numbers from
// the gap-free counter, prices and VAT frozen from the catalogue, stock taken while reserved,
// and every status change through the purchases module's state machine (events, invoices for
// paid ones, the student's courses and the company's seats, handed out in seats.ts). The demo history is not mailed:
// the status e-mails the transitions queue are removed at the end.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../server/generated/prisma/client.ts';
import type { PaymentType, PurchaseStatus } from '../../server/generated/prisma/enums.ts';
import { nextCounterValue } from '../../server/platform/db/counters.ts';
import { applyPurchaseAction, markPaid, type PurchaseAction } from '../../server/modules/purchases/service.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type LineSpec = { course: string; quantity?: number } | { product: string; variant: string; quantity?: number };

interface PurchaseSpec {
  buyer: 'student' | 'company' | 'guest';
  daysAgo: number;
  paymentType: PaymentType;
  lines: LineSpec[];
  /** The actions taken after placement, in order (with who took them). */
  path: PurchaseAction[];
  language?: 'PL' | 'EN';
  notes?: string;
}

/** Where each demo order ends: every status of the state machine appears. */
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
    path: ['PAID', 'SEND', 'COMPLETE'],
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
    buyer: 'company',
    daysAgo: 4,
    paymentType: 'TRADITIONAL_TRANSFER',
    lines: [{ product: 'Dron Orlik Mini 2', variant: 'Fly More Combo' }],
    path: ['PAID'],
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
        totalGross: itemsGross + shippingPriceGross,
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

  for (const spec of PURCHASES) {
    const purchase = await place(prisma, spec, { student: student!, company: company! }, shipping);
    for (const action of spec.path) {
      // Online payments are confirmed by Przelewy24, transfers and everything else by the admin;
      // an unpaid online order is cancelled by the clock.
      const online = spec.paymentType === 'PRZELEWY24_TRANSFER';
      if (action === 'PAID' && online) await markPaid(prisma, purchase.id, { source: 'przelewy24' });
      else if (action === 'CANCEL' && online)
        await applyPurchaseAction(prisma, purchase.id, action, { source: 'auto-cancel' });
      else await applyPurchaseAction(prisma, purchase.id, action, { userId: admin!.id });
    }
    // The history as it happened: each change some hours after the one before.
    const events = await prisma.purchaseEvent.findMany({
      where: { purchaseId: purchase.id },
      orderBy: { createdAt: 'asc' },
    });
    const step = Math.min(18 * HOUR, (spec.daysAgo * DAY) / (events.length + 1));
    for (const [i, event] of events.entries()) {
      const at = new Date(purchase.createdAt.getTime() + (i + 1) * step);
      await prisma.purchaseEvent.update({ where: { id: event.id }, data: { createdAt: at } });
      if (event.toStatus === 'PAID') {
        await prisma.purchase.update({ where: { id: purchase.id }, data: { paidAt: at } });
        await prisma.userCourse.updateMany({ where: { purchaseId: purchase.id }, data: { createdAt: at } });
      }
    }
  }

  // Nobody is told about the demo history.
  const buyers = [student!.email, company!.email, GUEST.email];
  await prisma.mailMessage.deleteMany({ where: { to: { in: buyers }, createdAt: { gte: started } } });
}

/** The statuses the demo purchases end in (the seed test checks every one appears). */
export const SEEDED_STATUSES: PurchaseStatus[] = ['PLACED', 'PAID', 'SEND', 'DELIVERED', 'COMPLETED', 'NO_PAID'];
