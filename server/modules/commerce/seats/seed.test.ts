import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAT_EMPLOYEE, SEAT_INVITEE, seedSeats } from '../../../../prisma/seed/seats.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '../../../../prisma/seed/seed.ts';
import { Webhook } from 'standardwebhooks';
import {
  DEMO_COMPANY_CLIENT,
  DEMO_SCHOOL_CLIENT,
  DEMO_WEBHOOK_SECRET,
  DEMO_WEBHOOK_URL,
} from '../../../../prisma/seed/integrations.ts';
import { gqlOk, signInAs, startHarness, type Harness } from '../../../test/harness.ts';
import { bearerOf } from '../../../test/api-clients.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await seedIfEmpty(h.db.prisma, h.storage);
});
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

describe('demo API clients (prisma/seed/integrations.ts, README "For integrators")', () => {
  it('the company’s HR system gets a token with the documented secret and reads its seats; its webhook has a log', async () => {
    const bearer = await bearerOf(h, DEMO_COMPANY_CLIENT.clientId, DEMO_COMPANY_CLIENT.secret);
    const seats = await h.app.inject({ url: '/api/v1/user-resources', headers: bearer });
    expect(seats.statusCode).toBe(200);
    const school = await bearerOf(h, DEMO_SCHOOL_CLIENT.clientId, DEMO_SCHOOL_CLIENT.secret);
    expect((await h.app.inject({ url: '/api/v1/admin/shop/purchases', headers: school })).statusCode).toBe(200);

    const company = await signInAs(h, 'company@example.com');
    const data = await gqlOk(
      h,
      `{ apiClients(first: 5) { edges { node { name webhooks { url } deliveries(first: 10) { edges { node { status } } } } } } }`,
      {},
      company,
    );
    const [hr] = data.apiClients.edges.map((e: { node: unknown }) => e.node);
    expect(hr.webhooks).toEqual([{ url: DEMO_WEBHOOK_URL }]);
    const states = hr.deliveries.edges.map((e: { node: { status: string } }) => e.node.status);
    expect(states).toContain('DELIVERED');
    expect(states).toContain('FAILED');
    // The receiver's default secret verifies what the app signs with the demo subscription's.
    const signed = new Webhook(DEMO_WEBHOOK_SECRET).sign('msg_1', new Date(), '{}');
    expect(() =>
      new Webhook(DEMO_WEBHOOK_SECRET).verify('{}', {
        'webhook-id': 'msg_1',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': signed,
      }),
    ).not.toThrow();
  });
});
