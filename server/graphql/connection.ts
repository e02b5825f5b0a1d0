import type { ArgBuilder } from '@pothos/core';
import { formatPrismaCursor, parsePrismaCursor, queryFromInfo } from '@pothos/plugin-prisma';
import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../contract/policies.ts';
import type { BuilderTypes } from './builder.ts';
import { EXACT_COUNT_UP_TO, type CappedCount } from '../platform/db/capped-count.ts';
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

/** What the Relay paging arguments mean (schema.graphql, GraphiQL's docs). */
export const PAGE_ARG_DESCRIPTIONS = {
  first: `Page size counting forwards from \`after\` (or the start): ${PAGE_SIZE} when not given, at most ${MAX_PAGE_SIZE}.`,
  after: 'Cursor of the item after which the page starts (an edge’s `cursor`, or `pageInfo.endCursor`).',
  last: `Page size counting backwards from \`before\` (or the end): at most ${MAX_PAGE_SIZE}.`,
  before: 'Cursor of the item before which the page ends (an edge’s `cursor`, or `pageInfo.startCursor`).',
} satisfies Record<keyof ConnectionArgs, string>;

/** The Relay paging arguments of a connection field (`args: { ...pageArgs(t.arg), … }`). */
export const pageArgs = (arg: ArgBuilder<BuilderTypes>) => ({
  first: arg.int({ description: PAGE_ARG_DESCRIPTIONS.first }),
  after: arg.string({ description: PAGE_ARG_DESCRIPTIONS.after }),
  last: arg.int({ description: PAGE_ARG_DESCRIPTIONS.last }),
  before: arg.string({ description: PAGE_ARG_DESCRIPTIONS.before }),
});

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
  // Refused, not clamped (as REST's `size`); useBreadthLimits refuses it before execution already.
  if (first != null && first > maxSize) throw invalid('first');
  if (last != null && last > maxSize) throw invalid('last');
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

/** The description of an exact `totalCount`. */
export const TOTAL_COUNT_DESCRIPTION = 'How many items the whole list has (every page), counted when asked for.';

/** Resolves the `totalCount` field of a connection object made by `toConnection`. */
export const resolveTotalCount = (connection: object) =>
  (connection as Pick<Connection<unknown>, 'totalCount'>).totalCount();

/** Whether the client selected one of `names` directly under the current field (fragments included). */
export function selectsAny(info: GraphQLResolveInfo, names: string[]): boolean {
  const visit = (set: SelectionSetNode | undefined, seen: Set<string>): boolean =>
    (set?.selections ?? []).some((node) => {
      if (node.kind === 'Field') return names.includes(node.name.value);
      if (node.kind === 'InlineFragment') return visit(node.selectionSet, seen);
      const fragment: FragmentDefinitionNode | undefined = info.fragments[node.name.value];
      if (!fragment || seen.has(fragment.name.value)) return false;
      seen.add(fragment.name.value);
      return visit(fragment.selectionSet, seen);
    });
  return info.fieldNodes.some((field: FieldNode) => visit(field.selectionSet, new Set()));
}

/** A connection whose total is capped (`countUpTo`): exact up to EXACT_COUNT_UP_TO, else estimated. */
export interface CappedConnection<T> extends Connection<T> {
  totalCountExact: () => Promise<boolean>;
}

/**
 * An admin list's page with its capped count (`countUpTo`, the one counting of the admin lists):
 * when the client asks for `totalCount` or `totalCountExact`, the count runs beside the page
 * (another connection of the pool; PGlite queues it) instead of after it.
 */
export async function withCappedCount<T>(
  info: GraphQLResolveInfo,
  count: () => Promise<CappedCount>,
  page: () => Promise<Connection<T>>,
): Promise<CappedConnection<T>> {
  let counting = selectsAny(info, ['totalCount', 'totalCountExact']) ? count() : undefined;
  counting?.catch(() => undefined); // awaited below; a failed page must not leave it unhandled
  const counted = () => (counting ??= count());
  const connection = await page();
  return {
    ...connection,
    totalCount: async () => (await counted()).count,
    totalCountExact: async () => (await counted()).exact,
  };
}

/** Resolves `totalCountExact`: false when `totalCount` is an estimate; true for uncapped connections. */
export const resolveTotalCountExact = (connection: object) =>
  (connection as Partial<CappedConnection<unknown>>).totalCountExact?.() ?? true;

/** The descriptions of `totalCount` and `totalCountExact` on a connection served capped by `queries`. */
export const cappedCountDescriptions = (queries: string) => ({
  totalCount:
    `In ${queries}: exact up to ${EXACT_COUNT_UP_TO.toLocaleString('en')} matches, ` +
    'beyond that the database’s estimate (see totalCountExact). Elsewhere always exact.',
  totalCountExact: `False when totalCount is an estimate (${queries} with many matches: show it as “about”).`,
});

/** What `relayPage` needs of a Prisma model (`ctx.prisma.course`, `ctx.prisma.product`, …). */
export interface PagedModel<T> {
  findMany(args: {
    where?: object;
    orderBy: object[];
    take?: number;
    cursor?: { id: string };
    skip?: number;
  }): Promise<T[]>;
  count(args: { where?: object }): Promise<number>;
}

/** Which rows `relayPage` serves, in which order, and how their page is chosen. */
export interface RelayPageOptions {
  where?: object;
  orderBy: object[];
  pageIds?: (query: PageQuery) => Promise<string[] | null>;
}

/**
 * The one way to serve a Relay connection of database rows: the page the arguments ask for
 * (PAGE_SIZE rows by default, at most MAX_PAGE_SIZE; bad cursors and sizes are VALIDATION_FAILED),
 * read with the selection the client asked for under `edges.node`, and a lazy `totalCount`.
 * `orderBy` must end with `id`, so cursors stay stable under any sort. `pageIds`, when it gives
 * ids (not null), chose the page's rows elsewhere (in SQL: same WHERE, order and page, with the
 * extra row that tells whether more follow); they are then read by id with the selection.
 */
export async function relayPage<T extends { id: string }>(
  ctx: RequestContext,
  info: GraphQLResolveInfo,
  typeName: string,
  args: ConnectionArgs,
  model: PagedModel<T>,
  { where, orderBy, pageIds }: RelayPageOptions,
): Promise<Connection<T>> {
  const page = cursorPage(args, PAGE_SIZE, MAX_PAGE_SIZE);
  const selection = queryFromInfo({ context: ctx, info, typeName, paths: [['edges', 'node']] });
  const ids = pageIds ? await pageIds(page.query) : null;
  const rows = ids
    ? await model.findMany({ ...selection, where: { id: { in: ids } }, orderBy })
    : await model.findMany({ ...selection, where, orderBy, ...page.query });
  return toConnection(rows, page, () => model.count({ where }));
}

/** An admin list's `relayPage` with its capped `count` (withCappedCount): the rows of a capped connection. */
export const cappedRelayPage = <T extends { id: string }>(
  ctx: RequestContext,
  info: GraphQLResolveInfo,
  typeName: string,
  args: ConnectionArgs,
  model: PagedModel<T>,
  { count, ...options }: RelayPageOptions & { count: () => Promise<CappedCount> },
): Promise<CappedConnection<T>> =>
  withCappedCount(info, count, () => relayPage(ctx, info, typeName, args, model, options));
