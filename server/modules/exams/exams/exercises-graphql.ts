import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../../graphql/builder.ts';
import { dateTime, optionalDateTime } from '../../../graphql/fields.ts';
import { perRequestMapLoader } from '../../../graphql/loaders.ts';
import { connectionField, countedConnection } from '../../../graphql/connection-schema.ts';
import { rowIdOf, uuidOrNil } from '../../../graphql/ids.ts';
import { changeDeadlineOf, hasPractice } from './booking.ts';
import {
  confirmExercise,
  exerciseAvailabilityWhere,
  exerciseBlocker,
  exerciseCancellable,
  exerciseCounts,
  EXERCISES_NEWEST_FIRST,
  registerForExercise,
  unregisterExercise,
  visibleExercisesWhere,
} from './exercises.ts';
import { subjectCounts } from '../../learning/learning/service.ts';
import { ExamRef } from './exams-graphql.ts';
import { EligibilityRef, viewerOf, WorkSlotRef, type Eligibility } from './slots-graphql.ts';
import { BY_START, isExamsAdmin, isInstructor, managesSlot } from './slots.ts';

/**
 * Practical exercises in GraphQL (exams contract, owner A): the Exercise node (the access code
 * for the candidate and admins only), availability, booking, unregistering, the instructor's
 * confirmation, the learner's list, and the practice fields of UserCourse.
 */

const LEARN = { permission: 'learn:course:own' } as const;

/** Exercises per user course by status. */
const exerciseCountLoader = perRequestMapLoader((ctx, userCourseIds) => exerciseCounts(ctx.prisma, userCourseIds), {
  unfinished: 0,
  finished: 0,
});

/** Subjects per course. */
const subjectCountLoader = perRequestMapLoader((ctx, courseIds) => subjectCounts(ctx.prisma, courseIds), 0);

export const ExerciseStatusEnum = builder.enumType('ExerciseStatus', {
  values: {
    UNFINISHED: { description: 'Booked, waiting for the instructor’s confirmation.' },
    FINISHED: { description: 'Confirmed by the instructor.' },
  } as const,
  description: 'UNFINISHED: booked, waiting for the instructor’s confirmation; FINISHED: confirmed.',
});

const fullName = (user: { firstName: string | null; lastName: string | null; email: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;

export const ExerciseRef = builder.prismaNode('Exercise', {
  id: { field: 'id' },
  // Through `node(id)`: the candidate, the slot's instructor and admins; null for anyone else.
  findUnique: (id, ctx) => ({ id: uuidOrNil(ctx.viewer ? id : ''), ...visibleExercisesWhere(viewerOf(ctx)) }),
  nullable: true,
  select: { id: true, userId: true, workSlot: { select: { instructorId: true } } },
  authScopes: (exercise, ctx) =>
    ctx.viewer?.user.id === exercise.userId || managesSlot(viewerOf(ctx), exercise.workSlot),
  description: 'A practical exercise booked on an EXERCISE slot (spec 3), confirmed by the instructor.',
  fields: (t) => ({
    status: t.expose('status', { type: ExerciseStatusEnum, description: 'Booked or confirmed.' }),
    course: t.relation('course', { description: 'The course it is the practice of.' }),
    courseTitle: t.string({
      description: 'The course’s title.',
      select: { course: { select: { title: true } } },
      resolve: (e) => e.course.title,
    }),
    workSlot: t.relation('workSlot', { description: 'The slot it is booked on.' }),
    accessCode: t.string({
      nullable: true,
      select: { accessCode: true },
      description: 'The candidate and admins only; null for the instructor (they type it in to confirm).',
      resolve: (exercise, _args, ctx) => {
        const viewer = viewerOf(ctx);
        if (!viewer) return null;
        if (viewer.id === exercise.userId) return exercise.accessCode;
        return viewer.id !== exercise.workSlot.instructorId && managesSlot(viewer, exercise.workSlot)
          ? exercise.accessCode
          : null;
      },
    }),
    confirmedAt: t.expose('confirmedAt', optionalDateTime('When the instructor confirmed it; null until then.')),
    changeDeadline: t.field({
      type: 'DateTime',
      select: { workSlot: { select: { startsAt: true } } },
      description: 'Unregistering is possible until then: the slot start − 24 hours.',
      resolve: (exercise) => changeDeadlineOf(exercise.workSlot),
    }),
    canUnregister: t.boolean({
      select: { status: true, workSlot: { select: { startsAt: true } } },
      description: 'The viewer is the candidate, UNFINISHED, before changeDeadline.',
      resolve: (exercise, _args, ctx) =>
        ctx.viewer?.user.id === exercise.userId && exerciseCancellable(exercise, exercise.workSlot),
    }),
    canConfirm: t.boolean({
      select: { status: true },
      description: 'The viewer is the slot’s instructor (or an admin) and the exercise is UNFINISHED.',
      resolve: (exercise, _args, ctx) =>
        exercise.status === 'UNFINISHED' && managesSlot(viewerOf(ctx), exercise.workSlot),
    }),
    candidateName: t.string({
      description: 'The candidate’s name (their e-mail when they gave no name).',
      select: { user: { select: { firstName: true, lastName: true, email: true } } },
      resolve: (exercise) => fullName(exercise.user),
    }),
    candidateEmail: t.string({
      description: 'The candidate’s e-mail.',
      select: { user: { select: { email: true } } },
      resolve: (exercise) => exercise.user.email,
    }),
    createdAt: t.expose('createdAt', dateTime('When it was booked.')),
  }),
});

export const ExerciseConnection = countedConnection(ExerciseRef, 'ExerciseConnection');

// ───────────────────────────── WorkSlot: participants ─────────────────────────────

const BY_BOOKING = [{ createdAt: 'asc' }, { id: 'asc' }] as const satisfies { createdAt?: 'asc'; id?: 'asc' }[];

builder.prismaObjectFields(WorkSlotRef, (t) => ({
  exams: t.field({
    type: [ExamRef],
    description: 'Its exams by booking time: for its instructor and admins (an empty list for others).',
    select: (_args, _ctx, nestedSelection) => ({ exams: nestedSelection({ orderBy: [...BY_BOOKING] }) }),
    resolve: (slot, _args, ctx) => (managesSlot(viewerOf(ctx), slot) ? (slot.exams as never) : []),
  }),
  exercises: t.field({
    type: [ExerciseRef],
    description: 'Its practical exercises by booking time: for its instructor and admins (empty for others).',
    select: (_args, _ctx, nestedSelection) => ({ exercises: nestedSelection({ orderBy: [...BY_BOOKING] }) }),
    resolve: (slot, _args, ctx) => (managesSlot(viewerOf(ctx), slot) ? (slot.exercises as never) : []),
  }),
}));

// ───────────────────────────── UserCourse: practice ─────────────────────────────

builder.prismaObjectFields('UserCourse', (t) => ({
  hasPractice: t.boolean({
    select: { course: { select: { courseType: true } } },
    description: 'The course has practical exercises (FULL courses).',
    resolve: (userCourse) => hasPractice(userCourse.course),
  }),
  practiceConfirmed: t.boolean({
    description: 'An exercise of this user course was confirmed (FINISHED).',
    resolve: async (userCourse, _args, ctx) => (await exerciseCountLoader(ctx).load(userCourse.id)).finished > 0,
  }),
  activeExercise: t.field({
    type: ExerciseRef,
    nullable: true,
    description: 'The booked exercise waiting for confirmation (UNFINISHED), if any.',
    select: (_args, _ctx, nestedSelection) => ({
      exercises: nestedSelection({ where: { status: 'UNFINISHED' }, orderBy: EXERCISES_NEWEST_FIRST, take: 1 }),
    }),
    // nestedSelection carries the Exercise type's own selection (its slot's instructor) too.
    resolve: (userCourse) => (userCourse.exercises[0] ?? null) as never,
  }),
  exerciseEligibility: t.field({
    type: EligibilityRef,
    select: {
      courseId: true,
      accessUntil: true,
      finishedAt: true,
      completedSubjects: true,
      course: { select: { courseType: true } },
    },
    description:
      'Whether practice can be booked now; reason: COURSE_HAS_NO_PRACTICE, ACCESS_EXPIRED, THEORY_NOT_FINISHED, ' +
      'EXERCISE_ALREADY_BOOKED or EXERCISE_ALREADY_CONFIRMED.',
    resolve: async (userCourse, _args, ctx): Promise<Eligibility> => {
      const [subjectCount, counts] = await Promise.all([
        subjectCountLoader(ctx).load(userCourse.courseId),
        exerciseCountLoader(ctx).load(userCourse.id),
      ]);
      const reason = exerciseBlocker({ course: userCourse.course, userCourse, subjectCount, ...counts });
      return { allowed: reason === null, reason };
    },
  }),
}));

// ───────────────────────────── Queries ─────────────────────────────

builder.queryField('exerciseAvailability', (t) =>
  t.prismaField({
    type: ['WorkSlot'],
    authScopes: LEARN,
    description:
      'Bookable practice dates (EXERCISE slots not started, with a free place) in dateFrom..dateTo (Warsaw ' +
      'dates, at most 62 days), by start; with courseId, the course must have practice.',
    args: {
      courseId: t.arg.id({ description: 'Global id of the Course to book practice of (optional).' }),
      dateFrom: t.arg({ type: 'Date', required: true, description: 'First day (Warsaw time), inclusive.' }),
      dateTo: t.arg({ type: 'Date', required: true, description: 'Last day (Warsaw time), inclusive.' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const where = await exerciseAvailabilityWhere(ctx.prisma, viewerOf(ctx), {
        courseId: args.courseId == null ? null : rowIdOf(args.courseId, 'Course'),
        dateFrom: args.dateFrom,
        dateTo: args.dateTo,
      });
      return ctx.prisma.workSlot.findMany({ ...query, where, orderBy: BY_START });
    },
  }),
);

builder.queryField('myExercises', (t) =>
  connectionField(t, {
    type: ExerciseConnection,
    node: 'Exercise',
    authScopes: LEARN,
    description: 'The signed-in learner’s practical exercises, newest first.',
    rows: (_args, ctx) => ({
      model: ctx.prisma.exercise,
      where: { userId: ctx.viewer!.user.id },
      orderBy: EXERCISES_NEWEST_FIRST,
    }),
  }),
);

builder.queryField('exercise', (t) =>
  t.prismaField({
    type: 'Exercise',
    nullable: true,
    authScopes: { signedIn: true },
    description: 'One exercise: for its candidate, the slot’s instructor and admins; null for anyone else.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Exercise.' }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.exercise.findFirst({
        ...query,
        where: { id: rowIdOf(id, 'Exercise'), ...visibleExercisesWhere(viewerOf(ctx)) },
      }),
  }),
);

// ───────────────────────────── Mutations ─────────────────────────────

const RegisterForExerciseInput = builder.inputType('RegisterForExerciseInput', {
  description: 'The practice to book: which course, on which slot.',
  fields: (t) => ({
    courseId: t.id({ required: true, description: 'Global id of the Course (one the learner has).' }),
    workSlotId: t.id({ required: true, description: 'Global id of an EXERCISE WorkSlot.' }),
  }),
});

builder.mutationField('registerForExercise', (t) =>
  t.prismaField({
    type: 'Exercise',
    authScopes: LEARN,
    description:
      'Books practice: COURSE_HAS_NO_PRACTICE, NOT_FOUND / ACCESS_EXPIRED, THEORY_NOT_FINISHED, ' +
      'EXERCISE_ALREADY_BOOKED, EXERCISE_ALREADY_CONFIRMED, SLOT_NOT_BOOKABLE, SLOT_FULL in that order.',
    args: { input: t.arg({ type: RegisterForExerciseInput, required: true, description: 'What to book.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const exercise = await registerForExercise(ctx.prisma, viewerOf(ctx), {
        courseId: rowIdOf(input.courseId, 'Course'),
        workSlotId: rowIdOf(input.workSlotId, 'WorkSlot'),
      });
      return ctx.prisma.exercise.findUniqueOrThrow({ ...query, where: { id: exercise.id } });
    },
  }),
);

builder.mutationField('unregisterExercise', (t) =>
  t.id({
    authScopes: LEARN,
    description:
      'Cancels the learner’s booking (UNFINISHED; until 24 hours before the start, BOOKING_CHANGE_CLOSED); ' +
      'returns the deleted exercise’s id.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Exercise.' }) },
    resolve: async (_root, { id }, ctx) =>
      encodeGlobalID('Exercise', await unregisterExercise(ctx.prisma, viewerOf(ctx), rowIdOf(id, 'Exercise'))),
  }),
);

const ConfirmExerciseInput = builder.inputType('ConfirmExerciseInput', {
  description: 'The exercise to confirm, with the candidate’s access code.',
  fields: (t) => ({
    exerciseId: t.id({ required: true, description: 'Global id of the Exercise.' }),
    accessCode: t.string({ required: true, description: 'The six digits the candidate shows.' }),
  }),
});

builder.mutationField('confirmExercise', (t) =>
  t.prismaField({
    type: 'Exercise',
    authScopes: (_root, _args, ctx) => isInstructor(ctx.viewer?.user.role) || isExamsAdmin(ctx.viewer?.user.role),
    description:
      'The slot’s instructor (or an admin) confirms the exercise with its access code (INVALID_ACCESS_CODE): ' +
      'UNFINISHED → FINISHED (BOOKING_STATUS_CONFLICT otherwise).',
    args: { input: t.arg({ type: ConfirmExerciseInput, required: true, description: 'The confirmation.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const exercise = await confirmExercise(ctx.prisma, viewerOf(ctx), rowIdOf(input.exerciseId, 'Exercise'), {
        accessCode: input.accessCode,
      });
      return ctx.prisma.exercise.findUniqueOrThrow({ ...query, where: { id: exercise.id } });
    },
  }),
);
