// The crash tests' shared parts (issues 28, 29): a child process (crash-child.ts) runs a money or
// legal-document path on the test's database and kills itself with SIGKILL before a chosen
// write; the test then starts the app again on the same database and checks what a restart and
// the scheduled jobs make of it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../platform/db/database.ts';
import { LocalStorage } from '../platform/storage/local.ts';

const CHILD = fileURLToPath(new URL('./crash-child.ts', import.meta.url));

export const quietLog = { warn() {}, error() {}, info() {} };

export interface Durable {
  db: Database;
  /** How another process opens the same database. */
  url?: string;
  pgliteDir: string;
}

export function runChild(durable: Durable, dataDir: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: {
        ...process.env,
        CRASH_DATABASE_URL: durable.url ?? '',
        CRASH_PGLITE_DIR: durable.pgliteDir,
        CRASH_DATA_DIR: dataDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, out }));
  });
}

/** The app on `db` in this process (NODE_ENV test: no timers; the simulator in process). */
export async function appOn(db: Database, dataDir: string) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: dataDir });
  const app = await buildApp({ config, db, storage: new LocalStorage(config.storageDir) });
  await app.ready();
  return app;
}
