import { z } from 'zod';
import { sendSetPasswordLink } from '../../../auth/idp/accounts.ts';
import type { Role } from '../../../auth/permissions.ts';
import { endAllSessions } from '../../../auth/session.ts';
import type { Config } from '../../../config.ts';
import { Prisma, type PrismaClient, type User } from '../../../generated/prisma/client.ts';
import { AccountStatus, Language, Role as RoleValues } from '../../../generated/prisma/enums.ts';
import { countUpTo, EXACT_COUNT_UP_TO } from '../../../platform/db/capped-count.ts';
import { AppError, brokenRule, notFound } from '../../../platform/errors.ts';
import { email, enumOf, isUuid, issue, parseInput, queryList, requiredText } from '../../../platform/validation.ts';
import { numberedPage, type PageRequest } from '../../../platform/http/numbered-page.ts';
import { claimInvitedSeats } from '../../commerce/seats/service.ts';
import { invitationToProviderMail } from './mail.ts';
import { containsText, ilikePattern } from '../../../platform/db/text-search.ts';
import { FALLBACK_LANGUAGE } from '../../../contract/policies.ts';

/**
 * Admin users (spec 2 /admin/users, spec 7 "Admin users"): the searchable list, an account's
 * status, role and premium flag, and accounts an admin creates. Other modules import from this
 * file only.
 *
 * Deactivating ends every session and token at once (`endAllSessions`), and the viewer plugin
 * refuses an inactive account on every request, so the very next call of the user is refused.
 */

// ───────────────────────────── The list: search, filters, sort ─────────────────────────────

export const ADMIN_USER_SORT_FIELDS = ['CREATED_AT', 'NAME', 'EMAIL', 'ROLE'] as const;
export type AdminUserSortField = (typeof ADMIN_USER_SORT_FIELDS)[number];

const optionalBool = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v === '' ? undefined : v),
  z.boolean(issue('invalid_value')).nullish(),
);

/** The admin list's filter (GraphQL AdminUserFilter, REST query): every field optional. */
export const adminUserFilterSchema = z.object({
  search: z.string(issue('invalid_value')).trim().max(255, issue('max_length')).nullish(),
  roles: queryList(enumOf(RoleValues)).nullish(),
  status: z.preprocess((v) => (v === '' ? undefined : v), enumOf(AccountStatus).nullish()),
  premium: optionalBool,
  publicProfile: optionalBool,
  deletionRequested: optionalBool,
});
export type AdminUserFilter = z.output<typeof adminUserFilterSchema>;

export const parseAdminUserFilter = (input: unknown): AdminUserFilter => parseInput(adminUserFilterSchema, input ?? {});

/** A NIP as typed in a search ("PL 526-025-02-74", "5260250274"): its digits, else null. */
function nipDigits(word: string): string | null {
  const digits = word.replace(/^PL/i, '').replace(/[\s-]/g, '');
  return /^\d{3,10}$/.test(digits) ? digits : null;
}

/**
 * The WHERE of the admin list. The search is split into words; each word must match the first
 * name, last name, company name, e-mail or NIP (case-insensitive, wildcards taken literally), so
 * "jan kowalski" finds Jan Kowalski and "5260250274" a company typed with dashes.
 */
export function adminUserWhere(filter: AdminUserFilter): Prisma.UserWhereInput {
  const and: Prisma.UserWhereInput[] = [];
  for (const word of (filter.search ?? '').split(/\s+/).filter(Boolean)) {
    const contains = containsText(word);
    const digits = nipDigits(word);
    and.push({
      OR: [
        { firstName: contains },
        { lastName: contains },
        { companyName: contains },
        { email: contains },
        { nip: contains },
        ...(digits && digits !== word ? [{ nip: { contains: digits } }] : []),
      ],
    });
  }
  if (filter.roles?.length) and.push({ role: { in: filter.roles } });
  if (filter.status) and.push({ accountStatus: filter.status });
  if (filter.premium != null) and.push({ premiumUserFlg: filter.premium });
  if (filter.publicProfile != null) and.push({ publicFlg: filter.publicProfile });
  // Asked and not yet confirmed (a confirmed deletion has deletedAt).
  const asked: Prisma.UserWhereInput = { deletionRequestedAt: { not: null }, deletedAt: null };
  if (filter.deletionRequested === true) and.push(asked);
  if (filter.deletionRequested === false) and.push({ NOT: asked });
  return and.length ? { AND: and } : {};
}

/**
 * The same WHERE in SQL over `"User"` (unqualified: the connection's search_path), for the capped
 * count (`countUpTo`, which needs SQL for the planner's estimate). Kept next to `adminUserWhere`:
 * the users' tests compare the two.
 */
export function adminUserSqlWhere(filter: AdminUserFilter): Prisma.Sql {
  const and: Prisma.Sql[] = [];
  for (const word of (filter.search ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = ilikePattern(word);
    const digits = nipDigits(word);
    and.push(
      Prisma.sql`("firstName" ILIKE ${pattern} OR "lastName" ILIKE ${pattern} OR "companyName" ILIKE ${pattern} OR "email" ILIKE ${pattern} OR "nip" ILIKE ${pattern}${
        digits && digits !== word ? Prisma.sql` OR "nip" LIKE ${`%${digits}%`}` : Prisma.empty
      })`,
    );
  }
  if (filter.roles?.length)
    and.push(Prisma.sql`"role" IN (${Prisma.join(filter.roles.map((r) => Prisma.sql`${r}::"Role"`))})`);
  if (filter.status) and.push(Prisma.sql`"accountStatus" = ${filter.status}::"AccountStatus"`);
  if (filter.premium != null) and.push(Prisma.sql`"premiumUserFlg" = ${filter.premium}::boolean`);
  if (filter.publicProfile != null) and.push(Prisma.sql`"publicFlg" = ${filter.publicProfile}::boolean`);
  const asked = Prisma.sql`("deletionRequestedAt" IS NOT NULL AND "deletedAt" IS NULL)`;
  if (filter.deletionRequested === true) and.push(asked);
  if (filter.deletionRequested === false) and.push(Prisma.sql`NOT ${asked}`);
  return and.length ? Prisma.join(and, ' AND ') : Prisma.sql`TRUE`;
}

/** How many accounts match the admin filter: exact up to EXACT_COUNT_UP_TO, else the planner's estimate. */
export const countAdminUsers = (prisma: PrismaClient, filter: AdminUserFilter, upTo = EXACT_COUNT_UP_TO) =>
  countUpTo(prisma, 'User', adminUserSqlWhere(filter), upTo);

/**
 * The admin list's order; the id breaks ties, so pages never overlap or skip rows. NAME: last
 * name, first name, then company name (a company has no person's name), names missing last in
 * both directions, then the e-mail.
 */
export function adminUserOrder(
  sort: { field?: AdminUserSortField | null; direction?: 'ASC' | 'DESC' | null } | null | undefined,
): Prisma.UserOrderByWithRelationInput[] {
  const dir = sort?.direction === 'ASC' ? 'asc' : 'desc';
  switch (sort?.field ?? 'CREATED_AT') {
    case 'EMAIL':
      return [{ email: dir }, { id: dir }];
    case 'ROLE':
      return [{ role: dir }, { createdAt: dir }, { id: dir }];
    case 'NAME':
      return [
        { lastName: { sort: dir, nulls: 'last' } },
        { firstName: { sort: dir, nulls: 'last' } },
        { companyName: { sort: dir, nulls: 'last' } },
        { email: dir },
        { id: dir },
      ];
    default:
      return [{ createdAt: dir }, { id: dir }];
  }
}

/**
 * One REST page (page from 0) of the admin list, with the total of matches: exact up to
 * EXACT_COUNT_UP_TO, else the planner's estimate (`totalExact` false).
 */
export async function adminUsersPage(
  prisma: PrismaClient,
  filter: AdminUserFilter,
  sort: { field?: AdminUserSortField | null; direction?: 'ASC' | 'DESC' | null },
  pageRequest: PageRequest,
) {
  const where = adminUserWhere(filter);
  return numberedPage(
    pageRequest,
    (window) => prisma.user.findMany({ where, orderBy: adminUserOrder(sort), ...window }),
    () => countAdminUsers(prisma, filter),
  );
}

/** A user by id for an admin, or NOT_FOUND. */
export async function getUser(prisma: PrismaClient, userId: string): Promise<User> {
  const user = isUuid(userId) ? await prisma.user.findUnique({ where: { id: userId } }) : null;
  if (!user) throw notFound('User');
  return user;
}

// ───────────────────────────── Changes ─────────────────────────────

/** Who makes an admin change: an admin never locks themselves out. */
export interface AdminActor {
  id: string;
}

type Tx = Prisma.TransactionClient;

/** Locks the user's row until the transaction ends (a concurrent change waits), or NOT_FOUND. */
async function lockUser(tx: Tx, userId: string): Promise<User> {
  if (!isUuid(userId)) throw notFound('User');
  const rows = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id::text AS id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
  if (!rows.length) throw notFound('User');
  return tx.user.findUniqueOrThrow({ where: { id: userId } });
}

const statusInput = z.object({ accountStatus: enumOf(AccountStatus) });

/**
 * Activates or deactivates an account. INACTIVE ends every session and token of the user in the
 * same transaction (browser sessions, the provider's sessions and refresh tokens, and the
 * bearer tokens already issued), and every later request of an inactive account is refused.
 * Own account: OWN_ACCOUNT_LOCKED. Setting the current status changes nothing.
 */
export async function setAccountStatus(
  prisma: PrismaClient,
  actor: AdminActor,
  userId: string,
  input: { accountStatus: unknown },
): Promise<User> {
  const { accountStatus } = parseInput(statusInput, input);
  if (actor.id === userId) throw brokenRule('OWN_ACCOUNT_LOCKED');
  return prisma.$transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.accountStatus === accountStatus) return user;
    await tx.user.update({ where: { id: userId }, data: { accountStatus } });
    if (accountStatus === 'INACTIVE') await endAllSessions(tx, userId);
    return tx.user.findUniqueOrThrow({ where: { id: userId } });
  });
}

/** The roles an account of each type may hold (spec 6): a company account stays B2B. */
export const ROLES_FOR_ACCOUNT_TYPE = {
  PERSON: ['USER', 'INSTRUCTOR', 'SELLER', 'ADMIN'],
  COMPANY: ['B2B'],
} as const satisfies Record<'PERSON' | 'COMPANY', readonly Role[]>;

/** Whether `role` fits the account (an account still registering, with no type, takes none). */
export function roleFitsAccount(accountType: 'PERSON' | 'COMPANY' | null, role: Role): boolean {
  return accountType !== null && (ROLES_FOR_ACCOUNT_TYPE[accountType] as readonly Role[]).includes(role);
}

const roleInput = z.object({ role: enumOf(RoleValues) });

/**
 * Changes an account's role: a person's account takes USER, INSTRUCTOR, SELLER or ADMIN, a
 * company's stays B2B, an account still registering none (ROLE_NOT_FOR_ACCOUNT_TYPE). Own
 * account: OWN_ACCOUNT_LOCKED. A change ends the user's sessions, so the next sign-in shows
 * the new role's menus (requests read the role from the database anyway).
 */
export async function setUserRole(
  prisma: PrismaClient,
  actor: AdminActor,
  userId: string,
  input: { role: unknown },
): Promise<User> {
  const { role } = parseInput(roleInput, input);
  if (actor.id === userId) throw brokenRule('OWN_ACCOUNT_LOCKED');
  return prisma.$transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.role === role) return user;
    if (!roleFitsAccount(user.accountType, role)) throw brokenRule('ROLE_NOT_FOR_ACCOUNT_TYPE');
    const changed = await tx.user.update({ where: { id: userId }, data: { role } });
    // Becoming a student claims the seats companies assigned to this e-mail meanwhile.
    await claimInvitedSeats(tx, changed);
    await endAllSessions(tx, userId);
    return tx.user.findUniqueOrThrow({ where: { id: userId } });
  });
}

const premiumInput = z.object({ premiumUserFlg: z.boolean(issue('invalid_value')) });

/** Sets or clears the premium flag (an admin's decision; shown read-only to the user). */
export async function setPremiumFlag(
  prisma: PrismaClient,
  userId: string,
  input: { premiumUserFlg: unknown },
): Promise<User> {
  const { premiumUserFlg } = parseInput(premiumInput, input);
  await getUser(prisma, userId);
  return prisma.user.update({ where: { id: userId }, data: { premiumUserFlg } });
}

// ───────────────────────────── Creating accounts ─────────────────────────────

/** The roles an admin creates accounts with (spec 7: POST admin/users, admin/users/instructor). */
export const CREATABLE_ROLES = ['USER', 'INSTRUCTOR'] as const;

export const createUserSchema = z.object({
  email: email(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  role: enumOf(CREATABLE_ROLES),
  language: z.preprocess((v) => (v == null || v === '' ? FALLBACK_LANGUAGE : v), enumOf(Language)),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

export const duplicateEmail = () => new AppError('DUPLICATE_EMAIL', 'User with this email already exists');

/**
 * Creates an ACTIVE person's account (role USER or INSTRUCTOR, e-mail counted verified: the
 * admin vouches for it, and the first sign-in proves it) with no password, and mails the person
 * in the same transaction: with the embedded provider a single-use SET_PASSWORD link (7 days)
 * to its reset-password page; with an external OIDC provider an invitation to sign in there.
 * An e-mail already taken is DUPLICATE_EMAIL, also when two creations race (the unique index
 * decides; the loser's transaction, mail included, rolls back).
 */
export async function createUser(prisma: PrismaClient, config: Config, input: unknown): Promise<User> {
  const data = parseInput(createUserSchema, input);
  if (await prisma.user.findUnique({ where: { email: data.email }, select: { id: true } })) throw duplicateEmail();
  try {
    return await prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email: data.email,
          firstName: data.firstName,
          lastName: data.lastName,
          role: data.role,
          accountType: 'PERSON',
          accountStatus: 'ACTIVE',
          emailVerified: true,
          language: data.language,
        },
      });
      // Seats a company assigned to this e-mail before the account existed become courses now.
      await claimInvitedSeats(tx, user);
      const lang = data.language === 'EN' ? 'en' : 'pl';
      if (config.embeddedIdp) await sendSetPasswordLink(tx, config, user, lang);
      else await invitationToProviderMail(tx, config, user);
      return user;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw duplicateEmail();
    throw error;
  }
}
