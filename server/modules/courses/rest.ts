import type { FastifyInstance } from 'fastify';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { requirePermission } from '../../platform/http/guard.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { pictureUrl } from '../files/picture-type.ts';
import {
  createCourse,
  deleteCourse,
  duplicateCourse,
  getCourse,
  isBuyable,
  listAdminCourses,
  listPublicCourses,
  lowestPrice,
  updateCourse,
  type CourseView,
  type Page,
} from './service.ts';

const MANAGE = 'manage:catalogue:any';

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** A course in lists: everything but the four rich-text fields. Ids are raw UUIDs; money in grosze. */
export function presentCourseSummary(course: CourseView) {
  return {
    courseId: course.id,
    courseType: course.courseType,
    withoutExamFlg: course.withoutExamFlg,
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

const presentPage = (page: Page<CourseView>) => ({ ...page, items: page.items.map(presentCourseSummary) });

/**
 * REST facade of the courses module (spec 7 "User courses" listing/details and "Admin courses"),
 * registered under /api/v1. Routes validate nothing themselves: the service does.
 */
export async function coursesRest(
  app: FastifyInstance,
  { prisma, storage }: { prisma: PrismaClient; storage: Storage },
): Promise<void> {
  // No upload goes through REST (the highlight picture is uploaded through GraphQL multipart).
  const deps = { prisma, storage, maxBytes: 0 };

  // Public catalogue (anyone, incl. visitors).
  app.get('/courses', async (request) => presentPage(await listPublicCourses(prisma, request.query)));

  app.get<{ Params: { id: string } }>('/courses/:id', async (request) =>
    presentCourse(await getCourse(prisma, request.viewer?.user.role, request.params.id)),
  );

  // Administration.
  app.get('/admin/courses', async (request) => {
    requirePermission(request, MANAGE);
    return presentPage(await listAdminCourses(prisma, request.query));
  });

  app.post('/admin/courses', async (request, reply) => {
    requirePermission(request, MANAGE);
    const course = await createCourse(prisma, request.body);
    return reply.status(201).send({ courseId: course.id });
  });

  app.get<{ Params: { id: string } }>('/admin/courses/:id', async (request) => {
    const viewer = requirePermission(request, MANAGE);
    return presentCourse(await getCourse(prisma, viewer.user.role, request.params.id));
  });

  app.put<{ Params: { id: string } }>('/admin/courses/:id', async (request) => {
    const viewer = requirePermission(request, MANAGE);
    const course = await updateCourse(deps, request.params.id, request.body);
    return presentCourse(await getCourse(prisma, viewer.user.role, course.id));
  });

  app.delete<{ Params: { id: string } }>('/admin/courses/:id', async (request, reply) => {
    requirePermission(request, MANAGE);
    await deleteCourse(deps, request.params.id);
    return reply.status(204).send();
  });

  app.post<{ Params: { id: string } }>('/admin/courses/:id/duplicate', async (request, reply) => {
    requirePermission(request, MANAGE);
    const copy = await duplicateCourse(prisma, request.params.id);
    return reply.status(201).send({ courseId: copy.id });
  });
}
