import type { Payment, PrismaClient } from '../../../generated/prisma/client.ts';
import { AUTO_REFUND_LATE_PAYMENT, AUTO_REFUND_SECOND_PAYMENT } from '../../../contract/policies.ts';
import { lockPurchase, markPaid, openRefund, recordMoneyEvent } from '../purchases/service.ts';
import type { P24Client } from './p24-client.ts';
import { P24Error } from './p24-client.ts';
import { sendRefund } from './refunds.ts';
import type { Log, PaymentDeps } from './service.ts';

/**
 * From "Przelewy24 says the money arrived" to a paid purchase or a refund, in steps that survive
 * a crash between any two of them (issue 28):
 *
 *   1. markVerifying: REGISTERED → VERIFYING with Przelewy24's order id (the intent), and the
 *      PAYMENT_NOTIFIED event, in one transaction;
 *   2. verify with Przelewy24 (network, outside any transaction);
 *   3. settle: VERIFYING → VERIFIED and the purchase PAID (or a refund opened) in one transaction.
 *
 * A process that dies after 1 or 2 leaves a VERIFYING payment, which reconciliation completes
 * by asking Przelewy24 for the transaction's state (verified already → step 3; paid but not
 * verified → steps 2 and 3; no money → back to REGISTERED).
 */

export type SettleOutcome = 'paid' | 'refund' | 'none' | 'refused' | 'unavailable';

/** Step 1: records the intent (idempotent; a VERIFYING or VERIFIED payment stays as it is). */
export async function markVerifying(
  prisma: PrismaClient,
  paymentId: string,
  found: { orderId: number; methodId?: number | null; statement?: string | null },
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId }, select: { purchaseId: true } });
    await lockPurchase(tx, payment.purchaseId);
    const { count } = await tx.payment.updateMany({
      where: { id: paymentId, status: { in: ['REGISTERED', 'FAILED'] } },
      data: {
        status: 'VERIFYING',
        p24OrderId: BigInt(found.orderId),
        methodId: found.methodId ?? null,
        statement: found.statement ?? null,
      },
    });
    if (count) {
      const { amount } = await tx.payment.findUniqueOrThrow({ where: { id: paymentId }, select: { amount: true } });
      await recordMoneyEvent(tx, payment.purchaseId, 'PAYMENT_NOTIFIED', { actor: { source: 'przelewy24' }, amount });
    }
  });
}

/** Przelewy24 refused (4xx) or could not answer: which one decides whether to retry. */
const unreachable = (error: unknown) =>
  !(error instanceof P24Error) || error.status === undefined || error.status >= 500;

/**
 * Steps 2 and 3 for a VERIFYING payment. A refused verify is checked against the transaction's
 * state: Przelewy24 refuses to verify twice, so "verified already" (a crash after a successful
 * verify) goes on to settle; "no money" returns the payment to REGISTERED (refused for good);
 * money there but not verified is worth another try (unavailable).
 */
export async function verifyAndSettle(
  deps: PaymentDeps,
  client: P24Client,
  payment: Pick<Payment, 'id' | 'sessionId' | 'amount' | 'currency' | 'p24OrderId'>,
  log: Log,
): Promise<SettleOutcome> {
  const ids = { sessionId: payment.sessionId, orderId: Number(payment.p24OrderId) };
  try {
    await client.verify({ ...ids, amount: payment.amount, currency: payment.currency });
  } catch (error) {
    log.error({ ...ids, err: error instanceof P24Error ? error.message : error }, 'przelewy24 verify failed');
    if (unreachable(error)) return 'unavailable';
    const state = await client.transactionBySession(payment.sessionId).catch(() => undefined);
    if (state === undefined) return 'unavailable';
    if (!state || state.status === 0) {
      await deps.prisma.payment.updateMany({
        where: { id: payment.id, status: 'VERIFYING' },
        data: { status: 'REGISTERED', p24OrderId: null, methodId: null, statement: null },
      });
      return 'refused';
    }
    // The money is there but Przelewy24 would not verify now: worth another try (its retry, or reconciliation).
    if (state.status === 1) return 'unavailable';
  }
  return settle(deps, payment.id, log);
}

/**
 * Step 3: in one transaction with the purchase locked, VERIFYING → VERIFIED and the purchase
 * PAID; money that cannot pay it (the purchase was cancelled, or paid already by another attempt
 * or an admin) opens a refund instead, requested at once where the policy says so (then sent),
 * otherwise left "refund needed" for an admin.
 */
export async function settle(deps: PaymentDeps, paymentId: string, log: Log): Promise<SettleOutcome> {
  const result = await deps.prisma.$transaction(
    async (tx) => {
      const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
      const purchase = await lockPurchase(tx, payment.purchaseId);
      const { count } = await tx.payment.updateMany({
        where: { id: paymentId, status: 'VERIFYING' },
        data: { status: 'VERIFIED', verifiedAt: new Date() },
      });
      if (!count) return { outcome: 'none' as const };
      const actor = { source: 'przelewy24' as const };
      await recordMoneyEvent(tx, payment.purchaseId, 'PAYMENT_VERIFIED', { actor, amount: payment.amount });
      if (purchase.status === 'PLACED') {
        await markPaid(tx, payment.purchaseId, actor);
        return { outcome: 'paid' as const };
      }
      const late = purchase.status === 'NO_PAID';
      const refund = await openRefund(tx, {
        purchaseId: payment.purchaseId,
        paymentId,
        method: 'PRZELEWY24',
        reason: late ? 'CANCELLED_ORDER' : 'PAID_TWICE',
        status: (late ? AUTO_REFUND_LATE_PAYMENT : AUTO_REFUND_SECOND_PAYMENT) ? 'REQUESTED' : 'NEEDED',
        amount: payment.amount,
        actor,
      });
      return { outcome: 'refund' as const, refund };
    },
    { timeout: 30_000 },
  );
  if (result.outcome === 'refund') {
    log.error(
      { paymentId, refundId: result.refund.id },
      'przelewy24: money for a purchase that cannot take it, refunding',
    );
    if (result.refund.status === 'REQUESTED') await sendRefund(deps, result.refund.id, log);
  }
  return result.outcome;
}
