import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAT_EMPLOYEE, SEAT_INVITEE, seedSeats } from '../../../prisma/seed/seats.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '../../../prisma/seed/seed.ts';
import { gqlOk, signInAs, startHarness, type Harness } from '../../test/harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await seedIfEmpty(h.db.prisma, h.storage);
}, 120_000);
afterAll(() => h.close());

const SEATS = `{
  mySeats { totalCount edges { node { status assignedEmail holderName canUnassign variant course { title } } } }
  mySeatGroups { course { title } total used free invited }
}`;

describe('demo seats', () => {
  it('the company has seats in two course variants: free, invited, assigned to the student, started', async () => {
    const company = await signInAs(h, 'company@example.com');
    const data = await gqlOk(h, SEATS, {}, company);
    const seats = data.mySeats.edges.map((e: { node: unknown }) => e.node);
    expect(data.mySeats.totalCount).toBe(5);
    expect(new Set(seats.map((s: { course: { title: string } }) => s.course.title)).size).toBe(2);
    const byStatus = (status: string) => seats.filter((s: { status: string }) => s.status === status);
    expect(byStatus('FREE')).toHaveLength(2);
    expect(byStatus('INVITED')).toEqual([expect.objectContaining({ assignedEmail: SEAT_INVITEE, canUnassign: true })]);
    expect(byStatus('ASSIGNED')).toEqual([
      expect.objectContaining({
        assignedEmail: 'student@example.com',
        holderName: 'Piotr Kowalski',
        canUnassign: true,
      }),
    ]);
    expect(byStatus('STARTED')).toEqual([
      expect.objectContaining({ assignedEmail: SEAT_EMPLOYEE, holderName: 'Jan Nowak', canUnassign: false }),
    ]);
    expect(
      data.mySeatGroups.map((g: { total: number; used: number; free: number; invited: number }) => [
        g.total,
        g.used,
        g.free,
        g.invited,
      ]),
    ).toEqual([
      [3, 1, 1, 1],
      [2, 1, 1, 0],
    ]);
    // The demo history is not mailed.
    expect(await h.db.prisma.mailMessage.count()).toBe(0);
  });

  it('the employee can sign in with the demo password and studies the course', async () => {
    const employee = await h.db.prisma.user.findUniqueOrThrow({ where: { email: SEAT_EMPLOYEE } });
    expect(employee.passwordHash).toBeTruthy();
    expect(DEMO_PASSWORD).toBe('Academy123!');
    const courses = await h.db.prisma.userCourse.findMany({ where: { userId: employee.id } });
    expect(courses).toEqual([expect.objectContaining({ completedSubjects: 1 })]);
  });

  it('are seeded once', async () => {
    const before = await h.db.prisma.userResource.findMany({ orderBy: { id: 'asc' } });
    await seedSeats(h.db.prisma, DEMO_PASSWORD);
    expect(await h.db.prisma.userResource.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });
});
