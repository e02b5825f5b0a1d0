import { z } from 'zod';
import { Prisma, type PrismaClient, type PublicProfile } from '../../../generated/prisma/client.ts';
import { PublicProfileStatus, ServiceCategory } from '../../../generated/prisma/enums.ts';
import { EXCHANGE_MARKERS_MAX } from '../../../contract/policies.ts';
import { countUpTo, EXACT_COUNT_UP_TO } from '../../../platform/db/capped-count.ts';
import { forbidden, notFound, unauthenticated } from '../../../platform/errors.ts';
import { enqueueMail } from '../../../platform/mail/outbox.ts';
import {
  enumOf,
  httpUrl,
  isUuid,
  issue,
  optionalPhone,
  optionalText,
  parseInput,
  requiredText,
} from '../../../platform/validation.ts';
import { isExchangeAdmin, mayUseExchange, requireExchangeAdmin, type ExchangeViewer } from './access.ts';
import { profileRemovedMail } from './mail.ts';
import { containsText, ilikePattern } from '../../../platform/db/text-search.ts';

/**
 * Public profiles of the order exchange (issue 13; spec 3 "Public profile", 5 coordinates): one
 * business card per user, shown to everyone (visitors too) once an admin APPROVED it and while
 * the owner's `publicFlg` is on. Saving a changed card sends it back to PENDING; saving the same
 * contents (or only switching `published`) keeps its status. Admins approve, hide or remove
 * (no reason asked; the owner is e-mailed). GraphQL and REST both call here.
 */

type Db = PrismaClient | Prisma.TransactionClient;

export const SERVICE_CATEGORIES = Object.values(ServiceCategory);

// ───────────────────────────── Coordinates (spec 5) ─────────────────────────────

/** At most 14 decimals (spec 5, 9); up to 3 integer digits; an optional sign. */
const DEGREES = String.raw`[+-]?\d{1,3}(?:\.\d{1,14})?`;
const PAIR = new RegExp(String.raw`^\s*(${DEGREES})\s*,\s*(${DEGREES})\s*$`);

export interface Coordinates {
  /** Decimal degrees as typed, normalised (no "+", no trailing zeros beyond what was typed). */
  lat: string;
  lng: string;
}

/**
 * "lat, lng": a comma-separated pair of decimal degrees, each with at most 14 decimals, latitude
 * in −90..90 and longitude in −180..180. Anything else is null (the field error `invalid_value`,
 * shown as 'Invalid coordinates').
 */
export function parseCoordinates(value: unknown): Coordinates | null {
  if (typeof value !== 'string') return null;
  const match = PAIR.exec(value);
  if (!match) return null;
  const [lat, lng] = [match[1]!.replace(/^\+/, ''), match[2]!.replace(/^\+/, '')];
  if (Math.abs(Number(lat)) > 90 || Math.abs(Number(lng)) > 180) return null;
  return { lat, lng };
}

/** The pair as the form shows it: "52.2297, 21.0122". */
export const formatCoordinates = (profile: Pick<PublicProfile, 'lat' | 'lng'>) =>
  `${profile.lat.toString()}, ${profile.lng.toString()}`;

const coordinates = () =>
  z
    .string(issue('required'))
    .trim()
    .min(1, issue('required'))
    .max(100, issue('invalid_value'))
    .transform((v, ctx) => {
      const parsed = parseCoordinates(v);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: 'invalid_value' });
        return z.NEVER;
      }
      return parsed;
    });

// ───────────────────────────── The owner's card ─────────────────────────────

export const PROFILE_TEXT_MAX = { companyName: 255, shortDescription: 1000, town: 100 } as const;

export const savePublicProfileSchema = z.object({
  companyName: requiredText(PROFILE_TEXT_MAX.companyName),
  companyPhoneNumber: optionalPhone(),
  website: httpUrl(),
  skysnapLink: httpUrl(),
  shortDescription: optionalText(PROFILE_TEXT_MAX.shortDescription),
  coordinates: coordinates(),
  town: optionalText(PROFILE_TEXT_MAX.town),
  services: z
    .array(enumOf(ServiceCategory), issue('required'))
    .min(1, issue('required'))
    .max(SERVICE_CATEGORIES.length * 2, issue('invalid_value'))
    .transform((list) => SERVICE_CATEGORIES.filter((c) => list.includes(c))),
  published: z.boolean(issue('invalid_value')).nullish(),
});
export type SavePublicProfileInput = z.input<typeof savePublicProfileSchema>;

/** The viewer's own card, whatever its status; null when they have none. */
export async function myPublicProfile(db: Db, viewer: ExchangeViewer | null | undefined) {
  if (!viewer) throw unauthenticated();
  return db.publicProfile.findUnique({ where: { userId: viewer.id } });
}

const CONTENT_KEYS = [
  'companyName',
  'companyPhoneNumber',
  'website',
  'skysnapLink',
  'shortDescription',
  'town',
] as const satisfies (keyof PublicProfile)[];

/**
 * Creates or replaces the viewer's card (PENDING until an admin approves it). A card whose
 * contents change goes back to PENDING, whatever its status (an approved, hidden or removed card
 * is reviewed again); the same contents keep the status. `published` sets `User.publicFlg`
 * (absent: unchanged).
 */
export async function savePublicProfile(
  prisma: PrismaClient,
  viewer: ExchangeViewer | null | undefined,
  input: unknown,
): Promise<PublicProfile> {
  if (!viewer) throw unauthenticated();
  if (!mayUseExchange(viewer)) throw forbidden();
  const data = parseInput(savePublicProfileSchema, input);
  const fields = {
    companyName: data.companyName,
    companyPhoneNumber: data.companyPhoneNumber,
    website: data.website,
    skysnapLink: data.skysnapLink,
    shortDescription: data.shortDescription,
    town: data.town,
    lat: data.coordinates.lat,
    lng: data.coordinates.lng,
    services: data.services,
  };
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${viewer.id}::uuid FOR UPDATE`;
    const current = await tx.publicProfile.findUnique({ where: { userId: viewer.id } });
    if (typeof data.published === 'boolean') {
      await tx.user.update({ where: { id: viewer.id }, data: { publicFlg: data.published } });
    }
    if (!current) return tx.publicProfile.create({ data: { userId: viewer.id, ...fields } });
    const changed =
      CONTENT_KEYS.some((key) => current[key] !== fields[key]) ||
      !current.lat.equals(fields.lat) ||
      !current.lng.equals(fields.lng) ||
      current.services.join() !== fields.services.join();
    if (!changed) return current;
    return tx.publicProfile.update({
      where: { id: current.id },
      data: { ...fields, status: PublicProfileStatus.PENDING },
    });
  });
}

// ───────────────────────────── The public directory ─────────────────────────────

export const profileFilterSchema = z.object({
  service: enumOf(ServiceCategory).nullish(),
  town: optionalText(PROFILE_TEXT_MAX.town),
});
export type ProfileFilter = z.input<typeof profileFilterSchema>;

/** Cards anyone sees: APPROVED, the owner's public flag on, the account active and not deleted. */
export const VISIBLE_PROFILE: Prisma.PublicProfileWhereInput = {
  status: PublicProfileStatus.APPROVED,
  user: { publicFlg: true, accountStatus: 'ACTIVE', deletedAt: null },
};

/** The WHERE of the public list and map: visible cards offering `service`, in a town containing `town`. */
export function publicProfilesWhere(input: unknown): Prisma.PublicProfileWhereInput {
  const filter = parseInput(profileFilterSchema, input ?? {});
  return {
    ...VISIBLE_PROFILE,
    ...(filter.service ? { services: { has: filter.service } } : {}),
    ...(filter.town ? { town: containsText(filter.town) } : {}),
  };
}

/** By company name, `id` last so pages are stable. */
export const PROFILES_ORDER: Prisma.PublicProfileOrderByWithRelationInput[] = [{ companyName: 'asc' }, { id: 'asc' }];

/** The map's markers: the visible cards matching the filter, at most EXCHANGE_MARKERS_MAX. */
export async function profileMarkers(db: Db, input: unknown) {
  return db.publicProfile.findMany({
    where: publicProfilesWhere(input),
    orderBy: PROFILES_ORDER,
    take: EXCHANGE_MARKERS_MAX,
    select: { id: true, lat: true, lng: true, companyName: true, services: true },
  });
}

/** Whether `viewer` may read this card: a visible one anyone, others their owner or an admin. */
export function profileReadableWhere(viewer: ExchangeViewer | null | undefined): Prisma.PublicProfileWhereInput {
  if (isExchangeAdmin(viewer)) return {};
  if (viewer) return { OR: [VISIBLE_PROFILE, { userId: viewer.id }] };
  return VISIBLE_PROFILE;
}

// ───────────────────────────── Admin ─────────────────────────────

export const adminProfileFilterSchema = z.object({
  status: enumOf(PublicProfileStatus).nullish(),
  service: enumOf(ServiceCategory).nullish(),
  search: optionalText(100),
});

/** The admin's list: every card, by status filter; `search` in the company name, town or e-mail. */
export function adminPublicProfilesWhere(input: unknown): Prisma.PublicProfileWhereInput {
  const filter = parseInput(adminProfileFilterSchema, input ?? {});
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.service ? { services: { has: filter.service } } : {}),
    ...(filter.search
      ? {
          OR: [
            { companyName: containsText(filter.search) },
            { town: containsText(filter.search) },
            { user: { email: containsText(filter.search) } },
          ],
        }
      : {}),
  };
}

/** Newest changes first (pending cards to review come up), `id` last. */
export const ADMIN_PROFILES_ORDER: Prisma.PublicProfileOrderByWithRelationInput[] = [
  { updatedAt: 'desc' },
  { id: 'desc' },
];

/**
 * The same WHERE in SQL over `"PublicProfile"` (unqualified: the connection's search_path), for
 * the capped count and the searched pages. The search matches as the Prisma filter does
 * (platform/db/text-search.ts), but each part can use an index: the trigram indexes of the
 * company name and the town, and the owners' ids found by the trigram index of `User.email`
 * (`"userId" = ANY (ARRAY(…))`, evaluated once, read through the card's unique `userId` index);
 * Prisma's `user: { email }` inside the OR is a join no index serves (a scan of every card).
 * Kept next to `adminPublicProfilesWhere`: the exchange's tests compare the two.
 */
export function adminPublicProfilesSqlWhere(input: unknown): Prisma.Sql {
  const filter = parseInput(adminProfileFilterSchema, input ?? {});
  const and: Prisma.Sql[] = [];
  if (filter.status) and.push(Prisma.sql`"status" = ${filter.status}::"PublicProfileStatus"`);
  if (filter.service) and.push(Prisma.sql`${filter.service}::"ServiceCategory" = ANY ("services")`);
  if (filter.search) {
    const pattern = ilikePattern(filter.search);
    and.push(
      Prisma.sql`("companyName" ILIKE ${pattern} OR "town" ILIKE ${pattern} OR "userId" = ANY (ARRAY(SELECT "id" FROM "User" WHERE "email" ILIKE ${pattern})))`,
    );
  }
  return and.length ? Prisma.join(and, ' AND ') : Prisma.sql`TRUE`;
}

/** How many cards match the admin filter: exact up to EXACT_COUNT_UP_TO, else the planner's estimate. */
export const countAdminPublicProfiles = (db: Db, input: unknown, upTo = EXACT_COUNT_UP_TO) =>
  countUpTo(db, 'PublicProfile', adminPublicProfilesSqlWhere(input), upTo);

/**
 * With a search, the ids of one page of the admin list chosen in SQL (`adminPublicProfilesSqlWhere`,
 * ADMIN_PROFILES_ORDER), in that order, paged as Prisma pages: `take` (negative: backwards from
 * the cursor, nearest first), `cursor` (its row left out, as with `skip: 1`) or an offset `skip`.
 * The caller reads those rows by id. Null without a search: `adminPublicProfilesWhere` pages well.
 */
export async function adminPublicProfilesPageIds(
  db: Db,
  input: unknown,
  page: { take: number; cursor?: { id: string }; skip?: number },
): Promise<string[] | null> {
  const filter = parseInput(adminProfileFilterSchema, input ?? {});
  if (!filter.search) return null;
  const forward = page.take >= 0;
  const direction = forward ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  const cursor = page.cursor
    ? Prisma.sql` AND ("updatedAt", "id") ${forward ? Prisma.sql`<` : Prisma.sql`>`} (SELECT "updatedAt", "id" FROM "PublicProfile" WHERE "id" = ${page.cursor.id}::uuid)`
    : Prisma.empty;
  const offset = page.cursor ? 0 : (page.skip ?? 0);
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "PublicProfile" WHERE ${adminPublicProfilesSqlWhere(filter)}${cursor}
    ORDER BY "updatedAt" ${direction}, "id" ${direction} LIMIT ${Math.abs(page.take)}::int OFFSET ${offset}::int`;
  return rows.map((row) => row.id);
}

async function reviewedProfile(db: Db, id: string): Promise<PublicProfile> {
  const profile = isUuid(id) ? await db.publicProfile.findUnique({ where: { id } }) : null;
  if (!profile) throw notFound('Public profile');
  return profile;
}

/** An admin approves a card (from any status): it is shown while its owner keeps it published. */
export async function approvePublicProfile(prisma: PrismaClient, viewer: ExchangeViewer | null, id: string) {
  requireExchangeAdmin(viewer);
  const profile = await reviewedProfile(prisma, id);
  return prisma.publicProfile.update({
    where: { id: profile.id },
    data: { status: PublicProfileStatus.APPROVED, reviewedAt: new Date() },
  });
}

/** An admin hides a card: no longer listed; the owner sees it HIDDEN and may change it (PENDING again). */
export async function hidePublicProfile(prisma: PrismaClient, viewer: ExchangeViewer | null, id: string) {
  requireExchangeAdmin(viewer);
  const profile = await reviewedProfile(prisma, id);
  return prisma.publicProfile.update({
    where: { id: profile.id },
    data: { status: PublicProfileStatus.HIDDEN, reviewedAt: new Date() },
  });
}

/**
 * An admin removes a business card without giving a reason (spec 6): REMOVED, no longer listed,
 * and the owner is e-mailed in their language in the same transaction. The owner keeps the row
 * and may submit a changed card for review again.
 */
export async function removePublicProfile(
  prisma: PrismaClient,
  viewer: ExchangeViewer | null,
  id: string,
  publicUrl: URL,
) {
  requireExchangeAdmin(viewer);
  const profile = await reviewedProfile(prisma, id);
  return prisma.$transaction(async (tx) => {
    const removed = await tx.publicProfile.update({
      where: { id: profile.id },
      data: { status: PublicProfileStatus.REMOVED, reviewedAt: new Date() },
      include: { user: { select: { email: true, language: true, deletedAt: true } } },
    });
    if (profile.status !== PublicProfileStatus.REMOVED && !removed.user.deletedAt) {
      await enqueueMail(tx, profileRemovedMail(removed, removed.user, publicUrl));
    }
    const { user: _user, ...row } = removed;
    return row as PublicProfile;
  });
}
