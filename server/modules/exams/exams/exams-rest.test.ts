import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, startWith, type Harness, type Method, type SignedIn } from '../../../test/harness.ts';
import { bookExam, correctChoices, createCandidate, createExamCourse, createSlot } from '../../../test/fixtures.ts';

/** Spec 7 "Exams" through REST (exams contract, B), with cancel, move and the admin's grant of tries. */

let h: Harness;
let instructor: SignedIn;
let otherInstructor: SignedIn;
let admin: SignedIn;
const candidateBodies: string[] = [];

beforeAll(async () => {
  ({ h, instructor, otherInstructor, admin } = await startWith({
    instructor: 'INSTRUCTOR',
    otherInstructor: 'INSTRUCTOR',
    admin: 'ADMIN',
  }));
});
afterAll(async () => {
  for (const body of candidateBodies) expect(body).not.toMatch(/"correct"/);
  expect(candidateBodies.length).toBeGreaterThan(15);
  await h?.close();
});

/** A REST call; a candidate's answers are kept for the `correct` check. */
async function call(method: Method, url: string, s: SignedIn | null, payload?: unknown) {
  const response = await rest(h, method, url, s, payload);
  if (s && ![instructor, otherInstructor, admin].includes(s)) candidateBodies.push(response.body);
  return response;
}

/** `code`, or for BUSINESS_RULE its rule, with the status. */
async function refusal(method: Method, url: string, s: SignedIn | null, payload?: unknown) {
  const response = await call(method, url, s, payload);
  const body = response.json();
  return `${response.statusCode} ${body.code === 'BUSINESS_RULE' ? body.rule : body.code}`;
}

const warsawDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(Date.now() + days * 86_400_000));

describe('exams through REST', () => {
  it('availability, register, questions, answers, finish, unlock and verify; the certificate', async () => {
    const course = await createExamCourse(h.db.prisma, { bankSize: 3 });
    const candidate = await createCandidate(h, course);
    const slot = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 30 });
    const far = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 90 * 24 * 60 });

    const range = `courseId=${course.courseId}&dateFrom=${warsawDay(-1)}&dateTo=${warsawDay(2)}`;
    const available = await call('GET', `exams/availability?${range}`, candidate);
    expect(available.statusCode).toBe(200);
    expect(available.json().map((s: { workSlotId: string }) => s.workSlotId)).toEqual([slot.id]);
    expect(available.json()[0]).toMatchObject({ kind: 'EXAM_60', freePlaces: 10, place: 'Hangar 1' });
    const tooLong = `courseId=${course.courseId}&dateFrom=${warsawDay(0)}&dateTo=${warsawDay(70)}`;
    expect(await refusal('GET', `exams/availability?${tooLong}`, candidate)).toBe('400 VALIDATION_FAILED');
    expect((await call('GET', `exams/availability?${range}`, null)).statusCode).toBe(401);
    expect(far.id).toBeTruthy();

    const booked = await call('POST', 'exams/register', candidate, { courseId: course.courseId, workSlotId: slot.id });
    expect(booked.statusCode).toBe(201);
    const exam = booked.json();
    expect(exam).toMatchObject({
      status: 'REGISTER',
      attempt: 1,
      courseId: course.courseId,
      workSlot: { workSlotId: slot.id, bookedCount: 1 },
      canCancel: false,
      correctCount: null,
      triesLeft: 3,
    });
    const examUrl = `exams/${exam.examId}`;
    expect(await refusal('GET', `${examUrl}/questions`, candidate)).toBe('409 BOOKING_STATUS_CONFLICT');
    expect(await refusal('DELETE', examUrl, candidate)).toBe('422 BOOKING_CHANGE_CLOSED');
    expect(await refusal('PUT', `${examUrl}/work-slot`, candidate, { workSlotId: far.id })).toBe(
      '422 BOOKING_CHANGE_CLOSED',
    );

    expect(await refusal('PUT', `${examUrl}/unlock`, instructor, { identityConfirmed: false })).toBe(
      '422 IDENTITY_NOT_CONFIRMED',
    );
    expect(await refusal('PUT', `${examUrl}/unlock`, instructor, {})).toBe('400 VALIDATION_FAILED');
    expect(await refusal('PUT', `${examUrl}/unlock`, otherInstructor, { identityConfirmed: true })).toBe(
      '404 NOT_FOUND',
    );
    expect(await refusal('PUT', `${examUrl}/unlock`, candidate, { identityConfirmed: true })).toBe('403 FORBIDDEN');
    const unlocked = await call('PUT', `${examUrl}/unlock`, instructor, { identityConfirmed: true });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ status: 'UNLOCKED', itemCount: 3 });
    expect(await refusal('PUT', `${examUrl}/unlock`, instructor, { identityConfirmed: true })).toBe(
      '409 BOOKING_STATUS_CONFLICT',
    );

    const questions = await call('GET', `${examUrl}/questions`, candidate);
    expect(questions.statusCode).toBe(200);
    expect(questions.json()).toMatchObject({ examId: exam.examId, status: 'UNLOCKED' });
    expect(questions.json().items).toHaveLength(3);
    // A whole number of seconds counted from the stored deadline; how many depends on the clock,
    // so the countdown's arithmetic is tested against a given clock in exam-deadline.test.ts.
    expect(Number.isInteger(questions.json().secondsLeft)).toBe(true);
    expect(questions.json().secondsLeft).toBeGreaterThanOrEqual(0);

    const choices = await correctChoices(h.db.prisma, exam.examId);
    expect(
      await refusal('PUT', `${examUrl}/questions/${choices[0]!.itemId}`, candidate, {
        answerIds: [choices[1]!.correct[0]],
      }),
    ).toBe('400 VALIDATION_FAILED');
    expect(await refusal('PUT', `${examUrl}/questions/${choices[0]!.itemId}`, candidate, { answerIds: ['nope'] })).toBe(
      '400 VALIDATION_FAILED',
    );
    for (const choice of choices) {
      const saved = await call('PUT', `${examUrl}/questions/${choice.itemId}`, candidate, {
        answerIds: choice.correct,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ itemId: choice.itemId, answered: true });
    }
    const stranger = await createCandidate(h, course);
    expect(
      await refusal('PUT', `${examUrl}/questions/${choices[0]!.itemId}`, stranger, { answerIds: choices[0]!.correct }),
    ).toBe('404 NOT_FOUND');
    expect(await refusal('GET', examUrl, stranger)).toBe('404 NOT_FOUND');
    expect(await refusal('GET', examUrl, otherInstructor)).toBe('404 NOT_FOUND');

    const finished = await call('PUT', `${examUrl}/finish`, candidate);
    expect(finished.json()).toMatchObject({ status: 'FINISHED', answeredCount: 3, correctCount: null, passed: null });
    expect((await call('GET', examUrl, instructor)).json()).toMatchObject({
      canVerify: true,
      correctCount: 3,
      scorePercent: 100,
      candidateEmail: expect.stringContaining('@'),
    });
    expect(await refusal('PUT', `${examUrl}/verify`, otherInstructor, { independent: true })).toBe('404 NOT_FOUND');
    const verified = await call('PUT', `${examUrl}/verify`, instructor, { independent: true });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'VERIFIED', passed: true, scorePercent: 100 });
    expect(await refusal('PUT', `${examUrl}/verify`, instructor, { independent: true })).toBe(
      '409 BOOKING_STATUS_CONFLICT',
    );
    expect((await call('GET', examUrl, candidate)).json()).toMatchObject({ passed: true, scorePercent: 100 });
    const list = await call('GET', 'exams', candidate);
    expect(list.json()).toMatchObject({ total: 1, page: 0, items: [{ examId: exam.examId, status: 'VERIFIED' }] });
    expect(await h.db.prisma.certificate.count({ where: { userCourseId: candidate.userCourseId } })).toBe(1);
    expect(await refusal('POST', 'exams/register', candidate, { courseId: course.courseId, workSlotId: far.id })).toBe(
      '422 EXAM_ALREADY_PASSED',
    );
  });

  it('each refusal of registration, with its status', async () => {
    const slot = await createSlot(h.db.prisma, instructor.userId);
    const register = (s: SignedIn, courseId: string, workSlotId = slot.id) =>
      refusal('POST', 'exams/register', s, { courseId, workSlotId });

    const course = await createExamCourse(h.db.prisma);
    const noExam = await createExamCourse(h.db.prisma, { withoutExamFlg: true });
    const empty = await createExamCourse(h.db.prisma, { bankSize: 0 });
    const full = await createExamCourse(h.db.prisma, { courseType: 'FULL' });
    const ok = await createCandidate(h, course);
    expect(await register(ok, noExam.courseId)).toBe('422 COURSE_HAS_NO_EXAM');
    expect(await register(ok, empty.courseId)).toBe('404 NOT_FOUND');
    expect(await register(await createCandidate(h, course, { expired: true }), course.courseId)).toBe(
      '403 ACCESS_EXPIRED',
    );
    expect(await register(await createCandidate(h, empty), empty.courseId)).toBe('422 EXAM_WITHOUT_QUESTIONS');
    expect(await register(await createCandidate(h, course, { pilot: false }), course.courseId)).toBe(
      '422 PILOT_DATA_MISSING',
    );
    expect(await register(await createCandidate(h, course, { quizzes: false }), course.courseId)).toBe(
      '422 TESTS_NOT_PASSED',
    );
    expect(await register(await createCandidate(h, full), full.courseId)).toBe('422 PRACTICE_NOT_CONFIRMED');
    const wrongKind = await createSlot(h.db.prisma, instructor.userId, { kind: 'EXERCISE' });
    expect(await register(ok, course.courseId, wrongKind.id)).toBe('422 SLOT_NOT_BOOKABLE');
    const taken = await createSlot(h.db.prisma, instructor.userId, { capacity: 2, bookedCount: 2 });
    expect(await register(ok, course.courseId, taken.id)).toBe('409 SLOT_FULL');
    expect(await register(ok, course.courseId, '3f1c2a4e-0000-4000-8000-000000000000')).toBe('404 NOT_FOUND');
    expect(await register(ok, 'not-a-uuid')).toBe('404 NOT_FOUND');
    expect(
      (await call('POST', 'exams/register', ok, { courseId: course.courseId, workSlotId: slot.id })).statusCode,
    ).toBe(201);
    expect(await register(ok, course.courseId)).toBe('422 EXAM_ALREADY_BOOKED');
    expect(await register(instructor, course.courseId)).toBe('403 FORBIDDEN');
    expect((await rest(h, 'POST', 'exams/register', null, { courseId: course.courseId })).statusCode).toBe(401);
  });

  it('EXAM_TRIES_EXHAUSTED after 3 failed tries; PUT admin/user-courses/{id}/exam-tries allows one more', async () => {
    const course = await createExamCourse(h.db.prisma);
    const candidate = await createCandidate(h, course);
    const past = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: -24 * 60 });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await bookExam(h.db.prisma, candidate, course, past.id, { status: 'VERIFIED', passed: false, attempt });
    }
    const slot = await createSlot(h.db.prisma, instructor.userId);
    const body = { courseId: course.courseId, workSlotId: slot.id };
    expect(await refusal('POST', 'exams/register', candidate, body)).toBe('422 EXAM_TRIES_EXHAUSTED');
    const url = `admin/user-courses/${candidate.userCourseId}/exam-tries`;
    expect(await refusal('PUT', url, candidate, { extraTries: 1 })).toBe('403 FORBIDDEN');
    expect(await refusal('PUT', url, admin, { extraTries: -1 })).toBe('400 VALIDATION_FAILED');
    expect(
      await refusal('PUT', `admin/user-courses/3f1c2a4e-0000-4000-8000-000000000000/exam-tries`, admin, {
        extraTries: 1,
      }),
    ).toBe('404 NOT_FOUND');
    const granted = await rest(h, 'PUT', url, admin, { extraTries: 1 });
    expect(granted.json()).toEqual({
      userCourseId: candidate.userCourseId,
      extraExamTries: 1,
      examTriesUsed: 3,
      examTriesLeft: 1,
    });
    const booked = await call('POST', 'exams/register', candidate, body);
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ attempt: 4, triesLeft: 1 });
  });

  it('cancel (DELETE) and move (PUT work-slot) before the cut-off; UNLOCK_NOT_OPEN; TIME_EXPIRED past the deadline', async () => {
    const course = await createExamCourse(h.db.prisma);
    const candidate = await createCandidate(h, course);
    const a = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 3 * 24 * 60 });
    const b = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 5 * 24 * 60 });
    const first = (
      await call('POST', 'exams/register', candidate, { courseId: course.courseId, workSlotId: a.id })
    ).json();
    expect(first.canCancel).toBe(true);
    expect(await refusal('PUT', `exams/${first.examId}/unlock`, instructor, { identityConfirmed: true })).toBe(
      '422 UNLOCK_NOT_OPEN',
    );
    const moved = await call('PUT', `exams/${first.examId}/work-slot`, candidate, { workSlotId: b.id });
    expect(moved.json().workSlot).toMatchObject({ workSlotId: b.id, bookedCount: 1 });
    expect((await h.db.prisma.workSlot.findUniqueOrThrow({ where: { id: a.id } })).bookedCount).toBe(0);
    expect((await call('DELETE', `exams/${first.examId}`, candidate)).statusCode).toBe(204);
    expect((await h.db.prisma.workSlot.findUniqueOrThrow({ where: { id: b.id } })).bookedCount).toBe(0);
    expect(await refusal('GET', `exams/${first.examId}`, candidate)).toBe('404 NOT_FOUND');

    const now = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 15 });
    const exam = await bookExam(h.db.prisma, candidate, course, now.id);
    expect((await rest(h, 'PUT', `exams/${exam.id}/unlock`, admin, { identityConfirmed: true })).statusCode).toBe(200);
    const deadline = new Date(Date.now() - 5000);
    await h.db.prisma.exam.update({ where: { id: exam.id }, data: { deadlineAt: deadline } });
    const [choice] = await correctChoices(h.db.prisma, exam.id);
    // The client's idea of the time is not asked.
    const late = await call('PUT', `exams/${exam.id}/questions/${choice!.itemId}`, candidate, {
      answerIds: choice!.correct,
      now: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('TIME_EXPIRED');
    const view = (await call('GET', `exams/${exam.id}`, candidate)).json();
    expect(view).toMatchObject({ status: 'FINISHED', finishedAt: deadline.toISOString(), secondsLeft: null });
    expect((await call('PUT', `exams/${exam.id}/finish`, candidate)).json().status).toBe('FINISHED');
    expect(await refusal('DELETE', `exams/${exam.id}`, candidate)).toBe('409 BOOKING_STATUS_CONFLICT');
  });
});
