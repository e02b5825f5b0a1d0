// `npm run restore -- <dir>`: checks the whole backup first (hashes, migrations), then restores
// the database and the files into the configured (empty) targets and compares the row counts.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Storage } from '../storage/storage.ts';
import type { Log } from './backup.ts';
import { codeMigrations, tableCounts } from './facts.ts';
import { damagedFiles, restoreFiles, withStorage } from './files.ts';
import { BackupError, hashFile, readManifest, type Manifest } from './manifest.ts';
import { assertPgliteStopped, pgliteDirUsed, restorePglite } from './pglite.ts';
import { assertSameSchema, postgresTableCount, restorePostgres, withClient } from './postgres.ts';

/**
 * The backup's manifest once everything in it is intact and this code can run its database:
 * a backup whose newest migration this code does not have was made by a newer version.
 * Returns the migrations `npm start` will apply after the restore (an older backup's).
 */
export async function checkBackup(dir: string): Promise<{ manifest: Manifest; pendingMigrations: string[] }> {
  const manifest = await readManifest(dir);
  const dump = await hashFile(path.join(dir, manifest.database.file)).catch(() => null);
  if (!dump || dump.sha256 !== manifest.database.sha256 || dump.size !== manifest.database.size) {
    throw new BackupError(
      `The backup's database file ${manifest.database.file} is missing or damaged (sha256 differs)`,
    );
  }
  const damaged = await damagedFiles(manifest.files.entries, dir);
  if (damaged.length > 0) {
    throw new BackupError(
      `${damaged.length} stored file(s) of the backup are missing or damaged (sha256 differs):\n  ${damaged.slice(0, 20).join('\n  ')}`,
    );
  }
  const migrations = await codeMigrations();
  const latest = manifest.database.latestMigration;
  if (latest !== null && !migrations.includes(latest)) {
    throw new BackupError(
      `The backup's database has the migration ${latest}, which this code does not have ` +
        `(its newest is ${migrations.at(-1) ?? 'none'}): it was made by a newer version of the app; restore it with that version`,
    );
  }
  const pendingMigrations = latest === null ? migrations : migrations.slice(migrations.indexOf(latest) + 1);
  return { manifest, pendingMigrations };
}

export interface Restored {
  manifest: Manifest;
  pendingMigrations: string[];
  /** PGlite with --force: where the database that was there has been moved. */
  replaced: string | null;
}

export async function restoreBackup(
  config: Config,
  dir: string,
  options: { force?: boolean; log?: Log } = {},
): Promise<Restored> {
  const log = options.log ?? (() => {});
  log(`Checking ${dir}…`);
  const { manifest, pendingMigrations } = await checkBackup(dir);
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      manifest.database.kind === 'postgres'
        ? 'The backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore into'
        : 'The backup is of a PGlite database: unset DATABASE_URL and set DATA_DIR to an empty folder to restore into',
    );
  }
  if (config.DATABASE_URL) assertSameSchema(config.DATABASE_URL, manifest.database.schema);
  await refuseUsedTargets(config, options.force ?? false);
  return withStorage(config, async (storage) => {
    const replaced = await restoreInto(config, storage, dir, manifest, log);
    return { manifest, pendingMigrations, replaced };
  });
}

/** Restores the database and the files; returns where a replaced PGlite database went. */
async function restoreInto(
  config: Config,
  storage: Storage,
  dir: string,
  manifest: Manifest,
  log: Log,
): Promise<string | null> {
  const dumpFile = path.join(dir, manifest.database.file);
  let tables: Record<string, number>;
  let replaced: string | null = null;
  if (config.DATABASE_URL) {
    log('Restoring PostgreSQL (pg_restore)…');
    await restorePostgres(config.DATABASE_URL, dumpFile, manifest.database.schema);
    tables = await withClient(config.DATABASE_URL, tableCounts);
  } else {
    log(`Restoring PGlite into ${config.pgliteDir}…`);
    const restored = await restorePglite(config.pgliteDir, dumpFile);
    tables = restored.facts.tables;
    replaced = restored.replaced;
  }
  log(`Restoring ${manifest.files.count} stored files…`);
  await restoreFiles(storage, manifest.files.entries, dir);

  const differing = Object.entries(manifest.database.tables)
    .filter(([table, rows]) => tables[table] !== rows)
    .map(([table, rows]) => `${table}: ${tables[table] ?? 'no table'} rows, the backup had ${rows}`);
  if (differing.length > 0) {
    throw new BackupError(`The restored database differs from the backup:\n  ${differing.join('\n  ')}`);
  }
  return replaced;
}

/** Restoring over data is refused unless --force: a mistyped DATABASE_URL must not lose a database. */
async function refuseUsedTargets(config: Config, force: boolean): Promise<void> {
  const used: string[] = [];
  if (config.DATABASE_URL) {
    const tables = await postgresTableCount(config.DATABASE_URL);
    if (tables > 0) used.push(`the database of DATABASE_URL has ${tables} tables`);
  } else {
    assertPgliteStopped(config.pgliteDir); // even with --force
    if (await pgliteDirUsed(config.pgliteDir)) used.push(`${config.pgliteDir} holds a PGlite database`);
  }
  // An S3 bucket cannot be listed through the Storage interface; its keys are the database's.
  if (config.storage.kind === 'local' && (await readdir(config.storage.dir).catch(() => [])).length > 0) {
    used.push(`${config.storage.dir} holds files`);
  }
  if (used.length > 0 && !force) {
    throw new BackupError(
      `Refusing to restore over existing data: ${used.join('; ')}. ` +
        'Restore into an empty database and DATA_DIR, or add --force to replace it ' +
        '(PostgreSQL: the tables in the backup are dropped and recreated; PGlite: the old folder is moved aside; files are overwritten).',
    );
  }
}
