// `npm run backup -- <dir>`: backs up the database and the stored files of the configuration the
// server uses (DATABASE_URL or PGlite in DATA_DIR; STORAGE_URL) into the new folder <dir>.
// README "Backups" says what a backup holds and how to restore it.
import { loadConfig } from '../server/config.ts';
import { createBackup } from '../server/platform/backup/backup.ts';
import { BackupError } from '../server/platform/backup/manifest.ts';

async function main(args: string[]): Promise<void> {
  const [dir] = args;
  if (args.length !== 1 || !dir || dir.startsWith('-')) {
    console.error('Usage: npm run backup -- <new folder>');
    process.exitCode = 2;
    return;
  }
  const manifest = await createBackup(loadConfig(), dir, (line) => console.log(line));
  const { database: db, files } = manifest;
  const rows = Object.values(db.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backup in ${dir}: ${db.kind} database (${Object.keys(db.tables).length} tables, ${rows} rows, ` +
      `migration ${db.latestMigration ?? 'none'}), ${files.count} files (${files.bytes} bytes).`,
  );
  if (files.missing.length > 0) {
    console.warn(
      `Warning: ${files.missing.length} file(s) named by the database were not in the storage ` +
        `(deleted meanwhile?), listed in manifest.json "missing":\n  ${files.missing.slice(0, 20).join('\n  ')}`,
    );
  }
}

main(process.argv.slice(2)).then(
  // Exit explicitly: PGlite's WebAssembly can keep the event loop alive for a while after use.
  () => process.exit(),
  (e: unknown) => {
    console.error(e instanceof BackupError ? e.message : e);
    process.exit(1);
  },
);
