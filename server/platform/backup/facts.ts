// What a backup records about a database, read the same way from PostgreSQL (pg, inside the
// dump's snapshot) and PGlite: rows per table, the newest applied migration, stored file keys.
import { readdir } from 'node:fs/promises';
import { MIGRATIONS_DIR } from '../db/database.ts';

/** A query on one connection (pg's client or a PGlite instance), answering its rows. */
export type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows per table of `schema` (every base table, the migrations' own included). */
export async function tableCounts(query: Query, schema: string): Promise<Record<string, number>> {
  const tables = await query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = $1 ORDER BY tablename`,
    [schema],
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(schema)}.${ident(name)}`);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** The newest migration applied and finished (names start with their timestamp), or null. */
export async function latestMigration(query: Query, schema: string): Promise<string | null> {
  const [exists] = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = $1 AND tablename = '_prisma_migrations'`,
    [schema],
  );
  if (!exists?.n) return null;
  const [row] = await query<{ name: string }>(
    `SELECT migration_name AS name FROM ${ident(schema)}._prisma_migrations
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`,
  );
  return row?.name ?? null;
}

/** The keys of every stored file the database knows (StoredFile rows). */
export async function storedFileKeys(query: Query, schema: string): Promise<string[]> {
  const [exists] = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = $1 AND tablename = 'StoredFile'`,
    [schema],
  );
  if (!exists?.n) return [];
  const rows = await query<{ key: string }>(`SELECT key FROM ${ident(schema)}."StoredFile" ORDER BY key`);
  return rows.map((row) => row.key);
}

/** The migrations this code has (prisma/migrations folder names, oldest first). */
export async function codeMigrations(): Promise<string[]> {
  const entries = await readdir(MIGRATIONS_DIR, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}
