// `npm run bench` part "purchases": the admin purchases page and the sales export on 1 000 000
// purchases in PostgreSQL. Seeds them once with generate_series into the schema purchases_1m of
// the database at BENCH_PURCHASES_DATABASE_URL, else DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/bench (the database is created when missing; the schema is
// kept for the next run, so only the first run pays for the seeding). Prints the p50/p95 of the
// filtered admin page through GraphQL (app.inject; goal p95 ≤ 100 ms) and the time and peak RSS
// of a 100 000-row export streamed over HTTP (goal ≤ 10 s, ≤ 300 MB). Never fails on a figure.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { insertPurchases } from '../../server/test/bulk-rows.ts';
import { loadConfig } from '../../server/config.ts';
import { adminPurchaseWhere } from '../../server/modules/commerce/purchases/service.ts';
import { openDatabase } from '../../server/platform/db/database.ts';
import { sessionHeaders } from './session.ts';

export const PURCHASE_ROWS = 1_000_000;
const SCHEMA = 'purchases_1m';

export interface PurchasesBenchResult {
  rows: number;
  seedSeconds: number | null;
  pages: { name: string; p50: number; p95: number; totalCount: number; exact: boolean }[];
  exports: ExportFigures[];
}

interface ExportFigures {
  rows: number;
  seconds: number;
  bytes: number;
  rssBeforeMb: number;
  peakRssMb: number;
}

/** The resident set of a process (VmRSS of /proc/<pid>/status), in bytes. */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** The product as `npm start` runs it, on `databaseUrl`, listening on a free port. */
async function startServer(databaseUrl: string, dataDir: string) {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'test', // no background jobs (the automatic cancellation would start on the bench rows)
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const address = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${address}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 600) throw new Error('server did not start in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { process: child, pid: child.pid!, address };
}

/** GETs `url` with curl (in its own process), dropping the body; returns the bytes received. */
function download(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const args = ['-sS', '-f', '-o', '/dev/null', '-w', '%{size_download}'];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
    execFile('curl', [...args, url], (error, stdout) => (error ? reject(error) : resolve(Number(stdout))));
  });
}

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  admin.search = '';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!exists.rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  await client.end();
}

/** 1 000 000 purchases over two years (one or two lines each), in a few set-based statements. */
async function seed(url: string): Promise<number | null> {
  const base = new URL(url);
  base.search = '';
  const client = new pg.Client({ connectionString: base.toString() });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${SCHEMA}"`);
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM "Purchase"');
    if (Number(rows[0]!.n) === PURCHASE_ROWS) return null;
    const started = performance.now();
    await client.query('TRUNCATE "Purchase" CASCADE');
    await insertPurchases((sql) => client.query(sql), 1, PURCHASE_ROWS, PURCHASE_ROWS);
    // What autovacuum does to a live table: statistics, and the visibility map that lets the
    // capped count read indexes only.
    await client.query('VACUUM (ANALYZE) "Purchase"');
    await client.query('VACUUM (ANALYZE) "PurchaseItem"');
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

export async function benchPurchases(databaseUrl: string, samples = 40): Promise<PurchasesBenchResult> {
  await ensureDatabase(databaseUrl);
  const url = new URL(databaseUrl);
  url.searchParams.set('schema', SCHEMA);
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  await db.migrate();
  const seedSeconds = await seed(url.toString());

  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-bench-purchases-'));
  // NODE_ENV test: no background jobs (the automatic cancellation would start on the bench rows).
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: url.toString() });
  const app = await buildApp({ config, db });
  await app.ready();
  try {
    const admin = await db.prisma.user.upsert({
      where: { email: 'bench-admin@example.com' },
      update: {},
      create: { email: 'bench-admin@example.com', role: 'ADMIN', emailVerified: true },
    });
    const headers = await sessionHeaders(db.prisma, config, admin.id);

    const QUERY = `query ($filter: PurchaseFilter, $sort: PurchaseSort, $after: String) {
      adminPurchases(first: 25, after: $after, filter: $filter, sort: $sort) {
        totalCount
        totalCountExact
        edges { cursor node { id number createdAt status paymentType name email totalGross containsCourses containsProducts } }
        pageInfo { hasNextPage endCursor }
      }
    }`;
    const year = new Date().getUTCFullYear();
    const scenarios: { name: string; variables: Record<string, unknown> }[] = [
      { name: 'first page, no filter (newest first)', variables: {} },
      {
        name: 'status PAID+SEND, Przelewy24, a quarter',
        variables: {
          filter: {
            statuses: ['PAID', 'SEND'],
            paymentTypes: ['PRZELEWY24_TRANSFER'],
            dateFrom: `${year - 1}-01-01`,
            dateTo: `${year - 1}-03-31`,
          },
        },
      },
      {
        name: 'amount 1 000–2 000 PLN, by total descending',
        variables: { filter: { amountFrom: 100_000, amountTo: 200_000 }, sort: { field: 'TOTAL', direction: 'DESC' } },
      },
      {
        name: 'contains courses, placed, by number ascending',
        variables: {
          filter: { containsCourses: true, statuses: ['PLACED'] },
          sort: { field: 'NUMBER', direction: 'ASC' },
        },
      },
      { name: 'search by e-mail fragment "klient12345"', variables: { filter: { search: 'klient12345' } } },
      { name: 'search by NIP fragment "0000500"', variables: { filter: { search: '0000500' } } },
    ];
    // The export of the newest 50 000 and 100 000 purchases (a date range), from a server of its
    // own (node --import tsx server/main.ts, as `npm start` runs it) to curl: the server's RSS is
    // read from /proc, apart from the bench and the download client (curl counts the bytes and
    // keeps none). Memory must not grow with the rows: compare the two peaks.
    const server = await startServer(url.toString(), dataDir);
    let exports: ExportFigures[];
    try {
      const exportRun = async (newestRows: number): Promise<ExportFigures> => {
        const newest = await db.prisma.purchase.findMany({
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: newestRows - 1,
          take: 1,
        });
        const dateFrom = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(
          new Date(newest[0]!.createdAt.getTime() + 86_400_000),
        );
        const rows = await db.prisma.purchase.count({ where: adminPurchaseWhere({ dateFrom }) });
        const rssBefore = await rssOf(server.pid);
        let peak = rssBefore;
        const sampler = setInterval(() => void rssOf(server.pid).then((rss) => (peak = Math.max(peak, rss))), 10);
        const started = performance.now();
        const bytes = await download(`${server.address}/api/v1/admin/shop/purchases/excel?dateFrom=${dateFrom}`, {
          cookie: headers.cookie,
          'x-csrf-token': headers['x-csrf-token'],
        });
        const seconds = (performance.now() - started) / 1000;
        clearInterval(sampler);
        peak = Math.max(peak, await rssOf(server.pid));
        return { rows, seconds, bytes, rssBeforeMb: mb(rssBefore), peakRssMb: mb(peak) };
      };
      exports = [await exportRun(50_000), await exportRun(100_000)];
    } finally {
      server.process.kill('SIGTERM');
      await once(server.process, 'exit');
    }

    const pages: PurchasesBenchResult['pages'] = [];
    for (const scenario of scenarios) {
      const run = async () => {
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: '/graphql',
          headers,
          payload: { query: QUERY, variables: scenario.variables },
        });
        const ms = performance.now() - started;
        const body = response.json() as {
          data?: { adminPurchases: { totalCount: number; totalCountExact: boolean } };
          errors?: unknown[];
        };
        if (body.errors) throw new Error(`${scenario.name}: ${JSON.stringify(body.errors)}`);
        return { ms, ...body.data!.adminPurchases };
      };
      for (let i = 0; i < 3; i++) await run();
      const times: number[] = [];
      let totalCount = 0;
      let exact = true;
      for (let i = 0; i < samples; i++) {
        const r = await run();
        times.push(r.ms);
        totalCount = r.totalCount;
        exact = r.totalCountExact;
      }
      times.sort((a, b) => a - b);
      const [p50, p95] = [percentile(times, 0.5), percentile(times, 0.95)];
      pages.push({ name: scenario.name, p50, p95, totalCount, exact });
    }

    return {
      rows: PURCHASE_ROWS,
      seedSeconds,
      pages,
      exports,
    };
  } finally {
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function printPurchases(result: PurchasesBenchResult): void {
  console.log(
    `\nPurchases on PostgreSQL: ${result.rows.toLocaleString('en')} rows` +
      (result.seedSeconds === null ? ' (seeded earlier)' : ` (seeded in ${result.seedSeconds.toFixed(1)} s)`),
  );
  console.log(
    `${'admin purchases page (GraphQL, 25 rows + totalCount)'.padEnd(58)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'matches'.padStart(9)}`,
  );
  for (const page of result.pages) {
    const matches = `${page.exact ? '' : '~'}${page.totalCount.toLocaleString('en')}`;
    console.log(
      `${page.name.padEnd(58)} ${page.p50.toFixed(1).padStart(8)} ${page.p95.toFixed(1).padStart(8)} ${matches.padStart(10)}`,
    );
  }
  for (const e of result.exports) {
    console.log(
      `export of ${e.rows.toLocaleString('en')} rows: ${e.seconds.toFixed(2)} s, ${(e.bytes / 1024 / 1024).toFixed(1)} MB XLSX, ` +
        `server RSS ${e.rssBeforeMb} MB before, peak ${e.peakRssMb} MB (+${e.peakRssMb - e.rssBeforeMb} MB)`,
    );
  }
  console.log(
    '(goals: p95 ≤ 100 ms; export of 100 000 rows ≤ 10 s, ≤ 300 MB; ~ = estimated totalCount; the idle server ' +
      'under tsx is ~300 MB RSS, so the export’s own memory is the growth in brackets)',
  );
}
