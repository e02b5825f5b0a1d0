// The app's database: PostgreSQL when a URL is given, otherwise PGlite (PostgreSQL compiled to
// WebAssembly, in-process) persisted in a folder, or in memory for tests. Prisma Client runs on a
// driver adapter in both cases, so no native Prisma engine is involved anywhere.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../../generated/prisma/client.ts';
import { applyMigrations, pgliteMigrationAdapter, pgMigrationAdapter } from './migrations.ts';
import { createPglite } from './pglite.ts';

export type Database = {
  prisma: PrismaClient;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of prisma/migrations not applied yet; returns their names. */
  migrate(): Promise<string[]>;
  /**
   * A tiny read-only query straight on the driver (a pool of two connections of its own on
   * PostgreSQL, the instance itself on PGlite), for hot paths where Prisma's per-query cost
   * (about 5 times the driver's CPU and latency) is the cost: the catalogue version read on every
   * visitor's catalogue request (platform/http/public-cache.ts). Anything else uses `prisma`.
   */
  lightQuery<T>(sql: string): Promise<T[]>;
  /** The PostgreSQL pools' connections, for /api/metrics (none on PGlite: one in-process connection). */
  poolStats(): PoolStats[];
  close(): Promise<void>;
};

export interface PoolStats {
  /** `prisma`: Prisma's queries; `light`: lightQuery's. */
  pool: 'prisma' | 'light';
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../prisma/migrations', import.meta.url));
export const SCHEMA_PATH = fileURLToPath(new URL('../../../prisma/schema.prisma', import.meta.url));

/**
 * `databaseUrl`: postgres://… (a `?schema=name` parameter selects the PostgreSQL schema, as with
 * the Prisma CLI). Without it, PGlite stored in `dataDir` (created if needed); `dataDir:
 * 'memory://'` keeps it in memory. Does not migrate: call migrate().
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return postgresDatabase(opts.databaseUrl);
  if (opts.dataDir !== 'memory://') await mkdir(opts.dataDir, { recursive: true });
  return pgliteDatabase(await createPglite({ dataDir: opts.dataDir }));
}

/** Wraps an open PGlite (closed by close()). */
export function pgliteDatabase(pglite: PGlite): Database {
  // One PGlite is one connection: the PrismaClient and the migration engine share the instance
  // (PGlite queues their queries), which a second PGlite on the same folder could not do.
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    prisma,
    kind: 'pglite',
    migrate: async () => {
      const applied = await applyMigrations(pgliteMigrationAdapter(pglite), MIGRATIONS_DIR);
      // PGlite reads the array types (their OIDs) once when it opens: a migration that creates an
      // enum creates its array type too, which PGlite would otherwise send as plain text
      // ('malformed array literal' for a filter on an enum-array column) until the next start.
      if (applied.length > 0) await pglite.refreshArrayTypes();
      return applied;
    },
    lightQuery: async <T>(sql: string) => (await pglite.query<T>(sql)).rows,
    poolStats: () => [],
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

function postgresDatabase(databaseUrl: string): Database {
  const { connectionString, schema } = parsePostgresUrl(databaseUrl);
  // `schema` makes Prisma qualify its queries ("schema"."User"); the search_path (set through the
  // connection's startup options) is for the migrations' unqualified SQL and the engine.
  const adapterOptions = schema ? { schema } : undefined;
  // The pool is made here (not by the adapter) so that its connections can be counted.
  const pool = new pg.Pool({ connectionString });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, adapterOptions) });
  let light: pg.Pool | undefined;
  return {
    prisma,
    kind: 'postgres',
    // A separate pool of one connection, ended when the migration is done (see pgMigrationAdapter).
    // The engine creates the schema if it does not exist.
    migrate: () =>
      applyMigrations(pgMigrationAdapter(new PrismaPg({ connectionString, max: 1 }, adapterOptions)), MIGRATIONS_DIR),
    lightQuery: async <T>(sql: string) => {
      if (!light) {
        light = new pg.Pool({ connectionString, max: 2, idleTimeoutMillis: 30_000 });
        // An idle connection that breaks (a database restart) is dropped; the next query reconnects.
        light.on('error', () => {});
      }
      return (await light.query(sql)).rows as T[];
    },
    poolStats: () => [
      { pool: 'prisma', ...connectionsOf(pool) },
      ...(light ? [{ pool: 'light' as const, ...connectionsOf(light) }] : []),
    ],
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
      await light?.end();
    },
  };
}

const connectionsOf = (pool: pg.Pool) => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });

/**
 * node-postgres ignores `?schema=`: move it into the connection's startup options as the
 * search_path (keeping options already in the URL).
 */
function parsePostgresUrl(databaseUrl: string): { connectionString: string; schema?: string } {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('schema') ?? undefined;
  if (!schema) return { connectionString: databaseUrl };
  if (schema.includes('"') || /\s/.test(schema)) throw new Error(`Unsupported schema name: ${schema}`);
  url.searchParams.delete('schema');
  const options = [url.searchParams.get('options'), `-c search_path="${schema}"`].filter(Boolean).join(' ');
  url.searchParams.set('options', options);
  return { connectionString: url.toString(), schema };
}
