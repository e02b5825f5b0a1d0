import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INACTIVE_DEMO_EMAIL, LEAVING_DEMO_EMAIL } from '../../../../prisma/seed/users.ts';
import { DEMO_PASSWORD, seedIfEmpty } from '../../../../prisma/seed/seed.ts';
import { authenticate } from '../../../auth/idp/accounts.ts';
import { gid, gqlOk, signInAs, startHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await seedIfEmpty(h.db.prisma, h.storage);
});
afterAll(() => h.close());

const LIST = `query ($filter: AdminUserFilter) {
  adminUsers(first: 50, filter: $filter) { totalCount edges { node { email accountStatus } } }
}`;

describe('admin users demo data', () => {
  it('has an inactive account (refused at sign-in) and one with a deletion request', async () => {
    const admin = await signInAs(h, 'admin@example.com');
    const inactive = await gqlOk(h, LIST, { filter: { status: 'INACTIVE' } }, admin);
    expect(inactive.adminUsers.edges.map((e: { node: { email: string } }) => e.node.email)).toEqual([
      INACTIVE_DEMO_EMAIL,
    ]);
    expect(await authenticate(h.db.prisma, INACTIVE_DEMO_EMAIL, DEMO_PASSWORD)).toEqual({
      ok: false,
      reason: 'inactive',
    });
    const leaving = await gqlOk(h, LIST, { filter: { deletionRequested: true } }, admin);
    expect(leaving.adminUsers.edges.map((e: { node: { email: string } }) => e.node.email)).toEqual([
      LEAVING_DEMO_EMAIL,
    ]);
  });

  it('shows the student’s courses, certificates and purchases on the admin’s user page', async () => {
    const admin = await signInAs(h, 'admin@example.com');
    const student = await h.db.prisma.user.findUniqueOrThrow({ where: { email: 'student@example.com' } });
    const data = await gqlOk(
      h,
      `query ($id: ID!) { adminUser(id: $id) {
        accountStatus userCourses(first: 25) { totalCount edges { node { seatCompanyName } } }
        purchases(first: 25) { totalCount } certificates { id }
      } }`,
      { id: gid('User', student.id) },
      admin,
    );
    const user = data.adminUser;
    expect(user.accountStatus).toBe('ACTIVE');
    expect(user.userCourses.totalCount).toBeGreaterThanOrEqual(5);
    // The NSTS seat the company assigned to the student.
    expect(
      user.userCourses.edges.map((e: { node: { seatCompanyName: string | null } }) => e.node.seatCompanyName),
    ).toContain('AeroSkan Sp. z o.o.');
    expect(user.purchases.totalCount).toBeGreaterThan(0);
    expect(user.certificates.length).toBeGreaterThan(0);
  });
});
