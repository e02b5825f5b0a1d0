// Authoring (admins): subjects, lessons, segments, lesson questions. Owned by the authoring work.
import { builder } from '../../../graphql/builder.ts';
import type { RequestContext } from '../../../graphql/context.ts';
import { rowIdOf } from '../../../graphql/ids.ts';
import { filesDeps, incomingFile } from '../../../graphql/uploads.ts';
import { canReadCourseContent } from './access.ts';
import {
  createLesson,
  createLessonQuestion,
  createLessonSegment,
  createSubject,
  deleteLesson,
  deleteLessonQuestion,
  deleteLessonSegment,
  deleteSubject,
  lessonMediaUrl,
  reorderLessonQuestions,
  reorderLessons,
  reorderLessonSegments,
  reorderSubjects,
  updateLesson,
  updateLessonQuestion,
  updateLessonSegment,
  updateSubject,
} from './authoring.ts';
import { SegmentTypeEnum } from './types-graphql.ts';

/**
 * The content of a course as GraphQL shows it (ordered lists and counts, read through Pothos
 * relations so a page of rows is one query per level), and the admins' authoring mutations.
 * Lists are readable by admins and learners with access (the types' authScopes); a lesson's
 * questions with their answers and `correct` flags only by catalogue managers.
 */

const MANAGE = { permission: 'manage:catalogue:any' } as const;
const BY_POSITION = { orderBy: { position: 'asc' } } as const;

// ───────────────────────────── Fields of the content types ─────────────────────────────

builder.prismaObjectField('Course', 'subjects', (t) =>
  t.relation('subjects', {
    description: 'The subjects in order (admins, and learners whose access is active).',
    query: BY_POSITION,
    authScopes: (course, _args, ctx) => canReadCourseContent(ctx, course.id),
  }),
);

builder.prismaObjectFields('Subject', (t) => ({
  course: t.relation('course', { description: 'The course it belongs to.' }),
  lessons: t.relation('lessons', { description: 'The lessons in order.', query: BY_POSITION }),
  lessonCount: t.relationCount('lessons', { description: 'How many lessons it has.' }),
}));

builder.prismaObjectFields('Lesson', (t) => ({
  segments: t.relation('segments', { description: 'The segments in order.', query: BY_POSITION }),
  questionCount: t.relationCount('questions', { description: 'Questions of the quiz; 0: the lesson has no quiz.' }),
  questions: t.relation('questions', {
    description: 'The quiz questions in order, with their answers (admins only).',
    query: BY_POSITION,
    authScopes: MANAGE,
  }),
}));

export interface LessonMediaShape {
  originalName: string;
  mimeType: string;
  size: number;
  url: string;
}

export const LessonMediaRef = builder.objectRef<LessonMediaShape>('LessonMedia').implement({
  description: 'The file of a media segment, served with HTTP Range to admins and learners with access.',
  fields: (t) => ({
    originalName: t.exposeString('originalName', { description: 'The file name it was uploaded with.' }),
    mimeType: t.exposeString('mimeType', { description: 'Its media type, e.g. `video/mp4`.' }),
    size: t.exposeInt('size', { description: 'Bytes.' }),
    url: t.exposeString('url', { description: '/api/v1/lesson-media/<segment id>' }),
  }),
});

builder.prismaObjectField('LessonSegment', 'media', (t) =>
  t.field({
    type: LessonMediaRef,
    nullable: true,
    description: 'Null for TEXT segments and for media segments without a file yet.',
    select: { id: true, segmentType: true, file: { select: { originalName: true, mimeType: true, size: true } } },
    resolve: (segment) =>
      segment.segmentType === 'TEXT' || !segment.file ? null : { ...segment.file, url: lessonMediaUrl(segment.id) },
  }),
);

export const LessonAnswerRef = builder.prismaObject('LessonAnswer', {
  description: 'An answer of a lesson question (admins only: it tells whether it is correct).',
  authScopes: MANAGE,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The answer’s UUID.' }),
    content: t.exposeString('content', { description: 'The answer.' }),
    correct: t.exposeBoolean('correct', { authScopes: MANAGE, description: 'Whether choosing it is right.' }),
  }),
});

builder.prismaObjectField('LessonQuestion', 'answers', (t) =>
  t.relation('answers', { description: 'The answers in order (admins only).', query: BY_POSITION, authScopes: MANAGE }),
);

// ───────────────────────────── Upload limit ─────────────────────────────

const UploadLimitsRef = builder.objectRef<{ maxBytes: number }>('UploadLimits').implement({
  description: 'Limits of uploads, to show and check them before sending a file.',
  fields: (t) => ({
    maxBytes: t.exposeFloat('maxBytes', { description: 'The largest file accepted, in bytes (UPLOAD_MAX_BYTES).' }),
  }),
});

builder.queryField('uploadLimits', (t) =>
  t.field({
    type: UploadLimitsRef,
    description: 'The upload limits (anyone).',
    resolve: (_root, _args, ctx) => ({ maxBytes: ctx.config.UPLOAD_MAX_BYTES }),
  }),
);

// ───────────────────────────── Inputs ─────────────────────────────

const CreateSubjectInput = builder.inputType('CreateSubjectInput', {
  description: 'A new subject at the end of a course.',
  fields: (t) => ({
    courseId: t.id({ required: true, description: 'Global id of the Course.' }),
    title: t.string({ required: true, description: 'Its title.' }),
  }),
});
const UpdateSubjectInput = builder.inputType('UpdateSubjectInput', {
  description: 'A subject’s new title.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the Subject.' }),
    title: t.string({ required: true, description: 'Its title.' }),
  }),
});
const ReorderSubjectsInput = builder.inputType('ReorderSubjectsInput', {
  description: 'Swaps the positions of two subjects of one course.',
  fields: (t) => ({
    subjectIdUp: t.id({ required: true, description: 'Global id of the Subject that moves up.' }),
    subjectIdDown: t.id({ required: true, description: 'Global id of the Subject that moves down.' }),
  }),
});
const CreateLessonInput = builder.inputType('CreateLessonInput', {
  description: 'A new lesson at the end of a subject.',
  fields: (t) => ({
    subjectId: t.id({ required: true, description: 'Global id of the Subject.' }),
    title: t.string({ required: true, description: 'Its title.' }),
  }),
});
const UpdateLessonInput = builder.inputType('UpdateLessonInput', {
  description: 'Absent fields stay as they are.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the Lesson.' }),
    title: t.string({ description: 'Its title.' }),
    passThreshold: t.int({ description: 'Percent of correct answers that passes the quiz: 1..100.' }),
  }),
});
const ReorderLessonsInput = builder.inputType('ReorderLessonsInput', {
  description: 'Swaps the positions of two lessons of one subject.',
  fields: (t) => ({
    lessonIdUp: t.id({ required: true, description: 'Global id of the Lesson that moves up.' }),
    lessonIdDown: t.id({ required: true, description: 'Global id of the Lesson that moves down.' }),
  }),
});
const CreateLessonSegmentInput = builder.inputType('CreateLessonSegmentInput', {
  description: 'A new segment at the end of a lesson.',
  fields: (t) => ({
    lessonId: t.id({ required: true, description: 'Global id of the Lesson.' }),
    segmentType: t.field({ type: SegmentTypeEnum, required: true, description: 'What it holds.' }),
    content: t.string({ description: 'TEXT: rich text (HTML, sanitized). Other kinds: an optional caption.' }),
    file: t.field({
      type: 'Upload',
      description: 'AUDIO .mp3, VIDEO .mp4, IMAGE .png/.jpg/.jpeg, FILE any; none for TEXT.',
    }),
  }),
});
const UpdateLessonSegmentInput = builder.inputType('UpdateLessonSegmentInput', {
  description: 'Absent fields stay as they are; a new file replaces (and deletes) the previous one.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the LessonSegment.' }),
    content: t.string({ description: 'TEXT: rich text (HTML, sanitized). Other kinds: an optional caption.' }),
    file: t.field({ type: 'Upload', description: 'A new file for a media segment (same types as a creation).' }),
  }),
});
const ReorderLessonSegmentsInput = builder.inputType('ReorderLessonSegmentsInput', {
  description: 'Swaps the positions of two segments of one lesson.',
  fields: (t) => ({
    lessonSegmentIdUp: t.id({ required: true, description: 'Global id of the LessonSegment that moves up.' }),
    lessonSegmentIdDown: t.id({ required: true, description: 'Global id of the LessonSegment that moves down.' }),
  }),
});
const LessonAnswerInput = builder.inputType('LessonAnswerInput', {
  description: 'An answer of a new lesson question.',
  fields: (t) => ({
    content: t.string({ required: true, description: 'The answer (not empty).' }),
    correct: t.boolean({ required: true, description: 'Whether choosing it is right.' }),
  }),
});
const CreateLessonQuestionInput = builder.inputType('CreateLessonQuestionInput', {
  description: '2..10 answers, each filled; at least one correct (else MISSING_CORRECT_ANSWER).',
  fields: (t) => ({
    lessonId: t.id({ required: true, description: 'Global id of the Lesson.' }),
    content: t.string({ required: true, description: 'The question.' }),
    answers: t.field({ type: [LessonAnswerInput], required: true, description: 'Its answers, in order.' }),
  }),
});
const UpdateLessonAnswerInput = builder.inputType('UpdateLessonAnswerInput', {
  description:
    'An answer of an edited question: with the `id` of one of its answers it is kept (same id), without one it is new.',
  fields: (t) => ({
    id: t.id({
      description:
        'LessonAnswer.id of an answer of this question, updated in place; absent or null: a new answer. ' +
        'An id of no answer of this question is VALIDATION_FAILED (answers.<i>.id).',
    }),
    content: t.string({ required: true, description: 'The answer (not empty).' }),
    correct: t.boolean({ required: true, description: 'Whether choosing it is right.' }),
  }),
});
const UpdateLessonQuestionInput = builder.inputType('UpdateLessonQuestionInput', {
  description:
    'The content and the answers in their new order: answers sent with their id keep it, answers without ' +
    'one are created, the question’s answers not sent are deleted. 2..10 answers, one correct at least.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the LessonQuestion.' }),
    content: t.string({ required: true, description: 'The question.' }),
    answers: t.field({
      type: [UpdateLessonAnswerInput],
      required: true,
      description: 'Its answers, in their new order.',
    }),
  }),
});
const ReorderLessonQuestionsInput = builder.inputType('ReorderLessonQuestionsInput', {
  description: 'Swaps the positions of two questions of one lesson.',
  fields: (t) => ({
    questionIdUp: t.id({ required: true, description: 'Global id of the LessonQuestion that moves up.' }),
    questionIdDown: t.id({ required: true, description: 'Global id of the LessonQuestion that moves down.' }),
  }),
});

// ───────────────────────────── Mutations ─────────────────────────────

type Model = 'course' | 'subject' | 'lesson' | 'lessonSegment' | 'lessonQuestion';
/** The changed row, loaded with what the client selected. */
const reload = <Q extends object>(ctx: RequestContext, model: Model, query: Q, id: string) =>
  (ctx.prisma[model] as unknown as { findUniqueOrThrow: (a: object) => Promise<never> }).findUniqueOrThrow({
    ...query,
    where: { id },
  });

builder.mutationField('createSubject', (t) =>
  t.prismaField({
    type: 'Subject',
    authScopes: MANAGE,
    description: 'Adds a subject at the end of the course.',
    args: { input: t.arg({ type: CreateSubjectInput, required: true, description: 'The new subject.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const subject = await createSubject(ctx.prisma, rowIdOf(input.courseId, 'Course'), { title: input.title });
      return reload(ctx, 'subject', query, subject.id);
    },
  }),
);

builder.mutationField('updateSubject', (t) =>
  t.prismaField({
    type: 'Subject',
    authScopes: MANAGE,
    description: 'Renames a subject.',
    args: { input: t.arg({ type: UpdateSubjectInput, required: true, description: 'The subject and its new title.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const subject = await updateSubject(ctx.prisma, rowIdOf(input.id, 'Subject'), { title: input.title });
      return reload(ctx, 'subject', query, subject.id);
    },
  }),
);

builder.mutationField('deleteSubject', (t) =>
  t.prismaField({
    type: 'Course',
    authScopes: MANAGE,
    description: 'Deletes a subject with its lessons and their files (irreversible); the later subjects move up.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Subject.' }) },
    resolve: async (query, _root, { id }, ctx) =>
      reload(ctx, 'course', query, await deleteSubject(filesDeps(ctx), rowIdOf(id, 'Subject'))),
  }),
);

builder.mutationField('reorderSubjects', (t) =>
  t.prismaField({
    type: 'Course',
    authScopes: MANAGE,
    description: 'Swaps two subjects of one course.',
    args: { input: t.arg({ type: ReorderSubjectsInput, required: true, description: 'The two subjects.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const courseId = await reorderSubjects(ctx.prisma, {
        subjectIdUp: rowIdOf(input.subjectIdUp, 'Subject'),
        subjectIdDown: rowIdOf(input.subjectIdDown, 'Subject'),
      });
      return reload(ctx, 'course', query, courseId);
    },
  }),
);

builder.mutationField('createLesson', (t) =>
  t.prismaField({
    type: 'Lesson',
    authScopes: MANAGE,
    description: 'Adds a lesson at the end of the subject (pass threshold: the default).',
    args: { input: t.arg({ type: CreateLessonInput, required: true, description: 'The new lesson.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const lesson = await createLesson(ctx.prisma, rowIdOf(input.subjectId, 'Subject'), { title: input.title });
      return reload(ctx, 'lesson', query, lesson.id);
    },
  }),
);

builder.mutationField('updateLesson', (t) =>
  t.prismaField({
    type: 'Lesson',
    authScopes: MANAGE,
    description: 'Changes a lesson’s title or pass threshold.',
    args: {
      input: t.arg({ type: UpdateLessonInput, required: true, description: 'The lesson and the fields to change.' }),
    },
    resolve: async (query, _root, { input }, ctx) => {
      const { id, ...fields } = input;
      const lesson = await updateLesson(ctx.prisma, rowIdOf(id, 'Lesson'), fields);
      return reload(ctx, 'lesson', query, lesson.id);
    },
  }),
);

builder.mutationField('deleteLesson', (t) =>
  t.prismaField({
    type: 'Subject',
    authScopes: MANAGE,
    description: 'Deletes a lesson with its segments, files, questions and quiz results (irreversible).',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Lesson.' }) },
    resolve: async (query, _root, { id }, ctx) =>
      reload(ctx, 'subject', query, await deleteLesson(filesDeps(ctx), rowIdOf(id, 'Lesson'))),
  }),
);

builder.mutationField('reorderLessons', (t) =>
  t.prismaField({
    type: 'Subject',
    authScopes: MANAGE,
    description: 'Swaps two lessons of one subject.',
    args: { input: t.arg({ type: ReorderLessonsInput, required: true, description: 'The two lessons.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const subjectId = await reorderLessons(ctx.prisma, {
        lessonIdUp: rowIdOf(input.lessonIdUp, 'Lesson'),
        lessonIdDown: rowIdOf(input.lessonIdDown, 'Lesson'),
      });
      return reload(ctx, 'subject', query, subjectId);
    },
  }),
);

builder.mutationField('createLessonSegment', (t) =>
  t.prismaField({
    type: 'Lesson',
    authScopes: MANAGE,
    description: 'Adds a segment at the end of the lesson; a media file may come now (multipart) or later.',
    args: { input: t.arg({ type: CreateLessonSegmentInput, required: true, description: 'The new segment.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const file = await incomingFile(input.file);
      const segment = await createLessonSegment(
        filesDeps(ctx),
        rowIdOf(input.lessonId, 'Lesson'),
        { segmentType: input.segmentType, content: input.content },
        file,
      );
      return reload(ctx, 'lesson', query, segment.lessonId);
    },
  }),
);

builder.mutationField('updateLessonSegment', (t) =>
  t.prismaField({
    type: 'LessonSegment',
    authScopes: MANAGE,
    description: 'Changes a segment’s text or caption, or replaces its file.',
    args: {
      input: t.arg({
        type: UpdateLessonSegmentInput,
        required: true,
        description: 'The segment and the fields to change.',
      }),
    },
    resolve: async (query, _root, { input }, ctx) => {
      const file = await incomingFile(input.file);
      const segment = await updateLessonSegment(
        filesDeps(ctx),
        rowIdOf(input.id, 'LessonSegment'),
        input.content === undefined ? {} : { content: input.content },
        file,
      );
      return reload(ctx, 'lessonSegment', query, segment.id);
    },
  }),
);

builder.mutationField('deleteLessonSegment', (t) =>
  t.prismaField({
    type: 'Lesson',
    authScopes: MANAGE,
    description: 'Deletes a segment and its file; the later segments move up.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the LessonSegment.' }) },
    resolve: async (query, _root, { id }, ctx) =>
      reload(ctx, 'lesson', query, await deleteLessonSegment(filesDeps(ctx), rowIdOf(id, 'LessonSegment'))),
  }),
);

builder.mutationField('reorderLessonSegments', (t) =>
  t.prismaField({
    type: 'Lesson',
    authScopes: MANAGE,
    description: 'Swaps two segments of one lesson.',
    args: { input: t.arg({ type: ReorderLessonSegmentsInput, required: true, description: 'The two segments.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const lessonId = await reorderLessonSegments(ctx.prisma, {
        lessonSegmentIdUp: rowIdOf(input.lessonSegmentIdUp, 'LessonSegment'),
        lessonSegmentIdDown: rowIdOf(input.lessonSegmentIdDown, 'LessonSegment'),
      });
      return reload(ctx, 'lesson', query, lessonId);
    },
  }),
);

builder.mutationField('createLessonQuestion', (t) =>
  t.prismaField({
    type: 'Lesson',
    authScopes: MANAGE,
    description: 'Adds a question at the end of the lesson’s quiz.',
    args: { input: t.arg({ type: CreateLessonQuestionInput, required: true, description: 'The new question.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { lessonId, ...fields } = input;
      const question = await createLessonQuestion(ctx.prisma, rowIdOf(lessonId, 'Lesson'), fields);
      return reload(ctx, 'lesson', query, question.lessonId);
    },
  }),
);

builder.mutationField('updateLessonQuestion', (t) =>
  t.prismaField({
    type: 'LessonQuestion',
    authScopes: MANAGE,
    description: 'Edits a question; the answers it keeps keep their ids (a quiz a learner loaded stays valid).',
    args: { input: t.arg({ type: UpdateLessonQuestionInput, required: true, description: 'The question as edited.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { id, ...fields } = input;
      const question = await updateLessonQuestion(ctx.prisma, rowIdOf(id, 'LessonQuestion'), fields, undefined, 'id');
      return reload(ctx, 'lessonQuestion', query, question.id);
    },
  }),
);

builder.mutationField('deleteLessonQuestion', (t) =>
  t.prismaField({
    type: 'Lesson',
    authScopes: MANAGE,
    description: 'Deletes a question; the later ones move up.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the LessonQuestion.' }) },
    resolve: async (query, _root, { id }, ctx) =>
      reload(ctx, 'lesson', query, await deleteLessonQuestion(ctx.prisma, rowIdOf(id, 'LessonQuestion'))),
  }),
);

builder.mutationField('reorderLessonQuestions', (t) =>
  t.prismaField({
    type: 'Lesson',
    authScopes: MANAGE,
    description: 'Swaps two questions of one lesson.',
    args: { input: t.arg({ type: ReorderLessonQuestionsInput, required: true, description: 'The two questions.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const lessonId = await reorderLessonQuestions(ctx.prisma, {
        questionIdUp: rowIdOf(input.questionIdUp, 'LessonQuestion'),
        questionIdDown: rowIdOf(input.questionIdDown, 'LessonQuestion'),
      });
      return reload(ctx, 'lesson', query, lessonId);
    },
  }),
);
