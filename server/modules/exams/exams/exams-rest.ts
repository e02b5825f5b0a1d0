import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PrismaClient, WorkSlot } from '../../../generated/prisma/client.ts';
import { ExamStatus, WorkSlotKind } from '../../../generated/prisma/enums.ts';
import { unauthenticated } from '../../../platform/errors.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { deleteRoute } from '../../../platform/http/routes.ts';
import { restPageQuery } from '../../../platform/validation.ts';
import { bookingChangeOpen, changeDeadlineOf } from './booking.ts';
import { examTriesOf, triesLeftOf } from './eligibility.ts';
import * as exams from './exams.ts';
import type { ExamsRestDeps } from './rest.ts';

/**
 * Spec 7 "Exams" (exams contract, owner B): the candidate's exams, availability, registration,
 * questions and answers, finishing; the instructor's unlock and verification; beyond the spec,
 * cancel and move a booking and the admin's grant of exam tries. Raw UUIDs; a candidate never
 * receives a `correct` flag, nor a score before VERIFIED.
 */

const TAG = ['exams'];
const ADMIN_TAG = ['admin courses'];

// ───────────────────────────── Schemas ─────────────────────────────

const slotSchema = z
  .object({
    workSlotId: oa.uuid('Work slot id'),
    kind: z.enum(WorkSlotKind),
    startsAt: oa.dateTime(),
    endsAt: oa.dateTime(),
    place: z.string().nullable(),
    onlineLink: z.string().nullable().meta({ description: 'For those booked on it, its instructor and admins' }),
    capacity: z.number().int(),
    bookedCount: z.number().int(),
    freePlaces: z.number().int(),
  })
  .meta({ id: 'ExamSlot' });

const examSchema = z
  .object({
    examId: oa.uuid('Exam id'),
    status: z.enum(ExamStatus).meta({ description: 'An UNLOCKED exam past its deadline is FINISHED' }),
    attempt: z.number().int().meta({ description: '1 for the first try of this user course' }),
    courseId: oa.uuid('Course id'),
    courseTitle: z.string(),
    workSlot: slotSchema,
    durationMinutes: z.number().int(),
    passThreshold: z.number().int().meta({ description: 'Percent needed to pass (frozen at booking)' }),
    unlockedAt: oa.dateTime().nullable(),
    deadlineAt: oa.dateTime().nullable(),
    finishedAt: oa.dateTime().nullable(),
    verifiedAt: oa.dateTime().nullable(),
    secondsLeft: z.number().int().nullable().meta({ description: 'UNLOCKED only: seconds to the deadline' }),
    independent: z.boolean().nullable(),
    passed: z.boolean().nullable().meta({ description: 'Candidate: null until VERIFIED' }),
    correctCount: z.number().int().nullable().meta({ description: 'Candidate: null until VERIFIED' }),
    questionCount: z.number().int().nullable().meta({ description: 'Candidate: null until VERIFIED' }),
    scorePercent: z.number().int().nullable().meta({ description: 'Rounded down; candidate: null until VERIFIED' }),
    answeredCount: z.number().int(),
    itemCount: z.number().int().meta({ description: 'Questions drawn (0 before unlocking)' }),
    changeDeadline: oa.dateTime().meta({ description: 'Cancel or move until then (slot start − 24 h)' }),
    canCancel: z.boolean(),
    canUnlock: z.boolean(),
    canVerify: z.boolean(),
    candidateName: z.string(),
    candidateEmail: z.string(),
    candidatePilotNumber: z.string().nullable(),
    triesLeft: z.number().int().meta({ description: 'Exam tries left for this user course' }),
  })
  .meta({ id: 'Exam' });

const examPageSchema = oa.pageOf(examSchema, 'ExamPage');

const itemSchema = z
  .object({
    itemId: oa.uuid('Exam item id'),
    position: z.number().int(),
    text: z.string(),
    answers: z.array(z.object({ answerId: oa.uuid('Answer id'), text: z.string() })).meta({
      description: 'In this attempt’s shuffled order; whether an answer is correct is never told',
    }),
    chosenAnswerIds: z.array(oa.uuid('Answer id')),
    answered: z.boolean(),
  })
  .meta({ id: 'ExamItem' });

const questionsSchema = z
  .object({
    examId: oa.uuid('Exam id'),
    status: z.enum(ExamStatus),
    deadlineAt: oa.dateTime().nullable(),
    secondsLeft: z.number().int().nullable().meta({ description: 'UNLOCKED only: seconds to the deadline' }),
    items: z.array(itemSchema),
  })
  .meta({ id: 'ExamQuestions' });

const userCourseTriesSchema = z
  .object({
    userCourseId: oa.uuid('User course id'),
    extraExamTries: z.number().int(),
    examTriesUsed: z.number().int().meta({ description: 'Failed verified tries' }),
    examTriesLeft: z.number().int(),
  })
  .meta({ id: 'UserCourseExamTries' });

// ───────────────────────────── Presenters ─────────────────────────────

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const presentSlot = (slot: WorkSlot) => ({
  workSlotId: slot.id,
  kind: slot.kind,
  startsAt: slot.startsAt.toISOString(),
  endsAt: slot.endsAt.toISOString(),
  place: slot.place,
  onlineLink: slot.onlineLink,
  capacity: slot.capacity,
  bookedCount: slot.bookedCount,
  freePlaces: Math.max(0, slot.capacity - slot.bookedCount),
});

/** Exams as REST shows them to `viewer`: counts, grades and tries read for the whole list at once. */
async function presentExams(prisma: PrismaClient, viewer: exams.ExamViewer, rows: exams.ExamRow[], now = new Date()) {
  const ids = rows.map((r) => r.id);
  const graded = rows.filter((r) => r.userId !== viewer.id && r.correctCount === null).map((r) => r.id);
  const [answered, tries, items] = await Promise.all([
    exams.answeredCounts(prisma, ids),
    examTriesOf(
      prisma,
      rows.map((r) => r.userCourseId),
    ),
    graded.length
      ? prisma.examItem.findMany({
          where: { examId: { in: graded } },
          select: { examId: true, answers: true, chosenAnswerIds: true },
        })
      : Promise.resolve([]),
  ]);
  return rows.map((exam) => {
    const status = exams.effectiveStatus(exam, now);
    const candidate = exam.userId === viewer.id;
    const examiner = exams.examinesSlot(viewer, exam.workSlot);
    const scores = candidate ? status === 'VERIFIED' : status === 'FINISHED' || status === 'VERIFIED';
    const correct = exam.correctCount ?? exams.correctCountOf(items.filter((i) => i.examId === exam.id));
    const count = exam.questionCount;
    const t = tries.get(exam.userCourseId);
    return {
      examId: exam.id,
      status,
      attempt: exam.attempt,
      courseId: exam.courseId,
      courseTitle: exam.course.title,
      workSlot: presentSlot(exam.workSlot),
      durationMinutes: exam.durationMinutes,
      passThreshold: exam.passThreshold,
      unlockedAt: iso(exam.unlockedAt),
      deadlineAt: iso(exam.deadlineAt),
      finishedAt: iso(exams.effectiveFinishedAt(exam, now)),
      verifiedAt: iso(exam.verifiedAt),
      secondsLeft: exams.secondsLeftOf(exam, now),
      independent: scores ? exam.independent : null,
      passed: scores ? exam.passed : null,
      correctCount: scores && count !== null ? correct : null,
      questionCount: scores ? count : null,
      scorePercent: scores && count !== null ? exams.scorePercentOf(correct, count) : null,
      answeredCount: answered.get(exam.id) ?? 0,
      itemCount: exam._count.items,
      changeDeadline: changeDeadlineOf(exam.workSlot).toISOString(),
      canCancel: candidate && exam.status === 'REGISTER' && bookingChangeOpen(exam.workSlot, now),
      canUnlock: examiner && exam.status === 'REGISTER' && exams.unlockOpen(exam.workSlot, now),
      canVerify: examiner && status === 'FINISHED',
      candidateName: exams.candidateNameOf(exam.user),
      candidateEmail: exam.user.email,
      candidatePilotNumber: exam.user.pilotNumber,
      triesLeft: t ? triesLeftOf(t) : 0,
    };
  });
}

const presentItem = (item: {
  id: string;
  position: number;
  text: string;
  answers: { id: string; text: string }[];
  chosenAnswerIds: string[];
  answered: boolean;
}) => ({
  itemId: item.id,
  position: item.position,
  text: item.text,
  answers: item.answers.map((a) => ({ answerId: a.id, text: a.text })),
  chosenAnswerIds: item.chosenAnswerIds,
  answered: item.answered,
});

const viewerOf = (request: FastifyRequest): exams.ExamViewer => {
  const user = request.viewer?.user;
  if (!user) throw unauthenticated();
  return { id: user.id, role: user.role };
};

// ───────────────────────────── Routes ─────────────────────────────

type IdParams = { Params: { id: string } };
type ItemParams = { Params: { id: string; qid: string } };

const examParams = oa.idParams('Exam');
const itemParams = examParams.extend({ qid: oa.uuid('Exam item id (itemId)') });

/** One step of an exam's life as `examChange` registers it. */
interface ExamChange {
  summary: string;
  description: string;
  body?: z.ZodType;
  /** What the answered exam shows. */
  answer: string;
  /** Refusals besides 401, 403, 404 (and 400, 413, 415 with a body). */
  refusals: oa.ErrorStatus[];
  change: (viewer: exams.ExamViewer, examId: string, body: unknown) => Promise<{ id: string }>;
}

export async function examsRest(app: FastifyInstance, deps: ExamsRestDeps) {
  const { prisma } = deps;
  const api = oa.rest(app);

  /** One exam as the viewer sees it, read again after a change. */
  const examView = async (viewer: exams.ExamViewer, examId: string) => {
    const exam = await exams.readableExam(prisma, viewer, examId);
    return (await presentExams(prisma, viewer, [exam]))[0]!;
  };

  /** PUT of a step in one exam's life (move, finish, unlock, verify): answered with the exam as it now is. */
  const examChange = (url: string, { summary, description, body, answer, refusals, change }: ExamChange) =>
    api.put<IdParams>(
      url,
      {
        schema: {
          tags: TAG,
          summary,
          description,
          security: oa.security.write,
          params: examParams,
          ...(body ? { body } : {}),
          response: {
            200: oa.ok(examSchema, answer),
            ...(body ? oa.bodyRefusals : oa.signedInRefusals)(404, ...refusals),
          },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const exam = await change(viewer, request.params.id, request.body);
        return examView(viewer, exam.id);
      },
    );

  // ── Candidates ──

  api.get(
    '/exams',
    {
      schema: {
        tags: TAG,
        summary: 'The signed-in learner’s exams, newest first',
        security: oa.security.read,
        querystring: z.object(restPageQuery),
        response: { 200: oa.ok(examPageSchema, 'One page'), ...oa.signedInRefusals(400) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { items, total, page, size } = await exams.myExamsPage(
        prisma,
        viewer,
        request.query as Record<string, unknown>,
      );
      return { items: await presentExams(prisma, viewer, items), page, size, total };
    },
  );

  api.get(
    '/exams/availability',
    {
      schema: {
        tags: TAG,
        summary: 'Exam dates the learner may book for a course',
        description:
          'Slots of the course’s exam kind (EXAM_60 / EXAM_120 by its exam duration) starting in Warsaw days ' +
          'dateFrom..dateTo (at most 62 days, else 400), not started and with a free place; by start. The course ' +
          'must be the learner’s (404). An empty list: "No available exam dates in chosen range".',
        security: oa.security.read,
        querystring: z.object({ courseId: oa.uuid('Course id'), dateFrom: oa.date(), dateTo: oa.date() }),
        response: { 200: oa.ok(z.array(slotSchema), 'By start'), ...oa.signedInRefusals(400, 404) },
      },
    },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      const slots = await exams.examAvailability(prisma, viewerOf(request), {
        courseId: String(query.courseId ?? ''),
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
      });
      return slots.map(presentSlot);
    },
  );

  api.post(
    '/exams/register',
    {
      schema: {
        tags: TAG,
        summary: 'Register for a course’s exam on a date',
        description:
          'Checks in order: 422 COURSE_HAS_NO_EXAM; 404 / 403 ACCESS_EXPIRED; 422 EXAM_WITHOUT_QUESTIONS, ' +
          'PILOT_DATA_MISSING, TESTS_NOT_PASSED, PRACTICE_NOT_CONFIRMED, EXAM_ALREADY_BOOKED, EXAM_ALREADY_PASSED, ' +
          'EXAM_TRIES_EXHAUSTED, SLOT_NOT_BOOKABLE; 409 SLOT_FULL. Mails a confirmation with an .ics invitation.',
        security: oa.security.write,
        body: z.object({ courseId: oa.uuid('Course id'), workSlotId: oa.uuid('Work slot id') }),
        response: {
          201: oa.ok(examSchema, 'The booked exam (REGISTER)'),
          ...oa.bodyRefusals(404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const exam = await exams.registerForExam(prisma, viewer, request.body);
      reply.code(201);
      return examView(viewer, exam.id);
    },
  );

  api.get<IdParams>(
    '/exams/:id',
    {
      schema: {
        tags: TAG,
        summary: 'An exam: the candidate’s own, on the instructor’s slot, or any for admins',
        security: oa.security.read,
        params: examParams,
        response: { 200: oa.ok(examSchema, 'The exam'), ...oa.signedInRefusals(404) },
      },
    },
    async (request) => examView(viewerOf(request), request.params.id),
  );

  deleteRoute<IdParams['Params']>(api, '/exams/:id', {
    tags: TAG,
    summary: 'Cancel an exam booking (REGISTER) until 24 hours before its start',
    description: '409 BOOKING_STATUS_CONFLICT once unlocked; 422 BOOKING_CHANGE_CLOSED after the cut-off.',
    params: examParams,
    errors: [409, 422],
    remove: ({ id }, request) => exams.cancelExam(prisma, viewerOf(request), id),
  });

  examChange('/exams/:id/work-slot', {
    summary: 'Move an exam booking (REGISTER) to another date until 24 hours before the current one',
    description: '409 BOOKING_STATUS_CONFLICT once unlocked, SLOT_FULL; 422 BOOKING_CHANGE_CLOSED, SLOT_NOT_BOOKABLE.',
    body: z.object({ workSlotId: oa.uuid('Work slot id') }),
    answer: 'The exam on its new date',
    refusals: [409, 422],
    change: (viewer, id, body) => exams.moveExam(prisma, viewer, id, body),
  });

  api.get<IdParams>(
    '/exams/:id/questions',
    {
      schema: {
        tags: TAG,
        summary: 'The candidate’s drawn questions (UNLOCKED, FINISHED or VERIFIED)',
        description: 'Answers in this attempt’s order, never which are correct. 409 before the exam is unlocked.',
        security: oa.security.read,
        params: examParams,
        response: { 200: oa.ok(questionsSchema, 'The items in order'), ...oa.signedInRefusals(404, 409) },
      },
    },
    async (request) => {
      const now = new Date();
      const { exam, items } = await exams.candidateItems(prisma, viewerOf(request), request.params.id, now);
      return {
        examId: exam.id,
        status: exams.effectiveStatus(exam, now),
        deadlineAt: iso(exam.deadlineAt),
        secondsLeft: exams.secondsLeftOf(exam, now),
        items: items.map(presentItem),
      };
    },
  );

  api.put<ItemParams>(
    '/exams/:id/questions/:qid',
    {
      schema: {
        tags: TAG,
        summary: 'Save the answer to one question (replaces the previous choice)',
        description:
          'UNLOCKED exams only (409 BOOKING_STATUS_CONFLICT). From the deadline on: 422 TIME_EXPIRED (the exam ' +
          'is then FINISHED), whatever the client’s clock says. Answer ids not of the item: 400.',
        security: oa.security.write,
        params: itemParams,
        body: z.object({ answerIds: z.array(oa.uuid('Answer id')).meta({ description: 'Empty: unanswered' }) }),
        response: {
          200: oa.ok(itemSchema, 'The item as saved'),
          ...oa.bodyRefusals(404, 409, 422),
        },
      },
    },
    async (request) =>
      presentItem(
        await exams.answerExamItem(prisma, viewerOf(request), request.params.id, request.params.qid, request.body),
      ),
  );

  examChange('/exams/:id/finish', {
    summary: 'Finish the exam (UNLOCKED; after the deadline too)',
    description: 'finishedAt = min(now, deadline). Finishing a FINISHED exam changes nothing.',
    answer: 'The exam, FINISHED',
    refusals: [409],
    change: (viewer, id) => exams.finishExam(prisma, viewer, id),
  });

  // ── Instructors (and admins) ──

  examChange('/exams/:id/unlock', {
    summary: 'Confirm the candidate’s identity and unlock the exam (the slot’s instructor, or an admin)',
    description:
      '422 IDENTITY_NOT_CONFIRMED without identityConfirmed: true; 409 BOOKING_STATUS_CONFLICT unless REGISTER; ' +
      '422 UNLOCK_NOT_OPEN outside 60 min before the start … the end; 422 EXAM_WITHOUT_QUESTIONS. Another ' +
      'instructor’s exam: 404.',
    body: z.object({ identityConfirmed: z.boolean() }),
    answer: 'The exam, UNLOCKED',
    refusals: [409, 422],
    change: (viewer, id, body) => exams.unlockExam(prisma, viewer, id, body),
  });

  examChange('/exams/:id/verify', {
    summary: 'Verify a finished exam: did the candidate work independently? (the slot’s instructor, or an admin)',
    description:
      'FINISHED only (409). passed = independent and scorePercent ≥ passThreshold; a pass finishes the course ' +
      'and issues its certificate. The candidate is mailed the result.',
    body: z.object({ independent: z.boolean() }),
    answer: 'The exam, VERIFIED',
    refusals: [409],
    change: (viewer, id, body) => exams.verifyExam(prisma, viewer, id, body),
  });

  // ── Admins ──

  api.put<IdParams>(
    '/admin/user-courses/:id/exam-tries',
    {
      schema: {
        tags: ADMIN_TAG,
        summary: 'Grant exam tries to a user course beyond the course’s maximum',
        description: 'Sets extraExamTries (0..20); tries left = examMaxTries + extraExamTries − failed verified tries.',
        security: oa.security.write,
        params: oa.idParams('User course'),
        body: z.object({ extraTries: z.number().int().meta({ description: '0..20' }) }),
        response: {
          200: oa.ok(userCourseTriesSchema, 'The user course’s exam tries'),
          ...oa.bodyRefusals(404),
        },
      },
    },
    async (request) => {
      const uc = await exams.grantExamTries(prisma, viewerOf(request), request.params.id, request.body);
      const tries = (await examTriesOf(prisma, [uc.id])).get(uc.id)!;
      return {
        userCourseId: uc.id,
        extraExamTries: uc.extraExamTries,
        examTriesUsed: tries.used,
        examTriesLeft: triesLeftOf(tries),
      };
    },
  );
}
