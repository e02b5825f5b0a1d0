import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../platform/db/database.ts';
import { LocalStorage } from '../platform/storage/local.ts';
import type { Harness } from './harness.ts';

/**
 * Another server process of the same deployment, for tests of what processes share: the whole
 * app built again on the harness's database and files, with its own memory (caches, timers) and,
 * on PostgreSQL, its own connection pool. PGlite is one process: the app shares its database object.
 */
export interface SecondApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

export async function startSecondApp(h: Harness, env: Record<string, string> = {}): Promise<SecondApp> {
  let own: Database | undefined;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const [row] = await h.db.prisma.$queryRaw<{ schema: string }[]>`SELECT current_schema() AS schema`;
    const schemaUrl = new URL(url);
    schemaUrl.searchParams.set('schema', row!.schema);
    own = await openDatabase({ databaseUrl: schemaUrl.toString(), dataDir: 'memory://' });
  }
  const db = own ?? h.db;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: h.config.DATA_DIR,
    WEB_DIST: h.config.WEB_DIST,
    ...env,
  });
  const app = await buildApp({ config, db, storage: new LocalStorage(config.storageDir) });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await own?.close();
    },
  };
}

/**
 * A load balancer for tests: forwards each request to the next backend in turn (or to the one
 * an `x-test-backend: <index>` header names), as nginx in front of several processes would.
 */
export interface RoundRobinProxy {
  origin: string;
  /** How many requests each backend got. */
  counts: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: string[], port = 0): Promise<RoundRobinProxy> {
  const counts = backends.map(() => 0);
  let next = 0;
  const server: Server = createServer((req, res) => {
    const named = Number(req.headers['x-test-backend']);
    const index = Number.isInteger(named) && backends[named] ? named : next++ % backends.length;
    counts[index]! += 1;
    const target = new URL(req.url ?? '/', backends[index]);
    const upstream = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
