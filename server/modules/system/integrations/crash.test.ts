import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDurableTestDatabase } from '../../../platform/db/test-database.ts';
import { appOn, quietLog, runChild } from '../../../test/crash.ts';
import { createApiClient } from './clients.ts';
import { recordWebhookEvent } from './webhooks/events.ts';
import { webhookPass } from './webhooks/sender.ts';
import { createSubscription } from './webhooks/subscriptions.ts';

// A crash of the webhook job between sending a delivery and recording it loses nothing: the
// delivery stays PENDING under the dead process's lease, and the next pass after the lease sends
// it again with the same webhook-id (at least once; receivers drop the repeat). On PostgreSQL only,
// as the other crash tests (two processes per case).
const CRASHES = [
  'WebhookAttempt.create#1', // the endpoint has it; nothing recorded yet
  'WebhookDelivery.update#1', // the attempt's transaction rolled back with the process
];

describe.skipIf(!process.env.TEST_DATABASE_URL)('a crash while sending a webhook', () => {
  it.each(CRASHES)('killed before %s: sent again after the lease, recorded once as delivered', async (at) => {
    const received: string[] = [];
    const receiver = createServer((req, res) => {
      received.push(String(req.headers['webhook-id']));
      req.resume().on('end', () => res.writeHead(204).end());
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-webhook-crash-'));
    const durable = await openDurableTestDatabase(path.join(dataDir, 'pglite'));
    const { db } = durable;
    try {
      const owner = await db.prisma.user.create({ data: { email: 'crash-owner@example.com', role: 'ADMIN' } });
      const { client } = await createApiClient(
        db.prisma,
        owner,
        { name: 'ERP', scopes: ['manage:purchase:any'] },
        { embeddedIdp: true },
      );
      await createSubscription(db.prisma, owner, client.id, { url, events: ['PURCHASE_PAID'] }, { strict: false });
      await db.prisma.$transaction((tx) => recordWebhookEvent(tx, 'PURCHASE_PAID', { data: { purchaseId: 'p1' } }));

      const child = await runChild(durable, dataDir, { CRASH_SCENARIO: 'webhook', CRASH_AT: at });
      expect(child.signal, `the child should die before ${at}`).toBe('SIGKILL');
      expect(received).toHaveLength(1);

      const app = await appOn(db, dataDir);
      try {
        const deps = { prisma: db.prisma, config: app.ksef.config, log: quietLog, strictAddresses: false };
        // Under the dead process's lease: not sent again yet.
        expect(await webhookPass(deps)).toMatchObject({ delivered: 0 });
        const later = new Date(Date.now() + 3_600_000);
        expect(await webhookPass(deps, later)).toMatchObject({ delivered: 1 });
        expect(await webhookPass(deps, new Date(later.getTime() + 3_600_000))).toMatchObject({ delivered: 0 });
      } finally {
        await app.close();
      }
      const [delivery] = await db.prisma.webhookDelivery.findMany({ include: { log: true } });
      expect(delivery).toMatchObject({ status: 'DELIVERED', attempts: 1 });
      expect(delivery!.log).toHaveLength(1);
      expect(received).toEqual([`msg_${delivery!.id}`, `msg_${delivery!.id}`]);
    } finally {
      await db.close();
      await new Promise((resolve) => receiver.close(resolve));
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
