import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { WorkSlot } from '../../../generated/prisma/client.ts';
import { ExamStatus, ExerciseStatus, WorkSlotKind } from '../../../generated/prisma/enums.ts';
import { unauthenticated } from '../../../platform/errors.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { deleteRoute } from '../../../platform/http/routes.ts';
import { candidateNameOf, effectiveStatus, expireOverdueExams } from './exams.ts';
import type { ExamsRestDeps } from './rest.ts';
import * as workSlots from './slots.ts';

/**
 * Spec 7 "Instructor" (exams contract, owner A): the instructor's calendar under
 * /instructor/work-slot — list by date range, create, delete an unbooked slot, read one with its
 * participants (reading it as its instructor clears the "new" label). Raw UUIDs.
 */

const TAG = ['instructor'];

// ───────────────────────────── Schemas ─────────────────────────────

export const workSlotSchema = z
  .object({
    workSlotId: oa.uuid('Work slot id'),
    kind: z.enum(WorkSlotKind).meta({ description: 'EXAM_60 (60 min), EXAM_120 (120 min), EXERCISE (120 min)' }),
    startsAt: oa.dateTime(),
    endsAt: oa.dateTime().meta({ description: 'startsAt + the kind’s length' }),
    place: z.string().nullable(),
    onlineLink: z.string().nullable().meta({ description: 'For its instructor, admins and those booked on it' }),
    capacity: z.number().int(),
    bookedCount: z.number().int(),
    freePlaces: z.number().int(),
    isFree: z.boolean().meta({ description: 'The "free" label: a place remains' }),
    isNew: z.boolean().meta({ description: 'The "new" label: booked since its instructor last opened it' }),
    instructorName: z.string(),
    canDelete: z.boolean().meta({ description: 'The viewer is its instructor and nobody booked it' }),
  })
  .meta({ id: 'WorkSlot' });

const slotListSchema = z.object({ items: z.array(workSlotSchema) }).meta({ id: 'WorkSlotList' });

const participantsSchema = z.object({
  exams: z.array(
    z.object({
      examId: oa.uuid('Exam id'),
      status: z.enum(ExamStatus).meta({ description: 'An UNLOCKED exam past its deadline is FINISHED' }),
      attempt: z.number().int(),
      courseId: oa.uuid('Course id'),
      courseTitle: z.string(),
      candidateName: z.string(),
      candidateEmail: z.string(),
      candidatePilotNumber: z.string().nullable(),
      createdAt: oa.dateTime().meta({ description: 'When it was booked' }),
    }),
  ),
  exercises: z.array(
    z.object({
      exerciseId: oa.uuid('Exercise id'),
      status: z.enum(ExerciseStatus),
      courseId: oa.uuid('Course id'),
      courseTitle: z.string(),
      candidateName: z.string(),
      candidateEmail: z.string(),
      confirmedAt: oa.dateTime().nullable(),
      createdAt: oa.dateTime().meta({ description: 'When it was booked' }),
    }),
  ),
});

const slotDetailsSchema = workSlotSchema
  .extend({ participants: participantsSchema.meta({ description: 'Exams and exercises booked, by booking time' }) })
  .meta({ id: 'WorkSlotDetails' });

const createBody = z
  .object({
    kind: z.enum(WorkSlotKind),
    startsAt: oa.dateTime().meta({ description: 'In the future; the end follows from the kind' }),
    place: z.string().nullable().optional().meta({ description: 'At most 255 characters' }),
    onlineLink: z.string().nullable().optional().meta({ description: 'http(s), at most 500 characters' }),
    capacity: z.number().int().meta({ description: '1..50' }),
  })
  .meta({ id: 'CreateWorkSlot', description: 'At least one of place and onlineLink (else place is required)' });

// ───────────────────────────── Presenters ─────────────────────────────

type SlotWithInstructor = WorkSlot & {
  instructor: { firstName: string | null; lastName: string | null; email: string };
};

/** A slot as REST shows it to `viewer` (`booked`: the viewer holds a place on it). */
export function presentWorkSlot(slot: SlotWithInstructor, viewer: workSlots.ExamsViewer | null, booked = false) {
  const manages = workSlots.managesSlot(viewer, slot);
  const own = viewer?.id === slot.instructorId;
  return {
    workSlotId: slot.id,
    kind: slot.kind,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    place: slot.place,
    onlineLink: manages || booked ? slot.onlineLink : null,
    capacity: slot.capacity,
    bookedCount: slot.bookedCount,
    freePlaces: workSlots.freePlacesOf(slot),
    isFree: workSlots.slotIsFree(slot),
    isNew: own && workSlots.slotIsNew(slot),
    instructorName: candidateNameOf(slot.instructor),
    canDelete: own && slot.bookedCount === 0,
  };
}

const viewerOf = (request: FastifyRequest): workSlots.ExamsViewer => {
  const user = request.viewer?.user;
  if (!user) throw unauthenticated();
  return { id: user.id, role: user.role };
};

const INSTRUCTOR_SELECT = { select: { firstName: true, lastName: true, email: true } } as const;
const PERSON = { select: { firstName: true, lastName: true, email: true, pilotNumber: true } } as const;

// ───────────────────────────── Routes ─────────────────────────────

type IdParams = { Params: { id: string } };
const slotParams = oa.idParams('Work slot');

export async function slotsRest(app: FastifyInstance, deps: ExamsRestDeps) {
  const { prisma } = deps;
  const api = oa.rest(app);

  const withInstructor = (id: string) =>
    prisma.workSlot.findUniqueOrThrow({ where: { id }, include: { instructor: INSTRUCTOR_SELECT } });

  api.get(
    '/instructor/work-slot',
    {
      schema: {
        tags: TAG,
        summary: 'The instructor’s own slots starting in dateFrom..dateTo (Warsaw dates, at most 62 days), by start',
        security: oa.security.read,
        querystring: z.object({ dateFrom: oa.date(), dateTo: oa.date() }),
        response: {
          200: oa.ok(slotListSchema, 'The slots'),
          ...oa.signedInRefusals([400, 'VALIDATION_FAILED: a bad date, or a range over 62 days']),
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const query = request.query as Record<string, unknown>;
      const slots = await workSlots.instructorSlots(prisma, viewer, { dateFrom: query.dateFrom, dateTo: query.dateTo });
      const instructor = await prisma.user.findUniqueOrThrow({ where: { id: viewer.id }, ...INSTRUCTOR_SELECT });
      return { items: slots.map((slot) => presentWorkSlot({ ...slot, instructor }, viewer)) };
    },
  );

  api.post(
    '/instructor/work-slot',
    {
      schema: {
        tags: TAG,
        summary: 'Create a slot in the instructor’s calendar',
        description:
          'The end follows from the kind (60 or 120 minutes). 422 SLOT_IN_PAST when it does not start in the ' +
          'future, SLOT_OVERLAPS when it overlaps another of the instructor’s slots.',
        security: oa.security.write,
        body: createBody,
        response: {
          201: oa.ok(workSlotSchema, 'Created'),
          ...oa.bodyRefusals(422),
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const slot = await workSlots.createWorkSlot(prisma, viewer, request.body);
      return reply.status(201).send(presentWorkSlot(await withInstructor(slot.id), viewer));
    },
  );

  api.get<IdParams>(
    '/instructor/work-slot/:id',
    {
      schema: {
        tags: TAG,
        summary: 'One slot with its participants (its instructor; admins: any)',
        description:
          'Another instructor’s slot is 404. Read by its instructor, the slot’s bookings are no longer "new".',
        security: oa.security.read,
        params: slotParams,
        response: { 200: oa.ok(slotDetailsSchema, 'The slot'), ...oa.signedInRefusals(404) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const seen = await workSlots.markWorkSlotSeen(prisma, viewer, request.params.id);
      // Its exams past their deadline are written FINISHED first, so the rows read show what they are.
      await expireOverdueExams(prisma, { workSlotId: seen.id });
      const slot = await prisma.workSlot.findUniqueOrThrow({
        where: { id: seen.id },
        include: {
          instructor: INSTRUCTOR_SELECT,
          exams: {
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            include: { user: PERSON, course: { select: { title: true } } },
          },
          exercises: {
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            include: { user: PERSON, course: { select: { title: true } } },
          },
        },
      });
      const now = new Date();
      return {
        ...presentWorkSlot(slot, viewer),
        participants: {
          exams: slot.exams.map((exam) => ({
            examId: exam.id,
            status: effectiveStatus(exam, now),
            attempt: exam.attempt,
            courseId: exam.courseId,
            courseTitle: exam.course.title,
            candidateName: candidateNameOf(exam.user),
            candidateEmail: exam.user.email,
            candidatePilotNumber: exam.user.pilotNumber,
            createdAt: exam.createdAt.toISOString(),
          })),
          exercises: slot.exercises.map((exercise) => ({
            exerciseId: exercise.id,
            status: exercise.status,
            courseId: exercise.courseId,
            courseTitle: exercise.course.title,
            candidateName: candidateNameOf(exercise.user),
            candidateEmail: exercise.user.email,
            confirmedAt: exercise.confirmedAt ? exercise.confirmedAt.toISOString() : null,
            createdAt: exercise.createdAt.toISOString(),
          })),
        },
      };
    },
  );

  deleteRoute<IdParams['Params']>(api, '/instructor/work-slot/:id', {
    tags: TAG,
    summary: 'Delete one of the instructor’s slots nobody booked',
    description: '422 SLOT_HAS_BOOKINGS once someone booked it; another instructor’s slot is 404.',
    params: slotParams,
    errors: [422],
    remove: ({ id }, request) => workSlots.deleteWorkSlot(prisma, viewerOf(request), id),
  });
}
