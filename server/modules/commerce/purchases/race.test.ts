import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startWith, type Harness, type SignedIn } from '../../../test/harness.ts';
import { applyPurchaseAction, markPaid } from './service.ts';
import { createCatalogue, createPurchase, type Catalogue } from '../../../test/fixtures.ts';

/**
 * Concurrent changes of one purchase (meaningful on PostgreSQL, where the calls run on separate
 * connections; on PGlite they queue on its one connection and must give the same answers).
 */
let h: Harness;
let admin: SignedIn;
let catalogue: Catalogue;

beforeAll(async () => {
  ({ h, admin } = await startWith({ admin: 'ADMIN' }));
  catalogue = await createCatalogue(h.db.prisma, 100);
});
afterAll(() => h.close());

const settle = <T>(calls: Promise<T>[]) => Promise.allSettled(calls);

describe('concurrent changes of one purchase', () => {
  it('markPaid ×10 at once: one change, one event, one invoice, one course, one e-mail', async () => {
    const buyer = await signIn(h, 'USER');
    const p = await createPurchase(h.db.prisma, catalogue, { buyerId: buyer.userId });
    const results = await settle(
      Array.from({ length: 10 }, () => markPaid(h.db.prisma, p.id, { source: 'przelewy24' })),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const changed = results.filter((r) => r.status === 'fulfilled' && r.value.changed);
    expect(changed).toHaveLength(1);
    expect(await h.db.prisma.purchaseEvent.count({ where: { purchaseId: p.id, kind: 'STATUS' } })).toBe(1);
    expect(await h.db.prisma.invoice.count({ where: { purchaseId: p.id } })).toBe(1);
    expect(await h.db.prisma.userCourse.count({ where: { userId: buyer.userId } })).toBe(1);
    const { email } = await h.db.prisma.purchase.findUniqueOrThrow({ where: { id: p.id } });
    expect(await h.db.prisma.mailMessage.count({ where: { to: email } })).toBe(1);
  });

  it('send and complete of a paid product purchase at once: SEND first, or the other is refused', async () => {
    const p = await createPurchase(h.db.prisma, catalogue, {
      lines: [{ kind: 'PRODUCT', quantity: 1, unitPriceGross: 250_000 }],
    });
    await markPaid(h.db.prisma, p.id, { source: 'system' });
    const actor = { userId: admin.userId };
    const results = await settle([
      applyPurchaseAction(h.db.prisma, p.id, 'SEND', actor),
      applyPurchaseAction(h.db.prisma, p.id, 'SEND', actor),
      applyPurchaseAction(h.db.prisma, p.id, 'SEND', actor),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'PURCHASE_TRANSITION_NOT_ALLOWED' });
    }
    const events = await h.db.prisma.purchaseEvent.findMany({ where: { purchaseId: p.id, kind: 'STATUS' } });
    expect(events.map((e) => e.toStatus).sort()).toEqual(['PAID', 'SEND']);
  });

  it('cancel and paid at once on a placed purchase: one wins, the state stays consistent', async () => {
    const before = (await h.db.prisma.productVariant.findUniqueOrThrow({ where: { id: catalogue.productVariantId } }))
      .stock;
    const p = await createPurchase(h.db.prisma, catalogue, {
      lines: [{ kind: 'PRODUCT', quantity: 3, unitPriceGross: 250_000 }],
    });
    const results = await settle([
      applyPurchaseAction(h.db.prisma, p.id, 'CANCEL', { userId: admin.userId }),
      applyPurchaseAction(h.db.prisma, p.id, 'CANCEL', { userId: admin.userId }),
      applyPurchaseAction(h.db.prisma, p.id, 'PAID', { userId: admin.userId }),
    ]);
    const events = await h.db.prisma.purchaseEvent.findMany({
      where: { purchaseId: p.id, kind: 'STATUS' },
      orderBy: { createdAt: 'asc' },
    });
    const status = (await h.db.prisma.purchase.findUniqueOrThrow({ where: { id: p.id } })).status;
    const stock = (await h.db.prisma.productVariant.findUniqueOrThrow({ where: { id: catalogue.productVariantId } }))
      .stock;
    const path = events.map((e) => `${e.fromStatus}>${e.toStatus}`);
    // Either the cancel came first (one cancel, the rest refused) or the payment did (then one
    // cancel of the paid purchase): never two cancels, and the stock comes back exactly once.
    expect([['PLACED>NO_PAID'], ['PLACED>PAID', 'PAID>NO_PAID']]).toContainEqual(path);
    expect(status).toBe('NO_PAID');
    expect(stock).toBe(before);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(path.length);
  });
});
