import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../../generated/prisma/client.ts';
import type {
  PaymentType,
  PurchaseEventKind,
  RefundMethod,
  RefundReason,
  RefundStatus,
} from '../../../generated/prisma/enums.ts';
import type { WebhookEventType } from '../../../generated/prisma/enums.ts';
import { enqueueMail } from '../../../platform/mail/outbox.ts';
import { recordWebhookEvent } from '../../system/integrations/service.ts';
import { refundMail } from './mail.ts';
import { lockPurchase } from './lock.ts';
import type { PurchaseActor } from './service.ts';

/**
 * The purchase side of money (issue 28): money events on the purchase's history and refunds as
 * rows, written inside the caller's transaction with the purchase row locked. No network here:
 * the payments module talks to Przelewy24 and calls these around its calls.
 */

const actorColumns = (actor: PurchaseActor) => ({
  actorId: 'userId' in actor ? actor.userId : null,
  source: 'source' in actor ? actor.source : null,
});

/** Records a money event (the status stays: from = to = the purchase's status now). */
export async function recordMoneyEvent(
  tx: Prisma.TransactionClient,
  purchaseId: string,
  kind: Exclude<PurchaseEventKind, 'STATUS'>,
  { actor, amount = null, note = '' }: { actor: PurchaseActor; amount?: number | null; note?: string },
): Promise<void> {
  const { status } = await lockPurchase(tx, purchaseId);
  await tx.purchaseEvent.create({
    data: { purchaseId, fromStatus: status, toStatus: status, kind, amount, note, ...actorColumns(actor) },
  });
  const webhook = WEBHOOK_OF_KIND[kind];
  if (webhook) {
    const purchase = await tx.purchase.findUniqueOrThrow({ where: { id: purchaseId } });
    const facts = kind === 'INVOICE_ISSUED' ? { invoiceNumber: note } : { refundedGross: amount };
    await recordWebhookEvent(tx, webhook, {
      owners: [purchase.buyerId],
      data: { ...purchaseEventData(purchase), ...facts },
    });
  }
}

/** Money events integrators hear of (webhooks): a refund paid out, an invoice issued. */
const WEBHOOK_OF_KIND: Partial<Record<PurchaseEventKind, WebhookEventType>> = {
  REFUND_DONE: 'PURCHASE_REFUNDED',
  INVOICE_ISSUED: 'INVOICE_ISSUED',
};

/** What a purchase's webhook events say of it: ids and facts to act on (money in grosze, PLN). */
export const purchaseEventData = (purchase: {
  id: string;
  number: string;
  status: string;
  buyerId: string | null;
  totalGross: number;
}) => ({
  purchaseId: purchase.id,
  number: purchase.number,
  status: purchase.status,
  buyerId: purchase.buyerId,
  totalGross: purchase.totalGross,
  currency: 'PLN',
});

const EVENT_OF_STATUS: Record<RefundStatus, Exclude<PurchaseEventKind, 'STATUS'>> = {
  NEEDED: 'REFUND_NEEDED',
  REQUESTED: 'REFUND_REQUESTED',
  DONE: 'REFUND_DONE',
  FAILED: 'REFUND_FAILED',
};

/** Tells the buyer, in the purchase's language, that a refund reached `status`; and records the event. */
export async function announceRefund(
  tx: Prisma.TransactionClient,
  refund: { id: string; purchaseId: string; amount: number; status: RefundStatus; failureReason: string | null },
  actor: PurchaseActor,
): Promise<void> {
  await recordMoneyEvent(tx, refund.purchaseId, EVENT_OF_STATUS[refund.status], {
    actor,
    amount: refund.amount,
    note: refund.failureReason ?? '',
  });
  const purchase = await tx.purchase.findUniqueOrThrow({
    where: { id: refund.purchaseId },
    select: { number: true, email: true, language: true },
  });
  await enqueueMail(tx, refundMail(purchase, refund));
}

/** A new refundsUuid for a retried refund: unique, at most 35 characters (a UUID without its dashes). */
export const newRefundsUuid = () => randomUUID().replaceAll('-', '');

export interface NewRefund {
  purchaseId: string;
  paymentId: string | null;
  method: RefundMethod;
  reason: RefundReason;
  status: Extract<RefundStatus, 'NEEDED' | 'REQUESTED' | 'DONE'>;
  amount: number;
  lines?: { purchaseItemId: string | null; quantity: number; amount: number }[];
  restocked?: boolean;
  note?: string;
  actor: PurchaseActor;
}

/** Creates a refund with its lines, its history event and the buyer's e-mail. */
export async function openRefund(tx: Prisma.TransactionClient, input: NewRefund) {
  const { lines, restocked, note, actor, ...fields } = input;
  await lockPurchase(tx, fields.purchaseId);
  const refund = await tx.refund.create({
    data: {
      ...fields,
      restocked: restocked ?? false,
      note: note ?? '',
      actorId: 'userId' in actor ? actor.userId : null,
      ...(fields.status === 'DONE' ? { doneAt: new Date() } : {}),
      lines: { create: lines ?? [] },
    },
  });
  await announceRefund(tx, refund, actor);
  return refund;
}

/**
 * Money of Przelewy24 payments of `purchaseId` that is still the school's: verified payments less
 * what their refunds (other than failed ones) give back. Reads under the caller's lock.
 */
export async function refundablePayments(tx: Prisma.TransactionClient, purchaseId: string) {
  const payments = await tx.payment.findMany({
    where: { purchaseId, status: 'VERIFIED', p24OrderId: { not: null } },
    select: { id: true, amount: true, refunds: { where: { status: { not: 'FAILED' } }, select: { amount: true } } },
    orderBy: { verifiedAt: 'asc' },
  });
  return payments.map((p) => ({ id: p.id, left: p.amount - p.refunds.reduce((sum, r) => sum + r.amount, 0) }));
}

/** What is still refundable per line and for shipping (under the caller's lock). */
export async function refundableLines(tx: Prisma.TransactionClient | PrismaClient, purchaseId: string) {
  const purchase = await tx.purchase.findUniqueOrThrow({
    where: { id: purchaseId },
    select: {
      totalGross: true,
      shippingPriceGross: true,
      items: { orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
      refunds: { where: { status: { not: 'FAILED' } }, select: { amount: true, lines: true } },
    },
  });
  const given = purchase.refunds.flatMap((r) => r.lines);
  const items = purchase.items.map((item) => {
    const mine = given.filter((l) => l.purchaseItemId === item.id);
    const quantity = item.quantity - mine.reduce((sum, l) => sum + l.quantity, 0);
    const amount = item.totalGross - mine.reduce((sum, l) => sum + l.amount, 0);
    return { item, quantity, amount };
  });
  const shippingGiven = given.some((l) => l.purchaseItemId === null);
  const refunded = purchase.refunds.reduce((sum, r) => sum + r.amount, 0);
  return {
    items,
    shipping: shippingGiven ? 0 : purchase.shippingPriceGross,
    left: purchase.totalGross - refunded,
  };
}

/** Every unit and the shipping a refund has not given back yet, as refund lines. */
async function linesLeft(tx: Prisma.TransactionClient, purchaseId: string) {
  const open = await refundableLines(tx, purchaseId);
  return [
    ...open.items
      .filter((l) => l.quantity > 0)
      .map((l) => ({ purchaseItemId: l.item.id, quantity: l.quantity, amount: l.amount })),
    ...(open.shipping > 0 ? [{ purchaseItemId: null, quantity: 1, amount: open.shipping }] : []),
  ];
}

/**
 * A cancelled purchase keeps no money: each verified Przelewy24 payment's remainder is refunded
 * (CANCELLED_ORDER, requested at once: cancelling a paid purchase is an admin's decision); money
 * paid by bank transfer is left "needed" for an admin to send back and record.
 */
export async function refundCancelledPayments(
  tx: Prisma.TransactionClient,
  purchase: { id: string; paymentType: PaymentType; totalGross: number; wasPaid: boolean },
): Promise<void> {
  // Money an admin already gave back by transfer comes off what the online payments return.
  const byTransfer = await tx.refund.aggregate({
    where: { purchaseId: purchase.id, status: { not: 'FAILED' }, paymentId: null },
    _sum: { amount: true },
  });
  let givenElsewhere = byTransfer._sum.amount ?? 0;
  // What the cancellation gives back, line by line, for the correction invoice of a paid sale
  // (on the first refund it opens).
  let lines = purchase.wasPaid ? await linesLeft(tx, purchase.id) : [];
  for (const payment of await refundablePayments(tx, purchase.id)) {
    const covered = Math.min(payment.left, givenElsewhere);
    givenElsewhere -= covered;
    const amount = payment.left - covered;
    if (amount <= 0) continue;
    await openRefund(tx, {
      purchaseId: purchase.id,
      paymentId: payment.id,
      method: 'PRZELEWY24',
      reason: 'CANCELLED_ORDER',
      status: 'REQUESTED',
      amount,
      lines,
      actor: { source: 'system' },
    });
    lines = [];
  }
  if (!purchase.wasPaid || purchase.paymentType !== 'TRADITIONAL_TRANSFER') return;
  const given = await tx.refund.aggregate({
    where: { purchaseId: purchase.id, status: { not: 'FAILED' } },
    _sum: { amount: true },
  });
  const left = purchase.totalGross - (given._sum.amount ?? 0);
  if (left > 0) {
    await openRefund(tx, {
      purchaseId: purchase.id,
      paymentId: null,
      method: 'TRANSFER',
      reason: 'CANCELLED_ORDER',
      status: 'NEEDED',
      amount: left,
      lines,
      actor: { source: 'system' },
    });
  }
}
