import { Prisma } from '../../generated/prisma/client.ts';

type Db = Pick<Prisma.TransactionClient, '$queryRaw'>;

/**
 * Up to this many matches an admin list's total is counted exactly; beyond, counting every match
 * of a large table costs a scan on each page view, so the total is the planner's estimate (at
 * least this + 1) and says so (`exact: false`). Admins page by cursor 25 at a time: an exact
 * figure matters for a narrow search or filter, not for "about 1 000 000".
 */
export const EXACT_COUNT_UP_TO = 10_000;

export interface CappedCount {
  count: number;
  exact: boolean;
}

/**
 * How many rows of `table` (unqualified: the connection's search_path) match `where`: exact up to
 * `upTo`, else the planner's estimate. The admin lists (purchases, users, products, job offers,
 * provider cards) count through this one function; each keeps its WHERE in SQL next to its Prisma
 * WHERE, and its tests compare the two.
 */
export async function countUpTo(
  db: Db,
  table: string,
  where: Prisma.Sql,
  upTo = EXACT_COUNT_UP_TO,
): Promise<CappedCount> {
  const from = Prisma.raw(`"${table.replaceAll('"', '')}"`);
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${upTo + 1}::int) AS matches`;
  const exact = row!.n;
  if (exact <= upTo) return { count: exact, exact: true };
  const [plan] = await db.$queryRaw<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>`
    EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} WHERE ${where}`;
  const estimate = Math.round(plan?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
  return { count: Math.max(upTo + 1, estimate), exact: false };
}
