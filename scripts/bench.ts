// `npm run bench`: timings that `npm test` deliberately does not assert (a test that passes or
// fails with the machine's load is a defect). Prints the numbers; never fails on a duration.
// Parts, in this order (`--only seed,api,lighthouse` picks some):
//   seed        seeding times (3 runs each) on a fresh in-memory PGlite, or on PostgreSQL schemas
//               when TEST_DATABASE_URL is set
//   api         the public catalogue API (GraphQL and REST) on PostgreSQL (BENCH_DATABASE_URL,
//               default postgres://postgres@127.0.0.1:5432/test, a new schema dropped afterwards)
//               against a bare Fastify hello-world, autocannon, same run: req/s, p99, ratio
//   lighthouse  Lighthouse (mobile defaults) on /app/home, /app/courses, /app/shop and a product
//               page, on Debian Chromium (CHROME_PATH, default /usr/bin/chromium), `--runs` times
//               each (default 3): each page's median run; builds the web app into a temporary folder
//   admin       the admin tables (users, purchases, products, job offers, provider cards) at 100
//               and at 100 000 rows each on PostgreSQL (BENCH_DATABASE_URL, a new schema dropped
//               afterwards): p50/p95 of the web pages' queries and SQL statements per request
//   purchases   1 000 000 purchases on PostgreSQL (BENCH_PURCHASES_DATABASE_URL, else DATABASE_URL,
//               else postgres://postgres@127.0.0.1:5432/bench; schema purchases_1m kept between
//               runs): p50/p95 of the filtered admin purchases page, time and peak RSS of a
//               100 000-row sales export
//
//   npm run bench
//   npm run bench -- --runs 5 --connections 50 --seconds 10 --only api
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchAdmin, printAdmin } from './bench/admin.ts';
import { benchApi, printApi } from './bench/api.ts';
import { benchLighthouse, printLighthouse } from './bench/lighthouse.ts';
import { benchPurchases, printPurchases } from './bench/purchases.ts';
import { seedCourses } from '../prisma/seed/courses.ts';
import { seedProducts } from '../prisma/seed/products.ts';
import { seedIfEmpty } from '../prisma/seed/seed.ts';
import { openDatabase, type Database } from '../server/platform/db/database.ts';
import { openTestDatabase } from '../server/platform/db/test-database.ts';
import { LocalStorage } from '../server/platform/storage/local.ts';
import type { Storage } from '../server/platform/storage/storage.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: 'seed,api,lighthouse,admin,purchases' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
  },
});
const runs = Math.max(1, Number(values.runs) || 3);
const parts = new Set(values.only.split(','));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A fresh, migrated database and an empty storage folder, closed and removed by `close`. */
async function fresh(): Promise<{ db: Database; storage: Storage; close(): Promise<void> }> {
  const db = await openTestDatabase();
  const dir = await mkdtemp(path.join(tmpdir(), 'academy-bench-'));
  return {
    db,
    storage: new LocalStorage(dir),
    close: async () => {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

type Measurement = { name: string; measure(): Promise<number> };

const measurements: Measurement[] = [
  {
    name: onPostgres ? 'new PostgreSQL schema, migrated' : 'new in-memory PGlite, initdb + migrations',
    measure: async () => {
      let db: Database | undefined;
      const ms = await time(async () => {
        db = onPostgres
          ? await openTestDatabase()
          : await openDatabase({ dataDir: 'memory://' }).then(async (d) => (await d.migrate(), d));
      });
      await db?.close();
      return ms;
    },
  },
  {
    name: 'seedCourses (demo courses with pictures)',
    measure: async () => {
      const f = await fresh();
      try {
        return await time(() => seedCourses(f.db.prisma, f.storage));
      } finally {
        await f.close();
      }
    },
  },
  {
    name: 'seedProducts (demo shop with pictures)',
    measure: async () => {
      const f = await fresh();
      try {
        return await time(() => seedProducts(f.db.prisma, f.storage));
      } finally {
        await f.close();
      }
    },
  },
  {
    name: 'seedIfEmpty (everything the first `npm start` seeds)',
    measure: async () => {
      const f = await fresh();
      try {
        return await time(() => seedIfEmpty(f.db.prisma, f.storage));
      } finally {
        await f.close();
      }
    },
  },
];

const seconds = (ms: number) => (ms / 1000).toFixed(2).padStart(7);
if (parts.has('seed')) {
  console.log(`Benchmarks on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, ${runs} run(s) each (seconds)\n`);
  console.log(`${'measurement'.padEnd(56)} ${'min'.padStart(7)} ${'median'.padStart(7)} ${'max'.padStart(7)}`);
  for (const { name, measure } of measurements) {
    // One unmeasured warm-up run: module loading and the WebAssembly compile are not what we time.
    await measure();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) samples.push(await measure());
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)]!;
    console.log(`${name.padEnd(56)} ${seconds(samples[0]!)} ${seconds(median)} ${seconds(samples.at(-1)!)}`);
  }
}

const benchDatabaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (parts.has('api')) {
  const options = {
    databaseUrl: benchDatabaseUrl,
    connections: Math.max(1, Number(values.connections) || 50),
    seconds: Math.max(1, Number(values.seconds) || 10),
  };
  printApi(await benchApi(options), options);
}

if (parts.has('lighthouse')) printLighthouse(await benchLighthouse(benchDatabaseUrl, 'mobile', runs));

if (parts.has('admin')) printAdmin(await benchAdmin(benchDatabaseUrl));

if (parts.has('purchases')) {
  const url =
    process.env.BENCH_PURCHASES_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
  printPurchases(await benchPurchases(url));
}
