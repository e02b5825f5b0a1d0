// PostgreSQL backups with Debian's postgresql-client: pg_dump --format=custom inside a snapshot
// that also yields the manifest's facts, and pg_restore into the target DATABASE_URL.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { BackupError } from './manifest.ts';
import { latestMigration, storedFileKeys, tableCounts, type Query } from './facts.ts';

const INSTALL_HINT =
  "install Debian's postgresql-client (`sudo apt-get install postgresql-client`), of the server's major version or newer";

/**
 * DATABASE_URL → what libpq and pg take: `?schema=` (Prisma's parameter, which the app uses as
 * its search_path) is removed and returned apart; without it the app lives in `public`.
 */
export function postgresTarget(databaseUrl: string): { connectionString: string; schema: string; named: boolean } {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('schema');
  url.searchParams.delete('schema');
  return { connectionString: url.toString(), schema: schema ?? 'public', named: schema !== null };
}

export interface DumpFacts {
  tables: Record<string, number>;
  latestMigration: string | null;
  keys: string[];
}

/**
 * Dumps DATABASE_URL into `file`. pg_dump runs in a snapshot exported by a read-only transaction
 * that stays open meanwhile, and the row counts, the migration and the stored files' keys are read
 * in that same transaction: they describe exactly the dump, however busy the running server is.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<DumpFacts> {
  const target = postgresTarget(databaseUrl);
  const client = new pg.Client({ connectionString: target.connectionString });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const snapshot = rows[0]!.snapshot;
    // A whole-database dump for the app's own database; only its schema when it shares one.
    const only = target.named ? [`--schema=${target.schema}`] : [];
    await run('pg_dump', [
      '--format=custom',
      `--snapshot=${snapshot}`,
      ...only,
      `--file=${file}`,
      `--dbname=${target.connectionString}`,
    ]);
    const query = queryOf(client);
    const facts = {
      tables: await tableCounts(query, target.schema),
      latestMigration: await latestMigration(query, target.schema),
      keys: await storedFileKeys(query, target.schema),
    };
    await client.query('COMMIT');
    return facts;
  } finally {
    await client.end();
  }
}

/** pg_restore recreates the dump's schema under its own name: DATABASE_URL must name the same. */
export function assertSameSchema(databaseUrl: string, dumpSchema: string): void {
  const { schema } = postgresTarget(databaseUrl);
  if (schema !== dumpSchema) {
    throw new BackupError(
      `The backup holds the PostgreSQL schema "${dumpSchema}", DATABASE_URL names "${schema}": ` +
        `pg_restore cannot rename a schema; restore into a DATABASE_URL with ${dumpSchema === 'public' ? 'no ?schema=' : `?schema=${dumpSchema}`}`,
    );
  }
}

/** Tables in the target's schema (0: an empty database, safe to restore into). */
export async function postgresTableCount(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (query, schema) => {
    const [row] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = $1`, [
      schema,
    ]);
    return row?.n ?? 0;
  });
}

/**
 * Restores `file` into DATABASE_URL in one transaction (all or nothing): existing objects of the
 * dump are dropped first (`--clean --if-exists`), and ownership and grants are left to the
 * connecting role, which need not be the one that made the backup.
 */
export async function restorePostgres(databaseUrl: string, file: string, dumpSchema: string): Promise<void> {
  assertSameSchema(databaseUrl, dumpSchema);
  const target = postgresTarget(databaseUrl);
  if (target.named) {
    // A one-schema dump leaves out extensions; the purchases search needs pg_trgm in public.
    await withClient(databaseUrl, (query) => query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public'));
  }
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    `--dbname=${target.connectionString}`,
    file,
  ]);
}

/** Runs `use` on a connection to DATABASE_URL, with the app's schema. */
export async function withClient<T>(
  databaseUrl: string,
  use: (query: Query, schema: string) => Promise<T>,
): Promise<T> {
  const target = postgresTarget(databaseUrl);
  const client = new pg.Client({ connectionString: target.connectionString });
  await client.connect();
  try {
    return await use(queryOf(client), target.schema);
  } finally {
    await client.end();
  }
}

const queryOf =
  (client: pg.Client): Query =>
  async <T>(sql: string, params?: unknown[]) =>
    (await client.query(sql, params)).rows as T[];

/** Runs a PostgreSQL client tool; its stderr becomes the error's message. */
function run(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT' ? `${tool} is not installed: ${INSTALL_HINT}` : `${tool}: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else {
        const hint = /version mismatch/.test(stderr) ? `\n${tool} is older than the server: ${INSTALL_HINT}` : '';
        reject(new BackupError(`${tool} failed (exit code ${code}):\n${stderr.trim()}${hint}`));
      }
    });
  });
}
