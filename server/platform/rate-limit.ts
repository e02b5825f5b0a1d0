import type { PrismaClient } from '../generated/prisma/client.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (0 when allowed), for a `Retry-After` header. */
  retryAfterSeconds: number;
}

type Db = Pick<PrismaClient, '$queryRaw' | '$executeRaw'>;

/**
 * Fixed-window rate limit shared by every process: one row per key in RateLimitHit. A single
 * INSERT … ON CONFLICT DO UPDATE counts the hit atomically (no read-then-write race between
 * processes) and starts a new window when the stored one has expired. Times come from the
 * database clock (UTC, like Prisma's DateTime columns), so processes with skewed clocks agree.
 */
export async function consume(prisma: Db, key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const rows = await prisma.$queryRaw<{ count: number; retryAfter: number }[]>`
    INSERT INTO "RateLimitHit" ("key", "count", "resetAt")
    VALUES (${key}, 1, (now() AT TIME ZONE 'UTC') + ${windowMs}::int * interval '1 millisecond')
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitHit"."resetAt" <= (now() AT TIME ZONE 'UTC')
                THEN 1 ELSE "RateLimitHit"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimitHit"."resetAt" <= (now() AT TIME ZONE 'UTC')
                THEN EXCLUDED."resetAt" ELSE "RateLimitHit"."resetAt" END
    RETURNING "count"::int AS "count",
      ceil(extract(epoch FROM ("resetAt" - (now() AT TIME ZONE 'UTC'))))::int AS "retryAfter"`;
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  const allowed = Number(row.count) <= limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Number(row.retryAfter)) };
}

/** Deletes windows that have ended (housekeeping; consume() resets them anyway). */
export async function pruneRateLimits(prisma: Db): Promise<number> {
  return prisma.$executeRaw`DELETE FROM "RateLimitHit" WHERE "resetAt" <= (now() AT TIME ZONE 'UTC')`;
}
