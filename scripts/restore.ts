// `npm run restore -- <dir> [--force]`: restores a backup (scripts/backup.ts) into the database
// and storage of the configuration the server uses; they must be empty unless --force.
// `npm run restore -- <dir> --check` only checks the backup (hashes, migrations), writing nothing.
import { loadConfig } from '../server/config.ts';
import { BackupError } from '../server/platform/backup/manifest.ts';
import { checkBackup, restoreBackup } from '../server/platform/backup/restore.ts';

async function main(args: string[]): Promise<void> {
  const flags = new Set(args.filter((a) => a.startsWith('-')));
  const [dir, ...rest] = args.filter((a) => !a.startsWith('-'));
  const unknown = [...flags].filter((f) => f !== '--force' && f !== '--check');
  if (!dir || rest.length > 0 || unknown.length > 0) {
    console.error('Usage: npm run restore -- <backup folder> [--force | --check]');
    process.exitCode = 2;
    return;
  }
  if (flags.has('--check')) {
    const { manifest, pendingMigrations } = await checkBackup(dir);
    console.log(
      `${dir} is intact: ${manifest.database.kind} database of ${manifest.createdAt} ` +
        `(app ${manifest.app.version}), ${manifest.files.count} files; ` +
        `${pendingMigrations.length} newer migration(s) would be applied at start.`,
    );
    return;
  }
  const config = loadConfig();
  const restored = await restoreBackup(config, dir, { force: flags.has('--force'), log: (l) => console.log(l) });
  const { manifest } = restored;
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored the backup of ${manifest.createdAt}: ${rows} rows in ${Object.keys(manifest.database.tables).length} ` +
      `tables (row counts checked) and ${manifest.files.count} files (sha256 checked).`,
  );
  if (restored.replaced) console.log(`The PGlite database that was there is now in ${restored.replaced}.`);
  if (manifest.files.missing.length > 0) {
    console.warn(`Warning: ${manifest.files.missing.length} file(s) were already missing when the backup was made.`);
  }
  console.log(
    restored.pendingMigrations.length > 0
      ? `Start the server (npm start): it applies ${restored.pendingMigrations.length} newer migration(s).`
      : 'Start the server (npm start).',
  );
}

main(process.argv.slice(2)).then(
  () => process.exit(),
  (e: unknown) => {
    console.error(e instanceof BackupError ? e.message : e);
    process.exit(1);
  },
);
