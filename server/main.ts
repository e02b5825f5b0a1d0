import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openStorage } from './platform/storage/open.ts';
import type { Storage } from './platform/storage/storage.ts';
import { openDatabase, type Database } from './platform/db/database.ts';
import { hideWasmImportWarning } from './platform/warnings.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedIfEmpty } from '../prisma/seed/seed.ts';

/**
 * What the server and `npm start` (scripts/start.mjs, its parent) say over the IPC channel that
 * only that parent opens: on a first run the web app is still being built while the database is
 * migrated and seeded, so the app is built once the parent says `web-built`; once listening, the
 * server says where, with the demo accounts, for the parent's summary. Started any other way
 * (the cluster, the journeys, a service manager) it waits for nothing and says nothing.
 */
export type StartMessage =
  | { type: 'web-built' }
  | { type: 'listening'; url: string; demoPassword: string; demoAccounts: { email: string; role: string }[] };

function webBuilt(): Promise<void> {
  if (process.env.ACADEMY_WEB_BUILD !== 'pending' || !process.send) return Promise.resolve();
  return new Promise((resolve) => {
    // The parent gone (its build failed, or it was killed) leaves nothing to wait for.
    const orphaned = () => process.exit(1);
    const onMessage = (message: StartMessage) => {
      if (message.type !== 'web-built') return;
      process.off('message', onMessage).off('disconnect', orphaned);
      resolve();
    };
    process.on('message', onMessage).once('disconnect', orphaned);
  });
}

/**
 * Seeds an empty database in one go: a stop signal meanwhile (Ctrl-C, or `npm start` stopping
 * the server because the web build failed) ends the process once the seed is done, since a
 * database left half-seeded is never seeded again.
 */
async function seedUninterrupted(db: Database, storage: Storage): Promise<boolean> {
  let stopped = false;
  const stop = () => {
    if (!stopped) console.error('Stopping once the demo data is seeded…');
    stopped = true;
  };
  process.on('SIGINT', stop).on('SIGTERM', stop);
  try {
    return await seedIfEmpty(db.prisma, storage);
  } finally {
    process.off('SIGINT', stop).off('SIGTERM', stop);
    if (stopped) {
      await db.close();
      process.exit(0);
    }
  }
}

/** Starts the product: config, database (migrated, seeded on first run), app, listen, shutdown. */
async function main(): Promise<void> {
  hideWasmImportWarning();
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.pgliteDir });
  const applied = await db.migrate();
  const storage = openStorage(config);
  const seeded = config.SEED_DEMO && (await seedUninterrupted(db, storage));
  await webBuilt();
  const app = await buildApp({ config, db, storage });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (seeded) app.log.info('demo data seeded');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Readiness 503, no new connections, requests in flight answered, timers and the mail
    // worker stopped (platform/http/drain.ts); a request still running after 30 s is given up.
    const force = setTimeout(() => process.exit(1), 30_000).unref();
    await app.drain();
    await db.close();
    app.log.info('shut down');
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const url = `${config.publicUrl.origin}/app`;
  app.log.info(`SkyPilot Academy at ${url}`);
  if (process.send) {
    const present = await db.prisma.user.findMany({
      where: { email: { in: DEMO_USERS.map((user) => user.email) } },
      select: { email: true, role: true },
    });
    const demoAccounts = DEMO_USERS.flatMap((user) => present.filter((account) => account.email === user.email));
    process.send({ type: 'listening', url, demoPassword: DEMO_PASSWORD, demoAccounts } satisfies StartMessage);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
