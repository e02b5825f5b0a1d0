import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, signIn, startWith, type Harness, type SignedIn } from '../../../test/harness.ts';
import { createCompany, createSeatCourse, createSeats, createStudent } from '../../../test/fixtures.ts';

/** Company seats through REST (spec 7 user-resources): the same rules as GraphQL, raw UUIDs. */

let h: Harness;
let admin: SignedIn;
beforeAll(async () => {
  ({ h, admin } = await startWith({ admin: 'ADMIN' }));
});
afterAll(() => h.close());

async function setup(count = 3) {
  const course = await createSeatCourse(h.db.prisma);
  const company = await createCompany(h);
  const seats = await createSeats(h.db.prisma, company.userId, course, count);
  return { course, company, seats };
}

describe('user-resources', () => {
  it('lists the company’s own seats in pages, filtered by status', async () => {
    const { company, seats } = await setup(3);
    await setup(2); // another company's
    const page = await rest(h, 'GET', 'user-resources?size=2', company);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ page: 0, size: 2, total: 3 });
    expect(page.json().items.map((s: { userResourceId: string }) => s.userResourceId)).toEqual(seats.slice(0, 2));
    expect(page.json().items[0]).toMatchObject({ status: 'FREE', canUnassign: false, variant: 'THEORETICAL_ONLINE' });
    expect(page.json().items[0].company).toMatchObject({ id: company.userId, email: company.email });
    const free = await rest(h, 'GET', 'user-resources?status=FREE&page=1&size=2', company);
    expect(free.json()).toMatchObject({ total: 3, page: 1 });
    expect(free.json().items).toHaveLength(1);
    expect((await rest(h, 'GET', 'user-resources?status=NOPE', company)).statusCode).toBe(400);
    const groups = await rest(h, 'GET', 'user-resources/groups', company);
    expect(groups.json()).toEqual([expect.objectContaining({ total: 3, free: 3, used: 0, invited: 0 })]);
  });

  it('assigns by e-mail with the spec 8 errors and statuses', async () => {
    const { course, company, seats } = await setup(3);
    const student = await createStudent(h);
    const ok = await rest(h, 'POST', 'user-resources', company, { userResourceId: seats[0], email: student.email });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ userResourceId: seats[0], status: 'ASSIGNED', assignedEmail: student.email });
    expect(ok.json().accessUntil).not.toBeNull();

    const invited = await rest(h, 'POST', 'user-resources', company, {
      userResourceId: seats[1],
      email: 'rest.new@example.org',
    });
    expect(invited.json()).toMatchObject({ status: 'INVITED', canUnassign: true });

    const badEmail = await rest(h, 'POST', 'user-resources', company, { userResourceId: seats[2], email: 'nope' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ code: 'BAD_EMAIL', message: 'Invalid email address' });

    const owner = await createStudent(h);
    await h.db.prisma.userCourse.create({ data: { userId: owner.userId, courseId: course.courseId } });
    const dup = await rest(h, 'POST', 'user-resources', company, { userResourceId: seats[2], email: owner.email });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ code: 'DUPLICATE_COURSE', message: 'User already owns this course' });

    const firm = await createCompany(h);
    const role = await rest(h, 'POST', 'user-resources', company, { userResourceId: seats[2], email: firm.email });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({ code: 'BAD_ROLE', message: 'Cannot give course access to business user' });

    const taken = await rest(h, 'POST', 'user-resources', company, {
      userResourceId: seats[0],
      email: 'x@example.org',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ code: 'BUSINESS_RULE', rule: 'SEAT_ALREADY_ASSIGNED' });

    const missing = await rest(h, 'POST', 'user-resources', company, { email: 'x@example.org' });
    expect(missing.statusCode).toBe(404);
  });

  it('unassigns by the rules', async () => {
    const { company, seats } = await setup(2);
    await rest(h, 'POST', 'user-resources', company, { userResourceId: seats[0], email: 'gone@example.org' });
    const back = await rest(h, 'POST', 'user-resources/unassign', company, { userResourceId: seats[0] });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'FREE', assignedEmail: null });
    const free = await rest(h, 'POST', 'user-resources/unassign', company, { userResourceId: seats[1] });
    expect(free.statusCode).toBe(422);
    expect(free.json()).toMatchObject({ rule: 'SEAT_NOT_ASSIGNED' });
    const student = await createStudent(h);
    await rest(h, 'POST', 'user-resources', company, { userResourceId: seats[1], email: student.email });
    await h.db.prisma.userCourse.updateMany({ where: { userId: student.userId }, data: { finishedAt: new Date() } });
    const inUse = await rest(h, 'POST', 'user-resources/unassign', company, { userResourceId: seats[1] });
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json()).toMatchObject({ rule: 'SEAT_IN_USE' });
  });

  it('bulk-assigns with one result per row', async () => {
    const { course, company } = await setup(2);
    const res = await rest(h, 'POST', 'user-resources/bulk', company, {
      courseVariantId: course.variantIds[0],
      emails: ['one@example.org', 'broken', 'two@example.org', 'three@example.org'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { outcome: string; code: string | null }) => [r.outcome, r.code])).toEqual([
      ['INVITED', null],
      ['FAILED', 'BAD_EMAIL'],
      ['INVITED', null],
      ['FAILED', 'NO_FREE_SEATS'],
    ]);
    const tooMany = await rest(h, 'POST', 'user-resources/bulk', company, {
      courseVariantId: course.variantIds[0],
      emails: Array.from({ length: 501 }, (_, i) => `p${i}@example.org`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details).toEqual([{ field: 'emails', code: 'max_length', max: 500 }]);
  });

  it('authorization: own seats only (another company’s is 404), students 403, visitors 401, admins any', async () => {
    const { company, seats } = await setup(1);
    const other = await createCompany(h);
    const foreign = await rest(h, 'POST', 'user-resources', other, {
      userResourceId: seats[0],
      email: 'a@example.org',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await rest(h, 'POST', 'user-resources/unassign', other, { userResourceId: seats[0] })).statusCode).toBe(
      404,
    );
    expect((await rest(h, 'GET', 'user-resources', other)).json().total).toBe(0);
    expect((await rest(h, 'GET', 'admin/user-resources', other)).statusCode).toBe(403);
    for (const role of ['USER', 'INSTRUCTOR'] as const) {
      const s = await signIn(h, role);
      expect((await rest(h, 'GET', 'user-resources', s)).statusCode).toBe(403);
      expect(
        (await rest(h, 'POST', 'user-resources', s, { userResourceId: seats[0], email: 'a@example.org' })).statusCode,
      ).toBe(403);
      expect((await rest(h, 'POST', 'user-resources/unassign', s, { userResourceId: seats[0] })).statusCode).toBe(403);
      expect(
        (await rest(h, 'POST', 'user-resources/bulk', s, { courseVariantId: seats[0], emails: [] })).statusCode,
      ).toBe(403);
    }
    expect((await rest(h, 'GET', 'user-resources', null)).statusCode).toBe(401);
    expect(
      (await rest(h, 'POST', 'user-resources', null, { userResourceId: seats[0], email: 'a@example.org' })).statusCode,
    ).toBe(401);

    const byAdmin = await rest(h, 'POST', 'user-resources', admin, {
      userResourceId: seats[0],
      email: 'admin.rest@example.org',
    });
    expect(byAdmin.json()).toMatchObject({ status: 'INVITED' });
    const list = await rest(h, 'GET', `admin/user-resources?companyId=${company.userId}&status=INVITED`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((s: { userResourceId: string }) => s.userResourceId)).toEqual(seats);
    const search = await rest(h, 'GET', `admin/user-resources?search=${encodeURIComponent(company.email)}`, admin);
    expect(search.json().total).toBe(1);
    expect((await rest(h, 'POST', 'user-resources/unassign', admin, { userResourceId: seats[0] })).json().status).toBe(
      'FREE',
    );
    expect((await rest(h, 'GET', 'user-resources', admin)).statusCode).toBe(403);
  });
});
