// PGlite backups: its data folder as PGlite's own tarball (dumpDataDir), made while no server
// has the folder open, and loaded into a new folder on restore (loadDataDir).
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../db/pglite.ts';
import { latestMigration, storedFileKeys, tableCounts, type Query } from './facts.ts';
import { BackupError } from './manifest.ts';
import type { DumpFacts } from './postgres.ts';

/**
 * PGlite is one process's database: a second one opening the folder (this script while the
 * server runs) would corrupt it. PGlite keeps a postmaster.pid in the folder while it is open and
 * removes it when closed, so its presence means a running server (or one that crashed).
 */
export function assertPgliteStopped(dir: string): void {
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new BackupError(
      `The PGlite database in ${dir} is open: stop the server first (PGlite allows one process at a time). ` +
        'If no server is running, the last one did not stop cleanly: start it once and stop it (Ctrl+C), then try again.',
    );
  }
}

export async function dumpPglite(dir: string, file: string): Promise<DumpFacts> {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`There is no PGlite database in ${dir}`);
  assertPgliteStopped(dir);
  const pglite = await createPglite({ dataDir: dir });
  try {
    const facts = await factsOf(pglite);
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
    return facts;
  } finally {
    await pglite.close();
  }
}

/** Is there a PGlite database (or anything else) in `dir`? */
export async function pgliteDirUsed(dir: string): Promise<boolean> {
  return (await readdir(dir).catch(() => [])).length > 0;
}

/**
 * Loads the tarball into `dir`: into a folder beside it first, renamed into place once PGlite has
 * opened it and its facts are read, so a failed restore leaves no half-written database. A
 * database already in `dir` (with --force) is moved aside, not deleted; returns where to.
 */
export async function restorePglite(dir: string, file: string): Promise<{ facts: DumpFacts; replaced: string | null }> {
  assertPgliteStopped(dir);
  const staging = `${dir}.restoring-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.dirname(dir), { recursive: true });
  let facts: DumpFacts;
  try {
    const pglite = await createPglite({ dataDir: staging, loadDataDir: new Blob([await readFile(file)]) });
    try {
      facts = await factsOf(pglite);
    } finally {
      await pglite.close();
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  let replaced: string | null = null;
  if (await pgliteDirUsed(dir)) {
    replaced = `${dir}.before-restore-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
    await rename(dir, replaced);
  } else {
    await rm(dir, { recursive: true, force: true });
  }
  await rename(staging, dir);
  return { facts, replaced };
}

async function factsOf(pglite: PGlite): Promise<DumpFacts> {
  const query: Query = async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows;
  return {
    tables: await tableCounts(query, 'public'),
    latestMigration: await latestMigration(query, 'public'),
    keys: await storedFileKeys(query, 'public'),
  };
}
