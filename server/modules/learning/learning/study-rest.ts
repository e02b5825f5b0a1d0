import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { QuizResult, UserCourse } from '../../../generated/prisma/client.ts';
import { CourseVariantType, Language, SegmentType, Visibility } from '../../../generated/prisma/enums.ts';
import { AppError, notFound, unauthenticated } from '../../../platform/errors.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { deleteRoute } from '../../../platform/http/routes.ts';
import { isUuid, queryEnum, restPageQuery } from '../../../platform/validation.ts';
import { accessActive } from './access.ts';
import { mediaRest } from './media.ts';
import {
  assignCourse,
  availableCourses,
  participantsPage,
  setUserCourseStatus,
  withdrawUserCourse,
} from './participants.ts';
import type { LearningRestDeps } from './rest.ts';
import {
  completeSubject,
  courseSubjects,
  lessonMediaUrl,
  lessonQuiz,
  myCoursesPage,
  progressPercent,
  quizCountsAsPassed,
  scorePercentOf,
  subjectCounts,
  subjectLessons,
  submitQuiz,
  USER_COURSE_STATUSES,
  type StudyViewer,
} from './study.ts';

/**
 * Spec 7 "User courses" for learners (my courses, subjects, lessons, quizzes, progress), the
 * lesson media (media.ts) and the course participants of admins (admin/courses/{id}/users,
 * admin/users/{id}/…). Raw UUIDs; correct answers never leave the server.
 */

const MANAGE = 'manage:catalogue:any';
const LEARN_TAG = ['courses'];
const ADMIN_TAG = ['admin courses'];

// ───────────────────────────── Schemas ─────────────────────────────

const userCourseSchema = z
  .object({
    userCourseId: oa.uuid('User course id'),
    courseId: oa.uuid('Course id'),
    courseTitle: z.string(),
    createdAt: oa.dateTime().meta({ description: 'Since when the user has the course' }),
    accessUntil: oa.dateTime().nullable().meta({ description: 'Access ends then; null: unlimited' }),
    expired: z.boolean().meta({ description: 'Access has ended: no content, media or quiz' }),
    inProgress: z.boolean(),
    finishedAt: oa.dateTime().nullable(),
    completedSubjects: z.number().int().meta({ description: 'Subjects 1..n completed in order' }),
    subjectCount: z.number().int(),
    progressPercent: z.number().int().meta({ description: 'Rounded down; 100 once finished' }),
  })
  .meta({ id: 'UserCourse' });

const participantSchema = userCourseSchema
  .extend({
    userId: oa.uuid('User id'),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    companyName: z.string().nullable(),
  })
  .meta({ id: 'CourseParticipant' });

const quizResultSchema = z
  .object({
    countsAsPassed: z.boolean().meta({
      description:
        'Whether the quiz counts as passed (completing the subject, exam registration): some attempt passed, even ' +
        'when the last one did not',
    }),
    passed: z.boolean().meta({ description: 'Whether the last attempt passed' }),
    correctCount: z.number().int().meta({ description: 'Of the last attempt' }),
    questionCount: z.number().int().meta({ description: 'Of the last attempt' }),
    scorePercent: z.number().int().meta({ description: 'The last attempt’s correct answers in percent, rounded down' }),
    bestScorePercent: z.number().int().meta({
      description: 'The best attempt’s correct answers in percent, rounded down; kept after a worse retake',
    }),
    attempts: z.number().int(),
    answeredAt: oa.dateTime().meta({ description: 'When the last attempt was submitted' }),
    passedAt: oa.dateTime().nullable().meta({ description: 'When first passed; kept after a later failure' }),
  })
  .meta({ id: 'QuizResult', description: 'The learner’s standing on a quiz and their last attempt' });

const subjectsSchema = z
  .object({
    courseId: oa.uuid('Course id'),
    userCourse: userCourseSchema.nullable().meta({ description: 'The learner’s user course (null for admins)' }),
    subjects: z.array(
      z.object({
        subjectId: oa.uuid('Subject id'),
        title: z.string(),
        number: z.number().int(),
        lessonCount: z.number().int(),
        completed: z.boolean().nullable().meta({ description: 'The learner’s progress; null for admins' }),
      }),
    ),
  })
  .meta({ id: 'CourseSubjects' });

const lessonsSchema = z
  .object({
    subjectId: oa.uuid('Subject id'),
    title: z.string(),
    number: z.number().int(),
    lessons: z.array(
      z.object({
        lessonId: oa.uuid('Lesson id'),
        title: z.string(),
        number: z.number().int(),
        passThreshold: z.number().int(),
        questionCount: z.number().int().meta({ description: '0: the lesson has no quiz' }),
        segments: z.array(
          z.object({
            segmentId: oa.uuid('Lesson segment id'),
            segmentType: z.enum(SegmentType),
            position: z.number().int(),
            content: z.string().meta({ description: 'TEXT: sanitized HTML; other kinds: a caption' }),
            media: z
              .object({
                originalName: z.string(),
                mimeType: z.string(),
                size: z.number().int(),
                url: z.string().meta({ description: '/api/v1/lesson-media/{segmentId} (HTTP Range)' }),
              })
              .nullable(),
          }),
        ),
        quizResult: quizResultSchema.nullable().meta({ description: 'The learner’s result; null if never taken' }),
      }),
    ),
  })
  .meta({ id: 'SubjectLessons' });

const quizSchema = z
  .object({
    lessonId: oa.uuid('Lesson id'),
    questionCount: z.number().int(),
    passThreshold: z.number().int(),
    questions: z.array(
      z.object({
        questionId: oa.uuid('Question id'),
        content: z.string(),
        multipleAnswers: z.boolean().meta({ description: 'More than one answer is correct' }),
        answers: z.array(z.object({ answerId: oa.uuid('Answer id'), content: z.string() })),
      }),
    ),
    lastResult: quizResultSchema.nullable(),
  })
  .meta({ id: 'Quiz' });

const quizAnswersBody = z
  .object({
    answers: z.array(z.object({ questionId: oa.uuid('Question id'), answerIds: z.array(oa.uuid('Answer id')) })),
  })
  .meta({ id: 'QuizAnswers', description: 'An unanswered question counts as wrong' });

const availableCoursesSchema = z
  .object({
    items: z.array(
      z.object({
        courseId: oa.uuid('Course id'),
        title: z.string(),
        language: z.enum(Language),
        visibility: z.enum(Visibility),
        variants: z.array(
          z.object({
            courseVariantId: oa.uuid('Course variant id'),
            variant: z.enum(CourseVariantType),
            priceGross: oa.grosze(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'AvailableCourses' });

// ───────────────────────────── Presenters ─────────────────────────────

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function presentUserCourse(uc: UserCourse, courseTitle: string, subjectCount: number) {
  return {
    userCourseId: uc.id,
    courseId: uc.courseId,
    courseTitle,
    createdAt: uc.createdAt.toISOString(),
    accessUntil: iso(uc.accessUntil),
    expired: !accessActive(uc),
    inProgress: uc.inProgress,
    finishedAt: iso(uc.finishedAt),
    completedSubjects: uc.completedSubjects,
    subjectCount,
    progressPercent: progressPercent(uc, subjectCount),
  };
}

function presentResult(result: QuizResult) {
  return {
    countsAsPassed: quizCountsAsPassed(result),
    passed: result.passed,
    correctCount: result.correctCount,
    questionCount: result.questionCount,
    scorePercent: scorePercentOf(result.correctCount, result.questionCount),
    bestScorePercent: result.bestScorePercent,
    attempts: result.attempts,
    answeredAt: result.answeredAt.toISOString(),
    passedAt: iso(result.passedAt),
  };
}

const viewerOf = (request: FastifyRequest): StudyViewer => {
  const user = request.viewer?.user;
  if (!user) throw unauthenticated();
  return { id: user.id, role: user.role };
};

// ───────────────────────────── Routes ─────────────────────────────

type CourseParams = { Params: { id: string } };
type SubjectParams = { Params: { id: string; subjectId: string } };
type LessonParams = { Params: { id: string; subjectId: string; lessonId: string } };

const courseParams = oa.idParams('Course');
const subjectParams = courseParams.extend({ subjectId: oa.uuid('Subject id') });
const lessonParams = subjectParams.extend({ lessonId: oa.uuid('Lesson id') });

export async function studyRest(app: FastifyInstance, deps: LearningRestDeps) {
  const { prisma } = deps;
  const api = oa.rest(app);
  await mediaRest(app, deps);

  /** A user course as REST shows it, its course title and subject count read. */
  const userCourseView = async (uc: UserCourse) => {
    const [course, counts] = await Promise.all([
      prisma.course.findUniqueOrThrow({ where: { id: uc.courseId }, select: { title: true } }),
      subjectCounts(prisma, [uc.courseId]),
    ]);
    return presentUserCourse(uc, course.title, counts.get(uc.courseId) ?? 0);
  };

  // ── Learners ──

  api.get(
    '/courses/my-courses',
    {
      schema: {
        tags: LEARN_TAG,
        summary: 'The signed-in learner’s courses, newest first, with progress and access expiry',
        security: oa.security.read,
        querystring: z.object({
          ...restPageQuery,
          status: queryEnum(USER_COURSE_STATUSES)
            .optional()
            .meta({ description: 'IN_PROGRESS or FINISHED; all when absent' }),
        }),
        response: {
          200: oa.ok(oa.pageOf(userCourseSchema, 'UserCoursePage'), 'One page'),
          ...oa.signedInRefusals(400),
        },
      },
    },
    async (request) => {
      const { items, total, page, size, counts } = await myCoursesPage(
        prisma,
        viewerOf(request),
        request.query as Record<string, unknown>,
      );
      return {
        items: items.map((uc) => presentUserCourse(uc, uc.course.title, counts.get(uc.courseId) ?? 0)),
        page,
        size,
        total,
      };
    },
  );

  api.get<CourseParams>(
    '/courses/:id/subjects',
    {
      schema: {
        tags: LEARN_TAG,
        summary: 'The subjects of a course with the learner’s progress',
        description:
          'Admins, and learners whose access is active (403 FORBIDDEN without the course, ACCESS_EXPIRED after it).',
        security: oa.security.read,
        params: courseParams,
        response: { 200: oa.ok(subjectsSchema, 'The subjects in order'), ...oa.signedInRefusals(404) },
      },
    },
    async (request) => {
      const { access, subjects } = await courseSubjects(prisma, viewerOf(request), request.params.id);
      const uc = access.userCourse;
      return {
        courseId: request.params.id,
        userCourse: uc ? await userCourseView(uc) : null,
        subjects: subjects.map((s) => ({
          subjectId: s.id,
          title: s.title,
          number: s.position,
          lessonCount: s._count.lessons,
          completed: uc ? s.position <= uc.completedSubjects : null,
        })),
      };
    },
  );

  api.put<CourseParams>(
    '/courses/:id/progress',
    {
      schema: {
        tags: LEARN_TAG,
        summary: 'Complete a subject by its number (spec 4: progress advances by subject number)',
        description:
          'Subjects before it must be completed (422 SUBJECT_LOCKED) and every quiz of it passed (422 ' +
          'QUIZZES_NOT_PASSED); the last subject finishes the course. A completed subject changes nothing.',
        security: oa.security.write,
        params: courseParams,
        body: z.object({ subjectNumber: z.number().int().meta({ description: '1..number of subjects' }) }),
        response: {
          200: oa.ok(userCourseSchema, 'The user course as it is now'),
          ...oa.bodyRefusals(404, 422),
        },
      },
    },
    async (request) => {
      const uc = await completeSubject(prisma, viewerOf(request), request.params.id, request.body);
      return userCourseView(uc);
    },
  );

  api.get<SubjectParams>(
    '/courses/:id/subjects/:subjectId/lessons',
    {
      schema: {
        tags: LEARN_TAG,
        summary: 'The lessons of a subject with their segments and the learner’s quiz results',
        description: 'Admins, and learners whose access is active. Media are linked, never inlined.',
        security: oa.security.read,
        params: subjectParams,
        response: { 200: oa.ok(lessonsSchema, 'The lessons in order'), ...oa.signedInRefusals(404) },
      },
    },
    async (request) => {
      const { subject, lessons } = await subjectLessons(
        prisma,
        viewerOf(request),
        request.params.id,
        request.params.subjectId,
      );
      return {
        subjectId: subject.id,
        title: subject.title,
        number: subject.position,
        lessons: lessons.map((l) => ({
          lessonId: l.id,
          title: l.title,
          number: l.position,
          passThreshold: l.passThreshold,
          questionCount: l._count.questions,
          segments: l.segments.map((s) => ({
            segmentId: s.id,
            segmentType: s.segmentType,
            position: s.position,
            content: s.content,
            media: s.file ? { ...s.file, url: lessonMediaUrl(s.id) } : null,
          })),
          quizResult: l.quizResults[0] ? presentResult(l.quizResults[0]) : null,
        })),
      };
    },
  );

  api.get<LessonParams>(
    '/courses/:id/subjects/:subjectId/lessons/:lessonId/quiz',
    {
      schema: {
        tags: LEARN_TAG,
        summary: 'A lesson’s quiz: questions and answers without which are correct, and the last result',
        description: '404 when the lesson has no questions (spec 8: the web goes back to the lessons page).',
        security: oa.security.read,
        params: lessonParams,
        response: { 200: oa.ok(quizSchema, 'The quiz'), ...oa.signedInRefusals(404) },
      },
    },
    async (request) => {
      const { id, subjectId, lessonId } = request.params;
      const { quiz, result } = await lessonQuiz(prisma, viewerOf(request), lessonId, { courseId: id, subjectId });
      return {
        lessonId,
        questionCount: quiz.questionCount,
        passThreshold: quiz.passThreshold,
        questions: quiz.questions.map((q) => ({
          questionId: q.id,
          content: q.content,
          multipleAnswers: q.multipleAnswers,
          answers: q.answers.map((a) => ({ answerId: a.id, content: a.content })),
        })),
        lastResult: result ? presentResult(result) : null,
      };
    },
  );

  api.post<LessonParams>(
    '/courses/:id/subjects/:subjectId/lessons/:lessonId/quiz',
    {
      schema: {
        tags: LEARN_TAG,
        summary: 'Submit a lesson’s quiz: graded on the server, the last result kept',
        description:
          'A question is correct when exactly its correct answers are chosen; passed when scorePercent ≥ the ' +
          'lesson’s passThreshold. Ids that are not the quiz’s are 400 VALIDATION_FAILED.',
        security: oa.security.write,
        params: lessonParams,
        body: quizAnswersBody,
        response: {
          200: oa.ok(quizResultSchema, 'The result of this attempt'),
          ...oa.bodyRefusals(404),
        },
      },
    },
    async (request) => {
      const { id, subjectId, lessonId } = request.params;
      const { result } = await submitQuiz(prisma, viewerOf(request), lessonId, request.body, {
        courseId: id,
        subjectId,
      });
      return presentResult(result);
    },
  );

  // ── Admins: participants ──

  api.get<CourseParams>(
    '/admin/courses/:id/users',
    {
      schema: {
        tags: ADMIN_TAG,
        summary: 'Who has the course: search in name and e-mail, status filter, numbered pages (newest first)',
        security: oa.security.read,
        params: courseParams,
        querystring: z.object({
          ...restPageQuery,
          search: z.string().optional().meta({ description: 'Words of the name or e-mail' }),
          status: queryEnum(USER_COURSE_STATUSES).optional(),
        }),
        response: {
          200: oa.ok(oa.pageOf(participantSchema, 'CourseParticipantPage'), 'One page'),
          ...oa.signedInRefusals(400, 404),
        },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      const { items, total, page, size, subjectCount } = await participantsPage(
        prisma,
        request.params.id,
        request.query as Record<string, unknown>,
      );
      const course = await prisma.course.findUniqueOrThrow({
        where: { id: request.params.id },
        select: { title: true },
      });
      return {
        items: items.map(({ user, ...uc }) => ({
          ...presentUserCourse(uc as UserCourse, course.title, subjectCount),
          userId: uc.userId,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          companyName: user.companyName,
        })),
        page,
        size,
        total,
      };
    },
  );

  // The user is `:id` in every admin/users route (the router keeps one parameter name per position).
  api.put<{ Params: { id: string } }>(
    '/admin/users/:id/courses/status',
    {
      schema: {
        tags: ADMIN_TAG,
        summary: 'Set a user’s course in progress or finished',
        description: 'Finishing dates it now and issues the certificate of a course without an exam.',
        security: oa.security.write,
        params: oa.idParams('User'),
        body: z.object({ userCourseId: oa.uuid('User course id'), inProgress: z.boolean() }),
        response: {
          200: oa.ok(userCourseSchema, 'The user course as it is now'),
          ...oa.bodyRefusals(404),
        },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      const body = (request.body ?? {}) as { userCourseId?: unknown; inProgress?: unknown };
      if (typeof body.userCourseId !== 'string') {
        throw new AppError('VALIDATION_FAILED', 'Invalid form', [{ field: 'userCourseId', code: 'required' }]);
      }
      const userCourseId = body.userCourseId;
      const uc = await setUserCourseStatus(prisma, userCourseId, { inProgress: body.inProgress }, request.params.id);
      return userCourseView(uc);
    },
  );

  deleteRoute<{ id: string; userCourseId: string }>(api, '/admin/users/:id/user-courses/:userCourseId', {
    tags: ADMIN_TAG,
    summary: 'Withdraw a course from a user (irreversible: the user course and its quiz results go)',
    params: z.object({ id: oa.uuid('User id'), userCourseId: oa.uuid('User course id') }),
    permission: MANAGE,
    remove: ({ id, userCourseId }) => withdrawUserCourse(prisma, userCourseId, id),
  });

  api.post<CourseParams>(
    '/admin/users/:id/assign',
    {
      schema: {
        tags: ADMIN_TAG,
        summary: 'Give a user a course variant; returns userCourseId',
        description:
          'USER accounts only (400 BAD_ROLE: “Cannot give course access to business user”); 400 DUPLICATE_COURSE ' +
          'when the user has the course active; access for the course’s accessMonths from now.',
        security: oa.security.write,
        params: oa.idParams('User'),
        body: z.object({ courseVariantId: oa.uuid('Course variant id') }),
        response: {
          201: oa.ok(z.object({ userCourseId: oa.uuid('The user course') }), 'Assigned'),
          ...oa.bodyRefusals([400, 'BAD_ROLE, DUPLICATE_COURSE or VALIDATION_FAILED'], 404),
        },
      },
    },
    async (request, reply) => {
      requirePermission(request, MANAGE);
      if (!isUuid(request.params.id)) throw notFound('User');
      const body = (request.body ?? {}) as { courseVariantId?: unknown };
      const uc = await assignCourse(prisma, {
        courseVariantId: body.courseVariantId,
        userId: request.params.id,
      });
      return reply.status(201).send({ userCourseId: uc.id });
    },
  );

  api.get<CourseParams>(
    '/admin/users/:id/available-courses',
    {
      schema: {
        tags: ADMIN_TAG,
        summary: 'Courses (with variants) the user does not have active, to assign',
        security: oa.security.read,
        params: oa.idParams('User'),
        response: { 200: oa.ok(availableCoursesSchema, 'By title'), ...oa.signedInRefusals(404) },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      const courses = await availableCourses(prisma, request.params.id);
      return {
        items: courses.map((c) => ({
          courseId: c.id,
          title: c.title,
          language: c.language,
          visibility: c.visibility,
          variants: c.variants.map((v) => ({ courseVariantId: v.id, variant: v.variant, priceGross: v.priceGross })),
        })),
      };
    },
  );
}
