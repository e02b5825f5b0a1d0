import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openStorage } from './platform/storage/open.ts';
import { openDatabase } from './platform/db/database.ts';
import { seedIfEmpty } from '../prisma/seed/seed.ts';

/** Starts the product: config, database (migrated, seeded on first run), app, listen, shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.pgliteDir });
  const applied = await db.migrate();
  const storage = openStorage(config);
  const app = await buildApp({ config, db, storage });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (config.SEED_DEMO && (await seedIfEmpty(db.prisma, storage))) app.log.info('demo data seeded');

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
  app.log.info(`SkyPilot Academy at ${config.publicUrl.origin}/app`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
