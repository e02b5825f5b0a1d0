// The exam question bank and exam settings of a course (admins). Owner: C (exams contract).
import { builder } from '../../../graphql/builder.ts';
import { perRequestMapLoader } from '../../../graphql/loaders.ts';
import { connectionField, countedConnection } from '../../../graphql/connection-schema.ts';
import { rowIdOf, uuidOrNil } from '../../../graphql/ids.ts';
import {
  BANK_ORDER,
  createExamQuestion,
  deleteExamQuestion,
  examBankSizes,
  examBankWhere,
  updateExamQuestion,
  updateExamSettings,
} from './exam-questions.ts';

/**
 * The bank carries the `correct` flags, so every type and field here is for catalogue managers
 * only (`manage:catalogue:any`), through fields and through `node(id)` alike; candidates see the
 * drawn snapshot (ExamItem) without the flags.
 */

const MANAGE = { permission: 'manage:catalogue:any' } as const;

/** Questions per course bank, one query per page of courses. */
const bankSizeLoader = perRequestMapLoader((ctx, courseIds) => examBankSizes(ctx.prisma, courseIds), 0);

// ───────────────────────────── Types ─────────────────────────────

export const ExamQuestionAnswerRef = builder.prismaObject('ExamQuestionAnswer', {
  description: 'An answer of a bank question (admins only: it tells whether it is correct).',
  authScopes: MANAGE,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The answer’s UUID (scoped to its question).' }),
    text: t.exposeString('text', { description: 'The answer.' }),
    correct: t.exposeBoolean('correct', { description: 'Whether choosing it is right.' }),
    position: t.exposeInt('position', { description: '1..n in the question’s order.' }),
  }),
});

export const ExamQuestionRef = builder.prismaNode('ExamQuestion', {
  id: { field: 'id' },
  findUnique: (id) => ({ id: uuidOrNil(id) }),
  nullable: true,
  authScopes: MANAGE,
  description: 'A question of a course’s exam bank with its answers (admins only).',
  fields: (t) => ({
    text: t.exposeString('text', { description: 'The question.' }),
    position: t.exposeInt('position', { description: '1..n in the bank’s order.' }),
    answers: t.relation('answers', { query: { orderBy: { position: 'asc' } }, description: 'Its answers, in order.' }),
  }),
});

const ExamQuestionConnection = countedConnection(ExamQuestionRef, 'ExamQuestionConnection');

builder.prismaObjectFields('Course', (t) => ({
  examPassThreshold: t.exposeInt('examPassThreshold', {
    authScopes: MANAGE,
    description: 'Percent of correct answers that passes the exam (admins only; exams freeze it at registration).',
  }),
  examMaxTries: t.exposeInt('examMaxTries', {
    authScopes: MANAGE,
    description: 'Exam tries per user course before an admin must grant more (admins only).',
  }),
  examQuestionBankSize: t.int({
    authScopes: MANAGE,
    description: 'Questions in the course’s exam bank (admins only).',
    resolve: (course, _args, ctx) => bankSizeLoader(ctx).load(course.id),
  }),
}));

// ───────────────────────────── Query ─────────────────────────────

builder.queryField('examQuestions', (t) =>
  connectionField(t, {
    type: ExamQuestionConnection,
    node: 'ExamQuestion',
    authScopes: MANAGE,
    description: 'The exam bank of a course in order (admins). An unknown course is NOT_FOUND.',
    args: {
      courseId: t.arg.id({ required: true, description: 'Global id of the Course.' }),
    },
    rows: async ({ courseId }, ctx) => ({
      model: ctx.prisma.examQuestion,
      where: await examBankWhere(ctx.prisma, rowIdOf(courseId, 'Course')),
      orderBy: BANK_ORDER,
    }),
  }),
);

// ───────────────────────────── Inputs ─────────────────────────────

const ExamAnswerInput = builder.inputType('ExamAnswerInput', {
  description:
    'An answer of a question. In an edit, with the `id` of one of the question’s answers it is kept (same id); ' +
    'without one it is new. An id of no answer of this question is VALIDATION_FAILED (answers.<i>.id); in a ' +
    'creation ids are ignored.',
  fields: (t) => ({
    id: t.id({ description: 'ExamQuestionAnswer.id (a raw UUID) of an answer of this question; absent: a new one.' }),
    text: t.string({ required: true, description: 'The answer (at most 500 characters).' }),
    correct: t.boolean({ required: true, description: 'Whether choosing it is right.' }),
  }),
});

const CreateExamQuestionInput = builder.inputType('CreateExamQuestionInput', {
  description: 'Text ≤ 1000; 2..10 answers of ≤ 500 characters; at least one correct (else MISSING_CORRECT_ANSWER).',
  fields: (t) => ({
    courseId: t.id({ required: true, description: 'Global id of the Course whose bank gets it.' }),
    text: t.string({ required: true, description: 'The question (at most 1000 characters).' }),
    answers: t.field({ type: [ExamAnswerInput], required: true, description: '2..10 answers, in order.' }),
  }),
});

const UpdateExamQuestionInput = builder.inputType('UpdateExamQuestionInput', {
  description:
    'The text and the answers in their new order: answers sent with their id keep it, answers without one are ' +
    'created, the question’s answers not sent are deleted. Same limits as a creation.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the ExamQuestion.' }),
    text: t.string({ required: true, description: 'The question (at most 1000 characters).' }),
    answers: t.field({ type: [ExamAnswerInput], required: true, description: '2..10 answers, in their new order.' }),
  }),
});

const UpdateExamSettingsInput = builder.inputType('UpdateExamSettingsInput', {
  description: 'A course’s exam settings.',
  fields: (t) => ({
    courseId: t.id({ required: true, description: 'Global id of the Course.' }),
    examQuestionCount: t.int({
      required: true,
      description: 'Questions drawn per attempt: 1..200 (below 1: EXAM_WITHOUT_QUESTIONS).',
    }),
    examPassThreshold: t.int({ required: true, description: 'Percent to pass: 1..100.' }),
    examMaxTries: t.int({ required: true, description: 'Tries per user course: 1..20.' }),
  }),
});

// ───────────────────────────── Mutations ─────────────────────────────

builder.mutationField('createExamQuestion', (t) =>
  t.prismaField({
    type: 'ExamQuestion',
    authScopes: MANAGE,
    description: 'Adds a question at the end of the course’s exam bank.',
    args: { input: t.arg({ type: CreateExamQuestionInput, required: true, description: 'The question.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { courseId, text, answers } = input;
      const question = await createExamQuestion(ctx.prisma, rowIdOf(courseId, 'Course'), {
        text,
        answers: answers.map((a) => ({ text: a.text, correct: a.correct })),
      });
      return ctx.prisma.examQuestion.findUniqueOrThrow({ ...query, where: { id: question.id } });
    },
  }),
);

builder.mutationField('updateExamQuestion', (t) =>
  t.prismaField({
    type: 'ExamQuestion',
    authScopes: MANAGE,
    description: 'Edits a question; the answers it keeps keep their ids.',
    args: { input: t.arg({ type: UpdateExamQuestionInput, required: true, description: 'The question as edited.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { id, ...fields } = input;
      const question = await updateExamQuestion(ctx.prisma, rowIdOf(id, 'ExamQuestion'), fields, undefined, 'id');
      return ctx.prisma.examQuestion.findUniqueOrThrow({ ...query, where: { id: question.id } });
    },
  }),
);

builder.mutationField('deleteExamQuestion', (t) =>
  t.prismaField({
    type: 'Course',
    authScopes: MANAGE,
    description: 'Deletes a question of the bank; the later ones move up. Exams drawn already keep their copy.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the ExamQuestion.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const courseId = await deleteExamQuestion(ctx.prisma, rowIdOf(id, 'ExamQuestion'));
      return ctx.prisma.course.findUniqueOrThrow({ ...query, where: { id: courseId } });
    },
  }),
);

builder.mutationField('updateExamSettings', (t) =>
  t.prismaField({
    type: 'Course',
    authScopes: MANAGE,
    description: 'The course’s exam question count, pass threshold and tries.',
    args: { input: t.arg({ type: UpdateExamSettingsInput, required: true, description: 'The settings.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { courseId, ...fields } = input;
      const course = await updateExamSettings(ctx.prisma, rowIdOf(courseId, 'Course'), fields);
      return ctx.prisma.course.findUniqueOrThrow({ ...query, where: { id: course.id } });
    },
  }),
);
