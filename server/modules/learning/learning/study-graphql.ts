import { encodeGlobalID } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { builder } from '../../../graphql/builder.ts';
import { dateTime, optionalDateTime } from '../../../graphql/fields.ts';
import { perRequest, perRequestMapLoader } from '../../../graphql/loaders.ts';
import { connectionField, countedConnection } from '../../../graphql/connection-schema.ts';
import { rowIdOf, uuidOrNil, uuidOrNull } from '../../../graphql/ids.ts';
import type { QuizResult, UserCourse } from '../../../generated/prisma/client.ts';
import { accessActive } from './access.ts';
import {
  assignCourse,
  participantsWhere,
  parseParticipantsFilter,
  PARTICIPANTS_ORDER,
  setUserCourseStatus,
  withdrawUserCourse,
} from './participants.ts';
import {
  completeSubject,
  isCatalogueManager,
  isLearner,
  NEWEST_FIRST,
  presentQuiz,
  progressPercent,
  QUIZ_SELECT,
  quizCountsAsPassed,
  scorePercentOf,
  statusWhere,
  subjectCounts,
  submitQuiz,
  USER_COURSE_STATUSES,
  type QuizView,
} from './study.ts';
import { LessonRef, SubjectRef } from './types-graphql.ts';

/**
 * Studying in GraphQL (learning contract, STUDY): the UserCourse node, the learner's courses,
 * progress on subjects, quizzes without their correct answers and their graded results; for
 * admins the participants of a course and what they may change about them.
 */

const MANAGE = { permission: 'manage:catalogue:any' } as const;
const LEARN = { permission: 'learn:course:own' } as const;

// ───────────────────────────── Per-request loaders (no N+1 in lists) ─────────────────────────────

/** Subjects per course. */
const subjectCountLoader = perRequestMapLoader((ctx, courseIds) => subjectCounts(ctx.prisma, courseIds), 0);

/** The viewer's newest user course per course (learners only). */
const viewerCourseLoader = perRequest(
  (ctx) =>
    new DataLoader<string, UserCourse | null>(async (courseIds) => {
      const viewer = ctx.viewer?.user;
      if (!viewer || !isLearner(viewer.role)) return courseIds.map(() => null);
      const rows = await ctx.prisma.userCourse.findMany({
        where: { userId: viewer.id, courseId: { in: [...courseIds] } },
        orderBy: NEWEST_FIRST,
      });
      return courseIds.map((id) => rows.find((r) => r.courseId === id) ?? null);
    }),
);

/** The viewer's last quiz result per lesson (of their newest user course of its course). */
const viewerQuizResultLoader = perRequest(
  (ctx) =>
    new DataLoader<string, QuizResult | null>(async (lessonIds) => {
      const viewer = ctx.viewer?.user;
      if (!viewer || !isLearner(viewer.role)) return lessonIds.map(() => null);
      const rows = await ctx.prisma.quizResult.findMany({
        where: { lessonId: { in: [...lessonIds] }, userCourse: { userId: viewer.id } },
        orderBy: [{ userCourse: { createdAt: 'desc' } }, { id: 'asc' }],
      });
      return lessonIds.map((id) => rows.find((r) => r.lessonId === id) ?? null);
    }),
);

// ───────────────────────────── Types ─────────────────────────────

export const UserCourseStatusEnum = builder.enumType('UserCourseStatus', {
  values: {
    IN_PROGRESS: { description: 'Being studied.' },
    FINISHED: { description: 'All subjects completed, or set finished by an admin.' },
  } as const satisfies Record<(typeof USER_COURSE_STATUSES)[number], { description: string }>,
  description: 'IN_PROGRESS, or FINISHED (all subjects completed, or set finished by an admin).',
});

export const UserCourseRef = builder.prismaNode('UserCourse', {
  id: { field: 'id' },
  // Through `node(id)`: admins find any user course, a learner only their own.
  findUnique: (id, ctx) => {
    const viewer = ctx.viewer?.user;
    if (isCatalogueManager(viewer?.role)) return { id: uuidOrNil(id) };
    return { id: uuidOrNil(viewer ? id : ''), userId: viewer?.id ?? uuidOrNil('') };
  },
  nullable: true,
  select: { id: true, userId: true },
  authScopes: (userCourse, ctx) => ctx.viewer?.user.id === userCourse.userId || MANAGE,
  description: 'A course a user has (bought or assigned): access period, status and progress.',
  fields: (t) => ({
    course: t.relation('course', { description: 'The course.' }),
    user: t.relation('user', { description: 'The learner (admins; a learner sees themselves).' }),
    createdAt: t.expose('createdAt', dateTime('Since when the user has the course.')),
    accessUntil: t.expose('accessUntil', optionalDateTime('Access ends then; null: unlimited.')),
    expired: t.boolean({
      select: { accessUntil: true },
      description: 'Access has ended: no content, media or quiz (ACCESS_EXPIRED) until bought again.',
      resolve: (userCourse) => !accessActive(userCourse),
    }),
    inProgress: t.exposeBoolean('inProgress', { description: 'True while IN_PROGRESS; false once FINISHED.' }),
    finishedAt: t.expose('finishedAt', optionalDateTime('When the course was finished; null while in progress.')),
    completedSubjects: t.exposeInt('completedSubjects', {
      description: 'Subjects 1..n completed in order (spec 4: progress advances by subject number).',
    }),
    subjectCount: t.int({
      description: 'How many subjects the course has.',
      select: { courseId: true },
      resolve: (userCourse, _args, ctx) => subjectCountLoader(ctx).load(userCourse.courseId),
    }),
    progressPercent: t.int({
      select: { courseId: true, completedSubjects: true, finishedAt: true },
      description: 'Completed subjects in percent (rounded down); 100 once finished.',
      resolve: async (userCourse, _args, ctx) =>
        progressPercent(userCourse, await subjectCountLoader(ctx).load(userCourse.courseId)),
    }),
  }),
});

export const UserCourseConnection = countedConnection(UserCourseRef, 'UserCourseConnection');

const QuizAnswerRef = builder.objectRef<{ id: string; content: string }>('QuizAnswer').implement({
  description: 'An answer to choose (whether it is correct is never told).',
  fields: (t) => ({
    id: t.id({
      description: 'The answer’s id (what submitQuiz takes).',
      resolve: (answer) => encodeGlobalID('QuizAnswer', answer.id),
    }),
    content: t.exposeString('content', { description: 'The answer.' }),
  }),
});

const QuizQuestionRef = builder.objectRef<QuizView['questions'][number]>('QuizQuestion').implement({
  description: 'A question of a quiz as a learner sees it, answers in order.',
  fields: (t) => ({
    id: t.id({
      description: 'The question’s id (what submitQuiz takes).',
      resolve: (question) => encodeGlobalID('QuizQuestion', question.id),
    }),
    content: t.exposeString('content', { description: 'The question.' }),
    multipleAnswers: t.exposeBoolean('multipleAnswers', {
      description: 'More than one answer is correct (checkboxes rather than radio buttons).',
    }),
    answers: t.field({
      type: [QuizAnswerRef],
      description: 'Its answers, in order.',
      resolve: (question) => question.answers,
    }),
  }),
});

const QuizRef = builder.objectRef<QuizView>('Quiz').implement({
  description: 'The quiz of a lesson for a learner: its questions without their correct answers.',
  fields: (t) => ({
    questionCount: t.exposeInt('questionCount', { description: 'How many questions it has.' }),
    passThreshold: t.exposeInt('passThreshold', { description: 'Percent of correct answers needed to pass.' }),
    questions: t.field({
      type: [QuizQuestionRef],
      description: 'Its questions, in order.',
      resolve: (quiz) => quiz.questions,
    }),
  }),
});

export const QuizResultRef = builder.prismaObject('QuizResult', {
  description:
    'A learner’s result of a lesson’s quiz (spec 3 Quiz result): whether it counts as passed, and the last graded ' +
    'attempt (passed, correctCount, questionCount, scorePercent, answeredAt). A pass and the best score ' +
    '(bestScorePercent) are kept when a later attempt fails.',
  fields: (t) => ({
    countsAsPassed: t.boolean({
      select: { passedAt: true },
      description:
        'Whether the quiz counts as passed (completing the subject, exam registration): some attempt passed, even ' +
        'when the last one did not. Show this as the quiz’s state; `passed` is the last attempt’s.',
      resolve: (result) => quizCountsAsPassed(result),
    }),
    passed: t.exposeBoolean('passed', {
      description: 'Whether the last attempt passed (the quiz may still count as passed: see countsAsPassed).',
    }),
    correctCount: t.exposeInt('correctCount', { description: 'Questions answered right in the last attempt.' }),
    questionCount: t.exposeInt('questionCount', { description: 'Questions in the last attempt.' }),
    scorePercent: t.int({
      select: { correctCount: true, questionCount: true },
      description: 'The last attempt’s correct answers in percent, rounded down.',
      resolve: (result) => scorePercentOf(result.correctCount, result.questionCount),
    }),
    bestScorePercent: t.exposeInt('bestScorePercent', {
      description:
        'The best attempt’s correct answers in percent, rounded down; kept when a later attempt scores less.',
    }),
    attempts: t.exposeInt('attempts', { description: 'How many times the quiz was submitted.' }),
    answeredAt: t.expose('answeredAt', dateTime('When the last attempt was submitted.')),
    passedAt: t.expose(
      'passedAt',
      optionalDateTime('When the quiz was first passed; kept when a later attempt fails (progress counts it passed).'),
    ),
  }),
});

// ───────────────────────────── Fields on content and courses ─────────────────────────────

builder.prismaObjectField(SubjectRef, 'completed', (t) =>
  t.boolean({
    nullable: true,
    select: { courseId: true, position: true },
    description: 'The viewer’s progress: whether this subject is completed; null for admins.',
    resolve: async (subject, _args, ctx) => {
      const userCourse = await viewerCourseLoader(ctx).load(subject.courseId);
      return userCourse ? subject.position <= userCourse.completedSubjects : null;
    },
  }),
);

builder.prismaObjectField(LessonRef, 'quiz', (t) =>
  t.field({
    type: QuizRef,
    nullable: true,
    select: QUIZ_SELECT,
    description: 'The lesson’s quiz for learners (no correct answers); null when it has no questions.',
    resolve: (lesson) => presentQuiz(lesson),
  }),
);

builder.prismaObjectField(LessonRef, 'quizResult', (t) =>
  t.field({
    type: QuizResultRef,
    nullable: true,
    description:
      'The viewer’s result of this lesson’s quiz (its standing and last attempt); null if never taken (and for admins).',
    resolve: (lesson, _args, ctx) => viewerQuizResultLoader(ctx).load(lesson.id),
  }),
);

builder.prismaObjectField('Course', 'participants', (t) =>
  connectionField(t, {
    type: UserCourseConnection,
    node: 'UserCourse',
    authScopes: MANAGE,
    description: 'Who has this course (admins): search in name and e-mail, status filter; newest first.',
    args: {
      search: t.arg.string({ description: 'Words found in the learner’s name or e-mail.' }),
      status: t.arg({ type: UserCourseStatusEnum, description: 'Only user courses in this status.' }),
    },
    rows: (args, ctx, course: { id: string }) => {
      const filter = parseParticipantsFilter({ search: args.search, status: args.status });
      return { model: ctx.prisma.userCourse, where: participantsWhere(course.id, filter), orderBy: PARTICIPANTS_ORDER };
    },
  }),
);

// ───────────────────────────── Queries ─────────────────────────────

builder.queryField('myCourses', (t) =>
  connectionField(t, {
    type: UserCourseConnection,
    node: 'UserCourse',
    authScopes: LEARN,
    description: 'The signed-in learner’s courses, newest first; `status` null: all.',
    args: {
      status: t.arg({ type: UserCourseStatusEnum, description: 'Only courses in this status; null: all.' }),
    },
    rows: (args, ctx) => ({
      model: ctx.prisma.userCourse,
      where: { userId: ctx.viewer!.user.id, ...statusWhere(args.status) },
      orderBy: NEWEST_FIRST,
    }),
  }),
);

builder.queryField('myCourse', (t) =>
  t.prismaField({
    type: 'UserCourse',
    nullable: true,
    authScopes: { signedIn: true },
    description:
      'The viewer’s user course of a course (expired too: see `expired`); null when they do not have it ' +
      '(and for accounts that do not learn).',
    args: { courseId: t.arg.id({ required: true, description: 'Global id of the Course.' }) },
    resolve: (query, _root, { courseId }, ctx) => {
      const viewer = ctx.viewer!.user;
      const id = uuidOrNull(String(courseId), 'Course');
      if (!id || !isLearner(viewer.role)) return null;
      return ctx.prisma.userCourse.findFirst({
        ...query,
        where: { userId: viewer.id, courseId: id },
        orderBy: NEWEST_FIRST,
      });
    },
  }),
);

// ───────────────────────────── Mutations ─────────────────────────────

const QuizAnswerInput = builder.inputType('QuizAnswerInput', {
  description: 'The answers chosen for one quiz question.',
  fields: (t) => ({
    questionId: t.id({ required: true, description: 'A QuizQuestion id.' }),
    answerIds: t.idList({ required: true, description: 'QuizAnswer ids chosen (none: unanswered).' }),
  }),
});

const SubmitQuizInput = builder.inputType('SubmitQuizInput', {
  description: 'A learner’s answers to a lesson’s quiz.',
  fields: (t) => ({
    lessonId: t.id({ required: true, description: 'Global id of the Lesson.' }),
    answers: t.field({ type: [QuizAnswerInput], required: true, description: 'One entry per question answered.' }),
  }),
});

interface SubmitQuizPayloadShape {
  result: QuizResult;
  lessonId: string;
  userCourseId: string;
}

const SubmitQuizPayload = builder.objectRef<SubmitQuizPayloadShape>('SubmitQuizPayload').implement({
  description: 'A graded quiz, with what it changed.',
  fields: (t) => ({
    result: t.field({ type: QuizResultRef, description: 'The graded result.', resolve: (payload) => payload.result }),
    lesson: t.prismaField({
      type: 'Lesson',
      description: 'The lesson, with its new quiz result.',
      resolve: (query, payload, _args, ctx) =>
        ctx.prisma.lesson.findUniqueOrThrow({ ...query, where: { id: payload.lessonId } }),
    }),
    userCourse: t.prismaField({
      type: 'UserCourse',
      description: 'The learner’s user course, with its progress.',
      resolve: (query, payload, _args, ctx) =>
        ctx.prisma.userCourse.findUniqueOrThrow({ ...query, where: { id: payload.userCourseId } }),
    }),
  }),
});

/** A QuizQuestion / QuizAnswer id as the client got it; anything else names nothing (graded as invalid). */
const rawIdOf = (id: string | number, typename: string) => uuidOrNull(String(id), typename) ?? 'not-an-id';

builder.mutationField('submitQuiz', (t) =>
  t.field({
    type: SubmitQuizPayload,
    authScopes: LEARN,
    description:
      'Grades the learner’s answers on the server and keeps the last result (attempts counted). A question is ' +
      'correct when exactly its correct answers are chosen; passed when scorePercent ≥ passThreshold.',
    args: { input: t.arg({ type: SubmitQuizInput, required: true, description: 'The answers.' }) },
    resolve: async (_root, { input }, ctx) => {
      const { result, userCourse, lessonId } = await submitQuiz(
        ctx.prisma,
        ctx.viewer!.user,
        rowIdOf(input.lessonId, 'Lesson'),
        {
          answers: input.answers.map((a) => ({
            questionId: rawIdOf(a.questionId, 'QuizQuestion'),
            answerIds: a.answerIds.map((id) => rawIdOf(id, 'QuizAnswer')),
          })),
        },
      );
      return { result, lessonId, userCourseId: userCourse.id };
    },
  }),
);

const CompleteSubjectInput = builder.inputType('CompleteSubjectInput', {
  description: 'The subject a learner completes.',
  fields: (t) => ({
    courseId: t.id({ required: true, description: 'Global id of the Course.' }),
    subjectNumber: t.int({ required: true, description: 'The subject’s number (1..n), as Subject.number gives it.' }),
  }),
});

builder.mutationField('completeSubject', (t) =>
  t.prismaField({
    type: 'UserCourse',
    authScopes: LEARN,
    description:
      'Completes subject `subjectNumber` (spec 4): earlier subjects completed (else SUBJECT_LOCKED) and every quiz ' +
      'of the subject passed (else QUIZZES_NOT_PASSED); the last subject finishes the course.',
    args: { input: t.arg({ type: CompleteSubjectInput, required: true, description: 'The subject.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const userCourse = await completeSubject(ctx.prisma, ctx.viewer!.user, rowIdOf(input.courseId, 'Course'), {
        subjectNumber: input.subjectNumber,
      });
      return ctx.prisma.userCourse.findUniqueOrThrow({ ...query, where: { id: userCourse.id } });
    },
  }),
);

const SetUserCourseStatusInput = builder.inputType('SetUserCourseStatusInput', {
  description: 'A user course’s new status.',
  fields: (t) => ({
    userCourseId: t.id({ required: true, description: 'Global id of the UserCourse.' }),
    inProgress: t.boolean({ required: true, description: 'True: in progress; false: finished.' }),
  }),
});

builder.mutationField('setUserCourseStatus', (t) =>
  t.prismaField({
    type: 'UserCourse',
    authScopes: MANAGE,
    description:
      'Admin: set a user course in progress or finished (finishing issues the certificate of a course without exam).',
    args: { input: t.arg({ type: SetUserCourseStatusInput, required: true, description: 'The status.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const row = await setUserCourseStatus(ctx.prisma, rowIdOf(input.userCourseId, 'UserCourse'), {
        inProgress: input.inProgress,
      });
      return ctx.prisma.userCourse.findUniqueOrThrow({ ...query, where: { id: row.id } });
    },
  }),
);

builder.mutationField('withdrawCourseAccess', (t) =>
  t.prismaField({
    type: 'Course',
    authScopes: MANAGE,
    description:
      'Admin: withdraw a course from its user (irreversible: the user course and its quiz results are deleted).',
    args: { userCourseId: t.arg.id({ required: true, description: 'Global id of the UserCourse.' }) },
    resolve: async (query, _root, { userCourseId }, ctx) => {
      const { courseId } = await withdrawUserCourse(ctx.prisma, rowIdOf(userCourseId, 'UserCourse'));
      return ctx.prisma.course.findUniqueOrThrow({ ...query, where: { id: courseId } });
    },
  }),
);

const AssignCourseInput = builder.inputType('AssignCourseInput', {
  description: 'One of userId or email.',
  fields: (t) => ({
    courseVariantId: t.id({ required: true, description: 'Global id of the CourseVariant to give.' }),
    userId: t.id({ description: 'Global id of the User.' }),
    email: t.string({ description: 'The e-mail of an existing account.' }),
  }),
});

builder.mutationField('assignCourse', (t) =>
  t.prismaField({
    type: 'UserCourse',
    authScopes: MANAGE,
    description:
      'Admin: give a course to a USER (BAD_ROLE for other accounts, DUPLICATE_COURSE when they have it active); ' +
      'access for the course’s accessMonths from now.',
    args: { input: t.arg({ type: AssignCourseInput, required: true, description: 'What to give, to whom.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const row = await assignCourse(ctx.prisma, {
        courseVariantId: rowIdOf(input.courseVariantId, 'CourseVariant'),
        userId: input.userId == null ? null : rowIdOf(input.userId, 'User'),
        email: input.email ?? null,
      });
      return ctx.prisma.userCourse.findUniqueOrThrow({ ...query, where: { id: row.id } });
    },
  }),
);
