import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_REFUND_STATUSES, seedPurchases, SEEDED_STATUSES } from '../../../../prisma/seed/purchases.ts';
import { seedIfEmpty } from '../../../../prisma/seed/seed.ts';
import { gqlOk, rest, signInAs, startHarness, type Harness } from '../../../test/harness.ts';
import { warsawDate } from '../../../platform/time.ts';

let h: Harness;
const as = (email: string) => signInAs(h, email);

// How long seeding takes is measured by `npm run bench`, not asserted here.
beforeAll(async () => {
  h = await startHarness();
  await seedIfEmpty(h.db.prisma, h.storage);
});
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

  it('show a refund in every state and a payment stuck verifying, with their money events (issue 28)', async () => {
    const prisma = h.db.prisma;
    const refunds = await prisma.refund.findMany({
      include: { lines: true, payment: true, correction: true, purchase: { include: { items: true, events: true } } },
    });
    expect(new Set(refunds.map((r) => r.status))).toEqual(new Set(SEEDED_REFUND_STATUSES));
    const of = (status: string) => refunds.find((r) => r.status === status)!;
    // Every refund is on its purchase's history, after its placement, with its amount; money events keep the status.
    for (const r of refunds) {
      const events = r.purchase.events.filter((e) => e.kind !== 'STATUS');
      expect(events.length).toBeGreaterThan(0);
      for (const e of events) expect(e.fromStatus).toBe(e.toStatus);
      expect(events.some((e) => e.kind === `REFUND_${r.status}` && e.amount === r.amount)).toBe(true);
      expect(r.amount).toBe(r.lines.reduce((sum, l) => sum + l.amount, 0) || r.payment!.amount);
    }

    // A payment after the cancellation: refund needed, one click away (the simulator knows the payment).
    const needed = of('NEEDED');
    expect(needed).toMatchObject({ reason: 'CANCELLED_ORDER', method: 'PRZELEWY24', lines: [] });
    expect(needed.purchase).toMatchObject({ status: 'NO_PAID', paidAt: null });
    expect(needed.payment).toMatchObject({ status: 'VERIFIED', amount: needed.amount });
    expect(needed.payment!.p24OrderId).not.toBeNull();
    const simulated = await prisma.simulatedP24Transaction.findUniqueOrThrow({
      where: { sessionId: needed.payment!.sessionId },
    });
    expect(simulated).toMatchObject({ status: 'VERIFIED', orderId: needed.payment!.p24OrderId, amount: needed.amount });
    expect(needed.purchase.events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['PAYMENT_STARTED', 'STATUS', 'PAYMENT_NOTIFIED', 'PAYMENT_VERIFIED', 'REFUND_NEEDED']),
    );

    // Waiting for Przelewy24: sent, one line.
    const requested = of('REQUESTED');
    expect(requested).toMatchObject({ reason: 'ADMIN', method: 'PRZELEWY24', doneAt: null });
    expect(requested.sentAt).not.toBeNull();
    expect(requested.lines).toHaveLength(1);

    // One line of two given back by transfer, with its correction invoice numbered on the FK counter.
    const done = of('DONE');
    expect(done).toMatchObject({ reason: 'ADMIN', method: 'TRANSFER', paymentId: null });
    expect(done.doneAt).not.toBeNull();
    expect(done.lines).toHaveLength(1);
    expect(done.purchase.items).toHaveLength(2);
    expect(done.correction!.number).toMatch(/^FK\/\d{4}\/000001$/);
    const counter = await prisma.documentCounter.findUniqueOrThrow({
      where: { key: `correction:FK:${done.correction!.year}` },
    });
    expect(counter.value).toBe(1);
    expect(done.purchase.events).toContainEqual(
      expect.objectContaining({ kind: 'CORRECTION_ISSUED', note: done.correction!.number, amount: done.amount }),
    );
    // The refunded course line gives no access any more.
    const refundedItem = done.purchase.items.find((i) => i.id === done.lines[0]!.purchaseItemId)!;
    expect(refundedItem.kind).toBe('COURSE');
    expect(await prisma.userCourse.count({ where: { purchaseId: done.purchaseId } })).toBe(0);

    // Rejected by Przelewy24.
    const failed = of('FAILED');
    expect(failed).toMatchObject({
      method: 'PRZELEWY24',
      failureReason: 'Insufficient balance on the merchant account',
    });
    expect(failed.purchase.events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['REFUND_REQUESTED', 'REFUND_FAILED']),
    );

    // A payment whose verification never finished; the simulator holds it paid.
    const verifying = await prisma.payment.findFirstOrThrow({
      where: { status: 'VERIFYING' },
      include: { purchase: true },
    });
    expect(verifying.purchase.status).toBe('PLACED');
    expect(
      await prisma.simulatedP24Transaction.findUniqueOrThrow({ where: { sessionId: verifying.sessionId } }),
    ).toMatchObject({ status: 'PAID', orderId: verifying.p24OrderId, nextNotifyAt: null });

    // Every paid online order has its verified payment.
    const online = await prisma.purchase.findMany({
      where: { paymentType: 'PRZELEWY24_TRANSFER', paidAt: { not: null } },
      include: { payments: true },
    });
    for (const p of online) expect(p.payments.map((x) => x.status)).toEqual(['VERIFIED']);

    // The admin's "needs attention": the refund needed, the failed one and the payment verifying.
    const admin = await as('admin@example.com');
    const listed = await rest(h, 'GET', 'admin/shop/purchases?needsAttention=true&size=100', admin);
    expect(listed.statusCode, listed.body).toBe(200);
    const ids = listed.json().items.map((i: { id: string }) => i.id);
    expect(new Set(ids)).toEqual(new Set([needed.purchaseId, failed.purchaseId, verifying.purchaseId]));
  });

  it('date their invoices as the paying transaction does: issued when paid, sold on the payment day (P_1, P_6)', async () => {
    const prisma = h.db.prisma;
    const invoices = await prisma.invoice.findMany({ include: { purchase: true }, orderBy: { number: 'asc' } });
    expect(invoices.length).toBeGreaterThan(5);
    const admin = await as('admin@example.com');
    for (const invoice of invoices) {
      const paidAt = invoice.purchase.paidAt!;
      expect(invoice.issuedAt, invoice.number).toEqual(paidAt);
      expect(invoice.saleDate.toISOString().slice(0, 10), invoice.number).toBe(warsawDate(paidAt));
      expect(invoice.year, invoice.number).toBe(Number(warsawDate(invoice.issuedAt).slice(0, 4)));
      // A business invoice's FA(3) e-invoice carries the same days.
      if (invoice.purchase.buyerType !== 'BUSINESS') continue;
      const xml = await rest(h, 'GET', `shop/purchases/${invoice.purchaseId}/invoice.xml`, admin);
      expect(xml.statusCode, invoice.number).toBe(200);
      expect(xml.body).toContain(`<P_1>${warsawDate(paidAt)}</P_1>`);
      expect(xml.body).toContain(`<P_6>${warsawDate(paidAt)}</P_6>`);
    }
    // The older ones were paid long before the seeding day, and say so.
    expect(invoices.filter((i) => i.saleDate.getTime() < Date.now() - 7 * 86_400_000).length).toBeGreaterThan(3);
  });

  it('are seeded once', async () => {
    const count = await h.db.prisma.purchase.count();
    await seedPurchases(h.db.prisma);
    expect(await h.db.prisma.purchase.count()).toBe(count);
  });

  // Last: it changes the demo data, as an admin would in `npm start`.
  it('work in the app: the needed refund goes through the simulator in one click, reconciliation pays the one verifying', async () => {
    const prisma = h.db.prisma;
    const admin = await as('admin@example.com');
    const needed = await prisma.refund.findFirstOrThrow({ where: { status: 'NEEDED' } });
    const requested = await rest(h, 'POST', `admin/shop/refunds/${needed.id}/request`, admin);
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toMatchObject({ status: 'REQUESTED' });
    expect((await prisma.refund.findUniqueOrThrow({ where: { id: needed.id } })).sentAt).not.toBeNull();
    await h.app.p24Simulator!.deliverDueNotifications(new Date(Date.now() + 60_000));
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: needed.id } })).toMatchObject({ status: 'DONE' });

    const verifying = await prisma.payment.findFirstOrThrow({ where: { status: 'VERIFYING' } });
    const report = await rest(h, 'POST', 'admin/payments/reconcile', admin);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ paid: 1, refundsFinished: 0 });
    expect(await prisma.purchase.findUniqueOrThrow({ where: { id: verifying.purchaseId } })).toMatchObject({
      status: 'PAID',
    });
    // The refund waiting for Przelewy24 still waits; nothing else needs attention.
    expect(await prisma.refund.count({ where: { status: 'REQUESTED' } })).toBe(1);
    const listed = await rest(h, 'GET', 'admin/shop/purchases?needsAttention=true&size=100', admin);
    expect(listed.json().items).toHaveLength(1);
  });
});
