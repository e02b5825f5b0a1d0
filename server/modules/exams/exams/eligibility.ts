import type { ExamDuration, Prisma, PrismaClient } from '../../../generated/prisma/client.ts';
import type { BusinessRule, ErrorCode } from '../../../contract/errors.ts';
import { AppError, brokenRule } from '../../../platform/errors.ts';
import { accessActive } from '../../learning/learning/service.ts';
import { examSlotKindOf } from './booking.ts';

/**
 * Whether a user course may register for its course's exam (exams contract, "Exam
 * registration"), every check but the slot's in the contract's order. One batch answers many
 * user courses in a fixed number of queries: the GraphQL `UserCourse.examEligibility` of a list
 * and the registration itself (in its transaction, after the user course's row is locked) read
 * the same rules.
 */

type Db = PrismaClient | Prisma.TransactionClient;

/** Why a user course may not register (an error code or a business-rule id of the contract). */
export type EligibilityReason =
  | Extract<
      BusinessRule,
      'COURSE_HAS_NO_EXAM' | 'PRACTICE_NOT_CONFIRMED' | 'EXAM_ALREADY_BOOKED' | 'EXAM_ALREADY_PASSED'
    >
  | Extract<
      ErrorCode,
      'ACCESS_EXPIRED' | 'EXAM_WITHOUT_QUESTIONS' | 'PILOT_DATA_MISSING' | 'TESTS_NOT_PASSED' | 'EXAM_TRIES_EXHAUSTED'
    >;

export interface Eligibility {
  allowed: boolean;
  reason: EligibilityReason | null;
}

export interface ExamTries {
  /** Failed verified tries. */
  used: number;
  /** `course.examMaxTries + userCourse.extraExamTries`. */
  allowed: number;
  /** Verified tries (passed or not): the next exam is try `verified + 1`. */
  verified: number;
}

export const triesLeftOf = (tries: ExamTries) => Math.max(0, tries.allowed - tries.used);

/** A course has an exam when it is not flagged without one and names the exam's duration. */
export const courseHasExam = (course: { withoutExamFlg: boolean; examDuration: ExamDuration | null }) =>
  examSlotKindOf(course) !== null;

const MESSAGES: Record<Exclude<EligibilityReason, BusinessRule | 'ACCESS_EXPIRED'>, string> = {
  EXAM_WITHOUT_QUESTIONS: 'Exam must have at least 1 question',
  PILOT_DATA_MISSING: 'Fill in your profile with pilot info to register for an exam',
  TESTS_NOT_PASSED: 'Pass all tests to register for an exam',
  EXAM_TRIES_EXHAUSTED: 'You have used all your exam tries, contact an administrator',
};

/** The error a refused registration answers. */
export function eligibilityError(reason: EligibilityReason): AppError {
  if (reason === 'ACCESS_EXPIRED') return new AppError('ACCESS_EXPIRED', 'Your access to this course has expired');
  if (reason in MESSAGES) return new AppError(reason as ErrorCode, MESSAGES[reason as keyof typeof MESSAGES]);
  return brokenRule(reason as BusinessRule);
}

export const examWithoutQuestions = () => eligibilityError('EXAM_WITHOUT_QUESTIONS');

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/** Exam tries of many user courses (failed verified tries, the allowance, verified tries). */
export async function examTriesOf(db: Db, userCourseIds: readonly string[]): Promise<Map<string, ExamTries>> {
  const ids = [...new Set(userCourseIds)];
  const [userCourses, verified] = await Promise.all([
    db.userCourse.findMany({
      where: { id: { in: ids } },
      select: { id: true, extraExamTries: true, course: { select: { examMaxTries: true } } },
    }),
    db.exam.groupBy({
      by: ['userCourseId', 'passed'],
      where: { userCourseId: { in: ids }, status: 'VERIFIED' },
      _count: { _all: true },
    }),
  ]);
  const out = new Map<string, ExamTries>();
  for (const uc of userCourses) {
    out.set(uc.id, { used: 0, allowed: uc.course.examMaxTries + uc.extraExamTries, verified: 0 });
  }
  for (const row of verified) {
    const tries = out.get(row.userCourseId);
    if (!tries) continue;
    tries.verified += row._count._all;
    if (row.passed !== true) tries.used += row._count._all;
  }
  return out;
}

/**
 * The exam eligibility of many user courses at `now`, in the contract's order: the course has
 * an exam; access active; the bank has a question; pilot data; every quiz passed; a FULL course's
 * exercise confirmed; no exam booked or in progress; none passed; tries left. Unknown ids are
 * absent from the map.
 */
export async function examEligibilities(
  db: Db,
  userCourseIds: readonly string[],
  now = new Date(),
): Promise<Map<string, Eligibility>> {
  const ids = [...new Set(userCourseIds)];
  if (ids.length === 0) return new Map();
  const userCourses = await db.userCourse.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      courseId: true,
      accessUntil: true,
      user: { select: { firstName: true, lastName: true, pilotNumber: true } },
      course: { select: { withoutExamFlg: true, examDuration: true, courseType: true } },
    },
  });
  const courseIds = [...new Set(userCourses.map((uc) => uc.courseId))];
  const [bank, quizLessons, passedQuizzes, exercises, exams, tries] = await Promise.all([
    db.examQuestion.groupBy({ by: ['courseId'], where: { courseId: { in: courseIds } }, _count: { _all: true } }),
    db.lesson.findMany({
      where: { subject: { courseId: { in: courseIds } }, questions: { some: {} } },
      select: { id: true, subject: { select: { courseId: true } } },
    }),
    db.quizResult.findMany({
      where: { userCourseId: { in: ids }, passedAt: { not: null } },
      select: { userCourseId: true, lessonId: true },
    }),
    db.exercise.findMany({
      where: { userCourseId: { in: ids }, status: 'FINISHED' },
      select: { userCourseId: true },
      distinct: ['userCourseId'],
    }),
    db.exam.findMany({
      where: {
        userCourseId: { in: ids },
        OR: [{ status: { in: ['REGISTER', 'UNLOCKED', 'FINISHED'] } }, { status: 'VERIFIED', passed: true }],
      },
      select: { userCourseId: true, status: true },
    }),
    examTriesOf(db, ids),
  ]);
  const bankSize = new Map(bank.map((b) => [b.courseId, b._count._all]));
  const lessonsOf = new Map<string, string[]>();
  for (const lesson of quizLessons) {
    const list = lessonsOf.get(lesson.subject.courseId) ?? [];
    list.push(lesson.id);
    lessonsOf.set(lesson.subject.courseId, list);
  }
  const passed = new Set(passedQuizzes.map((q) => `${q.userCourseId}:${q.lessonId}`));
  const practiced = new Set(exercises.map((e) => e.userCourseId));
  const open = new Set(exams.filter((e) => e.status !== 'VERIFIED').map((e) => e.userCourseId));
  const passedExam = new Set(exams.filter((e) => e.status === 'VERIFIED').map((e) => e.userCourseId));

  const reasonOf = (uc: (typeof userCourses)[number]): EligibilityReason | null => {
    if (!courseHasExam(uc.course)) return 'COURSE_HAS_NO_EXAM';
    if (!accessActive(uc, now)) return 'ACCESS_EXPIRED';
    if ((bankSize.get(uc.courseId) ?? 0) < 1) return 'EXAM_WITHOUT_QUESTIONS';
    if (!filled(uc.user.firstName) || !filled(uc.user.lastName) || !filled(uc.user.pilotNumber)) {
      return 'PILOT_DATA_MISSING';
    }
    if ((lessonsOf.get(uc.courseId) ?? []).some((lessonId) => !passed.has(`${uc.id}:${lessonId}`))) {
      return 'TESTS_NOT_PASSED';
    }
    if (uc.course.courseType === 'FULL' && !practiced.has(uc.id)) return 'PRACTICE_NOT_CONFIRMED';
    if (open.has(uc.id)) return 'EXAM_ALREADY_BOOKED';
    if (passedExam.has(uc.id)) return 'EXAM_ALREADY_PASSED';
    const t = tries.get(uc.id);
    if (t && t.used >= t.allowed) return 'EXAM_TRIES_EXHAUSTED';
    return null;
  };

  return new Map(
    userCourses.map((uc) => {
      const reason = reasonOf(uc);
      return [uc.id, { allowed: reason === null, reason }];
    }),
  );
}
