import { startPeriodic, type PeriodicJob } from '../../../platform/periodic.ts';
import {
  RECONCILE_GRACE_SECONDS,
  RECONCILE_INTERVAL_SECONDS,
  RECONCILE_RECHECK_SECONDS,
} from '../../../contract/policies.ts';
import { cancelOverdue } from '../purchases/service.ts';
import type { P24Client } from './p24-client.ts';
import { finishRefund, sendRefund } from './refunds.ts';
import type { Log, PaymentDeps } from './service.ts';
import { markVerifying, settle, verifyAndSettle } from './settlement.ts';

/**
 * Reconciliation (issue 28): what no notification finished is finished by asking Przelewy24.
 * One pass, in every process, each row claimed with FOR UPDATE SKIP LOCKED and a lease in
 * `checkedAt`, so a row is handled by one process at a time:
 *
 * 1. payments: VERIFYING ones (a crash between the intent and the settlement), REGISTERED ones of
 *    open purchases (a notification that never came), and every REGISTERED one of a purchase
 *    past its time to pay, before the cancellation may touch it;
 * 2. the cancellation of purchases past their time to pay whose every attempt was checked since;
 * 3. refunds: REQUESTED ones not sent yet (sent again under the same requestId), and sent ones
 *    whose notification did not come (read from Przelewy24's refund list).
 */

export interface ReconcileReport {
  paymentsChecked: number;
  paid: number;
  refundsOpened: number;
  cancelled: number;
  refundsSent: number;
  refundsFinished: number;
}

export interface ReconcileOptions {
  now?: Date;
  /** Rows changed more recently are left to the notification on its way. */
  graceSeconds?: number;
  /** How long before the same open payment or sent refund is asked about again. */
  recheckSeconds?: number;
}

const BATCH = 100;
const iso = (date: Date) => date.toISOString();

export async function reconcile(deps: PaymentDeps, log: Log, options: ReconcileOptions = {}): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const graceCut = new Date(now.getTime() - (options.graceSeconds ?? RECONCILE_GRACE_SECONDS) * 1000);
  const recheckCut = new Date(now.getTime() - (options.recheckSeconds ?? RECONCILE_RECHECK_SECONDS) * 1000);
  const report: ReconcileReport = {
    paymentsChecked: 0,
    paid: 0,
    refundsOpened: 0,
    cancelled: 0,
    refundsSent: 0,
    refundsFinished: 0,
  };
  const client = await deps.p24.client();
  if (client) await reconcilePayments(deps, client, log, { now, graceCut, recheckCut }, report);
  report.cancelled = await cancelOverdue(deps.prisma, now);
  const graceSeconds = options.graceSeconds ?? RECONCILE_GRACE_SECONDS;
  if (client) await reconcileRefunds(deps, client, log, { graceCut, recheckCut, graceSeconds }, report);
  return report;
}

async function reconcilePayments(
  deps: PaymentDeps,
  client: P24Client,
  log: Log,
  { now, graceCut, recheckCut }: { now: Date; graceCut: Date; recheckCut: Date },
  report: ReconcileReport,
) {
  const claimed = await deps.prisma.$queryRaw<{ id: string; old: Date | null }[]>`
    WITH due AS (
      SELECT p.id, p."checkedAt" AS old FROM "Payment" p JOIN "Purchase" u ON u.id = p."purchaseId"
      WHERE (p.status = 'VERIFYING' AND p."updatedAt" < ${iso(graceCut)}::timestamp
              AND (p."checkedAt" IS NULL OR p."checkedAt" < ${iso(graceCut)}::timestamp))
         OR (p.status = 'REGISTERED' AND u.status = 'PLACED' AND (
              (p."createdAt" < ${iso(graceCut)}::timestamp
                AND (p."checkedAt" IS NULL OR p."checkedAt" < ${iso(recheckCut)}::timestamp))
              OR (u."payBefore" < ${iso(now)}::timestamp
                AND (p."checkedAt" IS NULL OR p."checkedAt" < u."payBefore"))))
      ORDER BY p."createdAt" LIMIT ${BATCH} FOR UPDATE OF p SKIP LOCKED)
    UPDATE "Payment" SET "checkedAt" = ${iso(now)}::timestamp FROM due WHERE "Payment".id = due.id
    RETURNING "Payment".id::text AS id, due.old`;
  for (const { id, old } of claimed) {
    report.paymentsChecked++;
    const payment = await deps.prisma.payment.findUniqueOrThrow({ where: { id } });
    let state: Awaited<ReturnType<P24Client['transactionBySession']>>;
    try {
      state = await client.transactionBySession(payment.sessionId);
    } catch (error) {
      // Not asked after all: hand the lease back, so the cancellation keeps waiting for an answer.
      await deps.prisma.payment.update({ where: { id }, data: { checkedAt: old } });
      log.error({ paymentId: id, err: (error as Error).message }, 'przelewy24 transaction status unavailable');
      continue;
    }
    if (!state || state.status === 0) {
      if (payment.status === 'VERIFYING') {
        await deps.prisma.payment.updateMany({
          where: { id, status: 'VERIFYING' },
          data: { status: 'REGISTERED', p24OrderId: null, methodId: null, statement: null },
        });
      }
      continue;
    }
    if (payment.status === 'REGISTERED') await markVerifying(deps.prisma, id, { orderId: state.orderId });
    const outcome =
      state.status === 1
        ? await verifyAndSettle(deps, client, { ...payment, p24OrderId: BigInt(state.orderId) }, log)
        : await settle(deps, id, log);
    if (outcome === 'paid') report.paid++;
    if (outcome === 'refund') report.refundsOpened++;
    if (outcome === 'paid' || outcome === 'refund') {
      log.info({ paymentId: id, purchaseId: payment.purchaseId, outcome }, 'reconciliation completed a payment');
    }
  }
}

async function reconcileRefunds(
  deps: PaymentDeps,
  client: P24Client,
  log: Log,
  { graceCut, recheckCut, graceSeconds }: { graceCut: Date; recheckCut: Date; graceSeconds: number },
  report: ReconcileReport,
) {
  const unsent = await deps.prisma.refund.findMany({
    where: {
      status: 'REQUESTED',
      method: 'PRZELEWY24',
      sentAt: null,
      OR: [{ checkedAt: null }, { checkedAt: { lt: graceCut } }],
    },
    select: { id: true },
    take: BATCH,
    orderBy: { createdAt: 'asc' },
  });
  for (const { id } of unsent) {
    await sendRefund(deps, id, log, graceSeconds);
    if ((await deps.prisma.refund.count({ where: { id, sentAt: { not: null } } })) > 0) report.refundsSent++;
  }

  const sent = await deps.prisma.$queryRaw<{ id: string }[]>`
    WITH due AS (
      SELECT id FROM "Refund"
      WHERE status = 'REQUESTED' AND method = 'PRZELEWY24' AND "sentAt" < ${iso(graceCut)}::timestamp
        AND ("checkedAt" IS NULL OR "checkedAt" < ${iso(recheckCut)}::timestamp)
      ORDER BY "sentAt" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    UPDATE "Refund" SET "checkedAt" = now() FROM due WHERE "Refund".id = due.id
    RETURNING "Refund".id::text AS id`;
  for (const { id } of sent) {
    const refund = await deps.prisma.refund.findUniqueOrThrow({ where: { id }, include: { payment: true } });
    if (!refund.payment?.p24OrderId) continue;
    try {
      const listed = await client.refundsByOrder(Number(refund.payment.p24OrderId));
      const mine = listed.find((r) => r.requestId === refund.requestId);
      if (!mine || mine.status === 'pending') continue;
      const changed = await finishRefund(
        deps,
        id,
        mine.status === 'done' ? { done: true } : { done: false, reason: 'Rejected by Przelewy24' },
      );
      if (changed) report.refundsFinished++;
    } catch (error) {
      log.error({ refundId: id, err: (error as Error).message }, 'przelewy24 refund list unavailable');
    }
  }
}

/** Runs `reconcile` every RECONCILE_INTERVAL_SECONDS (timer unref'd); `stop` waits for a running pass. */
export function startReconciliation(
  deps: PaymentDeps,
  log: Log,
  intervalMs = RECONCILE_INTERVAL_SECONDS * 1000,
): PeriodicJob {
  return startPeriodic('payments reconciliation', log, () => reconcile(deps, log), {
    intervalMs,
    firstAfterMs: null,
    summary: (report) =>
      report.paid || report.refundsOpened || report.cancelled || report.refundsFinished ? { ...report } : undefined,
  });
}
