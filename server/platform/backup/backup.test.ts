// Back up a seeded product with an uploaded file, restore it into a new database and data folder,
// and use the restored product: same rows, same file bytes, downloadable through the app. On the
// database the run tests (PGlite, or PostgreSQL with TEST_DATABASE_URL: new databases of that
// server, dropped afterwards).
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../../prisma/seed/seed.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { startFakeS3 } from '../../test/fake-s3.ts';
import { signIn, signInAs, type Harness } from '../../test/harness.ts';
import { gqlUpload } from '../../test/uploads.ts';
import { openDatabase } from '../db/database.ts';
import { openStorage } from '../storage/open.ts';
import { createBackup } from './backup.ts';
import { codeMigrations } from './facts.ts';
import { readManifest, writeManifest } from './manifest.ts';
import { checkBackup, restoreBackup } from './restore.ts';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const KIND = TEST_DATABASE_URL ? 'postgres' : 'pglite';

let work: string;
const databases: string[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'academy-backup-'));
});

afterAll(async () => {
  if (TEST_DATABASE_URL && databases.length > 0) {
    await withAdmin(async (client) => {
      for (const name of databases) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
  }
  await rm(work, { recursive: true, force: true });
});

async function withAdmin<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The configuration of a product with its own data folder (and, on PostgreSQL, its own new database). */
async function newEnvironment(name: string, more: Record<string, string> = {}): Promise<Record<string, string>> {
  const dataDir = path.join(work, name);
  // A stand-in web build, as in server/test/harness.ts.
  const webDist = path.join(dataDir, 'web');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>SkyPilot Academy</title>');
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    ...more,
  };
  if (TEST_DATABASE_URL) {
    const database = `backup_test_${name}_${randomBytes(6).toString('hex')}`;
    await withAdmin((client) => client.query(`CREATE DATABASE "${database}"`));
    databases.push(database);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  return env;
}

/** The whole product on an environment's database and storage, migrated, as the server runs it. */
async function openProduct(env: Record<string, string>): Promise<Harness> {
  const config = loadConfig(env);
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.pgliteDir });
  await db.migrate();
  const storage = openStorage(config);
  const app = await buildApp({ config, db, storage });
  await app.ready();
  return {
    app,
    db,
    config,
    storage,
    close: async () => {
      await app.close();
      await db.close();
      (storage as { destroy?(): void }).destroy?.();
    },
  };
}

/** Rows of the tables a restore must bring back (a sample across the product's areas). */
async function keyCounts(h: Harness) {
  const p = h.db.prisma;
  return {
    users: await p.user.count(),
    courses: await p.course.count(),
    products: await p.product.count(),
    purchases: await p.purchase.count(),
    invoices: await p.invoice.count(),
    lessons: await p.lesson.count(),
    exams: await p.exam.count(),
    certificates: await p.certificate.count(),
    posts: await p.post.count(),
    storedFiles: await p.storedFile.count(),
    migrations: Number((await p.$queryRaw<[{ n: bigint }]>`SELECT count(*) AS n FROM _prisma_migrations`)[0].n),
  };
}

const UPLOAD = `mutation ($file: Upload!) { addCompetenceFile(file: $file) { id url } }`;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096), Buffer.from('\n%%EOF\n')]);

describe(`backup and restore (${KIND})`, () => {
  it('restores a working product with the same rows and files', async () => {
    const sourceEnv = await newEnvironment('src');
    const source = await openProduct(sourceEnv);
    let before: Awaited<ReturnType<typeof keyCounts>>;
    let upload: { id: string; url: string; key: string };
    let picture: { url: string; bytes: Buffer };
    try {
      expect(await seedIfEmpty(source.db.prisma, source.storage)).toBe(true);
      const student = await signInAs(source, 'student@example.com');
      const body = await gqlUpload(source, student, UPLOAD, { file: null }, [
        { path: 'variables.file', filename: 'licencja.pdf', content: PDF },
      ]);
      expect(body.errors).toBeUndefined();
      const { id, url } = body.data.addCompetenceFile as { id: string; url: string };
      const { key } = await source.db.prisma.storedFile.findUniqueOrThrow({ where: { id: url.split('/').pop()! } });
      upload = { id, url, key };
      const stored = await source.db.prisma.storedFile.findFirstOrThrow({
        where: { public: true },
        orderBy: { key: 'asc' },
      });
      const served = await source.app.inject({ method: 'GET', url: `/api/v1/files/${stored.id}` });
      expect(served.statusCode).toBe(200);
      picture = { url: `/api/v1/files/${stored.id}`, bytes: served.rawPayload };
      before = await keyCounts(source);

      if (KIND === 'pglite') {
        // PGlite is one process's database: no backup while the server has it open.
        await expect(createBackup(source.config, path.join(work, 'refused'))).rejects.toThrow(/stop the server first/);
      }
    } finally {
      await source.close();
    }

    const backupDir = path.join(work, 'backup');
    const manifest = await createBackup(loadConfig(sourceEnv), backupDir);
    expect(manifest.database.kind).toBe(KIND);
    expect(manifest.database.tables.User).toBe(before.users);
    expect(manifest.files.missing).toEqual([]);
    expect(manifest.files.count).toBe(before.storedFiles);
    expect(manifest.files.entries).toContainEqual(expect.objectContaining({ key: upload.key, size: PDF.length }));
    expect((await readFile(path.join(backupDir, 'files', upload.key))).equals(PDF)).toBe(true);

    const targetEnv = await newEnvironment('dst');
    const restored = await restoreBackup(loadConfig(targetEnv), backupDir);
    expect(restored.pendingMigrations).toEqual([]);
    // Restoring again over the restored data is refused without --force.
    await expect(restoreBackup(loadConfig(targetEnv), backupDir)).rejects.toThrow(
      /Refusing to restore over existing data/,
    );

    const target = await openProduct(targetEnv);
    try {
      expect(await keyCounts(target)).toEqual(before);
      const student = await signInAs(target, 'student@example.com');
      const download = await target.app.inject({ method: 'GET', url: upload.url, headers: student.headers });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      const served = await target.app.inject({ method: 'GET', url: picture.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(picture.bytes)).toBe(true);
      // The restored product answers the API as before: the student's file is listed.
      const me = await target.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...student.headers, 'content-type': 'application/json' },
        payload: { query: '{ viewer { competences { id } } }' },
      });
      expect(me.json().data.viewer.competences).toContainEqual({ id: upload.id });
    } finally {
      await target.close();
    }

    // A damaged copy is found before anything is written; so is a backup of a newer version.
    const damaged = path.join(work, 'damaged');
    await cp(backupDir, damaged, { recursive: true });
    await writeFile(path.join(damaged, 'files', upload.key), Buffer.from('not the file'));
    await expect(checkBackup(damaged)).rejects.toThrow(/missing or damaged/);
    const newer = path.join(work, 'newer');
    await cp(backupDir, newer, { recursive: true });
    await writeManifest(newer, {
      ...(await readManifest(newer)),
      database: { ...manifest.database, latestMigration: '29991231000000_from_the_future' },
    });
    await expect(checkBackup(newer)).rejects.toThrow(/newer version of the app/);
    // An older backup is accepted: `npm start` applies the migrations it lacks.
    const migrations = await codeMigrations();
    await writeManifest(newer, {
      ...(await readManifest(newer)),
      database: { ...manifest.database, latestMigration: migrations.at(-2)! },
    });
    expect((await checkBackup(newer)).pendingMigrations).toEqual([migrations.at(-1)]);
  });
});

describe(`backup and restore with S3 storage (${KIND})`, () => {
  it('copies the bucket through the storage driver and restores into another bucket', async () => {
    const [from, to] = await Promise.all([startFakeS3('academy-from', 'old'), startFakeS3('academy-to')]);
    try {
      const sourceEnv = await newEnvironment('s3src', from.env);
      const source = await openProduct(sourceEnv);
      let url: string;
      try {
        const owner = await signIn(source, 'USER', { email: 'pilot@example.com' });
        const body = await gqlUpload(source, owner, UPLOAD, { file: null }, [
          { path: 'variables.file', filename: 'licencja.pdf', content: PDF },
        ]);
        expect(body.errors).toBeUndefined();
        url = body.data.addCompetenceFile.url;
      } finally {
        await source.close();
      }
      const backupDir = path.join(work, 's3backup');
      const manifest = await createBackup(loadConfig(sourceEnv), backupDir);
      expect(manifest.files.count).toBe(1);

      const targetEnv = await newEnvironment('s3dst', to.env);
      await restoreBackup(loadConfig(targetEnv), backupDir);
      const target = await openProduct(targetEnv);
      try {
        const owner = await signInAs(target, 'pilot@example.com');
        const download = await target.app.inject({ method: 'GET', url, headers: owner.headers });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(PDF)).toBe(true);
      } finally {
        await target.close();
      }
    } finally {
      await Promise.all([from.close(), to.close()]);
    }
  });
});
