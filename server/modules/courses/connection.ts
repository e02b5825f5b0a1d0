import { formatPrismaCursor, parsePrismaCursor } from '@pothos/plugin-prisma';
import { AppError } from '../../platform/errors.ts';

/**
 * Relay cursor pages over a Prisma ordering whose last key is `id` (so the order is total and a
 * cursor, the row's id, is stable). Bad arguments are the caller's mistake: VALIDATION_FAILED
 * with the argument as the field, never a database error.
 */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface CursorPage {
  take: number;
  cursor?: { id: string };
  skip?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const invalid = (field: keyof ConnectionArgs) =>
  new AppError('VALIDATION_FAILED', `Invalid connection argument: ${field}`, [{ field, code: 'invalid_value' }]);

function parseCursor(field: 'after' | 'before', cursor: string): string {
  try {
    const id = parsePrismaCursor(cursor);
    if (typeof id === 'string' && UUID.test(id)) return id;
  } catch {
    // reported below
  }
  throw invalid(field);
}

/** The Prisma `take`/`cursor`/`skip` for a page (one row more than asked, to know if more follow). */
export function cursorPage(args: ConnectionArgs, defaultSize: number, maxSize: number): CursorPage {
  const { first, after, last, before } = args;
  if (first != null && first < 0) throw invalid('first');
  if (last != null && last < 0) throw invalid('last');
  if (first != null && last != null) throw invalid('last');
  if (after != null && before != null) throw invalid('before');
  if (before != null && first != null) throw invalid('first');
  if (after != null && last != null) throw invalid('last');
  const backward = last != null || before != null;
  const size = Math.min(first ?? last ?? defaultSize, maxSize);
  const cursor = after ?? before;
  const take = backward ? -(size + 1) : size + 1;
  return cursor != null
    ? { take, cursor: { id: parseCursor(after != null ? 'after' : 'before', cursor) }, skip: 1 }
    : { take };
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: () => Promise<number>;
}

/** Wraps the rows read with `cursorPage(args)` as a Relay connection. */
export function toConnection<T extends { id: string }>(
  rows: T[],
  args: ConnectionArgs,
  page: CursorPage,
  totalCount: () => Promise<number>,
): Connection<T> {
  const backward = page.take < 0;
  const size = Math.abs(page.take) - 1;
  const more = rows.length > size;
  const nodes = more ? (backward ? rows.slice(1) : rows.slice(0, size)) : rows;
  const edges = nodes.map((node) => ({ cursor: formatPrismaCursor(node, 'id'), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: backward ? args.before != null : more,
      hasPreviousPage: backward ? more : args.after != null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
  };
}
