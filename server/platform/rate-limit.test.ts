import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './db/test-database.ts';
import { consume, pruneRateLimits } from './rate-limit.ts';

describe('fixed-window rate limit', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.close());

  it('allows `limit` hits per window, then answers how long to wait', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consume(db.prisma, 'login:1.2.3.4', 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[0]?.retryAfterSeconds).toBe(0);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key has its own counter.
    expect((await consume(db.prisma, 'login:5.6.7.8', 3, 60_000)).allowed).toBe(true);
  });

  it('starts a new window once the old one has ended, and prunes ended windows', async () => {
    // Windows end by the database clock: move the stored end into the past instead of sleeping,
    // so the test does not depend on how fast the machine is.
    const endWindow = () =>
      db.prisma
        .$executeRaw`UPDATE "RateLimitHit" SET "resetAt" = (now() AT TIME ZONE 'UTC') - interval '1 second' WHERE "key" = 'short'`;
    expect((await consume(db.prisma, 'short', 1, 60_000)).allowed).toBe(true);
    expect((await consume(db.prisma, 'short', 1, 60_000)).allowed).toBe(false);
    expect(await pruneRateLimits(db.prisma)).toBe(0); // the window is still open
    await endWindow();
    expect(await pruneRateLimits(db.prisma)).toBeGreaterThanOrEqual(1);
    expect(await db.prisma.rateLimitHit.findUnique({ where: { key: 'short' } })).toBeNull();
    expect((await consume(db.prisma, 'short', 1, 60_000)).allowed).toBe(true);
    expect((await consume(db.prisma, 'short', 1, 60_000)).allowed).toBe(false);
    await endWindow();
    // Without pruning, the expired row is reset by the upsert itself.
    const reset = await consume(db.prisma, 'short', 1, 60_000);
    expect(reset.allowed).toBe(true);
    expect(await db.prisma.rateLimitHit.findUnique({ where: { key: 'short' } })).toMatchObject({ count: 1 });
  });

  it('counts concurrent hits atomically', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => consume(db.prisma, 'burst', 10, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(await db.prisma.rateLimitHit.findUnique({ where: { key: 'burst' } })).toMatchObject({ count: 20 });
  });
});
