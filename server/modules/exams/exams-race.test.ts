import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness, type SignedIn } from '../../test/harness.ts';
import { moveExam, registerForExam } from './exams.ts';
import { createCandidate, createExamCourse, createSlot, type Candidate } from './exams-test-fixtures.ts';

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
});
