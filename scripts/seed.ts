// Seeds demo data into an empty database (the same as the first `npm start`).
import { loadConfig } from '../server/config.ts';
import { openStorage } from '../server/platform/storage/open.ts';
import { openDatabase } from '../server/platform/db/database.ts';
import { seedIfEmpty } from '../prisma/seed/seed.ts';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.pgliteDir });
await db.migrate();
console.log(
  (await seedIfEmpty(db.prisma, openStorage(config))) ? 'Demo data seeded.' : 'Database not empty: nothing seeded.',
);
await db.close();
