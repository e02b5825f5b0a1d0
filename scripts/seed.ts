// Seeds demo data into an empty database (the same as the first `npm start`).
import { loadConfig } from '../server/config.ts';
import { LocalStorage } from '../server/platform/storage/local.ts';
import { openDatabase } from '../server/platform/db/database.ts';
import { seedIfEmpty } from '../prisma/seed/seed.ts';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.pgliteDir });
await db.migrate();
console.log(
  (await seedIfEmpty(db.prisma, new LocalStorage(config.storageDir)))
    ? 'Demo data seeded.'
    : 'Database not empty: nothing seeded.',
);
await db.close();
