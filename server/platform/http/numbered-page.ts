import { z } from 'zod';
import type { CappedCount } from '../db/capped-count.ts';
import { parseInput, restPageQuery } from '../validation.ts';

/** A numbered REST page asked for: `page` from 0, `size` rows (restPageQuery). */
export interface PageRequest {
  page: number;
  size: number;
}

/** A numbered REST page (openapi.ts `pageOf`): its rows, which page, its size and the total of matches. */
export interface NumberedPage<T> extends PageRequest {
  items: T[];
  total: number;
}

const pageQuery = z.object(restPageQuery);

/**
 * The `page` and `size` of a REST list's query string (restPageQuery: defaults 0 and PAGE_SIZE,
 * VALIDATION_FAILED with invalid_number outside their ranges); other parameters are left alone.
 */
export const readPageQuery = (query: unknown): PageRequest => {
  const { page, size } = (query ?? {}) as Record<string, unknown>;
  return parseInput(pageQuery, { page, size });
};

/**
 * One numbered page: `read` gets the page's window (Prisma's `skip`/`take`), `count` the matches,
 * both at once. A capped count (`countUpTo`, openapi.ts `cappedPageOf`) adds `totalExact`.
 */
export async function numberedPage<T>(
  request: PageRequest,
  read: (window: { skip: number; take: number }) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<NumberedPage<T>>;
export async function numberedPage<T>(
  request: PageRequest,
  read: (window: { skip: number; take: number }) => Promise<T[]>,
  count: () => Promise<CappedCount>,
): Promise<NumberedPage<T> & { totalExact: boolean }>;
export async function numberedPage<T>(
  { page, size }: PageRequest,
  read: (window: { skip: number; take: number }) => Promise<T[]>,
  count: () => Promise<number | CappedCount>,
): Promise<NumberedPage<T> & { totalExact?: boolean }> {
  const [items, total] = await Promise.all([read({ skip: page * size, take: size }), count()]);
  return typeof total === 'number'
    ? { items, page, size, total }
    : { items, page, size, total: total.count, totalExact: total.exact };
}
