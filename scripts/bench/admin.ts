// `npm run bench` part "admin": the admin tables (users, purchases, products, job offers, provider
// cards) at 100 and at 100 000 rows of each, on a new schema of the PostgreSQL database at
// BENCH_DATABASE_URL (dropped afterwards). Each table is asked what its web page asks (the Relay
// artifacts' query texts: first page with totalCount, a filter, another sort, a search and the
// next page by cursor) through GraphQL (app.inject, an admin's session); prints p50/p95 and the
// SQL statements per request at both sizes. Never fails on a figure. Goal: about the same at
// 100 000 rows as at 100 (every sort and filter on an index, keyset pages, no N+1).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withSchema } from './api.ts';
import { sessionHeaders } from './session.ts';
import adminJobOffersPageQuery from '../../web/src/__generated__/AdminJobOffersPageQuery.graphql.ts';
import adminProductsPageQuery from '../../web/src/__generated__/AdminProductsPageQuery.graphql.ts';
import adminPublicProfilesPageQuery from '../../web/src/__generated__/AdminPublicProfilesPageQuery.graphql.ts';
import adminUsersPageQuery from '../../web/src/__generated__/AdminUsersPageQuery.graphql.ts';
import staffPurchasesPageQuery from '../../web/src/__generated__/StaffPurchasesPageQuery.graphql.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/platform/db/database.ts';
import { insertAdminRows } from '../../server/test/bulk-rows.ts';

export const ADMIN_SIZES = [100, 100_000] as const;

export interface AdminBenchRow {
  name: string;
  /** Per size, in ADMIN_SIZES' order. */
  figures: { p50: number; p95: number; statements: number; totalCount: number | null }[];
}

type Params = { id?: string | null; text?: string | null; name: string };
const PERSISTED = path.resolve(import.meta.dirname, '../../web/src/__generated__/persisted-operations.json');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

/** SQL statements sent by node-postgres while `run` runs (the "no N+1" measure). */
async function countingStatements<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const original = pg.Client.prototype.query;
  let statements = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements++;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return { result: await run(), statements };
  } finally {
    pg.Client.prototype.query = original;
  }
}

export async function benchAdmin(databaseUrl: string, samples = 20): Promise<AdminBenchRow[]> {
  const texts = JSON.parse(await readFile(PERSISTED, 'utf8')) as Record<string, string>;
  const textOf = (params: Params) => {
    const text = params.text ?? (params.id ? texts[params.id] : undefined);
    if (!text) throw new Error(`${params.name}: no query text in the Relay artifacts`);
    return text;
  };
  return withSchema(databaseUrl, async (url) => {
    const db = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-bench-admin-'));
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await db.migrate();
      await client.connect();
      await client.query(`SET search_path TO "${new URL(url).searchParams.get('schema')}"`);
      // NODE_ENV test: no background jobs (the automatic cancellation would start on the bench rows).
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: url });
      const app = await buildApp({ config, db });
      await app.ready();
      try {
        const admin = await db.prisma.user.create({
          data: { email: 'bench-admin@example.com', role: 'ADMIN', emailVerified: true },
        });
        const headers = await sessionHeaders(db.prisma, config, admin.id);
        const ask = async (params: Params, variables: Record<string, unknown>) => {
          const response = await app.inject({
            method: 'POST',
            url: '/graphql',
            headers,
            payload: { query: textOf(params), operationName: params.name, variables },
          });
          const body = response.json() as { data?: Record<string, unknown>; errors?: unknown[] };
          if (body.errors || !body.data) throw new Error(`${params.name}: ${response.body.slice(0, 500)}`);
          return body.data;
        };
        /** The connection in an answer (the page queries name it differently). */
        const connectionOf = (data: Record<string, unknown>) =>
          Object.values(data).find((v) => v && typeof v === 'object' && 'edges' in v) as
            { totalCount?: number; pageInfo?: { endCursor?: string | null } } | undefined;

        const after = async (params: Params, variables: Record<string, unknown>) => ({
          ...variables,
          after: connectionOf(await ask(params, variables))?.pageInfo?.endCursor ?? null,
        });
        const scenarios: { name: string; params: Params; variables: () => Promise<Record<string, unknown>> }[] = [
          ...(
            [
              ['users: first page, newest first', {}],
              ['users: role INSTRUCTOR', { filter: { roles: ['INSTRUCTOR'] } }],
              ['users: by name', { sort: { field: 'NAME', direction: 'ASC' } }],
              ['users: search "kowalski12"', { filter: { search: 'kowalski12' } }],
            ] as const
          ).map(([name, v]) => ({
            name,
            params: adminUsersPageQuery.params,
            variables: async () => ({ first: 25, ...v }),
          })),
          {
            name: 'users: second page (cursor)',
            params: adminUsersPageQuery.params,
            variables: () => after(adminUsersPageQuery.params, { first: 25 }),
          },
          ...(
            [
              ['purchases: first page, newest first', {}],
              ['purchases: status PAID, by total', { filter: { statuses: ['PAID'] }, sort: { field: 'TOTAL' } }],
              ['purchases: search "klient123"', { filter: { search: 'klient123' } }],
            ] as const
          ).map(([name, v]) => ({
            name,
            params: staffPurchasesPageQuery.params,
            variables: async () => ({ first: 25, ...v }),
          })),
          ...(
            [
              ['products: first page, newest first', {}],
              ['products: GADGET, by name', { categories: ['GADGET'], sortBy: 'NAME', sortDirection: 'ASC' }],
              ['products: search "dron 123"', { search: 'dron 123' }],
            ] as const
          ).map(([name, v]) => ({
            name,
            params: adminProductsPageQuery.params,
            variables: async () => ({ first: 25, ...v }),
          })),
          {
            name: 'job offers: first page',
            params: adminJobOffersPageQuery.params,
            variables: async () => ({}),
          },
          {
            name: 'job offers: ENDED, VIDEO',
            params: adminJobOffersPageQuery.params,
            variables: async () => ({ filter: { status: 'ENDED', category: 'VIDEO' } }),
          },
          {
            name: 'provider cards: first page',
            params: adminPublicProfilesPageQuery.params,
            variables: async () => ({}),
          },
          {
            name: 'provider cards: PENDING, search "miasto 12"',
            params: adminPublicProfilesPageQuery.params,
            variables: async () => ({ filter: { status: 'PENDING', search: 'miasto 12' } }),
          },
        ];

        const rows: AdminBenchRow[] = scenarios.map((s) => ({ name: s.name, figures: [] }));
        let inserted = 0;
        for (const size of ADMIN_SIZES) {
          await insertAdminRows((sql) => client.query(sql), inserted + 1, size, ADMIN_SIZES.at(-1)!);
          for (const table of [
            'User',
            'Product',
            'ProductVariant',
            'JobOffer',
            'PublicProfile',
            'Purchase',
            'PurchaseItem',
          ]) {
            await client.query(`VACUUM (ANALYZE) "${table}"`);
          }
          inserted = size;
          for (const [i, scenario] of scenarios.entries()) {
            const variables = await scenario.variables();
            for (let w = 0; w < 3; w++) await ask(scenario.params, variables);
            const times: number[] = [];
            let statements = 0;
            let totalCount: number | null = null;
            for (let n = 0; n < samples; n++) {
              const started = performance.now();
              const { result, statements: count } = await countingStatements(() => ask(scenario.params, variables));
              times.push(performance.now() - started);
              statements = count;
              totalCount = connectionOf(result)?.totalCount ?? null;
            }
            times.sort((a, b) => a - b);
            rows[i]!.figures.push({
              p50: percentile(times, 0.5),
              p95: percentile(times, 0.95),
              statements,
              totalCount,
            });
          }
        }
        return rows;
      } finally {
        await app.close();
      }
    } finally {
      await client.end();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}

export function printAdmin(rows: AdminBenchRow[]): void {
  const [small, large] = ADMIN_SIZES.map((n) => n.toLocaleString('en'));
  console.log(`\nAdmin tables on PostgreSQL (GraphQL, the web pages' queries), ${small} and ${large} rows per table`);
  const head = (label: string) => `${`p50 ${label}`.padStart(12)} ${`p95 ${label}`.padStart(12)}`;
  console.log(
    `${'table: request'.padEnd(44)} ${head(small!)} ${head(large!)} ${'SQL'.padStart(7)} ${'matches'.padStart(9)}`,
  );
  for (const row of rows) {
    const cells = row.figures.map((f) => `${f.p50.toFixed(1).padStart(12)} ${f.p95.toFixed(1).padStart(12)}`).join(' ');
    const statements = row.figures.map((f) => f.statements).join('/');
    const matches = row.figures.at(-1)?.totalCount;
    console.log(
      `${row.name.padEnd(44)} ${cells} ${statements.padStart(7)} ${(matches == null ? '' : matches.toLocaleString('en')).padStart(9)}`,
    );
  }
  console.log('(ms; SQL = statements per request at each size, the same when there is no N+1)');
}
