import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness, type SignedIn } from '../../../test/harness.ts';
import { answerExamItem, finishExam, moveExam, registerForExam, unlockExam } from './exams.ts';
import {
  bookExam,
  correctChoices,
  createCandidate,
  createExamCourse,
  createSlot,
  type Candidate,
} from '../../../test/fixtures.ts';

/**
 * Concurrent exam registrations. Meaningful on PostgreSQL, where the calls run on separate
 * connections (on PGlite they would queue on its one connection), so the file runs only with
 * TEST_DATABASE_URL.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent exam registrations (PostgreSQL)', () => {
  let h: Harness;
  let instructor: SignedIn;

  beforeAll(async () => {
    h = await startHarness();
    instructor = await signIn(h, 'INSTRUCTOR');
  });
  afterAll(() => h?.close());

  const viewer = (c: Candidate) => ({ id: c.userId, role: 'USER' as const });

  it('200 eligible candidates at once on a 10-place slot: exactly 10 exams, the rest SLOT_FULL', async () => {
    const course = await createExamCourse(h.db.prisma);
    const slot = await createSlot(h.db.prisma, instructor.userId, { capacity: 10 });
    const candidates: Candidate[] = [];
    for (let i = 0; i < 200; i++) candidates.push(await createCandidate(h, course));
    const results = await Promise.allSettled(
      candidates.map((c) =>
        registerForExam(h.db.prisma, viewer(c), { courseId: course.courseId, workSlotId: slot.id }),
      ),
    );
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(fulfilled).toHaveLength(10);
    expect(new Set(rejected.map((r) => (r.reason as { code?: string }).code))).toEqual(new Set(['SLOT_FULL']));
    expect(await h.db.prisma.exam.count({ where: { workSlotId: slot.id } })).toBe(10);
    expect((await h.db.prisma.workSlot.findUniqueOrThrow({ where: { id: slot.id } })).bookedCount).toBe(10);
  }, 120_000);

  it('one candidate registering 10 times at once (two slots): one exam, the rest EXAM_ALREADY_BOOKED', async () => {
    const course = await createExamCourse(h.db.prisma);
    const a = await createSlot(h.db.prisma, instructor.userId);
    const b = await createSlot(h.db.prisma, instructor.userId);
    const candidate = await createCandidate(h, course);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        registerForExam(h.db.prisma, viewer(candidate), {
          courseId: course.courseId,
          workSlotId: i % 2 ? a.id : b.id,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(r.reason).toMatchObject({ rule: 'EXAM_ALREADY_BOOKED' });
    }
    expect(await h.db.prisma.exam.count({ where: { userCourseId: candidate.userCourseId } })).toBe(1);
    const slots = await h.db.prisma.workSlot.findMany({ where: { id: { in: [a.id, b.id] } } });
    expect(slots.reduce((sum, s) => sum + s.bookedCount, 0)).toBe(1);
  }, 60_000);

  it('20 candidates swapping dates both ways at once: every move done, no deadlock, places add up', async () => {
    const course = await createExamCourse(h.db.prisma);
    const a = await createSlot(h.db.prisma, instructor.userId, { capacity: 20 });
    const b = await createSlot(h.db.prisma, instructor.userId, { capacity: 20 });
    const moves: { candidate: Candidate; examId: string; to: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const candidate = await createCandidate(h, course);
      const from = i % 2 ? a.id : b.id;
      const exam = await registerForExam(h.db.prisma, viewer(candidate), {
        courseId: course.courseId,
        workSlotId: from,
      });
      moves.push({ candidate, examId: exam.id, to: i % 2 ? b.id : a.id });
    }
    const results = await Promise.allSettled(
      moves.map((m) => moveExam(h.db.prisma, viewer(m.candidate), m.examId, { workSlotId: m.to })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const slots = await h.db.prisma.workSlot.findMany({ where: { id: { in: [a.id, b.id] } } });
    expect(slots.map((s) => s.bookedCount)).toEqual([10, 10]);
    expect(await h.db.prisma.exam.count({ where: { workSlotId: a.id } })).toBe(10);
  }, 60_000);
  it('answers saved while the exam is finished: none lands after the finish, the rest refused', async () => {
    const course = await createExamCourse(h.db.prisma, { bankSize: 20, questionCount: 20 });
    const slot = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 5 });
    const candidate = await createCandidate(h, course);
    const booked = await bookExam(h.db.prisma, candidate, course, slot.id);
    const examiner = { id: instructor.userId, role: 'INSTRUCTOR' as const };
    await unlockExam(h.db.prisma, examiner, booked.id, { identityConfirmed: true });
    const choices = await correctChoices(h.db.prisma, booked.id);
    // Every answer is stamped before the finish's time, so a stored answeredAt after finishedAt
    // can only come from an answer written after the finish; the snapshot taken when the finish
    // returns catches the same thing by commit order (items must not change after it).
    const answeredAt = new Date();
    const finishAt = new Date(answeredAt.getTime() + 1);
    // Each answer is settled as it is made: a refusal that comes while the loop still yields is
    // handled at once, not reported as an unhandled rejection before allSettled looks at it.
    const answers: Promise<PromiseSettledResult<unknown>>[] = [];
    const settle = (promise: Promise<unknown>) =>
      promise.then(
        (value): PromiseSettledResult<unknown> => ({ status: 'fulfilled', value }),
        (reason: unknown): PromiseSettledResult<unknown> => ({ status: 'rejected', reason }),
      );
    let finished: Promise<{ finishedAt: Date | null; items: { id: string; chosenAnswerIds: string[] }[] }> | null =
      null;
    for (let k = 0; k < 400; k++) {
      const choice = choices[k % choices.length]!;
      const ids = k % 2 ? choice.correct : choice.wrong.slice(0, 1);
      answers.push(
        settle(
          answerExamItem(h.db.prisma, viewer(candidate), booked.id, choice.itemId, { answerIds: ids }, answeredAt),
        ),
      );
      if (k === 150) {
        finished = finishExam(h.db.prisma, viewer(candidate), booked.id, finishAt).then(async (exam) => ({
          finishedAt: exam.finishedAt,
          items: await h.db.prisma.examItem.findMany({
            where: { examId: booked.id },
            select: { id: true, chosenAnswerIds: true },
            orderBy: { id: 'asc' },
          }),
        }));
      }
      if (k % 5 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    const results = await Promise.all(answers);
    const atFinish = await finished!;
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(['BOOKING_STATUS_CONFLICT', 'TIME_EXPIRED']).toContain((r.reason as { code?: string }).code);
    }
    const exam = await h.db.prisma.exam.findUniqueOrThrow({ where: { id: booked.id } });
    expect(exam.status).toBe('FINISHED');
    expect(exam.finishedAt).toEqual(atFinish.finishedAt);
    const items = await h.db.prisma.examItem.findMany({
      where: { examId: booked.id },
      select: { id: true, chosenAnswerIds: true, answeredAt: true },
      orderBy: { id: 'asc' },
    });
    for (const item of items) if (item.answeredAt) expect(item.answeredAt <= exam.finishedAt!).toBe(true);
    expect(items.map(({ id, chosenAnswerIds }) => ({ id, chosenAnswerIds }))).toEqual(atFinish.items);
  }, 60_000);
});
