import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXAM_SEED_ACCESS_CODE,
  EXAM_SEED_FINISHED_COURSE,
  EXAM_SEED_RETRY_COURSE,
  examBankOf,
  seedExams,
  warsawAt,
} from '../../../prisma/seed/exams.ts';
import { seedIfEmpty } from '../../../prisma/seed/seed.ts';
import { gid, gqlOk, signInAs, startHarness, type Harness } from '../../test/harness.ts';

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
}, 120_000);
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

    // Two past exam dates, each with the student's verified exam; nothing to delete there.
    expect(past).toHaveLength(2);
    for (const slot of past) {
      expect(slot.exams).toEqual([{ status: 'VERIFIED', candidateEmail: 'student@example.com' }]);
      expect(slot).toMatchObject({ bookedCount: 1, isNew: false, canDelete: false });
    }

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
      [EXAM_SEED_FINISHED_COURSE, 'VERIFIED', 1],
    ]);
    const [booked, failed, passed] = exams as [Record<string, any>, Record<string, any>, Record<string, any>]; // eslint-disable-line @typescript-eslint/no-explicit-any

    expect(passed).toMatchObject({
      durationMinutes: 60,
      passThreshold: 75,
      independent: true,
      passed: true,
      correctCount: 13,
      questionCount: 14,
      scorePercent: 92,
      itemCount: 14,
      answeredCount: 14,
      canCancel: false,
    });
    expect(passed.items).toHaveLength(14);
    expect(passed.items.every((i: { answered: boolean; chosenAnswerIds: string[] }) => i.answered)).toBe(true);
    for (const item of passed.items as { answers: { id: string }[]; chosenAnswerIds: string[] }[]) {
      const ids = new Set(item.answers.map((a) => a.id));
      expect(item.chosenAnswerIds.every((id) => ids.has(id))).toBe(true);
    }
    // Verified when the course was finished: the day of its certificate.
    const finishedCourse = await h.db.prisma.userCourse.findFirstOrThrow({
      where: { userId: student.userId, course: { title: EXAM_SEED_FINISHED_COURSE } },
    });
    expect(new Date(passed.verifiedAt).getTime()).toBe(finishedCourse.finishedAt!.getTime());

    expect(failed).toMatchObject({
      independent: true,
      passed: false,
      correctCount: 9,
      questionCount: 18,
      scorePercent: 50,
      itemCount: 18,
      canCancel: false,
    });
    expect(Date.parse(failed.workSlot.startsAt)).toBeLessThan(Date.now());
    // In Polish: the course's own bank.
    expect(failed.items[0].text).toBe(examBankOf({ language: 'PL', category: 'OPEN' })[0]!.q);

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

  it('gives the student a practice date booked for their FULL course, with its access code', async () => {
    const student = await as('student@example.com');
    const { myExercises } = await gqlOk(
      h,
      `{ myExercises(first: 20) { edges { node { status courseTitle accessCode canUnregister confirmedAt
        course { courseType } workSlot { kind startsAt place } } } } }`,
      {},
      student,
    );
    expect(myExercises.edges).toHaveLength(1);
    const exercise = myExercises.edges[0].node;
    expect(exercise).toMatchObject({
      status: 'UNFINISHED',
      courseTitle: EXAM_SEED_FINISHED_COURSE,
      accessCode: EXAM_SEED_ACCESS_CODE,
      canUnregister: true,
      confirmedAt: null,
      course: { courseType: 'FULL' },
      workSlot: { kind: 'EXERCISE' },
    });
    expect(exercise.accessCode).toMatch(/^\d{6}$/);
    expect(Date.parse(exercise.workSlot.startsAt)).toBeGreaterThan(Date.now() + 2 * DAY);
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
