import { z } from 'zod';
import { can, type Role } from '../../../auth/permissions.ts';
import type { Course, CourseVariant, Prisma, PrismaClient, StoredFile } from '../../../generated/prisma/client.ts';
import {
  CourseCategory,
  CourseType,
  CourseVariantType,
  ExamDuration,
  Language,
  Visibility,
} from '../../../generated/prisma/enums.ts';
import { AppError, brokenRule, notFound } from '../../../platform/errors.ts';
import { numberedPage, type NumberedPage } from '../../../platform/http/numbered-page.ts';
import { FALLBACK_LANGUAGE, PAGE_SIZE } from '../../../contract/policies.ts';
import {
  calendarDate,
  enumOf,
  isUuid,
  issue,
  optionalText,
  parseInput,
  parsePartial,
  price,
  queryEnum,
  queryList,
  requiredText,
  restPageQuery,
  richText,
  typed,
  vatRate,
  wholeNumber,
} from '../../../platform/validation.ts';
import { deleteStoredFiles, saveAfterCheck, type FilesDeps, type IncomingFile } from '../../content/files/service.ts';
import { copyCourseContent, courseMediaFileIds, releaseLessonMedia } from '../../learning/learning/service.ts';
import { copyExamQuestions } from '../../exams/exams/service.ts';
import { omnibusPrices, priceAllowed, recordPriceChange } from '../pricing/service.ts';
import { hasText } from '../../../platform/language.ts';
import { containsText } from '../../../platform/db/text-search.ts';

/**
 * Courses of the catalogue (spec 3 Course): who sees which course, the admin's edits with the
 * contract's field limits, variant prices with their Omnibus history, duplicate and delete.
 * No HTTP and no GraphQL here: graphql.ts and rest.ts present what these functions return.
 */

/** Database, storage, and the upload limit for the highlight picture (config UPLOAD_MAX_BYTES). */
export type CourseDeps = FilesDeps;

export const COURSE_PICTURE_PURPOSE = 'COURSE_IMAGE';

/** Variants are always read in the enum's order (PostgreSQL sorts enums by declaration). */
export const VARIANTS_ORDER = { orderBy: { variant: 'asc' } } satisfies Prisma.Course$variantsArgs;

// ───────────────────────────── Visibility ─────────────────────────────

/** Listed in the public catalogue: SOON courses appear as "coming soon". */
export const LISTED_VISIBILITIES: readonly Visibility[] = ['PUBLIC', 'SOON'];
/** May be put in a cart: PUBLIC, and LANDING (reachable by link only), with at least one variant. */
export const BUYABLE_VISIBILITIES: readonly Visibility[] = ['PUBLIC', 'LANDING'];

export function isBuyable(course: { visibility: Visibility; variants: readonly unknown[] }): boolean {
  return BUYABLE_VISIBILITIES.includes(course.visibility) && course.variants.length > 0;
}

export function lowestPrice(variants: readonly { priceGross: number }[]): number | null {
  return variants.length ? Math.min(...variants.map((v) => v.priceGross)) : null;
}

/**
 * The one PRIVATE-course rule: whoever may manage the catalogue also sees PRIVATE drafts;
 * everyone else sees the rest. A filter on Course rows for `role` (null: a visitor).
 */
export const coursesVisibleTo = (role: Role | null | undefined): Prisma.CourseWhereInput =>
  can(role, 'manage:catalogue:any') ? {} : { visibility: { not: 'PRIVATE' } };

/**
 * The filter for one course's details as `role` may see them (null role: a visitor): PUBLIC,
 * SOON and LANDING for anyone, PRIVATE only for catalogue managers. Null when the id names no row.
 */
export function visibleCourseWhere(id: string, role: Role | null | undefined): Prisma.CourseWhereUniqueInput | null {
  if (!isUuid(id)) return null;
  return { id, ...coursesVisibleTo(role) } as Prisma.CourseWhereUniqueInput;
}

// ───────────────────────────── Listings ─────────────────────────────

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

export interface PublicListFilters {
  language: Language;
  categories: CourseCategory[];
}

/** Public listing: PUBLIC and SOON courses in one language, optionally of some categories (OR). */
export function publicCoursesWhere({ language, categories }: PublicListFilters): Prisma.CourseWhereInput {
  return {
    visibility: { in: [...LISTED_VISIBILITIES] },
    language,
    ...(categories.length ? { category: { in: categories } } : {}),
  };
}

/** Newest first; the id breaks ties so cursors and pages are stable. */
export const PUBLIC_ORDER: Prisma.CourseOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** An unknown or missing language falls back to the policy's (Polish). */
const languageOrFallback = z.preprocess(
  (v) => (typeof v === 'string' && v.trim().toUpperCase() === 'EN' ? 'EN' : FALLBACK_LANGUAGE),
  enumOf(Language),
);

export const publicListQuery = z.object({
  lang: languageOrFallback,
  category: queryList(queryEnum(CourseCategory)),
  page: restPageQuery.page,
});

export type Page<T> = NumberedPage<T>;

/** REST `GET courses?category=&lang=&page=` (pages of 25, numbered from 0). */
export async function listPublicCourses(prisma: PrismaClient, query: unknown): Promise<Page<CourseView>> {
  const q = parseInput(publicListQuery, query ?? {});
  const where = publicCoursesWhere({ language: q.lang, categories: q.category });
  const page = await numberedPage(
    { page: q.page, size: PAGE_SIZE },
    (window) => prisma.course.findMany({ where, orderBy: PUBLIC_ORDER, ...window, include: COURSE_VIEW_INCLUDE }),
    () => prisma.course.count({ where }),
  );
  return { ...page, items: await withOmnibus(prisma, page.items) };
}

/** A course as a questionnaire result shows it (title, category, picture, the 'from' price). */
export interface PublicCourseCard {
  id: string;
  title: string;
  category: CourseCategory;
  language: Language;
  highlightImageId: string | null;
  lowestPriceGross: number | null;
}

const CARD_SELECT = {
  id: true,
  title: true,
  category: true,
  language: true,
  highlightImageId: true,
  variants: { select: { priceGross: true } },
} satisfies Prisma.CourseSelect;

const toCard = ({
  variants,
  ...course
}: Prisma.CourseGetPayload<{ select: typeof CARD_SELECT }>): PublicCourseCard => ({
  ...course,
  lowestPriceGross: lowestPrice(variants),
});

/**
 * For the home questionnaire: the course a category stands for in `language`, i.e. the first
 * PUBLIC course of that category in the catalogue's order (newest first), or null when the
 * category has none in that language. SOON, LANDING and PRIVATE courses are never proposed.
 */
export async function publicCourseOfCategory(
  prisma: PrismaClient,
  category: CourseCategory,
  language: Language,
): Promise<PublicCourseCard | null> {
  const course = await prisma.course.findFirst({
    where: { visibility: 'PUBLIC', category, language },
    orderBy: PUBLIC_ORDER,
    select: CARD_SELECT,
  });
  return course ? toCard(course) : null;
}

/**
 * For the home questionnaire: course `id` as a reader of `language` should get it: the course
 * itself when it is PUBLIC in that language, else its PUBLIC twin in that language, else null.
 */
export async function publicCourseInLanguage(
  prisma: PrismaClient,
  id: string,
  language: Language,
): Promise<PublicCourseCard | null> {
  if (!isUuid(id)) return null;
  const course = await prisma.course.findFirst({
    where: { visibility: 'PUBLIC', language, OR: [{ id }, { twinId: id }] },
    orderBy: PUBLIC_ORDER,
    select: CARD_SELECT,
  });
  return course ? toCard(course) : null;
}

/** What naming a course in a reader's language needs (see `courseTitleIn`). */
export const TITLE_IN_LANGUAGE_SELECT = {
  title: true,
  language: true,
  twin: { select: { title: true, language: true } },
} as const satisfies Prisma.CourseSelect;

/** The course's title for a reader of `language`: its twin's when the twin is in that language, else its own. */
export function courseTitleIn(
  course: Prisma.CourseGetPayload<{ select: typeof TITLE_IN_LANGUAGE_SELECT }>,
  language: Language,
): string {
  return course.language !== language && course.twin?.language === language ? course.twin.title : course.title;
}

/** The ids among `ids` that name a course (any visibility): for editors that point at courses. */
export async function existingCourseIds(prisma: PrismaClient, ids: readonly string[]): Promise<Set<string>> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (!valid.length) return new Set();
  const rows = await prisma.course.findMany({ where: { id: { in: valid } }, select: { id: true } });
  return new Set(rows.map((row) => row.id));
}

export const ADMIN_SORT_FIELDS = ['TITLE', 'CREATED_AT', 'START_DATE', 'CATEGORY', 'VISIBILITY'] as const;
export type AdminSortField = (typeof ADMIN_SORT_FIELDS)[number];
export type SortDirection = 'ASC' | 'DESC';

export interface AdminListFilters {
  search?: string | null;
  categories?: CourseCategory[] | null;
  visibilities?: Visibility[] | null;
  language?: Language | null;
  courseType?: CourseType | null;
}

/** Admin table: every course; title search (case-insensitive) and filters, all optional. */
export function adminCoursesWhere(filters: AdminListFilters): Prisma.CourseWhereInput {
  const search = filters.search?.trim();
  return {
    ...(search ? { title: containsText(search) } : {}),
    ...(filters.categories?.length ? { category: { in: filters.categories } } : {}),
    ...(filters.visibilities?.length ? { visibility: { in: filters.visibilities } } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.courseType ? { courseType: filters.courseType } : {}),
  };
}

/**
 * Admin table order; the id is the last key so equal values keep a stable order for cursors.
 * Courses without a start date come last in both directions. Categories and visibilities sort
 * in their enum order (PARTICULAR, OPEN, TECHNICAL, CERTIFIED; PUBLIC, PRIVATE, LANDING, SOON).
 */
export function adminCoursesOrderBy(
  sortBy: AdminSortField = 'CREATED_AT',
  direction: SortDirection = 'DESC',
): Prisma.CourseOrderByWithRelationInput[] {
  const dir: Prisma.SortOrder = direction === 'ASC' ? 'asc' : 'desc';
  const first: Prisma.CourseOrderByWithRelationInput = (
    {
      TITLE: { title: dir },
      CREATED_AT: { createdAt: dir },
      START_DATE: { startDate: { sort: dir, nulls: 'last' } },
      CATEGORY: { category: dir },
      VISIBILITY: { visibility: dir },
    } satisfies Record<AdminSortField, Prisma.CourseOrderByWithRelationInput>
  )[sortBy];
  return [first, { id: dir }];
}

const sortField = z.preprocess(
  (v) => {
    if (v === undefined || v === '') return 'CREATED_AT';
    const key = typeof v === 'string' ? v.replace(/[\s_-]/g, '').toUpperCase() : v;
    return ADMIN_SORT_FIELDS.find((f) => f.replace(/_/g, '') === key) ?? v;
  },
  z.enum(ADMIN_SORT_FIELDS, issue('invalid_value')),
);

export const adminListQuery = z.object({
  search: optionalText(255),
  category: queryList(queryEnum(CourseCategory)),
  visibility: queryList(queryEnum(Visibility)),
  lang: z.preprocess((v) => (v === '' ? undefined : v), queryEnum(Language).optional()),
  courseType: z.preprocess((v) => (v === '' ? undefined : v), queryEnum(CourseType).optional()),
  ...restPageQuery,
  sort: sortField,
  direction: z.preprocess(
    (v) => (v === undefined || v === '' ? 'DESC' : upper(v)),
    z.enum(['ASC', 'DESC'], issue('invalid_value')),
  ),
});

/** REST `GET admin/courses`: search, filters, sort and numbered pages (from 0, size ≤ 100). */
export async function listAdminCourses(prisma: PrismaClient, query: unknown): Promise<Page<CourseView>> {
  const q = parseInput(adminListQuery, query ?? {});
  const where = adminCoursesWhere({
    search: q.search,
    categories: q.category,
    visibilities: q.visibility,
    language: q.lang,
    courseType: q.courseType,
  });
  const page = await numberedPage(
    q,
    (window) =>
      prisma.course.findMany({
        where,
        orderBy: adminCoursesOrderBy(q.sort, q.direction),
        ...window,
        include: COURSE_VIEW_INCLUDE,
      }),
    () => prisma.course.count({ where }),
  );
  return { ...page, items: await withOmnibus(prisma, page.items) };
}

// ───────────────────────────── Details ─────────────────────────────

const COURSE_VIEW_INCLUDE = {
  highlightImage: true,
  variants: VARIANTS_ORDER,
} satisfies Prisma.CourseInclude;

/** A course with what its presenters show: picture, variants in enum order with Omnibus prices. */
export type CourseView = Course & {
  highlightImage: StoredFile | null;
  variants: (CourseVariant & { omnibusLowestPriceGross: number | null })[];
};

async function withOmnibus(
  prisma: PrismaClient,
  courses: (Course & { highlightImage: StoredFile | null; variants: CourseVariant[] })[],
): Promise<CourseView[]> {
  const prices = await omnibusPrices(
    prisma,
    'course',
    courses.flatMap((c) => c.variants.map((v) => v.id)),
  );
  return courses.map((c) => ({
    ...c,
    variants: c.variants.map((v) => ({ ...v, omnibusLowestPriceGross: prices.get(v.id) ?? null })),
  }));
}

/** One course as `role` may see it (PRIVATE only for catalogue managers); NOT_FOUND otherwise. */
export async function getCourse(prisma: PrismaClient, role: Role | null | undefined, id: string): Promise<CourseView> {
  const where = visibleCourseWhere(id, role);
  const course = where ? await prisma.course.findUnique({ where, include: COURSE_VIEW_INCLUDE }) : null;
  if (!course) throw notFound('Course');
  const [view] = await withOmnibus(prisma, [course]);
  return view!;
}

// ───────────────────────────── Create and update ─────────────────────────────

/** A new course starts as a PRIVATE draft (only catalogue managers see it) with the title asked for it. */
export const createSchema = z.object({
  title: requiredText(255),
  /** The course's language; PL when left out. */
  language: enumOf(Language).optional(),
  courseType: enumOf(CourseType),
  withoutExamFlg: z.boolean(typed('invalid_value')),
});

export async function createCourse(prisma: PrismaClient, input: unknown): Promise<Course> {
  const { language, ...data } = parseInput(createSchema, input ?? {});
  return prisma.course.create({
    data: { ...data, category: 'OPEN', language: language ?? FALLBACK_LANGUAGE, visibility: 'PRIVATE' },
  });
}

/**
 * What a PRIVATE draft needs to leave PRIVATE (BUSINESS_RULE otherwise, in this order): a
 * description, a picture, and, to be sold (PUBLIC, LANDING), at least one variant with every
 * price above zero, or zero allowed when the course is marked free. SOON ("coming soon") is
 * listed without a price.
 */
async function assertPublishable(
  prisma: PrismaClient,
  course: Course,
  target: Visibility,
  changes: { description?: string; hasPicture: boolean; free: boolean },
): Promise<void> {
  if (!hasText(changes.description ?? course.description)) throw brokenRule('PUBLISH_NEEDS_DESCRIPTION');
  if (!changes.hasPicture) throw brokenRule('PUBLISH_NEEDS_PICTURE');
  if (!BUYABLE_VISIBILITIES.includes(target)) return;
  const prices = await prisma.courseVariant.findMany({ where: { courseId: course.id }, select: { priceGross: true } });
  if (prices.length === 0 || prices.some((v) => !priceAllowed(v.priceGross, changes.free))) {
    throw brokenRule('PUBLISH_NEEDS_PRICE');
  }
}

/** A whole number in 0..max (places, questions, chapters, months). */
const count = (max = 10_000) => wholeNumber(0, max);

/** Hours: 0..1000 with at most two decimals. */
const hours = () =>
  z
    .number(typed('invalid_number'))
    .min(0, issue('invalid_number'))
    .refine((n) => n <= 1000, issue('invalid_number'))
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, issue('invalid_number'));

/**
 * Every field optional; an explicit null clears a nullable field and is refused (`required`)
 * for the others. Unknown fields are ignored.
 */
export const updateSchema = z.object({
  title: requiredText(255).optional(),
  description: richText().optional(),
  scope: richText().optional(),
  examDescription: richText().optional(),
  participationConditions: richText().optional(),
  theoryHours: hours().nullable().optional(),
  exerciseHours: hours().nullable().optional(),
  chapters: count().nullable().optional(),
  vatRate: vatRate().optional(),
  accessMonths: count().nullable().optional(),
  certificate: optionalText(100).optional(),
  permissionNumber: optionalText(100).optional(),
  examQuestionCount: count().nullable().optional(),
  examDuration: enumOf(ExamDuration).nullable().optional(),
  city: optionalText(100).optional(),
  startDate: calendarDate().nullable().optional(),
  endDate: calendarDate().nullable().optional(),
  availablePlaces: count().nullable().optional(),
  category: enumOf(CourseCategory).optional(),
  language: enumOf(Language).optional(),
  visibility: enumOf(Visibility).optional(),
  courseType: enumOf(CourseType).optional(),
  withoutExamFlg: z.boolean(typed('invalid_value')).optional(),
  /** Marked free: its variants may be priced at zero once sold (see `priceAllowed`). */
  freeFlg: z.boolean(typed('invalid_value')).optional(),
  removeHighlightImage: z.boolean(typed('invalid_value')).nullish(),
  /** The same course in the other language; null unpairs. See `pairTwins`. */
  twinCourseId: z
    .string(typed('invalid_value'))
    .refine((v) => isUuid(v), issue('invalid_value'))
    .nullable()
    .optional(),
});

export type UpdateCourseInput = z.input<typeof updateSchema>;

/**
 * Edits a course. `picture`, when given, replaces the highlight picture (an image, stored public);
 * `removeHighlightImage` removes it. A replaced picture no other row uses is deleted.
 */
export async function updateCourse(
  deps: CourseDeps,
  id: string,
  input: unknown,
  picture?: IncomingFile | null,
): Promise<Course> {
  const { prisma } = deps;
  const { checked, stored: newPicture } = await saveAfterCheck(
    deps,
    picture,
    async () => {
      if (!isUuid(id)) throw notFound('Course');
      const data = parsePartial(updateSchema, input ?? {});
      const current = await prisma.course.findUnique({ where: { id } });
      if (!current) throw notFound('Course');
      const startDate = data.startDate !== undefined ? data.startDate : current.startDate;
      const endDate = data.endDate !== undefined ? data.endDate : current.endDate;
      if (startDate && endDate && startDate.getTime() > endDate.getTime()) {
        throw new AppError('VALIDATION_FAILED', 'Invalid form', [{ field: 'endDate', code: 'invalid_value' }]);
      }
      const free = data.freeFlg ?? current.freeFlg;
      if (data.visibility && data.visibility !== 'PRIVATE' && current.visibility === 'PRIVATE') {
        const hasPicture = Boolean(picture) || (!data.removeHighlightImage && current.highlightImageId !== null);
        await assertPublishable(prisma, current, data.visibility, { description: data.description, hasPicture, free });
      } else if (!free && current.freeFlg && BUYABLE_VISIBILITIES.includes(data.visibility ?? current.visibility)) {
        // No longer free while on sale: a variant still at zero would be sold for nothing.
        const zero = await prisma.courseVariant.count({ where: { courseId: id, priceGross: 0 } });
        if (zero > 0) throw brokenRule('ZERO_PRICE_NOT_FREE');
      }
      return { data, current };
    },
    () => ({ kind: 'image', purpose: COURSE_PICTURE_PURPOSE, ownerId: null, isPublic: true }),
  );
  const { data, current } = checked;
  const { removeHighlightImage, twinCourseId, ...fields } = data;
  const highlight = newPicture
    ? { highlightImageId: newPicture.id }
    : removeHighlightImage
      ? { highlightImageId: null }
      : {};
  let updated: Course;
  try {
    updated = await prisma.$transaction(async (tx) => {
      const course = await tx.course.update({ where: { id }, data: { ...fields, ...highlight } });
      if (twinCourseId !== undefined) return pairTwins(tx, id, twinCourseId);
      if (course.twinId && fields.language !== undefined) return keepTwinInOtherLanguage(tx, course);
      return course;
    });
  } catch (error) {
    if (newPicture) await releasePicture(deps, newPicture.id);
    throw isRecordNotFound(error) ? notFound('Course') : error;
  }
  if ('highlightImageId' in highlight && current.highlightImageId && current.highlightImageId !== newPicture?.id) {
    await releasePicture(deps, current.highlightImageId);
  }
  return updated;
}

// ───────────────────────────── Twins ─────────────────────────────

const twinRefused = () =>
  new AppError('VALIDATION_FAILED', 'Invalid form', [{ field: 'twinCourseId', code: 'invalid_value' }]);

/**
 * Makes `twinId` the other-language version of course `id` (null: unpairs it). Pairs are
 * symmetric (A.twinId = B and B.twinId = A): the former partners of both are unpaired first.
 * A twin must exist, be another course and have the other language (else VALIDATION_FAILED on
 * `twinCourseId`). Both rows are locked, in id order, for the caller's transaction.
 */
export async function pairTwins(tx: Prisma.TransactionClient, id: string, twinId: string | null): Promise<Course> {
  const ids = twinId ? [id, twinId].sort() : [id];
  if (twinId === id) throw twinRefused();
  const languages = new Map<string, Language>();
  for (const rowId of ids) {
    const [row] = await tx.$queryRaw<{ language: Language }[]>`
      SELECT language::text AS language FROM "Course" WHERE id = ${rowId}::uuid FOR UPDATE`;
    if (row) languages.set(rowId, row.language);
  }
  if (!languages.has(id)) throw notFound('Course');
  if (twinId && (!languages.has(twinId) || languages.get(twinId) === languages.get(id))) throw twinRefused();
  // Unpair both courses and whoever pointed at them, then pair them with each other.
  await tx.course.updateMany({
    where: { OR: [{ id: { in: ids } }, { twinId: { in: ids } }] },
    data: { twinId: null },
  });
  if (twinId) {
    await tx.course.update({ where: { id: twinId }, data: { twinId: id } });
    return tx.course.update({ where: { id }, data: { twinId } });
  }
  return tx.course.findUniqueOrThrow({ where: { id } });
}

/** After a change of language: a twin now in the same language is no twin any more. */
async function keepTwinInOtherLanguage(tx: Prisma.TransactionClient, course: Course): Promise<Course> {
  const twin = course.twinId ? await tx.course.findUnique({ where: { id: course.twinId } }) : null;
  return twin && twin.language === course.language ? pairTwins(tx, course.id, null) : course;
}

/** The twin of a course as `role` may see it (PRIVATE twins only for catalogue managers). */
export function visibleTwinWhere(course: { twinId: string | null }, role: Role | null | undefined) {
  return course.twinId ? visibleCourseWhere(course.twinId, role) : null;
}

// ───────────────────────────── Variants ─────────────────────────────

const setVariantSchema = z.object({
  courseId: z.string(typed('invalid_value')),
  variant: enumOf(CourseVariantType),
  priceGross: price(),
});

/**
 * Creates or reprices one variant of a course. Every price set (the first one included) is
 * recorded in the price history in the same transaction, for the Omnibus rule. The course row
 * is locked so concurrent edits of its variants apply one after the other.
 */
export async function setCourseVariant(prisma: PrismaClient, input: unknown): Promise<Course> {
  const { courseId, variant, priceGross: price } = parseInput(setVariantSchema, input ?? {});
  if (!isUuid(courseId)) throw notFound('Course');
  return prisma.$transaction(async (tx) => {
    await lockCourse(tx, courseId);
    if (price === 0) {
      // On sale, zero is a price only for a course marked free (drafts may wait at zero).
      const course = await tx.course.findUnique({
        where: { id: courseId },
        select: { visibility: true, freeFlg: true },
      });
      if (course && BUYABLE_VISIBILITIES.includes(course.visibility) && !course.freeFlg) {
        throw brokenRule('ZERO_PRICE_NOT_FREE');
      }
    }
    const existing = await tx.courseVariant.findUnique({ where: { courseId_variant: { courseId, variant } } });
    if (!existing) {
      const created = await tx.courseVariant.create({ data: { courseId, variant, priceGross: price } });
      await recordPriceChange(tx, { courseVariantId: created.id }, price);
    } else if (existing.priceGross !== price) {
      await tx.courseVariant.update({ where: { id: existing.id }, data: { priceGross: price } });
      await recordPriceChange(tx, { courseVariantId: existing.id }, price);
    }
    return tx.course.update({ where: { id: courseId }, data: { updatedAt: new Date() } });
  });
}

/** Removes a variant (its price history goes with it); returns its course. */
export async function deleteCourseVariant(prisma: PrismaClient, variantId: string): Promise<Course> {
  if (!isUuid(variantId)) throw notFound('Course variant');
  return prisma.$transaction(async (tx) => {
    const variant = await tx.courseVariant.findUnique({ where: { id: variantId } });
    if (!variant) throw notFound('Course variant');
    await lockCourse(tx, variant.courseId);
    const { count: removed } = await tx.courseVariant.deleteMany({ where: { id: variantId } });
    if (!removed) throw notFound('Course variant');
    return tx.course.update({ where: { id: variant.courseId }, data: { updatedAt: new Date() } });
  });
}

async function lockCourse(tx: Prisma.TransactionClient, courseId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Course" WHERE id = ${courseId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw notFound('Course');
}

// ───────────────────────────── Duplicate and delete ─────────────────────────────

const COPY_SUFFIX: Record<Language, string> = { PL: ' (kopia)', EN: ' (copy)' };

/**
 * Copies a course in one transaction: every field and variant (each with a fresh price history
 * starting at the copied price), the same highlight picture, title + " (kopia)"/" (copy)", as a
 * PRIVATE draft, and its content (subjects, lessons, segments sharing the same media files,
 * questions with answers: learning's `copyCourseContent`; the exam question bank: exams'
 * `copyExamQuestions`). Coupons are not copied: their codes
 * are unique; nor is learner data (access, quiz results, certificates). The source row is held
 * FOR SHARE so it is neither deleted nor given new subjects while it is being copied.
 */
export async function duplicateCourse(prisma: PrismaClient, id: string): Promise<Course> {
  if (!isUuid(id)) throw notFound('Course');
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Course" WHERE id = ${id}::uuid FOR SHARE`;
    const source = await tx.course.findUnique({ where: { id }, include: { variants: VARIANTS_ORDER } });
    if (!source) throw notFound('Course');
    // The copy is nobody's twin: the pair stays with the source.
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, twinId: _twinId, variants, ...fields } = source;
    const suffix = COPY_SUFFIX[source.language];
    const copy = await tx.course.create({
      data: { ...fields, title: source.title.slice(0, 255 - suffix.length) + suffix, visibility: 'PRIVATE' },
    });
    const now = new Date();
    for (const variant of variants) {
      const created = await tx.courseVariant.create({
        data: { courseId: copy.id, variant: variant.variant, priceGross: variant.priceGross },
      });
      await recordPriceChange(tx, { courseVariantId: created.id }, variant.priceGross, now);
    }
    await copyCourseContent(tx, source.id, copy.id);
    await copyExamQuestions(tx, source.id, copy.id);
    return copy;
  });
}

/**
 * Deletes a course with its content, variants, price history and coupons; its picture when
 * unshared; its twin is unpaired (the foreign key sets the twin's `twinId` to null). A course someone has (a learner's access, a company's seat)
 * is refused with COURSE_HAS_LEARNERS: deleting it would take away what they paid for; hiding it
 * (PRIVATE) is the way to retire it. The check and the delete run in one transaction under the
 * course's row lock, which a grant of access also takes.
 */
export async function deleteCourse(deps: CourseDeps, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Course');
  const course = await deps.prisma.course.findUnique({ where: { id }, select: { highlightImageId: true } });
  if (!course) throw notFound('Course');
  const mediaFileIds = await courseMediaFileIds(deps.prisma, id);
  await deps.prisma.$transaction(async (tx) => {
    await lockCourse(tx, id);
    const [learners, seats] = await Promise.all([
      tx.userCourse.count({ where: { courseId: id } }),
      tx.userResource.count({ where: { courseId: id } }),
    ]);
    if (learners + seats > 0) throw brokenRule('COURSE_HAS_LEARNERS');
    const { count: removed } = await tx.course.deleteMany({ where: { id } });
    if (!removed) throw notFound('Course');
  });
  if (course.highlightImageId) await releasePicture(deps, course.highlightImageId);
  await releaseLessonMedia(deps, mediaFileIds);
}

// ───────────────────────────── Pictures ─────────────────────────────

/** A catalogue picture no course nor product refers to (duplicated courses share their picture). */
const UNUSED_PICTURE = {
  courseHighlights: { none: {} },
  productImages: { none: {} },
  productVideos: { none: {} },
} satisfies Prisma.StoredFileWhereInput;

/** Deletes a catalogue picture, with its resized renditions, once nothing refers to it any more. */
async function releasePicture(deps: CourseDeps, fileId: string): Promise<void> {
  await deleteStoredFiles(deps, [fileId], UNUSED_PICTURE);
}

const isRecordNotFound = (error: unknown) => (error as { code?: string } | null)?.code === 'P2025';

// ───────────────────────────── Readers for search engines (server/modules/content/seo) ─────────────────────────────

/** A course a visitor may open (PUBLIC, SOON, LANDING) as the SEO module shows it; null otherwise. */
export async function courseForSeo(
  prisma: PrismaClient,
  id: string,
): Promise<{
  id: string;
  title: string;
  /** Rich text (HTML). */
  description: string;
  language: Language;
  category: CourseCategory;
  imageFileId: string | null;
  lowestPriceGross: number | null;
  buyable: boolean;
  /** In the public catalogue (PUBLIC, SOON); false: a LANDING course, reachable by its link only. */
  listed: boolean;
  /** The same course in the other language, when a visitor may open it. */
  twin: { id: string; language: Language } | null;
  updatedAt: Date;
} | null> {
  const where = visibleCourseWhere(id, null);
  if (!where) return null;
  const course = await prisma.course.findUnique({ where, include: { variants: VARIANTS_ORDER } });
  if (!course) return null;
  const twinWhere = visibleTwinWhere(course, null);
  const twin = twinWhere
    ? await prisma.course.findUnique({ where: twinWhere, select: { id: true, language: true } })
    : null;
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    language: course.language,
    category: course.category,
    imageFileId: course.highlightImageId,
    lowestPriceGross: lowestPrice(course.variants),
    buyable: isBuyable(course),
    listed: LISTED_VISIBILITIES.includes(course.visibility),
    twin: twin && twin.language !== course.language ? twin : null,
    updatedAt: course.updatedAt,
  };
}

/** The courses of the public catalogue (PUBLIC and SOON, both languages) for sitemap.xml. */
export function coursesForSitemap(
  prisma: PrismaClient,
): Promise<{ id: string; language: Language; twinId: string | null; updatedAt: Date }[]> {
  return prisma.course.findMany({
    where: { visibility: { in: [...LISTED_VISIBILITIES] } },
    orderBy: PUBLIC_ORDER,
    select: { id: true, language: true, twinId: true, updatedAt: true },
  });
}
