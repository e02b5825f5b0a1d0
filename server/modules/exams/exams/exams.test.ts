import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  gid,
  graphql,
  localOf,
  startWith,
  type GraphQLBody,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import {
  bookExam,
  correctChoices,
  createCandidate,
  createExamCourse,
  createSlot,
  type Candidate,
} from '../../../test/fixtures.ts';

/**
 * The exam lifecycle through GraphQL (exams contract, B): registration with each of its checks,
 * cancel and move, unlock, answers against the deadline, finish, verification with the
 * certificate, tries and the admin's grant; candidates never see a `correct` flag.
 */

let h: Harness;
let instructor: SignedIn;
let otherInstructor: SignedIn;
let admin: SignedIn;

/** Every body a candidate received: none may contain a `correct` flag. */
const candidateBodies: string[] = [];

beforeAll(async () => {
  ({ h, instructor, otherInstructor, admin } = await startWith({
    instructor: ['INSTRUCTOR', { firstName: 'Ida', lastName: 'Instructor' }],
    otherInstructor: 'INSTRUCTOR',
    admin: 'ADMIN',
  }));
});
afterAll(async () => {
  for (const body of candidateBodies) expect(body).not.toMatch(/"correct"/);
  expect(candidateBodies.length).toBeGreaterThan(20);
  await h?.close();
});

/** A GraphQL call as `s`; a candidate's answers are kept for the `correct` check. */
async function gql(s: SignedIn | null, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLBody> {
  const { body } = await graphql(h, query, variables, s?.headers ?? {});
  if (s && s !== instructor && s !== otherInstructor && s !== admin) candidateBodies.push(JSON.stringify(body));
  return body;
}

async function ok(s: SignedIn | null, query: string, variables: Record<string, unknown> = {}) {
  const body = await gql(s, query, variables);
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The error's code, and for BUSINESS_RULE its rule. */
const failure = (body: GraphQLBody) =>
  errorCode(body) === 'BUSINESS_RULE' ? (body.errors?.[0]?.extensions?.rule as string) : errorCode(body);

/** A Warsaw calendar date `days` from today. */
const warsawDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(Date.now() + days * 86_400_000));

const EXAM_FIELDS = `
  id status attempt courseTitle durationMinutes passThreshold unlockedAt deadlineAt finishedAt verifiedAt secondsLeft
  independent passed correctCount questionCount scorePercent answeredCount itemCount changeDeadline
  canCancel canUnlock canVerify candidateName candidateEmail candidatePilotNumber triesLeft
  course { id title }
  workSlot { id kind startsAt }
  items { id position text answers { id text } chosenAnswerIds answered }`;

const REGISTER = `mutation ($input: RegisterForExamInput!) { registerForExam(input: $input) { ${EXAM_FIELDS} } }`;
const EXAM = `query ($id: ID!) { exam(id: $id) { ${EXAM_FIELDS} } }`;
const UNLOCK = `mutation ($input: UnlockExamInput!) { unlockExam(input: $input) { ${EXAM_FIELDS} } }`;
const ANSWER = `mutation ($input: AnswerExamQuestionInput!) {
  answerExamQuestion(input: $input) { id position chosenAnswerIds answered answers { id text } } }`;
const FINISH = `mutation ($id: ID!) { finishExam(id: $id) { ${EXAM_FIELDS} } }`;
const VERIFY = `mutation ($input: VerifyExamInput!) { verifyExam(input: $input) { ${EXAM_FIELDS} } }`;
const CANCEL = `mutation ($id: ID!) { cancelExam(id: $id) }`;
const MOVE = `mutation ($input: MoveExamInput!) { moveExam(input: $input) { ${EXAM_FIELDS} } }`;
const GRANT = `mutation ($input: GrantExamTriesInput!) {
  grantExamTries(input: $input) { id extraExamTries examTriesUsed examTriesLeft } }`;
const MY_COURSE = `query ($courseId: ID!) { myCourse(courseId: $courseId) {
  id hasExam examTriesUsed examTriesLeft extraExamTries
  lastExam { id status attempt }
  examEligibility { allowed reason } } }`;

const register = (s: SignedIn, courseId: string, slotId: string) =>
  gql(s, REGISTER, { input: { courseId: gid('Course', courseId), workSlotId: gid('WorkSlot', slotId) } });

const unlock = (s: SignedIn, examId: string, identityConfirmed = true) =>
  gql(s, UNLOCK, { input: { examId: gid('Exam', examId), identityConfirmed } });

describe('an exam from booking to the certificate', () => {
  it('register → unlock → answer → finish → verify (passed): scores hidden from the candidate until VERIFIED', async () => {
    const course = await createExamCourse(h.db.prisma, { bankSize: 6, questionCount: 4 });
    const candidate = await createCandidate(h, course);
    const slot = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 30 });

    const before = (await ok(candidate, MY_COURSE, { courseId: gid('Course', course.courseId) })).myCourse;
    expect(before).toMatchObject({
      hasExam: true,
      examTriesUsed: 0,
      examTriesLeft: 3,
      extraExamTries: 0,
      lastExam: null,
      examEligibility: { allowed: true, reason: null },
    });

    const available = await ok(
      candidate,
      `query ($courseId: ID!, $from: Date!, $to: Date!) {
        examAvailability(courseId: $courseId, dateFrom: $from, dateTo: $to) { id kind freePlaces isFree onlineLink } }`,
      { courseId: gid('Course', course.courseId), from: warsawDay(-1), to: warsawDay(2) },
    );
    expect(available.examAvailability.map((s: { id: string }) => s.id)).toContain(gid('WorkSlot', slot.id));

    const booked = await register(candidate, course.courseId, slot.id);
    expect(booked.errors).toBeUndefined();
    const exam = booked.data.registerForExam;
    const examId = localOf(exam.id);
    expect(exam).toMatchObject({
      status: 'REGISTER',
      attempt: 1,
      durationMinutes: 60,
      passThreshold: 75,
      canCancel: false, // the slot starts within 24 hours
      canUnlock: false,
      items: [],
      itemCount: 0,
      candidateName: 'Jan Pilot',
      correctCount: null,
      triesLeft: 3,
    });
    expect((await h.db.prisma.workSlot.findUniqueOrThrow({ where: { id: slot.id } })).bookedCount).toBe(1);

    // The candidate cannot cancel within 24 hours of the start.
    expect(failure(await gql(candidate, CANCEL, { id: exam.id }))).toBe('BOOKING_CHANGE_CLOSED');

    // Instructors: identity first; another instructor does not see the exam.
    expect((await ok(instructor, EXAM, { id: exam.id })).exam).toMatchObject({ canUnlock: true, items: [] });
    expect(failure(await unlock(instructor, examId, false))).toBe('IDENTITY_NOT_CONFIRMED');
    expect(failure(await unlock(otherInstructor, examId))).toBe('NOT_FOUND');
    expect((await ok(otherInstructor, EXAM, { id: exam.id })).exam).toBeNull();
    const unlocked = await unlock(instructor, examId);
    expect(unlocked.errors).toBeUndefined();
    expect(unlocked.data.unlockExam).toMatchObject({ status: 'UNLOCKED', itemCount: 4, canUnlock: false, items: [] });
    expect(failure(await unlock(instructor, examId))).toBe('BOOKING_STATUS_CONFLICT');

    const mine = (await ok(candidate, EXAM, { id: exam.id })).exam;
    expect(mine).toMatchObject({ status: 'UNLOCKED', answeredCount: 0, itemCount: 4, correctCount: null });
    // The deadline is the unlock time plus the duration, stored; the seconds left count down from
    // it (their arithmetic against a given clock is in exam-deadline.test.ts), whatever this
    // machine's speed.
    expect(Date.parse(mine.deadlineAt) - Date.parse(mine.unlockedAt)).toBe(60 * 60_000);
    expect(Number.isInteger(mine.secondsLeft)).toBe(true);
    expect(mine.secondsLeft).toBeGreaterThanOrEqual(0);
    expect(mine.items).toHaveLength(4);
    const bankIds = new Set(course.bank.flatMap((q) => q.answers.map((a) => a.id)));
    for (const item of mine.items) {
      expect(item.answers).toHaveLength(3);
      for (const answer of item.answers) expect(bankIds.has(answer.id)).toBe(true);
    }

    // Answers: three right, one wrong; a foreign answer id is refused; saving again replaces.
    const choices = await correctChoices(h.db.prisma, examId);
    const foreign = await gql(candidate, ANSWER, {
      input: { examId: exam.id, itemId: gid('ExamItem', choices[0]!.itemId), answerIds: [choices[1]!.correct[0]] },
    });
    expect(errorCode(foreign)).toBe('VALIDATION_FAILED');
    for (const [i, choice] of choices.entries()) {
      const first = await ok(candidate, ANSWER, {
        input: { examId: exam.id, itemId: gid('ExamItem', choice.itemId), answerIds: [choice.wrong[0]] },
      });
      expect(first.answerExamQuestion).toMatchObject({ answered: true, chosenAnswerIds: [choice.wrong[0]] });
      if (i < 3) {
        const again = await ok(candidate, ANSWER, {
          input: { examId: exam.id, itemId: gid('ExamItem', choice.itemId), answerIds: choice.correct },
        });
        expect(again.answerExamQuestion.chosenAnswerIds.sort()).toEqual([...choice.correct].sort());
      }
    }
    expect((await ok(candidate, EXAM, { id: exam.id })).exam.answeredCount).toBe(4);

    const finished = (await ok(candidate, FINISH, { id: exam.id })).finishExam;
    expect(finished).toMatchObject({ status: 'FINISHED', correctCount: null, scorePercent: null, passed: null });
    expect(
      failure(
        await gql(candidate, ANSWER, {
          input: { examId: exam.id, itemId: gid('ExamItem', choices[3]!.itemId), answerIds: choices[3]!.correct },
        }),
      ),
    ).toBe('BOOKING_STATUS_CONFLICT');
    // The instructor sees the grade from FINISHED.
    expect((await ok(instructor, EXAM, { id: exam.id })).exam).toMatchObject({
      canVerify: true,
      correctCount: 3,
      questionCount: 4,
      scorePercent: 75,
    });
    expect(failure(await gql(otherInstructor, VERIFY, { input: { examId: exam.id, independent: true } }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await gql(candidate, VERIFY, { input: { examId: exam.id, independent: true } }))).toBe(
      'FORBIDDEN',
    );

    const verified = (await ok(instructor, VERIFY, { input: { examId: exam.id, independent: true } })).verifyExam;
    expect(verified).toMatchObject({ status: 'VERIFIED', passed: true, scorePercent: 75, canVerify: false });
    const seen = (await ok(candidate, EXAM, { id: exam.id })).exam;
    expect(seen).toMatchObject({
      status: 'VERIFIED',
      passed: true,
      independent: true,
      correctCount: 3,
      questionCount: 4,
      scorePercent: 75,
    });
    expect(seen.items).toHaveLength(4);

    const uc = await h.db.prisma.userCourse.findUniqueOrThrow({ where: { id: candidate.userCourseId } });
    expect(uc.inProgress).toBe(false);
    expect(uc.finishedAt).not.toBeNull();
    expect(await h.db.prisma.certificate.count({ where: { userCourseId: uc.id, kind: 'GENERATED' } })).toBe(1);

    const after = (await ok(candidate, MY_COURSE, { courseId: gid('Course', course.courseId) })).myCourse;
    expect(after).toMatchObject({
      examTriesUsed: 0,
      lastExam: { id: exam.id, status: 'VERIFIED' },
      examEligibility: { allowed: false, reason: 'EXAM_ALREADY_PASSED' },
    });
    const slot2 = await createSlot(h.db.prisma, instructor.userId);
    expect(failure(await register(candidate, course.courseId, slot2.id))).toBe('EXAM_ALREADY_PASSED');

    const myExams = await ok(candidate, `{ myExams(first: 10) { totalCount edges { node { id status } } } }`);
    expect(myExams.myExams).toMatchObject({ totalCount: 1, edges: [{ node: { id: exam.id, status: 'VERIFIED' } }] });
  });

  it('not independent: failed whatever the score; an admin may verify and unlock any exam', async () => {
    const course = await createExamCourse(h.db.prisma, { bankSize: 2 });
    const candidate = await createCandidate(h, course);
    const slot = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 10 });
    const exam = await bookExam(h.db.prisma, candidate, course, slot.id);
    expect((await unlock(admin, exam.id)).errors).toBeUndefined();
    for (const choice of await correctChoices(h.db.prisma, exam.id)) {
      await ok(candidate, ANSWER, {
        input: { examId: gid('Exam', exam.id), itemId: gid('ExamItem', choice.itemId), answerIds: choice.correct },
      });
    }
    await ok(candidate, FINISH, { id: gid('Exam', exam.id) });
    const verified = (await ok(admin, VERIFY, { input: { examId: gid('Exam', exam.id), independent: false } }))
      .verifyExam;
    expect(verified).toMatchObject({ status: 'VERIFIED', passed: false, scorePercent: 100, independent: false });
    expect((await ok(candidate, MY_COURSE, { courseId: gid('Course', course.courseId) })).myCourse).toMatchObject({
      examTriesUsed: 1,
      examTriesLeft: 2,
      examEligibility: { allowed: true, reason: null },
    });
    expect(await h.db.prisma.certificate.count({ where: { userCourseId: candidate.userCourseId } })).toBe(0);
  });
});

describe('registration checks, in the contract’s order', () => {
  it('COURSE_HAS_NO_EXAM, NOT_FOUND, ACCESS_EXPIRED, EXAM_WITHOUT_QUESTIONS, PILOT_DATA_MISSING, TESTS_NOT_PASSED', async () => {
    const slot = await createSlot(h.db.prisma, instructor.userId);

    const noExam = await createExamCourse(h.db.prisma, { withoutExamFlg: true });
    const c1 = await createCandidate(h, noExam);
    expect(failure(await register(c1, noExam.courseId, slot.id))).toBe('COURSE_HAS_NO_EXAM');
    const noDuration = await createExamCourse(h.db.prisma, { duration: null });
    expect(failure(await register(c1, noDuration.courseId, slot.id))).toBe('COURSE_HAS_NO_EXAM');

    const course = await createExamCourse(h.db.prisma);
    expect(failure(await register(c1, course.courseId, slot.id))).toBe('NOT_FOUND'); // not theirs

    const expired = await createCandidate(h, course, { expired: true });
    expect(failure(await register(expired, course.courseId, slot.id))).toBe('ACCESS_EXPIRED');

    const empty = await createExamCourse(h.db.prisma, { bankSize: 0 });
    const c2 = await createCandidate(h, empty, { pilot: false, quizzes: false });
    expect(failure(await register(c2, empty.courseId, slot.id))).toBe('EXAM_WITHOUT_QUESTIONS');

    const noPilot = await createCandidate(h, course, { pilot: false, quizzes: false });
    expect(failure(await register(noPilot, course.courseId, slot.id))).toBe('PILOT_DATA_MISSING');
    expect(
      (await ok(noPilot, MY_COURSE, { courseId: gid('Course', course.courseId) })).myCourse.examEligibility,
    ).toEqual({ allowed: false, reason: 'PILOT_DATA_MISSING' });

    const noQuizzes = await createCandidate(h, course, { quizzes: false });
    expect(failure(await register(noQuizzes, course.courseId, slot.id))).toBe('TESTS_NOT_PASSED');
    expect(
      (await ok(noQuizzes, MY_COURSE, { courseId: gid('Course', course.courseId) })).myCourse.examEligibility,
    ).toEqual({ allowed: false, reason: 'TESTS_NOT_PASSED' });
    expect((await h.db.prisma.workSlot.findUniqueOrThrow({ where: { id: slot.id } })).bookedCount).toBe(0);
  });

  it('PRACTICE_NOT_CONFIRMED for a FULL course until an exercise is FINISHED', async () => {
    const course = await createExamCourse(h.db.prisma, { courseType: 'FULL' });
    const slot = await createSlot(h.db.prisma, instructor.userId);
    const without = await createCandidate(h, course);
    expect(failure(await register(without, course.courseId, slot.id))).toBe('PRACTICE_NOT_CONFIRMED');
    const practiced = await createCandidate(h, course, { practiceBy: instructor.userId });
    expect((await register(practiced, course.courseId, slot.id)).errors).toBeUndefined();
  });

  it('EXAM_ALREADY_BOOKED, SLOT_NOT_BOOKABLE (wrong kind, started), SLOT_FULL', async () => {
    const course = await createExamCourse(h.db.prisma);
    const candidate = await createCandidate(h, course);
    const wrongKind = await createSlot(h.db.prisma, instructor.userId, { kind: 'EXAM_120' });
    expect(failure(await register(candidate, course.courseId, wrongKind.id))).toBe('SLOT_NOT_BOOKABLE');
    const started = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: -5 });
    expect(failure(await register(candidate, course.courseId, started.id))).toBe('SLOT_NOT_BOOKABLE');
    const full = await createSlot(h.db.prisma, instructor.userId, { capacity: 1, bookedCount: 1 });
    expect(failure(await register(candidate, course.courseId, full.id))).toBe('SLOT_FULL');
    expect(errorCode(await register(candidate, course.courseId, full.id))).toBe('SLOT_FULL');
    const slot = await createSlot(h.db.prisma, instructor.userId);
    expect((await register(candidate, course.courseId, slot.id)).errors).toBeUndefined();
    expect(failure(await register(candidate, course.courseId, slot.id))).toBe('EXAM_ALREADY_BOOKED');
    expect(await h.db.prisma.exam.count({ where: { userCourseId: candidate.userCourseId } })).toBe(1);
  });

  it('EXAM_TRIES_EXHAUSTED after 3 failed verified tries; an admin grants one more → allowed, attempt 4', async () => {
    const course = await createExamCourse(h.db.prisma);
    const candidate = await createCandidate(h, course);
    const past = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: -24 * 60 });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await bookExam(h.db.prisma, candidate, course, past.id, { status: 'VERIFIED', passed: false, attempt });
    }
    const slot = await createSlot(h.db.prisma, instructor.userId);
    expect(failure(await register(candidate, course.courseId, slot.id))).toBe('EXAM_TRIES_EXHAUSTED');
    const courseId = gid('Course', course.courseId);
    expect((await ok(candidate, MY_COURSE, { courseId })).myCourse).toMatchObject({
      examTriesUsed: 3,
      examTriesLeft: 0,
      examEligibility: { allowed: false, reason: 'EXAM_TRIES_EXHAUSTED' },
    });

    const input = { userCourseId: gid('UserCourse', candidate.userCourseId), extraTries: 1 };
    expect(errorCode(await gql(candidate, GRANT, { input }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(instructor, GRANT, { input }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(admin, GRANT, { input: { ...input, extraTries: 21 } }))).toBe('VALIDATION_FAILED');
    expect((await ok(admin, GRANT, { input })).grantExamTries).toMatchObject({
      extraExamTries: 1,
      examTriesUsed: 3,
      examTriesLeft: 1,
    });
    expect((await ok(candidate, MY_COURSE, { courseId })).myCourse.examEligibility).toEqual({
      allowed: true,
      reason: null,
    });
    const booked = await register(candidate, course.courseId, slot.id);
    expect(booked.errors).toBeUndefined();
    expect(booked.data.registerForExam).toMatchObject({ attempt: 4, triesLeft: 1 });
  });
});

describe('cancel, move and unlock windows', () => {
  it('cancel and move until 24 hours before; UNLOCK_NOT_OPEN days ahead; BOOKING_STATUS_CONFLICT once unlocked', async () => {
    const course = await createExamCourse(h.db.prisma);
    const candidate = await createCandidate(h, course);
    const a = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 3 * 24 * 60 });
    const b = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 4 * 24 * 60 });
    const soon = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 20 });
    const slotOf = (id: string) => h.db.prisma.workSlot.findUniqueOrThrow({ where: { id } });

    const first = (await register(candidate, course.courseId, a.id)).data.registerForExam;
    expect(first.canCancel).toBe(true);
    expect(failure(await unlock(instructor, localOf(first.id)))).toBe('UNLOCK_NOT_OPEN');
    expect(await ok(candidate, CANCEL, { id: first.id })).toEqual({ cancelExam: first.id });
    expect((await slotOf(a.id)).bookedCount).toBe(0);
    expect(await h.db.prisma.exam.count({ where: { userCourseId: candidate.userCourseId } })).toBe(0);

    const second = (await register(candidate, course.courseId, a.id)).data.registerForExam;
    const moved = (await ok(candidate, MOVE, { input: { examId: second.id, workSlotId: gid('WorkSlot', b.id) } }))
      .moveExam;
    expect(moved.workSlot.id).toBe(gid('WorkSlot', b.id));
    expect((await slotOf(a.id)).bookedCount).toBe(0);
    expect((await slotOf(b.id)).bookedCount).toBe(1);
    // Moving into a slot within 24 hours is allowed; then the booking is closed for changes.
    await ok(candidate, MOVE, { input: { examId: second.id, workSlotId: gid('WorkSlot', soon.id) } });
    expect(
      failure(await gql(candidate, MOVE, { input: { examId: second.id, workSlotId: gid('WorkSlot', a.id) } })),
    ).toBe('BOOKING_CHANGE_CLOSED');

    const examId = localOf(second.id);
    await unlock(instructor, examId);
    expect(failure(await gql(candidate, CANCEL, { id: second.id }))).toBe('BOOKING_STATUS_CONFLICT');
  });

  it('EXAM_WITHOUT_QUESTIONS at unlock when the bank was emptied after booking', async () => {
    const course = await createExamCourse(h.db.prisma, { bankSize: 1 });
    const candidate = await createCandidate(h, course);
    const slot = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 30 });
    const exam = await bookExam(h.db.prisma, candidate, course, slot.id);
    await h.db.prisma.examQuestion.deleteMany({ where: { courseId: course.courseId } });
    expect(failure(await unlock(instructor, exam.id))).toBe('EXAM_WITHOUT_QUESTIONS');
    expect((await h.db.prisma.exam.findUniqueOrThrow({ where: { id: exam.id } })).status).toBe('REGISTER');
  });
});

describe('the deadline and other people’s exams', () => {
  it('TIME_EXPIRED after the deadline whatever the client sends; the exam is FINISHED at its deadline', async () => {
    const course = await createExamCourse(h.db.prisma);
    const candidate = await createCandidate(h, course);
    const slot = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 30 });
    const exam = await bookExam(h.db.prisma, candidate, course, slot.id);
    await unlock(instructor, exam.id);
    const deadline = new Date(Date.now() - 1000);
    await h.db.prisma.exam.update({ where: { id: exam.id }, data: { deadlineAt: deadline } });
    const [choice] = await correctChoices(h.db.prisma, exam.id);
    const { body } = await graphql(
      h,
      ANSWER,
      { input: { examId: gid('Exam', exam.id), itemId: gid('ExamItem', choice!.itemId), answerIds: choice!.correct } },
      { ...candidate.headers, date: new Date(Date.now() - 3_600_000).toUTCString() },
    );
    candidateBodies.push(JSON.stringify(body));
    expect(errorCode(body)).toBe('TIME_EXPIRED');
    const row = await h.db.prisma.exam.findUniqueOrThrow({ where: { id: exam.id } });
    expect(row.status).toBe('FINISHED');
    expect(row.finishedAt?.getTime()).toBe(deadline.getTime());
    const item = await h.db.prisma.examItem.findUniqueOrThrow({ where: { id: choice!.itemId } });
    expect(item.chosenAnswerIds).toEqual([]);
  });

  it('another user’s exam is NOT_FOUND (null when read); an instructor cannot read or change others’ exams', async () => {
    const course = await createExamCourse(h.db.prisma);
    const owner = await createCandidate(h, course);
    const stranger: Candidate = await createCandidate(h, course);
    const slot = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 30 });
    const exam = await bookExam(h.db.prisma, owner, course, slot.id);
    const id = gid('Exam', exam.id);
    expect((await ok(stranger, EXAM, { id })).exam).toBeNull();
    expect(failure(await gql(stranger, CANCEL, { id }))).toBe('NOT_FOUND');
    expect(failure(await gql(stranger, FINISH, { id }))).toBe('NOT_FOUND');
    await unlock(instructor, exam.id);
    const [choice] = await correctChoices(h.db.prisma, exam.id);
    const input = { examId: id, itemId: gid('ExamItem', choice!.itemId), answerIds: choice!.correct };
    expect(failure(await gql(stranger, ANSWER, { input }))).toBe('NOT_FOUND');
    expect(failure(await gql(otherInstructor, ANSWER, { input }))).toBe('FORBIDDEN');
    expect(
      (await ok(stranger, `query ($id: ID!) { node(id: $id) { id } }`, { id: gid('ExamItem', choice!.itemId) })).node,
    ).toBeNull();
    expect((await ok(otherInstructor, EXAM, { id })).exam).toBeNull();
    expect((await ok(stranger, `{ myExams { totalCount } }`)).myExams.totalCount).toBe(0);
    // The instructor of the slot never gets the candidate's items.
    expect((await ok(instructor, EXAM, { id })).exam.items).toEqual([]);
  });
});
