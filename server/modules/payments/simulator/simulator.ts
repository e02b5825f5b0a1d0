import type { FastifyBaseLogger } from 'fastify';
import type { PrismaClient, SimulatedP24Transaction } from '../../../generated/prisma/client.ts';
import type { FetchLike, P24Credentials } from '../p24-client.ts';
import { notificationSign } from '../sign.ts';

/**
 * The local Przelewy24 simulator's state and its notification sender. Like the real service, it
 * notifies urlStatus only for paid transactions and keeps notifying (with back-off) until the
 * shop verifies the payment; each transaction is a SimulatedP24Transaction row.
 */

/** Faults for tests: each applies to every transaction until reset. */
export interface SimulatorFaults {
  /** Notifications carry a wrong sign. */
  wrongSignature?: boolean;
  /** Notifications report one grosz more than registered (correctly signed). */
  wrongAmount?: boolean;
  /** Each notification is sent twice. */
  duplicateNotification?: boolean;
  /** "Pay" redirects the buyer back at once; the notification comes later, from the runner. */
  notifyAfterReturn?: boolean;
  /** The next n verify calls fail (answer 400), so notifications are retried. */
  failVerify?: number;
}

export interface P24Simulator {
  readonly faults: SimulatorFaults;
  /** Sends every due notification (at `now`); returns how many were sent. The runner calls it periodically. */
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

  async function send(row: SimulatedP24Transaction, now: Date): Promise<void> {
    if (row.status !== 'PAID' || !row.nextNotifyAt || row.nextNotifyAt > now) return;
    // Claim this attempt (another runner, or the pay request, may race for it).
    const attempts = row.notifyAttempts + 1;
    const { count } = await prisma.simulatedP24Transaction.updateMany({
      where: { token: row.token, status: 'PAID', nextNotifyAt: row.nextNotifyAt, notifyAttempts: row.notifyAttempts },
      data: {
        notifyAttempts: attempts,
        nextNotifyAt: attempts >= MAX_NOTIFY_ATTEMPTS ? null : new Date(now.getTime() + notifyBackoffMs(attempts)),
      },
    });
    if (count === 0) return;
    const { crc } = await credentials();
    const amount = row.amount + (faults.wrongAmount ? 1 : 0);
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
    const sign = notificationSign(fields, faults.wrongSignature ? `${crc}-forged` : crc);
    const body = JSON.stringify({ ...fields, sign });
    let error: string | null = null;
    for (let copy = 0; copy < (faults.duplicateNotification ? 2 : 1); copy++) {
      try {
        const response = await fetch(row.urlStatus, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        if (response.status !== 200) error = `urlStatus answered ${response.status}`;
      } catch (e) {
        error = `urlStatus unreachable: ${(e as Error).message}`;
      }
    }
    if (error) {
      log.info({ token: row.token, attempts, error }, 'p24 simulator: notification not accepted, will retry');
      await prisma.simulatedP24Transaction.updateMany({ where: { token: row.token }, data: { lastError: error } });
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
      const due = await prisma.simulatedP24Transaction.findMany({
        where: { status: 'PAID', nextNotifyAt: { lte: now } },
        orderBy: { nextNotifyAt: 'asc' },
        take: 50,
      });
      for (const row of due) await send(row, now);
      return due.length;
    },
  };
}
