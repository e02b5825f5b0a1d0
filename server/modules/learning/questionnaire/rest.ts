import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import { CourseCategory, Language } from '../../../generated/prisma/enums.ts';
import { notFound } from '../../../platform/errors.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import * as oa from '../../../platform/http/openapi.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { pictureUrl } from '../../content/files/service.ts';
import {
  adminQuestionnaire,
  evaluateQuestionnaire,
  languageOrPolish,
  publishedQuestionnaire,
  saveQuestionnaire,
  type QuestionnaireResult,
  type QuestionnaireTree,
} from './service.ts';

const ADMIN = 'manage:content:any';

const languageCd = () =>
  z.string().max(10).optional().meta({ description: 'PL or EN (any case); anything else is PL' });

// ───────────────────────────── Schemas ─────────────────────────────

const questionnaireSchema = z
  .object({
    questionnaireId: oa.uuid('Questionnaire id'),
    languageCd: z.enum(Language),
    title: z.string(),
    intro: z.string(),
    questions: z.array(
      z.object({
        questionId: oa.uuid('Question id'),
        text: z.string(),
        answers: z.array(z.object({ answerId: oa.uuid('Answer id'), text: z.string() })),
      }),
    ),
  })
  .meta({ id: 'Questionnaire' });

const scoreSchema = z.object({
  courseCategory: z.enum(CourseCategory).nullable(),
  courseId: oa.uuid('Course id').nullable(),
  points: z.number().int().meta({ description: '0–100' }),
});

const adminQuestionnaireSchema = z
  .object({
    questionnaireId: oa.uuid('Questionnaire id'),
    languageCd: z.enum(Language),
    title: z.string(),
    intro: z.string(),
    published: z.boolean(),
    updatedAt: z.string().meta({ format: 'date-time' }),
    questions: z.array(
      z.object({
        questionId: oa.uuid('Question id'),
        text: z.string(),
        answers: z.array(z.object({ answerId: oa.uuid('Answer id'), text: z.string(), scores: z.array(scoreSchema) })),
      }),
    ),
  })
  .meta({ id: 'AdminQuestionnaire' });

const resultSchema = z
  .object({
    score: z.number().int().meta({ description: 'The matched target’s points' }),
    maxScore: z.number().int().meta({ description: 'The most the matched target could get' }),
    courseCategory: z.enum(CourseCategory).nullable(),
    course: z
      .object({
        courseId: oa.uuid('Course id'),
        title: z.string(),
        category: z.enum(CourseCategory),
        languageCd: z.enum(Language),
        lowestPriceGross: oa.grosze().nullable(),
        pictureUrl: z.string().nullable(),
      })
      .nullable()
      .meta({ description: 'A public course in the questionnaire’s language; null when nothing matched' }),
  })
  .meta({ id: 'QuestionnaireResult' });

const resultBody = z.object({
  languageCd: languageCd(),
  answerIds: z.array(z.string()).meta({ description: 'One answer id per question' }),
});

const saveBody = z.object({
  title: z.string().meta({ description: 'At most 255 characters' }),
  intro: z.string().nullish().meta({ description: 'Plain text, at most 1000 characters' }),
  published: z.boolean(),
  questions: z
    .array(
      z.object({
        text: z.string().meta({ description: 'At most 255 characters' }),
        answers: z
          .array(
            z.object({
              text: z.string().meta({ description: 'At most 255 characters' }),
              scores: z
                .array(
                  z.object({
                    courseCategory: z.enum(CourseCategory).nullish(),
                    courseId: z.string().nullish().meta({ format: 'uuid' }),
                    points: z.number().meta({ description: 'A whole number 0–100' }),
                  }),
                )
                .nullish()
                .meta({ description: 'Each row names exactly one of courseCategory and courseId' }),
            }),
          )
          .meta({ description: '2 to 10 answers' }),
      }),
    )
    .meta({ description: 'At least one question; the whole tree is replaced' }),
});

// ───────────────────────────── Presenters ─────────────────────────────

/** What visitors read: never the scores. */
const presentPublic = (q: QuestionnaireTree) => ({
  questionnaireId: q.id,
  languageCd: q.language,
  title: q.title,
  intro: q.intro,
  questions: q.questions.map((question) => ({
    questionId: question.id,
    text: question.text,
    answers: question.answers.map((answer) => ({ answerId: answer.id, text: answer.text })),
  })),
});

const presentAdmin = (q: QuestionnaireTree) => ({
  questionnaireId: q.id,
  languageCd: q.language,
  title: q.title,
  intro: q.intro,
  published: q.published,
  updatedAt: q.updatedAt.toISOString(),
  questions: q.questions.map((question) => ({
    questionId: question.id,
    text: question.text,
    answers: question.answers.map((answer) => ({
      answerId: answer.id,
      text: answer.text,
      scores: answer.scores.map((s) => ({ courseCategory: s.courseCategory, courseId: s.courseId, points: s.points })),
    })),
  })),
});

const presentResult = (result: QuestionnaireResult) => ({
  score: result.score,
  maxScore: result.maxScore,
  courseCategory: result.courseCategory,
  course: result.course
    ? {
        courseId: result.course.id,
        title: result.course.title,
        category: result.course.category,
        languageCd: result.course.language,
        lowestPriceGross: result.course.lowestPriceGross,
        pictureUrl: result.course.highlightImageId ? pictureUrl(result.course.highlightImageId, 'medium') : null,
      }
    : null,
});

/** A language in a path: PL or EN in any case; anything else names no questionnaire (404). */
function pathLanguage(value: string): Language {
  const upper = value.trim().toUpperCase();
  if (upper !== 'PL' && upper !== 'EN') throw notFound('Questionnaire');
  return upper;
}

/** The home questionnaire (spec 7: questionnaires?languageCd): the REST facade under /api/v1. */
export async function questionnaireRest(
  app: FastifyInstance,
  { prisma }: { prisma: PrismaClient; config: Config; storage: Storage },
): Promise<void> {
  const api = oa.rest(app);
  const publicTags = { tags: ['questionnaire'] };
  const adminTags = { tags: ['admin questionnaire'] };

  api.get(
    '/questionnaires',
    {
      schema: {
        ...publicTags,
        summary: 'The published questionnaire of a language: questions and answers in order (no points)',
        security: oa.security.public,
        querystring: z.object({ languageCd: languageCd() }),
        response: { 200: oa.ok(questionnaireSchema, 'The questionnaire'), ...oa.errors(404) },
      },
    },
    async (request) => {
      const query = (request.query ?? {}) as { languageCd?: unknown };
      const found = await publishedQuestionnaire(prisma, languageOrPolish(query.languageCd));
      if (!found) throw notFound('Questionnaire');
      return presentPublic(found);
    },
  );

  api.post(
    '/questionnaires/result',
    {
      schema: {
        ...publicTags,
        summary: 'Score one answer per question: the matched course, the score and the most it could be',
        description:
          'Points are summed per course category or course; ties go to a course before a category, then to the target that appears first.',
        security: oa.security.public,
        body: resultBody,
        response: { 200: oa.ok(resultSchema, 'The result'), ...oa.errors(400, 404, ...oa.bodyErrors) },
      },
    },
    async (request) => {
      const body = (request.body ?? {}) as { languageCd?: unknown; answerIds?: unknown };
      return presentResult(
        await evaluateQuestionnaire(prisma, { language: body.languageCd, answerIds: body.answerIds }),
      );
    },
  );

  api.get<{ Params: { languageCd: string } }>(
    '/admin/questionnaires/:languageCd',
    {
      schema: {
        ...adminTags,
        summary: 'The questionnaire of a language with its points, published or not',
        security: oa.security.read,
        params: z.object({ languageCd: z.string().meta({ description: 'PL or EN' }) }),
        response: { 200: oa.ok(adminQuestionnaireSchema, 'The questionnaire'), ...oa.signedInRefusals(404) },
      },
    },
    async (request) => {
      requirePermission(request, ADMIN);
      const found = await adminQuestionnaire(prisma, pathLanguage(request.params.languageCd));
      if (!found) throw notFound('Questionnaire');
      return presentAdmin(found);
    },
  );

  api.put<{ Params: { languageCd: string } }>(
    '/admin/questionnaires/:languageCd',
    {
      schema: {
        ...adminTags,
        summary: 'Replace the questionnaire of a language (title, intro, published, questions, answers, points)',
        security: oa.security.write,
        params: z.object({ languageCd: z.string().meta({ description: 'PL or EN' }) }),
        body: saveBody,
        response: {
          200: oa.ok(adminQuestionnaireSchema, 'The questionnaire as saved'),
          ...oa.bodyRefusals(404),
        },
      },
    },
    async (request) => {
      requirePermission(request, ADMIN);
      const language = pathLanguage(request.params.languageCd);
      const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      return presentAdmin(await saveQuestionnaire(prisma, { ...body, language }));
    },
  );
}
