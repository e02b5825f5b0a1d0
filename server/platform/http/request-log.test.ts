import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, startHarness, type Harness } from '../../test/harness.ts';

/** The access log (platform/http/request-log.ts): one line per request, written when it is answered. */
let h: Harness;
let logs: string[];

beforeAll(async () => {
  h = await startHarness({ LOG_LEVEL: 'info' });
  logs = captureLogs(h);
});
afterAll(() => h.close());

/** The parsed log lines written while `call` ran. */
async function linesOf(call: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const before = logs.length;
  await call();
  return logs.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('request log', () => {
  it('writes one line per request with its id, method, URL, client, status and response time', async () => {
    const lines = await linesOf(() => h.app.inject({ method: 'GET', url: '/api/health?probe=1' }));
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String) as unknown,
      req: { method: 'GET', url: '/api/health?probe=1', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number) as unknown,
    });
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('logs refused and unknown requests the same way, each with its own id', async () => {
    const lines = await linesOf(async () => {
      await h.app.inject({ method: 'GET', url: '/api/v1/no-such-route' });
      await h.app.inject({ method: 'GET', url: '/api/v1/admin/courses' });
    });
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed.map((l) => (l.res as { statusCode: number }).statusCode)).toEqual([404, 401]);
    expect(new Set(completed.map((l) => l.reqId)).size).toBe(2);
  });

  it('never writes credentials', async () => {
    const lines = await linesOf(() =>
      h.app.inject({
        method: 'GET',
        url: '/api/v1/courses',
        headers: { authorization: 'Bearer secret-token-123', cookie: 'session=secret-cookie-456' },
      }),
    );
    expect(lines.length).toBeGreaterThan(0);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('secret-token-123');
    expect(text).not.toContain('secret-cookie-456');
  });
});
