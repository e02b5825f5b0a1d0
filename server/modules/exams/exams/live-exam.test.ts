import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAM_SEED_RETRY_COURSE } from '../../../../prisma/seed/exams.ts';
import { seedIfEmpty } from '../../../../prisma/seed/seed.ts';
import { EXAM_UNLOCK_OPENS_MINUTES_BEFORE } from '../../../contract/policies.ts';
import { gid, gqlOk, graphql, localOf, rest, signInAs, startHarness, type Harness } from '../../../test/harness.ts';

// README "Run a live exam in ten minutes", step by step on the demo data, through the calls the
// screens make: the instructor adds an exam slot starting soon, the student moves their booked
// second try onto it, the instructor unlocks it at once, the student answers and finishes, the
// instructor verifies, and the certificate is issued. On the way, the refusals of the unlock
// window and of overlapping slots say from when the change is possible.

let h: Harness;
const MINUTE = 60_000;

beforeAll(async () => {
  h = await startHarness();
  await seedIfEmpty(h.db.prisma, h.storage);
});
afterAll(() => h.close());

const warsawDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(at);

describe('a live exam on the demo data (README)', () => {
  it('runs from a new slot to the certificate within minutes, and the refusals say when', async () => {
    const instructor = await signInAs(h, 'instructor@example.com');
    const student = await signInAs(h, 'student@example.com');

    // The student's booked second try, days ahead: unlocking it is refused until its window opens.
    const { myExams } = await gqlOk(
      h,
      `{ myExams(first: 20) { edges { node { id status courseTitle workSlot { id startsAt } } } } }`,
      {},
      student,
    );
    const booked = myExams.edges
      .map((e: { node: { id: string; status: string; courseTitle: string } }) => e.node)
      .find((e: { status: string; courseTitle: string }) => e.status === 'REGISTER')!;
    expect(booked.courseTitle).toBe(EXAM_SEED_RETRY_COURSE);
    const tooEarly = await graphql(
      h,
      `
        mutation ($input: UnlockExamInput!) {
          unlockExam(input: $input) {
            id
          }
        }
      `,
      { input: { examId: booked.id, identityConfirmed: true } },
      instructor.headers,
    );
    const opensAt = new Date(Date.parse(booked.workSlot.startsAt) - EXAM_UNLOCK_OPENS_MINUTES_BEFORE * MINUTE);
    expect(tooEarly.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BUSINESS_RULE',
      rule: 'UNLOCK_NOT_OPEN',
      availableFrom: opensAt.toISOString(),
    });
    expect(tooEarly.body.errors?.[0]?.message).toMatch(/\(possible from \d{4}-\d\d-\d\d \d\d:\d\d Warsaw time\)$/);

    // A new slot over one of the instructor's seeded dates is refused, with the first free start after it.
    const seeded = await h.db.prisma.workSlot.findFirstOrThrow({
      where: { instructor: { email: 'instructor@example.com' }, startsAt: { gt: new Date() } },
      orderBy: { startsAt: 'asc' },
    });
    const overlap = await rest(h, 'POST', 'instructor/work-slot', instructor, {
      kind: 'EXAM_60',
      startsAt: new Date(seeded.startsAt.getTime() + 30 * MINUTE).toISOString(),
      onlineLink: 'https://meet.example.com/exam',
      capacity: 1,
    });
    expect(overlap.statusCode).toBe(422);
    const next = await h.db.prisma.workSlot.findFirst({
      where: { instructorId: seeded.instructorId, startsAt: seeded.endsAt },
    });
    expect(next).toBeNull(); // nothing back to back with it: free from its end
    expect(overlap.json()).toMatchObject({ rule: 'SLOT_OVERLAPS', availableFrom: seeded.endsAt.toISOString() });

    // 1. The instructor adds an exam slot starting within the hour (its unlock window is open at once).
    const startsAt = new Date(Math.ceil((Date.now() + 50 * MINUTE) / MINUTE) * MINUTE);
    const { createWorkSlot: slot } = await gqlOk(
      h,
      `mutation ($input: CreateWorkSlotInput!) { createWorkSlot(input: $input) { id startsAt } }`,
      {
        input: {
          kind: 'EXAM_60',
          startsAt: startsAt.toISOString(),
          onlineLink: 'https://meet.example.com/exam',
          capacity: 2,
        },
      },
      instructor,
    );

    // 2. The student finds it among the course's dates and moves the booked try onto it.
    const course = await h.db.prisma.course.findFirstOrThrow({ where: { title: EXAM_SEED_RETRY_COURSE } });
    const { examAvailability } = await gqlOk(
      h,
      `query ($courseId: ID!, $day: Date!) { examAvailability(courseId: $courseId, dateFrom: $day, dateTo: $day) { id } }`,
      { courseId: gid('Course', course.id), day: warsawDay(startsAt) },
      student,
    );
    expect(examAvailability.map((s: { id: string }) => s.id)).toContain(slot.id);
    const { moveExam } = await gqlOk(
      h,
      `mutation ($input: MoveExamInput!) { moveExam(input: $input) { id status workSlot { id } } }`,
      { input: { examId: booked.id, workSlotId: slot.id } },
      student,
    );
    expect(moveExam).toMatchObject({ status: 'REGISTER', workSlot: { id: slot.id } });

    // 3. The instructor unlocks it at once (the window opens an hour before the start).
    const { unlockExam } = await gqlOk(
      h,
      `mutation ($input: UnlockExamInput!) { unlockExam(input: $input) { status itemCount } }`,
      { input: { examId: booked.id, identityConfirmed: true } },
      instructor,
    );
    expect(unlockExam.status).toBe('UNLOCKED');

    // 4. The student answers every timed question (here: rightly) and finishes.
    const { exam } = await gqlOk(h, `query ($id: ID!) { exam(id: $id) { items { id } } }`, { id: booked.id }, student);
    expect(exam.items).toHaveLength(unlockExam.itemCount);
    for (const item of exam.items as { id: string }[]) {
      const stored = await h.db.prisma.examItem.findUniqueOrThrow({ where: { id: localOf(item.id) } });
      const correct = (stored.answers as { id: string; correct: boolean }[]).filter((a) => a.correct).map((a) => a.id);
      await gqlOk(
        h,
        `mutation ($input: AnswerExamQuestionInput!) { answerExamQuestion(input: $input) { answered } }`,
        { input: { examId: booked.id, itemId: item.id, answerIds: correct } },
        student,
      );
    }
    const { finishExam } = await gqlOk(
      h,
      `mutation ($id: ID!) { finishExam(id: $id) { status } }`,
      { id: booked.id },
      student,
    );
    expect(finishExam.status).toBe('FINISHED');

    // 5. The instructor verifies independent work: passed.
    const { verifyExam } = await gqlOk(
      h,
      `mutation ($input: VerifyExamInput!) { verifyExam(input: $input) { status passed scorePercent } }`,
      { input: { examId: booked.id, independent: true } },
      instructor,
    );
    expect(verifyExam).toEqual({ status: 'VERIFIED', passed: true, scorePercent: 100 });

    // 6. The certificate is the student's.
    const { myCertificates } = await gqlOk(h, `{ myCertificates { kind title status number } }`, {}, student);
    expect(myCertificates).toContainEqual(
      expect.objectContaining({ kind: 'GENERATED', title: EXAM_SEED_RETRY_COURSE, status: 'VALID' }),
    );
  });
});
