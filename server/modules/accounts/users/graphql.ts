import DataLoader from 'dataloader';
import { builder } from '../../../graphql/builder.ts';
import { perRequest } from '../../../graphql/loaders.ts';
import { cappedCountConnection, connectionField } from '../../../graphql/connection-schema.ts';
import type { RequestContext } from '../../../graphql/context.ts';
import { rowIdOf } from '../../../graphql/ids.ts';
import { newestFirstSortInput } from '../../../graphql/sorting.ts';
import type { Course } from '../../../generated/prisma/client.ts';
import { AccountStatus } from '../../../generated/prisma/enums.ts';
import { LanguageEnum, RoleEnum, UserRef, userPayload } from '../account/graphql.ts';
import { displayName } from '../account/service.ts';
import { UserCourseConnection } from '../../learning/learning/graphql.ts';
import { availableCoursesOf, type CourseQuery } from '../../learning/learning/service.ts';
import { NEWEST_FIRST as PURCHASES_NEWEST_FIRST } from '../../commerce/purchases/service.ts';
import { PurchaseConnection } from '../../commerce/purchases/graphql.ts';
import {
  ADMIN_USER_SORT_FIELDS,
  adminUserOrder,
  adminUserWhere,
  countAdminUsers,
  createUser,
  parseAdminUserFilter,
  setAccountStatus,
  setPremiumFlag,
  setUserRole,
} from './service.ts';

/**
 * Admin users in GraphQL (accounts contract): the searchable list, one user, the admin-only
 * fields of User (status, creation date, courses, purchases) and the admin changes. Everything
 * here needs manage:user:any; other users' accounts stay out of reach through node(id) as well
 * (User's own authScopes: the owner, or read:account:any).
 */

const MANAGE = { permission: 'manage:user:any' } as const;

export const AccountStatusEnum = builder.enumType('AccountStatus', {
  values: {
    ACTIVE: { description: 'May sign in and use the platform.' },
    INACTIVE: { description: 'Deactivated by an admin (or deleted): every request is refused.' },
  } as const satisfies Record<AccountStatus, { description: string }>,
  description: 'INACTIVE: refused on every request (sessions and tokens ended when deactivated).',
});
const AdminUserSortFieldEnum = builder.enumType('AdminUserSortField', {
  values: {
    CREATED_AT: { description: 'Registration date.' },
    NAME: { description: 'Last name, first name, company name (names missing last), then e-mail.' },
    EMAIL: { description: 'E-mail address.' },
    ROLE: { description: 'Role, in the order USER, B2B, INSTRUCTOR, ADMIN, SELLER, REGISTER.' },
  } as const satisfies Record<(typeof ADMIN_USER_SORT_FIELDS)[number], { description: string }>,
  description:
    'NAME: last name, first name, company name (names missing last), then e-mail. ' +
    'ROLE: in the order USER, B2B, INSTRUCTOR, ADMIN, SELLER, REGISTER.',
});

const actorOf = (ctx: RequestContext) => ({ id: ctx.viewer!.user.id });

/** User.availableCourses of every user in the request: one query per course selection. */
const availableCoursesLoader = perRequest(
  (ctx) =>
    new DataLoader<{ userId: string; query: CourseQuery }, Course[], string>(
      async (keys) => {
        const bySelection = new Map<string, { query: CourseQuery; userIds: string[] }>();
        for (const { userId, query } of keys) {
          const selection = JSON.stringify(query);
          const group = bySelection.get(selection) ?? { query, userIds: [] };
          group.userIds.push(userId);
          bySelection.set(selection, group);
        }
        const found = new Map<string, Course[]>();
        for (const [selection, { query, userIds }] of bySelection) {
          const courses = await availableCoursesOf<Course>(ctx.prisma, userIds, query);
          for (const [userId, list] of courses) found.set(`${userId} ${selection}`, list);
        }
        return keys.map(({ userId, query }) => found.get(`${userId} ${JSON.stringify(query)}`) ?? []);
      },
      { cacheKeyFn: ({ userId, query }) => `${userId} ${JSON.stringify(query)}` },
    ),
);

// ───────────────────────────── Admin-only fields of User ─────────────────────────────

builder.prismaObjectFields(UserRef, (t) => ({
  accountStatus: t.expose('accountStatus', {
    type: AccountStatusEnum,
    authScopes: MANAGE,
    description: 'Active or inactive (admins only).',
  }),
  createdAt: t.expose('createdAt', { type: 'DateTime', authScopes: MANAGE, description: 'Registration date.' }),
  userCourses: connectionField(t, {
    type: UserCourseConnection,
    node: 'UserCourse',
    authScopes: MANAGE,
    description: 'The user’s courses (admins), newest first.',
    select: { id: true },
    rows: (_args, ctx, user: { id: string }) => ({
      model: ctx.prisma.userCourse,
      where: { userId: user.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    }),
  }),
  availableCourses: t.prismaField({
    type: ['Course'],
    authScopes: MANAGE,
    description:
      'Courses with variants the user has no active access to, by title (admins): what may still be assigned.',
    select: { id: true },
    resolve: (query, user, _args, ctx) => availableCoursesLoader(ctx).load({ userId: user.id, query }),
  }),
  purchases: connectionField(t, {
    type: PurchaseConnection,
    node: 'Purchase',
    authScopes: MANAGE,
    description: 'The purchases the user placed (admins), newest first.',
    select: { id: true },
    rows: (_args, ctx, user: { id: string }) => ({
      model: ctx.prisma.purchase,
      where: { buyerId: user.id },
      orderBy: PURCHASES_NEWEST_FIRST,
    }),
  }),
}));

builder.prismaObjectField('UserCourse', 'seatCompanyName', (t) =>
  t.string({
    nullable: true,
    authScopes: MANAGE,
    description: 'When the course came with a company seat: the company’s name (admins); null otherwise.',
    select: {
      userResource: {
        select: { owner: { select: { firstName: true, lastName: true, email: true, companyName: true } } },
      },
    },
    resolve: (userCourse) => (userCourse.userResource ? displayName(userCourse.userResource.owner) : null),
  }),
);

// ───────────────────────────── Queries ─────────────────────────────

export const AdminUserConnection = cappedCountConnection(UserRef, 'AdminUserConnection', 'adminUsers');

const AdminUserFilterInput = builder.inputType('AdminUserFilter', {
  description: 'Which accounts to list; every field left out matches all.',
  fields: (t) => ({
    search: t.string({ description: 'Words matched in first/last name, company name, e-mail or NIP (each word).' }),
    roles: t.field({ type: [RoleEnum], description: 'Any of these roles; empty or null: all.' }),
    status: t.field({ type: AccountStatusEnum, description: 'Only accounts in this status.' }),
    premium: t.boolean({ description: 'True: only premium users; false: only the others.' }),
    publicProfile: t.boolean({ description: 'True: only users with the public-profile flag; false: only without.' }),
    deletionRequested: t.boolean({ description: 'True: asked to be deleted and not yet confirmed.' }),
  }),
});

const AdminUserSortInput = newestFirstSortInput(
  'AdminUserSort',
  'The order of the admin list of accounts.',
  AdminUserSortFieldEnum,
);

builder.queryField('adminUsers', (t) =>
  connectionField(t, {
    type: AdminUserConnection,
    node: 'User',
    authScopes: MANAGE,
    description: 'Every account (admins): search, filters and sort (newest first by default; the id breaks ties).',
    args: {
      filter: t.arg({ type: AdminUserFilterInput, description: 'Which accounts; all when left out.' }),
      sort: t.arg({ type: AdminUserSortInput, description: 'The order; newest first when left out.' }),
    },
    rows: (args, ctx) => {
      const filter = parseAdminUserFilter(args.filter ?? {});
      return {
        model: ctx.prisma.user,
        where: adminUserWhere(filter),
        orderBy: adminUserOrder(args.sort),
        count: () => countAdminUsers(ctx.prisma, filter),
      };
    },
  }),
);

builder.queryField('adminUser', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    authScopes: MANAGE,
    description: 'One account (admins); null when there is no such user.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the User.' }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.user.findUnique({ ...query, where: { id: rowIdOf(id, 'User') } }),
  }),
);

// ───────────────────────────── Mutations ─────────────────────────────

/** Payload of the admin changes: the user as it is now. */
const UserPayload = (name: string) =>
  userPayload(name, 'user', {
    description: 'The result of an admin change to an account.',
    fieldDescription: 'The account as it is now.',
  });

const SetAccountStatusInput = builder.inputType('SetAccountStatusInput', {
  description: 'An account’s new status.',
  fields: (t) => ({
    userId: t.id({ required: true, description: 'Global id of the User.' }),
    accountStatus: t.field({ type: AccountStatusEnum, required: true, description: 'The new status.' }),
  }),
});

builder.mutationField('setAccountStatus', (t) =>
  t.field({
    type: UserPayload('SetAccountStatusPayload'),
    authScopes: MANAGE,
    description:
      'Activates or deactivates an account. INACTIVE ends every session and token at once: the user’s next ' +
      'request is refused. Own account: OWN_ACCOUNT_LOCKED.',
    args: { input: t.arg({ type: SetAccountStatusInput, required: true, description: 'The account and its status.' }) },
    resolve: async (_root, { input }, ctx) => ({
      user: await setAccountStatus(ctx.prisma, actorOf(ctx), rowIdOf(input.userId, 'User'), input),
    }),
  }),
);

const SetUserRoleInput = builder.inputType('SetUserRoleInput', {
  description: 'An account’s new role.',
  fields: (t) => ({
    userId: t.id({ required: true, description: 'Global id of the User.' }),
    role: t.field({ type: RoleEnum, required: true, description: 'The new role.' }),
  }),
});

builder.mutationField('setUserRole', (t) =>
  t.field({
    type: UserPayload('SetUserRolePayload'),
    authScopes: MANAGE,
    description:
      'Changes the role: a person’s account takes USER, INSTRUCTOR, SELLER or ADMIN, a company’s stays B2B ' +
      '(ROLE_NOT_FOR_ACCOUNT_TYPE). Own account: OWN_ACCOUNT_LOCKED. Ends the user’s sessions.',
    args: { input: t.arg({ type: SetUserRoleInput, required: true, description: 'The account and its role.' }) },
    resolve: async (_root, { input }, ctx) => ({
      user: await setUserRole(ctx.prisma, actorOf(ctx), rowIdOf(input.userId, 'User'), input),
    }),
  }),
);

const SetPremiumFlagInput = builder.inputType('SetPremiumFlagInput', {
  description: 'An account’s premium flag.',
  fields: (t) => ({
    userId: t.id({ required: true, description: 'Global id of the User.' }),
    premiumUserFlg: t.boolean({
      required: true,
      description: 'True: premium (reads every job offer of the order exchange); false: not.',
    }),
  }),
});

builder.mutationField('setPremiumFlag', (t) =>
  t.field({
    type: UserPayload('SetPremiumFlagPayload'),
    authScopes: MANAGE,
    description: 'Sets or clears the premium flag.',
    args: { input: t.arg({ type: SetPremiumFlagInput, required: true, description: 'The account and the flag.' }) },
    resolve: async (_root, { input }, ctx) => ({
      user: await setPremiumFlag(ctx.prisma, rowIdOf(input.userId, 'User'), input),
    }),
  }),
);

const CreateUserInput = builder.inputType('CreateUserInput', {
  description: 'A person’s account an admin creates.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'Their e-mail (not used by another account).' }),
    firstName: t.string({ required: true, description: 'First name.' }),
    lastName: t.string({ required: true, description: 'Last name.' }),
    role: t.field({ type: RoleEnum, required: true, description: 'USER or INSTRUCTOR (others: VALIDATION_FAILED).' }),
    language: t.field({ type: LanguageEnum, description: 'Of the account and its e-mail; default PL.' }),
  }),
});

builder.mutationField('createUser', (t) =>
  t.field({
    type: UserPayload('CreateUserPayload'),
    authScopes: MANAGE,
    description:
      'Creates an active person’s account (USER or INSTRUCTOR) with no password and mails a link to set one ' +
      '(valid 7 days) — or, with an external sign-in provider, an invitation to sign in there. ' +
      'E-mail taken: DUPLICATE_EMAIL.',
    args: { input: t.arg({ type: CreateUserInput, required: true, description: 'The new account.' }) },
    resolve: async (_root, { input }, ctx) => ({ user: await createUser(ctx.prisma, ctx.config, input) }),
  }),
);
