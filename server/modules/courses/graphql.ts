import type { EnumRef } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { PAGE_ARG_DESCRIPTIONS, pageArgs, relayPage, resolveTotalCount } from '../../graphql/connection.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { rowIdOf, uuidFromAddress, uuidOf, uuidOrNil, uuidOrNull } from '../../graphql/ids.ts';
import { SortDirectionEnum } from '../../graphql/sorting.ts';
import { filesDeps, incomingFile } from '../../graphql/uploads.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { PictureRef } from '../files/graphql.ts';
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
import { FALLBACK_LANGUAGE } from '../../contract/policies.ts';

const MANAGE = { permission: 'manage:catalogue:any' } as const;

// ───────────────────────────── Enums ─────────────────────────────

export const CourseCategoryEnum = builder.enumType('CourseCategory', {
  values: ['PARTICULAR', 'OPEN', 'TECHNICAL', 'CERTIFIED'] as const,
});
export const CourseTypeEnum = builder.enumType('CourseType', { values: ['THEORETICAL', 'FULL'] as const });
export const CourseVariantTypeEnum = builder.enumType('CourseVariantType', {
  values: ['FULL_ONLINE', 'FULL_MIXED', 'FULL_STATIONARY', 'THEORETICAL_ONLINE', 'THEORETICAL_STATIONARY'] as const,
});
export const VisibilityEnum = builder.enumType('Visibility', {
  values: ['PUBLIC', 'PRIVATE', 'LANDING', 'SOON'] as const,
});
export const ExamDurationEnum = builder.enumType('ExamDuration', {
  values: ['DURATION_60', 'DURATION_120'] as const,
});
const AdminCourseSortFieldEnum = builder.enumType('AdminCourseSortField', {
  values: ['TITLE', 'CREATED_AT', 'START_DATE', 'CATEGORY', 'VISIBILITY'] as const,
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
  fields: (t) => ({
    variant: t.expose('variant', { type: CourseVariantTypeEnum }),
    priceGross: t.exposeInt('priceGross'),
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
  fields: (t) => ({
    courseType: t.expose('courseType', { type: CourseTypeEnum }),
    withoutExamFlg: t.exposeBoolean('withoutExamFlg'),
    freeFlg: t.exposeBoolean('freeFlg', {
      description:
        'Marked free: its variants may be priced at zero (shown as "Free"); otherwise prices are above zero.',
    }),
    title: t.exposeString('title'),
    highlightImage: t.relation('highlightImage', { type: PictureRef, nullable: true }),
    description: t.exposeString('description', { description: 'Sanitized HTML.' }),
    scope: t.exposeString('scope', { description: 'Sanitized HTML.' }),
    examDescription: t.exposeString('examDescription', { description: 'Sanitized HTML.' }),
    participationConditions: t.exposeString('participationConditions', { description: 'Sanitized HTML.' }),
    theoryHours: t.float({ nullable: true, resolve: (course) => toNumber(course.theoryHours) }),
    exerciseHours: t.float({ nullable: true, resolve: (course) => toNumber(course.exerciseHours) }),
    chapters: t.exposeInt('chapters', { nullable: true }),
    vatRate: t.exposeInt('vatRate'),
    accessMonths: t.exposeInt('accessMonths', { nullable: true }),
    certificate: t.exposeString('certificate', { nullable: true }),
    permissionNumber: t.exposeString('permissionNumber', { nullable: true }),
    examQuestionCount: t.exposeInt('examQuestionCount', { nullable: true }),
    examDuration: t.expose('examDuration', { type: ExamDurationEnum, nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    startDate: t.expose('startDate', { type: 'Date', nullable: true }),
    endDate: t.expose('endDate', { type: 'Date', nullable: true }),
    availablePlaces: t.exposeInt('availablePlaces', { nullable: true }),
    placesLeft: t.int({
      nullable: true,
      description:
        'Places still free: orders take places from `availablePlaces` when placed and a cancellation returns them.',
      resolve: (course) => course.availablePlaces,
    }),
    category: t.expose('category', { type: CourseCategoryEnum }),
    language: t.expose('language', { type: LanguageEnum }),
    visibility: t.expose('visibility', { type: VisibilityEnum }),
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
    variants: t.relation('variants', { query: VARIANTS_ORDER }),
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
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const CourseConnection = builder.connectionObject(
  {
    type: CourseRef,
    name: 'CourseConnection',
    fields: (t) => ({
      totalCount: t.int({
        resolve: resolveTotalCount,
      }),
    }),
  },
  { name: 'CourseEdge' },
);

// ───────────────────────────── Queries ─────────────────────────────

builder.queryField('courses', (t) =>
  t.field({
    type: CourseConnection,
    description: 'Public listing: PUBLIC and SOON courses in `language` (default PL), newest first.',
    args: {
      first: t.arg.int({ description: PAGE_ARG_DESCRIPTIONS.first }),
      after: t.arg.string({ description: PAGE_ARG_DESCRIPTIONS.after }),
      categories: t.arg({ type: [CourseCategoryEnum] }),
      language: t.arg({ type: LanguageEnum }),
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
    args: { id: t.arg.id({ required: true }) },
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
      search: t.arg.string(),
      categories: t.arg({ type: [CourseCategoryEnum] }),
      visibilities: t.arg({ type: [VisibilityEnum] }),
      language: t.arg({ type: LanguageEnum }),
      courseType: t.arg({ type: CourseTypeEnum }),
      sortBy: t.arg({ type: AdminCourseSortFieldEnum, defaultValue: 'CREATED_AT' }),
      sortDirection: t.arg({ type: SortDirectionEnum, defaultValue: 'DESC' }),
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
    title: t.string({ required: true }),
    language: t.field({ type: LanguageEnum, description: 'PL when left out.' }),
    courseType: t.field({ type: CourseTypeEnum, required: true }),
    withoutExamFlg: t.boolean({ required: true }),
  }),
});

const UpdateCourseInput = builder.inputType('UpdateCourseInput', {
  description: 'Every field optional but id; an explicit null clears a nullable field.',
  fields: (t) => ({
    id: t.id({ required: true }),
    title: t.string(),
    highlightImage: t.field({ type: 'Upload' }),
    removeHighlightImage: t.boolean(),
    description: t.string(),
    scope: t.string(),
    examDescription: t.string(),
    participationConditions: t.string(),
    theoryHours: t.float(),
    exerciseHours: t.float(),
    chapters: t.int(),
    vatRate: t.int(),
    accessMonths: t.int(),
    certificate: t.string(),
    permissionNumber: t.string(),
    examQuestionCount: t.int(),
    examDuration: t.field({ type: ExamDurationEnum }),
    city: t.string(),
    startDate: t.field({ type: 'Date' }),
    endDate: t.field({ type: 'Date' }),
    availablePlaces: t.int(),
    category: t.field({ type: CourseCategoryEnum }),
    language: t.field({ type: LanguageEnum }),
    visibility: t.field({ type: VisibilityEnum }),
    courseType: t.field({ type: CourseTypeEnum }),
    withoutExamFlg: t.boolean(),
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
    courseId: t.id({ required: true }),
    variant: t.field({ type: CourseVariantTypeEnum, required: true }),
    priceGross: t.int({ required: true }),
  }),
});

const reload = <Q extends object>(ctx: RequestContext, query: Q, id: string) =>
  ctx.prisma.course.findUniqueOrThrow({ ...query, where: { id } });

builder.mutationField('createCourse', (t) =>
  t.prismaField({
    type: 'Course',
    authScopes: MANAGE,
    args: { input: t.arg({ type: CreateCourseInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => reload(ctx, query, (await createCourse(ctx.prisma, input)).id),
  }),
);

builder.mutationField('updateCourse', (t) =>
  t.prismaField({
    type: 'Course',
    authScopes: MANAGE,
    args: { input: t.arg({ type: UpdateCourseInput, required: true }) },
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
    args: { input: t.arg({ type: SetCourseVariantInput, required: true }) },
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
    args: { id: t.arg.id({ required: true }) },
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
    args: { id: t.arg.id({ required: true }) },
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
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const uuid = uuidOf(id, 'Course', 'Course');
      await deleteCourse(filesDeps(ctx), uuid);
      return encodeGlobalID('Course', uuid);
    },
  }),
);
