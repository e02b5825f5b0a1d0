// Authoring (admins): subjects, lessons, segments, lesson questions. Owned by the authoring work.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type {
  Lesson,
  LessonAnswer,
  LessonQuestion,
  LessonSegment,
  StoredFile,
  Subject,
} from '../../../generated/prisma/client.ts';
import { SegmentType } from '../../../generated/prisma/enums.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { deleteRoute, editorSchemas } from '../../../platform/http/routes.ts';
import {
  createLesson,
  createLessonQuestion,
  createLessonSegment,
  createSubject,
  deleteLesson,
  deleteLessonQuestion,
  deleteLessonSegment,
  deleteSubject,
  getLessonDetails,
  getQuestion,
  getSegment,
  lessonMediaUrl,
  lessonUpdateSchema,
  listLessons,
  listQuestions,
  listSubjects,
  questionSchema,
  questionUpdateSchema,
  reorderLessonQuestions,
  reorderLessons,
  reorderLessonSegments,
  reorderSubjects,
  segmentCreateSchema,
  titleSchema,
  updateLesson,
  updateLessonQuestion,
  updateLessonSegment,
  updateSubject,
  type AuthoringDeps,
  type ContentScope,
} from './authoring.ts';
import type { LearningRestDeps } from './rest.ts';

const MANAGE = 'manage:catalogue:any';

// ───────────────────────────── Schemas ─────────────────────────────

const subjectSchema = z
  .object({
    subjectId: oa.uuid('Subject id'),
    title: z.string(),
    number: z.number().int().meta({ description: 'The subject number: 1..n in the course order' }),
    lessonCount: z.number().int(),
  })
  .meta({ id: 'AdminSubject' });

const lessonSummarySchema = z
  .object({
    lessonId: oa.uuid('Lesson id'),
    subjectId: oa.uuid('Subject id'),
    title: z.string(),
    number: z.number().int().meta({ description: 'The lesson number within its subject: 1..n' }),
    passThreshold: z.number().int().meta({ description: 'Percent of correct answers that passes the quiz' }),
    segmentCount: z.number().int(),
    questionCount: z.number().int().meta({ description: '0: the lesson has no quiz' }),
  })
  .meta({ id: 'AdminLessonSummary' });

const mediaSchema = z
  .object({
    originalName: z.string(),
    mimeType: z.string(),
    size: z.number().int().meta({ description: 'Bytes' }),
    url: z.string().meta({ description: '/api/v1/lesson-media/{segmentId}, with HTTP Range' }),
  })
  .meta({ id: 'AdminLessonMedia' });

const segmentSchema = z
  .object({
    lessonSegmentId: oa.uuid('Lesson segment id'),
    segmentType: z.enum(SegmentType),
    position: z.number().int(),
    content: z.string().meta({ description: 'TEXT: sanitized HTML; other kinds: the caption' }),
    media: mediaSchema.nullable().meta({ description: 'Null for TEXT and before a file is uploaded (GraphQL)' }),
  })
  .meta({ id: 'AdminLessonSegment' });

const adminQuestionSchema = z
  .object({
    questionId: oa.uuid('Lesson question id'),
    content: z.string(),
    position: z.number().int(),
    answers: z.array(
      z
        .object({ answerId: oa.uuid('Answer id'), content: z.string(), correct: z.boolean() })
        .meta({ id: 'AdminLessonAnswer' }),
    ),
  })
  .meta({ id: 'AdminLessonQuestion' });

const lessonDetailsSchema = lessonSummarySchema
  .extend({ segments: z.array(segmentSchema), questions: z.array(adminQuestionSchema) })
  .meta({ id: 'AdminLessonDetails' });

const swap = (up: string, down: string, what: string) =>
  z.object({ [up]: oa.uuid(`${what} to move up`), [down]: oa.uuid(`${what} to move down`) });

const segmentUpdateBody = z.object({
  content: z.string().optional().meta({ description: 'TEXT: rich text (HTML, sanitized); other kinds: a caption' }),
});
const segmentCreateBody = segmentCreateSchema.extend({
  content: z.string().optional().meta({ description: 'TEXT: rich text (HTML, sanitized); other kinds: a caption' }),
});

// ───────────────────────────── Presenters ─────────────────────────────

const presentSubject = (s: Subject & { _count: { lessons: number } }) => ({
  subjectId: s.id,
  title: s.title,
  number: s.position,
  lessonCount: s._count.lessons,
});

const presentLessonSummary = (
  l: Lesson,
  counts: { segments: number; questions: number },
): z.output<typeof lessonSummarySchema> => ({
  lessonId: l.id,
  subjectId: l.subjectId,
  title: l.title,
  number: l.position,
  passThreshold: l.passThreshold,
  segmentCount: counts.segments,
  questionCount: counts.questions,
});

const presentSegment = (s: LessonSegment & { file: StoredFile | null }) => ({
  lessonSegmentId: s.id,
  segmentType: s.segmentType,
  position: s.position,
  content: s.content,
  media:
    s.segmentType !== 'TEXT' && s.file
      ? {
          originalName: s.file.originalName,
          mimeType: s.file.mimeType,
          size: s.file.size,
          url: lessonMediaUrl(s.id),
        }
      : null,
});

const presentQuestion = (q: LessonQuestion & { answers: LessonAnswer[] }) => ({
  questionId: q.id,
  content: q.content,
  position: q.position,
  answers: q.answers.map((a) => ({ answerId: a.id, content: a.content, correct: a.correct })),
});

type Details = Awaited<ReturnType<typeof getLessonDetails>>;
const presentLessonDetails = (l: Details) => ({
  ...presentLessonSummary(l, { segments: l.segments.length, questions: l.questions.length }),
  segments: l.segments.map(presentSegment),
  questions: l.questions.map(presentQuestion),
});

// ───────────────────────────── Routes ─────────────────────────────

type P<K extends string> = { Params: Record<K, string> };

/**
 * Spec 7 Subjects and Lessons (admin/courses/{id}/subjects…), registered under /api/v1: the
 * same service as GraphQL, with raw UUIDs. A row under another course, subject or lesson than
 * the path names is a 404. Uploads go through GraphQL multipart only (REST takes no files): a
 * media segment created here has no file until one is uploaded there.
 */
export async function authoringRest(app: FastifyInstance, { prisma, storage, config }: LearningRestDeps) {
  const deps: AuthoringDeps = { prisma, storage, maxBytes: config.UPLOAD_MAX_BYTES };
  const api = oa.rest(app);
  const tags = ['admin courses'];

  const base = '/admin/courses/:id/subjects';
  const courseParams = z.object({ id: oa.uuid('Course id') });
  const subjectParams = courseParams.extend({ sid: oa.uuid('Subject id') });
  const lessonParams = subjectParams.extend({ lid: oa.uuid('Lesson id') });
  const segmentParams = lessonParams.extend({ segId: oa.uuid('Lesson segment id') });
  const questionParams = lessonParams.extend({ qid: oa.uuid('Lesson question id') });

  const { read, write } = editorSchemas(tags);
  const missingCorrect = [422, 'MISSING_CORRECT_ANSWER: no answer is marked correct'] as const;

  const subjectsOf = async (courseId: string) => (await listSubjects(prisma, courseId)).map(presentSubject);
  const lessonsOf = async (subjectId: string, scope: ContentScope) =>
    (await listLessons(prisma, subjectId, scope)).map((l) => presentLessonSummary(l, l._count));
  const scopeOf = (p: { id: string; sid?: string; lid?: string }): ContentScope => ({
    courseId: p.id,
    ...(p.sid !== undefined ? { subjectId: p.sid } : {}),
    ...(p.lid !== undefined ? { lessonId: p.lid } : {}),
  });

  // ── Subjects
  api.get<P<'id'>>(
    base,
    read('The subjects of a course, in order', courseParams, z.array(subjectSchema)),
    async (request) => {
      requirePermission(request, MANAGE);
      return subjectsOf(request.params.id);
    },
  );

  api.post<P<'id'>>(
    base,
    write('Add a subject at the end of the course', courseParams, titleSchema, 201, subjectSchema),
    async (request, reply) => {
      requirePermission(request, MANAGE);
      const subject = await createSubject(prisma, request.params.id, request.body);
      return reply.status(201).send(presentSubject({ ...subject, _count: { lessons: 0 } }));
    },
  );

  api.put<P<'id'>>(
    `${base}/order`,
    write(
      'Swap two subjects of the course (up and down arrows)',
      courseParams,
      swap('subjectIdUp', 'subjectIdDown', 'Subject'),
      200,
      z.array(subjectSchema),
    ),
    async (request) => {
      requirePermission(request, MANAGE);
      await reorderSubjects(prisma, request.body, scopeOf(request.params));
      return subjectsOf(request.params.id);
    },
  );

  api.put<P<'id' | 'sid'>>(
    `${base}/:sid`,
    write('Rename a subject', subjectParams, titleSchema, 200, subjectSchema),
    async (request) => {
      requirePermission(request, MANAGE);
      const { id, sid } = request.params;
      const subject = await updateSubject(prisma, sid, request.body, { courseId: id });
      const lessons = await prisma.lesson.count({ where: { subjectId: subject.id } });
      return presentSubject({ ...subject, _count: { lessons } });
    },
  );

  deleteRoute<P<'id' | 'sid'>['Params']>(api, `${base}/:sid`, {
    tags,
    summary: 'Delete a subject with its lessons and their files (irreversible); later subjects move up',
    params: subjectParams,
    permission: MANAGE,
    remove: ({ id, sid }) => deleteSubject(deps, sid, { courseId: id }),
  });

  // ── Lessons
  const lessons = `${base}/:sid/lessons`;

  api.get<P<'id' | 'sid'>>(
    lessons,
    read('The lessons of a subject, in order', subjectParams, z.array(lessonSummarySchema)),
    async (request) => {
      requirePermission(request, MANAGE);
      return lessonsOf(request.params.sid, scopeOf({ id: request.params.id }));
    },
  );

  api.post<P<'id' | 'sid'>>(
    lessons,
    write(
      'Add a lesson at the end of the subject; returns lessonId',
      subjectParams,
      titleSchema,
      201,
      z.object({ lessonId: oa.uuid('Id of the new lesson') }),
    ),
    async (request, reply) => {
      requirePermission(request, MANAGE);
      const lesson = await createLesson(prisma, request.params.sid, request.body, { courseId: request.params.id });
      return reply.status(201).send({ lessonId: lesson.id });
    },
  );

  api.put<P<'id' | 'sid'>>(
    `${lessons}/order`,
    write(
      'Swap two lessons of the subject',
      subjectParams,
      swap('lessonIdUp', 'lessonIdDown', 'Lesson'),
      200,
      z.array(lessonSummarySchema),
    ),
    async (request) => {
      requirePermission(request, MANAGE);
      const scope = scopeOf(request.params);
      await reorderLessons(prisma, request.body, scope);
      return lessonsOf(request.params.sid, scopeOf({ id: request.params.id }));
    },
  );

  const lesson = `${lessons}/:lid`;
  api.get<P<'id' | 'sid' | 'lid'>>(
    lesson,
    read(
      'A lesson with its segments and its quiz questions (with the correct answers)',
      lessonParams,
      lessonDetailsSchema,
    ),
    async (request) => {
      requirePermission(request, MANAGE);
      const { id, sid, lid } = request.params;
      return presentLessonDetails(await getLessonDetails(prisma, lid, scopeOf({ id, sid })));
    },
  );

  api.put<P<'id' | 'sid' | 'lid'>>(
    lesson,
    write(
      'Edit a lesson: title and/or pass threshold (1..100); absent fields stay',
      lessonParams,
      lessonUpdateSchema.partial(),
      200,
      lessonDetailsSchema,
    ),
    async (request) => {
      requirePermission(request, MANAGE);
      const { id, sid, lid } = request.params;
      await updateLesson(prisma, lid, request.body, scopeOf({ id, sid }));
      return presentLessonDetails(await getLessonDetails(prisma, lid));
    },
  );

  deleteRoute<P<'id' | 'sid' | 'lid'>['Params']>(api, lesson, {
    tags,
    summary: 'Delete a lesson with its segments, files, questions and quiz results (irreversible)',
    params: lessonParams,
    permission: MANAGE,
    remove: ({ id, sid, lid }) => deleteLesson(deps, lid, scopeOf({ id, sid })),
  });

  // ── Segments
  const segments = `${lesson}/segments`;
  const segmentsOf = async (lessonId: string) =>
    (await getLessonDetails(prisma, lessonId)).segments.map(presentSegment);

  api.post<P<'id' | 'sid' | 'lid'>>(
    segments,
    write(
      'Add a segment at the end of the lesson (files are uploaded through GraphQL multipart)',
      lessonParams,
      segmentCreateBody,
      201,
      segmentSchema,
    ),
    async (request, reply) => {
      requirePermission(request, MANAGE);
      const { id, sid, lid } = request.params;
      const segment = await createLessonSegment(deps, lid, request.body, null, scopeOf({ id, sid }));
      return reply.status(201).send(presentSegment({ ...segment, file: null }));
    },
  );

  api.put<P<'id' | 'sid' | 'lid'>>(
    `${segments}/order`,
    write(
      'Swap two segments of the lesson',
      lessonParams,
      swap('lessonSegmentIdUp', 'lessonSegmentIdDown', 'Lesson segment'),
      200,
      z.array(segmentSchema),
    ),
    async (request) => {
      requirePermission(request, MANAGE);
      await reorderLessonSegments(prisma, request.body, scopeOf(request.params));
      return segmentsOf(request.params.lid);
    },
  );

  api.put<P<'id' | 'sid' | 'lid' | 'segId'>>(
    `${segments}/:segId`,
    write('Edit a segment’s content (rich text or caption)', segmentParams, segmentUpdateBody, 200, segmentSchema),
    async (request) => {
      requirePermission(request, MANAGE);
      const scope = scopeOf(request.params);
      const segment = await updateLessonSegment(deps, request.params.segId, request.body, null, scope);
      return presentSegment(await getSegment(prisma, segment.id));
    },
  );

  deleteRoute<P<'id' | 'sid' | 'lid' | 'segId'>['Params']>(api, `${segments}/:segId`, {
    tags,
    summary: 'Delete a segment and its file; later segments move up',
    params: segmentParams,
    permission: MANAGE,
    remove: (ids) => deleteLessonSegment(deps, ids.segId, scopeOf(ids)),
  });

  // ── Questions
  const questions = `${lesson}/questions`;
  const questionsOf = async (lessonId: string, scope?: ContentScope) =>
    (await listQuestions(prisma, lessonId, scope)).map(presentQuestion);
  const questionBody = questionSchema.meta({
    description: '2..10 answers, each filled; at least one correct (else 422 MISSING_CORRECT_ANSWER)',
  });
  const questionUpdateBody = questionUpdateSchema('answerId').meta({
    description:
      'The answers in their new order: one with the answerId of an answer of this question keeps it (updated in ' +
      'place), one without is created, the answers not sent are deleted; an answerId of no answer of this ' +
      'question is 400 VALIDATION_FAILED (answers.<i>.answerId). 2..10 answers, each filled; at least one ' +
      'correct (else 422 MISSING_CORRECT_ANSWER)',
  });

  api.get<P<'id' | 'sid' | 'lid'>>(
    questions,
    read(
      'The quiz questions of a lesson, in order, with the correct answers',
      lessonParams,
      z.array(adminQuestionSchema),
    ),
    async (request) => {
      requirePermission(request, MANAGE);
      const { id, sid, lid } = request.params;
      return questionsOf(lid, scopeOf({ id, sid }));
    },
  );

  api.post<P<'id' | 'sid' | 'lid'>>(
    questions,
    write('Add a quiz question at the end of the lesson', lessonParams, questionBody, 201, adminQuestionSchema, [
      missingCorrect,
    ]),
    async (request, reply) => {
      requirePermission(request, MANAGE);
      const { id, sid, lid } = request.params;
      const question = await createLessonQuestion(prisma, lid, request.body, scopeOf({ id, sid }));
      return reply.status(201).send(presentQuestion(await getQuestion(prisma, question.id)));
    },
  );

  api.put<P<'id' | 'sid' | 'lid'>>(
    `${questions}/order`,
    write(
      'Swap two quiz questions of the lesson',
      lessonParams,
      swap('questionIdUp', 'questionIdDown', 'Lesson question'),
      200,
      z.array(adminQuestionSchema),
    ),
    async (request) => {
      requirePermission(request, MANAGE);
      await reorderLessonQuestions(prisma, request.body, scopeOf(request.params));
      return questionsOf(request.params.lid);
    },
  );

  api.get<P<'id' | 'sid' | 'lid' | 'qid'>>(
    `${questions}/:qid`,
    read('A quiz question with its answers', questionParams, adminQuestionSchema),
    async (request) => {
      requirePermission(request, MANAGE);
      return presentQuestion(await getQuestion(prisma, request.params.qid, scopeOf(request.params)));
    },
  );

  api.put<P<'id' | 'sid' | 'lid' | 'qid'>>(
    `${questions}/:qid`,
    write(
      'Edit a quiz question’s content and answers (kept answers keep their ids)',
      questionParams,
      questionUpdateBody,
      200,
      adminQuestionSchema,
      [missingCorrect],
    ),
    async (request) => {
      requirePermission(request, MANAGE);
      const question = await updateLessonQuestion(
        prisma,
        request.params.qid,
        request.body,
        scopeOf(request.params),
        'answerId',
      );
      return presentQuestion(await getQuestion(prisma, question.id));
    },
  );

  deleteRoute<P<'id' | 'sid' | 'lid' | 'qid'>['Params']>(api, `${questions}/:qid`, {
    tags,
    summary: 'Delete a quiz question; later questions move up',
    params: questionParams,
    permission: MANAGE,
    remove: (ids) => deleteLessonQuestion(prisma, ids.qid, scopeOf(ids)),
  });
}
