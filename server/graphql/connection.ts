import { formatPrismaCursor, parsePrismaCursor, queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../contract/policies.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/validation.ts';
import type { RequestContext } from './context.ts';

/**
 * Relay cursor pages over a Prisma ordering whose last key is `id` (so the order is total and a
 * cursor, the row's id, is stable under any sort). Bad arguments are the caller's mistake:
 * VALIDATION_FAILED with the argument as the field, never a database error.
 */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** The Prisma `take`/`cursor`/`skip` of a page. */
export interface PageQuery {
  take: number;
  cursor?: { id: string };
  skip?: number;
}

export interface CursorPage {
  /** Spread into `findMany`: one row more than asked, to know whether more follow. */
  query: PageQuery;
  size: number;
  backward: boolean;
}

const invalid = (field: keyof ConnectionArgs) =>
  new AppError('VALIDATION_FAILED', `Invalid connection argument: ${field}`, [{ field, code: 'invalid_value' }]);

function parseCursor(field: 'after' | 'before', cursor: string): string {
  try {
    const id = parsePrismaCursor(cursor);
    if (isUuid(id)) return id;
  } catch {
    // reported below
  }
  throw invalid(field);
}

/** The page `args` ask for: `defaultSize` rows unless `first` or `last` says, at most `maxSize`. */
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
  const take = backward ? -(size + 1) : size + 1;
  const cursor = after != null ? parseCursor('after', after) : before != null ? parseCursor('before', before) : null;
  return { size, backward, query: cursor != null ? { take, cursor: { id: cursor }, skip: 1 } : { take } };
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  /** Counted only when the client asks for `totalCount`. */
  totalCount: () => Promise<number>;
}

/** Wraps the rows read with `cursorPage(args).query` as a Relay connection. */
export function toConnection<T extends { id: string }>(
  rows: T[],
  page: CursorPage,
  totalCount: () => Promise<number>,
): Connection<T> {
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

/** Resolves the `totalCount` field of a connection object made by `toConnection`. */
export const resolveTotalCount = (connection: object) =>
  (connection as Pick<Connection<unknown>, 'totalCount'>).totalCount();

/** What `relayPage` needs of a Prisma model (`ctx.prisma.course`, `ctx.prisma.product`, …). */
export interface PagedModel<T> {
  findMany(args: {
    where?: object;
    orderBy: object[];
    take: number;
    cursor?: { id: string };
    skip?: number;
  }): Promise<T[]>;
  count(args: { where?: object }): Promise<number>;
}

/**
 * The one way to serve a Relay connection of database rows: the page the arguments ask for
 * (PAGE_SIZE rows by default, at most MAX_PAGE_SIZE; bad cursors and sizes are VALIDATION_FAILED),
 * read with the selection the client asked for under `edges.node`, and a lazy `totalCount`.
 * `orderBy` must end with `id`, so cursors stay stable under any sort.
 */
export async function relayPage<T extends { id: string }>(
  ctx: RequestContext,
  info: GraphQLResolveInfo,
  typeName: string,
  args: ConnectionArgs,
  model: PagedModel<T>,
  { where, orderBy }: { where?: object; orderBy: object[] },
): Promise<Connection<T>> {
  const page = cursorPage(args, PAGE_SIZE, MAX_PAGE_SIZE);
  const selection = queryFromInfo({ context: ctx, info, typeName, paths: [['edges', 'node']] });
  const rows = await model.findMany({ ...selection, where, orderBy, ...page.query });
  return toConnection(rows, page, () => model.count({ where }));
}
