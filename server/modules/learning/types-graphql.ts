import { builder } from '../../graphql/builder.ts';
import { uuidOrNil } from '../../graphql/ids.ts';
import { canReadCourseContent } from './access.ts';

/**
 * The content types of a course, shared by authoring (admins) and studying (learners). Every
 * type is readable by catalogue managers and by learners with active access to its course
 * (`canReadCourseContent`), through fields and through `node(id)` alike. Authoring and study
 * add their fields in authoring-graphql.ts and study-graphql.ts.
 */

export const SegmentTypeEnum = builder.enumType('SegmentType', {
  values: ['TEXT', 'AUDIO', 'VIDEO', 'IMAGE', 'FILE'] as const,
});

export const SubjectRef = builder.prismaNode('Subject', {
  id: { field: 'id' },
  findUnique: (id) => ({ id: uuidOrNil(id) }),
  nullable: true,
  select: { id: true, courseId: true },
  authScopes: (subject, ctx) => canReadCourseContent(ctx, subject.courseId),
  fields: (t) => ({
    title: t.exposeString('title'),
    number: t.exposeInt('position', { description: 'The subject number: 1..n in the course order.' }),
  }),
});

export const LessonRef = builder.prismaNode('Lesson', {
  id: { field: 'id' },
  findUnique: (id) => ({ id: uuidOrNil(id) }),
  nullable: true,
  select: { id: true, subject: { select: { courseId: true } } },
  authScopes: (lesson, ctx) => canReadCourseContent(ctx, lesson.subject.courseId),
  fields: (t) => ({
    title: t.exposeString('title'),
    number: t.exposeInt('position', { description: 'The lesson number within its subject: 1..n.' }),
    passThreshold: t.exposeInt('passThreshold', {
      description: 'Percentage of correct answers needed to pass the quiz.',
    }),
    subject: t.relation('subject'),
  }),
});

export const LessonSegmentRef = builder.prismaNode('LessonSegment', {
  id: { field: 'id' },
  findUnique: (id) => ({ id: uuidOrNil(id) }),
  nullable: true,
  select: { id: true, lesson: { select: { subject: { select: { courseId: true } } } } },
  authScopes: (segment, ctx) => canReadCourseContent(ctx, segment.lesson.subject.courseId),
  fields: (t) => ({
    segmentType: t.expose('segmentType', { type: SegmentTypeEnum }),
    position: t.exposeInt('position'),
    content: t.exposeString('content', {
      description: 'TEXT: sanitized HTML. Other kinds: an optional caption (plain text).',
    }),
  }),
});

export const LessonQuestionRef = builder.prismaNode('LessonQuestion', {
  id: { field: 'id' },
  findUnique: (id) => ({ id: uuidOrNil(id) }),
  nullable: true,
  select: { id: true, lesson: { select: { subject: { select: { courseId: true } } } } },
  authScopes: (question, ctx) => canReadCourseContent(ctx, question.lesson.subject.courseId),
  fields: (t) => ({
    content: t.exposeString('content'),
    position: t.exposeInt('position'),
  }),
});
