import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  captureLogs,
  gid,
  graphql,
  rest,
  signIn,
  startHarness,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { applyPurchaseAction, cancelOverdue } from '../purchases/service.ts';
import { createCatalogue, createPurchase, type Catalogue, type Line } from '../../../test/fixtures.ts';
import { simulatorCredentials } from './gateway.ts';
import { reconcile } from './reconcile.ts';
import { refundNotificationSign } from './sign.ts';

// Issue 28: every verified payment ends in a paid purchase or a refund; refunds through the
// Przelewy24 simulator (requested → sent → its notification, or its refund list), by transfer,
// in part with their effects; reconciliation of what no notification finished.

let h: Harness;
let admin: SignedIn;
let seller: SignedIn;
let buyer: SignedIn;
let catalogue: Catalogue;
const prisma = () => h.db.prisma;
const sim = () => h.app.p24Simulator!;
const quiet = { warn() {}, error() {}, info() {} };

beforeAll(async () => {
  h = await startHarness({ LOG_LEVEL: 'info' });
  captureLogs(h);
  admin = await signIn(h, 'ADMIN', { firstName: 'Anna', lastName: 'Admin' });
  seller = await signIn(h, 'SELLER');
  buyer = await signIn(h, 'USER');
  catalogue = await createCatalogue(prisma(), 50);
});
afterAll(() => h.close());
beforeEach(() => {
  const faults = sim().faults;
  for (const key of Object.keys(faults)) delete faults[key as keyof typeof faults];
});

const pathOf = (url: string) => new URL(url).pathname;

/** A PLACED Przelewy24 purchase of `lines` by the buyer. */
const placed = (lines?: Line[], payBefore = new Date(Date.now() + 3_600_000), by = buyer) =>
  createPurchase(prisma(), catalogue, {
    buyerId: by.userId,
    lines,
    data: { paymentType: 'PRZELEWY24_TRANSFER', payBefore },
  });

/** Starts a payment and pays it on the simulator; the notification follows unless held back. */
async function pay(purchaseId: string, { notify = true, by = buyer } = {}) {
  const started = await rest(h, 'POST', `shop/purchases/${purchaseId}/payment`, by, {});
  expect(started.statusCode, started.body).toBe(200);
  const url = (started.json() as { redirectUrl: string }).redirectUrl;
  sim().faults.notifyAfterReturn = !notify;
  await h.app.inject({
    method: 'POST',
    url: pathOf(url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  sim().faults.notifyAfterReturn = false;
  return decodeURIComponent(pathOf(url).split('/').pop()!);
}

const purchaseOf = (id: string) => prisma().purchase.findUniqueOrThrow({ where: { id }, include: { refunds: true } });
const mailsOf = async (purchaseId: string) => {
  const { email, number } = await prisma().purchase.findUniqueOrThrow({ where: { id: purchaseId } });
  const mails = await prisma().mailMessage.findMany({ where: { to: email }, orderBy: { createdAt: 'asc' } });
  return mails.filter((m) => m.subject.includes(number)).map((m) => m.subject);
};
const kinds = async (purchaseId: string) =>
  (
    await prisma().purchaseEvent.findMany({ where: { purchaseId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })
  ).map((e) => e.kind);
const runSimulator = () => sim().deliverDueNotifications(new Date(Date.now() + 86_400_000));

describe('reconciliation', () => {
  it('pays a purchase whose notification never came (asked by session id, verified, settled once)', async () => {
    const p = await placed();
    await pay(p.id, { notify: false });
    expect((await purchaseOf(p.id)).status).toBe('PLACED');
    const report = await reconcile(h.app.payments, quiet, { graceSeconds: 0 });
    expect(report).toMatchObject({ paid: 1 });
    expect((await purchaseOf(p.id)).status).toBe('PAID');
    // The late notification (Przelewy24 retries) changes nothing.
    await runSimulator();
    await reconcile(h.app.payments, quiet, { graceSeconds: 0, recheckSeconds: 0 });
    expect(await kinds(p.id)).toEqual([
      'PAYMENT_STARTED',
      'PAYMENT_NOTIFIED',
      'PAYMENT_VERIFIED',
      'STATUS',
      'INVOICE_ISSUED',
    ]);
    expect(await mailsOf(p.id)).toHaveLength(1);
  });

  it('completes a payment left VERIFYING by a crash, whether Przelewy24 verified it or not', async () => {
    const p = await placed();
    const token = await pay(p.id, { notify: false });
    const tx = await prisma().simulatedP24Transaction.findUniqueOrThrow({ where: { token } });
    // As a crash after the intent leaves it: VERIFYING with the order id, not verified yet.
    await prisma().payment.updateMany({
      where: { purchaseId: p.id },
      data: { status: 'VERIFYING', p24OrderId: tx.orderId },
    });
    const listed = await rest(h, 'GET', 'admin/shop/purchases?needsAttention=true&size=100', admin);
    expect(listed.json().items.map((i: { id: string }) => i.id)).toContain(p.id);
    expect((await reconcile(h.app.payments, quiet, { graceSeconds: 0 })).paid).toBe(1);
    expect((await purchaseOf(p.id)).status).toBe('PAID');
    const after = await rest(h, 'GET', 'admin/shop/purchases?needsAttention=true&size=100', admin);
    expect(after.json().items.map((i: { id: string }) => i.id)).not.toContain(p.id);
  });

  it('never cancels an overdue purchase whose money arrived: it is paid instead; an unpaid one is cancelled', async () => {
    const paidLate = await placed(undefined, new Date(Date.now() + 60_000));
    await pay(paidLate.id, { notify: false });
    const unpaid = await placed(undefined, new Date(Date.now() + 60_000));
    await rest(h, 'POST', `shop/purchases/${unpaid.id}/payment`, buyer, {});
    const now = new Date(Date.now() + 120_000);
    await reconcile(h.app.payments, quiet, { now });
    expect((await purchaseOf(paidLate.id)).status).toBe('PAID');
    expect((await purchaseOf(unpaid.id)).status).toBe('NO_PAID');
  });

  it('keeps an overdue purchase while Przelewy24 cannot be asked', async () => {
    const p = await placed(undefined, new Date(Date.now() + 60_000));
    await rest(h, 'POST', `shop/purchases/${p.id}/payment`, buyer, {});
    const down = { ...h.app.payments, p24: { mode: 'simulator' as const, client: async () => brokenClient() } };
    await reconcile(down, quiet, { now: new Date(Date.now() + 120_000) });
    expect((await purchaseOf(p.id)).status).toBe('PLACED');
  });
});

/** A client whose every call fails as if Przelewy24 were unreachable. */
async function brokenClient() {
  const client = (await h.app.payments.p24.client())!;
  const fail = () => Promise.reject(new Error('unreachable'));
  return { ...client, transactionBySession: fail, verify: fail, refund: fail, refundsByOrder: fail };
}

describe('money that cannot pay its purchase', () => {
  it('a payment after the admin cancelled: refund needed → one click → requested → done, one e-mail each', async () => {
    const p = await placed();
    const started = await rest(h, 'POST', `shop/purchases/${p.id}/payment`, buyer, {});
    const url = (started.json() as { redirectUrl: string }).redirectUrl;
    await applyPurchaseAction(prisma(), p.id, 'CANCEL', { userId: admin.userId });
    await h.app.inject({
      method: 'POST',
      url: pathOf(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    let purchase = await purchaseOf(p.id);
    expect(purchase.status).toBe('NO_PAID');
    expect(purchase.refunds).toMatchObject([{ status: 'NEEDED', reason: 'CANCELLED_ORDER', amount: 49_900 }]);
    const refundId = purchase.refunds[0]!.id;

    const needs = await graphql(
      h,
      `
        query ($filter: PurchaseFilter) {
          adminPurchases(first: 100, filter: $filter) {
            edges {
              node {
                id
                needsAttention
              }
            }
          }
        }
      `,
      { filter: { needsAttention: true } },
      admin.headers,
    );
    expect(needs.body.data.adminPurchases.edges).toContainEqual({
      node: { id: gid('Purchase', p.id), needsAttention: true },
    });

    // Only admins act; a seller and the buyer are refused.
    expect((await rest(h, 'POST', `admin/shop/refunds/${refundId}/request`, seller)).statusCode).toBe(403);
    expect((await rest(h, 'POST', `admin/shop/refunds/${refundId}/request`, buyer)).statusCode).toBe(403);
    const requested = await rest(h, 'POST', `admin/shop/refunds/${refundId}/request`, admin);
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toMatchObject({ status: 'REQUESTED', method: 'PRZELEWY24' });
    const again = await rest(h, 'POST', `admin/shop/refunds/${refundId}/request`, admin);
    expect(again.json()).toMatchObject({ code: 'BUSINESS_RULE', rule: 'REFUND_STATUS_CONFLICT' });

    await runSimulator();
    purchase = await purchaseOf(p.id);
    expect(purchase.refunds).toMatchObject([{ status: 'DONE' }]);
    await runSimulator(); // a replayed notification changes nothing
    expect(await mailsOf(p.id)).toEqual([
      expect.stringContaining('anulowane'),
      expect.stringContaining('Zwrot pieniędzy'),
      expect.stringContaining('Zlecono zwrot'),
      expect.stringContaining('został wykonany'),
    ]);
    expect(await kinds(p.id)).toEqual([
      'PAYMENT_STARTED',
      'STATUS',
      'PAYMENT_NOTIFIED',
      'PAYMENT_VERIFIED',
      'REFUND_NEEDED',
      'REFUND_REQUESTED',
      'REFUND_DONE',
    ]);
    const read = await graphql(
      h,
      `
        query ($id: ID!) {
          purchase(id: $id) {
            refunds {
              status
              amount
              reason
            }
            events {
              kind
              amount
            }
          }
        }
      `,
      { id: gid('Purchase', p.id) },
      buyer.headers,
    );
    expect(read.body.data.purchase.refunds).toEqual([{ status: 'DONE', amount: 49_900, reason: 'CANCELLED_ORDER' }]);
  });

  it('a second payment of a paid purchase is refunded on its own (PAID_TWICE)', async () => {
    const p = await placed();
    const first = await rest(h, 'POST', `shop/purchases/${p.id}/payment`, buyer, {});
    const second = await rest(h, 'POST', `shop/purchases/${p.id}/payment`, buyer, {});
    for (const started of [first, second]) {
      await h.app.inject({
        method: 'POST',
        url: pathOf(started.json().redirectUrl),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      });
    }
    await runSimulator();
    const purchase = await purchaseOf(p.id);
    expect(purchase.status).toBe('PAID');
    expect(purchase.refunds).toMatchObject([{ reason: 'PAID_TWICE', status: 'DONE', amount: 49_900 }]);
  });

  it('cancelling a paid purchase requests its refund at once; the next reconciliation pass sends it', async () => {
    const p = await placed();
    await pay(p.id);
    await rest(h, 'PUT', `admin/shop/purchases/${p.id}/cancel`, admin);
    expect((await purchaseOf(p.id)).refunds).toMatchObject([{ status: 'REQUESTED', reason: 'CANCELLED_ORDER' }]);
    expect(await reconcile(h.app.payments, quiet)).toMatchObject({ refundsSent: 1 });
    await runSimulator();
    expect((await purchaseOf(p.id)).refunds).toMatchObject([{ status: 'DONE' }]);
    // The invoiced sale is corrected to zero.
    const [correction] = await prisma().correctionInvoice.findMany({ where: { purchaseId: p.id } });
    expect(correction).toMatchObject({ reason: expect.stringContaining('anulowanie') });
  });
});

/** An admin refunds one unit of a line through Przelewy24 (REST). */
const refundOneUnit = (purchaseId: string, itemId: string) =>
  rest(h, 'POST', `admin/shop/purchases/${purchaseId}/refunds`, admin, {
    lines: [{ itemId, quantity: 1 }],
    method: 'PRZELEWY24',
  });

describe('admin refunds', () => {
  const course: Line = { kind: 'COURSE', quantity: 1, unitPriceGross: 40_000 };
  const products: Line = { kind: 'PRODUCT', quantity: 2, unitPriceGross: 10_000 };
  const itemsOf = (id: string) =>
    prisma().purchaseItem.findMany({ where: { purchaseId: id }, orderBy: { sortOrder: 'asc' } });
  const stock = async () =>
    (await prisma().productVariant.findUniqueOrThrow({ where: { id: catalogue.productVariantId } })).stock;

  it('refunds half an order through Przelewy24: access ends, goods back to stock, a correction invoice', async () => {
    const student = await signIn(h, 'USER');
    const p = await placed([course, products], undefined, student);
    await pay(p.id, { by: student });
    expect(await prisma().userCourse.count({ where: { purchaseId: p.id } })).toBe(1);
    const [courseItem, productItem] = await itemsOf(p.id);
    const before = await stock();
    const refunded = await graphql(
      h,
      `
        mutation ($purchaseId: ID!, $input: RefundInput!) {
          refundPurchase(purchaseId: $purchaseId, input: $input) {
            status
            amount
            lines {
              quantity
              amount
            }
          }
        }
      `,
      {
        purchaseId: gid('Purchase', p.id),
        input: {
          lines: [
            { itemId: gid('PurchaseItem', courseItem!.id), quantity: 1 },
            { itemId: gid('PurchaseItem', productItem!.id), quantity: 1 },
          ],
          restock: true,
          method: 'PRZELEWY24',
          note: 'Zwrot towaru',
        },
      },
      admin.headers,
    );
    expect(refunded.body.errors).toBeUndefined();
    expect(refunded.body.data.refundPurchase).toMatchObject({ status: 'REQUESTED', amount: 50_000 });
    expect(await prisma().userCourse.count({ where: { purchaseId: p.id } })).toBe(0);
    expect(await stock()).toBe(before + 1);
    await runSimulator();
    const purchase = await purchaseOf(p.id);
    expect(purchase.refunds).toMatchObject([{ status: 'DONE', amount: 50_000 }]);
    expect(await prisma().correctionInvoice.count({ where: { purchaseId: p.id } })).toBe(1);
    expect(await kinds(p.id)).toContain('CORRECTION_ISSUED');

    // What is left: the second product unit and the shipping; more is refused.
    const left = await graphql(
      h,
      `
        query ($id: ID!) {
          purchase(id: $id) {
            refundable {
              amount
              onlineAmount
              shipping
              lines {
                quantity
                amount
              }
            }
          }
        }
      `,
      { id: gid('Purchase', p.id) },
      admin.headers,
    );
    expect(left.body.data.purchase.refundable).toEqual({
      amount: 11_500,
      onlineAmount: 11_500,
      shipping: 1_500,
      lines: [{ quantity: 1, amount: 10_000 }],
    });
    const tooMuch = await rest(h, 'POST', `admin/shop/purchases/${p.id}/refunds`, admin, {
      lines: [{ itemId: productItem!.id, quantity: 2 }],
      method: 'PRZELEWY24',
    });
    expect(tooMuch.json()).toMatchObject({ rule: 'REFUND_AMOUNT_TOO_HIGH' });
    const nothing = await rest(h, 'POST', `admin/shop/purchases/${p.id}/refunds`, admin, { method: 'TRANSFER' });
    expect(nothing.json()).toMatchObject({ rule: 'REFUND_NOTHING_SELECTED' });
    // The rest by bank transfer: done at once, with its own correction.
    const rest2 = await rest(h, 'POST', `admin/shop/purchases/${p.id}/refunds`, admin, {
      lines: [{ itemId: productItem!.id, quantity: 1 }],
      shipping: true,
      method: 'TRANSFER',
    });
    expect(rest2.statusCode, rest2.body).toBe(200);
    expect(rest2.json()).toMatchObject({ status: 'DONE', method: 'TRANSFER', amount: 11_500 });
    expect(await prisma().correctionInvoice.count({ where: { purchaseId: p.id } })).toBe(2);
  });

  it('cancelling after a partial refund returns only the units the refund did not', async () => {
    const p = await placed([products]);
    const before = await stock(); // the purchase's two units are taken already
    await pay(p.id);
    const [item] = await itemsOf(p.id);
    await rest(h, 'POST', `admin/shop/purchases/${p.id}/refunds`, admin, {
      lines: [{ itemId: item!.id, quantity: 1 }],
      restock: true,
      method: 'TRANSFER',
    });
    expect(await stock()).toBe(before + 1);
    await rest(h, 'PUT', `admin/shop/purchases/${p.id}/cancel`, admin);
    expect(await stock()).toBe(before + 2);
    // The cancellation refunds only what was left (the other unit and the shipping).
    const refunds = (await purchaseOf(p.id)).refunds.map((r) => [r.reason, r.amount]);
    expect(refunds).toEqual([
      ['ADMIN', 10_000],
      ['CANCELLED_ORDER', 11_500],
    ]);
  });

  it('refuses what cannot be refunded, and non-admins', async () => {
    const unpaid = await placed();
    expect(
      (
        await rest(h, 'POST', `admin/shop/purchases/${unpaid.id}/refunds`, admin, {
          shipping: true,
          method: 'TRANSFER',
        })
      ).json(),
    ).toMatchObject({ rule: 'REFUND_NOT_ALLOWED' });
    const byTransfer = await createPurchase(prisma(), catalogue, { buyerId: buyer.userId });
    await applyPurchaseAction(prisma(), byTransfer.id, 'PAID', { userId: admin.userId });
    const [item] = await itemsOf(byTransfer.id);
    const online = await rest(h, 'POST', `admin/shop/purchases/${byTransfer.id}/refunds`, admin, {
      lines: [{ itemId: item!.id, quantity: 1 }],
      method: 'PRZELEWY24',
    });
    expect(online.json()).toMatchObject({ rule: 'REFUND_NO_ONLINE_PAYMENT' });
    for (const who of [seller, buyer, null]) {
      const response = await rest(h, 'POST', `admin/shop/purchases/${byTransfer.id}/refunds`, who, {
        lines: [{ itemId: item!.id, quantity: 1 }],
        method: 'TRANSFER',
      });
      expect(response.statusCode).toBe(who ? 403 : 401);
    }
    const hostile = await rest(h, 'POST', `admin/shop/purchases/${byTransfer.id}/refunds`, admin, {
      lines: [{ itemId: item!.id, quantity: -5 }],
      method: 'CASH',
    });
    expect(hostile.statusCode).toBe(400);
    expect((await purchaseOf(byTransfer.id)).refunds).toHaveLength(0);
  });

  it('a refund Przelewy24 rejects is FAILED with its reason; the admin requests it again and it is done', async () => {
    const p = await placed();
    await pay(p.id);
    const [item] = await itemsOf(p.id);
    sim().faults.rejectRefunds = 1;
    await refundOneUnit(p.id, item!.id);
    await runSimulator();
    const failed = (await purchaseOf(p.id)).refunds[0]!;
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: 'Rejected by Przelewy24' });
    const retried = await rest(h, 'POST', `admin/shop/refunds/${failed.id}/request`, admin);
    expect(retried.json()).toMatchObject({ status: 'REQUESTED' });
    await runSimulator();
    expect((await purchaseOf(p.id)).refunds).toMatchObject([{ status: 'DONE' }]);
    expect(await prisma().correctionInvoice.count({ where: { purchaseId: p.id } })).toBe(1);
  });

  it('a refund whose notification is lost is finished from Przelewy24’s refund list', async () => {
    const p = await placed();
    await pay(p.id);
    const [item] = await itemsOf(p.id);
    sim().faults.holdRefundNotifications = true;
    await refundOneUnit(p.id, item!.id);
    await runSimulator();
    expect((await purchaseOf(p.id)).refunds).toMatchObject([{ status: 'REQUESTED' }]);
    const report = await rest(h, 'POST', 'admin/payments/reconcile', admin);
    expect(report.json()).toMatchObject({ refundsFinished: 1 });
    expect((await purchaseOf(p.id)).refunds).toMatchObject([{ status: 'DONE' }]);
    sim().faults.holdRefundNotifications = false;
    await runSimulator(); // the notification arrives at last: a replay
    expect((await mailsOf(p.id)).filter((s) => s.includes('wykonany'))).toHaveLength(1);
  });

  it('refuses a forged refund notification (400) and changes nothing', async () => {
    const p = await placed();
    await pay(p.id);
    const [item] = await itemsOf(p.id);
    sim().faults.holdRefundNotifications = true;
    await refundOneUnit(p.id, item!.id);
    const refund = (await purchaseOf(p.id)).refunds[0]!;
    const payment = await prisma().payment.findFirstOrThrow({ where: { purchaseId: p.id, status: 'VERIFIED' } });
    const { merchantId, crc } = await simulatorCredentials(prisma());
    const fields = {
      orderId: Number(payment.p24OrderId),
      sessionId: payment.sessionId,
      refundsUuid: refund.refundsUuid,
      merchantId,
      amount: refund.amount,
      currency: 'PLN',
      status: 0,
    };
    const body = { ...fields, requestId: refund.requestId, timestamp: 1_700_000_000 };
    const forged = await rest(h, 'POST', 'payments/przelewy24/refund-status', null, {
      ...body,
      sign: refundNotificationSign(fields, `${crc}-forged`),
    });
    expect(forged.json()).toMatchObject({ code: 'P24_NOTIFICATION_REFUSED' });
    const otherAmount = await rest(h, 'POST', 'payments/przelewy24/refund-status', null, {
      ...body,
      amount: 1,
      sign: refundNotificationSign({ ...fields, amount: 1 }, crc),
    });
    expect(otherAmount.statusCode).toBe(400);
    expect((await purchaseOf(p.id)).refunds).toMatchObject([{ status: 'REQUESTED' }]);
    const genuine = await rest(h, 'POST', 'payments/przelewy24/refund-status', null, {
      ...body,
      sign: refundNotificationSign(fields, crc),
    });
    expect(genuine.json()).toEqual({ status: 'done' });
  });
});

describe('races', () => {
  it('notification, timeout cancellation and admin cancellation of one purchase at once: the money goes back once', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await placed([{ kind: 'PRODUCT', quantity: 1, unitPriceGross: 10_000 }], new Date(Date.now() + 60_000));
      const stockBefore = (
        await prisma().productVariant.findUniqueOrThrow({ where: { id: catalogue.productVariantId } })
      ).stock;
      const token = await pay(p.id, { notify: false });
      // Asked after the deadline and found unpaid just before the buyer paid: the cancellation may go ahead.
      await prisma().payment.updateMany({
        where: { purchaseId: p.id },
        data: { checkedAt: new Date(Date.now() + 90_000) },
      });
      const later = new Date(Date.now() + 120_000);
      await Promise.allSettled([
        sim().notify(token, later),
        cancelOverdue(prisma(), later),
        applyPurchaseAction(prisma(), p.id, 'CANCEL', { userId: admin.userId }),
      ]);
      await reconcile(h.app.payments, quiet, { graceSeconds: 0 });
      const purchase = await purchaseOf(p.id);
      const payment = await prisma().payment.findFirstOrThrow({ where: { purchaseId: p.id } });
      expect(payment.status).toBe('VERIFIED');
      expect(purchase.status).toBe('NO_PAID');
      expect(purchase.refunds).toHaveLength(1);
      expect(purchase.refunds[0]).toMatchObject({ paymentId: payment.id, amount: payment.amount });
      const cancels = await prisma().purchaseEvent.count({
        where: { purchaseId: p.id, kind: 'STATUS', toStatus: 'NO_PAID' },
      });
      expect(cancels).toBe(1);
      const stockAfter = (
        await prisma().productVariant.findUniqueOrThrow({ where: { id: catalogue.productVariantId } })
      ).stock;
      expect(stockAfter).toBe(stockBefore + 1);
    }
  });
});
