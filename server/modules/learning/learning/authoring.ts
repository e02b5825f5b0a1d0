import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type {
  Lesson,
  LessonQuestion,
  LessonSegment,
  Prisma,
  PrismaClient,
  Subject,
} from '../../../generated/prisma/client.ts';
import { SegmentType } from '../../../generated/prisma/enums.ts';
import {
  LESSON_ANSWERS_MAX,
  LESSON_ANSWERS_MIN,
  LESSON_TEXT_MAX,
  QUIZ_PASS_THRESHOLD_DEFAULT,
} from '../../../contract/policies.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { answerIdSchema, replaceAnswers, type AnswerIdKey } from '../../../platform/questions.ts';
import type { FileKind } from '../../../platform/storage/file-types.ts';
import {
  enumOf,
  isUuid,
  issue,
  parseInput,
  parsePartial,
  plainText,
  requiredText,
  richText,
  typed,
  wholeNumber,
} from '../../../platform/validation.ts';
import { deleteStoredFiles, saveAfterCheck, type FilesDeps, type IncomingFile } from '../../content/files/service.ts';

/**
 * Course content authoring (admins): subjects of a course, lessons of a subject, the segments
 * (rich text or a media file) and the quiz questions of a lesson. No HTTP and no GraphQL here.
 *
 * Order: every list is numbered 1..n without gaps per parent (`position`). A new row goes last
 * (max + 1) while its parent's row is locked (SELECT … FOR UPDATE), so two concurrent creations
 * never take the same number; a deletion renumbers the rows after it in the same transaction;
 * a reorder swaps the positions of two rows of one parent (the up and down arrows).
 *
 * Inputs are parsed before anything is written (the fuzz test holds every module to it); an
 * upload is streamed to storage only after the input and the parent were found valid, and the
 * files of replaced or deleted segments are deleted with them.
 */

export type AuthoringDeps = FilesDeps;

/** Stored files of lesson segments carry this purpose; never public (served by learning/media). */
export const LESSON_MEDIA_PURPOSE = 'LESSON_MEDIA';

/** The upload kind each segment type accepts (spec 5: .mp3, .mp4, .png/.jpg/.jpeg, any). */
export const SEGMENT_FILE_KIND: Record<Exclude<SegmentType, 'TEXT'>, FileKind> = {
  AUDIO: 'audio',
  VIDEO: 'video',
  IMAGE: 'image',
  FILE: 'any',
};

/** Where the media of a segment is served (learning/media.ts, with HTTP Range). */
export const lessonMediaUrl = (segmentId: string) => `/api/v1/lesson-media/${segmentId}`;

/** The caption of a media segment: plain text. */
export const CAPTION_MAX = 255;

/**
 * The ancestors a REST path names (`admin/courses/{id}/subjects/{sid}/lessons/{lid}/…`): a row
 * that exists under another parent is NOT_FOUND, as if it did not exist. GraphQL passes none.
 */
export interface ContentScope {
  courseId?: string;
  subjectId?: string;
  lessonId?: string;
}

// ───────────────────────────── Schemas ─────────────────────────────

export const titleSchema = z.object({ title: requiredText(255) });

export const lessonUpdateSchema = z.object({
  title: requiredText(255),
  passThreshold: wholeNumber(1, 100),
});

export const segmentCreateSchema = z.object({
  segmentType: enumOf(SegmentType),
  content: z.unknown().optional(),
});

const textContent = richText(LESSON_TEXT_MAX);
const captionContent = plainText(CAPTION_MAX);

export const segmentUpdateSchema = z.object({ content: z.unknown().optional() });

const answerSchema = z.object({
  content: requiredText(500),
  correct: z.boolean(typed('invalid_value')),
});

const answerList = <A extends z.ZodType>(answer: A) =>
  z
    .array(answer, typed('invalid_value'))
    .refine((a) => a.length >= LESSON_ANSWERS_MIN && a.length <= LESSON_ANSWERS_MAX, issue('invalid_value'));

/** A new question: its answers are new too (an answer id sent along is ignored). */
export const questionSchema = z.object({
  content: requiredText(1000),
  answers: answerList(answerSchema),
});

export type { AnswerIdKey };

/**
 * An edited question: answers that carry the id of an answer of this question keep it (and a
 * learner's quiz loaded before the edit stays valid for them), answers without one are created,
 * and the question's answers not sent are deleted.
 */
export const questionUpdateSchema = (idKey: AnswerIdKey) =>
  z.object({
    content: requiredText(1000),
    answers: answerList(
      answerSchema.extend({ [idKey]: answerIdSchema }) as unknown as z.ZodType<
        z.output<typeof answerSchema> & Partial<Record<AnswerIdKey, string | null>>
      >,
    ),
  });

export interface QuestionInput {
  content: string;
  answers: { id?: string | null; content: string; correct: boolean }[];
}

/** Two rows to swap, by the field names of the call (e.g. subjectIdUp / subjectIdDown). */
function swapSchema(up: string, down: string) {
  return z.object({
    [up]: z.string(typed('invalid_value')),
    [down]: z.string(typed('invalid_value')),
  }) as z.ZodObject<Record<string, z.ZodString>>;
}

/**
 * A question's content and answers, then the rule that one answer at least is correct. With
 * `idKey` (an edit), the answers' ids too, read as `id`; one id sent twice is invalid.
 */
function parseQuestion(input: unknown, idKey?: AnswerIdKey): QuestionInput {
  let data: QuestionInput;
  if (idKey) {
    const parsed = parseInput(questionUpdateSchema(idKey), input ?? {});
    const answers = parsed.answers.map((a) => ({
      id: a[idKey]?.toLowerCase() ?? null,
      content: a.content,
      correct: a.correct,
    }));
    const repeated = answers.flatMap((a, i) =>
      a.id && answers.findIndex((b) => b.id === a.id) < i
        ? [{ field: `answers.${i}.${idKey}`, code: 'invalid_value' as const }]
        : [],
    );
    if (repeated.length) throw new AppError('VALIDATION_FAILED', 'Invalid form', repeated);
    data = { content: parsed.content, answers };
  } else {
    data = parseInput(questionSchema, input ?? {});
  }
  if (!data.answers.some((a) => a.correct)) {
    throw new AppError('MISSING_CORRECT_ANSWER', 'Missing correct answer', [
      { field: 'answers', code: 'invalid_value' },
    ]);
  }
  return data;
}

// ───────────────────────────── Locks and positions ─────────────────────────────

type Tx = Prisma.TransactionClient;
type Parent = 'Course' | 'Subject' | 'Lesson';

/** Locks a parent row for the transaction (the order of its children changes); NOT_FOUND when gone. */
async function lock(tx: Tx, table: Parent, id: string): Promise<void> {
  // The table name is one of three constants, never input.
  const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
    `SELECT id FROM "${table}" WHERE id = $1::uuid FOR UPDATE`,
    id,
  );
  if (rows.length === 0) throw notFound(table);
}

const nextPosition = (max: number | null | undefined) => (max ?? 0) + 1;

/** The file ids of segments matching `where` (to delete once their rows are gone). */
async function segmentFileIds(tx: Tx | PrismaClient, where: Prisma.LessonSegmentWhereInput): Promise<string[]> {
  const rows = await tx.lessonSegment.findMany({
    where: { ...where, fileId: { not: null } },
    select: { fileId: true },
  });
  return rows.map((r) => r.fileId!);
}

/**
 * Deletes lesson media files no segment refers to any more (rows, then storage objects).
 * Exported for the deletion of a whole course (courses/service.ts).
 */
export async function releaseLessonMedia(deps: Pick<FilesDeps, 'prisma' | 'storage'>, fileIds: string[]) {
  if (fileIds.length === 0) return;
  await deleteStoredFiles(deps, fileIds, { lessonSegments: { none: {} }, purpose: LESSON_MEDIA_PURPOSE });
}

/** The media file ids of a whole course: read them before deleting it, release them after. */
export const courseMediaFileIds = (prisma: PrismaClient, courseId: string) =>
  segmentFileIds(prisma, { lesson: { subject: { courseId } } });

function checkUuid(id: unknown, what: string): asserts id is string {
  if (!isUuid(id)) throw notFound(what);
}

function checkScope(scope: ContentScope | undefined) {
  for (const [key, value] of Object.entries(scope ?? {})) {
    if (value !== undefined && !isUuid(value)) throw notFound(key === 'courseId' ? 'Course' : key.slice(0, -2));
  }
}

// ───────────────────────────── Finders (with the REST scope) ─────────────────────────────

async function findSubject(db: Tx | PrismaClient, id: string, scope?: ContentScope): Promise<Subject> {
  checkUuid(id, 'Subject');
  checkScope(scope);
  const subject = await db.subject.findFirst({
    where: { id, ...(scope?.courseId ? { courseId: scope.courseId } : {}) },
  });
  if (!subject) throw notFound('Subject');
  return subject;
}

async function findLesson(db: Tx | PrismaClient, id: string, scope?: ContentScope): Promise<Lesson> {
  checkUuid(id, 'Lesson');
  checkScope(scope);
  const lesson = await db.lesson.findFirst({
    where: {
      id,
      ...(scope?.subjectId ? { subjectId: scope.subjectId } : {}),
      ...(scope?.courseId ? { subject: { courseId: scope.courseId } } : {}),
    },
  });
  if (!lesson) throw notFound('Lesson');
  return lesson;
}

const lessonScope = (scope?: ContentScope): Prisma.LessonWhereInput => ({
  ...(scope?.lessonId ? { id: scope.lessonId } : {}),
  ...(scope?.subjectId ? { subjectId: scope.subjectId } : {}),
  ...(scope?.courseId ? { subject: { courseId: scope.courseId } } : {}),
});

async function findSegment(db: Tx | PrismaClient, id: string, scope?: ContentScope): Promise<LessonSegment> {
  checkUuid(id, 'Lesson segment');
  checkScope(scope);
  const segment = await db.lessonSegment.findFirst({ where: { id, lesson: lessonScope(scope) } });
  if (!segment) throw notFound('Lesson segment');
  return segment;
}

async function findQuestion(db: Tx | PrismaClient, id: string, scope?: ContentScope): Promise<LessonQuestion> {
  checkUuid(id, 'Lesson question');
  checkScope(scope);
  const question = await db.lessonQuestion.findFirst({ where: { id, lesson: lessonScope(scope) } });
  if (!question) throw notFound('Lesson question');
  return question;
}

// ───────────────────────────── Reading (REST) ─────────────────────────────

export async function listSubjects(prisma: PrismaClient, courseId: string) {
  checkUuid(courseId, 'Course');
  const course = await prisma.course.findUnique({
    where: { id: courseId },
    select: {
      subjects: { orderBy: { position: 'asc' }, include: { _count: { select: { lessons: true } } } },
    },
  });
  if (!course) throw notFound('Course');
  return course.subjects;
}

export async function listLessons(prisma: PrismaClient, subjectId: string, scope?: ContentScope) {
  const subject = await findSubject(prisma, subjectId, scope);
  return prisma.lesson.findMany({
    where: { subjectId: subject.id },
    orderBy: { position: 'asc' },
    include: { _count: { select: { segments: true, questions: true } } },
  });
}

export const LESSON_DETAILS_INCLUDE = {
  segments: { orderBy: { position: 'asc' }, include: { file: true } },
  questions: { orderBy: { position: 'asc' }, include: { answers: { orderBy: { position: 'asc' } } } },
} satisfies Prisma.LessonInclude;

export async function getLessonDetails(prisma: PrismaClient, lessonId: string, scope?: ContentScope) {
  const lesson = await findLesson(prisma, lessonId, scope);
  return prisma.lesson.findUniqueOrThrow({ where: { id: lesson.id }, include: LESSON_DETAILS_INCLUDE });
}

export async function listQuestions(prisma: PrismaClient, lessonId: string, scope?: ContentScope) {
  const lesson = await findLesson(prisma, lessonId, scope);
  return prisma.lessonQuestion.findMany({
    where: { lessonId: lesson.id },
    orderBy: { position: 'asc' },
    include: { answers: { orderBy: { position: 'asc' } } },
  });
}

export const getSegment = (prisma: PrismaClient, id: string, scope?: ContentScope) =>
  findSegment(prisma, id, scope).then((s) =>
    prisma.lessonSegment.findUniqueOrThrow({ where: { id: s.id }, include: { file: true } }),
  );

export const getQuestion = (prisma: PrismaClient, id: string, scope?: ContentScope) =>
  findQuestion(prisma, id, scope).then((q) =>
    prisma.lessonQuestion.findUniqueOrThrow({
      where: { id: q.id },
      include: { answers: { orderBy: { position: 'asc' } } },
    }),
  );

// ───────────────────────────── Subjects ─────────────────────────────

export async function createSubject(prisma: PrismaClient, courseId: string, input: unknown): Promise<Subject> {
  const { title } = parseInput(titleSchema, input ?? {});
  checkUuid(courseId, 'Course');
  return prisma.$transaction(async (tx) => {
    await lock(tx, 'Course', courseId);
    const { _max } = await tx.subject.aggregate({ where: { courseId }, _max: { position: true } });
    return tx.subject.create({ data: { courseId, title, position: nextPosition(_max.position) } });
  });
}

export async function updateSubject(
  prisma: PrismaClient,
  id: string,
  input: unknown,
  scope?: ContentScope,
): Promise<Subject> {
  const { title } = parseInput(titleSchema, input ?? {});
  const subject = await findSubject(prisma, id, scope);
  const { count } = await prisma.subject.updateMany({ where: { id: subject.id }, data: { title } });
  if (!count) throw notFound('Subject');
  return prisma.subject.findUniqueOrThrow({ where: { id: subject.id } });
}

/** Deletes a subject with its lessons (and their media files); the later subjects move up. Returns the course id. */
export async function deleteSubject(deps: AuthoringDeps, id: string, scope?: ContentScope): Promise<string> {
  const found = await findSubject(deps.prisma, id, scope);
  const fileIds = await deps.prisma.$transaction(async (tx) => {
    await lock(tx, 'Course', found.courseId);
    const subject = await tx.subject.findUnique({ where: { id: found.id } });
    if (!subject) throw notFound('Subject');
    const files = await segmentFileIds(tx, { lesson: { subjectId: subject.id } });
    await tx.subject.delete({ where: { id: subject.id } });
    await tx.subject.updateMany({
      where: { courseId: subject.courseId, position: { gt: subject.position } },
      data: { position: { decrement: 1 } },
    });
    return files;
  });
  await releaseLessonMedia(deps, fileIds);
  return found.courseId;
}

/**
 * Swaps two rows of one parent. `parentOf` reads a row's parent id and position; rows of two
 * parents, or one row twice, are refused (VALIDATION_FAILED on the second field).
 */
async function swap<K extends string>(
  prisma: PrismaClient,
  input: unknown,
  [up, down]: [K, K],
  what: string,
  parentTable: Parent,
  read: (tx: Tx, id: string) => Promise<{ id: string; parentId: string; position: number } | null>,
  write: (tx: Tx, id: string, position: number) => Promise<unknown>,
  inScope: (tx: Tx, row: { id: string }) => Promise<boolean>,
): Promise<string> {
  const data = parseInput(swapSchema(up, down), input ?? {});
  const upId = data[up]!;
  const downId = data[down]!;
  checkUuid(upId, what);
  checkUuid(downId, what);
  if (upId === downId) {
    throw new AppError('VALIDATION_FAILED', 'Invalid form', [{ field: down, code: 'invalid_value' }]);
  }
  return prisma.$transaction(async (tx) => {
    const first = await read(tx, upId);
    if (!first || !(await inScope(tx, first))) throw notFound(what);
    await lock(tx, parentTable, first.parentId);
    const a = await read(tx, upId);
    const b = await read(tx, downId);
    if (!a || !b || !(await inScope(tx, b))) throw notFound(what);
    if (a.parentId !== b.parentId) {
      throw new AppError('VALIDATION_FAILED', 'Invalid form', [{ field: down, code: 'invalid_value' }]);
    }
    await write(tx, a.id, b.position);
    await write(tx, b.id, a.position);
    return a.parentId;
  });
}

/** Swaps two subjects of one course (`{subjectIdUp, subjectIdDown}`); returns the course id. */
export function reorderSubjects(prisma: PrismaClient, input: unknown, scope?: ContentScope): Promise<string> {
  checkScope(scope);
  return swap(
    prisma,
    input,
    ['subjectIdUp', 'subjectIdDown'],
    'Subject',
    'Course',
    async (tx, id) => {
      const row = await tx.subject.findUnique({ where: { id }, select: { id: true, courseId: true, position: true } });
      return row && { id: row.id, parentId: row.courseId, position: row.position };
    },
    (tx, id, position) => tx.subject.update({ where: { id }, data: { position } }),
    async (tx, row) =>
      !scope?.courseId || (await tx.subject.count({ where: { id: row.id, courseId: scope.courseId } })) > 0,
  );
}

// ───────────────────────────── Lessons ─────────────────────────────

export async function createLesson(
  prisma: PrismaClient,
  subjectId: string,
  input: unknown,
  scope?: ContentScope,
): Promise<Lesson> {
  const { title } = parseInput(titleSchema, input ?? {});
  const subject = await findSubject(prisma, subjectId, scope);
  return prisma.$transaction(async (tx) => {
    await lock(tx, 'Subject', subject.id);
    const { _max } = await tx.lesson.aggregate({ where: { subjectId: subject.id }, _max: { position: true } });
    return tx.lesson.create({
      data: {
        subjectId: subject.id,
        title,
        position: nextPosition(_max.position),
        passThreshold: QUIZ_PASS_THRESHOLD_DEFAULT,
      },
    });
  });
}

/** Title and/or pass threshold (1..100); absent fields stay, null is refused. */
export async function updateLesson(
  prisma: PrismaClient,
  id: string,
  input: unknown,
  scope?: ContentScope,
): Promise<Lesson> {
  const data = parsePartial(lessonUpdateSchema, input ?? {});
  const lesson = await findLesson(prisma, id, scope);
  const { count } = await prisma.lesson.updateMany({ where: { id: lesson.id }, data });
  if (!count) throw notFound('Lesson');
  return prisma.lesson.findUniqueOrThrow({ where: { id: lesson.id } });
}

/** Deletes a lesson with its segments (and their files) and questions; returns the subject id. */
export async function deleteLesson(deps: AuthoringDeps, id: string, scope?: ContentScope): Promise<string> {
  const found = await findLesson(deps.prisma, id, scope);
  const fileIds = await deps.prisma.$transaction(async (tx) => {
    await lock(tx, 'Subject', found.subjectId);
    const lesson = await tx.lesson.findUnique({ where: { id: found.id } });
    if (!lesson) throw notFound('Lesson');
    const files = await segmentFileIds(tx, { lessonId: lesson.id });
    await tx.lesson.delete({ where: { id: lesson.id } });
    await tx.lesson.updateMany({
      where: { subjectId: lesson.subjectId, position: { gt: lesson.position } },
      data: { position: { decrement: 1 } },
    });
    return files;
  });
  await releaseLessonMedia(deps, fileIds);
  return found.subjectId;
}

export function reorderLessons(prisma: PrismaClient, input: unknown, scope?: ContentScope): Promise<string> {
  checkScope(scope);
  return swap(
    prisma,
    input,
    ['lessonIdUp', 'lessonIdDown'],
    'Lesson',
    'Subject',
    async (tx, id) => {
      const row = await tx.lesson.findUnique({ where: { id }, select: { id: true, subjectId: true, position: true } });
      return row && { id: row.id, parentId: row.subjectId, position: row.position };
    },
    (tx, id, position) => tx.lesson.update({ where: { id }, data: { position } }),
    async (tx, row) => !scope || (await tx.lesson.count({ where: { ...lessonScope(scope), id: row.id } })) > 0,
  );
}

// ───────────────────────────── Segments ─────────────────────────────

function parseContent(segmentType: SegmentType, content: unknown): string {
  const schema = z.object({ content: segmentType === 'TEXT' ? textContent : captionContent });
  return parseInput(schema, { content: content ?? null }).content;
}

function refuseFileOnText(segmentType: SegmentType, file: IncomingFile | null | undefined) {
  if (segmentType === 'TEXT' && file) {
    throw new AppError('VALIDATION_FAILED', 'Invalid form', [{ field: 'file', code: 'invalid_value' }]);
  }
}

/** A segment's file stored once `check` accepted the input (see saveAfterCheck); TEXT refuses a file. */
const saveSegmentFileAfter = <Checked extends { segmentType: SegmentType }>(
  deps: AuthoringDeps,
  file: IncomingFile | null | undefined,
  check: () => Promise<Checked>,
) =>
  saveAfterCheck(deps, file, check, ({ segmentType }) =>
    segmentType === 'TEXT'
      ? null
      : { kind: SEGMENT_FILE_KIND[segmentType], purpose: LESSON_MEDIA_PURPOSE, ownerId: null, isPublic: false },
  );

/**
 * Adds a segment at the end of a lesson: TEXT with sanitized rich text, or a media kind with an
 * optional caption and an optional file (uploaded now or later). The file is streamed to storage
 * after the input and the lesson were checked; if the lesson vanished meanwhile, it is deleted.
 */
export async function createLessonSegment(
  deps: AuthoringDeps,
  lessonId: string,
  input: unknown,
  file?: IncomingFile | null,
  scope?: ContentScope,
): Promise<LessonSegment> {
  const { prisma } = deps;
  const {
    checked: { segmentType, content, lesson },
    stored,
  } = await saveSegmentFileAfter(deps, file, async () => {
    const { segmentType } = parseInput(segmentCreateSchema, input ?? {});
    const content = parseContent(segmentType, (input as { content?: unknown }).content);
    refuseFileOnText(segmentType, file);
    return { segmentType, content, lesson: await findLesson(prisma, lessonId, scope) };
  });
  try {
    return await prisma.$transaction(async (tx) => {
      await lock(tx, 'Lesson', lesson.id);
      const { _max } = await tx.lessonSegment.aggregate({ where: { lessonId: lesson.id }, _max: { position: true } });
      return tx.lessonSegment.create({
        data: {
          lessonId: lesson.id,
          segmentType,
          content,
          position: nextPosition(_max.position),
          fileId: stored?.id ?? null,
        },
      });
    });
  } catch (error) {
    if (stored) await releaseLessonMedia(deps, [stored.id]);
    throw error;
  }
}

/** A segment's content (rich text or caption) and/or its file; a replaced file is deleted. */
export async function updateLessonSegment(
  deps: AuthoringDeps,
  id: string,
  input: unknown,
  file?: IncomingFile | null,
  scope?: ContentScope,
): Promise<LessonSegment> {
  const { prisma } = deps;
  const { checked, stored } = await saveSegmentFileAfter(deps, file, async () => {
    const data = parseInput(segmentUpdateSchema, input ?? {});
    const segment = await findSegment(prisma, id, scope);
    const content = data.content === undefined ? undefined : parseContent(segment.segmentType, data.content);
    refuseFileOnText(segment.segmentType, file);
    return { segment, content, segmentType: segment.segmentType };
  });
  const { segment, content } = checked;
  let previousFileId: string | null;
  let updated: LessonSegment;
  try {
    ({ previousFileId, updated } = await prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ fileId: string | null }[]>`
        SELECT "fileId" FROM "LessonSegment" WHERE id = ${segment.id}::uuid FOR UPDATE`;
      if (rows.length === 0) throw notFound('Lesson segment');
      const row = await tx.lessonSegment.update({
        where: { id: segment.id },
        data: { ...(content !== undefined ? { content } : {}), ...(stored ? { fileId: stored.id } : {}) },
      });
      return { previousFileId: rows[0]!.fileId, updated: row };
    }));
  } catch (error) {
    if (stored) await releaseLessonMedia(deps, [stored.id]);
    throw error;
  }
  if (stored && previousFileId) await releaseLessonMedia(deps, [previousFileId]);
  return updated;
}

/** Deletes a segment and its file; the later segments move up. Returns the lesson id. */
export async function deleteLessonSegment(deps: AuthoringDeps, id: string, scope?: ContentScope): Promise<string> {
  const found = await findSegment(deps.prisma, id, scope);
  const fileIds = await deps.prisma.$transaction(async (tx) => {
    await lock(tx, 'Lesson', found.lessonId);
    const segment = await tx.lessonSegment.findUnique({ where: { id: found.id } });
    if (!segment) throw notFound('Lesson segment');
    await tx.lessonSegment.delete({ where: { id: segment.id } });
    await tx.lessonSegment.updateMany({
      where: { lessonId: segment.lessonId, position: { gt: segment.position } },
      data: { position: { decrement: 1 } },
    });
    return segment.fileId ? [segment.fileId] : [];
  });
  await releaseLessonMedia(deps, fileIds);
  return found.lessonId;
}

export function reorderLessonSegments(prisma: PrismaClient, input: unknown, scope?: ContentScope): Promise<string> {
  checkScope(scope);
  return swap(
    prisma,
    input,
    ['lessonSegmentIdUp', 'lessonSegmentIdDown'],
    'Lesson segment',
    'Lesson',
    async (tx, id) => {
      const row = await tx.lessonSegment.findUnique({
        where: { id },
        select: { id: true, lessonId: true, position: true },
      });
      return row && { id: row.id, parentId: row.lessonId, position: row.position };
    },
    (tx, id, position) => tx.lessonSegment.update({ where: { id }, data: { position } }),
    async (tx, row) =>
      !scope || (await tx.lessonSegment.count({ where: { id: row.id, lesson: lessonScope(scope) } })) > 0,
  );
}

// ───────────────────────────── Copying a course's content ─────────────────────────────

/**
 * Copies the whole content of course `fromCourseId` into the (new, empty) course `toCourseId`
 * inside the caller's transaction: subjects, lessons (title, position, pass threshold), segments
 * (type, position, content and the SAME stored file: files are immutable, and a file is deleted
 * only once no segment refers to it, see `releaseLessonMedia`), questions with their answers.
 * Learner data (user courses, quiz results, certificates) is never copied.
 *
 * One read and one `createMany` per level with ids generated here, whatever the size. The source
 * segments are read FOR SHARE: a concurrent replacement or deletion of a segment (which releases
 * its file afterwards) waits for this transaction, so it then sees the copy's reference and keeps
 * the file. Each level is read by the ids of the level above, so a row added meanwhile under a
 * parent that was not copied is left out rather than copied without its parent.
 */
export async function copyCourseContent(tx: Tx, fromCourseId: string, toCourseId: string): Promise<void> {
  const subjects = await tx.subject.findMany({
    where: { courseId: fromCourseId },
    select: { id: true, title: true, position: true },
  });
  if (subjects.length === 0) return;
  const subjectIds = new Map(subjects.map((s) => [s.id, randomUUID()]));
  const lessons = await tx.lesson.findMany({
    where: { subjectId: { in: [...subjectIds.keys()] } },
    select: { id: true, subjectId: true, title: true, position: true, passThreshold: true },
  });
  const lessonIds = new Map(lessons.map((l) => [l.id, randomUUID()]));
  const sourceLessons = [...lessonIds.keys()];
  const [segments, questions] =
    sourceLessons.length === 0
      ? [[], []]
      : [
          await tx.$queryRaw<Pick<LessonSegment, 'lessonId' | 'segmentType' | 'position' | 'content' | 'fileId'>[]>`
            SELECT "lessonId", "segmentType", position, content, "fileId" FROM "LessonSegment"
            WHERE "lessonId" = ANY(${sourceLessons}::uuid[]) FOR SHARE`,
          await tx.lessonQuestion.findMany({
            where: { lessonId: { in: sourceLessons } },
            select: { id: true, lessonId: true, content: true, position: true },
          }),
        ];
  const questionIds = new Map(questions.map((q) => [q.id, randomUUID()]));
  const answers = questionIds.size
    ? await tx.lessonAnswer.findMany({
        where: { questionId: { in: [...questionIds.keys()] } },
        select: { questionId: true, content: true, correct: true, position: true },
      })
    : [];

  await tx.subject.createMany({
    data: subjects.map((s) => ({
      id: subjectIds.get(s.id)!,
      courseId: toCourseId,
      title: s.title,
      position: s.position,
    })),
  });
  if (lessons.length) {
    await tx.lesson.createMany({
      data: lessons.map((l) => ({
        id: lessonIds.get(l.id)!,
        subjectId: subjectIds.get(l.subjectId)!,
        title: l.title,
        position: l.position,
        passThreshold: l.passThreshold,
      })),
    });
  }
  if (segments.length) {
    await tx.lessonSegment.createMany({
      data: segments.map((s) => ({
        lessonId: lessonIds.get(s.lessonId)!,
        segmentType: s.segmentType,
        position: s.position,
        content: s.content,
        fileId: s.fileId,
      })),
    });
  }
  if (questions.length) {
    await tx.lessonQuestion.createMany({
      data: questions.map((q) => ({
        id: questionIds.get(q.id)!,
        lessonId: lessonIds.get(q.lessonId)!,
        content: q.content,
        position: q.position,
      })),
    });
  }
  if (answers.length) {
    await tx.lessonAnswer.createMany({
      data: answers.map((a) => ({
        questionId: questionIds.get(a.questionId)!,
        content: a.content,
        correct: a.correct,
        position: a.position,
      })),
    });
  }
}

// ───────────────────────────── Questions ─────────────────────────────

const answerRows = (answers: QuestionInput['answers']) =>
  answers.map((a, i) => ({ content: a.content, correct: a.correct, position: i + 1 }));

/** Adds a question (2..10 filled answers, one correct at least) at the end of the lesson's quiz. */
export async function createLessonQuestion(
  prisma: PrismaClient,
  lessonId: string,
  input: unknown,
  scope?: ContentScope,
): Promise<LessonQuestion> {
  const data = parseQuestion(input);
  const lesson = await findLesson(prisma, lessonId, scope);
  return prisma.$transaction(async (tx) => {
    await lock(tx, 'Lesson', lesson.id);
    const { _max } = await tx.lessonQuestion.aggregate({ where: { lessonId: lesson.id }, _max: { position: true } });
    return tx.lessonQuestion.create({
      data: {
        lessonId: lesson.id,
        content: data.content,
        position: nextPosition(_max.position),
        answers: { create: answerRows(data.answers) },
      },
    });
  });
}

/**
 * Edits a question's content and answers, keeping the ids of the answers it keeps: an answer
 * sent with the id of one of this question's answers is updated in place (content, correct,
 * position), one without an id is created, and the question's answers not sent are deleted. An
 * id of no answer of this question (another question's, or one deleted meanwhile) is
 * VALIDATION_FAILED on that answer (`answers.<i>.<idKey>`), before anything is written.
 * `idKey`: how the input names an answer's id (`id` in GraphQL, `answerId` in REST).
 */
export async function updateLessonQuestion(
  prisma: PrismaClient,
  id: string,
  input: unknown,
  scope?: ContentScope,
  idKey: AnswerIdKey = 'id',
): Promise<LessonQuestion> {
  const data = parseQuestion(input, idKey);
  const question = await findQuestion(prisma, id, scope);
  return prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "LessonQuestion" WHERE id = ${question.id}::uuid FOR UPDATE`;
    if (rows.length === 0) throw notFound('Lesson question');
    await replaceAnswers(
      {
        list: async () =>
          (await tx.lessonAnswer.findMany({ where: { questionId: question.id } })).map(({ content, ...a }) => ({
            ...a,
            text: content,
          })),
        deleteAllBut: (kept) => tx.lessonAnswer.deleteMany({ where: { questionId: question.id, id: { notIn: kept } } }),
        update: (answerId, { text, ...rest }) =>
          tx.lessonAnswer.update({ where: { id: answerId }, data: { content: text, ...rest } }),
        create: (rows) =>
          tx.lessonAnswer.createMany({
            data: rows.map(({ text, ...rest }) => ({ questionId: question.id, content: text, ...rest })),
          }),
      },
      data.answers.map(({ content, ...a }) => ({ ...a, text: content })),
      idKey,
    );
    return tx.lessonQuestion.update({ where: { id: question.id }, data: { content: data.content } });
  });
}

/** Deletes a question; the later ones move up. Returns the lesson id. */
export async function deleteLessonQuestion(prisma: PrismaClient, id: string, scope?: ContentScope): Promise<string> {
  const found = await findQuestion(prisma, id, scope);
  await prisma.$transaction(async (tx) => {
    await lock(tx, 'Lesson', found.lessonId);
    const question = await tx.lessonQuestion.findUnique({ where: { id: found.id } });
    if (!question) throw notFound('Lesson question');
    await tx.lessonQuestion.delete({ where: { id: question.id } });
    await tx.lessonQuestion.updateMany({
      where: { lessonId: question.lessonId, position: { gt: question.position } },
      data: { position: { decrement: 1 } },
    });
  });
  return found.lessonId;
}

export function reorderLessonQuestions(prisma: PrismaClient, input: unknown, scope?: ContentScope): Promise<string> {
  checkScope(scope);
  return swap(
    prisma,
    input,
    ['questionIdUp', 'questionIdDown'],
    'Lesson question',
    'Lesson',
    async (tx, id) => {
      const row = await tx.lessonQuestion.findUnique({
        where: { id },
        select: { id: true, lessonId: true, position: true },
      });
      return row && { id: row.id, parentId: row.lessonId, position: row.position };
    },
    (tx, id, position) => tx.lessonQuestion.update({ where: { id }, data: { position } }),
    async (tx, row) =>
      !scope || (await tx.lessonQuestion.count({ where: { id: row.id, lesson: lessonScope(scope) } })) > 0,
  );
}
