// The home questionnaire (spec 7: questionnaires?languageCd): GraphQL types, queries and mutations (issue 12).
import { can } from '../../../auth/permissions.ts';
import { builder } from '../../../graphql/builder.ts';
import { dateTime, nullable, optional } from '../../../graphql/fields.ts';
import type { RequestContext } from '../../../graphql/context.ts';
import { rowIdOf, uuidOrNil } from '../../../graphql/ids.ts';
import type { CourseCategory } from '../../../generated/prisma/enums.ts';
import { LanguageEnum } from '../../accounts/account/graphql.ts';
import { CourseCategoryEnum } from '../../catalogue/courses/graphql.ts';
import {
  ANSWERS_ORDER,
  evaluateQuestionnaire,
  publishedWhere,
  QUESTIONS_ORDER,
  saveQuestionnaire,
  SCORES_ORDER,
} from './service.ts';
import { FALLBACK_LANGUAGE } from '../../../contract/policies.ts';

const ADMIN = { permission: 'manage:content:any' } as const;
const isAdmin = (ctx: RequestContext) => can(ctx.viewer?.user.role ?? null, 'manage:content:any');

// ───────────────────────────── Types ─────────────────────────────

export const QuestionnaireRef = builder.prismaNode('Questionnaire', {
  id: { field: 'id' },
  // Through `node(id)`, an unpublished questionnaire is found by content admins only.
  findUnique: (id, ctx) => ({ id: uuidOrNil(id), ...(isAdmin(ctx) ? {} : { published: true }) }),
  nullable: true,
  description:
    'The home page’s questionnaire that proposes a course, one per language (anyone reads the published one).',
  fields: (t) => ({
    language: t.expose('language', { type: LanguageEnum, description: 'Its language.' }),
    title: t.exposeString('title', { description: 'Its title.' }),
    intro: t.exposeString('intro', { description: 'Plain text; may be empty.' }),
    published: t.exposeBoolean('published', { description: 'False: only content admins see it.' }),
    questions: t.relation('questions', { query: QUESTIONS_ORDER, description: 'Its questions, in order.' }),
    updatedAt: t.expose('updatedAt', dateTime('When it was last saved.')),
  }),
});

builder.prismaNode('QuestionnaireQuestion', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ id: uuidOrNil(id), ...(isAdmin(ctx) ? {} : { questionnaire: { published: true } }) }),
  nullable: true,
  description: 'A question of the questionnaire.',
  fields: (t) => ({
    text: t.exposeString('text', { description: 'The question.' }),
    position: t.exposeInt('position', { description: 'From 0, in the order the visitor answers.' }),
    answers: t.relation('answers', { query: ANSWERS_ORDER, description: 'The answers to choose from, in order.' }),
  }),
});

builder.prismaNode('QuestionnaireAnswer', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({
    id: uuidOrNil(id),
    ...(isAdmin(ctx) ? {} : { question: { questionnaire: { published: true } } }),
  }),
  nullable: true,
  description: 'An answer to a questionnaire question; its global id is what evaluateQuestionnaire takes.',
  fields: (t) => ({
    text: t.exposeString('text', { description: 'The answer.' }),
    position: t.exposeInt('position', { description: 'From 0, in the order shown.' }),
    scores: t.relation('scores', {
      query: SCORES_ORDER,
      authScopes: ADMIN,
      description: 'The points this answer gives (content admins only: visitors never see them).',
    }),
  }),
});

builder.prismaObject('QuestionnaireScore', {
  description: 'Points an answer gives to a course category or to one course (exactly one of the two is set).',
  fields: (t) => ({
    courseCategory: t.expose(
      'courseCategory',
      optional(CourseCategoryEnum, 'The category the points go to; null when they go to a course.'),
    ),
    course: t.relation('course', nullable('The course the points go to; null when they go to a category.')),
    points: t.exposeInt('points', { description: '0–100.' }),
  }),
});

interface ResultShape {
  score: number;
  maxScore: number;
  courseCategory: CourseCategory | null;
  courseId: string | null;
}

const QuestionnaireResultRef = builder.objectRef<ResultShape>('QuestionnaireResult').implement({
  description:
    'The matched course: the target (category or course) with the most points for the answers; null course when nothing matched.',
  fields: (t) => ({
    score: t.exposeInt('score', { description: 'The winning target’s points.' }),
    maxScore: t.exposeInt('maxScore', { description: 'The most the winning target could get.' }),
    courseCategory: t.expose(
      'courseCategory',
      optional(CourseCategoryEnum, 'The matched category, when a category won; null otherwise.'),
    ),
    course: t.prismaField({
      type: 'Course',
      nullable: true,
      description: 'A PUBLIC course in the questionnaire’s language.',
      resolve: (query, result, _args, ctx) =>
        result.courseId ? ctx.prisma.course.findUnique({ ...query, where: { id: result.courseId } }) : null,
    }),
  }),
});

// ───────────────────────────── Queries ─────────────────────────────

builder.queryFields((t) => ({
  questionnaire: t.prismaField({
    type: 'Questionnaire',
    nullable: true,
    description: 'The published questionnaire of `language` (default PL), or null. Scores are not readable here.',
    args: { language: t.arg({ type: LanguageEnum, description: 'Its language (PL by default).' }) },
    resolve: (query, _root, { language }, ctx) =>
      ctx.prisma.questionnaire.findFirst({ ...query, where: publishedWhere(language ?? FALLBACK_LANGUAGE) }),
  }),
  adminQuestionnaire: t.prismaField({
    type: 'Questionnaire',
    nullable: true,
    authScopes: ADMIN,
    description: 'The questionnaire of `language`, published or not (null before the first save); content admins.',
    args: { language: t.arg({ type: LanguageEnum, required: true, description: 'Its language.' }) },
    resolve: (query, _root, { language }, ctx) =>
      ctx.prisma.questionnaire.findUnique({ ...query, where: { language } }),
  }),
}));

// ───────────────────────────── Mutations ─────────────────────────────

const ScoreInput = builder.inputType('QuestionnaireScoreInput', {
  description: 'Exactly one of `courseCategory` and `courseId`.',
  fields: (t) => ({
    courseCategory: t.field({ type: CourseCategoryEnum, description: 'The category the points go to.' }),
    courseId: t.id({ description: 'A Course id (any visibility; only PUBLIC courses are ever proposed).' }),
    points: t.int({ required: true, description: 'A whole number 0–100.' }),
  }),
});

const AnswerInput = builder.inputType('QuestionnaireAnswerInput', {
  description: 'An answer with the points it gives.',
  fields: (t) => ({
    text: t.string({ required: true, description: 'At most 255 characters.' }),
    scores: t.field({ type: [ScoreInput], description: 'The points it gives; none when left out.' }),
  }),
});

const QuestionInput = builder.inputType('QuestionnaireQuestionInput', {
  description: 'A question with its answers.',
  fields: (t) => ({
    text: t.string({ required: true, description: 'At most 255 characters.' }),
    answers: t.field({ type: [AnswerInput], required: true, description: '2 to 10 answers, in order.' }),
  }),
});

builder.mutationFields((t) => ({
  evaluateQuestionnaire: t.field({
    type: QuestionnaireResultRef,
    description:
      'Scores one answer per question of the published questionnaire (anyone). Ties: a course before a category, then the target that appears first.',
    args: {
      language: t.arg({ type: LanguageEnum, description: 'The questionnaire’s language (PL by default).' }),
      answerIds: t.arg.idList({
        required: true,
        description: 'Global ids of the chosen QuestionnaireAnswers, one per question.',
      }),
    },
    resolve: async (_root, { language, answerIds }, ctx) => {
      const result = await evaluateQuestionnaire(ctx.prisma, {
        language: language ?? FALLBACK_LANGUAGE,
        answerIds: answerIds.map((id) => rowIdOf(id, 'QuestionnaireAnswer')),
      });
      return { ...result, courseId: result.course?.id ?? null };
    },
  }),
  saveQuestionnaire: t.prismaField({
    type: 'Questionnaire',
    authScopes: ADMIN,
    description: 'Replaces the questionnaire of `language` (its questions, answers and scores get new ids).',
    args: {
      language: t.arg({ type: LanguageEnum, required: true, description: 'Which questionnaire.' }),
      title: t.arg.string({ required: true, description: 'Its title.' }),
      intro: t.arg.string({ description: 'Plain-text introduction; empty when left out.' }),
      published: t.arg.boolean({ required: true, description: 'Whether visitors see it.' }),
      questions: t.arg({ type: [QuestionInput], required: true, description: 'Every question, in order.' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const saved = await saveQuestionnaire(ctx.prisma, {
        ...args,
        questions: args.questions.map((question) => ({
          text: question.text,
          answers: question.answers.map((answer) => ({
            text: answer.text,
            scores: (answer.scores ?? []).map((score) => ({
              courseCategory: score.courseCategory ?? null,
              courseId: score.courseId == null ? null : rowIdOf(score.courseId, 'Course'),
              points: score.points,
            })),
          })),
        })),
      });
      return ctx.prisma.questionnaire.findUniqueOrThrow({ ...query, where: { id: saved.id } });
    },
  }),
}));
