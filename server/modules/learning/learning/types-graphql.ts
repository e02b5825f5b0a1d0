import { builder } from '../../../graphql/builder.ts';
import { uuidOrNil } from '../../../graphql/ids.ts';
import { canReadCourseContent } from './access.ts';

/**
 * The content types of a course, shared by authoring (admins) and studying (learners). Every
 * type is readable by catalogue managers and by learners with active access to its course
 * (`canReadCourseContent`), through fields and through `node(id)` alike. Authoring and study
 * add their fields in authoring-graphql.ts and study-graphql.ts.
 */

export const SegmentTypeEnum = builder.enumType('SegmentType', {
  description: 'What a lesson segment holds.',
  values: {
    TEXT: { description: 'Rich text (sanitized HTML in `content`).' },
    AUDIO: { description: 'An audio file, with an optional caption.' },
    VIDEO: { description: 'A video file, with an optional caption.' },
    IMAGE: { description: 'A picture, with an optional caption.' },
    FILE: { description: 'A file to download, with an optional caption.' },
  } as const,
});

/** Who may read the content types (the description of each). */
const READERS = 'Readable by catalogue managers and by learners with active access to its course.';

export const SubjectRef = builder.prismaNode('Subject', {
  id: { field: 'id' },
  findUnique: (id) => ({ id: uuidOrNil(id) }),
  nullable: true,
  select: { id: true, courseId: true },
  authScopes: (subject, ctx) => canReadCourseContent(ctx, subject.courseId),
  description: `A chapter of a course, made of lessons. ${READERS}`,
  fields: (t) => ({
    title: t.exposeString('title', { description: 'Its title.' }),
    number: t.exposeInt('position', { description: 'The subject number: 1..n in the course order.' }),
  }),
});

export const LessonRef = builder.prismaNode('Lesson', {
  id: { field: 'id' },
  findUnique: (id) => ({ id: uuidOrNil(id) }),
  nullable: true,
  select: { id: true, subject: { select: { courseId: true } } },
  authScopes: (lesson, ctx) => canReadCourseContent(ctx, lesson.subject.courseId),
  description: `A lesson of a subject: ordered segments, then a quiz of its questions (if any). ${READERS}`,
  fields: (t) => ({
    title: t.exposeString('title', { description: 'Its title.' }),
    number: t.exposeInt('position', { description: 'The lesson number within its subject: 1..n.' }),
    passThreshold: t.exposeInt('passThreshold', {
      description: 'Percentage of correct answers needed to pass the quiz.',
    }),
    subject: t.relation('subject', { description: 'The subject it belongs to.' }),
  }),
});

export const LessonSegmentRef = builder.prismaNode('LessonSegment', {
  id: { field: 'id' },
  findUnique: (id) => ({ id: uuidOrNil(id) }),
  nullable: true,
  select: { id: true, lesson: { select: { subject: { select: { courseId: true } } } } },
  authScopes: (segment, ctx) => canReadCourseContent(ctx, segment.lesson.subject.courseId),
  description: `One block of a lesson: rich text, or a media file with a caption. ${READERS}`,
  fields: (t) => ({
    segmentType: t.expose('segmentType', { type: SegmentTypeEnum, description: 'What it holds.' }),
    position: t.exposeInt('position', { description: 'Its place in the lesson: 1..n.' }),
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
  description: `A question of a lesson’s quiz. ${READERS}`,
  fields: (t) => ({
    content: t.exposeString('content', { description: 'The question text.' }),
    position: t.exposeInt('position', { description: 'Its place in the quiz: 1..n.' }),
  }),
});
