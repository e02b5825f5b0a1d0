// `npm run bench` part 2: the public catalogue API against a bare Fastify hello-world, both
// driven by autocannon in one run on this machine, the hello-world right before each endpoint.
// Prints requests/s, p99 and the ratio to the adjacent hello-world figure (the reference row
// shows their mean and worst p99); never fails on a figure.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import coursesPageQuery from '../../web/src/__generated__/CoursesPageQuery.graphql.ts';
import shopPageQuery from '../../web/src/__generated__/ShopPageQuery.graphql.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface ApiBenchOptions {
  /** A PostgreSQL database; the product runs in a new schema of it, dropped afterwards. */
  databaseUrl: string;
  connections: number;
  seconds: number;
}

export interface ApiResult {
  name: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  ratio: number;
  /** The serving process's CPU time (user + system) per request, microseconds. */
  cpuPerRequest: number;
  /** The hello-world's CPU per request over this one's: the ratio a CPU-bound quiet machine would show. */
  cpuRatio: number;
}

/** CPU time (user + system) a process has used, in microseconds (Linux /proc; 0 elsewhere). */
function cpuMicros(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100; // clock ticks of 1/100 s
  } catch {
    return 0;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx (or the process dies, or `ms` pass). */
export async function waitFor(url: string, child: ChildProcess, ms = 180_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Runs `body` on a new schema of the PostgreSQL database at `databaseUrl` (dropped afterwards). */
export async function withSchema<T>(databaseUrl: string, body: (url: string) => Promise<T>): Promise<T> {
  const schema = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const url = new URL(databaseUrl);
  url.searchParams.set('schema', schema);
  try {
    return await body(url.toString());
  } finally {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
}

/**
 * The product as `npm start` runs it (migrations, demo data) on `databaseUrl`, serving the web
 * build in `webDist`, on a free port. Returns its origin and a function that stops it.
 */
export async function startProduct(
  databaseUrl: string,
  webDist?: string,
): Promise<{ origin: string; pid: number | undefined; close(): Promise<void> }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      DATABASE_URL: databaseUrl,
      ...(webDist ? { WEB_DIST: webDist } : {}),
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const close = async () => {
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${origin}/api/ready`, child);
  } catch (error) {
    await close();
    throw error;
  }
  return { origin, pid: child.pid, close };
}

interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Accept-Encoding, as a browser sends it (autocannon sends none: the plain body). */
  encoding?: string;
}

type Params = { id?: string | null; text?: string | null; name: string };
const PERSISTED = path.join(root, 'web/src/__generated__/persisted-operations.json');

/** The body as the web app sends it (a persisted id), else with the query text. */
function graphql(params: Params, variables: Record<string, unknown>, persisted: boolean): string {
  if (persisted && params.id) return JSON.stringify({ documentId: params.id, operationName: params.name, variables });
  const text =
    params.text ??
    (params.id && existsSync(PERSISTED)
      ? (JSON.parse(readFileSync(PERSISTED, 'utf8')) as Record<string, string>)[params.id]
      : undefined);
  if (!text) throw new Error(`${params.name}: no query text in the Relay artifacts`);
  return JSON.stringify({ query: text, operationName: params.name, variables });
}

/** What the public pages ask for, as the web app sends it. */
const scenarios = (persisted: boolean): Scenario[] => [
  {
    name: 'GraphQL courses (CoursesPageQuery)',
    path: '/graphql',
    method: 'POST',
    body: graphql(coursesPageQuery.params, { count: 12, categories: null, language: 'PL' }, persisted),
  },
  {
    name: 'GraphQL products (ShopPageQuery)',
    path: '/graphql',
    method: 'POST',
    body: graphql(shopPageQuery.params, { count: 12, categories: null, kind: null, language: 'PL' }, persisted),
  },
  { name: 'REST GET /api/v1/courses', path: '/api/v1/courses' },
  { name: 'REST GET /api/v1/products', path: '/api/v1/products' },
  // What a browser gets: the body precompressed once per catalogue version (a tenth of the bytes).
  {
    name: 'GraphQL courses, Accept-Encoding br',
    path: '/graphql',
    method: 'POST',
    body: graphql(coursesPageQuery.params, { count: 12, categories: null, language: 'PL' }, persisted),
    encoding: 'gzip, deflate, br',
  },
  { name: 'REST GET /api/v1/courses, Accept-Encoding br', path: '/api/v1/courses', encoding: 'gzip, deflate, br' },
];

async function drive(
  origin: string,
  scenario: Scenario,
  options: ApiBenchOptions,
  seconds = options.seconds,
  pid?: number,
) {
  let errors = 0;
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    duration: seconds,
    requests: [
      {
        method: scenario.method ?? 'GET',
        path: scenario.path,
        body: scenario.body,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(scenario.encoding ? { 'accept-encoding': scenario.encoding } : {}),
        },
        // GraphQL errors come back with HTTP 200 (a compressed body is not read: its status is).
        onResponse: (status: number, body: string) => {
          if (status >= 400 || (!scenario.encoding && (body.startsWith('{"errors"') || body.includes('"errors":['))))
            errors++;
        },
      },
    ],
  });
  const cpu = cpuMicros(pid) - cpuBefore;
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: errors + result.non2xx,
    cpuPerRequest: result.requests.total > 0 ? cpu / result.requests.total : 0,
  };
}

export async function benchApi(options: ApiBenchOptions): Promise<ApiResult[]> {
  return withSchema(options.databaseUrl, async (databaseUrl) => {
    const helloPort = await freePort();
    const hello = spawn(process.execPath, [path.join(import.meta.dirname, 'hello.mjs')], {
      env: { ...process.env, PORT: String(helloPort) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const product = await startProduct(databaseUrl);
    try {
      await waitFor(`http://127.0.0.1:${helloPort}/`, hello);
      const answers = async (scenario: Scenario) => {
        const check = await fetch(`${product.origin}${scenario.path}`, {
          method: scenario.method ?? 'GET',
          body: scenario.body,
          headers: { 'content-type': 'application/json', accept: 'application/json' },
        });
        const text = await check.text();
        return check.ok && !text.includes('"errors":[') ? null : `${scenario.name}: ${check.status} ${text}`;
      };
      // Persisted operations when the server takes them (as the web app sends them), else the text.
      let list = scenarios(true);
      if (await answers(list[0]!)) list = scenarios(false);
      for (const scenario of list) {
        const failure = await answers(scenario);
        if (failure) throw new Error(failure);
      }
      // Warm-up (JIT, connection pool, caches), unmeasured.
      const helloScenario: Scenario = { name: 'hello', path: '/' };
      await drive(`http://127.0.0.1:${helloPort}`, helloScenario, options, 3);
      for (const scenario of list) await drive(product.origin, scenario, options, 3);

      // The hello-world is measured right before each endpoint and the ratio taken against that
      // figure: on a machine whose load changes over the minutes of a run, one reference
      // measured at the start would compare the last endpoint with another machine.
      const references: Awaited<ReturnType<typeof drive>>[] = [];
      const measuredRows: ApiResult[] = [];
      for (const scenario of list) {
        const reference = await drive(`http://127.0.0.1:${helloPort}`, helloScenario, options, undefined, hello.pid);
        references.push(reference);
        const measured = await drive(product.origin, scenario, options, undefined, product.pid);
        measuredRows.push({
          name: scenario.name,
          ...measured,
          ratio: measured.requestsPerSecond / reference.requestsPerSecond,
          cpuRatio: measured.cpuPerRequest > 0 ? reference.cpuPerRequest / measured.cpuPerRequest : 0,
        });
      }
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      return [
        {
          name: 'bare Fastify hello-world (mean)',
          requestsPerSecond: mean(references.map((r) => r.requestsPerSecond)),
          p99: Math.max(...references.map((r) => r.p99)),
          errors: references.reduce((n, r) => n + r.errors, 0),
          ratio: 1,
          cpuPerRequest: mean(references.map((r) => r.cpuPerRequest)),
          cpuRatio: 1,
        },
        ...measuredRows,
      ];
    } finally {
      await product.close();
      await stop(hello);
    }
  });
}

export function printApi(results: ApiResult[], options: ApiBenchOptions): void {
  console.log(
    `\nCatalogue API on PostgreSQL: autocannon, ${options.connections} connections, ${options.seconds} s each\n`,
  );
  console.log(
    `${'endpoint'.padEnd(40)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)} ${'ratio'.padStart(6)} ${'CPU µs/req'.padStart(10)} ${'CPU ratio'.padStart(9)}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(40)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${r.ratio.toFixed(3).padStart(6)} ${r.cpuPerRequest.toFixed(1).padStart(10)} ${r.cpuRatio.toFixed(3).padStart(9)}`,
    );
  }
  console.log(
    '(ratio: req/s over the adjacent hello-world run; CPU ratio: the hello-world process’s CPU time per request ' +
      'over the product’s, which the load of other processes moves much less; the database’s CPU is not in it)',
  );
}
