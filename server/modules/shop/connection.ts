import { formatPrismaCursor, parsePrismaCursor } from '@pothos/plugin-prisma';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from './service.ts';

/**
 * Relay cursor pages over a Prisma ordering that ends with `id` (a total order, so a cursor, the
 * row's id, is stable under any sort). Bad arguments are the caller's mistake: VALIDATION_FAILED
 * naming the argument, never a database error.
 */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface PageQuery {
  take: number;
  cursor?: { id: string };
  skip?: number;
}

interface Page {
  query: PageQuery;
  size: number;
  backward: boolean;
}

const invalid = (field: keyof ConnectionArgs) =>
  new AppError('VALIDATION_FAILED', `Invalid connection argument: ${field}`, [{ field, code: 'invalid_value' }]);

function cursorId(field: 'after' | 'before', cursor: string): string {
  try {
    const id = parsePrismaCursor(cursor);
    if (isUuid(id)) return id;
  } catch {
    // reported below
  }
  throw invalid(field);
}

/** The Prisma take/cursor/skip of a page: one row more than asked, to know whether more follow. */
export function pageOf(args: ConnectionArgs, defaultSize: number, maxSize: number): Page {
  const { first, after, last, before } = args;
  if (first != null && first < 0) throw invalid('first');
  if (last != null && last < 0) throw invalid('last');
  if (first != null && last != null) throw invalid('last');
  if (after != null && before != null) throw invalid('before');
  if (first != null && before != null) throw invalid('first');
  if (last != null && after != null) throw invalid('last');
  const backward = last != null || before != null;
  const size = Math.min(first ?? last ?? defaultSize, maxSize);
  const take = backward ? -(size + 1) : size + 1;
  const cursor = after != null ? cursorId('after', after) : before != null ? cursorId('before', before) : null;
  return { size, backward, query: cursor ? { take, cursor: { id: cursor }, skip: 1 } : { take } };
}

/** The Relay connection of the rows a `pageOf` query returned (plus a lazy total count). */
export function toConnection<T extends { id: string }>(rows: T[], page: Page, totalCount: () => Promise<number>) {
  const more = rows.length > page.size;
  const nodes = !more ? rows : page.backward ? rows.slice(rows.length - page.size) : rows.slice(0, page.size);
  const edges = nodes.map((node) => ({ cursor: formatPrismaCursor(node, 'id'), node }));
  const fromCursor = page.query.cursor !== undefined;
  return {
    edges,
    pageInfo: {
      hasNextPage: page.backward ? fromCursor : more,
      hasPreviousPage: page.backward ? more : fromCursor,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
  };
}
