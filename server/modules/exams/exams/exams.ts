import { announceSeatStarted, recordWebhookEvent } from '../../system/integrations/service.ts';
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { can, type Role } from '../../../auth/permissions.ts';
import {
  Prisma,
  type Exam,
  type ExamItem,
  type ExamStatus,
  type PrismaClient,
  type User,
  type UserCourse,
  type WorkSlot,
} from '../../../generated/prisma/client.ts';
import { AppError, brokenRule, forbidden, notFound, unauthenticated } from '../../../platform/errors.ts';
import { numberedPage, readPageQuery } from '../../../platform/http/numbered-page.ts';
import { calendarDate, isUuid, parseInput, typed, wholeNumber } from '../../../platform/validation.ts';
import { issueCourseCertificate } from '../../learning/certificates/service.ts';
import { userCourseOf } from '../../learning/learning/service.ts';
import { warsawDayStart } from '../../../platform/time.ts';
import { examSlotKindOf, releasePlace, requireBookingChangeOpen, takePlace } from './booking.ts';
import { eligibilityError, examEligibilities, examTriesOf, examWithoutQuestions, triesLeftOf } from './eligibility.ts';
import { mailExamBooking, mailExamResult } from './invitations.ts';
import { recordCancelledBooking } from './cancelled-events.ts';
import {
  BOOKING_RANGE_MAX_DAYS,
  EXAM_EXTRA_TRIES_MAX,
  EXAM_UNLOCK_OPENS_MINUTES_BEFORE,
} from '../../../contract/policies.ts';

/**
 * The exam lifecycle (exams contract, "Exam registration" and "Exam lifecycle"): a candidate
 * books a place on an exam slot (REGISTER), may cancel or move it until the cut-off; the slot's
 * instructor checks the candidate's identity and unlocks it (questions drawn from the bank,
 * answers shuffled, deadline = unlock + duration); the candidate answers item by item and
 * finishes (or the deadline does: TIME_EXPIRED, written lazily when read); the instructor
 * verifies (score, passed, the certificate). GraphQL (exams-graphql.ts) and REST (exams-rest.ts)
 * both call here; every function takes `now` last so tests can move the clock.
 */

export interface ExamViewer {
  id: string;
  role: Role;
}

type Db = PrismaClient | Prisma.TransactionClient;

/** Interactive transactions of many concurrent candidates queue for a connection. */
const TX = { maxWait: 60_000, timeout: 60_000 } as const;

/** The exam can be unlocked from this many minutes before the slot starts (until it ends). */
export const UNLOCK_OPENS_MINUTES_BEFORE = EXAM_UNLOCK_OPENS_MINUTES_BEFORE;
/** Minutes of an exam by the course's exam duration. */
export const EXAM_MINUTES = { DURATION_60: 60, DURATION_120: 120 } as const;

// ───────────────────────────── Who may do what ─────────────────────────────

export const isCandidateRole = (role: Role | null | undefined) => can(role, 'learn:course:own');
export const isExamAdmin = (role: Role | null | undefined) => can(role, 'manage:user:any');
export const isExaminerRole = (role: Role | null | undefined) => can(role, 'verify:exam:any');

/** Whether the viewer examines exams of the slot: its instructor (verify:exam:any), or an admin. */
export const examinesSlot = (viewer: ExamViewer | null | undefined, slot: Pick<WorkSlot, 'instructorId'>) =>
  !!viewer && (isExamAdmin(viewer.role) || (isExaminerRole(viewer.role) && slot.instructorId === viewer.id));

/** The exams the viewer may read: their own (candidate), on their slots (instructor), any (admin). */
export function examsVisibleTo(viewer: ExamViewer | null | undefined): Prisma.ExamWhereInput | null {
  if (!viewer) return null;
  if (isExamAdmin(viewer.role)) return {};
  if (isExaminerRole(viewer.role)) return { workSlot: { instructorId: viewer.id } };
  if (isCandidateRole(viewer.role)) return { userId: viewer.id };
  return null;
}

function requireCandidate(viewer: ExamViewer | null | undefined): ExamViewer {
  if (!viewer) throw unauthenticated();
  if (!isCandidateRole(viewer.role)) throw forbidden();
  return viewer;
}

function requireExaminer(viewer: ExamViewer | null | undefined): ExamViewer {
  if (!viewer) throw unauthenticated();
  if (!isExamAdmin(viewer.role) && !isExaminerRole(viewer.role)) throw forbidden();
  return viewer;
}

// ───────────────────────────── Time ─────────────────────────────

/** An UNLOCKED exam whose deadline passed counts as FINISHED (written lazily, see `expireOverdueExams`). */
export function effectiveStatus(exam: Pick<Exam, 'status' | 'deadlineAt'>, now = new Date()): ExamStatus {
  if (exam.status === 'UNLOCKED' && exam.deadlineAt && exam.deadlineAt.getTime() <= now.getTime()) return 'FINISHED';
  return exam.status;
}

/** When the exam ended: as written, or the deadline of an overdue UNLOCKED exam. */
export function effectiveFinishedAt(exam: Pick<Exam, 'status' | 'deadlineAt' | 'finishedAt'>, now = new Date()) {
  if (exam.finishedAt) return exam.finishedAt;
  return effectiveStatus(exam, now) === 'FINISHED' ? exam.deadlineAt : null;
}

/** Whole seconds (rounded up) to the deadline of an UNLOCKED exam; null in any other status (and once it passed). */
export function secondsLeftOf(exam: Pick<Exam, 'status' | 'deadlineAt'>, now = new Date()): number | null {
  if (effectiveStatus(exam, now) !== 'UNLOCKED' || !exam.deadlineAt) return null;
  return Math.max(1, Math.ceil((exam.deadlineAt.getTime() - now.getTime()) / 1000));
}

/** When the unlock window opens: 60 minutes before the slot starts. */
export const unlockOpensAt = (slot: Pick<WorkSlot, 'startsAt'>) =>
  new Date(slot.startsAt.getTime() - UNLOCK_OPENS_MINUTES_BEFORE * 60_000);

/** The unlock window: from 60 minutes before the slot starts until it ends. */
export const unlockOpen = (slot: Pick<WorkSlot, 'startsAt' | 'endsAt'>, now = new Date()) =>
  now.getTime() >= unlockOpensAt(slot).getTime() && now.getTime() < slot.endsAt.getTime();

/**
 * Writes the FINISHED state of UNLOCKED exams whose deadline has passed (finishedAt = deadline),
 * within `scope` (ids, a slot, a user). Reads call it first, so correctness never depends on a
 * timer. Its own statement: committed before the caller goes on. Returns the rows changed.
 */
export async function expireOverdueExams(
  db: Db,
  scope: { ids?: readonly string[]; workSlotId?: string; userId?: string },
  now = new Date(),
): Promise<number> {
  const and: Prisma.Sql[] = [
    Prisma.sql`"status" = 'UNLOCKED'::"ExamStatus"`,
    Prisma.sql`"deadlineAt" <= ${now.toISOString()}::timestamp`,
  ];
  if (scope.ids) {
    const ids = scope.ids.filter(isUuid);
    if (ids.length === 0) return 0;
    and.push(Prisma.sql`"id" IN (${Prisma.join(ids.map((id) => Prisma.sql`${id}::uuid`))})`);
  }
  if (scope.workSlotId !== undefined) {
    if (!isUuid(scope.workSlotId)) return 0;
    and.push(Prisma.sql`"workSlotId" = ${scope.workSlotId}::uuid`);
  }
  if (scope.userId !== undefined) {
    if (!isUuid(scope.userId)) return 0;
    and.push(Prisma.sql`"userId" = ${scope.userId}::uuid`);
  }
  return db.$executeRaw`
    UPDATE "Exam" SET "status" = 'FINISHED'::"ExamStatus", "finishedAt" = "deadlineAt",
      "updatedAt" = ${now.toISOString()}::timestamp
    WHERE ${Prisma.join(and, ' AND ')}`;
}

// ───────────────────────────── Reading ─────────────────────────────

export const EXAM_INCLUDE = {
  workSlot: true,
  course: { select: { id: true, title: true, category: true } },
  user: { select: { id: true, email: true, firstName: true, lastName: true, pilotNumber: true } },
  _count: { select: { items: true } },
} as const satisfies Prisma.ExamInclude;

export type ExamRow = Prisma.ExamGetPayload<{ include: typeof EXAM_INCLUDE }>;

/** Newest first; `id` last so cursors are stable. */
export const EXAMS_NEWEST_FIRST: Prisma.ExamOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** An exam the viewer may read (overdue ones written FINISHED first), or NOT_FOUND. */
export async function readableExam(
  prisma: PrismaClient,
  viewer: ExamViewer | null | undefined,
  examId: string,
  now = new Date(),
): Promise<ExamRow> {
  if (!viewer) throw unauthenticated();
  const visible = examsVisibleTo(viewer);
  if (!visible) throw forbidden();
  if (!isUuid(examId)) throw notFound('Exam');
  await expireOverdueExams(prisma, { ids: [examId] }, now);
  const exam = await prisma.exam.findFirst({ where: { AND: [{ id: examId }, visible] }, include: EXAM_INCLUDE });
  if (!exam) throw notFound('Exam');
  return exam;
}

/** The candidate's name as the instructor's list shows it (the e-mail when no name is filled). */
export const candidateNameOf = (user: Pick<User, 'firstName' | 'lastName' | 'email'>) =>
  [user.firstName, user.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim() || user.email;

/** What one answer of a drawn item holds (`correct` never leaves the server for a candidate). */
export interface ItemAnswer {
  id: string;
  text: string;
  correct: boolean;
}

export const itemAnswersOf = (item: Pick<ExamItem, 'answers'>): ItemAnswer[] =>
  Array.isArray(item.answers) ? (item.answers as unknown as ItemAnswer[]) : [];

/** An item as a candidate sees it: the answers without their `correct` flags. */
export function presentItem(item: Pick<ExamItem, 'id' | 'position' | 'text' | 'answers' | 'chosenAnswerIds'>) {
  return {
    id: item.id,
    position: item.position,
    text: item.text,
    answers: itemAnswersOf(item).map((a) => ({ id: a.id, text: a.text })),
    chosenAnswerIds: item.chosenAnswerIds,
    answered: item.chosenAnswerIds.length > 0,
  };
}
export type ItemView = ReturnType<typeof presentItem>;

/** The candidate's drawn items of an UNLOCKED / FINISHED / VERIFIED exam, in order. */
export async function candidateItems(
  prisma: PrismaClient,
  viewer: ExamViewer | null | undefined,
  examId: string,
  now = new Date(),
): Promise<{ exam: ExamRow; items: ItemView[] }> {
  const candidate = requireCandidate(viewer);
  const exam = await readableExam(prisma, candidate, examId, now);
  if (exam.userId !== candidate.id) throw notFound('Exam');
  if (exam.status === 'REGISTER') throw new AppError('BOOKING_STATUS_CONFLICT', 'The exam has not been unlocked yet');
  const items = await prisma.examItem.findMany({ where: { examId: exam.id }, orderBy: { position: 'asc' } });
  return { exam, items: items.map(presentItem) };
}

/** One numbered REST page of the candidate's exams, newest first. */
export async function myExamsPage(
  prisma: PrismaClient,
  viewer: ExamViewer | null | undefined,
  query: Record<string, unknown>,
  now = new Date(),
) {
  const candidate = requireCandidate(viewer);
  const pageRequest = readPageQuery(query);
  await expireOverdueExams(prisma, { userId: candidate.id }, now);
  const where = { userId: candidate.id };
  return numberedPage(
    pageRequest,
    (window) => prisma.exam.findMany({ where, orderBy: EXAMS_NEWEST_FIRST, ...window, include: EXAM_INCLUDE }),
    () => prisma.exam.count({ where }),
  );
}

/** Answered items per exam. */
export async function answeredCounts(db: Db, examIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.examItem.groupBy({
    by: ['examId'],
    where: { examId: { in: [...examIds] }, answeredAt: { not: null }, NOT: { chosenAnswerIds: { isEmpty: true } } },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.examId, r._count._all]));
}

// ───────────────────────────── Availability ─────────────────────────────

/** Longest date range of an availability search (days). */
export const AVAILABILITY_MAX_DAYS = BOOKING_RANGE_MAX_DAYS;

const rangeSchema = z.object({ dateFrom: calendarDate(), dateTo: calendarDate() }).superRefine((range, ctx) => {
  const days = (range.dateTo.getTime() - range.dateFrom.getTime()) / 86_400_000;
  if (days < 0 || days >= AVAILABILITY_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'invalid_value' });
  }
});

/** The instants bounding Warsaw days dateFrom..dateTo (inclusive); at most 62 days (VALIDATION_FAILED). */
export function warsawRange(input: { dateFrom: unknown; dateTo: unknown }): { gte: Date; lt: Date } {
  const { dateFrom, dateTo } = parseInput(rangeSchema, input);
  return { gte: warsawDayStart(dateFrom), lt: warsawDayStart(new Date(dateTo.getTime() + 86_400_000)) };
}

/**
 * The exam dates a candidate may book for a course within Warsaw days dateFrom..dateTo: slots
 * of the course's exam kind that have not started and have a free place, by start. The course
 * must be the viewer's (NOT_FOUND otherwise); a course without an exam has none.
 */
export async function examAvailability(
  prisma: PrismaClient,
  viewer: ExamViewer | null | undefined,
  input: { courseId: string; dateFrom: unknown; dateTo: unknown },
  now = new Date(),
): Promise<WorkSlot[]> {
  const candidate = requireCandidate(viewer);
  const range = warsawRange(input);
  const course = isUuid(input.courseId) ? await prisma.course.findUnique({ where: { id: input.courseId } }) : null;
  if (!course || !(await userCourseOf(prisma, candidate.id, course.id))) throw notFound('Course');
  const kind = examSlotKindOf(course);
  if (!kind) return [];
  const slots = await prisma.workSlot.findMany({
    where: { kind, startsAt: { gte: range.gte, lt: range.lt, gt: now } },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  });
  return slots.filter((s) => s.bookedCount < s.capacity);
}

// ───────────────────────────── Registration ─────────────────────────────

const uuidField = z.string(typed('invalid_value'));

const registerSchema = z.object({ courseId: uuidField, workSlotId: uuidField });

/** Locks the user course's row until the transaction ends: one learner's bookings queue. */
async function lockUserCourse(tx: Prisma.TransactionClient, id: string): Promise<UserCourse> {
  await tx.$queryRaw`SELECT id FROM "UserCourse" WHERE id = ${id}::uuid FOR UPDATE`;
  const row = await tx.userCourse.findUnique({ where: { id } });
  if (!row) throw notFound('Course');
  return row;
}

/** Locks the exam's row until the transaction ends and reads it as it is now. */
async function lockExam(tx: Prisma.TransactionClient, id: string): Promise<Exam> {
  await tx.$queryRaw`SELECT id FROM "Exam" WHERE id = ${id}::uuid FOR UPDATE`;
  const row = await tx.exam.findUnique({ where: { id } });
  if (!row) throw notFound('Exam');
  return row;
}

/**
 * Registers the candidate for the course's exam on a slot, every check of the contract in its
 * order (course has an exam; the viewer's active user course; the bank; pilot data; quizzes; a
 * FULL course's practice; nothing booked or passed; tries left; the slot's kind; a free place).
 * The user course's row is locked first, then the slot's place is taken, so concurrent
 * registrations of one learner make one exam and a slot never takes more than its capacity.
 */
export async function registerForExam(
  prisma: PrismaClient,
  viewer: ExamViewer | null | undefined,
  input: unknown,
  now = new Date(),
): Promise<Exam> {
  const candidate = requireCandidate(viewer);
  const { courseId, workSlotId } = parseInput(registerSchema, input);
  const course = isUuid(courseId) ? await prisma.course.findUnique({ where: { id: courseId } }) : null;
  if (!course) throw notFound('Course');
  const kind = examSlotKindOf(course);
  if (!kind || !course.examDuration) throw brokenRule('COURSE_HAS_NO_EXAM');
  const owned = await userCourseOf(prisma, candidate.id, course.id);
  if (!owned) throw notFound('Course');
  if (!isUuid(workSlotId)) throw notFound('Work slot');
  const examId = await prisma.$transaction(async (tx) => {
    const userCourse = await lockUserCourse(tx, owned.id);
    const eligibility = (await examEligibilities(tx, [userCourse.id], now)).get(userCourse.id);
    if (eligibility?.reason) throw eligibilityError(eligibility.reason);
    const tries = (await examTriesOf(tx, [userCourse.id])).get(userCourse.id)!;
    await takePlace(tx, workSlotId, now, [kind]);
    await announceSeatStarted(tx, userCourse.id);
    const exam = await tx.exam.create({
      data: {
        userId: candidate.id,
        userCourseId: userCourse.id,
        courseId: course.id,
        workSlotId,
        attempt: tries.verified + 1,
        durationMinutes: EXAM_MINUTES[course.examDuration!],
        passThreshold: course.examPassThreshold,
      },
    });
    await mailExamBooking(tx, exam.id, 'BOOKED', now);
    return exam.id;
  }, TX);
  return prisma.exam.findUniqueOrThrow({ where: { id: examId } });
}

/** The candidate's own exam (locked, after their user course), or NOT_FOUND. */
async function lockOwnExam(tx: Prisma.TransactionClient, candidate: ExamViewer, examId: string) {
  const found = isUuid(examId)
    ? await tx.exam.findFirst({ where: { id: examId, userId: candidate.id }, select: { userCourseId: true } })
    : null;
  if (!found) throw notFound('Exam');
  await lockUserCourse(tx, found.userCourseId);
  return lockExam(tx, examId);
}

const notInRegister = () =>
  new AppError('BOOKING_STATUS_CONFLICT', 'Only an exam not yet unlocked can be cancelled or moved');

/** Cancels the candidate's REGISTER booking until the cut-off: the row goes, the place returns. */
export async function cancelExam(
  prisma: PrismaClient,
  viewer: ExamViewer | null | undefined,
  examId: string,
  now = new Date(),
): Promise<string> {
  const candidate = requireCandidate(viewer);
  return prisma.$transaction(async (tx) => {
    const exam = await lockOwnExam(tx, candidate, examId);
    if (exam.status !== 'REGISTER') throw notInRegister();
    const slot = await tx.workSlot.findUniqueOrThrow({ where: { id: exam.workSlotId } });
    requireBookingChangeOpen(slot, now);
    // The mail is written while the exam's row (its date and course) still exists.
    await mailExamBooking(tx, exam.id, 'CANCELLED');
    await recordCancelledBooking(tx, 'exam', exam.id, now);
    await tx.exam.delete({ where: { id: exam.id } });
    await releasePlace(tx, exam.workSlotId);
    return exam.id;
  }, TX);
}

const moveSchema = z.object({ workSlotId: uuidField });

/** Moves the candidate's REGISTER booking to another slot of the same kind, until the current slot's cut-off. */
export async function moveExam(
  prisma: PrismaClient,
  viewer: ExamViewer | null | undefined,
  examId: string,
  input: unknown,
  now = new Date(),
): Promise<Exam> {
  const candidate = requireCandidate(viewer);
  const { workSlotId } = parseInput(moveSchema, input);
  if (!isUuid(workSlotId)) throw notFound('Work slot');
  await prisma.$transaction(async (tx) => {
    const exam = await lockOwnExam(tx, candidate, examId);
    if (exam.status !== 'REGISTER') throw notInRegister();
    const current = await tx.workSlot.findUniqueOrThrow({ where: { id: exam.workSlotId } });
    requireBookingChangeOpen(current, now);
    if (workSlotId === exam.workSlotId) return;
    const course = await tx.course.findUniqueOrThrow({ where: { id: exam.courseId } });
    const kind = examSlotKindOf(course) ?? current.kind;
    // Both slots' rows in one order: two candidates swapping dates never wait on each other.
    await tx.$queryRaw`
      SELECT id FROM "WorkSlot" WHERE id IN (${exam.workSlotId}::uuid, ${workSlotId}::uuid) ORDER BY id FOR UPDATE`;
    await takePlace(tx, workSlotId, now, [kind]);
    await releasePlace(tx, exam.workSlotId);
    await tx.exam.update({ where: { id: exam.id }, data: { workSlotId } });
    await mailExamBooking(tx, exam.id, 'MOVED', now);
  }, TX);
  return prisma.exam.findUniqueOrThrow({ where: { id: examId } });
}

// ───────────────────────────── Unlocking ─────────────────────────────

const unlockSchema = z.object({ identityConfirmed: z.boolean(typed('invalid_value')) });

/** Fisher–Yates with crypto randomness (the draw must not be predictable). */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The exam an examiner acts on: on their slot (any for admins), or NOT_FOUND. */
async function examinedExam(tx: Db, examiner: ExamViewer, examId: string) {
  const exam = isUuid(examId) ? await tx.exam.findUnique({ where: { id: examId }, include: { workSlot: true } }) : null;
  if (!exam || !examinesSlot(examiner, exam.workSlot)) throw notFound('Exam');
  return exam;
}

/**
 * An examiner's action on one exam of their slot (any for admins; NOT_FOUND otherwise): `act`
 * runs with the exam as found, the examiner and the input `schema` parses; the exam is answered
 * as it is after.
 */
function examinerAction<S extends z.ZodType>(
  schema: S,
  act: (
    prisma: PrismaClient,
    found: Awaited<ReturnType<typeof examinedExam>>,
    examiner: ExamViewer,
    input: z.output<S>,
    now: Date,
  ) => Promise<void>,
) {
  return async (
    prisma: PrismaClient,
    viewer: ExamViewer | null | undefined,
    examId: string,
    input: unknown,
    now = new Date(),
  ): Promise<Exam> => {
    const examiner = requireExaminer(viewer);
    const found = await examinedExam(prisma, examiner, examId);
    await act(prisma, found, examiner, parseInput(schema, input), now);
    return prisma.exam.findUniqueOrThrow({ where: { id: found.id } });
  };
}

/**
 * The instructor confirms the candidate's identity and unlocks the exam (REGISTER only, from 60
 * minutes before the slot starts until it ends): `min(examQuestionCount ?? bank, bank)` questions
 * drawn at random from the bank, each snapshot with its answers shuffled, deadline = now + duration.
 */
export const unlockExam = examinerAction(unlockSchema, async (prisma, found, examiner, { identityConfirmed }, now) => {
  if (!identityConfirmed) throw brokenRule('IDENTITY_NOT_CONFIRMED');
  await prisma.$transaction(async (tx) => {
    const exam = await lockExam(tx, found.id);
    if (exam.status !== 'REGISTER') {
      throw new AppError('BOOKING_STATUS_CONFLICT', 'Only a registered exam can be unlocked');
    }
    if (!unlockOpen(found.workSlot, now)) {
      // Before the window the refusal says when it opens; after the slot's end it never will.
      const opensAt = unlockOpensAt(found.workSlot);
      throw brokenRule('UNLOCK_NOT_OPEN', now < opensAt ? opensAt : undefined);
    }
    const course = await tx.course.findUniqueOrThrow({
      where: { id: exam.courseId },
      select: { examQuestionCount: true },
    });
    const bank = await tx.examQuestion.findMany({
      where: { courseId: exam.courseId },
      select: {
        id: true,
        text: true,
        answers: { orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { id: true, text: true, correct: true } },
      },
    });
    if (bank.length === 0) throw examWithoutQuestions();
    const count = Math.min(course.examQuestionCount ?? bank.length, bank.length);
    if (count < 1) throw examWithoutQuestions();
    const drawn = shuffled(bank).slice(0, count);
    await tx.examItem.createMany({
      data: drawn.map((q, i) => ({
        examId: exam.id,
        position: i + 1,
        sourceQuestionId: q.id,
        text: q.text,
        answers: shuffled(q.answers).map((a) => ({ id: a.id, text: a.text, correct: a.correct })),
      })),
    });
    await tx.exam.update({
      where: { id: exam.id },
      data: {
        status: 'UNLOCKED',
        unlockedAt: now,
        unlockedById: examiner.id,
        deadlineAt: new Date(now.getTime() + exam.durationMinutes * 60_000),
        questionCount: count,
      },
    });
  }, TX);
});

// ───────────────────────────── Answering ─────────────────────────────

const answerSchema = z.object({
  answerIds: z.array(uuidField, typed('invalid_value')).max(10, { message: 'invalid_value' }),
});

const timeExpired = () => new AppError('TIME_EXPIRED', 'The time for this exam has run out');

/**
 * Saves the candidate's choice for one item of their UNLOCKED exam (saving again replaces it):
 * one UPDATE of the item that also checks the exam (owner, status, deadline) and that every
 * answer id is the item's. Nothing else is written on success, so 500 candidates answering at
 * once contend on nothing but a share lock of their own exam row: that lock (FOR SHARE in the same
 * statement) makes a concurrent finish/verify, which update the exam row, wait for the answer, and
 * an answer arriving after them re-reads the row and is refused, so no answer lands after the
 * finish. When it changes no row the reason is read: from the deadline on, the exam is written
 * FINISHED (its own committed statement) and TIME_EXPIRED answered, whatever the client's clock says.
 */
export async function answerExamItem(
  prisma: PrismaClient,
  viewer: ExamViewer | null | undefined,
  examId: string,
  itemId: string,
  input: unknown,
  now = new Date(),
): Promise<ItemView> {
  const candidate = requireCandidate(viewer);
  const { answerIds } = parseInput(answerSchema, input);
  const ids = answerIds.map((id) => id.toLowerCase());
  if (ids.some((id) => !isUuid(id)) || new Set(ids).size !== ids.length) throw invalidAnswers();
  if (!isUuid(examId)) throw notFound('Exam');
  if (!isUuid(itemId)) throw notFound('Exam item');
  const stamp = now.toISOString();
  const chosen = Prisma.sql`ARRAY[${ids.length ? Prisma.join(ids.map((id) => Prisma.sql`${id}`)) : Prisma.empty}]::uuid[]`;
  const rows = await prisma.$queryRaw<
    { id: string; position: number; text: string; answers: unknown; chosenAnswerIds: string[] }[]
  >`
    WITH e AS (
      SELECT "id" FROM "Exam"
      WHERE "id" = ${examId}::uuid AND "userId" = ${candidate.id}::uuid AND "status" = 'UNLOCKED'::"ExamStatus"
        AND "deadlineAt" > ${stamp}::timestamp
      FOR SHARE
    )
    UPDATE "ExamItem" AS i SET "chosenAnswerIds" = ${chosen}, "answeredAt" = ${stamp}::timestamp
    FROM e
    WHERE i."id" = ${itemId}::uuid AND i."examId" = e."id"
      AND ${chosen} <@ ARRAY(SELECT (a->>'id')::uuid FROM jsonb_array_elements(i."answers") AS a)
    RETURNING i."id"::text AS id, i."position", i."text", i."answers", i."chosenAnswerIds"::text[] AS "chosenAnswerIds"`;
  const row = rows[0];
  if (row) return presentItem({ ...row, answers: row.answers as Prisma.JsonValue });
  // Nothing saved: find out why.
  const exam = await prisma.exam.findFirst({ where: { id: examId, userId: candidate.id } });
  if (!exam) throw notFound('Exam');
  if ((exam.status === 'UNLOCKED' || exam.status === 'FINISHED') && exam.deadlineAt && now >= exam.deadlineAt) {
    await expireOverdueExams(prisma, { ids: [exam.id] }, now);
    throw timeExpired();
  }
  if (exam.status !== 'UNLOCKED') {
    throw new AppError('BOOKING_STATUS_CONFLICT', 'Answers can be saved only while the exam is in progress');
  }
  const item = await prisma.examItem.findFirst({ where: { id: itemId, examId: exam.id }, select: { id: true } });
  if (!item) throw notFound('Exam item');
  throw invalidAnswers();
}

const invalidAnswers = () =>
  new AppError('VALIDATION_FAILED', 'Invalid form', [{ field: 'answerIds', code: 'invalid_value' }]);

/** The candidate finishes their exam (UNLOCKED; after the deadline too): finishedAt = min(now, deadline). */
export async function finishExam(
  prisma: PrismaClient,
  viewer: ExamViewer | null | undefined,
  examId: string,
  now = new Date(),
): Promise<Exam> {
  const candidate = requireCandidate(viewer);
  const exam = isUuid(examId) ? await prisma.exam.findFirst({ where: { id: examId, userId: candidate.id } }) : null;
  if (!exam) throw notFound('Exam');
  if (exam.status === 'FINISHED') return exam;
  if (exam.status !== 'UNLOCKED') {
    throw new AppError('BOOKING_STATUS_CONFLICT', 'Only an exam in progress can be finished');
  }
  const finishedAt = exam.deadlineAt && exam.deadlineAt < now ? exam.deadlineAt : now;
  await prisma.exam.updateMany({
    where: { id: exam.id, status: 'UNLOCKED' },
    data: { status: 'FINISHED', finishedAt },
  });
  return prisma.exam.findUniqueOrThrow({ where: { id: exam.id } });
}

// ───────────────────────────── Verification ─────────────────────────────

const verifySchema = z.object({ independent: z.boolean(typed('invalid_value')) });

/** Items whose chosen set equals their set of correct answers exactly. */
export function correctCountOf(items: Pick<ExamItem, 'answers' | 'chosenAnswerIds'>[]): number {
  let correct = 0;
  for (const item of items) {
    const right = new Set(
      itemAnswersOf(item)
        .filter((a) => a.correct)
        .map((a) => a.id.toLowerCase()),
    );
    const chosen = new Set(item.chosenAnswerIds.map((id) => id.toLowerCase()));
    if (right.size === chosen.size && [...chosen].every((id) => right.has(id))) correct += 1;
  }
  return correct;
}

export const scorePercentOf = (correctCount: number, questionCount: number) =>
  questionCount > 0 ? Math.floor((100 * correctCount) / questionCount) : 0;

/**
 * The instructor confirms whether the candidate worked independently (FINISHED only): graded,
 * VERIFIED, passed = independent && score ≥ the frozen threshold. A pass finishes the user course
 * (if not yet) and issues its certificate; the candidate is mailed the result.
 */
export const verifyExam = examinerAction(verifySchema, async (prisma, found, examiner, { independent }, now) => {
  await expireOverdueExams(prisma, { ids: [found.id] }, now);
  await prisma.$transaction(async (tx) => {
    const userCourse = await lockUserCourse(tx, found.userCourseId);
    const exam = await lockExam(tx, found.id);
    if (exam.status !== 'FINISHED')
      throw new AppError('BOOKING_STATUS_CONFLICT', 'Only a finished exam can be verified');
    const items = await tx.examItem.findMany({
      where: { examId: exam.id },
      select: { answers: true, chosenAnswerIds: true },
    });
    const correctCount = correctCountOf(items);
    const questionCount = items.length;
    const passed = independent && scorePercentOf(correctCount, questionCount) >= exam.passThreshold;
    await tx.exam.update({
      where: { id: exam.id },
      data: {
        status: 'VERIFIED',
        verifiedAt: now,
        verifiedById: examiner.id,
        independent,
        passed,
        correctCount,
        questionCount,
      },
    });
    if (passed) {
      if (!userCourse.finishedAt) {
        await tx.userCourse.update({
          where: { id: userCourse.id },
          data: { inProgress: false, finishedAt: now },
        });
      }
      await issueCourseCertificate(tx, userCourse.id, now);
    }
    await recordWebhookEvent(tx, 'EXAM_VERIFIED', {
      owners: [exam.userId],
      data: { examId: exam.id, userId: exam.userId, courseId: exam.courseId, passed, correctCount, questionCount },
    });
    await mailExamResult(tx, exam.id);
  }, TX);
});

// ───────────────────────────── Tries ─────────────────────────────

const grantSchema = z.object({ extraTries: wholeNumber(0, EXAM_EXTRA_TRIES_MAX) });

/** Admin: the exam tries granted to a user course beyond the course's maximum (0..20). */
export async function grantExamTries(
  prisma: PrismaClient,
  viewer: ExamViewer | null | undefined,
  userCourseId: string,
  input: unknown,
): Promise<UserCourse> {
  if (!viewer) throw unauthenticated();
  if (!isExamAdmin(viewer.role)) throw forbidden();
  const { extraTries } = parseInput(grantSchema, input);
  const row = isUuid(userCourseId) ? await prisma.userCourse.findUnique({ where: { id: userCourseId } }) : null;
  if (!row) throw notFound('User course');
  return prisma.userCourse.update({ where: { id: row.id }, data: { extraExamTries: extraTries } });
}

/** Exam tries left for one user course. */
export async function triesLeft(db: Db, userCourseId: string): Promise<number> {
  const tries = (await examTriesOf(db, [userCourseId])).get(userCourseId);
  return tries ? triesLeftOf(tries) : 0;
}
