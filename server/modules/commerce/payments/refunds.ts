import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Prisma, Refund } from '../../../generated/prisma/client.ts';
import { brokenRule, notFound } from '../../../platform/errors.ts';
import { isUuid, parseInput } from '../../../platform/validation.ts';
import { issueCorrectionInvoice } from '../invoices/service.ts';
import {
  PAID_OR_LATER,
  announceRefund,
  lockPurchase,
  newRefundsUuid,
  openRefund,
  recordMoneyEvent,
  refundableLines,
  refundablePayments,
  type PurchaseActor,
} from '../purchases/service.ts';
import { P24Error, refundNotificationSchema } from './p24-client.ts';
import { refundNotificationSign, signsEqual } from './sign.ts';
import { refuseNotification, type Log, type PaymentDeps } from './service.ts';

/**
 * Refunds (issue 28). A Przelewy24 refund is a row first (REQUESTED, with its requestId and
 * refundsUuid: the intent), then the call (`sendRefund`, outside any transaction, `sentAt` once
 * Przelewy24 took it), then Przelewy24's refund notification (or reconciliation reading its refund
 * list) makes it DONE or FAILED. A crash between any two steps leaves a row that reconciliation
 * sends again under the same requestId (Przelewy24 answers 409 to a requestId it already has).
 * A refund by bank transfer is recorded DONE by an admin.
 */

export const refundStatusUrl = (deps: PaymentDeps) =>
  `${deps.config.publicUrl.origin}/api/v1/payments/przelewy24/refund-status`;

/** Claims a REQUESTED, unsent refund for one sender (another process's pass skips it meanwhile). */
async function claimUnsent(deps: PaymentDeps, refundId: string, leaseSeconds: number): Promise<boolean> {
  const rows = await deps.prisma.$executeRaw`
    UPDATE "Refund" SET "checkedAt" = now()
    WHERE id = ${refundId}::uuid AND status = 'REQUESTED' AND method = 'PRZELEWY24' AND "sentAt" IS NULL
      AND ("checkedAt" IS NULL OR "checkedAt" < now() - make_interval(secs => ${leaseSeconds}))`;
  return rows > 0;
}

/**
 * Sends a REQUESTED refund to Przelewy24 (once per claim). Accepted (or 409: it arrived before a
 * crash) → `sentAt`; refused → FAILED with Przelewy24's reason; unreachable → left for the next
 * reconciliation pass.
 */
export async function sendRefund(deps: PaymentDeps, refundId: string, log: Log, leaseSeconds = 60): Promise<void> {
  if (!(await claimUnsent(deps, refundId, leaseSeconds))) return;
  const refund = await deps.prisma.refund.findUniqueOrThrow({
    where: { id: refundId },
    include: { payment: true, purchase: { select: { number: true, language: true } } },
  });
  const client = await deps.p24.client();
  if (!client || !refund.payment?.p24OrderId) {
    await finishRefund(deps, refundId, { done: false, reason: 'Przelewy24 is not available' });
    return;
  }
  const english = refund.purchase.language === 'EN';
  try {
    const answer = await client.refund({
      requestId: refund.requestId,
      refundsUuid: refund.refundsUuid,
      urlStatus: refundStatusUrl(deps),
      orderId: Number(refund.payment.p24OrderId),
      sessionId: refund.payment.sessionId,
      amount: refund.amount,
      description: `${english ? 'Refund, order' : 'Zwrot, zamówienie'} ${refund.purchase.number}`,
    });
    if (!answer.accepted) {
      await finishRefund(deps, refundId, { done: false, reason: answer.reason });
      return;
    }
  } catch (error) {
    const status = error instanceof P24Error ? error.status : undefined;
    if (status !== 409) {
      log.error({ refundId, err: error instanceof P24Error ? error.message : error }, 'przelewy24 refund not sent');
      // Refused outright (4xx): failed, with Przelewy24's words; unreachable or 5xx: sent again later.
      if (status !== undefined && status >= 400 && status < 500) {
        await finishRefund(deps, refundId, { done: false, reason: (error as P24Error).message });
      }
      return;
    }
  }
  await deps.prisma.refund.updateMany({ where: { id: refundId, sentAt: null }, data: { sentAt: new Date() } });
}

export type RefundResult = { done: true } | { done: false; reason: string };

/**
 * REQUESTED → DONE or FAILED, once (a replay changes nothing): the event, the buyer's e-mail and,
 * for a refund of an invoiced purchase that was paid and kept, the correction invoice, in one
 * transaction.
 */
export async function finishRefund(deps: PaymentDeps, refundId: string, result: RefundResult): Promise<boolean> {
  return deps.prisma.$transaction(
    async (tx) => {
      const refund = await tx.refund.findUniqueOrThrow({ where: { id: refundId } });
      await lockPurchase(tx, refund.purchaseId);
      const { count } = await tx.refund.updateMany({
        where: { id: refundId, status: 'REQUESTED' },
        data: result.done
          ? { status: 'DONE', doneAt: new Date(), failureReason: null }
          : { status: 'FAILED', failureReason: result.reason.slice(0, 500) },
      });
      if (!count) return false;
      const updated = await tx.refund.findUniqueOrThrow({ where: { id: refundId } });
      await announceRefund(tx, updated, { source: 'przelewy24' });
      if (result.done) await correct(tx, updated, { source: 'przelewy24' });
      return true;
    },
    { timeout: 30_000 },
  );
}

/** The correction invoice of a refund of an invoiced sale (an admin's refund, or a paid purchase cancelled). */
async function correct(tx: Prisma.TransactionClient, refund: Refund, actor: PurchaseActor) {
  // A second payment never was the invoiced sale; a refund without lines corrects nothing.
  if (refund.reason === 'PAID_TWICE') return;
  const correction = await issueCorrectionInvoice(tx, refund.id);
  if (correction) {
    await recordMoneyEvent(tx, refund.purchaseId, 'CORRECTION_ISSUED', {
      actor,
      amount: refund.amount,
      note: correction.number,
    });
  }
}

// ───────────────────────────── Przelewy24's refund notification ─────────────────────────────

/**
 * Przelewy24's refund notification: sign and merchant checked, the refund found by requestId with
 * the same refundsUuid and amount; status 0 → DONE, otherwise FAILED. Refusals are 400 (never
 * retried); a replay answers 200 and changes nothing.
 */
export async function handleRefundNotification(
  deps: PaymentDeps,
  body: unknown,
  log: Log,
): Promise<'done' | 'failed' | 'replay'> {
  const parsed = refundNotificationSchema.safeParse(body);
  if (!parsed.success) throw refuseNotification(log, 'refund-malformed', {});
  const n = parsed.data;
  const ids = { requestId: n.requestId, orderId: n.orderId };
  const client = await deps.p24.client();
  if (!client) throw refuseNotification(log, 'przelewy24-not-offered', ids);
  if (!signsEqual(n.sign, refundNotificationSign(n, client.credentials.crc))) {
    throw refuseNotification(log, 'refund-bad-sign', ids);
  }
  if (n.merchantId !== client.credentials.merchantId) throw refuseNotification(log, 'other-merchant', ids);
  const refund = isUuid(n.requestId)
    ? await deps.prisma.refund.findUnique({ where: { requestId: n.requestId }, include: { payment: true } })
    : null;
  if (
    !refund ||
    refund.refundsUuid !== n.refundsUuid ||
    refund.amount !== n.amount ||
    refund.payment?.p24OrderId !== BigInt(n.orderId)
  ) {
    throw refuseNotification(log, 'refund-unknown', ids);
  }
  const done = n.status === 0;
  const changed = await finishRefund(deps, refund.id, done ? { done } : { done, reason: 'Rejected by Przelewy24' });
  return changed ? (done ? 'done' : 'failed') : 'replay';
}

// ───────────────────────────── Admin actions ─────────────────────────────

export const refundInputSchema = z.object({
  lines: z
    .array(z.object({ itemId: z.string().max(100), quantity: z.number().int().min(1).max(100_000) }))
    .max(200)
    .default([]),
  shipping: z.boolean().default(false),
  /** The refunded goods came back: their stock returns. */
  restock: z.boolean().default(false),
  method: z.enum(['PRZELEWY24', 'TRANSFER']),
  note: z.string().trim().max(500).default(''),
});
export type RefundInput = z.input<typeof refundInputSchema>;

/**
 * An admin refunds a paid purchase, whole or in part: the chosen lines (course access ends and
 * places return; product stock returns when `restock` says the goods came back) and the shipping.
 * Through Przelewy24 (requested, then sent) or recorded as a bank transfer (done at once, with its
 * correction invoice).
 */
export async function refundPurchase(
  deps: PaymentDeps,
  actor: { userId: string },
  purchaseId: string,
  input: unknown,
  log: Log,
): Promise<Refund> {
  const f = parseInput(refundInputSchema, input);
  if (!isUuid(purchaseId)) throw notFound('Purchase');
  const refund = await deps.prisma.$transaction(
    async (tx) => {
      const locked = await lockPurchase(tx, purchaseId);
      if (!PAID_OR_LATER.includes(locked.status)) throw brokenRule('REFUND_NOT_ALLOWED');
      const open = await refundableLines(tx, purchaseId);
      const lines: { purchaseItemId: string | null; quantity: number; amount: number }[] = [];
      for (const wanted of f.lines) {
        const line = open.items.find((l) => l.item.id === wanted.itemId);
        if (!line) throw notFound('PurchaseItem');
        if (wanted.quantity > line.quantity) throw brokenRule('REFUND_AMOUNT_TOO_HIGH');
        // The last units take what is left, so rounding never leaves or overdraws a grosz.
        const amount =
          wanted.quantity === line.quantity
            ? line.amount
            : Math.round((line.item.totalGross * wanted.quantity) / line.item.quantity);
        lines.push({ purchaseItemId: line.item.id, quantity: wanted.quantity, amount });
      }
      if (f.shipping && open.shipping > 0) lines.push({ purchaseItemId: null, quantity: 1, amount: open.shipping });
      const amount = lines.reduce((sum, l) => sum + l.amount, 0);
      if (amount <= 0) throw brokenRule('REFUND_NOTHING_SELECTED');
      if (amount > open.left) throw brokenRule('REFUND_AMOUNT_TOO_HIGH');

      let paymentId: string | null = null;
      if (f.method === 'PRZELEWY24') {
        const payments = await refundablePayments(tx, purchaseId);
        const kept = payments.filter((p) => p.left > 0);
        if (!kept.length) throw brokenRule('REFUND_NO_ONLINE_PAYMENT');
        const from = kept.find((p) => p.left >= amount);
        if (!from) throw brokenRule('REFUND_AMOUNT_TOO_HIGH');
        paymentId = from.id;
      }
      await takeBack(tx, purchaseId, lines, f.restock);
      const created = await openRefund(tx, {
        purchaseId,
        paymentId,
        method: f.method,
        reason: 'ADMIN',
        status: f.method === 'PRZELEWY24' ? 'REQUESTED' : 'DONE',
        amount,
        lines,
        restocked: f.restock,
        note: f.note,
        actor,
      });
      if (created.status === 'DONE') await correct(tx, created, actor);
      return created;
    },
    { timeout: 30_000 },
  );
  if (refund.status === 'REQUESTED') await sendRefund(deps, refund.id, log);
  return deps.prisma.refund.findUniqueOrThrow({ where: { id: refund.id } });
}

/**
 * What refunded lines give back to the school: course access of the refunded units ends (a
 * student's course from this purchase, or a company's seats, unassigned ones first) and the
 * course places return; product units return to stock when the goods came back.
 */
async function takeBack(
  tx: Prisma.TransactionClient,
  purchaseId: string,
  lines: { purchaseItemId: string | null; quantity: number }[],
  restock: boolean,
) {
  for (const line of lines) {
    if (!line.purchaseItemId) continue;
    const item = await tx.purchaseItem.findUniqueOrThrow({ where: { id: line.purchaseItemId } });
    if (item.kind === 'COURSE' && item.courseId) {
      const seats = await tx.userResource.findMany({
        where: { purchaseId, courseId: item.courseId },
        orderBy: [{ userCourseId: { sort: 'asc', nulls: 'first' } }, { id: 'asc' }],
        take: line.quantity,
        select: { id: true, userCourseId: true },
      });
      if (seats.length) {
        await tx.userResource.deleteMany({ where: { id: { in: seats.map((s) => s.id) } } });
        const granted = seats.map((s) => s.userCourseId).filter((id): id is string => id !== null);
        if (granted.length) await tx.userCourse.deleteMany({ where: { id: { in: granted } } });
      } else {
        await tx.userCourse.deleteMany({ where: { purchaseId, courseId: item.courseId } });
      }
      await tx.$executeRaw`
        UPDATE "Course" SET "availablePlaces" = "availablePlaces" + ${line.quantity}
        WHERE "id" = ${item.courseId}::uuid AND "availablePlaces" IS NOT NULL`;
    }
    if (item.kind === 'PRODUCT' && item.productVariantId && restock) {
      await tx.$executeRaw`
        UPDATE "ProductVariant" SET "stock" = "stock" + ${line.quantity} WHERE "id" = ${item.productVariantId}::uuid`;
    }
  }
}

/**
 * An admin's action on a refund still to do (NEEDED) or failed: the refund found, its purchase
 * locked, `check` passed, then `data` applied only if it is still waiting (REFUND_STATUS_CONFLICT
 * otherwise), announced to the buyer. Returns the changed refund.
 */
async function actOnWaitingRefund(
  tx: Prisma.TransactionClient,
  refundId: string,
  actor: { userId: string },
  data: Prisma.RefundUpdateManyMutationInput,
  check: (refund: Refund) => void = () => {},
): Promise<Refund> {
  const refund = isUuid(refundId) ? await tx.refund.findUnique({ where: { id: refundId } }) : null;
  if (!refund) throw notFound('Refund');
  await lockPurchase(tx, refund.purchaseId);
  check(refund);
  const { count } = await tx.refund.updateMany({
    where: { id: refundId, status: { in: ['NEEDED', 'FAILED'] } },
    data: { ...data, failureReason: null, actorId: actor.userId },
  });
  if (!count) throw brokenRule('REFUND_STATUS_CONFLICT');
  const changed = await tx.refund.findUniqueOrThrow({ where: { id: refundId } });
  await announceRefund(tx, changed, actor);
  return changed;
}

/** A refund still to do (NEEDED), or failed, requested through Przelewy24 (again: a new requestId). */
export async function requestRefund(deps: PaymentDeps, actor: { userId: string }, refundId: string, log: Log) {
  await deps.prisma.$transaction((tx) =>
    actOnWaitingRefund(
      tx,
      refundId,
      actor,
      {
        status: 'REQUESTED',
        method: 'PRZELEWY24',
        requestId: randomUUID(),
        refundsUuid: newRefundsUuid(),
        sentAt: null,
        checkedAt: null,
      },
      (refund) => {
        if (!refund.paymentId) throw brokenRule('REFUND_NO_ONLINE_PAYMENT');
      },
    ),
  );
  await sendRefund(deps, refundId, log);
  return deps.prisma.refund.findUniqueOrThrow({ where: { id: refundId } });
}

/** An admin gave a refund still to do (or failed) back by bank transfer: DONE, with its correction. */
export async function recordTransferRefund(deps: PaymentDeps, actor: { userId: string }, refundId: string) {
  return deps.prisma.$transaction(async (tx) => {
    const done = await actOnWaitingRefund(tx, refundId, actor, {
      status: 'DONE',
      method: 'TRANSFER',
      doneAt: new Date(),
    });
    await correct(tx, done, actor);
    return done;
  });
}
