import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin, { decodeGlobalID, resolveNodes } from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import type { Permission } from '../auth/permissions.ts';
import { viewerCan, viewerCanFor } from '../auth/viewer-can.ts';
import type PrismaTypes from '../generated/pothos-prisma-types.ts';
import { getDatamodel } from '../generated/pothos-prisma-types.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/validation.ts';
import { PAGE_ARG_DESCRIPTIONS } from './connection.ts';
import type { RequestContext } from './context.ts';

/**
 * A node whose row does not exist is null (prismaNode loads with findUniqueOrThrow, whose
 * "record not found" would otherwise be an INTERNAL error). Each id of `nodes` loads on its own,
 * so one missing row nulls only its entry.
 */
const nullWhenMissing = (error: unknown) => {
  if ((error as { code?: unknown } | null)?.code === 'P2025') return null;
  throw error;
};

/**
 * Global ids the relay plugin decodes (`node`, `nodes`, `t.arg.globalID`): every node's id is a
 * UUID, so a malformed id, a non-UUID id or an unknown type is the caller's mistake
 * (BAD_REQUEST), never a database or schema error.
 */
function decodeNodeId(globalID: string): { typename: string; id: string } {
  let decoded: { typename: string; id: string } | undefined;
  try {
    decoded = decodeGlobalID(globalID);
  } catch {
    // reported below
  }
  if (!decoded || !isUuid(decoded.id) || !isObjectType(decoded.typename)) {
    throw new AppError('BAD_REQUEST', 'Malformed ID: not an id this API issued');
  }
  return decoded;
}

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: RequestContext;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    /** A calendar date `YYYY-MM-DD` (stored as a PostgreSQL date, i.e. midnight UTC). */
    Date: { Input: Date; Output: Date };
    Upload: { Input: Promise<FileUpload>; Output: never };
    ID: { Input: string; Output: string | number };
  };
  AuthScopes: {
    signedIn: boolean;
    permission: Permission;
    /** An `…:own` permission on a thing owned by `ownerId` (see `canFor`). */
    owner: { permission: Permission; ownerId: string | null };
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({
      signedIn: ctx.viewer !== null,
      permission: (permission) => viewerCan(ctx.viewer, permission),
      owner: ({ permission, ownerId }) => viewerCanFor(ctx.viewer, permission, ownerId === ctx.viewer?.user.id),
    }),
    // One message and code for every refusal; a signed-out caller is told to sign in.
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer
        ? new AppError('FORBIDDEN', 'You do not have access to this page.')
        : new AppError('UNAUTHENTICATED', 'Sign in to continue'),
  },
  prisma: {
    client: (ctx) => ctx.prisma as PrismaClient,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
    defaultConnectionSize: 25,
    maxConnectionSize: 100,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Descriptions of the types and fields the plugin makes (schema.graphql, GraphiQL's docs).
    idFieldOptions: { description: 'Global id: opaque; load it with `node(id:)` and pass it where an ID is asked.' },
    nodeTypeOptions: { description: 'An object with a global id, loadable by `node(id:)` or `nodes(ids:)`.' },
    pageInfoTypeOptions: { description: 'Where a page of a cursor-paginated list lies in the whole list.' },
    hasNextPageFieldOptions: { description: 'Whether items follow this page (ask again with `after: endCursor`).' },
    hasPreviousPageFieldOptions: {
      description: 'Whether items precede this page (ask again with `before: startCursor`).',
    },
    startCursorFieldOptions: { description: 'The cursor of the first item of the page; null for an empty page.' },
    endCursorFieldOptions: { description: 'The cursor of the last item of the page; null for an empty page.' },
    defaultConnectionTypeOptions: {
      description: 'One page of a cursor-paginated list (Relay connection): its items and where the page lies.',
    },
    defaultEdgeTypeOptions: { description: 'One item of a page with its cursor.' },
    edgesFieldOptions: { nullable: false, description: 'The items of the page, in the list’s order.' },
    pageInfoFieldOptions: { description: 'Whether more items precede or follow the page, and its cursors.' },
    cursorFieldOptions: {
      description: 'Opaque cursor of this item: pass it as `after` or `before` to page from here.',
    },
    nodeFieldOptions: { nullable: false, description: 'The item.' },
    firstArgOptions: { description: PAGE_ARG_DESCRIPTIONS.first },
    afterArgOptions: { description: PAGE_ARG_DESCRIPTIONS.after },
    lastArgOptions: { description: PAGE_ARG_DESCRIPTIONS.last },
    beforeArgOptions: { description: PAGE_ARG_DESCRIPTIONS.before },
    decodeGlobalID: decodeNodeId,
    nodeQueryOptions: {
      description: 'The object with this global id, or null when none has it.',
      args: { id: { description: 'A global id, as any `id` field of a Node gives it.' } },
      resolve: (_root, args, _ctx, _info, resolve) => Promise.resolve(resolve(args.id)).catch(nullWhenMissing),
    },
    nodesQueryOptions: {
      description: 'The objects with these global ids, in the same order; null for each that does not exist.',
      args: { ids: { description: 'Global ids, as `id` fields of Nodes give them.' } },
      resolve: (_root, args, ctx, info) =>
        Promise.all(
          args.ids.map((id) =>
            loadNodes(ctx, info, [id])
              .then((nodes) => nodes[0])
              .catch(nullWhenMissing),
          ),
        ),
    },
  },
});

/** The relay plugin's loader of nodes by decoded id. */
function loadNodes(
  ctx: RequestContext,
  info: GraphQLResolveInfo,
  ids: { typename: string; id: string }[],
): Promise<unknown[]> {
  return resolveNodes(builder, ctx, info, ids);
}

/** Whether `typename` names an object type of the schema. */
function isObjectType(typename: string): boolean {
  try {
    builder.configStore.getTypeConfig(typename, 'Object');
    return true;
  } catch {
    return false;
  }
}

builder.scalarType('DateTime', {
  description: 'An instant as an ISO 8601 string in UTC, e.g. `2026-03-01T09:30:00.000Z`.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('Invalid DateTime');
    return date;
  },
});

builder.scalarType('Date', {
  description: 'A calendar date `YYYY-MM-DD` (no time of day, no time zone).',
  serialize: (value) => value.toISOString().slice(0, 10),
  parseValue: (value) => {
    const text = String(value);
    const date = new Date(`${text}T00:00:00.000Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
      throw new AppError('VALIDATION_FAILED', 'Invalid date', [{ field: '', code: 'invalid_value' }]);
    }
    return date;
  },
});

/** The builder's schema types, for helpers typed by a field or argument builder. */
export type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

builder.addScalarType('Upload', GraphQLUpload);

builder.queryType({ description: 'What may be read. Fields say who may read them; global ids are opaque.' });
builder.mutationType({ description: 'What may be changed. Fields say who may call them and which errors they give.' });
