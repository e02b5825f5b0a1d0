import DataLoader from 'dataloader';
import { builder } from '../../../graphql/builder.ts';
import { optionalDateTime } from '../../../graphql/fields.ts';
import { perRequest, perRequestMapLoader } from '../../../graphql/loaders.ts';
import { connectionField, countedConnection } from '../../../graphql/connection-schema.ts';
import type { RequestContext } from '../../../graphql/context.ts';
import { rowIdOf, uuidOrNil, uuidOrNull } from '../../../graphql/ids.ts';
import type { Exam, ExamItem, ExamStatus } from '../../../generated/prisma/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { bookingChangeOpen, changeDeadlineOf } from './booking.ts';
import { courseHasExam, examEligibilities, examTriesOf, triesLeftOf, type ExamTries } from './eligibility.ts';
import {
  answerExamItem,
  answeredCounts,
  candidateNameOf,
  cancelExam,
  correctCountOf,
  effectiveFinishedAt,
  effectiveStatus,
  examAvailability,
  examinesSlot,
  EXAMS_NEWEST_FIRST,
  examsVisibleTo,
  expireOverdueExams,
  finishExam,
  grantExamTries,
  itemAnswersOf,
  moveExam,
  readableExam,
  registerForExam,
  scorePercentOf,
  secondsLeftOf,
  unlockExam,
  unlockOpen,
  verifyExam,
} from './exams.ts';
import { EligibilityRef, viewerOf, WorkSlotRef } from './slots-graphql.ts';

/**
 * The exam lifecycle in GraphQL (exams contract, owner B): the Exam, ExamItem and ExamItemAnswer
 * types (a candidate never gets a `correct` flag, nor a score before VERIFIED), the candidate's
 * availability, exams and exam, the lifecycle mutations, and the exam fields of UserCourse.
 */

const LEARN = { permission: 'learn:course:own' } as const;
const MANAGE_USERS = { permission: 'manage:user:any' } as const;

// ───────────────────────────── Per-request loaders (no N+1 in lists) ─────────────────────────────

/** Exam tries per user course. */
const triesLoader = perRequestMapLoader<ExamTries | null>((ctx, ids) => examTriesOf(ctx.prisma, ids), null);

/** The newest exam per user course. */
const lastExamLoader = perRequest(
  (ctx) =>
    new DataLoader<string, Exam | null>(async (ids) => {
      const rows = await ctx.prisma.exam.findMany({
        where: { userCourseId: { in: [...ids] } },
        orderBy: EXAMS_NEWEST_FIRST,
        distinct: ['userCourseId'],
      });
      return ids.map((id) => rows.find((r) => r.userCourseId === id) ?? null);
    }),
);

/** Exam eligibility per user course. */
const eligibilityLoader = perRequestMapLoader<{ allowed: boolean; reason: string | null }>(
  (ctx, ids) => examEligibilities(ctx.prisma, ids),
  { allowed: false, reason: 'NOT_FOUND' },
);

/** Answered items per exam. */
const answeredLoader = perRequestMapLoader((ctx, ids) => answeredCounts(ctx.prisma, ids), 0);

/** Correct items per exam (graded for examiners once FINISHED, before the verification stores it). */
const correctLoader = perRequest(
  (ctx) =>
    new DataLoader<string, number>(async (ids) => {
      const items = await ctx.prisma.examItem.findMany({
        where: { examId: { in: [...ids] } },
        select: { examId: true, answers: true, chosenAnswerIds: true },
      });
      return ids.map((id) => correctCountOf(items.filter((i) => i.examId === id)));
    }),
);

// ───────────────────────────── Types ─────────────────────────────

export const ExamStatusEnum = builder.enumType('ExamStatus', {
  values: {
    REGISTER: { description: 'Booked on a slot, not started.' },
    UNLOCKED: { description: 'Identity checked, questions drawn, the clock running.' },
    FINISHED: { description: 'Finished by the candidate or by the deadline; awaiting verification.' },
    VERIFIED: { description: 'The instructor confirmed independent work; passed or not.' },
  } as const,
  description:
    'REGISTER (booked) → UNLOCKED (identity checked, questions drawn, clock running) → FINISHED (by the ' +
    'candidate or the deadline) → VERIFIED (the instructor confirmed independent work; passed or not).',
});

const ExamItemAnswerRef = builder.objectRef<{ id: string; text: string }>('ExamItemAnswer').implement({
  description: 'An answer to choose (whether it is correct is never told). Its id is a raw UUID, scoped to the item.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The answer’s raw UUID (what answerExamQuestion takes).' }),
    text: t.exposeString('text', { description: 'The answer.' }),
  }),
});

export const ExamItemRef = builder.prismaNode('ExamItem', {
  id: { field: 'id' },
  // Through `node(id)`: only the candidate's own items.
  findUnique: (id, ctx) => ({ id: uuidOrNil(id), exam: { userId: ctx.viewer?.user.id ?? uuidOrNil('') } }),
  nullable: true,
  description: 'A question drawn for one exam attempt (a snapshot of the bank), with the candidate’s choice.',
  fields: (t) => ({
    position: t.exposeInt('position', { description: '1..itemCount, in the drawn order.' }),
    text: t.exposeString('text', { description: 'The question.' }),
    answers: t.field({
      type: [ExamItemAnswerRef],
      select: { answers: true },
      description: 'In the shuffled order of this attempt.',
      resolve: (item) => itemAnswersOf(item).map((a) => ({ id: a.id, text: a.text })),
    }),
    chosenAnswerIds: t.field({
      type: ['ID'],
      select: { chosenAnswerIds: true },
      description: 'The answers chosen (raw UUIDs of `answers`).',
      resolve: (item) => item.chosenAnswerIds,
    }),
    answered: t.boolean({
      description: 'Whether an answer was chosen.',
      select: { chosenAnswerIds: true },
      resolve: (item) => item.chosenAnswerIds.length > 0,
    }),
  }),
});

type ExamShape = Pick<Exam, 'id' | 'userId' | 'status' | 'deadlineAt'>;

/** Whether the viewer is the exam's candidate (who never sees scores before VERIFIED). */
const isCandidateOf = (exam: Pick<Exam, 'userId'>, ctx: RequestContext) => ctx.viewer?.user.id === exam.userId;

/** Scores: the candidate from VERIFIED; the instructor and admins from FINISHED. */
function showsScore(exam: ExamShape, ctx: RequestContext): boolean {
  const status: ExamStatus = effectiveStatus(exam);
  if (isCandidateOf(exam, ctx)) return status === 'VERIFIED';
  return status === 'FINISHED' || status === 'VERIFIED';
}

const SCORE_SELECT = { userId: true, status: true, deadlineAt: true, correctCount: true, questionCount: true } as const;

/** The exam's correct answers: stored once VERIFIED, graded from its items while FINISHED. */
async function correctOf(exam: ExamShape & Pick<Exam, 'correctCount'>, ctx: RequestContext) {
  if (exam.correctCount !== null) return exam.correctCount;
  return correctLoader(ctx).load(exam.id);
}

/** Questions drawn (stored at unlocking). */
const itemCountOf = (exam: Pick<Exam, 'questionCount'>) => exam.questionCount;

export const ExamRef = builder.prismaNode('Exam', {
  id: { field: 'id' },
  // Through `node(id)`: the candidate’s own, exams on an instructor’s slots, any for admins.
  findUnique: (id, ctx) => {
    const visible = examsVisibleTo(viewerOf(ctx));
    return visible ? { ...visible, id: uuidOrNil(id) } : { id: uuidOrNil('') };
  },
  nullable: true,
  select: { id: true, userId: true, status: true, deadlineAt: true, userCourseId: true },
  description: 'One attempt at a course’s exam, booked on a work slot.',
  fields: (t) => ({
    status: t.field({
      type: ExamStatusEnum,
      description: 'An UNLOCKED exam past its deadline is FINISHED.',
      resolve: (exam) => effectiveStatus(exam),
    }),
    attempt: t.exposeInt('attempt', { description: '1 for the first try of this user course, 2 for the next…' }),
    course: t.relation('course', { description: 'The course whose exam it is.' }),
    courseTitle: t.string({
      description: 'The course’s title.',
      select: { course: { select: { title: true } } },
      resolve: (exam) => exam.course.title,
    }),
    workSlot: t.relation('workSlot', { type: WorkSlotRef, description: 'The slot it is booked on.' }),
    durationMinutes: t.exposeInt('durationMinutes', { description: 'How long the candidate has, in minutes.' }),
    passThreshold: t.exposeInt('passThreshold', {
      description: 'Percent of correct answers needed (frozen at booking).',
    }),
    unlockedAt: t.expose('unlockedAt', optionalDateTime('When it was unlocked (the clock started); null before.')),
    deadlineAt: t.expose(
      'deadlineAt',
      optionalDateTime('When the time is up (unlockedAt + durationMinutes); null before unlocking.'),
    ),
    finishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was finished (the deadline when time ran out); null before.',
      select: { finishedAt: true },
      resolve: (exam) => effectiveFinishedAt(exam),
    }),
    verifiedAt: t.expose('verifiedAt', optionalDateTime('When the instructor verified it; null before.')),
    secondsLeft: t.int({
      nullable: true,
      description: 'UNLOCKED only: seconds to the deadline as the server counts them (the UI clock starts from it).',
      resolve: (exam) => secondsLeftOf(exam),
    }),
    independent: t.boolean({
      nullable: true,
      select: { independent: true },
      description: 'The instructor’s answer to "completed independently?" (VERIFIED).',
      resolve: (exam, _args, ctx) => (showsScore(exam, ctx) ? exam.independent : null),
    }),
    passed: t.boolean({
      nullable: true,
      select: { passed: true },
      description: 'VERIFIED: independent and scorePercent ≥ passThreshold.',
      resolve: (exam, _args, ctx) => (showsScore(exam, ctx) ? exam.passed : null),
    }),
    correctCount: t.int({
      nullable: true,
      select: SCORE_SELECT,
      description: 'Candidate: null until VERIFIED; instructor and admins: from FINISHED.',
      resolve: (exam, _args, ctx) => (showsScore(exam, ctx) ? correctOf(exam, ctx) : null),
    }),
    questionCount: t.int({
      nullable: true,
      select: SCORE_SELECT,
      description: 'Candidate: null until VERIFIED; instructor and admins: from FINISHED.',
      resolve: (exam, _args, ctx) => (showsScore(exam, ctx) ? itemCountOf(exam) : null),
    }),
    scorePercent: t.int({
      nullable: true,
      select: SCORE_SELECT,
      description: 'Correct answers in percent, rounded down. Candidate: null until VERIFIED.',
      resolve: async (exam, _args, ctx) => {
        if (!showsScore(exam, ctx)) return null;
        const count = itemCountOf(exam);
        return count === null ? null : scorePercentOf(await correctOf(exam, ctx), count);
      },
    }),
    answeredCount: t.int({
      description: 'Drawn questions answered so far.',
      resolve: (exam, _args, ctx) => answeredLoader(ctx).load(exam.id),
    }),
    itemCount: t.int({
      select: { _count: { select: { items: true } } },
      description: 'Questions drawn (0 before unlocking).',
      resolve: (exam) => exam._count.items,
    }),
    changeDeadline: t.field({
      type: 'DateTime',
      select: { workSlot: { select: { startsAt: true } } },
      description: 'Cancel or move until then: the slot’s start − 24 h.',
      resolve: (exam) => changeDeadlineOf(exam.workSlot),
    }),
    canCancel: t.boolean({
      select: { workSlot: { select: { startsAt: true } } },
      description: 'The viewer is the candidate, the exam is REGISTER and the change deadline has not passed.',
      resolve: (exam, _args, ctx) =>
        isCandidateOf(exam, ctx) && exam.status === 'REGISTER' && bookingChangeOpen(exam.workSlot),
    }),
    canUnlock: t.boolean({
      select: { workSlot: { select: { instructorId: true, startsAt: true, endsAt: true } } },
      description:
        'The viewer is the slot’s instructor (or an admin), REGISTER, from 60 min before the start to the end.',
      resolve: (exam, _args, ctx) =>
        examinesSlot(viewerOf(ctx), exam.workSlot) && exam.status === 'REGISTER' && unlockOpen(exam.workSlot),
    }),
    canVerify: t.boolean({
      select: { workSlot: { select: { instructorId: true } } },
      description: 'The viewer is the slot’s instructor (or an admin) and the exam is FINISHED.',
      resolve: (exam, _args, ctx) => examinesSlot(viewerOf(ctx), exam.workSlot) && effectiveStatus(exam) === 'FINISHED',
    }),
    candidateName: t.string({
      description: 'The candidate’s name.',
      select: { user: { select: { firstName: true, lastName: true, email: true } } },
      resolve: (exam) => candidateNameOf(exam.user),
    }),
    candidateEmail: t.string({
      description: 'The candidate’s e-mail.',
      select: { user: { select: { email: true } } },
      resolve: (exam) => exam.user.email,
    }),
    candidatePilotNumber: t.string({
      nullable: true,
      description: 'The candidate’s drone pilot number (ULC); null when not given.',
      select: { user: { select: { pilotNumber: true } } },
      resolve: (exam) => exam.user.pilotNumber,
    }),
    items: t.relation('items', {
      description: 'The drawn questions: for the candidate only, once UNLOCKED; empty otherwise.',
      query: (_args, ctx) => ({
        where: { exam: { userId: ctx.viewer?.user.id ?? uuidOrNil(''), status: { not: 'REGISTER' as const } } },
        orderBy: [{ position: 'asc' as const }],
      }),
    }),
    triesLeft: t.int({
      description: 'Exam tries left for this user course as things stand.',
      resolve: async (exam, _args, ctx) => {
        const tries = await triesLoader(ctx).load(exam.userCourseId);
        return tries ? triesLeftOf(tries) : 0;
      },
    }),
  }),
});

export const ExamConnection = countedConnection(ExamRef, 'ExamConnection');

// ───────────────────────────── UserCourse ─────────────────────────────

builder.prismaObjectFields('UserCourse', (t) => ({
  hasExam: t.boolean({
    select: { course: { select: { withoutExamFlg: true, examDuration: true } } },
    description: 'The course has an exam (not flagged without one, and with an exam duration).',
    resolve: (uc) => courseHasExam(uc.course),
  }),
  examTriesUsed: t.int({
    description: 'Failed verified exam tries.',
    resolve: async (uc, _args, ctx) => (await triesLoader(ctx).load(uc.id))?.used ?? 0,
  }),
  examTriesLeft: t.int({
    description: 'course.examMaxTries + extraExamTries − examTriesUsed (never below 0).',
    resolve: async (uc, _args, ctx) => {
      const tries = await triesLoader(ctx).load(uc.id);
      return tries ? triesLeftOf(tries) : 0;
    },
  }),
  extraExamTries: t.exposeInt('extraExamTries', { description: 'Tries an administrator granted beyond the maximum.' }),
  lastExam: t.prismaField({
    type: 'Exam',
    nullable: true,
    description: 'The newest exam of this user course.',
    resolve: (_query, uc, _args, ctx) => lastExamLoader(ctx).load(uc.id),
  }),
  examEligibility: t.field({
    type: EligibilityRef,
    description: 'Whether the learner may register for the exam now; when not, why.',
    resolve: (uc, _args, ctx) => eligibilityLoader(ctx).load(uc.id),
  }),
}));

// ───────────────────────────── Queries ─────────────────────────────

builder.queryField('examAvailability', (t) =>
  t.prismaField({
    type: ['WorkSlot'],
    authScopes: LEARN,
    description:
      'Exam dates the learner may book for a course in Warsaw days dateFrom..dateTo (≤ 62 days): of the course’s ' +
      'exam kind, not started, with a free place; by start.',
    args: {
      courseId: t.arg.id({ required: true, description: 'Global id of the Course.' }),
      dateFrom: t.arg({ type: 'Date', required: true, description: 'First day (Warsaw time), inclusive.' }),
      dateTo: t.arg({ type: 'Date', required: true, description: 'Last day (Warsaw time), inclusive.' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const slots = await examAvailability(ctx.prisma, viewerOf(ctx), {
        courseId: rowIdOf(args.courseId, 'Course'),
        dateFrom: args.dateFrom,
        dateTo: args.dateTo,
      });
      if (slots.length === 0) return [];
      return ctx.prisma.workSlot.findMany({
        ...query,
        where: { id: { in: slots.map((s) => s.id) } },
        orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
      });
    },
  }),
);

builder.queryField('myExams', (t) =>
  connectionField(t, {
    type: ExamConnection,
    node: 'Exam',
    authScopes: LEARN,
    description: 'The signed-in learner’s exams, newest first.',
    rows: async (_args, ctx) => {
      const userId = ctx.viewer!.user.id;
      await expireOverdueExams(ctx.prisma, { userId });
      return { model: ctx.prisma.exam, where: { userId }, orderBy: EXAMS_NEWEST_FIRST };
    },
  }),
);

builder.queryField('exam', (t) =>
  t.prismaField({
    type: 'Exam',
    nullable: true,
    authScopes: { signedIn: true },
    description: 'An exam: the candidate’s own, one on the instructor’s slot, any for admins; null otherwise.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Exam.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const examId = uuidOrNull(String(id), 'Exam');
      if (!examId) return null;
      try {
        const exam = await readableExam(ctx.prisma, viewerOf(ctx), examId);
        return ctx.prisma.exam.findUnique({ ...query, where: { id: exam.id } });
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  }),
);

// ───────────────────────────── Mutations ─────────────────────────────

const RegisterForExamInput = builder.inputType('RegisterForExamInput', {
  description: 'The exam to book: which course, on which slot.',
  fields: (t) => ({
    courseId: t.id({ required: true, description: 'Global id of the Course (one the learner has).' }),
    workSlotId: t.id({ required: true, description: 'Global id of a WorkSlot of the course’s exam kind.' }),
  }),
});

/** The exam with the client's selection. */
const examWith = (ctx: RequestContext, query: object, id: string) =>
  ctx.prisma.exam.findUniqueOrThrow({ ...query, where: { id } });

builder.mutationField('registerForExam', (t) =>
  t.prismaField({
    type: 'Exam',
    authScopes: LEARN,
    description:
      'Books a place on an exam slot for the course (checks in order: COURSE_HAS_NO_EXAM, NOT_FOUND / ' +
      'ACCESS_EXPIRED, EXAM_WITHOUT_QUESTIONS, PILOT_DATA_MISSING, TESTS_NOT_PASSED, PRACTICE_NOT_CONFIRMED, ' +
      'EXAM_ALREADY_BOOKED, EXAM_ALREADY_PASSED, EXAM_TRIES_EXHAUSTED, SLOT_NOT_BOOKABLE, SLOT_FULL).',
    args: { input: t.arg({ type: RegisterForExamInput, required: true, description: 'What to book.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const exam = await registerForExam(ctx.prisma, viewerOf(ctx), {
        courseId: rowIdOf(input.courseId, 'Course'),
        workSlotId: rowIdOf(input.workSlotId, 'WorkSlot'),
      });
      return examWith(ctx, query, exam.id);
    },
  }),
);

builder.mutationField('cancelExam', (t) =>
  t.field({
    type: 'ID',
    authScopes: LEARN,
    description:
      'The candidate cancels a REGISTER booking until 24 h before the start (BOOKING_CHANGE_CLOSED); returns its id.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Exam.' }) },
    resolve: async (_root, { id }, ctx) => {
      await cancelExam(ctx.prisma, viewerOf(ctx), rowIdOf(id, 'Exam'));
      return String(id);
    },
  }),
);

const MoveExamInput = builder.inputType('MoveExamInput', {
  description: 'The booking to move, and where to.',
  fields: (t) => ({
    examId: t.id({ required: true, description: 'Global id of the Exam.' }),
    workSlotId: t.id({ required: true, description: 'Global id of the new WorkSlot.' }),
  }),
});

builder.mutationField('moveExam', (t) =>
  t.prismaField({
    type: 'Exam',
    authScopes: LEARN,
    description: 'The candidate moves a REGISTER booking to another date until 24 h before the current one.',
    args: { input: t.arg({ type: MoveExamInput, required: true, description: 'The move.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const exam = await moveExam(ctx.prisma, viewerOf(ctx), rowIdOf(input.examId, 'Exam'), {
        workSlotId: rowIdOf(input.workSlotId, 'WorkSlot'),
      });
      return examWith(ctx, query, exam.id);
    },
  }),
);

const UnlockExamInput = builder.inputType('UnlockExamInput', {
  description: 'The exam to unlock, with the identity check.',
  fields: (t) => ({
    examId: t.id({ required: true, description: 'Global id of the Exam.' }),
    identityConfirmed: t.boolean({
      required: true,
      description: 'The instructor checked the candidate’s identity: must be true.',
    }),
  }),
});

builder.mutationField('unlockExam', (t) =>
  t.prismaField({
    type: 'Exam',
    authScopes: { signedIn: true },
    description:
      'The slot’s instructor (or an admin) confirms the identity (IDENTITY_NOT_CONFIRMED) and unlocks a REGISTER ' +
      'exam from 60 min before the start to the end (UNLOCK_NOT_OPEN): questions drawn, the clock starts.',
    args: { input: t.arg({ type: UnlockExamInput, required: true, description: 'The unlocking.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const exam = await unlockExam(ctx.prisma, viewerOf(ctx), rowIdOf(input.examId, 'Exam'), {
        identityConfirmed: input.identityConfirmed,
      });
      return examWith(ctx, query, exam.id);
    },
  }),
);

const AnswerExamQuestionInput = builder.inputType('AnswerExamQuestionInput', {
  description: 'The candidate’s choice for one drawn question.',
  fields: (t) => ({
    examId: t.id({ required: true, description: 'Global id of the Exam.' }),
    itemId: t.id({ required: true, description: 'An ExamItem id.' }),
    answerIds: t.idList({ required: true, description: 'Raw UUIDs of the item’s answers (none: unanswered).' }),
  }),
});

builder.mutationField('answerExamQuestion', (t) =>
  t.prismaField({
    type: 'ExamItem',
    authScopes: LEARN,
    description:
      'Saves the candidate’s choice for one item (replacing the previous); after the deadline TIME_EXPIRED ' +
      '(the exam is then FINISHED), whatever the client’s clock says.',
    args: { input: t.arg({ type: AnswerExamQuestionInput, required: true, description: 'The choice.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const item = await answerExamItem(
        ctx.prisma,
        viewerOf(ctx),
        rowIdOf(input.examId, 'Exam'),
        rowIdOf(input.itemId, 'ExamItem'),
        { answerIds: input.answerIds.map(String) },
      );
      return ctx.prisma.examItem.findUniqueOrThrow({ ...query, where: { id: item.id } }) as Promise<ExamItem>;
    },
  }),
);

builder.mutationField('finishExam', (t) =>
  t.prismaField({
    type: 'Exam',
    authScopes: LEARN,
    description: 'The candidate finishes an UNLOCKED exam (after the deadline too: finishedAt is then the deadline).',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Exam.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const exam = await finishExam(ctx.prisma, viewerOf(ctx), rowIdOf(id, 'Exam'));
      return examWith(ctx, query, exam.id);
    },
  }),
);

const VerifyExamInput = builder.inputType('VerifyExamInput', {
  description: 'The instructor’s verification of a finished exam.',
  fields: (t) => ({
    examId: t.id({ required: true, description: 'Global id of the Exam.' }),
    independent: t.boolean({ required: true, description: 'Did the candidate complete the exam independently?' }),
  }),
});

builder.mutationField('verifyExam', (t) =>
  t.prismaField({
    type: 'Exam',
    authScopes: { signedIn: true },
    description:
      'The slot’s instructor (or an admin) verifies a FINISHED exam: graded, passed = independent && score ≥ ' +
      'threshold; a pass finishes the course and issues its certificate.',
    args: { input: t.arg({ type: VerifyExamInput, required: true, description: 'The verification.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const exam = await verifyExam(ctx.prisma, viewerOf(ctx), rowIdOf(input.examId, 'Exam'), {
        independent: input.independent,
      });
      return examWith(ctx, query, exam.id);
    },
  }),
);

const GrantExamTriesInput = builder.inputType('GrantExamTriesInput', {
  description: 'Extra exam tries for one user course.',
  fields: (t) => ({
    userCourseId: t.id({ required: true, description: 'Global id of the UserCourse.' }),
    extraTries: t.int({ required: true, description: 'Tries beyond the course’s maximum, 0..20.' }),
  }),
});

builder.mutationField('grantExamTries', (t) =>
  t.prismaField({
    type: 'UserCourse',
    authScopes: MANAGE_USERS,
    description: 'Admin: sets the exam tries granted to a user course beyond the course’s maximum (0..20).',
    args: { input: t.arg({ type: GrantExamTriesInput, required: true, description: 'The grant.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const row = await grantExamTries(ctx.prisma, viewerOf(ctx), rowIdOf(input.userCourseId, 'UserCourse'), {
        extraTries: input.extraTries,
      });
      return ctx.prisma.userCourse.findUniqueOrThrow({ ...query, where: { id: row.id } });
    },
  }),
);
