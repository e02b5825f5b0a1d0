// The exam question bank and exam settings (admins): spec 7 "Exam questions". Owner: C (exams contract).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Course, ExamQuestion, ExamQuestionAnswer } from '../../../generated/prisma/client.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { deleteRoute, editorSchemas } from '../../../platform/http/routes.ts';
import {
  createExamQuestion,
  deleteExamQuestion,
  examBankSize,
  examQuestionSchema,
  examQuestionUpdateSchema,
  examSettingsBodySchema,
  getExamQuestion,
  listExamQuestions,
  updateExamQuestion,
  updateExamSettings,
} from './exam-questions.ts';
import type { ExamsRestDeps } from './rest.ts';

const MANAGE = 'manage:catalogue:any';

// ───────────────────────────── Schemas ─────────────────────────────

const answerSchema = z
  .object({
    answerId: oa.uuid('Answer id'),
    text: z.string(),
    correct: z.boolean(),
    position: z.number().int().meta({ description: '1..n in the question’s order' }),
  })
  .meta({ id: 'AdminExamAnswer' });

const questionSchema = z
  .object({
    questionId: oa.uuid('Exam question id'),
    text: z.string(),
    position: z.number().int().meta({ description: '1..n in the bank’s order' }),
    answers: z.array(answerSchema),
  })
  .meta({ id: 'AdminExamQuestion' });

const settingsSchema = z
  .object({
    courseId: oa.uuid('Course id'),
    examQuestionCount: z.number().int().nullable().meta({ description: 'Questions drawn per attempt' }),
    examPassThreshold: z.number().int().meta({ description: 'Percent of correct answers that passes' }),
    examMaxTries: z.number().int().meta({ description: 'Tries per user course' }),
    examQuestionBankSize: z.number().int().meta({ description: 'Questions in the bank' }),
  })
  .meta({ id: 'AdminExamSettings' });

// ───────────────────────────── Presenters ─────────────────────────────

const presentQuestion = (q: ExamQuestion & { answers: ExamQuestionAnswer[] }) => ({
  questionId: q.id,
  text: q.text,
  position: q.position,
  answers: q.answers.map((a) => ({ answerId: a.id, text: a.text, correct: a.correct, position: a.position })),
});

const presentSettings = (c: Course, bankSize: number) => ({
  courseId: c.id,
  examQuestionCount: c.examQuestionCount,
  examPassThreshold: c.examPassThreshold,
  examMaxTries: c.examMaxTries,
  examQuestionBankSize: bankSize,
});

// ───────────────────────────── Routes ─────────────────────────────

type P<K extends string> = { Params: Record<K, string> };

/**
 * `admin/courses/{id}/exam/questions[/{qid}]` and `admin/courses/{id}/exam/settings` under
 * /api/v1: the same service as GraphQL, with raw UUIDs. A question of another course than the
 * path names is a 404.
 */
export async function examQuestionsRest(app: FastifyInstance, { prisma }: ExamsRestDeps) {
  const api = oa.rest(app);
  const tags = ['admin courses'];
  const base = '/admin/courses/:id/exam/questions';
  const courseParams = z.object({ id: oa.uuid('Course id') });
  const questionParams = courseParams.extend({ qid: oa.uuid('Exam question id') });

  const { write } = editorSchemas(tags);
  const missingCorrect = [422, 'MISSING_CORRECT_ANSWER: no answer is marked correct'] as const;

  api.get<P<'id'>>(
    base,
    {
      schema: {
        tags,
        summary: 'The exam question bank of a course, in order, with the correct answers',
        security: oa.security.read,
        params: courseParams,
        response: { 200: oa.ok(z.array(questionSchema), 'Done'), ...oa.signedInRefusals(404) },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      return (await listExamQuestions(prisma, request.params.id)).map(presentQuestion);
    },
  );

  api.post<P<'id'>>(
    base,
    write(
      'Add a question at the end of the course’s exam bank',
      courseParams,
      examQuestionSchema.meta({
        description: 'Text ≤ 1000; 2..10 answers of ≤ 500 characters; at least one correct (else 422)',
      }),
      201,
      questionSchema,
      [missingCorrect],
    ),
    async (request, reply) => {
      requirePermission(request, MANAGE);
      const question = await createExamQuestion(prisma, request.params.id, request.body);
      return reply.status(201).send(presentQuestion(await getExamQuestion(prisma, question.id)));
    },
  );

  api.put<P<'id' | 'qid'>>(
    `${base}/:qid`,
    write(
      'Edit an exam question’s text and answers (kept answers keep their ids)',
      questionParams,
      examQuestionUpdateSchema('answerId').meta({
        description:
          'The answers in their new order: one with the answerId of an answer of this question keeps it (updated ' +
          'in place), one without is created, the answers not sent are deleted; an answerId of no answer of this ' +
          'question is 400 VALIDATION_FAILED (answers.<i>.answerId). Same limits as a creation.',
      }),
      200,
      questionSchema,
      [missingCorrect],
    ),
    async (request) => {
      requirePermission(request, MANAGE);
      const { id, qid } = request.params;
      const question = await updateExamQuestion(prisma, qid, request.body, { courseId: id }, 'answerId');
      return presentQuestion(await getExamQuestion(prisma, question.id));
    },
  );

  deleteRoute<P<'id' | 'qid'>['Params']>(api, `${base}/:qid`, {
    tags,
    summary: 'Delete an exam question; later questions move up',
    params: questionParams,
    permission: MANAGE,
    remove: ({ id, qid }) => deleteExamQuestion(prisma, qid, { courseId: id }),
  });

  api.put<P<'id'>>(
    '/admin/courses/:id/exam/settings',
    write(
      'Set the course’s exam question count, pass threshold and tries',
      courseParams,
      examSettingsBodySchema,
      200,
      settingsSchema,
      [[422, 'EXAM_WITHOUT_QUESTIONS: examQuestionCount below 1']],
    ),
    async (request) => {
      requirePermission(request, MANAGE);
      const course = await updateExamSettings(prisma, request.params.id, request.body);
      return presentSettings(course, await examBankSize(prisma, course.id));
    },
  );
}
