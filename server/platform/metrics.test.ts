import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startHarness, type Harness } from '../test/harness.ts';
import { enqueueMail } from './mail/outbox.ts';

const TOKEN = 'metrics-test-token';
const auth = { authorization: `Bearer ${TOKEN}` };

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ METRICS_TOKEN: TOKEN });
});
afterAll(() => h.close());

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The exposition text → its samples (label values here never hold quotes or commas). */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`Not a sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

async function scrape(): Promise<Sample[]> {
  const response = await h.app.inject({ url: '/api/metrics', headers: auth });
  expect(response.statusCode).toBe(200);
  return parse(response.body);
}

/** The sum of the samples named `name` whose labels include `labels` (0 when none). */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

describe('/api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const other = await startHarness();
    try {
      const response = await other.app.inject({ url: '/api/metrics', headers: auth });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await other.close();
    }
  });

  it('answers only the bearer of the token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const response = await h.app.inject({ url: '/api/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    const response = await h.app.inject({ url: '/api/metrics', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    // Node's process metrics come with the app's own.
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts requests under their route pattern, never their URL', async () => {
    const ids = [randomUUID(), randomUUID()];
    for (const id of ids) expect((await h.app.inject(`/api/v1/courses/${id}`)).statusCode).toBe(404);
    const randomPaths = Array.from({ length: 5 }, () => `/api/no-such-${randomUUID()}`);
    for (const url of randomPaths) expect((await h.app.inject(url)).statusCode).toBe(404);

    const samples = await scrape();
    const course = { route: '/api/v1/courses/:id', method: 'GET', status_class: '4xx' };
    expect(valueOf(samples, 'http_requests_total', course)).toBe(2);
    expect(valueOf(samples, 'http_request_duration_seconds_count', course)).toBe(2);
    expect(valueOf(samples, 'http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBe(5);
    // No label holds a requested URL: the set of label values stays bounded.
    const labelValues = samples.flatMap((s) => Object.values(s.labels));
    for (const value of [...ids, ...randomPaths]) expect(labelValues.some((v) => v.includes(value))).toBe(false);
    for (const s of samples.filter((s) => s.name === 'http_requests_total')) {
      expect(s.labels.route === 'unmatched' || s.labels.route!.startsWith('/')).toBe(true);
    }
  });

  it('times GraphQL operations by name and counts the failed ones', async () => {
    // Two different documents: a visitor's repeated query may be answered from the public cache, unexecuted.
    expect((await graphql(h, 'query MetricsProbe { __typename }')).body.errors).toBeUndefined();
    expect((await graphql(h, 'query MetricsProbe { again: __typename }')).body.errors).toBeUndefined();
    expect((await graphql(h, '{ __typename }')).body.errors).toBeUndefined();
    expect((await graphql(h, 'query MetricsBroken { noSuchField }')).body.errors).toHaveLength(1);
    expect((await graphql(h, `query ${'Long'.repeat(20)} { __typename }`)).body.errors).toBeUndefined();

    const samples = await scrape();
    const probe = { operation: 'MetricsProbe', type: 'query' };
    expect(valueOf(samples, 'graphql_operation_duration_seconds_count', probe)).toBe(2);
    expect(valueOf(samples, 'graphql_operation_errors_total', probe)).toBe(0);
    expect(valueOf(samples, 'graphql_operation_duration_seconds_count', { operation: 'anonymous' })).toBe(1);
    expect(valueOf(samples, 'graphql_operation_errors_total', { operation: 'MetricsBroken' })).toBe(1);
    expect(valueOf(samples, 'graphql_operation_duration_seconds_count', { operation: 'other' })).toBe(1);
    expect(valueOf(samples, 'http_requests_total', { route: '/graphql', method: 'POST' })).toBeGreaterThanOrEqual(5);
  });

  it('reports the unsent outbox at scrape time', async () => {
    const before = valueOf(await scrape(), 'mail_outbox_unsent', { status: 'pending' });
    await enqueueMail(h.db.prisma, { to: 'metrics@example.com', subject: 'Metrics', text: 'One more' });
    await enqueueMail(h.db.prisma, { to: 'metrics@example.com', subject: 'Metrics', text: 'And another' });
    expect(valueOf(await scrape(), 'mail_outbox_unsent', { status: 'pending' })).toBe(before + 2);
  });

  it("reports the database and, on PostgreSQL, its pools' connections", async () => {
    const samples = await scrape();
    expect(valueOf(samples, 'db_info', { kind: h.db.kind })).toBe(1);
    if (h.db.kind === 'postgres') {
      expect(valueOf(samples, 'db_pool_connections', { pool: 'prisma', state: 'total' })).toBeGreaterThan(0);
      expect(samples.some((s) => s.name === 'db_pool_connections' && s.labels.state === 'waiting')).toBe(true);
    } else {
      expect(samples.some((s) => s.name === 'db_pool_connections')).toBe(false);
    }
  });
});
