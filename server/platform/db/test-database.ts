// Fresh, migrated databases for tests.
//
// How tests get a database: call openTestDatabase() (e.g. in beforeAll/beforeEach) and close() it
// afterwards; never connect to TEST_DATABASE_URL yourself.
// - Without TEST_DATABASE_URL: a new in-memory PGlite, already migrated.
// - With TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test): a new PostgreSQL schema
//   with a random name in that database, migrated, and dropped by close(). Test files running in
//   parallel and concurrent test runs thus never see each other's rows. Prisma queries are
//   qualified with that schema and the connection's search_path points to it, so raw SQL must use
//   unqualified table names ("User", not public."User").
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_DIR, openDatabase, pgliteDatabase, type Database } from './database.ts';
import { applyMigrations, pgliteMigrationAdapter } from './migrations.ts';
import { createPglite } from './pglite.ts';

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openPostgresTestDatabase(url) : pgliteDatabase(await createPglite({ loadDataDir: await snapshot() }));
}

// Starting a PGlite (initdb) and migrating it takes seconds; loading a copy of a migrated one
// takes well under one. Vitest runs every test file in its own process, so the migrated data
// directory is also kept on disk (node_modules/.cache), keyed by the migrations and the PGlite
// version: each file then loads it instead of running initdb and the migrations again.
let migrated: Promise<Blob> | undefined;
function snapshot(): Promise<Blob> {
  migrated ??= cachedSnapshot();
  return migrated;
}

const CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/academy-test-pglite', import.meta.url));

async function cachedSnapshot(): Promise<Blob> {
  const file = path.join(CACHE_DIR, `${await snapshotKey()}.tar.gz`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet (or removed meanwhile): make it below.
  }
  const blob = await migratedDataDir();
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside and renamed: processes making it at the same time never read half a file.
    const partial = `${file}.${process.pid}.${randomUUID()}.partial`;
    await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
    await rename(partial, file);
    await pruneCache(file);
  } catch {
    // A read-only or full disk only costs the next process the same work.
  }
  return blob;
}

async function migratedDataDir(): Promise<Blob> {
  const pglite = await createPglite();
  try {
    await applyMigrations(pgliteMigrationAdapter(pglite), MIGRATIONS_DIR);
    return await pglite.dumpDataDir('gzip');
  } finally {
    await pglite.close();
  }
}

/** Changes whenever a migration or the PGlite release changes. */
async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  let dir = path.dirname(pgliteEntry);
  while (!(await readdir(dir)).includes('package.json')) dir = path.dirname(dir);
  hash.update(JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')).version);
  for (const entry of (await readdir(MIGRATIONS_DIR, { recursive: true, withFileTypes: true })).sort((a, b) =>
    path.join(a.parentPath, a.name).localeCompare(path.join(b.parentPath, b.name)),
  )) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    hash.update(`\0${path.relative(MIGRATIONS_DIR, full)}\0`);
    hash.update(await readFile(full));
  }
  return hash.digest('hex').slice(0, 24);
}

/** Removes snapshots of other migration sets made more than a day ago. */
async function pruneCache(keep: string): Promise<void> {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of await readdir(CACHE_DIR)) {
    const file = path.join(CACHE_DIR, name);
    if (file === keep) continue;
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Infinity }));
    if (mtimeMs < dayAgo) await rm(file, { force: true });
  }
}

async function openPostgresTestDatabase(testDatabaseUrl: string): Promise<Database> {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const url = new URL(testDatabaseUrl);
  url.searchParams.set('schema', schema);
  // Names the connections, so a test can find (and end) its own among other files' (connection-loss.test.ts).
  url.searchParams.set('application_name', schema);
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  const close = async () => {
    try {
      await db.prisma.$executeRawUnsafe(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    } finally {
      await db.close();
    }
  };
  try {
    await db.migrate(); // creates the schema
  } catch (e) {
    await close();
    throw e;
  }
  return { ...db, close };
}

/**
 * A fresh, migrated test database that another process can open too (the crash tests): on
 * PostgreSQL a new schema (its URL returned), else a PGlite in `pgliteDir` on disk. PGlite is one
 * process: close `db` before another process opens the folder.
 */
export async function openDurableTestDatabase(
  pgliteDir: string,
): Promise<{ db: Database; url?: string; pgliteDir: string }> {
  const testUrl = process.env.TEST_DATABASE_URL;
  if (!testUrl) {
    return { db: pgliteDatabase(await createPglite({ dataDir: pgliteDir, loadDataDir: await snapshot() })), pgliteDir };
  }
  const db = await openPostgresTestDatabase(testUrl);
  const [row] = await db.prisma.$queryRaw<{ schema: string }[]>`SELECT current_schema() AS schema`;
  const url = new URL(testUrl);
  url.searchParams.set('schema', row!.schema);
  return { db, url: url.toString(), pgliteDir };
}
