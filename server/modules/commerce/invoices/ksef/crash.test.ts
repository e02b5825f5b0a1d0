import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../platform/db/database.ts';
import { openDurableTestDatabase } from '../../../../platform/db/test-database.ts';
import { appOn, quietLog, runChild } from '../../../../test/crash.ts';
import { issueInvoice } from '../service.ts';
import { createInvoicePurchase } from '../../../../test/fixtures.ts';
import { ksefPass } from './sender.ts';
import { validateUpoXml } from './simulator/xsd.ts';

// Issue 29: a crash at any step of sending an invoice to KSeF leaves a state that a restart and
// the sending job complete, and the invoice is in KSeF once: a child process runs the job's pass
// and is killed with SIGKILL before a chosen write (server/test/crash-child.ts); the app is
// started again on the same database and runs the job (past the crashed process's lease).

/** Writes, in the order a pass makes them, before which the child is killed. */
const CRASHES = [
  'KsefSubmission.update#1', // queued, before the intent (SENDING) is recorded
  'KsefSubmission.update#2', // KSeF took the invoice, before its reference is recorded: the lost answer
  'MailMessage.create#1', // KSeF accepted it: the acceptance's transaction (ACCEPTED and the e-mail) rolled back
  'KsefSubmission.update#3', // accepted, before the UPO is kept
];

/**
 * On PostgreSQL only, production's database, where several processes share the rows: each case
 * boots two processes, and PGlite (one process at a time, reopened from disk around the child)
 * doubled the suite's time to show what the same recovery code does on PostgreSQL.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!postgres)('a crash at every step of sending an invoice to KSeF', () => {
  it.each(CRASHES)('killed before %s: after a restart the invoice is accepted once, with its UPO', async (at) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-ksef-crash-'));
    const durable = await openDurableTestDatabase(path.join(dataDir, 'pglite'));
    let db = durable.db;
    try {
      const purchase = await createInvoicePurchase(db.prisma, { business: true });
      const invoice = await db.prisma.$transaction((tx) => issueInvoice(tx, purchase.id));
      if (!durable.url) await db.close(); // PGlite: one process at a time
      const child = await runChild(durable, dataDir, {
        CRASH_SCENARIO: 'ksef',
        CRASH_PURCHASE: purchase.id,
        CRASH_AT: at,
      });
      expect(child.signal, `the child should die before ${at}`).toBe('SIGKILL');
      if (!durable.url) db = await openDatabase({ dataDir: durable.pgliteDir });
      const app = await appOn(db, dataDir);
      try {
        // Past the crashed process's lease and every back-off.
        for (const hours of [1, 2]) {
          await ksefPass(
            { ...app.ksef, log: quietLog, sleep: async () => {} },
            new Date(Date.now() + hours * 3_600_000),
          );
        }
        const row = await db.prisma.ksefSubmission.findUniqueOrThrow({ where: { invoiceId: invoice.id } });
        expect(row.status).toBe('ACCEPTED');
        expect((await validateUpoXml(row.upo!)).valid).toBe(true);
        const inKsef = await db.prisma.simulatedKsefInvoice.findMany({
          where: { invoiceNumber: invoice.number, statusCode: 200 },
        });
        expect(inKsef).toHaveLength(1);
        expect(inKsef[0]!.ksefNumber).toBe(row.ksefNumber);
        const { email } = await db.prisma.purchase.findUniqueOrThrow({ where: { id: purchase.id } });
        expect(await db.prisma.mailMessage.count({ where: { to: email, subject: { contains: 'KSeF' } } })).toBe(1);
      } finally {
        await app.close();
      }
    } finally {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
