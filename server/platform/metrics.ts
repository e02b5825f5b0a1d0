import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from './db/database.ts';
import { AppError } from './errors.ts';

/**
 * Prometheus metrics of this process (GET /api/metrics with `Authorization: Bearer
 * METRICS_TOKEN`). A registry per app, not prom-client's global one: each process reports its
 * own numbers (Prometheus scrapes every process and adds them up), and tests build many apps.
 * Every label takes a bounded set of values: route patterns, never raw URLs.
 */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_class'>;
  httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  graphqlDuration: Histogram<'operation' | 'type'>;
  graphqlErrors: Counter<'operation' | 'type'>;
}

/** The route label of requests no route matched (404s of any URL): one value, not one per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createMetrics(db: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const { prisma } = db;
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  const metrics: Metrics = {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status class',
      labelNames: ['method', 'route', 'status_class'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request durations until the answer was sent, by route pattern, method and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: seconds,
      registers: [registry],
    }),
    graphqlDuration: new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: 'GraphQL operation execution times, by operation name and type',
      labelNames: ['operation', 'type'],
      buckets: seconds,
      registers: [registry],
    }),
    graphqlErrors: new Counter({
      name: 'graphql_operation_errors_total',
      help: 'GraphQL operations answered with errors (invalid or failed in execution), by operation name and type',
      labelNames: ['operation', 'type'],
      registers: [registry],
    }),
  };

  // Read at scrape time only (cheap: an index on status); a failing read leaves the gauge empty
  // rather than failing the whole scrape.
  new Gauge({
    name: 'mail_outbox_unsent',
    help: 'Outbox messages not sent: pending (waiting or retrying) and failed (given up)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await prisma.mailMessage
        .groupBy({ by: ['status'], where: { status: { not: 'SENT' } }, _count: { _all: true } })
        .catch(() => null);
      if (!rows) return;
      const count = (status: string) => rows.find((row) => row.status === status)?._count._all ?? 0;
      this.set({ status: 'pending' }, count('PENDING'));
      this.set({ status: 'failed' }, count('FAILED'));
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections (PostgreSQL): total, idle, and waiting clients, per pool',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { pool, total, idle, waiting } of db.poolStats()) {
        this.set({ pool, state: 'total' }, total);
        this.set({ pool, state: 'idle' }, idle);
        this.set({ pool, state: 'waiting' }, waiting);
      }
    },
  });
  new Gauge({
    name: 'db_info',
    help: 'The database kind this process runs on (pglite: one in-process connection, no pool)',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      this.reset();
      this.set({ kind: db.kind }, 1);
    },
  });
  return metrics;
}

/**
 * The process's metrics: times every request under its route pattern (`/api/v1/courses/:id`)
 * and answers GET /api/metrics to the bearer of `token`. Returns them for the GraphQL plugin.
 */
export function registerMetrics(app: FastifyInstance, db: Database, token: string): Metrics {
  const metrics = createMetrics(db);
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: METHODS.has(request.method) ? request.method : 'other',
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
  const expected = digest(token);
  app.get('/api/metrics', async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    // Digests of equal length, compared in constant time: the answer's timing tells nothing.
    if (!timingSafeEqual(digest(given), expected))
      throw new AppError('UNAUTHENTICATED', 'A valid metrics token is required');
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  return metrics;
}

const digest = (value: string) => createHash('sha256').update(value).digest();
