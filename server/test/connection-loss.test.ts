import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionLost } from '../platform/db/connection-lost.ts';
import { graphql, signIn, startHarness, type Harness, type SignedIn } from './harness.ts';

// A database connection that dies under a request (a PostgreSQL restart or failover, an operator's
// pg_terminate_backend) is answered 503 with Retry-After, never a bare 500. Each case makes the
// loss certain: another connection locks the table the request reads, the request's backend is
// ended while it waits on the lock, and the lock is then released. PostgreSQL only (PGlite runs
// in the process and has no connection to lose).
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('a lost database connection on PostgreSQL', () => {
  let h: Harness;
  let admin: SignedIn;
  let locker: pg.Client;
  let appName: string;

  beforeAll(async () => {
    h = await startHarness();
    admin = await signIn(h, 'ADMIN');
    await h.db.prisma.course.create({ data: { courseType: 'THEORETICAL', title: 'Kurs A1/A3', category: 'OPEN' } });
    // The harness names its connections after its schema (test-database.ts).
    const [row] = await h.db.prisma.$queryRawUnsafe<{ name: string }[]>(
      `SELECT current_setting('application_name') AS name`,
    );
    appName = row!.name;
    locker = new pg.Client({ connectionString: url, options: `-c search_path=${appName}` });
    await locker.connect();
  });
  afterAll(async () => {
    await locker.end();
    await h.close();
  });

  /** Runs `request` while `table` is locked, ends the app's backend that waits on the lock, and returns the answer. */
  async function loseConnectionDuring<T>(table: string, request: () => Promise<T>): Promise<T> {
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE "${table}" IN ACCESS EXCLUSIVE MODE`);
    const answer = request();
    let ended = 0;
    while (ended === 0) {
      const { rows } = await locker.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE application_name = $1 AND wait_event_type = 'Lock'`,
        [appName],
      );
      ended = rows.filter((r) => r.ended).length;
      if (ended === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await locker.query('ROLLBACK');
    return answer;
  }

  it('REST: 503 SERVICE_UNAVAILABLE with Retry-After, and the next request succeeds', async () => {
    const response = await loseConnectionDuring('Course', () =>
      h.app.inject({ method: 'GET', url: '/api/v1/courses?language=PL' }),
    );
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const again = await h.app.inject({ method: 'GET', url: '/api/v1/courses?language=PL' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('the session lookup of a signed-in request: 503, not 500', async () => {
    const response = await loseConnectionDuring('Session', () =>
      h.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: admin.headers }),
    );
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
  });

  it('GraphQL: HTTP 503 with Retry-After and the code SERVICE_UNAVAILABLE', async () => {
    const response = await loseConnectionDuring('Course', () =>
      h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ courses(first: 5, language: PL) { edges { node { id } } } }' },
      }),
    );
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    const body = response.json() as { errors: { extensions: { code: string } }[] };
    expect(body.errors.map((e) => e.extensions.code)).toEqual(['SERVICE_UNAVAILABLE']);
  });

  it('a mutation whose transaction loses its connection: 503, and nothing of it is kept', async () => {
    const before = await h.db.prisma.course.count();
    const { status, body } = await loseConnectionDuring('Course', () =>
      graphql(
        h,
        `
          mutation {
            createCourse(input: { title: "Lost", courseType: THEORETICAL, withoutExamFlg: true, language: PL }) {
              id
            }
          }
        `,
        {},
        admin.headers,
      ),
    );
    expect(status, JSON.stringify(body)).toBe(503);
    expect(body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(await h.db.prisma.course.count()).toBe(before);
  });

  it('under load, connections ended again and again: answers are 200 or 503, never 500', async () => {
    const statuses = new Map<number, number>();
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const rest = await h.app.inject({ method: 'GET', url: '/api/v1/admin/users?size=10', headers: admin.headers });
        const gql = await graphql(h, '{ courses(first: 5) { edges { node { id } } } }', {}, admin.headers);
        for (const status of [rest.statusCode, gql.status]) statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (rest.statusCode === 503) expect(rest.headers['retry-after']).toBe('1');
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    for (let round = 0; round < 8; round++) {
      // Lets requests run between the rounds; this query may lose its own connection too.
      await h.db.prisma.user.count().catch((error: unknown) => expect(isConnectionLost(error)).toBe(true));
      await locker.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()`,
        [appName],
      );
    }
    stop = true;
    await Promise.all(workers);
    expect(
      [...statuses.keys()].filter((s) => s !== 200 && s !== 503),
      JSON.stringify([...statuses]),
    ).toEqual([]);
  });
});

describe('isConnectionLost', () => {
  it('knows the shapes Prisma and node-postgres report, and nothing else', () => {
    const adapterError = (cause: object) => ({ name: 'DriverAdapterError', cause });
    expect(
      isConnectionLost({ code: 'P1017', meta: { driverAdapterError: adapterError({ kind: 'ConnectionClosed' }) } }),
    ).toBe(true);
    expect(
      isConnectionLost({
        code: 'P2039',
        meta: { driverAdapterError: adapterError({ kind: 'postgres', code: '57P01' }) },
      }),
    ).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionLost({ code: 'P2002', meta: { target: ['email'] } })).toBe(false);
    expect(isConnectionLost(adapterError({ kind: 'postgres', code: '23505' }))).toBe(false);
    expect(isConnectionLost(new Error('Unique constraint failed'))).toBe(false);
    expect(isConnectionLost(null)).toBe(false);
  });
});
