// Admin users: REST facade (spec 7 admin users).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { PrismaClient, User } from '../../../generated/prisma/client.ts';
import { AccountStatus, Language, Role } from '../../../generated/prisma/enums.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import { readPageQuery } from '../../../platform/http/numbered-page.ts';
import * as oa from '../../../platform/http/openapi.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { issue, parseInput, restPageQuery } from '../../../platform/validation.ts';
import { accountFields, presentAccountDetails, presentAccountIdentity } from '../account/rest.ts';
import {
  ADMIN_USER_SORT_FIELDS,
  adminUsersPage,
  createUser,
  getUser,
  parseAdminUserFilter,
  setAccountStatus,
  setPremiumFlag,
  setUserRole,
} from './service.ts';

const MANAGE = 'manage:user:any' as const;
/** An account as the admin's REST views present it: chosen fields only, never hashes or tokens. */
const adminUserSchema = z
  .object({
    ...accountFields.identity,
    language: z.enum(Language),
    emailVerified: z.boolean(),
    ...accountFields.details,
    publicFlg: z.boolean(),
    premiumUserFlg: z.boolean(),
    createdAt: oa.dateTime(),
    deletionRequestedAt: oa.dateTime().nullable().meta({ description: 'When the user asked for deletion' }),
    deletedAt: oa.dateTime().nullable().meta({ description: 'When an admin confirmed the deletion' }),
  })
  .meta({ id: 'AdminUser' });

export function presentAdminUser(user: User) {
  return {
    ...presentAccountIdentity(user),
    language: user.language,
    emailVerified: user.emailVerified,
    ...presentAccountDetails(user),
    publicFlg: user.publicFlg,
    premiumUserFlg: user.premiumUserFlg,
    createdAt: user.createdAt.toISOString(),
    deletionRequestedAt: user.deletionRequestedAt?.toISOString() ?? null,
    deletedAt: user.deletedAt?.toISOString() ?? null,
  };
}

const userPageSchema = oa.cappedPageOf(adminUserSchema, 'AdminUserPage');

const direction = z
  .string()
  .transform((v) => v.trim().toUpperCase())
  .pipe(z.enum(['ASC', 'DESC'], issue('invalid_value')))
  .optional();

const listQuery = z.object({
  ...restPageQuery,
  search: z.string().optional().meta({ description: 'Words matched in first/last name, company name, e-mail or NIP' }),
  role: z.array(z.enum(Role)).optional().meta({ description: 'Repeated or comma-separated; any of them' }),
  status: z.enum(AccountStatus).optional(),
  premium: z.boolean().optional(),
  publicProfile: z.boolean().optional(),
  deletionRequested: z.boolean().optional().meta({ description: 'Asked to be deleted and not yet confirmed' }),
  sort: z
    .string()
    .transform((v) => v.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase())
    .pipe(z.enum(ADMIN_USER_SORT_FIELDS, issue('invalid_value')))
    .optional()
    .meta({
      description: 'CREATED_AT (default), NAME, EMAIL or ROLE (USER, B2B, INSTRUCTOR, ADMIN, SELLER, REGISTER)',
    }),
  direction: direction.meta({ description: 'DESC (default) or ASC' }),
});

const statusBody = z.object({ accountStatus: z.enum(AccountStatus) });
const roleBody = z.object({ role: z.enum(Role) });
const premiumBody = z.object({ premiumUserFlg: z.boolean() });
const createBody = z.object({
  email: z.string().meta({ description: 'Unique; 409 DUPLICATE_EMAIL when taken' }),
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(Language).optional().meta({ description: 'Of the account and its e-mail; default PL' }),
});

const ownLocked = [422, 'BUSINESS_RULE OWN_ACCOUNT_LOCKED: not on your own account'] as const;
const created = (what: string) =>
  oa.ok(adminUserSchema, `${what} created (ACTIVE, no password); a mail to set the password is on its way`);
const duplicate = [409, 'DUPLICATE_EMAIL: User with this email already exists'] as const;

/** Admin users under /api/v1 (spec 7 "Admin users"), admins only (manage:user:any). */
export async function usersRest(
  app: FastifyInstance,
  { prisma, config }: { prisma: PrismaClient; config: Config; storage: Storage },
): Promise<void> {
  const api = oa.rest(app);
  const tags = ['admin users'];

  api.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Every account: search, filters, sort, numbered pages (25 by default)',
        security: oa.security.read,
        querystring: listQuery,
        response: { 200: oa.ok(userPageSchema, 'One page of accounts'), ...oa.signedInRefusals(400) },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      const query = request.query as Record<string, unknown>;
      const page = readPageQuery(query);
      // The query's one name apart: `role` (repeatable) is the filter's `roles`.
      const filter = parseAdminUserFilter({ ...query, roles: query.role });
      const order = parseInput(listQuery.pick({ sort: true, direction: true }), query);
      const result = await adminUsersPage(prisma, filter, { field: order.sort, direction: order.direction }, page);
      return { ...result, items: result.items.map(presentAdminUser) };
    },
  );

  api.get<{ Params: { id: string } }>(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'One account',
        security: oa.security.read,
        params: oa.idParams('User'),
        response: { 200: oa.ok(adminUserSchema, 'The account'), ...oa.signedInRefusals(404) },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      return presentAdminUser(await getUser(prisma, request.params.id));
    },
  );

  api.put<{ Params: { id: string } }>(
    '/admin/users/:id/account-status',
    {
      schema: {
        tags,
        summary: 'Activate or deactivate an account',
        description:
          'INACTIVE ends every session and token of the user at once: their next request is refused ' +
          '(a session cookie no longer signs in; a bearer token answers 401, or 403 ACCOUNT_INACTIVE).',
        security: oa.security.write,
        params: oa.idParams('User'),
        body: statusBody,
        response: {
          200: oa.ok(adminUserSchema, 'The account after the change'),
          ...oa.bodyRefusals(404, ownLocked),
        },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, MANAGE);
      const body = (request.body ?? {}) as { accountStatus?: unknown };
      return presentAdminUser(
        await setAccountStatus(prisma, { id: viewer.user.id }, request.params.id, {
          accountStatus: body.accountStatus,
        }),
      );
    },
  );

  api.put<{ Params: { id: string } }>(
    '/admin/users/:id/role',
    {
      schema: {
        tags,
        summary: 'Change an account’s role (extension)',
        description:
          'A person’s account: USER, INSTRUCTOR, SELLER or ADMIN; a company’s stays B2B ' +
          '(422 ROLE_NOT_FOR_ACCOUNT_TYPE). Ends the user’s sessions.',
        security: oa.security.write,
        params: oa.idParams('User'),
        body: roleBody,
        response: {
          200: oa.ok(adminUserSchema, 'The account after the change'),
          ...oa.bodyRefusals(404, [422, 'BUSINESS_RULE OWN_ACCOUNT_LOCKED or ROLE_NOT_FOR_ACCOUNT_TYPE']),
        },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, MANAGE);
      const body = (request.body ?? {}) as { role?: unknown };
      return presentAdminUser(
        await setUserRole(prisma, { id: viewer.user.id }, request.params.id, { role: body.role }),
      );
    },
  );

  api.put<{ Params: { id: string } }>(
    '/admin/users/:id/premium',
    {
      schema: {
        tags,
        summary: 'Set or clear the premium flag (extension)',
        security: oa.security.write,
        params: oa.idParams('User'),
        body: premiumBody,
        response: {
          200: oa.ok(adminUserSchema, 'The account after the change'),
          ...oa.bodyRefusals(404),
        },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      const body = (request.body ?? {}) as { premiumUserFlg?: unknown };
      return presentAdminUser(await setPremiumFlag(prisma, request.params.id, { premiumUserFlg: body.premiumUserFlg }));
    },
  );

  for (const [path, role, what] of [
    ['/admin/users', 'USER', 'A student’s account (role USER)'],
    ['/admin/users/instructor', 'INSTRUCTOR', 'An instructor’s account (role INSTRUCTOR)'],
  ] as const) {
    api.post(
      path,
      {
        schema: {
          tags,
          summary: `Create ${what.replace(/^A/, 'a')}`,
          description:
            'An ACTIVE person’s account with no password. With the embedded sign-in provider the person ' +
            'is mailed a single-use link to set a password (valid 7 days); with an external provider, an ' +
            'invitation to sign in there.',
          security: oa.security.write,
          body: createBody,
          response: { 201: created(what), ...oa.bodyRefusals(duplicate) },
        },
      },
      async (request, reply) => {
        requirePermission(request, MANAGE);
        const body = (request.body ?? {}) as Record<string, unknown>;
        const user = await createUser(prisma, config, { ...body, role });
        return reply.status(201).send(presentAdminUser(user));
      },
    );
  }
}
