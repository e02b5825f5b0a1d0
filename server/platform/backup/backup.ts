// `npm run backup -- <dir>`: the database (pg_dump, or PGlite's data folder) and every stored
// file into a new folder, described by manifest.json (manifest.ts).
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../config.ts';
import type { Storage } from '../storage/storage.ts';
import { backupFiles, withStorage } from './files.ts';
import { BackupError, FORMAT, hashFile, writeManifest, type Manifest } from './manifest.ts';
import { dumpPglite } from './pglite.ts';
import { dumpPostgres, postgresTarget } from './postgres.ts';

const PACKAGE_JSON = fileURLToPath(new URL('../../../package.json', import.meta.url));

export type Log = (line: string) => void;

export async function createBackup(config: Config, dir: string, log: Log = () => {}): Promise<Manifest> {
  const existing = await readdir(dir).catch(() => []);
  if (existing.length > 0) throw new BackupError(`${dir} is not empty: back up into a new folder`);
  await mkdir(dir, { recursive: true });
  try {
    return await backupInto(config, dir, log);
  } catch (error) {
    // Nothing half-made is left to be mistaken for a backup.
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function backupInto(config: Config, dir: string, log: Log): Promise<Manifest> {
  return withStorage(config, (storage) => backupWith(config, storage, dir, log));
}

async function backupWith(config: Config, storage: Storage, dir: string, log: Log): Promise<Manifest> {
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  const file = kind === 'postgres' ? 'database.pgdump' : 'pglite.tar.gz';
  log(kind === 'postgres' ? 'Dumping PostgreSQL (pg_dump)…' : `Dumping PGlite (${config.pgliteDir})…`);
  const facts = config.DATABASE_URL
    ? await dumpPostgres(config.DATABASE_URL, path.join(dir, file))
    : await dumpPglite(config.pgliteDir, path.join(dir, file));
  const dump = await hashFile(path.join(dir, file));
  log(`Copying ${facts.keys.length} stored files…`);
  const files = await backupFiles(storage, facts.keys, dir);
  const pkg = JSON.parse(await readFile(PACKAGE_JSON, 'utf8')) as { name: string; version: string };
  const manifest: Manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    app: { name: pkg.name, version: pkg.version },
    database: {
      kind,
      file,
      ...dump,
      schema: config.DATABASE_URL ? postgresTarget(config.DATABASE_URL).schema : 'public',
      latestMigration: facts.latestMigration,
      tables: facts.tables,
    },
    files: {
      count: files.entries.length,
      bytes: files.entries.reduce((sum, entry) => sum + entry.size, 0),
      entries: files.entries,
      missing: files.missing,
    },
  };
  await writeManifest(dir, manifest);
  return manifest;
}
