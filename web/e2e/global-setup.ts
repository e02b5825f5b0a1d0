import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildWebIfStale } from '../../scripts/web-build.mjs';
import { E2E_ORIGIN, E2E_PORT } from './support/env.ts';
import { MAILBOX_DIR, SMTP_PORT } from './support/mailbox.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the web app if needed, starts a real SMTP server (messages land in MAILBOX_DIR) and the
 * app (E2E_CLUSTER=1: three processes behind nginx on PostgreSQL); returns the teardown.
 */
export default async function globalSetup() {
  // `npm test` has just built it in its own step and says so: one build per run. Run alone
  // (`npm run test:e2e`), the journeys build it when the sources are newer, as `npm start` does.
  if (process.env.E2E_WEB_BUILT !== '1') await buildWebIfStale();
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  mkdirSync(MAILBOX_DIR, { recursive: true });
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(path.join(MAILBOX_DIR, `${Date.now()}-${++count}.json`), JSON.stringify({ to, body }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));

  const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-e2e-'));
  const env = {
    DATA_DIR: dataDir,
    PUBLIC_URL: E2E_ORIGIN,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    LOG_LEVEL: 'warn',
    // Journeys sign in many times from one address.
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  };
  const stopApp = process.env.E2E_CLUSTER === '1' ? await startCluster(env) : await startOne(env);

  return async () => {
    await stopApp();
    await new Promise<void>((r) => smtp.close(() => r()));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** One process on a fresh PGlite database in DATA_DIR, exactly as `npm start`. */
async function startOne(env: Record<string, string>): Promise<() => Promise<void>> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, DATABASE_URL: '', PORT: String(E2E_PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A hang guard only: on a busy machine the first start (migrations, demo pictures) is slow.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${E2E_ORIGIN}/api/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the app did not become ready in 5 minutes');
    await new Promise((r) => setTimeout(r, 300));
  }
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  };
}

/**
 * E2E_CLUSTER=1: `npm run start:cluster` (three processes behind nginx on E2E_PORT) on a fresh
 * PostgreSQL database on TEST_DATABASE_URL's server (the server tests' one, default the local
 * server), dropped at the end.
 */
async function startCluster(env: Record<string, string>): Promise<() => Promise<void>> {
  const { startCluster } = await import('../../scripts/cluster.ts');
  const server = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server.href });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(server.href);
  databaseUrl.pathname = `/${name}`;
  try {
    const cluster = await startCluster({ port: E2E_PORT, databaseUrl: databaseUrl.href, env });
    return async () => {
      await cluster.stop();
      await admin(`DROP DATABASE ${name} WITH (FORCE)`);
    };
  } catch (error) {
    await admin(`DROP DATABASE ${name} WITH (FORCE)`);
    throw error;
  }
}
