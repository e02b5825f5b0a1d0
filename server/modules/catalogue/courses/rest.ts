import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import * as enums from '../../../generated/prisma/enums.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import { cachedPublicJson, type PublicCache } from '../../../platform/http/public-cache.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { deleteRoute } from '../../../platform/http/routes.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { pictureSchema } from '../../content/files/rest.ts';
import { pictureUrl } from '../../content/files/service.ts';
import {
  adminListQuery,
  createCourse,
  createSchema,
  deleteCourse,
  duplicateCourse,
  getCourse,
  isBuyable,
  listAdminCourses,
  listPublicCourses,
  lowestPrice,
  publicListQuery,
  updateCourse,
  updateSchema,
  type CourseView,
  type Page,
} from './service.ts';

const MANAGE = 'manage:catalogue:any';

/** Publishing an incomplete course or product is refused by the same rules (shop/rest.ts uses it too). */
export const publishRefused = [
  422,
  'BUSINESS_RULE: PUBLISH_NEEDS_PRICE, PUBLISH_NEEDS_PICTURE, PUBLISH_NEEDS_DESCRIPTION or ZERO_PRICE_NOT_FREE',
] as const;

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

// ───────────────────────────── Response schemas ─────────────────────────────

const count = z.number().int().nullable();

const courseSummarySchema = z
  .object({
    courseId: oa.uuid('Course id'),
    courseType: z.enum(enums.CourseType),
    withoutExamFlg: z.boolean(),
    freeFlg: z.boolean().meta({ description: 'Marked free: variants may be priced at zero' }),
    title: z.string(),
    highlightImage: pictureSchema.nullable(),
    theoryHours: z.number().nullable(),
    exerciseHours: z.number().nullable(),
    chapters: count,
    vatRate: z.number().int().meta({ description: 'VAT rate in percent' }),
    accessMonths: count,
    certificate: z.string().nullable(),
    permissionNumber: z.string().nullable(),
    examQuestionCount: count,
    examDuration: z.enum(enums.ExamDuration).nullable(),
    city: z.string().nullable(),
    startDate: oa.date().nullable(),
    endDate: oa.date().nullable(),
    availablePlaces: count,
    placesLeft: count,
    category: z.enum(enums.CourseCategory),
    language: z.enum(enums.Language),
    visibility: z.enum(enums.Visibility),
    buyable: z.boolean(),
    lowestPriceGross: z.number().int().nullable().meta({ description: 'Grosze, gross; null without variants' }),
    variants: z.array(
      z.object({
        courseVariantId: oa.uuid('Course variant id'),
        variant: z.enum(enums.CourseVariantType),
        priceGross: oa.grosze(),
        omnibusLowestPriceGross: oa.omnibusPrice(),
      }),
    ),
    createdAt: oa.dateTime(),
    updatedAt: oa.dateTime(),
  })
  .meta({ id: 'CourseSummary' });

const courseSchema = courseSummarySchema
  .extend({
    description: z.string().meta({ description: 'Sanitized HTML' }),
    scope: z.string().meta({ description: 'Sanitized HTML' }),
    examDescription: z.string().meta({ description: 'Sanitized HTML' }),
    participationConditions: z.string().meta({ description: 'Sanitized HTML' }),
  })
  .meta({ id: 'Course' });

const adminCourseSchema = courseSchema
  .extend({
    twinCourseId: oa.uuid('The same course in the other language (pairs are symmetric)').nullable(),
  })
  .meta({ id: 'AdminCourse' });

const coursePageSchema = oa.pageOf(courseSummarySchema, 'CoursePage');

const courseIdSchema = z.object({ courseId: oa.uuid('Id of the new course') });

/** A course in lists: everything but the four rich-text fields. Ids are raw UUIDs; money in grosze. */
export function presentCourseSummary(course: CourseView) {
  return {
    courseId: course.id,
    courseType: course.courseType,
    withoutExamFlg: course.withoutExamFlg,
    freeFlg: course.freeFlg,
    title: course.title,
    highlightImage: course.highlightImage
      ? {
          id: course.highlightImage.id,
          url: pictureUrl(course.highlightImage.id),
          thumbnailUrl: pictureUrl(course.highlightImage.id, 'thumb'),
          mediumUrl: pictureUrl(course.highlightImage.id, 'medium'),
        }
      : null,
    theoryHours: course.theoryHours === null ? null : course.theoryHours.toNumber(),
    exerciseHours: course.exerciseHours === null ? null : course.exerciseHours.toNumber(),
    chapters: course.chapters,
    vatRate: course.vatRate,
    accessMonths: course.accessMonths,
    certificate: course.certificate,
    permissionNumber: course.permissionNumber,
    examQuestionCount: course.examQuestionCount,
    examDuration: course.examDuration,
    city: course.city,
    startDate: day(course.startDate),
    endDate: day(course.endDate),
    availablePlaces: course.availablePlaces,
    placesLeft: course.availablePlaces,
    category: course.category,
    language: course.language,
    visibility: course.visibility,
    buyable: isBuyable(course),
    lowestPriceGross: lowestPrice(course.variants),
    variants: course.variants.map((v) => ({
      courseVariantId: v.id,
      variant: v.variant,
      priceGross: v.priceGross,
      omnibusLowestPriceGross: v.omnibusLowestPriceGross,
    })),
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
  };
}

/** A course's details: the summary plus its sanitized HTML texts. */
export function presentCourse(course: CourseView) {
  return {
    ...presentCourseSummary(course),
    description: course.description,
    scope: course.scope,
    examDescription: course.examDescription,
    participationConditions: course.participationConditions,
  };
}

/** What the admin edits: the details plus the twin's id, whatever the twin's visibility. */
export const presentAdminCourse = (course: CourseView) => ({ ...presentCourse(course), twinCourseId: course.twinId });

const presentPage = (page: Page<CourseView>) => ({ ...page, items: page.items.map(presentCourseSummary) });

/**
 * REST facade of the courses module (spec 7 "User courses" listing/details and "Admin courses"),
 * registered under /api/v1. Routes validate nothing themselves: the service does.
 */
export async function coursesRest(
  app: FastifyInstance,
  { prisma, storage, publicCache }: { prisma: PrismaClient; storage: Storage; publicCache?: PublicCache },
): Promise<void> {
  // No upload goes through REST (the highlight picture is uploaded through GraphQL multipart).
  const deps = { prisma, storage, maxBytes: 0 };
  const api = oa.rest(app);
  const admin = { tags: ['admin courses'] };

  // Public catalogue (anyone, incl. visitors).
  api.get(
    '/courses',
    {
      schema: {
        tags: ['courses'],
        summary: 'Course catalogue: public and upcoming courses in one language, pages of 25',
        security: oa.security.public,
        querystring: publicListQuery,
        response: { 200: oa.ok(coursePageSchema, 'One page of courses'), 304: oa.notModified, ...oa.errors(400) },
      },
    },
    // Keyed by the URL as sent: the query is parsed (and refused) only when the answer is made.
    async (request, reply) =>
      cachedPublicJson(publicCache, request, reply, request.url, async () =>
        presentPage(await listPublicCourses(prisma, request.query)),
      ) as never,
  );

  api.get<{ Params: { id: string } }>(
    '/courses/:id',
    {
      schema: {
        tags: ['courses'],
        summary: 'A course’s details',
        description: 'Listed courses for anyone; an admin also sees private ones.',
        security: oa.security.optional,
        params: oa.idParams('Course'),
        response: { 200: oa.ok(courseSchema, 'The course'), 304: oa.notModified, ...oa.errors(404) },
      },
    },
    async (request, reply) =>
      cachedPublicJson(publicCache, request, reply, request.url, async () =>
        presentCourse(await getCourse(prisma, request.viewer?.user.role, request.params.id)),
      ) as never,
  );

  // Administration.
  api.get(
    '/admin/courses',
    {
      schema: {
        ...admin,
        summary: 'All courses: search, filters, sort and numbered pages',
        security: oa.security.read,
        querystring: adminListQuery,
        response: { 200: oa.ok(coursePageSchema, 'One page of courses'), ...oa.signedInRefusals(400) },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      return presentPage(await listAdminCourses(prisma, request.query));
    },
  );

  api.post(
    '/admin/courses',
    {
      schema: {
        ...admin,
        summary: 'Create a course (a private draft); returns courseId',
        security: oa.security.write,
        body: createSchema,
        response: { 201: oa.ok(courseIdSchema, 'Created'), ...oa.bodyRefusals() },
      },
    },
    async (request, reply) => {
      requirePermission(request, MANAGE);
      const course = await createCourse(prisma, request.body);
      return reply.status(201).send({ courseId: course.id });
    },
  );

  api.get<{ Params: { id: string } }>(
    '/admin/courses/:id',
    {
      schema: {
        ...admin,
        summary: 'A course, whatever its visibility',
        security: oa.security.read,
        params: oa.idParams('Course'),
        response: { 200: oa.ok(adminCourseSchema, 'The course'), ...oa.signedInRefusals(404) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, MANAGE);
      return presentAdminCourse(await getCourse(prisma, viewer.user.role, request.params.id));
    },
  );

  api.put<{ Params: { id: string } }>(
    '/admin/courses/:id',
    {
      schema: {
        ...admin,
        summary: 'Edit a course; only the fields sent change',
        security: oa.security.write,
        params: oa.idParams('Course'),
        body: updateSchema,
        response: {
          200: oa.ok(adminCourseSchema, 'The course as saved'),
          ...oa.bodyRefusals(404, publishRefused),
        },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, MANAGE);
      const course = await updateCourse(deps, request.params.id, request.body);
      return presentAdminCourse(await getCourse(prisma, viewer.user.role, course.id));
    },
  );

  deleteRoute<{ id: string }>(api, '/admin/courses/:id', {
    ...admin,
    summary: 'Delete a course',
    params: oa.idParams('Course'),
    errors: [[422, 'BUSINESS_RULE COURSE_HAS_LEARNERS: hide the course instead']],
    permission: MANAGE,
    remove: ({ id }) => deleteCourse(deps, id),
  });

  api.post<{ Params: { id: string } }>(
    '/admin/courses/:id/duplicate',
    {
      schema: {
        ...admin,
        summary: 'Duplicate a course; returns the copy’s courseId',
        security: oa.security.write,
        params: oa.idParams('Course'),
        response: { 201: oa.ok(courseIdSchema, 'Created'), ...oa.signedInRefusals(404) },
      },
    },
    async (request, reply) => {
      requirePermission(request, MANAGE);
      const copy = await duplicateCourse(prisma, request.params.id);
      return reply.status(201).send({ courseId: copy.id });
    },
  );
}
