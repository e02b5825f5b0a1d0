import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../test/harness.ts';
import { assignSeat, assignSeatsBulk } from './service.ts';
import { createCompany, createSeatCourse, createSeats, createStudent } from '../../../test/fixtures.ts';

/**
 * Concurrent seat assignments. Meaningful on PostgreSQL, where the calls run on separate
 * connections (on PGlite they would queue on its one connection), so the file runs only with
 * TEST_DATABASE_URL.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent seat assignments (PostgreSQL)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  const mail = () => ({ publicUrl: h.config.publicUrl });

  it('two assignments of one seat at once: one wins, the other is SEAT_ALREADY_ASSIGNED', async () => {
    for (let round = 0; round < 5; round++) {
      const course = await createSeatCourse(h.db.prisma);
      const company = await createCompany(h);
      const [seat] = await createSeats(h.db.prisma, company.userId, course, 1);
      const a = await createStudent(h);
      const viewer = { id: company.userId, role: 'B2B' as const };
      const results = await Promise.allSettled([
        assignSeat(h.db.prisma, viewer, { seatId: seat, email: a.email }, mail()),
        assignSeat(h.db.prisma, viewer, { seatId: seat, email: `invitee-${round}@example.org` }, mail()),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
      expect((rejected.reason as { rule?: string }).rule).toBe('SEAT_ALREADY_ASSIGNED');
      const row = await h.db.prisma.userResource.findUniqueOrThrow({ where: { id: seat! } });
      const courses = await h.db.prisma.userCourse.count({ where: { userId: a.userId } });
      const mails = await h.db.prisma.mailMessage.count({ where: { to: `invitee-${round}@example.org` } });
      // Exactly one effect: the student's course, or the invitation and its mail.
      if (row.userCourseId) expect([courses, mails]).toEqual([1, 0]);
      else expect([row.assignedEmail, courses, mails]).toEqual([`invitee-${round}@example.org`, 0, 1]);
    }
  }, 120_000);

  it('two bulk runs at once share the free seats out: every seat once, the rest NO_FREE_SEATS', async () => {
    const course = await createSeatCourse(h.db.prisma);
    const company = await createCompany(h);
    await createSeats(h.db.prisma, company.userId, course, 10);
    const viewer = { id: company.userId, role: 'B2B' as const };
    const run = (prefix: string) =>
      assignSeatsBulk(
        h.db.prisma,
        viewer,
        {
          courseVariantId: course.variantIds[0],
          emails: Array.from({ length: 8 }, (_, i) => `${prefix}${i}@example.org`),
        },
        mail(),
      );
    const [a, b] = await Promise.all([run('a'), run('b')]);
    const all = [...a, ...b];
    const given = all.filter((r) => r.outcome === 'INVITED');
    expect(given).toHaveLength(10);
    expect(new Set(given.map((r) => r.seatId)).size).toBe(10);
    expect(all.filter((r) => r.outcome === 'FAILED').every((r) => r.code === 'NO_FREE_SEATS')).toBe(true);
    expect(await h.db.prisma.userResource.count({ where: { ownerId: company.userId, assignedEmail: null } })).toBe(0);
  }, 120_000);
});
