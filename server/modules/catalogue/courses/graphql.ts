import type { EnumRef } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../../graphql/builder.ts';
import { dateTime, nullable, optional } from '../../../graphql/fields.ts';
import { PAGE_ARG_DESCRIPTIONS, pageArgs, relayPage } from '../../../graphql/connection.ts';
import { countedConnection } from '../../../graphql/connection-schema.ts';
import type { RequestContext } from '../../../graphql/context.ts';
import { rowIdOf, uuidFromAddress, uuidOf, uuidOrNil, uuidOrNull } from '../../../graphql/ids.ts';
import { SortDirectionEnum } from '../../../graphql/sorting.ts';
import { filesDeps, incomingFile } from '../../../graphql/uploads.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { PictureRef } from '../../content/files/graphql.ts';
import {
  adminCoursesOrderBy,
  adminCoursesWhere,
  createCourse,
  deleteCourse,
  deleteCourseVariant,
  duplicateCourse,
  isBuyable,
  lowestPrice,
  PUBLIC_ORDER,
  publicCoursesWhere,
  setCourseVariant,
  updateCourse,
  VARIANTS_ORDER,
  coursesVisibleTo,
  visibleCourseWhere,
  visibleTwinWhere,
} from './service.ts';
import { FALLBACK_LANGUAGE } from '../../../contract/policies.ts';

const MANAGE = { permission: 'manage:catalogue:any' } as const;

// ───────────────────────────── Enums ─────────────────────────────

export const CourseCategoryEnum = builder.enumType('CourseCategory', {
  description: 'The category of drone operations a course prepares for (EU drone rules), or specialised training.',
  values: {
    PARTICULAR: { description: 'The specific category.' },
    OPEN: { description: 'The open category.' },
    TECHNICAL: { description: 'Specialised (technical) training.' },
    CERTIFIED: { description: 'The certified category.' },
  } as const,
});
export const CourseTypeEnum = builder.enumType('CourseType', {
  description: 'What a course teaches.',
  values: {
    THEORETICAL: { description: 'Theory only.' },
    FULL: { description: 'Theory and practical exercises.' },
  } as const,
});
export const CourseVariantTypeEnum = builder.enumType('CourseVariantType', {
  description: 'How a course is taken: its type (full or theoretical) and its form; each variant has its price.',
  values: {
    FULL_ONLINE: { description: 'Full course, online.' },
    FULL_MIXED: { description: 'Full course, partly online and partly on site.' },
    FULL_STATIONARY: { description: 'Full course, on site.' },
    THEORETICAL_ONLINE: { description: 'Theory, online.' },
    THEORETICAL_STATIONARY: { description: 'Theory, on site.' },
  } as const,
});
export const VisibilityEnum = builder.enumType('Visibility', {
  description: 'Who sees a course and whether it is sold.',
  values: {
    PUBLIC: { description: 'Listed in the catalogue and sold.' },
    PRIVATE: { description: 'A draft: only catalogue managers see it.' },
    LANDING: { description: 'Not listed, but sold to whoever has its address (a landing page).' },
    SOON: { description: 'Listed as coming soon; not sold yet.' },
  } as const,
});
export const ExamDurationEnum = builder.enumType('ExamDuration', {
  description: 'How long a course’s exam lasts.',
  values: {
    DURATION_60: { description: '60 minutes.' },
    DURATION_120: { description: '120 minutes.' },
  } as const,
});
const AdminCourseSortFieldEnum = builder.enumType('AdminCourseSortField', {
  description: 'What the admin list of courses is sorted by (ties: newest first).',
  values: {
    TITLE: { description: 'The title.' },
    CREATED_AT: { description: 'When it was created.' },
    START_DATE: { description: 'The start date.' },
    CATEGORY: { description: 'The category.' },
    VISIBILITY: { description: 'The visibility.' },
  } as const,
});

/** `Language` is defined by the account module; referenced by name (it is not exported there). */
const LanguageEnum = 'Language' as unknown as EnumRef<SchemaTypesOf<typeof builder>, 'PL' | 'EN'>;
type SchemaTypesOf<B> = B extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

// ───────────────────────────── Helpers ─────────────────────────────

const roleOf = (ctx: RequestContext) => ctx.viewer?.user.role ?? null;

const toNumber = (value: Prisma.Decimal | null) => (value === null ? null : value.toNumber());

// ───────────────────────────── Types ─────────────────────────────

export const CourseVariantRef = builder.prismaNode('CourseVariant', {
  id: { field: 'id' },
  // Through `node(id)`, variants of PRIVATE drafts are only found by catalogue managers.
  findUnique: (id, ctx) => ({
    id: uuidOrNil(id),
    course: coursesVisibleTo(roleOf(ctx)),
  }),
  nullable: true,
  description: 'A way to take a course (e.g. full, online) with its price: what is bought.',
  fields: (t) => ({
    variant: t.expose('variant', { type: CourseVariantTypeEnum, description: 'Which variant.' }),
    priceGross: t.exposeInt('priceGross', { description: 'Gross price (VAT included), grosze.' }),
    omnibusLowestPriceGross: t.int({
      nullable: true,
      description: 'Set only when the current price is a reduction: the lowest price of the 30 days before it.',
      resolve: (variant, _args, ctx) => ctx.loaders.courseOmnibus.load(variant.id),
    }),
  }),
});

/** The variants' prices, selected with the same arguments as `variants` so both share one query. */
const VARIANT_PRICES = { variants: { ...VARIANTS_ORDER, select: { priceGross: true } } } as const;

export const CourseRef = builder.prismaNode('Course', {
  id: { field: 'id' },
  // Through `node(id)`, PRIVATE drafts are only found by catalogue managers (as by `course(id)`).
  findUnique: (id, ctx) => visibleCourseWhere(uuidOrNil(id), roleOf(ctx))!,
  nullable: true,
  description:
    'A course of the catalogue in one language. PUBLIC, SOON and LANDING courses are readable by anyone, ' +
    'PRIVATE drafts by catalogue managers only. Rich-text fields hold sanitized HTML.',
  fields: (t) => ({
    courseType: t.expose('courseType', { type: CourseTypeEnum, description: 'Theory only, or theory and practice.' }),
    withoutExamFlg: t.exposeBoolean('withoutExamFlg', { description: 'The course has no exam.' }),
    freeFlg: t.exposeBoolean('freeFlg', {
      description:
        'Marked free: its variants may be priced at zero (shown as "Free"); otherwise prices are above zero.',
    }),
    title: t.exposeString('title', { description: 'Its title.' }),
    highlightImage: t.relation('highlightImage', optional(PictureRef, 'Its picture; null: none.')),
    description: t.exposeString('description', { description: 'Sanitized HTML.' }),
    scope: t.exposeString('scope', { description: 'Sanitized HTML.' }),
    examDescription: t.exposeString('examDescription', { description: 'Sanitized HTML.' }),
    participationConditions: t.exposeString('participationConditions', { description: 'Sanitized HTML.' }),
    theoryHours: t.float({
      nullable: true,
      description: 'Hours of theory; null: not given.',
      resolve: (course) => toNumber(course.theoryHours),
    }),
    exerciseHours: t.float({
      nullable: true,
      description: 'Hours of practical exercises; null: not given.',
      resolve: (course) => toNumber(course.exerciseHours),
    }),
    chapters: t.exposeInt('chapters', nullable('Number of chapters; null: not given.')),
    vatRate: t.exposeInt('vatRate', { description: 'VAT rate of its prices, percent (0, 5, 8 or 23).' }),
    accessMonths: t.exposeInt(
      'accessMonths',
      nullable('Months of access to the materials from purchase; null: unlimited.'),
    ),
    certificate: t.exposeString(
      'certificate',
      nullable('The certificate the course leads to, as the catalogue shows it; null: not given.'),
    ),
    permissionNumber: t.exposeString(
      'permissionNumber',
      nullable('The training permission number, as the catalogue shows it; null: not given.'),
    ),
    examQuestionCount: t.exposeInt(
      'examQuestionCount',
      nullable('Questions drawn for each exam attempt; null: not set.'),
    ),
    examDuration: t.expose(
      'examDuration',
      optional(ExamDurationEnum, 'How long its exam lasts; null: no exam duration set.'),
    ),
    city: t.exposeString('city', nullable('Where it takes place; null: not given.')),
    startDate: t.expose('startDate', { type: 'Date', nullable: true, description: 'First day; null: not given.' }),
    endDate: t.expose('endDate', { type: 'Date', nullable: true, description: 'Last day; null: not given.' }),
    availablePlaces: t.exposeInt('availablePlaces', nullable('Places left to sell; null: not limited.')),
    placesLeft: t.int({
      nullable: true,
      description:
        'Places still free: orders take places from `availablePlaces` when placed and a cancellation returns them.',
      resolve: (course) => course.availablePlaces,
    }),
    category: t.expose('category', { type: CourseCategoryEnum, description: 'Its category.' }),
    language: t.expose('language', { type: LanguageEnum, description: 'The language it is taught in.' }),
    visibility: t.expose('visibility', { type: VisibilityEnum, description: 'Who sees it and whether it is sold.' }),
    buyable: t.boolean({
      description: 'PUBLIC or LANDING, with at least one variant.',
      select: VARIANT_PRICES,
      resolve: (course) => isBuyable(course),
    }),
    lowestPriceGross: t.int({
      nullable: true,
      description: 'The lowest variant price; null without variants.',
      select: VARIANT_PRICES,
      resolve: (course) => lowestPrice(course.variants),
    }),
    variants: t.relation('variants', { query: VARIANTS_ORDER, description: 'The variants on sale, with prices.' }),
    twin: t.prismaField({
      type: 'Course',
      nullable: true,
      description: 'The same course in the other language, when the viewer may see it (PRIVATE twins only for admins).',
      select: { twinId: true },
      resolve: (query, course, _args, ctx) => {
        const where = visibleTwinWhere(course, roleOf(ctx));
        return where ? ctx.prisma.course.findUnique({ ...query, where }) : null;
      },
    }),
    createdAt: t.expose('createdAt', dateTime('When it was created.')),
    updatedAt: t.expose('updatedAt', dateTime('When it was last changed.')),
  }),
});

const CourseConnection = countedConnection(CourseRef, 'CourseConnection');

// ───────────────────────────── Queries ─────────────────────────────

builder.queryField('courses', (t) =>
  t.field({
    type: CourseConnection,
    description: 'Public listing: PUBLIC and SOON courses in `language` (default PL), newest first.',
    args: {
      first: t.arg.int({ description: PAGE_ARG_DESCRIPTIONS.first }),
      after: t.arg.string({ description: PAGE_ARG_DESCRIPTIONS.after }),
      categories: t.arg({ type: [CourseCategoryEnum], description: 'Only these categories (any of them).' }),
      language: t.arg({ type: LanguageEnum, description: 'The catalogue’s language (PL by default).' }),
    },
    resolve: (_root, args, ctx, info) =>
      relayPage(ctx, info, 'Course', { first: args.first, after: args.after }, ctx.prisma.course, {
        where: publicCoursesWhere({ language: args.language ?? FALLBACK_LANGUAGE, categories: args.categories ?? [] }),
        orderBy: PUBLIC_ORDER,
      }) as never,
  }),
);

builder.queryField('course', (t) =>
  t.prismaField({
    type: 'Course',
    nullable: true,
    description:
      'PUBLIC, SOON and LANDING courses for anyone; PRIVATE ones for admins only (null otherwise). ' +
      'The id is the global id or the course UUID (the one in sitemap and canonical addresses).',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Course, or its UUID.' }) },
    resolve: (query, _root, { id }, ctx) => {
      const uuid = uuidFromAddress(id, 'Course');
      const where = uuid ? visibleCourseWhere(uuid, roleOf(ctx)) : null;
      return where ? ctx.prisma.course.findUnique({ ...query, where }) : null;
    },
  }),
);

builder.queryField('adminCourses', (t) =>
  t.field({
    type: CourseConnection,
    authScopes: MANAGE,
    description: 'Every course: title search (case-insensitive), filters, sort; cursor pages of 25 (at most 100).',
    args: {
      ...pageArgs(t.arg),
      search: t.arg.string({ description: 'Text found in the title (case-insensitive).' }),
      categories: t.arg({ type: [CourseCategoryEnum], description: 'Only these categories (any of them).' }),
      visibilities: t.arg({ type: [VisibilityEnum], description: 'Only these visibilities (any of them).' }),
      language: t.arg({ type: LanguageEnum, description: 'Only courses in this language.' }),
      courseType: t.arg({ type: CourseTypeEnum, description: 'Only courses of this type.' }),
      sortBy: t.arg({ type: AdminCourseSortFieldEnum, defaultValue: 'CREATED_AT', description: 'Sort key.' }),
      sortDirection: t.arg({ type: SortDirectionEnum, defaultValue: 'DESC', description: 'Sort order.' }),
    },
    resolve: (_root, args, ctx, info) =>
      relayPage(ctx, info, 'Course', args, ctx.prisma.course, {
        where: adminCoursesWhere(args),
        orderBy: adminCoursesOrderBy(args.sortBy ?? 'CREATED_AT', args.sortDirection ?? 'DESC'),
      }) as never,
  }),
);

// ───────────────────────────── Mutations ─────────────────────────────

const CreateCourseInput = builder.inputType('CreateCourseInput', {
  description: 'A new course is a PRIVATE draft; leaving PRIVATE needs a description, a picture and prices.',
  fields: (t) => ({
    title: t.string({ required: true, description: 'Its title (at most 255 characters).' }),
    language: t.field({ type: LanguageEnum, description: 'PL when left out.' }),
    courseType: t.field({ type: CourseTypeEnum, required: true, description: 'Theory only, or theory and practice.' }),
    withoutExamFlg: t.boolean({ required: true, description: 'The course has no exam.' }),
  }),
});

const UpdateCourseInput = builder.inputType('UpdateCourseInput', {
  description: 'Every field optional but id; an explicit null clears a nullable field.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the Course.' }),
    title: t.string({ description: 'Its title (at most 255 characters).' }),
    highlightImage: t.field({ type: 'Upload', description: 'A new picture (replaces the old one).' }),
    removeHighlightImage: t.boolean({ description: 'True removes the picture.' }),
    description: t.string({ description: 'HTML; sanitized on write.' }),
    scope: t.string({ description: 'What it covers: HTML; sanitized on write.' }),
    examDescription: t.string({ description: 'About its exam: HTML; sanitized on write.' }),
    participationConditions: t.string({ description: 'Who may take part: HTML; sanitized on write.' }),
    theoryHours: t.float({ description: 'Hours of theory.' }),
    exerciseHours: t.float({ description: 'Hours of practical exercises.' }),
    chapters: t.int({ description: 'Number of chapters.' }),
    vatRate: t.int({ description: 'VAT rate, percent: 0, 5, 8 or 23.' }),
    accessMonths: t.int({ description: 'Months of access from purchase; null: unlimited.' }),
    certificate: t.string({ description: 'The certificate it leads to (at most 100 characters).' }),
    permissionNumber: t.string({ description: 'The training permission number (at most 100 characters).' }),
    examQuestionCount: t.int({ description: 'Questions drawn for each exam attempt.' }),
    examDuration: t.field({ type: ExamDurationEnum, description: 'How long its exam lasts.' }),
    city: t.string({ description: 'Where it takes place (at most 100 characters).' }),
    startDate: t.field({ type: 'Date', description: 'First day.' }),
    endDate: t.field({ type: 'Date', description: 'Last day.' }),
    availablePlaces: t.int({ description: 'Places to sell; null: not limited.' }),
    category: t.field({ type: CourseCategoryEnum, description: 'Its category.' }),
    language: t.field({ type: LanguageEnum, description: 'The language it is taught in.' }),
    visibility: t.field({
      type: VisibilityEnum,
      description: 'Who sees it (leaving PRIVATE needs a description, a picture and prices).',
    }),
    courseType: t.field({ type: CourseTypeEnum, description: 'Theory only, or theory and practice.' }),
    withoutExamFlg: t.boolean({ description: 'The course has no exam.' }),
    freeFlg: t.boolean({
      description:
        'Marked free: zero prices are allowed (false is refused, ZERO_PRICE_NOT_FREE, while one is on sale).',
    }),
    twinId: t.id({ description: 'The same course in the other language (null unpairs); pairs are symmetric.' }),
  }),
});

const SetCourseVariantInput = builder.inputType('SetCourseVariantInput', {
  description: 'Creates or updates that variant of the course.',
  fields: (t) => ({
    courseId: t.id({ required: true, description: 'Global id of the Course.' }),
    variant: t.field({ type: CourseVariantTypeEnum, required: true, description: 'Which variant.' }),
    priceGross: t.int({ required: true, description: 'Gross price (VAT included), grosze.' }),
  }),
});

const reload = <Q extends object>(ctx: RequestContext, query: Q, id: string) =>
  ctx.prisma.course.findUniqueOrThrow({ ...query, where: { id } });

builder.mutationField('createCourse', (t) =>
  t.prismaField({
    type: 'Course',
    authScopes: MANAGE,
    description: 'Creates a course as a PRIVATE draft (catalogue managers).',
    args: { input: t.arg({ type: CreateCourseInput, required: true, description: 'The new course.' }) },
    resolve: async (query, _root, { input }, ctx) => reload(ctx, query, (await createCourse(ctx.prisma, input)).id),
  }),
);

builder.mutationField('updateCourse', (t) =>
  t.prismaField({
    type: 'Course',
    authScopes: MANAGE,
    description: 'Changes a course (catalogue managers); only the fields sent change.',
    args: {
      input: t.arg({ type: UpdateCourseInput, required: true, description: 'The course and the fields to change.' }),
    },
    resolve: async (query, _root, { input }, ctx) => {
      const { id, highlightImage, twinId, ...fields } = input;
      // A malformed or foreign twin id names no course: the service refuses it as a twin.
      const twin = twinId === undefined ? {} : { twinCourseId: twinId === null ? null : rowIdOf(twinId, 'Course') };
      const picture = await incomingFile(highlightImage);
      const course = await updateCourse(
        filesDeps(ctx),
        uuidOrNull(id, 'Course') ?? '',
        { ...fields, ...twin },
        picture,
      );
      return reload(ctx, query, course.id);
    },
  }),
);

builder.mutationField('setCourseVariant', (t) =>
  t.prismaField({
    type: 'Course',
    authScopes: MANAGE,
    description: 'Creates or reprices a variant of a course (catalogue managers); returns the course.',
    args: { input: t.arg({ type: SetCourseVariantInput, required: true, description: 'The variant and its price.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const courseId = uuidOf(input.courseId, 'Course', 'Course');
      const course = await setCourseVariant(ctx.prisma, { ...input, courseId });
      return reload(ctx, query, course.id);
    },
  }),
);

builder.mutationField('deleteCourseVariant', (t) =>
  t.prismaField({
    type: 'Course',
    authScopes: MANAGE,
    description: 'Deletes a variant of a course (catalogue managers); returns the course.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the CourseVariant.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const course = await deleteCourseVariant(ctx.prisma, uuidOf(id, 'CourseVariant', 'Course variant'));
      return reload(ctx, query, course.id);
    },
  }),
);

builder.mutationField('duplicateCourse', (t) =>
  t.prismaField({
    type: 'Course',
    authScopes: MANAGE,
    description: 'A PRIVATE copy with its variants (not its coupons), titled "… (kopia)" / "… (copy)".',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Course to copy.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const copy = await duplicateCourse(ctx.prisma, uuidOf(id, 'Course', 'Course'));
      return reload(ctx, query, copy.id);
    },
  }),
);

builder.mutationField('deleteCourse', (t) =>
  t.id({
    authScopes: MANAGE,
    description: 'Deletes the course with its variants and coupons; returns the deleted id.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Course.' }) },
    resolve: async (_root, { id }, ctx) => {
      const uuid = uuidOf(id, 'Course', 'Course');
      await deleteCourse(filesDeps(ctx), uuid);
      return encodeGlobalID('Course', uuid);
    },
  }),
);
