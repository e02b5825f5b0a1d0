import type { FastifyBaseLogger } from 'fastify';
import type { PrismaClient, SimulatedP24Refund, SimulatedP24Transaction } from '../../../../generated/prisma/client.ts';
import type { FetchLike, P24Credentials } from '../p24-client.ts';
import { notificationSign, refundNotificationSign } from '../sign.ts';

/**
 * The local Przelewy24 simulator's state and its notification sender. Like the real service, it
 * notifies urlStatus only for paid transactions and keeps notifying (with back-off) until the
 * shop verifies the payment; each transaction is a SimulatedP24Transaction row. Accepted refunds
 * (SimulatedP24Refund rows) are completed by the runner, which then notifies their urlStatus the
 * same way until it answers 200.
 */

/** Faults for tests: each applies to every transaction until reset. */
export interface SimulatorFaults {
  /** Notifications (payment and refund) carry a wrong sign. */
  wrongSignature?: boolean;
  /** Notifications (payment and refund) report one grosz more than registered (correctly signed). */
  wrongAmount?: boolean;
  /** Each notification (payment and refund) is sent twice. */
  duplicateNotification?: boolean;
  /** "Pay" redirects the buyer back at once; the notification comes later, from the runner. */
  notifyAfterReturn?: boolean;
  /** The next n verify calls fail (answer 400), so notifications are retried. */
  failVerify?: number;
  /** The next n refunds the runner completes are rejected (REFUND_REJECTION_REASON, notification status 1). */
  rejectRefunds?: number;
  /** Refund notifications are held back (refunds still complete); they go out once this is cleared. */
  holdRefundNotifications?: boolean;
}

export interface P24Simulator {
  readonly faults: SimulatorFaults;
  /**
   * One pass of the runner at `now`: completes the refunds requested by then, then sends every
   * due notification; returns how many were due. Runs periodically outside tests; tests call it.
   */
  deliverDueNotifications(now?: Date): Promise<number>;
  /** Sends one transaction's notification if it is due at `now`. */
  notify(token: string, now?: Date): Promise<void>;
  credentials(): Promise<P24Credentials>;
}

/** After this many attempts the simulator gives up (the real service tries for hours). */
export const MAX_NOTIFY_ATTEMPTS = 12;
/** Wait before attempt n + 1: 15 s, 30 s, 1 min, … at most 1 hour. */
export const notifyBackoffMs = (attempts: number) => Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export const simulatedStatement = (orderId: bigint) => `p24-SIM-${orderId}`;
export const SIMULATED_METHOD_ID = 25;
export const REFUND_REJECTION_REASON = 'Insufficient balance on the merchant account';

/** What an attempt changes on the notified row: the attempt count and when the next one is due. */
interface Attempt {
  notifyAttempts: number;
  nextNotifyAt: Date | null;
}

export function createSimulator({
  prisma,
  credentials,
  fetch,
  log,
}: {
  prisma: PrismaClient;
  credentials: () => Promise<P24Credentials>;
  /** Delivers notifications to urlStatus (in process: app.inject). */
  fetch: FetchLike;
  log: FastifyBaseLogger;
}): P24Simulator {
  const faults: SimulatorFaults = {};

  /**
   * One notification attempt of a row due at `now`: `claim` takes it with a conditional update
   * (another runner, or the request that made it due, may race for it) and schedules the next
   * attempt; then the body goes to urlStatus. Answers null after a 200, the error otherwise,
   * undefined when the attempt was not ours.
   */
  async function attempt(
    now: Date,
    n: {
      row: Attempt;
      urlStatus: string;
      /** For the log. */
      ids: object;
      /** Updates the row with `data` where it still is as read (`asRead`). */
      claim: (asRead: Attempt, data: Attempt) => Promise<{ count: number }>;
      body: () => Promise<object>;
    },
  ): Promise<string | null | undefined> {
    const attempts = n.row.notifyAttempts + 1;
    const asRead = { notifyAttempts: n.row.notifyAttempts, nextNotifyAt: n.row.nextNotifyAt };
    const { count } = await n.claim(asRead, {
      notifyAttempts: attempts,
      nextNotifyAt: attempts >= MAX_NOTIFY_ATTEMPTS ? null : new Date(now.getTime() + notifyBackoffMs(attempts)),
    });
    if (count === 0) return undefined;
    const body = JSON.stringify(await n.body());
    let error: string | null = null;
    for (let copy = 0; copy < (faults.duplicateNotification ? 2 : 1); copy++) {
      try {
        const response = await fetch(n.urlStatus, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        if (response.status !== 200) error = `urlStatus answered ${response.status}`;
      } catch (e) {
        error = `urlStatus unreachable: ${(e as Error).message}`;
      }
    }
    if (error) log.info({ ...n.ids, attempts, error }, 'p24 simulator: notification not accepted, will retry');
    return error;
  }

  /** The sign's CRC, forged under the wrongSignature fault. */
  const signingCrc = (crc: string) => (faults.wrongSignature ? `${crc}-forged` : crc);
  const notifiedAmount = (amount: number) => amount + (faults.wrongAmount ? 1 : 0);

  async function send(row: SimulatedP24Transaction, now: Date): Promise<void> {
    if (row.status !== 'PAID' || !row.nextNotifyAt || row.nextNotifyAt > now) return;
    const error = await attempt(now, {
      row,
      urlStatus: row.urlStatus,
      ids: { token: row.token },
      claim: (asRead, data) =>
        prisma.simulatedP24Transaction.updateMany({ where: { token: row.token, status: 'PAID', ...asRead }, data }),
      body: async () => {
        const { crc } = await credentials();
        const amount = notifiedAmount(row.amount);
        const fields = {
          merchantId: row.merchantId,
          posId: row.posId,
          sessionId: row.sessionId,
          amount,
          originAmount: amount,
          currency: row.currency,
          orderId: Number(row.orderId),
          methodId: row.methodId ?? SIMULATED_METHOD_ID,
          statement: simulatedStatement(row.orderId),
        };
        return { ...fields, sign: notificationSign(fields, signingCrc(crc)) };
      },
    });
    // A 200 keeps the schedule: notifications go on until the shop verifies (verify stops them).
    if (error) {
      await prisma.simulatedP24Transaction.updateMany({ where: { token: row.token }, data: { lastError: error } });
    }
  }

  async function sendRefund(row: SimulatedP24Refund, now: Date): Promise<void> {
    if (!row.urlStatus) return;
    const error = await attempt(now, {
      row,
      urlStatus: row.urlStatus,
      ids: { requestId: row.requestId },
      claim: (asRead, data) =>
        prisma.simulatedP24Refund.updateMany({
          where: { requestId: row.requestId, status: row.status, ...asRead },
          data,
        }),
      body: async () => {
        const { crc, merchantId } = await credentials();
        const fields = {
          orderId: Number(row.orderId),
          sessionId: row.sessionId,
          refundsUuid: row.refundsUuid,
          merchantId,
          amount: notifiedAmount(row.amount),
          // The simulator registers PLN only.
          currency: 'PLN',
          status: row.status === 'DONE' ? 0 : 1,
        };
        const sign = refundNotificationSign(fields, signingCrc(crc));
        return { ...fields, requestId: row.requestId, timestamp: Math.floor(now.getTime() / 1000), sign };
      },
    });
    // Unlike payments (stopped by verify), a refund's notifications stop at the first 200.
    if (error === undefined) return;
    await prisma.simulatedP24Refund.updateMany({
      where: { requestId: row.requestId },
      data: error ? { lastError: error } : { nextNotifyAt: null, lastError: null },
    });
  }

  /** Completes the refunds requested by `now` (DONE, or REJECTED under the rejectRefunds fault). */
  async function completeRefunds(now: Date): Promise<void> {
    const requested = await prisma.simulatedP24Refund.findMany({
      where: { status: 'REQUESTED', createdAt: { lte: now } },
      orderBy: { createdAt: 'asc' },
      take: 50,
    });
    for (const refund of requested) {
      const reject = Boolean(faults.rejectRefunds);
      const { count } = await prisma.simulatedP24Refund.updateMany({
        where: { requestId: refund.requestId, status: 'REQUESTED' },
        data: {
          status: reject ? 'REJECTED' : 'DONE',
          reason: reject ? REFUND_REJECTION_REASON : null,
          nextNotifyAt: refund.urlStatus ? now : null,
        },
      });
      if (count === 1 && reject) faults.rejectRefunds! -= 1;
    }
  }

  return {
    faults,
    credentials,
    async notify(token, now = new Date()) {
      const row = await prisma.simulatedP24Transaction.findUnique({ where: { token } });
      if (row) await send(row, now);
    },
    async deliverDueNotifications(now = new Date()) {
      await completeRefunds(now);
      const due = await prisma.simulatedP24Transaction.findMany({
        where: { status: 'PAID', nextNotifyAt: { lte: now } },
        orderBy: { nextNotifyAt: 'asc' },
        take: 50,
      });
      for (const row of due) await send(row, now);
      const refunds = faults.holdRefundNotifications
        ? []
        : await prisma.simulatedP24Refund.findMany({
            where: { status: { in: ['DONE', 'REJECTED'] }, nextNotifyAt: { lte: now } },
            orderBy: { nextNotifyAt: 'asc' },
            take: 50,
          });
      for (const row of refunds) await sendRefund(row, now);
      return due.length + refunds.length;
    },
  };
}
