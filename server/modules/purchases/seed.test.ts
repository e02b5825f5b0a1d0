import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPurchases, SEEDED_STATUSES } from '../../../prisma/seed/purchases.ts';
import { seedIfEmpty } from '../../../prisma/seed/seed.ts';
import { gqlOk, signInAs, startHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
const as = (email: string) => signInAs(h, email);

// How long seeding takes is measured by `npm run bench`, not asserted here.
beforeAll(async () => {
  h = await startHarness();
  await seedIfEmpty(h.db.prisma, h.storage);
}, 120_000);
afterAll(() => h.close());

describe('demo purchases', () => {
  it('cover every status, for the student, the company and a guest, with events', async () => {
    const purchases = await h.db.prisma.purchase.findMany({ include: { events: true, buyer: true, invoice: true } });
    expect(new Set(purchases.map((p) => p.status))).toEqual(new Set(SEEDED_STATUSES));
    const buyers = new Set(purchases.map((p) => p.buyer?.email ?? 'guest'));
    expect(buyers).toEqual(new Set(['student@example.com', 'company@example.com', 'guest']));
    for (const p of purchases) {
      expect(p.number).toMatch(/^\d{4}\/\d{6}$/);
      if (p.status !== 'PLACED') expect(p.events.length).toBeGreaterThan(0);
      expect(Boolean(p.invoice)).toBe(p.paidAt !== null);
      for (const e of p.events) expect(e.createdAt.getTime()).toBeGreaterThan(p.createdAt.getTime());
    }
    // No status e-mail about the demo history.
    expect(await h.db.prisma.mailMessage.count()).toBe(0);
    // No product sold below zero.
    expect(await h.db.prisma.productVariant.count({ where: { stock: { lt: 0 } } })).toBe(0);
  });

  it('give the student their courses and the company its seats (handed out by the seats seed, tested there)', async () => {
    const student = await as('student@example.com');
    const courses = await h.db.prisma.userCourse.findMany({
      where: { userId: student.userId, purchaseId: { not: null } },
    });
    expect(courses).toHaveLength(2);
    expect(courses.every((c) => c.accessUntil !== null && c.accessUntil > new Date())).toBe(true);
    const company = await h.db.prisma.user.findUniqueOrThrow({ where: { email: 'company@example.com' } });
    expect(await h.db.prisma.userResource.count({ where: { ownerId: company.id } })).toBe(5);
    const mine = await gqlOk(h, `{ myPurchases { totalCount edges { node { status } } } }`, {}, student);
    expect(mine.myPurchases.totalCount).toBeGreaterThanOrEqual(5);
  });

  it('are seeded once', async () => {
    const count = await h.db.prisma.purchase.count();
    await seedPurchases(h.db.prisma);
    expect(await h.db.prisma.purchase.count()).toBe(count);
  });
});
