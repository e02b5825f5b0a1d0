import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness, type SignedIn } from '../../../test/harness.ts';
import { takePlace } from './booking.ts';
import { registerForExercise } from './exercises.ts';

/**
 * Concurrent bookings of one slot: the conditional UPDATE never exceeds the capacity. Meaningful
 * on PostgreSQL, where the transactions run on separate connections (PGlite has one), so the
 * file runs only with TEST_DATABASE_URL.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent bookings (PostgreSQL)', () => {
  let h: Harness;
  let instructor: SignedIn;

  beforeAll(async () => {
    h = await startHarness();
    instructor = await signIn(h, 'INSTRUCTOR');
  });
  afterAll(() => h?.close());

  const slot = (kind: 'EXAM_60' | 'EXERCISE', capacity: number, hours: number) =>
    h.db.prisma.workSlot.create({
      data: {
        instructorId: instructor.userId,
        kind,
        startsAt: new Date(Date.now() + hours * 3_600_000),
        endsAt: new Date(Date.now() + (hours + 2) * 3_600_000),
        place: 'Field',
        capacity,
      },
    });

  it('200 concurrent takePlace transactions on a 10-place slot: exactly 10 succeed, the rest SLOT_FULL', async () => {
    const s = await slot('EXAM_60', 10, 72);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        h.db.prisma.$transaction((tx) => takePlace(tx, s.id), { maxWait: 120_000, timeout: 120_000 }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const reasons = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code?: string }).code] : []));
    expect(new Set(reasons)).toEqual(new Set(['SLOT_FULL']));
    expect((await h.db.prisma.workSlot.findUniqueOrThrow({ where: { id: s.id } })).bookedCount).toBe(10);
  }, 180_000);

  it('200 learners register for a 10-place exercise at once: 10 exercises, bookedCount 10', async () => {
    const course = await h.db.prisma.course.create({
      data: {
        courseType: 'FULL',
        title: 'Race',
        category: 'OPEN',
        visibility: 'PUBLIC',
        variants: { create: { variant: 'THEORETICAL_ONLINE', priceGross: 100 } },
      },
    });
    const s = await slot('EXERCISE', 10, 96);
    const learners = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const user = await h.db.prisma.user.create({
          data: { email: `race-${i}-${Date.now()}@example.com`, role: 'USER' },
        });
        await h.db.prisma.userCourse.create({
          data: { userId: user.id, courseId: course.id, finishedAt: new Date() },
        });
        return { id: user.id, role: 'USER' as const };
      }),
    );
    const results = await Promise.allSettled(
      learners.map((viewer) => registerForExercise(h.db.prisma, viewer, { courseId: course.id, workSlotId: s.id })),
    );
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code?: string }).code] : []));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(new Set(failures)).toEqual(new Set(['SLOT_FULL']));
    expect((await h.db.prisma.workSlot.findUniqueOrThrow({ where: { id: s.id } })).bookedCount).toBe(10);
    expect(await h.db.prisma.exercise.count({ where: { workSlotId: s.id } })).toBe(10);
  }, 180_000);
});
