// A server process for the crash tests (payments/crash.test.ts, invoices/ksef/crash.test.ts):
// builds the whole app on the test's database, runs one money path (pay a purchase on the
// Przelewy24 simulator, or refund one through it) or the KSeF sending job's pass, and kills
// itself with SIGKILL right before the CRASH_AT-th write of a kind ("Model.operation#n"), as a
// power cut or `kill -9` would. CRASH_TRACE=1 prints every
// write instead (how the test's crash points were chosen). Nothing here runs in the product.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { ksefPass } from '../modules/commerce/invoices/service.ts';
import { webhookPass } from '../modules/system/integrations/service.ts';
import { refundPurchase } from '../modules/commerce/payments/refunds.ts';
import { startPayment } from '../modules/commerce/payments/service.ts';
import { openDatabase } from '../platform/db/database.ts';
import { LocalStorage } from '../platform/storage/local.ts';

const WRITES = new Set(['create', 'createMany', 'update', 'updateMany', 'upsert', 'delete', 'deleteMany']);
const env = process.env;
const [target, nth] = (env.CRASH_AT ?? '').split('#');
let seen = 0;

const db = await openDatabase({ databaseUrl: env.CRASH_DATABASE_URL || undefined, dataDir: env.CRASH_PGLITE_DIR! });
const prisma = db.prisma.$extends({
  query: {
    $allModels: {
      async $allOperations({ model, operation, args, query }) {
        if (WRITES.has(operation)) {
          const name = `${model}.${operation}`;
          if (env.CRASH_TRACE) process.stdout.write(`${name}\n`);
          if (name === target && ++seen === Number(nth)) process.kill(process.pid, 'SIGKILL');
        }
        return query(args);
      },
    },
  },
}) as unknown as PrismaClient;

const dataDir = env.CRASH_DATA_DIR!;
const webDist = path.join(dataDir, 'web');
await mkdir(webDist, { recursive: true });
await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>SkyPilot Academy</title>');
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: webDist });
const app = await buildApp({ config, db: { ...db, prisma }, storage: new LocalStorage(config.storageDir) });
await app.ready();
const log = { warn() {}, error() {}, info() {} };
const purchaseId = env.CRASH_PURCHASE!;

if (env.CRASH_SCENARIO === 'pay') {
  const { redirectUrl } = await startPayment(app.payments, purchaseId);
  // The buyer pays; the simulator notifies at once (through app.inject), as Przelewy24 would.
  await app.inject({
    method: 'POST',
    url: new URL(redirectUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
} else if (env.CRASH_SCENARIO === 'webhook') {
  // The webhook sending job's pass: POST the due deliveries to the test's receiver.
  await webhookPass({ prisma, config, log, strictAddresses: false });
} else if (env.CRASH_SCENARIO === 'ksef') {
  // The KSeF sending job's pass: queue the purchase's invoice, send it, ask, keep the UPO.
  await ksefPass({ ...app.ksef, log, sleep: async () => {} });
} else {
  const item = await prisma.purchaseItem.findFirstOrThrow({ where: { purchaseId }, orderBy: { sortOrder: 'asc' } });
  await refundPurchase(
    app.payments,
    { userId: env.CRASH_ADMIN! },
    purchaseId,
    { lines: [{ itemId: item.id, quantity: 1 }], method: 'PRZELEWY24' },
    log,
  );
  // Przelewy24 completes the refund and notifies.
  await app.p24Simulator!.deliverDueNotifications(new Date(Date.now() + 86_400_000));
}
await app.close();
await db.close();
process.exit(0);
