import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXAM_SEED_ACCESS_CODE,
  EXAM_SEED_BLOCKED_COURSE,
  EXAM_SEED_CONFIRMED_ACCESS_CODE,
  EXAM_SEED_PASSED_COURSE,
  EXAM_SEED_PRACTICE_COURSE,
  EXAM_SEED_RETRY_COURSE,
  examBankOf,
  seedExams,
  warsawAt,
} from '../../../../prisma/seed/exams.ts';
import { STUDENT_COURSE_NOT_STARTED } from '../../../../prisma/seed/learning.ts';
import { EXPIRING_CERTIFICATE_COURSE } from '../../../../prisma/seed/certificates.ts';
import { seedIfEmpty } from '../../../../prisma/seed/seed.ts';
import { gid, gqlOk, signInAs, startHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;
const as = (email: string) => signInAs(h, email);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A Warsaw calendar date (`YYYY-MM-DD`) `days` from today. */
const warsawDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(Date.now() + days * DAY));

beforeAll(async () => {
  h = await startHarness();
  await seedIfEmpty(h.db.prisma, h.storage);
});
afterAll(() => h.close());

interface Slot {
  id: string;
  kind: 'EXAM_60' | 'EXAM_120' | 'EXERCISE';
  startsAt: string;
  endsAt: string;
  place: string | null;
  onlineLink: string | null;
  capacity: number;
  bookedCount: number;
  freePlaces: number;
  isFree: boolean;
  isNew: boolean;
  canDelete: boolean;
  exams: { status: string; candidateEmail: string }[];
  exercises: { status: string; candidateEmail: string; accessCode: string | null }[];
}

const SLOT_FIELDS = `id kind startsAt endsAt place onlineLink capacity bookedCount freePlaces isFree isNew canDelete
  exams { status candidateEmail } exercises { status candidateEmail accessCode }`;

describe('demo exams (prisma/seed/exams.ts)', () => {
  it('gives every course with an exam a bank of at least 12 questions in its own language', async () => {
    const courses = await h.db.prisma.course.findMany({
      where: { withoutExamFlg: false, examDuration: { not: null } },
      include: {
        examQuestions: { orderBy: { position: 'asc' }, include: { answers: { orderBy: { position: 'asc' } } } },
      },
    });
    expect(new Set(courses.map((c) => c.language))).toEqual(new Set(['PL', 'EN']));
    expect(new Set(courses.map((c) => c.category))).toEqual(new Set(['OPEN', 'PARTICULAR', 'CERTIFIED']));
    for (const course of courses) {
      expect(course.examQuestions.length, course.title).toBeGreaterThanOrEqual(12);
      expect(course.examQuestions.map((q) => q.text)).toEqual(examBankOf(course).map((q) => q.q));
      expect(course.examQuestions.map((q) => q.position)).toEqual(course.examQuestions.map((_, i) => i + 1));
      for (const question of course.examQuestions) {
        expect(question.text.length).toBeLessThanOrEqual(1000);
        expect(question.answers.length).toBeGreaterThanOrEqual(2);
        expect(question.answers.length).toBeLessThanOrEqual(10);
        expect(
          question.answers.some((a) => a.correct),
          question.text,
        ).toBe(true);
        expect(
          question.answers.some((a) => !a.correct),
          question.text,
        ).toBe(true);
        for (const answer of question.answers) expect(answer.text.length).toBeLessThanOrEqual(500);
      }
      // The exam draws every question of the bank: the catalogue's count is at least its size.
      expect(course.examQuestionCount ?? Infinity).toBeGreaterThanOrEqual(course.examQuestions.length);
      expect(course).toMatchObject({ examPassThreshold: 75, examMaxTries: 3 });
    }
    // Polish for the Polish courses, English for the English ones: no question is shared.
    const texts = (language: 'PL' | 'EN') =>
      new Set(courses.filter((c) => c.language === language).flatMap((c) => c.examQuestions.map((q) => q.text)));
    const [pl, en] = [texts('PL'), texts('EN')];
    expect([...pl].filter((text) => en.has(text))).toEqual([]);
    expect([...pl].some((text) => /[ąćęłńóśźż]/.test(text))).toBe(true);
    // The specific-category courses have the standard scenarios on top of the open-category rules.
    const nsts = courses.find((c) => c.category === 'PARTICULAR' && c.language === 'EN')!;
    expect(nsts.examQuestions.some((q) => q.text.includes('STS-01'))).toBe(true);
    const open = courses.find((c) => c.category === 'OPEN' && c.language === 'EN')!;
    expect(open.examQuestions.some((q) => q.text.includes('STS'))).toBe(false);
    // Courses without an exam have no bank.
    expect(await h.db.prisma.examQuestion.count({ where: { course: { withoutExamFlg: true } } })).toBe(0);

    // An admin reads a bank through the API.
    const admin = await as('admin@example.com');
    const { examQuestions } = await gqlOk(
      h,
      `query ($id: ID!) { examQuestions(courseId: $id, first: 50) { totalCount edges { node { text position answers { text correct } } } } }`,
      { id: gid('Course', open.id) },
      admin,
    );
    expect(examQuestions.totalCount).toBe(open.examQuestions.length);
    expect(examQuestions.edges[0].node).toMatchObject({ position: 1, text: open.examQuestions[0]!.text });
  });

  it('keeps every slot booked count equal to its bookings, slot lengths by kind', async () => {
    const slots = await h.db.prisma.workSlot.findMany({
      include: { _count: { select: { exams: true, exercises: true } } },
    });
    expect(slots.length).toBeGreaterThanOrEqual(10);
    const minutes = { EXAM_60: 60, EXAM_120: 120, EXERCISE: 120 };
    for (const slot of slots) {
      expect(slot.bookedCount).toBe(slot._count.exams + slot._count.exercises);
      expect(slot.bookedCount).toBeLessThanOrEqual(slot.capacity);
      expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(minutes[slot.kind] * 60_000);
      expect(slot.place ?? slot.onlineLink).toBeTruthy();
    }
  });

  it('gives the instructor past dates with participants and exam and practice dates over the next three weeks', async () => {
    const instructor = await as('instructor@example.com');
    const { instructorWorkSlots } = (await gqlOk(
      h,
      `query ($from: Date!, $to: Date!) { instructorWorkSlots(dateFrom: $from, dateTo: $to) { ${SLOT_FIELDS} } }`,
      { from: warsawDate(-25), to: warsawDate(25) },
      instructor,
    )) as { instructorWorkSlots: Slot[] };
    const now = Date.now();
    const past = instructorWorkSlots.filter((s) => Date.parse(s.startsAt) < now);
    const future = instructorWorkSlots.filter((s) => Date.parse(s.startsAt) > now);
    expect(instructorWorkSlots.map((s) => s.startsAt)).toEqual(instructorWorkSlots.map((s) => s.startsAt).sort());

    // Three past dates: the student's confirmed practice, then their passed exam and failed try;
    // nothing to delete there, nothing new.
    expect(past.map((s) => s.kind)).toEqual(['EXERCISE', 'EXAM_60', 'EXAM_60']);
    for (const slot of past) expect(slot).toMatchObject({ bookedCount: 1, isNew: false, canDelete: false });
    expect(past.map((s) => [s.exams, s.exercises])).toEqual([
      [[], [{ status: 'FINISHED', candidateEmail: 'student@example.com', accessCode: null }]],
      [[{ status: 'VERIFIED', candidateEmail: 'student@example.com' }], []],
      [[{ status: 'VERIFIED', candidateEmail: 'student@example.com' }], []],
    ]);

    // The next three weeks: every kind, from the day after tomorrow (journeys' own dates go earlier).
    expect(new Set(future.map((s) => s.kind))).toEqual(new Set(['EXAM_60', 'EXAM_120', 'EXERCISE']));
    expect(future.length).toBeGreaterThanOrEqual(8);
    for (const slot of future) {
      expect(Date.parse(slot.startsAt)).toBeGreaterThan(now + DAY);
      expect(Date.parse(slot.startsAt)).toBeLessThan(now + 22 * DAY);
      expect(slot.isFree).toBe(true);
      expect(slot.freePlaces).toBe(slot.capacity - slot.bookedCount);
      expect(slot.canDelete).toBe(slot.bookedCount === 0);
    }
    // The booked exam arrived after the instructor last looked: "new"; the practice booking was seen.
    const bookedExam = future.find((s) => s.exams.length > 0)!;
    expect(bookedExam).toMatchObject({
      kind: 'EXAM_60',
      bookedCount: 1,
      isNew: true,
      exams: [{ status: 'REGISTER', candidateEmail: 'student@example.com' }],
    });
    const bookedPractice = future.find((s) => s.exercises.length > 0)!;
    expect(bookedPractice).toMatchObject({
      kind: 'EXERCISE',
      bookedCount: 1,
      isNew: false,
      // The instructor types the code in: it is not shown to them.
      exercises: [{ status: 'UNFINISHED', candidateEmail: 'student@example.com', accessCode: null }],
    });
    expect(future.filter((s) => s.bookedCount > 0)).toHaveLength(2);
    // The online link is the instructor's to see.
    expect(instructorWorkSlots.some((s) => s.onlineLink?.startsWith('https://'))).toBe(true);

    // The slot page reads one date with its participants.
    const { workSlot } = await gqlOk(
      h,
      `query ($id: ID!) { workSlot(id: $id) { id exams { status attempt candidateName candidatePilotNumber canUnlock } } }`,
      { id: bookedExam.id },
      instructor,
    );
    expect(workSlot.exams).toEqual([
      {
        status: 'REGISTER',
        attempt: 2,
        candidateName: 'Piotr Kowalski',
        candidatePilotNumber: 'POL-RP-0012345',
        // Five days ahead: unlocking opens an hour before the start.
        canUnlock: false,
      },
    ]);
  });

  it('gives the student a passed exam with its score, a failed first try and the second one booked', async () => {
    const student = await as('student@example.com');
    const { myExams } = await gqlOk(
      h,
      `{ myExams(first: 20) { totalCount edges { node {
        id status attempt courseTitle durationMinutes passThreshold independent passed correctCount questionCount
        scorePercent answeredCount itemCount canCancel triesLeft verifiedAt
        workSlot { kind startsAt onlineLink place }
        items { position text answers { id text } chosenAnswerIds answered } } } } }`,
      {},
      student,
    );
    const exams = myExams.edges.map((e: { node: unknown }) => e.node) as Record<string, unknown>[];
    // Candidates never receive which answers are correct.
    expect(JSON.stringify(myExams)).not.toMatch(/"correct"/);
    expect(exams).toHaveLength(3);
    // Newest first: the booked try, the failed one, the passed one.
    expect(exams.map((e) => [e.courseTitle, e.status, e.attempt])).toEqual([
      [EXAM_SEED_RETRY_COURSE, 'REGISTER', 2],
      [EXAM_SEED_RETRY_COURSE, 'VERIFIED', 1],
      [EXAM_SEED_PASSED_COURSE, 'VERIFIED', 1],
    ]);
    const [booked, failed, passed] = exams as [Record<string, any>, Record<string, any>, Record<string, any>]; // eslint-disable-line @typescript-eslint/no-explicit-any

    expect(passed).toMatchObject({
      durationMinutes: 60,
      passThreshold: 75,
      independent: true,
      passed: true,
      correctCount: 17,
      questionCount: 18,
      scorePercent: 94,
      itemCount: 18,
      answeredCount: 18,
      canCancel: false,
      triesLeft: 3,
    });
    expect(passed.items).toHaveLength(18);
    expect(passed.items.every((i: { answered: boolean; chosenAnswerIds: string[] }) => i.answered)).toBe(true);
    for (const item of passed.items as { answers: { id: string }[]; chosenAnswerIds: string[] }[]) {
      const ids = new Set(item.answers.map((a) => a.id));
      expect(item.chosenAnswerIds.every((id) => ids.has(id))).toBe(true);
    }
    // The Polish course's own bank.
    expect(passed.items[0].text).toBe(examBankOf({ language: 'PL', category: 'OPEN' })[0]!.q);
    expect(Date.parse(passed.workSlot.startsAt)).toBeLessThan(Date.now() - 12 * DAY);

    expect(failed).toMatchObject({
      independent: true,
      passed: false,
      correctCount: 9,
      questionCount: 18,
      scorePercent: 50,
      itemCount: 18,
      canCancel: false,
    });
    expect(Date.parse(failed.workSlot.startsAt)).toBeLessThan(Date.now() - 7 * DAY);
    // In English: the English course's own bank.
    expect(failed.items[0].text).toBe(examBankOf({ language: 'EN', category: 'OPEN' })[0]!.q);

    // The second try: booked five days ahead, still cancellable, no score, no questions yet.
    expect(booked).toMatchObject({
      status: 'REGISTER',
      canCancel: true,
      passed: null,
      scorePercent: null,
      correctCount: null,
      items: [],
      triesLeft: 2,
    });
    expect(booked.workSlot.kind).toBe('EXAM_60');
    expect(booked.workSlot.onlineLink).toMatch(/^https:\/\//);
    expect(Date.parse(booked.workSlot.startsAt)).toBeGreaterThan(Date.now() + 4 * DAY);

    // The course card's exam summary: one try used, two left, the booked exam last.
    const retryCourse = await h.db.prisma.course.findFirstOrThrow({ where: { title: EXAM_SEED_RETRY_COURSE } });
    const { myCourse } = await gqlOk(
      h,
      `query ($id: ID!) { myCourse(courseId: $id) { hasExam examTriesUsed examTriesLeft lastExam { status attempt } } }`,
      { id: gid('Course', retryCourse.id) },
      student,
    );
    expect(myCourse).toEqual({
      hasExam: true,
      examTriesUsed: 1,
      examTriesLeft: 2,
      lastExam: { status: 'REGISTER', attempt: 2 },
    });
  });

  it('issues the passed course’s certificate at the exam’s verification', async () => {
    const student = await as('student@example.com');
    const passedCourse = await h.db.prisma.userCourse.findFirstOrThrow({
      where: { userId: student.userId, course: { title: EXAM_SEED_PASSED_COURSE } },
      include: { certificates: true, exams: true },
    });
    expect(passedCourse.exams).toHaveLength(1);
    const exam = passedCourse.exams[0]!;
    expect(passedCourse.certificates).toHaveLength(1);
    expect(passedCourse.certificates[0]).toMatchObject({ kind: 'GENERATED', issuedAt: exam.verifiedAt });
    // The theory was finished (the last subject completed) before the practice and the exam.
    expect(passedCourse.finishedAt!.getTime()).toBeLessThan(exam.createdAt.getTime());
  });

  it('gives the student a confirmed practice before the passed exam and a practice booked ahead, with access codes', async () => {
    const student = await as('student@example.com');
    const { myExercises } = await gqlOk(
      h,
      `{ myExercises(first: 20) { edges { node { status courseTitle accessCode canUnregister confirmedAt
        course { courseType } workSlot { kind startsAt place } } } } }`,
      {},
      student,
    );
    const exercises = myExercises.edges.map((e: { node: unknown }) => e.node) as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(exercises.map((e) => [e.courseTitle, e.status])).toEqual([
      [EXAM_SEED_PRACTICE_COURSE, 'UNFINISHED'],
      [EXAM_SEED_PASSED_COURSE, 'FINISHED'],
    ]);
    const [upcoming, confirmed] = exercises as [Record<string, any>, Record<string, any>]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(upcoming).toMatchObject({
      accessCode: EXAM_SEED_ACCESS_CODE,
      canUnregister: true,
      confirmedAt: null,
      course: { courseType: 'FULL' },
      workSlot: { kind: 'EXERCISE' },
    });
    expect(Date.parse(upcoming.workSlot.startsAt)).toBeGreaterThan(Date.now() + 2 * DAY);
    expect(confirmed).toMatchObject({
      accessCode: EXAM_SEED_CONFIRMED_ACCESS_CODE,
      canUnregister: false,
      course: { courseType: 'FULL' },
      workSlot: { kind: 'EXERCISE' },
    });
    expect(Date.parse(confirmed.confirmedAt)).toBeGreaterThan(Date.parse(confirmed.workSlot.startsAt));
    for (const exercise of exercises) expect(exercise.accessCode).toMatch(/^\d{6}$/);
  });

  it('shows each of the student’s courses the next step the rules give', async () => {
    const student = await as('student@example.com');
    const { myCourses } = await gqlOk(
      h,
      `{ myCourses(first: 20) { edges { node { course { title }
        examEligibility { allowed reason } exerciseEligibility { allowed reason } } } } }`,
      {},
      student,
    );
    type Row = { course: { title: string }; examEligibility: unknown; exerciseEligibility: unknown };
    const byTitle = Object.fromEntries(
      myCourses.edges.map(({ node }: { node: Row }) => [
        node.course.title,
        [node.examEligibility, node.exerciseEligibility],
      ]),
    );
    const no = (reason: string) => ({ allowed: false, reason });
    expect(byTitle).toEqual({
      // Part-way (a subject-2 quiz not passed): 'Pass all tests to register for an exam'.
      [EXAM_SEED_BLOCKED_COURSE]: [no('TESTS_NOT_PASSED'), no('COURSE_HAS_NO_PRACTICE')],
      [STUDENT_COURSE_NOT_STARTED]: [no('TESTS_NOT_PASSED'), no('THEORY_NOT_FINISHED')],
      [EXAM_SEED_PASSED_COURSE]: [no('EXAM_ALREADY_PASSED'), no('EXERCISE_ALREADY_CONFIRMED')],
      [EXAM_SEED_RETRY_COURSE]: [no('EXAM_ALREADY_BOOKED'), no('COURSE_HAS_NO_PRACTICE')],
      [EXAM_SEED_PRACTICE_COURSE]: [no('COURSE_HAS_NO_EXAM'), no('EXERCISE_ALREADY_BOOKED')],
      // Finished five years ago, its certificate about to expire (prisma/seed/certificates.ts).
      [EXPIRING_CERTIFICATE_COURSE]: [no('COURSE_HAS_NO_EXAM'), { allowed: true, reason: null }],
      // Given by a company's seat (prisma/seed/seats.ts), not started: its quizzes come first.
      'Szkolenie NSTS – scenariusze krajowe NSTS-01 do NSTS-08': [no('TESTS_NOT_PASSED'), no('THEORY_NOT_FINISHED')],
    });
  });

  it('makes every exam and exercise of the student when the rules allowed it', async () => {
    const student = await as('student@example.com');
    const userCourses = await h.db.prisma.userCourse.findMany({
      where: { userId: student.userId },
      include: {
        course: {
          include: { subjects: { include: { lessons: { include: { _count: { select: { questions: true } } } } } } },
        },
        quizResults: true,
        exams: { include: { workSlot: true }, orderBy: { createdAt: 'asc' } },
        exercises: { include: { workSlot: true }, orderBy: { createdAt: 'asc' } },
        certificates: true,
      },
    });
    let exams = 0;
    let exercises = 0;
    for (const uc of userCourses) {
      const title = uc.course.title;
      const quizLessons = uc.course.subjects.flatMap((s) => s.lessons).filter((l) => l._count.questions > 0);
      for (const exercise of uc.exercises) {
        exercises++;
        // FULL; theory finished before booking; booked before the date; confirmed after its start.
        expect(uc.course.courseType, title).toBe('FULL');
        expect(uc.finishedAt!.getTime(), title).toBeLessThan(exercise.createdAt.getTime());
        expect(exercise.createdAt.getTime()).toBeLessThan(exercise.workSlot.startsAt.getTime());
        expect(exercise.workSlot.kind).toBe('EXERCISE');
        if (exercise.confirmedAt) expect(exercise.confirmedAt >= exercise.workSlot.startsAt).toBe(true);
      }
      for (const [i, exam] of uc.exams.entries()) {
        exams++;
        const bookedAt = exam.createdAt.getTime();
        expect(uc.course.withoutExamFlg, title).toBe(false);
        expect(exam.attempt).toBe(i + 1);
        expect(bookedAt).toBeLessThan(exam.workSlot.startsAt.getTime());
        // Every quiz passed before booking.
        for (const lesson of quizLessons) {
          const result = uc.quizResults.find((r) => r.lessonId === lesson.id);
          expect(result?.passedAt?.getTime(), `${title}: ${lesson.title}`).toBeLessThan(bookedAt);
        }
        // FULL: the practice confirmed before booking.
        if (uc.course.courseType === 'FULL') {
          expect(uc.exercises.some((e) => e.confirmedAt && e.confirmedAt.getTime() < bookedAt)).toBe(true);
        }
        // The earlier tries were verified (not passed) before this one was booked.
        for (const earlier of uc.exams.slice(0, i)) {
          expect(earlier).toMatchObject({ status: 'VERIFIED', passed: false });
          expect(earlier.verifiedAt!.getTime()).toBeLessThan(bookedAt);
        }
        if (exam.status === 'VERIFIED') {
          expect(exam.unlockedAt!.getTime()).toBeGreaterThanOrEqual(exam.workSlot.startsAt.getTime() - 60 * 60_000);
          expect(exam.unlockedAt!.getTime()).toBeLessThan(exam.workSlot.endsAt.getTime());
          expect(exam.finishedAt!.getTime()).toBeLessThanOrEqual(exam.deadlineAt!.getTime());
          expect(exam.verifiedAt!.getTime()).toBeGreaterThan(exam.finishedAt!.getTime());
        }
      }
      // A generated certificate: at the passed exam's verification, or at finishing a course without an exam.
      const generated = uc.certificates.filter((c) => c.kind === 'GENERATED');
      const passedExam = uc.exams.find((e) => e.passed);
      if (uc.course.withoutExamFlg) {
        expect(
          generated.map((c) => c.issuedAt),
          title,
        ).toEqual(uc.finishedAt ? [uc.finishedAt] : []);
      } else {
        expect(
          generated.map((c) => c.issuedAt),
          title,
        ).toEqual(passedExam ? [passedExam.verifiedAt] : []);
      }
    }
    expect([exams, exercises]).toEqual([3, 2]);
  });

  it('places dates at Warsaw local hours across summer time', () => {
    // 2026-03-28 (CET, +1) → 2026-03-29 has the change to CEST (+2).
    const before = new Date('2026-03-28T12:00:00Z');
    expect(warsawAt(before, 0, 9).toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(warsawAt(before, 1, 9).toISOString()).toBe('2026-03-29T07:00:00.000Z');
    // Just after midnight in Warsaw is still the previous day in UTC.
    expect(warsawAt(new Date('2026-07-01T22:30:00Z'), 0, 10).toISOString()).toBe('2026-07-02T08:00:00.000Z');
  });

  it('is seeded once', async () => {
    const counts = [
      await h.db.prisma.workSlot.count(),
      await h.db.prisma.examQuestion.count(),
      await h.db.prisma.exam.count(),
    ];
    expect(await seedExams(h.db.prisma)).toBe(0);
    expect([
      await h.db.prisma.workSlot.count(),
      await h.db.prisma.examQuestion.count(),
      await h.db.prisma.exam.count(),
    ]).toEqual(counts);
  });
});
