import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { can, type Permission } from '../auth/permissions.ts';
import type PrismaTypes from '../generated/pothos-prisma-types.ts';
import { getDatamodel } from '../generated/pothos-prisma-types.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { AppError } from '../platform/errors.ts';
import type { RequestContext } from './context.ts';

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
  AuthScopes: { signedIn: boolean; permission: Permission };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({
      signedIn: ctx.viewer !== null,
      permission: (permission) => ctx.viewer !== null && can(ctx.viewer.user.role, permission),
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
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
  },
});

builder.scalarType('DateTime', {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('Invalid DateTime');
    return date;
  },
});

builder.scalarType('Date', {
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

builder.addScalarType('Upload', GraphQLUpload);

builder.queryType({});
builder.mutationType({});
