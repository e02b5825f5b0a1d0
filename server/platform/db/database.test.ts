import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase, type Database } from './database.ts';
import { openTestDatabase } from './test-database.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

async function migrationNames(): Promise<string[]> {
  const entries = await readdir(MIGRATIONS_DIR, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** migrate() applies every migration (the first one being init), then nothing; prisma works. */
async function checkMigrateAndUse(db: Database): Promise<void> {
  const all = await migrationNames();
  expect(all[0]).toMatch(/^\d{14}_init$/);
  expect(await db.migrate()).toEqual(all);
  expect(await db.migrate()).toEqual([]);
  const email = `${randomUUID()}@example.com`;
  const created = await db.prisma.user.create({ data: { email, firstName: 'Ada' } });
  expect(await db.prisma.user.findUnique({ where: { email } })).toMatchObject({
    id: created.id,
    firstName: 'Ada',
    role: 'REGISTER',
  });
  // An enum-array column created by a migration on this very connection filters at once (PGlite
  // must learn the new array types after migrating, not only at the next start).
  expect(await db.prisma.publicProfile.count({ where: { services: { has: 'THERMOVISION' } } })).toBe(0);
}

describe('openDatabase on PGlite', () => {
  it('migrates an in-memory database once, then serves Prisma', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(db.kind).toBe('pglite');
      await checkMigrateAndUse(db);
    } finally {
      await db.close();
    }
  });

  it('persists in dataDir (created if missing)', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'pglite-'));
    const dataDir = join(parent, 'nested', 'pglite');
    try {
      const db = await openDatabase({ dataDir });
      await checkMigrateAndUse(db);
      await db.close();
      const again = await openDatabase({ dataDir });
      expect(await again.migrate()).toEqual([]);
      expect(await again.prisma.user.count()).toBe(1);
      await again.close();
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('openDatabase on PostgreSQL (TEST_DATABASE_URL)', () => {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  let db: Database | undefined;
  afterAll(async () => {
    await db?.prisma.$executeRawUnsafe(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db?.close();
  });

  it('migrates a fresh schema once, then serves Prisma, all inside that schema', async () => {
    const url = new URL(TEST_DATABASE_URL!);
    url.searchParams.set('schema', schema);
    db = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
    expect(db.kind).toBe('postgres');
    await checkMigrateAndUse(db);
    const tables = await db.prisma.$queryRaw<{ table_schema: string }[]>`
      SELECT DISTINCT table_schema FROM information_schema.tables WHERE table_name IN ('User', '_prisma_migrations')`;
    expect(tables.map((t) => t.table_schema)).toContain(schema);
    expect(tables.map((t) => t.table_schema)).not.toContain('public');
  });
});

describe('openTestDatabase', () => {
  it('returns migrated, isolated databases; close() discards them', async () => {
    const [a, b] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    const schemas: string[] = [];
    try {
      expect(a.kind).toBe(TEST_DATABASE_URL ? 'postgres' : 'pglite');
      expect(await a.migrate()).toEqual([]);
      await a.prisma.user.create({ data: { email: 'only-in-a@example.com' } });
      expect(await a.prisma.user.count()).toBe(1);
      expect(await b.prisma.user.count()).toBe(0);
      if (TEST_DATABASE_URL) {
        for (const db of [a, b]) {
          const [row] = await db.prisma.$queryRaw<{ schema: string }[]>`SELECT current_schema() AS schema`;
          schemas.push(row!.schema);
        }
        expect(schemas[0]).toMatch(/^test_/);
        expect(schemas[1]).not.toBe(schemas[0]);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    if (TEST_DATABASE_URL) {
      // Only these two: other test files (and other runs) have their own schemas meanwhile.
      const probe = await openDatabase({ databaseUrl: TEST_DATABASE_URL, dataDir: 'unused' });
      const left = await probe.prisma.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_namespace WHERE nspname = ANY(${schemas})`;
      await probe.close();
      expect(left[0]?.n).toBe(0);
    }
  });
});
