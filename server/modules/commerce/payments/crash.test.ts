import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../platform/db/database.ts';
import { openDurableTestDatabase } from '../../../platform/db/test-database.ts';
import { appOn, quietLog as quiet, runChild } from '../../../test/crash.ts';
import { createCatalogue, createPurchase } from '../../../test/fixtures.ts';
import { reconcile } from './reconcile.ts';
import { startPayment } from './service.ts';

// Issue 28: a crash at any step of the paid path or of the refund path leaves a state that a
// restart and reconciliation complete. A child process (server/test/crash-child.ts) runs the
// path on this test's database and kills itself with SIGKILL right before a chosen write; the
// test then starts the app again on the same database, lets Przelewy24 (the simulator) retry its
// notifications, runs reconciliation twice, and checks that the purchase is paid once or the
// refund done once: one event, one invoice or correction, one e-mail per event, consistent places.

/** Writes, in the order the paid path makes them, before which the child is killed. */
const PAY_CRASHES = [
  'Payment.create#1', // before the attempt exists
  'Payment.updateMany#1', // paid and notified, before the intent (VERIFYING)
  'SimulatedP24Transaction.updateMany#3', // the intent kept, before Przelewy24 verifies
  'Payment.updateMany#2', // verified by Przelewy24, before VERIFIED and PAID
  'MailMessage.create#1', // the settling transaction's last write
];
/** The refund path of a paid purchase. */
const REFUND_CRASHES = [
  'Refund.create#1', // before the refund exists
  'SimulatedP24Refund.create#1', // requested, before Przelewy24 takes it
  'Refund.updateMany#1', // taken by Przelewy24, before `sentAt`
  'Refund.updateMany#2', // done at Przelewy24, before DONE is recorded
  'CorrectionInvoice.create#1', // the finishing transaction's last write
];

/**
 * Runs `kind` in a child killed before `crashAt`, restarts on the same database and repairs
 * (Przelewy24 retries its notifications, reconciliation runs twice), then hands the database to
 * `check`.
 */
async function crashAndRecover(
  kind: 'pay' | 'refund',
  crashAt: string,
  check: (db: Database, purchaseId: string) => Promise<void>,
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-crash-'));
  const durable = await openDurableTestDatabase(path.join(dataDir, 'pglite'));
  let db = durable.db;
  try {
    const catalogue = await createCatalogue(db.prisma, 5);
    const buyer = await db.prisma.user.create({ data: { email: `crash-${randomUUID()}@example.com`, role: 'USER' } });
    const admin = await db.prisma.user.create({ data: { email: `admin-${randomUUID()}@example.com`, role: 'ADMIN' } });
    const purchase = await createPurchase(db.prisma, catalogue, {
      buyerId: buyer.id,
      data: { paymentType: 'PRZELEWY24_TRANSFER', payBefore: new Date(Date.now() + 3_600_000) },
    });
    if (kind === 'refund') {
      // Paid first, in this process, to the end.
      const app = await appOn(db, dataDir);
      const { redirectUrl } = await startPayment(app.payments, purchase.id);
      await app.inject({
        method: 'POST',
        url: new URL(redirectUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      });
      await app.close();
      expect((await db.prisma.purchase.findUniqueOrThrow({ where: { id: purchase.id } })).status).toBe('PAID');
    }
    if (!durable.url) await db.close(); // PGlite: one process at a time
    const child = await runChild(durable, dataDir, {
      CRASH_SCENARIO: kind,
      CRASH_PURCHASE: purchase.id,
      CRASH_ADMIN: admin.id,
      CRASH_AT: crashAt,
    });
    expect(child.signal, `the child should die before ${crashAt}`).toBe('SIGKILL');
    if (!durable.url) db = await openDatabase({ dataDir: durable.pgliteDir });
    const app = await appOn(db, dataDir);
    try {
      for (let pass = 1; pass <= 2; pass++) {
        await app.p24Simulator!.deliverDueNotifications(new Date(Date.now() + 86_400_000 * pass));
        await reconcile(app.payments, quiet, { graceSeconds: 0, recheckSeconds: 0 });
      }
      await check(db, purchase.id);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * On PostgreSQL only, production's database, where several processes share the rows: each case
 * boots two processes, and PGlite (one process at a time, reopened from disk around the child)
 * doubled the suite's time to show what the same recovery code does on PostgreSQL.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!postgres)('a crash at every step of the paid path', () => {
  it.each(PAY_CRASHES)('killed before %s: after a restart the purchase is paid once, or was never paid', (at) =>
    crashAndRecover('pay', at, async ({ prisma }, purchaseId) => {
      const purchase = await prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } });
      const verified = await prisma.payment.count({ where: { purchaseId, status: 'VERIFIED' } });
      const paidEvents = await prisma.purchaseEvent.count({ where: { purchaseId, kind: 'STATUS', toStatus: 'PAID' } });
      const mails = await prisma.mailMessage.count({ where: { to: purchase.email } });
      if (verified === 0) {
        // The buyer never got to pay (killed before Przelewy24 had the transaction): nothing happened.
        expect(purchase.status).toBe('PLACED');
        expect(paidEvents).toBe(0);
        expect(mails).toBe(0);
        return;
      }
      expect(verified).toBe(1);
      expect(purchase.status).toBe('PAID');
      expect(paidEvents).toBe(1);
      expect(await prisma.invoice.count({ where: { purchaseId } })).toBe(1);
      expect(await prisma.userCourse.count({ where: { purchaseId } })).toBe(1);
      expect(await prisma.refund.count({ where: { purchaseId } })).toBe(0);
      expect(mails).toBe(1);
    }),
  );
});

describe.skipIf(!postgres)('a crash at every step of the refund path', () => {
  it.each(REFUND_CRASHES)('killed before %s: after a restart the refund is done once, or was never made', (at) =>
    crashAndRecover('refund', at, async ({ prisma }, purchaseId) => {
      const refunds = await prisma.refund.findMany({ where: { purchaseId } });
      const purchase = await prisma.purchase.findUniqueOrThrow({ where: { id: purchaseId } });
      const refundMails = (await prisma.mailMessage.findMany({ where: { to: purchase.email } })).filter((m) =>
        m.subject.includes('wrot'),
      );
      if (refunds.length === 0) {
        // Killed before the refund existed: the admin's click did nothing; the course is still theirs.
        expect(await prisma.userCourse.count({ where: { purchaseId } })).toBe(1);
        expect(refundMails).toHaveLength(0);
        return;
      }
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ status: 'DONE' });
      expect(await prisma.simulatedP24Refund.count({ where: { requestId: refunds[0]!.requestId } })).toBe(1);
      expect(await prisma.correctionInvoice.count({ where: { purchaseId } })).toBe(1);
      expect(await prisma.userCourse.count({ where: { purchaseId } })).toBe(0);
      const kinds = (await prisma.purchaseEvent.findMany({ where: { purchaseId } })).map((e) => e.kind);
      expect(kinds.filter((k) => k === 'REFUND_DONE')).toHaveLength(1);
      expect(kinds.filter((k) => k === 'CORRECTION_ISSUED')).toHaveLength(1);
      expect(refundMails.map((m) => m.subject).sort()).toEqual([
        expect.stringContaining('Zlecono zwrot'),
        expect.stringContaining('został wykonany'),
      ]);
    }),
  );
});
