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
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR, openDatabase, pgliteDatabase, type Database } from './database.ts';
import { applyMigrations, pgliteMigrationAdapter } from './migrations.ts';

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openPostgresTestDatabase(url) : pgliteDatabase(await PGlite.create({ loadDataDir: await snapshot() }));
}

// Starting a PGlite (initdb) and migrating it takes seconds; loading a copy of a migrated one
// takes ~0.3 s. So each test process migrates once and clones the result.
let migrated: Promise<Blob> | undefined;
function snapshot(): Promise<Blob> {
  migrated ??= (async () => {
    const pglite = await PGlite.create();
    try {
      await applyMigrations(pgliteMigrationAdapter(pglite), MIGRATIONS_DIR);
      return await pglite.dumpDataDir('none');
    } finally {
      await pglite.close();
    }
  })();
  return migrated;
}

async function openPostgresTestDatabase(testDatabaseUrl: string): Promise<Database> {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const url = new URL(testDatabaseUrl);
  url.searchParams.set('schema', schema);
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
