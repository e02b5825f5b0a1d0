import type { ArgBuilder, InputFieldMap, InputShapeFromFields, MaybePromise, OutputType } from '@pothos/core';
import type { FieldAuthScopes } from '@pothos/plugin-scope-auth';
import type { GraphQLResolveInfo } from 'graphql';
import type { CappedCount } from '../platform/db/capped-count.ts';
import { builder, type BuilderTypes } from './builder.ts';
import {
  cappedCountDescriptions,
  cappedRelayPage,
  pageArgs,
  relayPage,
  resolveTotalCount,
  resolveTotalCountExact,
  TOTAL_COUNT_DESCRIPTION,
  type ConnectionArgs,
  type PagedModel,
  type RelayPageOptions,
} from './connection.ts';
import type { RequestContext } from './context.ts';

/**
 * The schema side of Relay connections: the connection object types (`<Node>Connection` with
 * `<Node>Edge`, so every list declares its `totalCount` the same way) and the fields serving them.
 * Kept apart from connection.ts, which builder.ts imports.
 */

/** A connection of `type` with an exact, lazily counted `totalCount`. */
export const countedConnection = <Type extends OutputType<BuilderTypes>>(
  type: Type,
  name: string,
  totalCountDescription: string = TOTAL_COUNT_DESCRIPTION,
) =>
  builder.connectionObject({
    type,
    name,
    fields: (t) => ({ totalCount: t.int({ resolve: resolveTotalCount, description: totalCountDescription }) }),
  });

/** A connection of `type` served capped by the admin list `queries` (see withCappedCount). */
export const cappedCountConnection = <Type extends OutputType<BuilderTypes>>(
  type: Type,
  name: string,
  queries: string,
) => {
  const descriptions = cappedCountDescriptions(queries);
  return builder.connectionObject({
    type,
    name,
    fields: (t) => ({
      totalCount: t.int({ resolve: resolveTotalCount, description: descriptions.totalCount }),
      totalCountExact: t.boolean({ resolve: resolveTotalCountExact, description: descriptions.totalCountExact }),
    }),
  });
};

/** The rows a connection field serves: `relayPage`'s options, its model, and for capped lists their count. */
export interface ConnectionRows<Node extends { id: string }> extends RelayPageOptions {
  model: PagedModel<Node>;
  /** Given: the list is capped (`cappedCountConnection`), counted with this beside the page. */
  count?: () => Promise<CappedCount>;
}

/**
 * A connection field (`t` of a query or an object type): the Relay paging arguments plus `args`,
 * resolved with `relayPage` (`cappedRelayPage` when `rows` gives a count) over the rows `rows` picks.
 */
export function connectionField<Parent, Node extends { id: string }, Args extends InputFieldMap = Record<never, never>>(
  // Only `arg` and `field` of the field builder: matching its whole class type is too deep for tsc.
  t: { arg: ArgBuilder<BuilderTypes>; field: (options: never) => unknown },
  options: {
    /** The connection type (`countedConnection`, `cappedCountConnection`). */
    type: object;
    /** The GraphQL type of the edges' nodes, whose selection the page reads. */
    node: string;
    description: string;
    authScopes?: FieldAuthScopes<BuilderTypes, Parent, InputShapeFromFields<Args>>;
    args?: Args;
    /** On a Prisma object type: the columns of the parent `rows` reads. */
    select?: object;
    rows: (
      args: InputShapeFromFields<Args> & ConnectionArgs,
      ctx: RequestContext,
      parent: Parent,
    ) => MaybePromise<ConnectionRows<Node>>;
  },
): never {
  const { node, args, rows, ...field } = options;
  return t.field({
    ...field,
    args: { ...pageArgs(t.arg), ...args },
    resolve: async (
      parent: Parent,
      allArgs: InputShapeFromFields<Args> & ConnectionArgs,
      ctx: RequestContext,
      info: GraphQLResolveInfo,
    ) => {
      const { model, count, ...page } = await rows(allArgs, ctx, parent);
      return count
        ? cappedRelayPage(ctx, info, node, allArgs, model, { ...page, count })
        : relayPage(ctx, info, node, allArgs, model, page);
    },
  } as never) as never;
}
