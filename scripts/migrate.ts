// Database migrations, without Prisma's native engine (see server/platform/db/migrations.ts).
//
//   tsx scripts/migrate.ts deploy         apply prisma/migrations to the app's database: DATABASE_URL,
//                                         or else PGlite in $DATA_DIR/pglite (default data/pglite)
//   tsx scripts/migrate.ts create <name>  write prisma/migrations/<timestamp>_<name>/migration.sql
//                                         from the changes of prisma/schema.prisma (nothing if none)
import { relative } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { MIGRATIONS_DIR, SCHEMA_PATH, openDatabase } from '../server/platform/db/database.ts';
import { createMigration } from '../server/platform/db/migrations.ts';

async function main([command, name]: string[]): Promise<void> {
  if (command === 'deploy') {
    const config = loadConfig(); // same database choice as the app (server/main.ts)
    const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.pgliteDir });
    try {
      const applied = await db.migrate();
      const target = db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDir}`;
      console.log(applied.length ? `Applied to ${target}:\n  ${applied.join('\n  ')}` : `${target} is up to date.`);
    } finally {
      await db.close();
    }
  } else if (command === 'create' && name) {
    const dir = await createMigration(name, SCHEMA_PATH, MIGRATIONS_DIR);
    console.log(
      dir ? `Created ${relative(process.cwd(), dir)}/migration.sql` : 'No schema change: no migration created.',
    );
  } else {
    console.error('Usage: tsx scripts/migrate.ts deploy | create <name>');
    process.exitCode = 2;
  }
}

main(process.argv.slice(2)).then(
  // Exit explicitly: the WebAssembly engine can keep the event loop alive for a while after use.
  () => process.exit(),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
