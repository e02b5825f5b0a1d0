import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Course, ExamQuestion, Prisma, PrismaClient } from '../../../generated/prisma/client.ts';
import { LESSON_ANSWERS_MAX, LESSON_ANSWERS_MIN } from '../../../contract/policies.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { answerIdSchema, replaceAnswers, type AnswerIdKey } from '../../../platform/questions.ts';
import { isUuid, issue, parseInput, requiredText, typed, wholeNumber } from '../../../platform/validation.ts';
import { EXAM_QUESTION_COUNT_MAX } from '../../../contract/policies.ts';

/**
 * The exam question bank of a course and its exam settings (admins, `manage:catalogue:any`).
 * No HTTP and no GraphQL here. Modelled on learning's lesson questions (authoring.ts): a bank is
 * numbered 1..n without gaps (`position`); a new question goes last while the course row is locked
 * (SELECT … FOR UPDATE), a deletion closes the gap in the same transaction; an edit keeps the ids
 * of the answers sent with their id. The bank carries the `correct` flags: it never reaches a
 * candidate (an exam shows the snapshot in ExamItem, without them).
 */

type Tx = Prisma.TransactionClient;
type Db = Tx | PrismaClient;

/** Limits of the contract (spec 9): question ≤ 1000, answer ≤ 500, 2..10 answers. */
export const EXAM_QUESTION_TEXT_MAX = 1000;
export const EXAM_ANSWER_TEXT_MAX = 500;
export const EXAM_ANSWERS_MIN = LESSON_ANSWERS_MIN;
export const EXAM_ANSWERS_MAX = LESSON_ANSWERS_MAX;
/** Exam settings: questions drawn per attempt, percent to pass, tries per user course. */
export { EXAM_QUESTION_COUNT_MAX };
export const EXAM_MAX_TRIES_MAX = 20;

/** A REST path names the course (`admin/courses/{id}/exam/questions/{qid}`): a question of another is NOT_FOUND. */
export interface BankScope {
  courseId?: string;
}

// ───────────────────────────── Schemas ─────────────────────────────

const answerSchema = z.object({
  text: requiredText(EXAM_ANSWER_TEXT_MAX),
  correct: z.boolean(typed('invalid_value')),
});

const answerList = <A extends z.ZodType>(answer: A) =>
  z
    .array(answer, typed('invalid_value'))
    .refine((a) => a.length >= EXAM_ANSWERS_MIN && a.length <= EXAM_ANSWERS_MAX, issue('invalid_value'));

/** A new question: its answers are new too. */
export const examQuestionSchema = z.object({
  text: requiredText(EXAM_QUESTION_TEXT_MAX),
  answers: answerList(answerSchema),
});

export type { AnswerIdKey };

/** An edited question: answers with the id of one of its answers keep it, others are new, the rest go. */
export const examQuestionUpdateSchema = (idKey: AnswerIdKey) =>
  z.object({
    text: requiredText(EXAM_QUESTION_TEXT_MAX),
    answers: answerList(
      answerSchema.extend({ [idKey]: answerIdSchema }) as unknown as z.ZodType<
        z.output<typeof answerSchema> & Partial<Record<AnswerIdKey, string | null>>
      >,
    ),
  });

export const examSettingsSchema = z.object({
  /** Any whole number up to the maximum here; below 1 is EXAM_WITHOUT_QUESTIONS (a rule, not a typo). */
  examQuestionCount: wholeNumber(Number.MIN_SAFE_INTEGER, EXAM_QUESTION_COUNT_MAX),
  examPassThreshold: wholeNumber(1, 100),
  examMaxTries: wholeNumber(1, EXAM_MAX_TRIES_MAX),
});

/** The REST/OpenAPI shape of the settings body (the service reads `examQuestionCount` itself). */
export const examSettingsBodySchema = z.object({
  examQuestionCount: z
    .number()
    .int()
    .meta({
      description: `Questions drawn per attempt: 1..${EXAM_QUESTION_COUNT_MAX} (below 1: 422 EXAM_WITHOUT_QUESTIONS)`,
    }),
  examPassThreshold: z.number().int().meta({ description: 'Percent of correct answers that passes: 1..100' }),
  examMaxTries: z
    .number()
    .int()
    .meta({ description: `Tries per user course: 1..${EXAM_MAX_TRIES_MAX}` }),
});

export interface ExamQuestionInput {
  text: string;
  answers: { id?: string | null; text: string; correct: boolean }[];
}

const EXAM_WITHOUT_QUESTIONS = () =>
  new AppError('EXAM_WITHOUT_QUESTIONS', 'Exam must have at least 1 question', [
    { field: 'examQuestionCount', code: 'invalid_number' },
  ]);

/** The text and answers, then the rule that one answer at least is correct. */
function parseQuestion(input: unknown, idKey?: AnswerIdKey): ExamQuestionInput {
  let data: ExamQuestionInput;
  if (idKey) {
    const parsed = parseInput(examQuestionUpdateSchema(idKey), input ?? {});
    const answers = parsed.answers.map((a) => ({
      id: a[idKey]?.toLowerCase() ?? null,
      text: a.text,
      correct: a.correct,
    }));
    const repeated = answers.flatMap((a, i) =>
      a.id && answers.findIndex((b) => b.id === a.id) < i
        ? [{ field: `answers.${i}.${idKey}`, code: 'invalid_value' as const }]
        : [],
    );
    if (repeated.length) throw new AppError('VALIDATION_FAILED', 'Invalid form', repeated);
    data = { text: parsed.text, answers };
  } else {
    data = parseInput(examQuestionSchema, input ?? {});
  }
  if (!data.answers.some((a) => a.correct)) {
    throw new AppError('MISSING_CORRECT_ANSWER', 'Missing correct answer', [
      { field: 'answers', code: 'invalid_value' },
    ]);
  }
  return data;
}

// ───────────────────────────── Finders ─────────────────────────────

async function lockCourse(tx: Tx, courseId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Course" WHERE id = ${courseId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw notFound('Course');
}

function checkScope(scope: BankScope | undefined) {
  if (scope?.courseId !== undefined && !isUuid(scope.courseId)) throw notFound('Course');
}

async function findQuestion(db: Db, id: string, scope?: BankScope): Promise<ExamQuestion> {
  if (!isUuid(id)) throw notFound('Exam question');
  checkScope(scope);
  const question = await db.examQuestion.findFirst({
    where: { id, ...(scope?.courseId ? { courseId: scope.courseId } : {}) },
  });
  if (!question) throw notFound('Exam question');
  return question;
}

async function findCourse(db: Db, courseId: string): Promise<Pick<Course, 'id'>> {
  if (!isUuid(courseId)) throw notFound('Course');
  const course = await db.course.findUnique({ where: { id: courseId }, select: { id: true } });
  if (!course) throw notFound('Course');
  return course;
}

// ───────────────────────────── Reading ─────────────────────────────

export const BANK_ORDER = [{ position: 'asc' }, { id: 'asc' }] satisfies Prisma.ExamQuestionOrderByWithRelationInput[];
export const ANSWERS_IN_ORDER = { answers: { orderBy: { position: 'asc' } } } satisfies Prisma.ExamQuestionInclude;

/** The bank of a course for GraphQL's connection: NOT_FOUND when the course does not exist. */
export async function examBankWhere(prisma: PrismaClient, courseId: string): Promise<Prisma.ExamQuestionWhereInput> {
  const course = await findCourse(prisma, courseId);
  return { courseId: course.id };
}

/** The whole bank of a course in order, with answers (REST). */
export async function listExamQuestions(prisma: PrismaClient, courseId: string) {
  const course = await findCourse(prisma, courseId);
  return prisma.examQuestion.findMany({
    where: { courseId: course.id },
    orderBy: BANK_ORDER,
    include: ANSWERS_IN_ORDER,
  });
}

export const getExamQuestion = (prisma: PrismaClient, id: string, scope?: BankScope) =>
  findQuestion(prisma, id, scope).then((q) =>
    prisma.examQuestion.findUniqueOrThrow({ where: { id: q.id }, include: ANSWERS_IN_ORDER }),
  );

/** The number of questions in the banks of `courseIds` (for a DataLoader: one query per page of courses). */
export async function examBankSizes(db: Db, courseIds: readonly string[]): Promise<Map<string, number>> {
  const ids = courseIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db.examQuestion.groupBy({ by: ['courseId'], where: { courseId: { in: ids } }, _count: true });
  return new Map(rows.map((r) => [r.courseId, r._count]));
}

/** The size of one course's bank (registration checks EXAM_WITHOUT_QUESTIONS with it). */
export const examBankSize = (db: Db, courseId: string) => db.examQuestion.count({ where: { courseId } });

// ───────────────────────────── Writing ─────────────────────────────

const answerRows = (answers: ExamQuestionInput['answers']) =>
  answers.map((a, i) => ({ text: a.text, correct: a.correct, position: i + 1 }));

/** Adds a question (2..10 filled answers, one correct at least) at the end of the course's bank. */
export async function createExamQuestion(
  prisma: PrismaClient,
  courseId: string,
  input: unknown,
): Promise<ExamQuestion> {
  const data = parseQuestion(input);
  const course = await findCourse(prisma, courseId);
  return prisma.$transaction(async (tx) => {
    await lockCourse(tx, course.id);
    const { _max } = await tx.examQuestion.aggregate({ where: { courseId: course.id }, _max: { position: true } });
    return tx.examQuestion.create({
      data: {
        courseId: course.id,
        text: data.text,
        position: (_max.position ?? 0) + 1,
        answers: { create: answerRows(data.answers) },
      },
    });
  });
}

/**
 * Edits a question's text and answers: an answer sent with the id of one of this question's
 * answers is updated in place, one without is created, the answers not sent are deleted. An id of
 * no answer of this question is VALIDATION_FAILED on it (`answers.<i>.<idKey>`), before any write.
 */
export async function updateExamQuestion(
  prisma: PrismaClient,
  id: string,
  input: unknown,
  scope?: BankScope,
  idKey: AnswerIdKey = 'id',
): Promise<ExamQuestion> {
  const data = parseQuestion(input, idKey);
  const question = await findQuestion(prisma, id, scope);
  return prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "ExamQuestion" WHERE id = ${question.id}::uuid FOR UPDATE`;
    if (rows.length === 0) throw notFound('Exam question');
    await replaceAnswers(
      {
        list: () => tx.examQuestionAnswer.findMany({ where: { questionId: question.id } }),
        deleteAllBut: (kept) =>
          tx.examQuestionAnswer.deleteMany({ where: { questionId: question.id, id: { notIn: kept } } }),
        update: (answerId, data) => tx.examQuestionAnswer.update({ where: { id: answerId }, data }),
        create: (rows) =>
          tx.examQuestionAnswer.createMany({ data: rows.map((row) => ({ questionId: question.id, ...row })) }),
      },
      data.answers,
      idKey,
    );
    return tx.examQuestion.update({ where: { id: question.id }, data: { text: data.text } });
  });
}

/** Deletes a question; the later ones move up. Exams already drawn keep their snapshot. Returns the course id. */
export async function deleteExamQuestion(prisma: PrismaClient, id: string, scope?: BankScope): Promise<string> {
  const found = await findQuestion(prisma, id, scope);
  await prisma.$transaction(async (tx) => {
    await lockCourse(tx, found.courseId);
    const question = await tx.examQuestion.findUnique({ where: { id: found.id } });
    if (!question) throw notFound('Exam question');
    await tx.examQuestion.delete({ where: { id: question.id } });
    await tx.examQuestion.updateMany({
      where: { courseId: question.courseId, position: { gt: question.position } },
      data: { position: { decrement: 1 } },
    });
  });
  return found.courseId;
}

/**
 * The course's exam settings: questions drawn per attempt (1..200; below 1 is
 * EXAM_WITHOUT_QUESTIONS), the pass threshold (1..100 %) and the tries per user course (1..20).
 * A threshold change applies to exams registered afterwards (an exam freezes its own).
 */
export async function updateExamSettings(prisma: PrismaClient, courseId: string, input: unknown): Promise<Course> {
  const data = parseInput(examSettingsSchema, input ?? {});
  const count = data.examQuestionCount as number;
  if (count < 1) throw EXAM_WITHOUT_QUESTIONS();
  const course = await findCourse(prisma, courseId);
  const { count: updated } = await prisma.course.updateMany({
    where: { id: course.id },
    data: { examQuestionCount: count, examPassThreshold: data.examPassThreshold, examMaxTries: data.examMaxTries },
  });
  if (updated === 0) throw notFound('Course');
  return prisma.course.findUniqueOrThrow({ where: { id: course.id } });
}

// ───────────────────────────── Copying ─────────────────────────────

/**
 * Copies the exam bank of course `fromCourseId` into the (new) course `toCourseId` inside the
 * caller's transaction (courses' `duplicateCourse`): questions with their answers, same texts,
 * flags and positions, new ids. Two reads and two `createMany`, whatever the size. Exams and
 * drawn items are learner data and are never copied.
 */
export async function copyExamQuestions(tx: Tx, fromCourseId: string, toCourseId: string): Promise<void> {
  const questions = await tx.examQuestion.findMany({
    where: { courseId: fromCourseId },
    select: { id: true, text: true, position: true },
  });
  if (questions.length === 0) return;
  const ids = new Map(questions.map((q) => [q.id, randomUUID()]));
  const answers = await tx.examQuestionAnswer.findMany({
    where: { questionId: { in: [...ids.keys()] } },
    select: { questionId: true, text: true, correct: true, position: true },
  });
  await tx.examQuestion.createMany({
    data: questions.map((q) => ({ id: ids.get(q.id)!, courseId: toCourseId, text: q.text, position: q.position })),
  });
  if (answers.length) {
    await tx.examQuestionAnswer.createMany({
      data: answers.map((a) => ({
        questionId: ids.get(a.questionId)!,
        text: a.text,
        correct: a.correct,
        position: a.position,
      })),
    });
  }
}
