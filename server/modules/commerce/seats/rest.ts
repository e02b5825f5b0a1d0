// Company seats: REST facade (spec 7 user-resources).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import { CourseVariantType, Language } from '../../../generated/prisma/enums.ts';
import { forbidden, unauthenticated } from '../../../platform/errors.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { restPageQuery } from '../../../platform/validation.ts';
import { displayName } from '../../accounts/account/service.ts';
import {
  BULK_MAX_EMAILS,
  BULK_OUTCOMES,
  SEAT_STATUSES,
  assignSeat,
  assignSeatsBulk,
  canUnassign,
  managesSeats,
  seatById,
  seatGroups,
  seatPage,
  seatStatusOf,
  unassignSeat,
  type SeatRow,
  type SeatViewer,
} from './service.ts';

// ───────────────────────────── Schemas ─────────────────────────────

const seatSchema = z
  .object({
    userResourceId: oa.uuid('The seat'),
    courseId: oa.uuid('Course id'),
    courseTitle: z.string(),
    courseLanguage: z.enum(Language),
    courseVariantId: oa.uuid('Course variant id (null when the variant was deleted)').nullable(),
    variant: z.enum(CourseVariantType).nullable(),
    status: z.enum(SEAT_STATUSES).meta({
      description:
        'FREE; INVITED (an e-mail with no account yet, claimed at registration); ASSIGNED (the employee has the course, ' +
        'not started); STARTED (a subject completed, a quiz taken, an exam or practice booked, or finished)',
    }),
    assignedEmail: z.string().nullable(),
    assignedAt: oa.dateTime().nullable(),
    holderName: z.string().nullable().meta({ description: 'The employee’s name once an account holds the course' }),
    accessUntil: oa
      .dateTime()
      .nullable()
      .meta({ description: 'The employee’s access end (null: none yet or unlimited)' }),
    purchaseId: oa.uuid('The purchase that bought the seat').nullable(),
    purchaseNumber: z.string().nullable(),
    canUnassign: z.boolean().meta({ description: 'INVITED or ASSIGNED: the seat can be returned' }),
    company: z.object({
      id: oa.uuid('The company’s user id'),
      displayName: z.string(),
      email: z.string(),
      nip: z.string().nullable(),
    }),
  })
  .meta({ id: 'UserResource' });

const seatPageSchema = oa.pageOf(seatSchema, 'UserResourcePage');

const groupSchema = z
  .object({
    courseId: oa.uuid('Course id'),
    courseTitle: z.string(),
    courseVariantId: oa.uuid('Course variant id').nullable(),
    variant: z.enum(CourseVariantType).nullable(),
    total: z.number().int(),
    used: z.number().int().meta({ description: 'Held by an employee’s account (ASSIGNED or STARTED)' }),
    free: z.number().int(),
    invited: z.number().int(),
  })
  .meta({ id: 'UserResourceGroup' });

const bulkResultSchema = z
  .object({
    row: z.number().int().meta({ description: 'Position in the list, from 1' }),
    email: z.string(),
    outcome: z.enum(BULK_OUTCOMES),
    code: z.string().nullable().meta({
      description: 'FAILED: the error code (BAD_EMAIL, DUPLICATE_COURSE, BAD_ROLE …) or rule (NO_FREE_SEATS …)',
    }),
    userResourceId: oa.uuid('The seat given').nullable(),
  })
  .meta({ id: 'UserResourceBulkResult' });

const listQuery = z.object({
  ...restPageQuery,
  courseId: oa.uuid('Only this course').optional(),
  status: z.enum(SEAT_STATUSES).optional(),
  search: z.string().optional().meta({ description: 'Words in the employee’s e-mail or name, or the course title' }),
});
const adminListQuery = listQuery.extend({
  companyId: oa.uuid('Only this company (its user id)').optional(),
  search: z.string().optional().meta({
    description: 'Words in the employee’s e-mail or name, the course title, the company’s name, e-mail or NIP',
  }),
});

const assignBody = z.object({
  userResourceId: oa.uuid('The seat'),
  email: z.string().meta({ description: 'The employee’s e-mail' }),
});
const unassignBody = z.object({ userResourceId: oa.uuid('The seat') });
const bulkBody = z.object({
  courseVariantId: oa.uuid('The course variant whose free seats are used'),
  emails: z
    .array(z.string())
    .max(BULK_MAX_EMAILS)
    .meta({ description: `At most ${BULK_MAX_EMAILS}` }),
  companyId: oa.uuid('Admins: the company whose seats are used (required for them)').optional(),
});

// ───────────────────────────── Presenter ─────────────────────────────

export function presentSeat(seat: SeatRow) {
  const status = seatStatusOf(seat);
  return {
    userResourceId: seat.id,
    courseId: seat.courseId,
    courseTitle: seat.course.title,
    courseLanguage: seat.course.language,
    courseVariantId: seat.courseVariantId,
    variant: seat.courseVariant?.variant ?? null,
    status,
    assignedEmail: seat.assignedEmail,
    assignedAt: seat.assignedAt?.toISOString() ?? null,
    holderName: seat.userCourse ? displayName(seat.userCourse.user) : null,
    accessUntil: seat.userCourse?.accessUntil?.toISOString() ?? null,
    purchaseId: seat.purchase?.id ?? null,
    purchaseNumber: seat.purchase?.number ?? null,
    canUnassign: canUnassign(status),
    company: {
      id: seat.owner.id,
      displayName: displayName(seat.owner),
      email: seat.owner.email,
      nip: seat.owner.nip,
    },
  };
}

/** A company for its own seats, an admin for any: 401 signed out, 403 for other roles. */
function seatViewer(request: FastifyRequest): SeatViewer {
  const viewer = request.viewer;
  if (!viewer) throw unauthenticated();
  if (!managesSeats(viewer.user.role)) throw forbidden();
  return { id: viewer.user.id, role: viewer.user.role };
}

const viewerOf = (request: FastifyRequest): SeatViewer => ({
  id: request.viewer!.user.id,
  role: request.viewer!.user.role,
});

/**
 * Company seats under /api/v1 (spec 7 user-resources): a company's seats, assigning one by
 * e-mail, returning one, assigning a list; admins read every company's seats and act on any.
 */
export async function seatsRest(
  app: FastifyInstance,
  { prisma, config }: { prisma: PrismaClient; config: Config },
): Promise<void> {
  const api = oa.rest(app);
  const tags = ['company seats'];
  const mail = { publicUrl: config.publicUrl };
  // Spec 8: the assignment's refusals are 400 with their code (the client shows the message).
  const assignErrors = oa.bodyRefusals(
    [
      400,
      'BAD_EMAIL: “Invalid email address”; DUPLICATE_COURSE: “User already owns this course”; ' +
        'BAD_ROLE: “Cannot give course access to business user” (or another non-student account); VALIDATION_FAILED',
    ],
    [404, 'NOT_FOUND: no such seat, or another company’s'],
    [422, 'BUSINESS_RULE SEAT_ALREADY_ASSIGNED'],
  );

  api.get(
    '/user-resources',
    {
      schema: {
        tags,
        summary: 'The signed-in company’s seats, in purchase order',
        security: oa.security.read,
        querystring: listQuery,
        response: { 200: oa.ok(seatPageSchema, 'One page of seats'), ...oa.signedInRefusals(400) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, 'manage:resource:own');
      const query = { ...(request.query as Record<string, unknown>), companyId: undefined };
      const { items, ...page } = await seatPage(prisma, { id: viewer.user.id, role: viewer.user.role }, query);
      return { items: items.map(presentSeat), ...page };
    },
  );

  api.get(
    '/user-resources/groups',
    {
      schema: {
        tags,
        summary: 'The signed-in company’s seats counted per course variant (our extension)',
        security: oa.security.read,
        response: { 200: oa.ok(z.array(groupSchema), 'One entry per course variant'), ...oa.signedInRefusals() },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, 'manage:resource:own');
      const groups = await seatGroups(prisma, viewer.user.id);
      const courses = await prisma.course.findMany({
        where: { id: { in: groups.map((g) => g.courseId) } },
        select: { id: true, title: true, variants: { select: { id: true, variant: true } } },
      });
      const courseOf = new Map(courses.map((c) => [c.id, c]));
      return groups.map((g) => {
        const course = courseOf.get(g.courseId);
        return {
          ...g,
          courseTitle: course?.title ?? '',
          variant: course?.variants.find((v) => v.id === g.courseVariantId)?.variant ?? null,
        };
      });
    },
  );

  api.post(
    '/user-resources',
    {
      schema: {
        tags,
        summary: 'Assign a seat to an e-mail; returns the seat',
        description:
          'An existing student gets the course at once (access for the course’s accessMonths) and an e-mail ' +
          'saying so; an unknown e-mail is invited by e-mail (status INVITED) and gets the course on registering ' +
          'as a person. Mails are in the person’s language (the company’s for an unknown e-mail). A company ' +
          'assigns its own seats, an admin any.',
        security: oa.security.write,
        body: assignBody,
        response: { 200: oa.ok(seatSchema, 'The seat, ASSIGNED or INVITED'), ...assignErrors },
      },
    },
    async (request) => {
      const viewer = seatViewer(request);
      const body = (request.body ?? {}) as { userResourceId?: unknown; email?: unknown };
      const { seatId } = await assignSeat(
        prisma,
        viewer,
        { seatId: typeof body.userResourceId === 'string' ? body.userResourceId : '', email: body.email },
        mail,
      );
      return presentSeat(await seatById(prisma, seatId));
    },
  );

  api.post(
    '/user-resources/unassign',
    {
      schema: {
        tags,
        summary: 'Return a seat; returns it FREE',
        description:
          'An invitation is withdrawn; a course the employee has not started is taken back (its user course ' +
          'deleted); either way the person is told by e-mail. A started course cannot be returned (422 SEAT_IN_USE); ' +
          'a free seat is 422 SEAT_NOT_ASSIGNED.',
        security: oa.security.write,
        body: unassignBody,
        response: {
          200: oa.ok(seatSchema, 'The seat, FREE'),
          ...oa.bodyRefusals([404, 'NOT_FOUND: no such seat, or another company’s'], 422),
        },
      },
    },
    async (request) => {
      const viewer = seatViewer(request);
      const body = (request.body ?? {}) as { userResourceId?: unknown };
      const { seatId } = await unassignSeat(
        prisma,
        viewer,
        { seatId: typeof body.userResourceId === 'string' ? body.userResourceId : '' },
        mail,
      );
      return presentSeat(await seatById(prisma, seatId));
    },
  );

  api.post(
    '/user-resources/bulk',
    {
      schema: {
        tags,
        summary: 'Assign free seats of a course variant to a list of e-mails (our extension)',
        description:
          'Each row on its own (one bad row does not stop the rest); free seats in purchase order; out of seats a ' +
          'row is FAILED with NO_FREE_SEATS. Admins name the company.',
        security: oa.security.write,
        body: bulkBody,
        response: {
          200: oa.ok(z.object({ results: z.array(bulkResultSchema) }), 'One result per e-mail, in order'),
          ...oa.bodyRefusals([404, 'NOT_FOUND: no such course variant']),
        },
      },
    },
    async (request) => {
      const viewer = seatViewer(request);
      const body = (request.body ?? {}) as { courseVariantId?: unknown; emails?: unknown; companyId?: unknown };
      const results = await assignSeatsBulk(
        prisma,
        viewer,
        { courseVariantId: body.courseVariantId, emails: body.emails, companyId: body.companyId },
        mail,
      );
      return {
        results: results.map(({ seatId, ...r }) => ({ ...r, userResourceId: seatId })),
      };
    },
  );

  api.get(
    '/admin/user-resources',
    {
      schema: {
        tags,
        summary: 'Every company’s seats (admins), in purchase order',
        security: oa.security.read,
        querystring: adminListQuery,
        response: { 200: oa.ok(seatPageSchema, 'One page of seats'), ...oa.signedInRefusals(400) },
      },
    },
    async (request) => {
      requirePermission(request, 'manage:resource:any');
      const { items, ...page } = await seatPage(prisma, viewerOf(request), request.query as Record<string, unknown>);
      return { items: items.map(presentSeat), ...page };
    },
  );
}
