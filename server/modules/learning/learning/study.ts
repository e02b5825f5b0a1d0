import { announceSeatStarted } from '../../system/integrations/service.ts';
import { z } from 'zod';
import { can, type Role } from '../../../auth/permissions.ts';
import type { Prisma, PrismaClient, QuizResult, UserCourse } from '../../../generated/prisma/client.ts';
import { AppError, brokenRule, forbidden, notFound, unauthenticated } from '../../../platform/errors.ts';
import { numberedPage } from '../../../platform/http/numbered-page.ts';
import { isUuid, parseInput, queryEnum, restPageQuery, typed, wholeNumber } from '../../../platform/validation.ts';
import { issueCourseCertificate } from '../certificates/service.ts';
import { accessActive, accessExpired, userCourseOf } from './access.ts';

/**
 * Studying (spec 4 "Quiz", "Course progress"): the learner's user courses, the content gate of
 * REST and media, quizzes without their correct answers, grading on the server, and progress by
 * subject number. GraphQL (study-graphql.ts) and REST (study-rest.ts, media.ts) both call here.
 */

export interface StudyViewer {
  id: string;
  role: Role;
}

/** A client or an open transaction. */
type Db = PrismaClient | Prisma.TransactionClient;

// ───────────────────────────── User courses ─────────────────────────────

export const USER_COURSE_STATUSES = ['IN_PROGRESS', 'FINISHED'] as const;
export type UserCourseStatus = (typeof USER_COURSE_STATUSES)[number];

/** IN_PROGRESS / FINISHED as a filter of user courses; null or absent: all. */
export const statusWhere = (status: UserCourseStatus | null | undefined): Prisma.UserCourseWhereInput =>
  status === 'IN_PROGRESS' ? { inProgress: true } : status === 'FINISHED' ? { inProgress: false } : {};

/** Newest first; `id` last so cursors are stable. */
export const NEWEST_FIRST: Prisma.UserCourseOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** Percentage of subjects completed; 100 once finished. */
export function progressPercent(
  userCourse: Pick<UserCourse, 'completedSubjects' | 'finishedAt'>,
  subjectCount: number,
): number {
  if (userCourse.finishedAt) return 100;
  if (subjectCount <= 0) return 0;
  return Math.min(100, Math.floor((userCourse.completedSubjects * 100) / subjectCount));
}

/** Subjects per course, for many courses in one query. */
export async function subjectCounts(db: Db, courseIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.subject.groupBy({
    by: ['courseId'],
    where: { courseId: { in: [...courseIds] } },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.courseId, r._count._all]));
}

export const isLearner = (role: Role | null | undefined) => can(role, 'learn:course:own');
export const isCatalogueManager = (role: Role | null | undefined) => can(role, 'manage:catalogue:any');

// ───────────────────────────── The content gate ─────────────────────────────

export interface ContentAccess {
  admin: boolean;
  /** The learner's user course (null for admins). */
  userCourse: UserCourse | null;
}

/**
 * The content gate of REST and media (GraphQL types ask `canReadCourseContent`): catalogue
 * managers always; a learner whose newest user course of the course has not expired. Otherwise
 * UNAUTHENTICATED, FORBIDDEN (no such course of theirs) or ACCESS_EXPIRED.
 */
export async function requireContentAccess(
  db: Db,
  viewer: StudyViewer | null | undefined,
  courseId: string,
): Promise<ContentAccess> {
  if (!viewer) throw unauthenticated();
  if (isCatalogueManager(viewer.role)) return { admin: true, userCourse: null };
  if (!isLearner(viewer.role)) throw forbidden();
  const userCourse = await userCourseOf(db as PrismaClient, viewer.id, courseId);
  if (!userCourse) throw forbidden();
  if (!accessActive(userCourse)) throw accessExpired();
  return { admin: false, userCourse };
}

/** The learner's own user course of a course, active; for changes (quiz, progress). */
async function requireOwnActiveCourse(db: Db, viewer: StudyViewer | null | undefined, courseId: string) {
  if (!viewer) throw unauthenticated();
  if (!isLearner(viewer.role)) throw forbidden();
  const userCourse = await userCourseOf(db as PrismaClient, viewer.id, courseId);
  if (!userCourse) throw forbidden();
  if (!accessActive(userCourse)) throw accessExpired();
  return userCourse;
}

/** Locks the user course's row until the transaction ends: quiz and progress changes of one learner queue. */
async function lockUserCourse(tx: Prisma.TransactionClient, id: string): Promise<UserCourse> {
  await tx.$queryRaw`SELECT id FROM "UserCourse" WHERE id = ${id}::uuid FOR UPDATE`;
  const row = await tx.userCourse.findUnique({ where: { id } });
  if (!row) throw forbidden();
  return row;
}

// ───────────────────────────── Content for learners ─────────────────────────────

const BY_POSITION = [{ position: 'asc' }, { id: 'asc' }] as const satisfies { position?: 'asc'; id?: 'asc' }[];

/** The URL of a segment's media (served with HTTP Range by media.ts). */
export const lessonMediaUrl = (segmentId: string) => `/api/v1/lesson-media/${segmentId}`;

/** A course's subjects with their lesson counts and, for a learner, whether each is completed. */
export async function courseSubjects(db: Db, viewer: StudyViewer | null | undefined, courseId: string) {
  if (!isUuid(courseId)) throw notFound('Course');
  const access = await requireContentAccess(db, viewer, courseId);
  const course = await db.course.findUnique({ where: { id: courseId }, select: { id: true } });
  if (!course) throw notFound('Course');
  const subjects = await db.subject.findMany({
    where: { courseId },
    orderBy: [...BY_POSITION],
    select: { id: true, title: true, position: true, _count: { select: { lessons: true } } },
  });
  return { access, subjects };
}

/** The lessons of a subject with their segments (media described, never inlined) and the viewer's quiz results. */
export async function subjectLessons(
  db: Db,
  viewer: StudyViewer | null | undefined,
  courseId: string,
  subjectId: string,
) {
  if (!isUuid(courseId)) throw notFound('Course');
  const access = await requireContentAccess(db, viewer, courseId);
  const subject = isUuid(subjectId)
    ? await db.subject.findFirst({
        where: { id: subjectId, courseId },
        select: { id: true, title: true, position: true },
      })
    : null;
  if (!subject) throw notFound('Subject');
  const lessons = await db.lesson.findMany({
    where: { subjectId },
    orderBy: [...BY_POSITION],
    select: {
      id: true,
      title: true,
      position: true,
      passThreshold: true,
      _count: { select: { questions: true } },
      segments: {
        orderBy: [...BY_POSITION],
        select: {
          id: true,
          segmentType: true,
          position: true,
          content: true,
          file: { select: { originalName: true, mimeType: true, size: true } },
        },
      },
      quizResults: access.userCourse ? { where: { userCourseId: access.userCourse.id } } : { take: 0 },
    },
  });
  return { access, subject, lessons };
}

// ───────────────────────────── Quizzes ─────────────────────────────

export interface QuizQuestionRow {
  id: string;
  content: string;
  answers: { id: string; content: string; correct: boolean }[];
}

/** What a learner sees of a quiz: questions and answers in order, never which answers are correct. */
export interface QuizView {
  questionCount: number;
  passThreshold: number;
  questions: { id: string; content: string; multipleAnswers: boolean; answers: { id: string; content: string }[] }[];
}

/** The Prisma selection of a lesson's quiz (shared by GraphQL's `Lesson.quiz` and REST). */
export const QUIZ_SELECT = {
  passThreshold: true,
  questions: {
    orderBy: [...BY_POSITION],
    select: {
      id: true,
      content: true,
      answers: { orderBy: [...BY_POSITION], select: { id: true, content: true, correct: true } },
    },
  },
} as const satisfies Prisma.LessonSelect;

/** Strips the correct flags: only whether a question has more than one correct answer remains. */
export function presentQuiz(lesson: { passThreshold: number; questions: QuizQuestionRow[] }): QuizView | null {
  if (lesson.questions.length === 0) return null;
  return {
    questionCount: lesson.questions.length,
    passThreshold: lesson.passThreshold,
    questions: lesson.questions.map((q) => ({
      id: q.id,
      content: q.content,
      multipleAnswers: q.answers.filter((a) => a.correct).length > 1,
      answers: q.answers.map((a) => ({ id: a.id, content: a.content })),
    })),
  };
}

/** A lesson with its course, or NOT_FOUND; with `courseId`/`subjectId` it must belong to them. */
async function lessonIn(db: Db, lessonId: string, within: { courseId?: string; subjectId?: string } = {}) {
  const lesson = isUuid(lessonId)
    ? await db.lesson.findUnique({
        where: { id: lessonId },
        select: { id: true, subjectId: true, passThreshold: true, subject: { select: { courseId: true } } },
      })
    : null;
  if (
    !lesson ||
    (within.courseId !== undefined && lesson.subject.courseId !== within.courseId) ||
    (within.subjectId !== undefined && lesson.subjectId !== within.subjectId)
  ) {
    throw notFound('Lesson');
  }
  return lesson;
}

/** A lesson's quiz for the viewer (404 when the lesson has no questions: spec 8 sends the learner back). */
export async function lessonQuiz(
  db: Db,
  viewer: StudyViewer | null | undefined,
  lessonId: string,
  within: { courseId?: string; subjectId?: string } = {},
) {
  if (!viewer) throw unauthenticated();
  if (within.courseId !== undefined && !isUuid(within.courseId)) throw notFound('Lesson');
  // The gate comes before the lesson lookup when the course is named, so a stranger learns nothing.
  const named = within.courseId !== undefined ? await requireContentAccess(db, viewer, within.courseId) : null;
  const lesson = await lessonIn(db, lessonId, within);
  const access = named ?? (await requireContentAccess(db, viewer, lesson.subject.courseId));
  const full = await db.lesson.findUniqueOrThrow({ where: { id: lesson.id }, select: QUIZ_SELECT });
  const quiz = presentQuiz(full);
  if (!quiz) throw notFound('Quiz');
  const result = access.userCourse
    ? await db.quizResult.findUnique({
        where: { userCourseId_lessonId: { userCourseId: access.userCourse.id, lessonId: lesson.id } },
      })
    : null;
  return { quiz, result };
}

const answerId = z.string(typed('invalid_value')).refine(isUuid, { message: 'invalid_value' });

/** The answers sent: each question at most once, each answer at most once (ids of the quiz, checked after). */
const submissionSchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: answerId,
        answerIds: z.array(answerId, typed('invalid_value')).max(50, { message: 'invalid_value' }),
      }),
      typed('invalid_value'),
    )
    .max(500, { message: 'invalid_value' }),
});
export type QuizSubmission = z.input<typeof submissionSchema>;

export interface Grade {
  correctCount: number;
  questionCount: number;
  scorePercent: number;
  passed: boolean;
}

/** Percentage of correct answers, rounded down (so `scorePercent >= threshold` is exactly the pass rule). */
export const scorePercentOf = (correctCount: number, questionCount: number) =>
  questionCount > 0 ? Math.floor((correctCount * 100) / questionCount) : 0;

/**
 * Whether a quiz counts as passed (completing the subject, exam registration): some attempt
 * passed, even when the last one (the row's `passed` and counts) did not. The rules of progress
 * read the same `passedAt` in their queries.
 */
export const quizCountsAsPassed = (result: Pick<QuizResult, 'passedAt'>) => result.passedAt !== null;

/**
 * Grades answers against a quiz: a question is correct when the chosen set equals its set of
 * correct answers; an unanswered question is wrong. Answers naming a question or an answer that
 * is not the quiz's (or one twice) are refused with VALIDATION_FAILED.
 */
export function gradeQuiz(questions: QuizQuestionRow[], passThreshold: number, input: unknown): Grade {
  const { answers } = parseInput(submissionSchema, input);
  const byId = new Map(questions.map((q) => [q.id.toLowerCase(), q]));
  const chosen = new Map<string, Set<string>>();
  const issues: { field: string; code: 'invalid_value' }[] = [];
  answers.forEach((a, i) => {
    const question = byId.get(a.questionId.toLowerCase());
    if (!question || chosen.has(question.id)) {
      issues.push({ field: `answers.${i}.questionId`, code: 'invalid_value' });
      return;
    }
    const ids = a.answerIds.map((id) => id.toLowerCase());
    const own = new Set(question.answers.map((x) => x.id.toLowerCase()));
    if (new Set(ids).size !== ids.length || ids.some((id) => !own.has(id))) {
      issues.push({ field: `answers.${i}.answerIds`, code: 'invalid_value' });
      return;
    }
    chosen.set(question.id, new Set(ids));
  });
  if (issues.length) throw new AppError('VALIDATION_FAILED', 'Invalid form', issues);
  let correctCount = 0;
  for (const q of questions) {
    const correct = new Set(q.answers.filter((a) => a.correct).map((a) => a.id.toLowerCase()));
    const picked = chosen.get(q.id) ?? new Set<string>();
    if (picked.size === correct.size && [...picked].every((id) => correct.has(id))) correctCount += 1;
  }
  const scorePercent = scorePercentOf(correctCount, questions.length);
  return { correctCount, questionCount: questions.length, scorePercent, passed: scorePercent >= passThreshold };
}

/**
 * Grades and keeps the learner's last result of a lesson's quiz (attempts counted; `passedAt`
 * set the first time it passes and the best score kept after a later failure). Checked and graded before any
 * write; the learner's user course is locked while the result is written, so concurrent
 * submissions count every attempt.
 */
export async function submitQuiz(
  prisma: PrismaClient,
  viewer: StudyViewer | null | undefined,
  lessonId: string,
  input: unknown,
  within: { courseId?: string; subjectId?: string } = {},
): Promise<{ result: QuizResult; grade: Grade; userCourse: UserCourse; lessonId: string }> {
  if (!viewer) throw unauthenticated();
  if (!isLearner(viewer.role)) throw forbidden();
  if (within.courseId !== undefined) {
    if (!isUuid(within.courseId)) throw notFound('Lesson');
    await requireOwnActiveCourse(prisma, viewer, within.courseId);
  }
  const lesson = await lessonIn(prisma, lessonId, within);
  const owned = await requireOwnActiveCourse(prisma, viewer, lesson.subject.courseId);
  const full = await prisma.lesson.findUniqueOrThrow({ where: { id: lesson.id }, select: QUIZ_SELECT });
  if (full.questions.length === 0) throw notFound('Quiz');
  const grade = gradeQuiz(full.questions, full.passThreshold, input);
  return prisma.$transaction(
    async (tx) => {
      const userCourse = await lockUserCourse(tx, owned.id);
      if (!accessActive(userCourse)) throw accessExpired();
      const now = new Date();
      const key = { userCourseId_lessonId: { userCourseId: userCourse.id, lessonId: lesson.id } };
      const previous = await tx.quizResult.findUnique({ where: key });
      const values = {
        passed: grade.passed,
        correctCount: grade.correctCount,
        questionCount: grade.questionCount,
        answeredAt: now,
      };
      const result = previous
        ? await tx.quizResult.update({
            where: { id: previous.id },
            data: {
              ...values,
              attempts: { increment: 1 },
              bestScorePercent: Math.max(previous.bestScorePercent, grade.scorePercent),
              passedAt: previous.passedAt ?? (grade.passed ? now : null),
            },
          })
        : await tx.quizResult.create({
            data: {
              ...values,
              userCourseId: userCourse.id,
              lessonId: lesson.id,
              attempts: 1,
              bestScorePercent: grade.scorePercent,
              passedAt: grade.passed ? now : null,
            },
          });
      await announceSeatStarted(tx, userCourse.id);
      return { result, grade, userCourse, lessonId: lesson.id };
    },
    { timeout: 30_000 },
  );
}

// ───────────────────────────── Progress ─────────────────────────────

const progressSchema = z.object({ subjectNumber: wholeNumber(1, 10_000) });

/** Marks a user course finished (now) and issues its certificate when the course has no exam. */
async function finish(tx: Prisma.TransactionClient, userCourse: UserCourse, data: Prisma.UserCourseUpdateInput = {}) {
  const updated = await tx.userCourse.update({
    where: { id: userCourse.id },
    data: { ...data, inProgress: false, finishedAt: userCourse.finishedAt ?? new Date() },
  });
  const course = await tx.course.findUniqueOrThrow({
    where: { id: userCourse.courseId },
    select: { withoutExamFlg: true },
  });
  if (course.withoutExamFlg) await issueCourseCertificate(tx, userCourse.id);
  return updated;
}

/**
 * Spec 4: progress advances by subject number. Subject n completes when subjects 1..n-1 are
 * completed (else SUBJECT_LOCKED) and every quiz of subject n has been passed (else
 * QUIZZES_NOT_PASSED); completing the last subject finishes the course (and issues the
 * certificate of a course without an exam). A subject already completed changes nothing.
 */
export async function completeSubject(
  prisma: PrismaClient,
  viewer: StudyViewer | null | undefined,
  courseId: string,
  input: unknown,
): Promise<UserCourse> {
  if (!viewer) throw unauthenticated();
  if (!isLearner(viewer.role)) throw forbidden();
  if (!isUuid(courseId)) throw notFound('Course');
  const owned = await requireOwnActiveCourse(prisma, viewer, courseId);
  const { subjectNumber } = parseInput(progressSchema, input);
  const subjectCount = await prisma.subject.count({ where: { courseId } });
  if (subjectNumber > subjectCount) {
    throw new AppError('VALIDATION_FAILED', 'Invalid form', [{ field: 'subjectNumber', code: 'invalid_number' }]);
  }
  return prisma.$transaction(
    async (tx) => {
      const userCourse = await lockUserCourse(tx, owned.id);
      if (!accessActive(userCourse)) throw accessExpired();
      if (subjectNumber <= userCourse.completedSubjects) return userCourse;
      if (subjectNumber > userCourse.completedSubjects + 1) throw brokenRule('SUBJECT_LOCKED');
      const subject = await tx.subject.findFirst({
        where: { courseId, position: subjectNumber },
        select: { id: true },
      });
      if (!subject) {
        throw new AppError('VALIDATION_FAILED', 'Invalid form', [{ field: 'subjectNumber', code: 'invalid_number' }]);
      }
      const notPassed = await tx.lesson.count({
        where: {
          subjectId: subject.id,
          questions: { some: {} },
          NOT: { quizResults: { some: { userCourseId: userCourse.id, passedAt: { not: null } } } },
        },
      });
      if (notPassed > 0) throw brokenRule('QUIZZES_NOT_PASSED');
      const total = await tx.subject.count({ where: { courseId } });
      await announceSeatStarted(tx, userCourse.id);
      if (subjectNumber >= total) return finish(tx, userCourse, { completedSubjects: subjectNumber });
      return tx.userCourse.update({ where: { id: userCourse.id }, data: { completedSubjects: subjectNumber } });
    },
    { timeout: 30_000 },
  );
}

/**
 * Whether every quiz of the course (every lesson with questions) has been passed in this user
 * course: exam registration needs it (spec 4, 5). A course without quizzes: true.
 */
export async function allQuizzesPassed(db: Db, userCourseId: string): Promise<boolean> {
  const userCourse = await db.userCourse.findUnique({ where: { id: userCourseId }, select: { courseId: true } });
  if (!userCourse) return false;
  const notPassed = await db.lesson.count({
    where: {
      subject: { courseId: userCourse.courseId },
      questions: { some: {} },
      NOT: { quizResults: { some: { userCourseId, passedAt: { not: null } } } },
    },
  });
  return notPassed === 0;
}

/** Used by participants.ts: an admin marks a user course finished (certificate as on completion). */
export async function finishUserCourse(tx: Prisma.TransactionClient, userCourse: UserCourse) {
  return finish(tx, userCourse);
}

// ───────────────────────────── REST pages ─────────────────────────────

const myCoursesQuery = z.object({
  ...restPageQuery,
  status: queryEnum(USER_COURSE_STATUSES).optional(),
});

/** One numbered page of the learner's courses (newest first), with each course's subject count. */
export async function myCoursesPage(prisma: PrismaClient, viewer: StudyViewer, query: Record<string, unknown>) {
  if (!isLearner(viewer.role)) throw forbidden();
  const { status, ...pageRequest } = parseInput(myCoursesQuery, {
    page: query.page,
    size: query.size,
    status: query.status === '' ? undefined : query.status,
  });
  const where = { userId: viewer.id, ...statusWhere(status) };
  const page = await numberedPage(
    pageRequest,
    (window) =>
      prisma.userCourse.findMany({
        where,
        orderBy: NEWEST_FIRST,
        ...window,
        include: { course: { select: { id: true, title: true, language: true } } },
      }),
    () => prisma.userCourse.count({ where }),
  );
  const counts = await subjectCounts(prisma, [...new Set(page.items.map((i) => i.courseId))]);
  return { ...page, counts };
}
