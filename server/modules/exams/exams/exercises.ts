import { announceSeatStarted } from '../../system/integrations/service.ts';
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { isBusinessRule, type BusinessRule, type ErrorCode } from '../../../contract/errors.ts';
import type { Course, Exercise, Prisma, PrismaClient, UserCourse } from '../../../generated/prisma/client.ts';
import { AppError, brokenRule, forbidden, notFound, unauthenticated } from '../../../platform/errors.ts';
import { numberedPage, readPageQuery } from '../../../platform/http/numbered-page.ts';
import { isUuid, parseInput, requiredText, typed } from '../../../platform/validation.ts';
import { accessActive, userCourseOf } from '../../learning/learning/service.ts';
import { can } from '../../../auth/permissions.ts';
import {
  bookableSlotsWhere,
  bookingChangeOpen,
  hasPractice,
  releasePlace,
  requireBookingChangeOpen,
  takePlace,
} from './booking.ts';
import { mailExerciseBooking, mailExerciseConfirmed } from './invitations.ts';
import { recordCancelledBooking } from './cancelled-events.ts';
import { BY_START, isExamsAdmin, isInstructor, managedSlotsWhere, parseSlotRange, type ExamsViewer } from './slots.ts';

/**
 * Practical exercises (exams contract, "Exercises"): FULL courses only, after the theory; one
 * booking at a time per user course, none once confirmed; unregistering until the 24-hour
 * cut-off; the slot's instructor (or an admin) confirms with the candidate's six-digit access
 * code. GraphQL (exercises-graphql.ts) and REST (exercises-rest.ts) both call here.
 */

/** A client or an open transaction. */
type Db = PrismaClient | Prisma.TransactionClient;

const isLearner = (viewer: ExamsViewer) => can(viewer.role, 'learn:course:own');

/** Newest first; `id` last so cursors are stable. */
export const EXERCISES_NEWEST_FIRST: Prisma.ExerciseOrderByWithRelationInput[] = [
  { createdAt: 'desc' },
  { id: 'desc' },
];

/** Six random digits (crypto random), told to the candidate, typed in by the instructor. */
export const newAccessCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

// ───────────────────────────── Eligibility ─────────────────────────────

/** Why a learner may not book practice now: an error code or a business-rule id of the contract. */
export type ExerciseBlocker = ErrorCode | BusinessRule;

export interface ExerciseState {
  course: Pick<Course, 'courseType'>;
  userCourse: Pick<UserCourse, 'accessUntil' | 'finishedAt' | 'completedSubjects'>;
  subjectCount: number;
  /** Exercises of the user course still to be confirmed, and confirmed ones. */
  unfinished: number;
  finished: number;
}

/** Whether the theory of the course is done: finished, or every subject completed. */
export const theoryFinished = (
  userCourse: Pick<UserCourse, 'finishedAt' | 'completedSubjects'>,
  subjectCount: number,
) => userCourse.finishedAt !== null || userCourse.completedSubjects >= subjectCount;

/** The first rule that stops a booking, in the contract's order (the slot itself aside), or null. */
export function exerciseBlocker(state: ExerciseState, now = new Date()): ExerciseBlocker | null {
  if (!hasPractice(state.course)) return 'COURSE_HAS_NO_PRACTICE';
  if (!accessActive(state.userCourse, now)) return 'ACCESS_EXPIRED';
  if (!theoryFinished(state.userCourse, state.subjectCount)) return 'THEORY_NOT_FINISHED';
  if (state.unfinished > 0) return 'EXERCISE_ALREADY_BOOKED';
  if (state.finished > 0) return 'EXERCISE_ALREADY_CONFIRMED';
  return null;
}

/** The error a blocker answers with. */
export function blockerError(blocker: ExerciseBlocker): AppError {
  if (isBusinessRule(blocker)) return brokenRule(blocker);
  if (blocker === 'ACCESS_EXPIRED') return new AppError('ACCESS_EXPIRED', 'Your access to this course has expired');
  return new AppError(blocker, blocker);
}

/** Exercises per user course and status, for many user courses in one query. */
export async function exerciseCounts(db: Db, userCourseIds: readonly string[]) {
  const rows = await db.exercise.groupBy({
    by: ['userCourseId', 'status'],
    where: { userCourseId: { in: [...userCourseIds] } },
    _count: { _all: true },
  });
  const counts = new Map<string, { unfinished: number; finished: number }>();
  for (const id of userCourseIds) counts.set(id, { unfinished: 0, finished: 0 });
  for (const row of rows) {
    const entry = counts.get(row.userCourseId)!;
    if (row.status === 'FINISHED') entry.finished += row._count._all;
    else entry.unfinished += row._count._all;
  }
  return counts;
}

// ───────────────────────────── Availability ─────────────────────────────

const availabilitySchema = z.object({ courseId: z.string().nullish() });

/**
 * The filter of bookable practice dates in a range (Warsaw dates, at most 62 days): EXERCISE slots
 * not started with a free place. With a course: it must exist (NOT_FOUND) and have practice.
 */
export async function exerciseAvailabilityWhere(
  db: Db,
  viewer: ExamsViewer | null | undefined,
  input: { courseId?: string | null; dateFrom?: unknown; dateTo?: unknown },
  now = new Date(),
) {
  if (!viewer) throw unauthenticated();
  if (!isLearner(viewer) && !isExamsAdmin(viewer.role)) throw forbidden();
  const { courseId } = parseInput(availabilitySchema, { courseId: input.courseId });
  const range = parseSlotRange(input);
  if (courseId) {
    const course = isUuid(courseId)
      ? await db.course.findUnique({ where: { id: courseId }, select: { courseType: true } })
      : null;
    if (!course) throw notFound('Course');
    if (!hasPractice(course)) throw brokenRule('COURSE_HAS_NO_PRACTICE');
  }
  return bookableSlotsWhere(db, 'EXERCISE', range, now);
}

/** Bookable practice dates in a range, by start (see `exerciseAvailabilityWhere`). */
export async function exerciseAvailability(
  db: Db,
  viewer: ExamsViewer | null | undefined,
  input: { courseId?: string | null; dateFrom?: unknown; dateTo?: unknown },
  now = new Date(),
) {
  const where = await exerciseAvailabilityWhere(db, viewer, input, now);
  return db.workSlot.findMany({ where, orderBy: BY_START, include: SLOT_INSTRUCTOR });
}

export const SLOT_INSTRUCTOR = {
  instructor: { select: { firstName: true, lastName: true, email: true } },
} as const satisfies Prisma.WorkSlotInclude;

// ───────────────────────────── Registering ─────────────────────────────

const registerSchema = z.object({
  courseId: z.string(typed('required')),
  workSlotId: z.string(typed('required')),
});

/** The learner's newest user course of the course, with active access (NOT_FOUND / ACCESS_EXPIRED). */
async function ownCourse(prisma: PrismaClient, viewer: ExamsViewer, courseId: string) {
  const course = isUuid(courseId)
    ? await prisma.course.findUnique({ where: { id: courseId }, select: { id: true, courseType: true } })
    : null;
  if (!course) throw notFound('Course');
  if (!hasPractice(course)) throw brokenRule('COURSE_HAS_NO_PRACTICE');
  const userCourse = await userCourseOf(prisma, viewer.id, course.id);
  if (!userCourse) throw notFound('Course');
  if (!accessActive(userCourse)) throw blockerError('ACCESS_EXPIRED');
  return { course, userCourse };
}

/** Locks the user course's row until the transaction ends: one learner's bookings queue. */
async function lockUserCourse(tx: Prisma.TransactionClient, id: string): Promise<UserCourse> {
  await tx.$queryRaw`SELECT id FROM "UserCourse" WHERE id = ${id}::uuid FOR UPDATE`;
  const row = await tx.userCourse.findUnique({ where: { id } });
  if (!row) throw notFound('Course');
  return row;
}

/**
 * Books a practical exercise (exams contract order): the course has practice, the learner holds
 * it with active access, the theory is finished, no exercise waits or was confirmed, the slot is
 * an EXERCISE slot not started with a place left. The user course is locked first, then the
 * place is taken; the booking e-mail is written in the same transaction.
 */
export async function registerForExercise(
  prisma: PrismaClient,
  viewer: ExamsViewer | null | undefined,
  input: unknown,
  now = new Date(),
): Promise<Exercise> {
  if (!viewer) throw unauthenticated();
  if (!isLearner(viewer)) throw forbidden();
  const { courseId, workSlotId } = parseInput(registerSchema, input);
  const owned = await ownCourse(prisma, viewer, courseId);
  if (!isUuid(workSlotId)) throw notFound('Work slot');
  return prisma.$transaction(
    async (tx) => {
      const userCourse = await lockUserCourse(tx, owned.userCourse.id);
      const [subjectCount, counts] = await Promise.all([
        tx.subject.count({ where: { courseId: userCourse.courseId } }),
        exerciseCounts(tx, [userCourse.id]),
      ]);
      const blocker = exerciseBlocker(
        { course: owned.course, userCourse, subjectCount, ...counts.get(userCourse.id)! },
        now,
      );
      if (blocker) throw blockerError(blocker);
      const slot = await takePlace(tx, workSlotId, now, ['EXERCISE']);
      await announceSeatStarted(tx, userCourse.id);
      const exercise = await tx.exercise.create({
        data: {
          userId: viewer.id,
          userCourseId: userCourse.id,
          courseId: userCourse.courseId,
          workSlotId: slot.id,
          accessCode: newAccessCode(),
        },
      });
      await mailExerciseBooking(tx, exercise.id, 'BOOKED', now);
      return exercise;
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
}

/** The learner's own exercise (another's, or a malformed id, is NOT_FOUND). */
async function ownExercise(db: Db, viewer: ExamsViewer, id: string) {
  const exercise = isUuid(id)
    ? await db.exercise.findFirst({ where: { id, userId: viewer.id }, include: { workSlot: true } })
    : null;
  if (!exercise) throw notFound('Exercise');
  return exercise;
}

/**
 * Cancels the learner's booking: UNFINISHED only (BOOKING_STATUS_CONFLICT), until 24 hours
 * before the start (BOOKING_CHANGE_CLOSED); the row goes, the place comes back, the e-mail says so.
 */
export async function unregisterExercise(
  prisma: PrismaClient,
  viewer: ExamsViewer | null | undefined,
  id: string,
  now = new Date(),
): Promise<string> {
  if (!viewer) throw unauthenticated();
  if (!isLearner(viewer)) throw forbidden();
  const found = await ownExercise(prisma, viewer, id);
  return prisma.$transaction(
    async (tx) => {
      await lockUserCourse(tx, found.userCourseId);
      const exercise = await ownExercise(tx, viewer, found.id);
      if (exercise.status !== 'UNFINISHED') throw statusConflict();
      requireBookingChangeOpen(exercise.workSlot, now);
      // The e-mail reads the booking: written before the row goes (same transaction).
      await mailExerciseBooking(tx, exercise.id, 'CANCELLED');
      await recordCancelledBooking(tx, 'exercise', exercise.id, now);
      await tx.exercise.delete({ where: { id: exercise.id } });
      await releasePlace(tx, exercise.workSlotId);
      return exercise.id;
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
}

const statusConflict = () =>
  new AppError('BOOKING_STATUS_CONFLICT', 'This booking’s status does not allow this action');

const confirmSchema = z.object({ accessCode: requiredText(20) });

/**
 * The slot's instructor (or an admin) confirms the exercise took place with the candidate's access
 * code (INVALID_ACCESS_CODE): UNFINISHED → FINISHED (BOOKING_STATUS_CONFLICT otherwise), one
 * conditional update; the e-mail tells the candidate.
 */
export async function confirmExercise(
  prisma: PrismaClient,
  viewer: ExamsViewer | null | undefined,
  id: string,
  input: unknown,
  now = new Date(),
): Promise<Exercise> {
  if (!viewer) throw unauthenticated();
  if (!(isInstructor(viewer.role) && can(viewer.role, 'verify:exam:any')) && !isExamsAdmin(viewer.role)) {
    throw forbidden();
  }
  const exercise = isUuid(id)
    ? await prisma.exercise.findFirst({ where: { id, workSlot: managedSlotsWhere(viewer) } })
    : null;
  if (!exercise) throw notFound('Exercise');
  const { accessCode } = parseInput(confirmSchema, input);
  if (accessCode !== exercise.accessCode) {
    throw new AppError('INVALID_ACCESS_CODE', 'The access code is not this exercise’s');
  }
  return prisma.$transaction(async (tx) => {
    const updated = await tx.exercise.updateMany({
      where: { id: exercise.id, status: 'UNFINISHED' },
      data: { status: 'FINISHED', confirmedAt: now, confirmedById: viewer.id },
    });
    if (updated.count !== 1) throw statusConflict();
    await mailExerciseConfirmed(tx, exercise.id);
    return tx.exercise.findUniqueOrThrow({ where: { id: exercise.id } });
  });
}

// ───────────────────────────── Reading ─────────────────────────────

/** The exercises a viewer may read: their own, and those on slots they manage (admins: all). */
export function visibleExercisesWhere(viewer: ExamsViewer | null | undefined): {
  OR: Prisma.ExerciseWhereInput[];
} {
  if (!viewer) return { OR: [{ userId: '00000000-0000-0000-0000-000000000000' }] };
  return { OR: [{ userId: viewer.id }, { workSlot: managedSlotsWhere(viewer) }] };
}

/** One exercise the viewer may read (candidate, the slot's instructor, admin); NOT_FOUND otherwise. */
export async function exerciseFor(db: Db, viewer: ExamsViewer | null | undefined, id: string) {
  if (!viewer) throw unauthenticated();
  const exercise = isUuid(id)
    ? await db.exercise.findFirst({ where: { id, ...visibleExercisesWhere(viewer) }, include: EXERCISE_INCLUDE })
    : null;
  if (!exercise) throw notFound('Exercise');
  return exercise;
}

export const EXERCISE_INCLUDE = {
  workSlot: { include: SLOT_INSTRUCTOR },
  course: { select: { title: true } },
  user: { select: { firstName: true, lastName: true, email: true } },
} as const satisfies Prisma.ExerciseInclude;

/** One numbered page of the learner's exercises, newest first. */
export async function myExercisesPage(
  prisma: PrismaClient,
  viewer: ExamsViewer | null | undefined,
  query: Record<string, unknown>,
) {
  if (!viewer) throw unauthenticated();
  if (!isLearner(viewer)) throw forbidden();
  const pageRequest = readPageQuery(query);
  const where = { userId: viewer.id };
  return numberedPage(
    pageRequest,
    (window) =>
      prisma.exercise.findMany({ where, orderBy: EXERCISES_NEWEST_FIRST, ...window, include: EXERCISE_INCLUDE }),
    () => prisma.exercise.count({ where }),
  );
}

/** Whether the candidate may still unregister (UNFINISHED, before the cut-off). */
export const exerciseCancellable = (exercise: Pick<Exercise, 'status'>, slot: { startsAt: Date }, now = new Date()) =>
  exercise.status === 'UNFINISHED' && bookingChangeOpen(slot, now);

export { BY_START };
