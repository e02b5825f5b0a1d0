import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Exercise } from '../../../generated/prisma/client.ts';
import { ExerciseStatus } from '../../../generated/prisma/enums.ts';
import { unauthenticated } from '../../../platform/errors.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { deleteRoute } from '../../../platform/http/routes.ts';
import { restPageQuery } from '../../../platform/validation.ts';
import { changeDeadlineOf } from './booking.ts';
import { candidateNameOf } from './exams.ts';
import {
  confirmExercise,
  EXERCISE_INCLUDE,
  exerciseAvailability,
  exerciseCancellable,
  exerciseFor,
  myExercisesPage,
  registerForExercise,
  unregisterExercise,
} from './exercises.ts';
import type { ExamsRestDeps } from './rest.ts';
import { managesSlot, type ExamsViewer } from './slots.ts';
import { presentWorkSlot, workSlotSchema } from './slots-rest.ts';

/**
 * Spec 7 "Exercises" (exams contract, owner A): the learner's practical exercises, availability,
 * booking and unregistering; the instructor's confirmation with the access code. Raw UUIDs; the
 * access code goes to the candidate and admins only.
 */

const TAG = ['exercises'];

// ───────────────────────────── Schemas ─────────────────────────────

const exerciseSchema = z
  .object({
    exerciseId: oa.uuid('Exercise id'),
    status: z.enum(ExerciseStatus).meta({ description: 'UNFINISHED until the instructor confirms it' }),
    courseId: oa.uuid('Course id'),
    courseTitle: z.string(),
    workSlot: workSlotSchema,
    accessCode: z.string().nullable().meta({ description: 'Six digits: the candidate and admins only' }),
    confirmedAt: oa.dateTime().nullable(),
    changeDeadline: oa.dateTime().meta({ description: 'Unregister until then (slot start − 24 h)' }),
    canUnregister: z.boolean(),
    canConfirm: z.boolean(),
    candidateName: z.string(),
    candidateEmail: z.string(),
    createdAt: oa.dateTime().meta({ description: 'When it was booked' }),
  })
  .meta({ id: 'Exercise' });

const exercisePageSchema = oa.pageOf(exerciseSchema, 'ExercisePage');

const availabilitySchema = z.object({ items: z.array(workSlotSchema) }).meta({ id: 'ExerciseAvailability' });

// ───────────────────────────── Presenters ─────────────────────────────

type ExerciseRow = Exercise & {
  workSlot: Parameters<typeof presentWorkSlot>[0];
  course: { title: string };
  user: { firstName: string | null; lastName: string | null; email: string };
};

function presentExercise(exercise: ExerciseRow, viewer: ExamsViewer, now = new Date()) {
  const candidate = exercise.userId === viewer.id;
  const manages = managesSlot(viewer, exercise.workSlot);
  const instructor = exercise.workSlot.instructorId === viewer.id;
  return {
    exerciseId: exercise.id,
    status: exercise.status,
    courseId: exercise.courseId,
    courseTitle: exercise.course.title,
    workSlot: presentWorkSlot(exercise.workSlot, viewer, candidate),
    accessCode: candidate || (manages && !instructor) ? exercise.accessCode : null,
    confirmedAt: exercise.confirmedAt ? exercise.confirmedAt.toISOString() : null,
    changeDeadline: changeDeadlineOf(exercise.workSlot).toISOString(),
    canUnregister: candidate && exerciseCancellable(exercise, exercise.workSlot, now),
    canConfirm: manages && exercise.status === 'UNFINISHED',
    candidateName: candidateNameOf(exercise.user),
    candidateEmail: exercise.user.email,
    createdAt: exercise.createdAt.toISOString(),
  };
}

const viewerOf = (request: FastifyRequest): ExamsViewer => {
  const user = request.viewer?.user;
  if (!user) throw unauthenticated();
  return { id: user.id, role: user.role };
};

// ───────────────────────────── Routes ─────────────────────────────

type IdParams = { Params: { id: string } };
const exerciseParams = oa.idParams('Exercise');

export async function exercisesRest(app: FastifyInstance, deps: ExamsRestDeps) {
  const { prisma } = deps;
  const api = oa.rest(app);

  const view = async (id: string, viewer: ExamsViewer) =>
    presentExercise(await prisma.exercise.findUniqueOrThrow({ where: { id }, include: EXERCISE_INCLUDE }), viewer);

  api.get(
    '/exercises',
    {
      schema: {
        tags: TAG,
        summary: 'The signed-in learner’s practical exercises, newest first',
        security: oa.security.read,
        querystring: z.object(restPageQuery),
        response: {
          200: oa.ok(exercisePageSchema, 'One page'),
          ...oa.signedInRefusals(400),
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { items, page, size, total } = await myExercisesPage(
        prisma,
        viewer,
        request.query as Record<string, unknown>,
      );
      return { items: items.map((e) => presentExercise(e, viewer)), page, size, total };
    },
  );

  api.get(
    '/exercises/availability',
    {
      schema: {
        tags: TAG,
        summary: 'Bookable practice dates in dateFrom..dateTo (Warsaw dates, at most 62 days), by start',
        description:
          'EXERCISE slots not started with a free place. With courseId: the course must exist (404) and have ' +
          'practice (422 COURSE_HAS_NO_PRACTICE).',
        security: oa.security.read,
        querystring: z.object({ dateFrom: oa.date(), dateTo: oa.date(), courseId: oa.uuid('Course id').optional() }),
        response: {
          200: oa.ok(availabilitySchema, 'The dates'),
          ...oa.signedInRefusals(400, 404, 422),
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const query = request.query as Record<string, unknown>;
      const slots = await exerciseAvailability(prisma, viewer, {
        courseId: typeof query.courseId === 'string' && query.courseId !== '' ? query.courseId : null,
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
      });
      return { items: slots.map((slot) => presentWorkSlot(slot, viewer)) };
    },
  );

  api.post(
    '/exercises/register',
    {
      schema: {
        tags: TAG,
        summary: 'Book a practical exercise on an EXERCISE slot',
        description:
          'Checked in order: 422 COURSE_HAS_NO_PRACTICE; 404 without the course, 403 ACCESS_EXPIRED; 422 ' +
          'THEORY_NOT_FINISHED, EXERCISE_ALREADY_BOOKED, EXERCISE_ALREADY_CONFIRMED, SLOT_NOT_BOOKABLE; ' +
          '409 SLOT_FULL. The access code is in the answer and the e-mail.',
        security: oa.security.write,
        body: z.object({ courseId: oa.uuid('Course id'), workSlotId: oa.uuid('Work slot id') }),
        response: {
          201: oa.ok(exerciseSchema, 'Booked'),
          ...oa.bodyRefusals(404, [409, 'SLOT_FULL'], 422),
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const exercise = await registerForExercise(prisma, viewer, request.body);
      return reply.status(201).send(await view(exercise.id, viewer));
    },
  );

  api.get<IdParams>(
    '/exercises/:id',
    {
      schema: {
        tags: TAG,
        summary: 'One exercise: its candidate, the slot’s instructor or an admin',
        security: oa.security.read,
        params: exerciseParams,
        response: { 200: oa.ok(exerciseSchema, 'The exercise'), ...oa.signedInRefusals(404) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return presentExercise(await exerciseFor(prisma, viewer, request.params.id), viewer);
    },
  );

  deleteRoute<IdParams['Params']>(api, '/exercises/:id/unregister', {
    tags: TAG,
    summary: 'Cancel the learner’s booking of an exercise',
    description:
      'UNFINISHED only (409 BOOKING_STATUS_CONFLICT), until 24 hours before the start (422 BOOKING_CHANGE_CLOSED).',
    params: exerciseParams,
    errors: [[409, 'BOOKING_STATUS_CONFLICT'], 422],
    remove: ({ id }, request) => unregisterExercise(prisma, viewerOf(request), id),
  });

  api.put<IdParams>(
    '/exercises/:id',
    {
      schema: {
        tags: TAG,
        summary: 'The slot’s instructor (or an admin) confirms the exercise with its access code',
        description:
          '422 INVALID_ACCESS_CODE when the code is not the exercise’s; 409 BOOKING_STATUS_CONFLICT when already ' +
          'confirmed. Another instructor’s exercise is 404.',
        security: oa.security.write,
        params: exerciseParams,
        body: z.object({ accessCode: z.string().meta({ description: 'The six digits the candidate shows' }) }),
        response: {
          200: oa.ok(exerciseSchema, 'Confirmed (FINISHED)'),
          ...oa.bodyRefusals(404, [409, 'BOOKING_STATUS_CONFLICT'], 422),
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const exercise = await confirmExercise(prisma, viewer, request.params.id, request.body);
      return view(exercise.id, viewer);
    },
  );
}
