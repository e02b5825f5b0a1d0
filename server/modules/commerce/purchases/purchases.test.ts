import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  gid,
  gqlOk,
  graphql,
  rest,
  signIn,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { addMonths, cancelOverdue, markPaid } from './service.ts';
import { createCatalogue, createPurchase, type Catalogue } from '../../../test/fixtures.ts';

let h: Harness;
let admin: SignedIn;
let seller: SignedIn;
let student: SignedIn;
let company: SignedIn;
let other: SignedIn;
let instructor: SignedIn;
let catalogue: Catalogue;

beforeAll(async () => {
  ({ h, admin, seller, student, company, other, instructor } = await startWith({
    admin: ['ADMIN', { firstName: 'Anna', lastName: 'Admin' }],
    seller: 'SELLER',
    student: 'USER',
    company: ['B2B', { companyName: 'AeroSkan' }],
    other: 'USER',
    instructor: 'INSTRUCTOR',
  }));
  catalogue = await createCatalogue(h.db.prisma, 10);
});
afterAll(() => h.close());

const ACTION = (name: string) => `mutation ($id: ID!) { ${name}(id: $id) { id status allowedActions paidAt } }`;
const prisma = () => h.db.prisma;
const statusOf = async (id: string) => (await prisma().purchase.findUniqueOrThrow({ where: { id } })).status;
const eventsOf = (id: string) =>
  prisma().purchaseEvent.findMany({ where: { purchaseId: id, kind: 'STATUS' }, orderBy: { createdAt: 'asc' } });
const mailsTo = async (purchaseId: string) => {
  const { email } = await prisma().purchase.findUniqueOrThrow({ where: { id: purchaseId } });
  return prisma().mailMessage.findMany({ where: { to: email }, orderBy: { createdAt: 'asc' } });
};
const stock = async () =>
  (await prisma().productVariant.findUniqueOrThrow({ where: { id: catalogue.productVariantId } })).stock;

async function act(name: string, id: string, as: SignedIn | null = admin) {
  return graphql(h, ACTION(name), { id: gid('Purchase', id) }, as?.headers ?? {});
}

describe('admin actions through the state machine', () => {
  it('marks a course purchase paid: event with the admin, PL e-mail, invoice, the course for its access time', async () => {
    const p = await createPurchase(prisma(), catalogue, {
      buyerId: student.userId,
      lines: [
        { kind: 'COURSE', quantity: 1, unitPriceGross: 49_900 },
        { kind: 'COURSE', quantity: 1, unitPriceGross: 99_900, unlimited: true },
      ],
    });
    const { body } = await act('markPurchasePaid', p.id);
    expect(body.errors).toBeUndefined();
    expect(body.data.markPurchasePaid).toMatchObject({ status: 'PAID', allowedActions: ['CANCEL', 'COMPLETE'] });

    const row = await prisma().purchase.findUniqueOrThrow({ where: { id: p.id } });
    expect(row.paidAt).not.toBeNull();
    const events = await eventsOf(p.id);
    expect(events).toMatchObject([{ fromStatus: 'PLACED', toStatus: 'PAID', actorId: admin.userId, source: null }]);
    const mails = await mailsTo(p.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Płatność za zamówienie ${p.number} została zaksięgowana`);
    expect(mails[0]!.text).toMatch(/1498,00\szł/);

    const courses = await prisma().userCourse.findMany({
      where: { userId: student.userId },
      orderBy: { accessUntil: 'asc' },
    });
    expect(courses).toHaveLength(2);
    const limited = courses.find((c) => c.courseId === catalogue.courseId)!;
    expect(limited).toMatchObject({ purchaseId: p.id, courseVariantId: catalogue.courseVariantId });
    expect(limited.accessUntil).toEqual(addMonths(row.paidAt!, 12));
    expect(courses.find((c) => c.courseId === catalogue.unlimitedCourseId)!.accessUntil).toBeNull();
    expect(await prisma().invoice.count({ where: { purchaseId: p.id } })).toBe(1);
  });

  it('writes the e-mail in the purchase’s language', async () => {
    const p = await createPurchase(prisma(), catalogue, { buyerId: other.userId, data: { language: 'EN' } });
    await act('markPurchasePaid', p.id);
    expect((await mailsTo(p.id))[0]!.subject).toBe(`Payment for order ${p.number} received`);
  });

  it('gives a company one seat per unit bought, not a course', async () => {
    const p = await createPurchase(prisma(), catalogue, {
      buyerId: company.userId,
      lines: [{ kind: 'COURSE', quantity: 3, unitPriceGross: 49_900 }],
      data: { buyerType: 'BUSINESS', invNip: '5260250274' },
    });
    await act('markPurchasePaid', p.id);
    const seats = await prisma().userResource.findMany({ where: { purchaseId: p.id } });
    expect(seats).toHaveLength(3);
    expect(
      seats.every((s) => s.ownerId === company.userId && s.courseId === catalogue.courseId && !s.assignedEmail),
    ).toBe(true);
    expect(await prisma().userCourse.count({ where: { userId: company.userId } })).toBe(0);
  });

  it('extends a course already owned instead of granting it twice', async () => {
    const buyer = await signIn(h, 'USER');
    const first = await createPurchase(prisma(), catalogue, { buyerId: buyer.userId });
    await markPaid(prisma(), first.id, { source: 'system' });
    const before = await prisma().userCourse.findFirstOrThrow({ where: { userId: buyer.userId } });
    await prisma().userCourse.update({ where: { id: before.id }, data: { accessUntil: new Date('2020-01-01') } });
    const second = await createPurchase(prisma(), catalogue, { buyerId: buyer.userId });
    await markPaid(prisma(), second.id, { source: 'system' });
    const owned = await prisma().userCourse.findMany({ where: { userId: buyer.userId } });
    expect(owned).toHaveLength(1);
    expect(owned[0]!.accessUntil!.getTime()).toBeGreaterThan(Date.now());
  });

  it('markPaid is idempotent: PAID or later changes nothing and writes no event', async () => {
    const p = await createPurchase(prisma(), catalogue, { buyerId: student.userId });
    expect(await markPaid(prisma(), p.id, { source: 'przelewy24' })).toEqual({ changed: true });
    expect(await markPaid(prisma(), p.id, { source: 'przelewy24' })).toEqual({ changed: false });
    await act('completePurchase', p.id);
    expect(await markPaid(prisma(), p.id, { source: 'przelewy24' })).toEqual({ changed: false });
    const events = await eventsOf(p.id);
    expect(events.map((e) => [e.toStatus, e.source])).toEqual([
      ['PAID', 'przelewy24'],
      ['COMPLETED', null],
    ]);
    // The admin's action is not idempotent: paying a paid purchase again is refused.
    const { body } = await act('markPurchasePaid', p.id);
    expect(errorCode(body)).toBe('PURCHASE_TRANSITION_NOT_ALLOWED');
  });

  it('markPaid runs inside the caller’s transaction when given one', async () => {
    const p = await createPurchase(prisma(), catalogue, { buyerId: student.userId });
    await expect(
      prisma().$transaction(async (tx) => {
        await markPaid(tx, p.id, { source: 'system' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await statusOf(p.id)).toBe('PLACED');
    expect(await eventsOf(p.id)).toHaveLength(0);
  });

  it('refuses markPaid on a cancelled purchase (a late payment is for the payments module to refund)', async () => {
    const p = await createPurchase(prisma(), catalogue, { data: { status: 'NO_PAID' } });
    await expect(markPaid(prisma(), p.id, { source: 'przelewy24' })).rejects.toMatchObject({
      code: 'PURCHASE_TRANSITION_NOT_ALLOWED',
    });
    await expect(
      markPaid(prisma(), '00000000-0000-4000-8000-000000000000', { source: 'system' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('ships products: PAID → SEND → DELIVERED, and refuses completing before sending or cancelling after', async () => {
    const p = await createPurchase(prisma(), catalogue, {
      lines: [{ kind: 'PRODUCT', quantity: 1, unitPriceGross: 250_000 }],
    });
    await act('markPurchasePaid', p.id);
    expect(errorCode((await act('completePurchase', p.id)).body)).toBe('PURCHASE_TRANSITION_NOT_ALLOWED');
    expect((await act('sendPurchase', p.id)).body.data.sendPurchase).toMatchObject({
      status: 'SEND',
      allowedActions: ['COMPLETE'],
    });
    expect(errorCode((await act('cancelPurchase', p.id)).body)).toBe('PURCHASE_TRANSITION_NOT_ALLOWED');
    expect((await act('completePurchase', p.id)).body.data.completePurchase).toMatchObject({
      status: 'DELIVERED',
      allowedActions: [],
    });
    const events = await eventsOf(p.id);
    expect(events.map((e) => `${e.fromStatus}>${e.toStatus}`)).toEqual(['PLACED>PAID', 'PAID>SEND', 'SEND>DELIVERED']);
    const subjects = (await mailsTo(p.id)).map((m) => m.subject);
    expect(subjects).toEqual([
      `Płatność za zamówienie ${p.number} została zaksięgowana`,
      `Zamówienie ${p.number} zostało wysłane`,
      `Zamówienie ${p.number} zostało dostarczone`,
    ]);
  });

  it('completes a courses-only purchase straight from PAID and refuses sending it', async () => {
    const p = await createPurchase(prisma(), catalogue, { buyerId: student.userId });
    expect(errorCode((await act('sendPurchase', p.id)).body)).toBe('PURCHASE_TRANSITION_NOT_ALLOWED');
    expect(errorCode((await act('completePurchase', p.id)).body)).toBe('PURCHASE_TRANSITION_NOT_ALLOWED');
    await act('markPurchasePaid', p.id);
    expect(errorCode((await act('sendPurchase', p.id)).body)).toBe('PURCHASE_TRANSITION_NOT_ALLOWED');
    expect((await act('completePurchase', p.id)).body.data.completePurchase.status).toBe('COMPLETED');
    for (const name of ['markPurchasePaid', 'cancelPurchase', 'sendPurchase', 'completePurchase']) {
      expect(errorCode((await act(name, p.id)).body)).toBe('PURCHASE_TRANSITION_NOT_ALLOWED');
    }
  });

  it('cancels a placed purchase: the stock comes back, the event and e-mail are written', async () => {
    const before = await stock();
    const p = await createPurchase(prisma(), catalogue, {
      lines: [{ kind: 'PRODUCT', quantity: 2, unitPriceGross: 250_000 }],
    });
    expect(await stock()).toBe(before - 2);
    expect((await act('cancelPurchase', p.id)).body.data.cancelPurchase.status).toBe('NO_PAID');
    expect(await stock()).toBe(before);
    expect((await eventsOf(p.id)).map((e) => [e.fromStatus, e.toStatus, e.actorId])).toEqual([
      ['PLACED', 'NO_PAID', admin.userId],
    ]);
    expect((await mailsTo(p.id)).map((m) => m.subject)).toEqual([`Zamówienie ${p.number} zostało anulowane`]);
    // Cancelled is final.
    for (const name of ['markPurchasePaid', 'cancelPurchase', 'sendPurchase', 'completePurchase']) {
      expect(errorCode((await act(name, p.id)).body)).toBe('PURCHASE_TRANSITION_NOT_ALLOWED');
    }
    expect(await stock()).toBe(before);
  });

  it('cancelling a paid purchase withdraws the courses and seats it granted', async () => {
    const buyer = await signIn(h, 'USER');
    const p = await createPurchase(prisma(), catalogue, { buyerId: buyer.userId });
    await act('markPurchasePaid', p.id);
    expect(await prisma().userCourse.count({ where: { userId: buyer.userId } })).toBe(1);
    await act('cancelPurchase', p.id);
    expect(await prisma().userCourse.count({ where: { userId: buyer.userId } })).toBe(0);

    const seats = await createPurchase(prisma(), catalogue, {
      buyerId: company.userId,
      lines: [{ kind: 'COURSE', quantity: 2, unitPriceGross: 49_900 }],
    });
    await act('markPurchasePaid', seats.id);
    expect(await prisma().userResource.count({ where: { purchaseId: seats.id } })).toBe(2);
    await act('cancelPurchase', seats.id);
    expect(await prisma().userResource.count({ where: { purchaseId: seats.id } })).toBe(0);
  });

  it('answers NOT_FOUND for an unknown or malformed id', async () => {
    expect(errorCode((await act('markPurchasePaid', '00000000-0000-4000-8000-000000000000')).body)).toBe('NOT_FOUND');
    const { body } = await graphql(
      h,
      ACTION('cancelPurchase'),
      { id: gid('Course', catalogue.courseId) },
      admin.headers,
    );
    expect(errorCode(body)).toBe('NOT_FOUND');
  });

  it('refuses every action to every role but the admin, and to visitors', async () => {
    const p = await createPurchase(prisma(), catalogue, { buyerId: student.userId });
    for (const name of ['markPurchasePaid', 'cancelPurchase', 'sendPurchase', 'completePurchase']) {
      for (const as of [student, company, seller, instructor, other]) {
        expect(errorCode((await act(name, p.id, as)).body)).toBe('FORBIDDEN');
      }
      expect(errorCode((await act(name, p.id, null)).body)).toBe('UNAUTHENTICATED');
    }
    expect(await statusOf(p.id)).toBe('PLACED');
    expect(await eventsOf(p.id)).toHaveLength(0);
  });
});

describe('automatic cancellation of unpaid online purchases', () => {
  it('cancels only PLACED Przelewy24 purchases past their time to pay, in batches, once', async () => {
    const now = new Date('2030-06-01T12:00:00Z');
    const before = await stock();
    const overdue = await Promise.all(
      [1, 2, 3].map(() =>
        createPurchase(prisma(), catalogue, {
          lines: [{ kind: 'PRODUCT', quantity: 1, unitPriceGross: 250_000 }],
          data: { paymentType: 'PRZELEWY24_TRANSFER', payBefore: new Date(now.getTime() - 60_000) },
        }),
      ),
    );
    const inTime = await createPurchase(prisma(), catalogue, {
      data: { paymentType: 'PRZELEWY24_TRANSFER', payBefore: new Date(now.getTime() + 60_000) },
    });
    const transfer = await createPurchase(prisma(), catalogue, {
      data: { paymentType: 'TRADITIONAL_TRANSFER', payBefore: new Date(now.getTime() - 60_000) },
    });
    const paid = await createPurchase(prisma(), catalogue, {
      data: { paymentType: 'PRZELEWY24_TRANSFER', payBefore: new Date(now.getTime() - 60_000), status: 'PAID' },
    });
    expect(await stock()).toBe(before - 3);

    expect(await cancelOverdue(prisma(), now, 2)).toBe(3);
    for (const p of overdue) {
      expect(await statusOf(p.id)).toBe('NO_PAID');
      expect(await eventsOf(p.id)).toMatchObject([
        { fromStatus: 'PLACED', toStatus: 'NO_PAID', source: 'auto-cancel', actorId: null },
      ]);
      expect(await mailsTo(p.id)).toHaveLength(1);
    }
    expect(await stock()).toBe(before);
    expect(await statusOf(inTime.id)).toBe('PLACED');
    expect(await statusOf(transfer.id)).toBe('PLACED');
    expect(await statusOf(paid.id)).toBe('PAID');
    expect(await cancelOverdue(prisma(), now)).toBe(0);
  });
});

describe('reading purchases', () => {
  const DETAILS = `query ($id: ID!, $token: String) {
    purchase(id: $id, accessToken: $token) {
      id number status allowedActions canPayOnline
      buyer { id email }
      bankTransfer { accountNumber title amountGross }
      items { kind name quantity totalGross course { title } product { name } }
      events { kind amount fromStatus toStatus actorName source note }
    }
  }`;
  let mine: Awaited<ReturnType<typeof createPurchase>>;
  let guest: Awaited<ReturnType<typeof createPurchase>>;

  beforeAll(async () => {
    mine = await createPurchase(prisma(), catalogue, { buyerId: student.userId });
    guest = await createPurchase(prisma(), catalogue, {
      lines: [{ kind: 'PRODUCT', quantity: 1, unitPriceGross: 250_000 }],
      data: { paymentType: 'PRZELEWY24_TRANSFER', payBefore: new Date(Date.now() + 3_600_000) },
    });
  });

  const read = (id: string, as: SignedIn | null, token?: string) =>
    graphql(h, DETAILS, { id: gid('Purchase', id), token }, as?.headers ?? {});

  it('shows a purchase to its owner, without staff fields, with the bank transfer while it awaits payment', async () => {
    const { body } = await read(mine.id, student);
    expect(body.errors).toBeUndefined();
    expect(body.data.purchase).toMatchObject({
      number: mine.number,
      status: 'PLACED',
      allowedActions: [],
      buyer: null,
      canPayOnline: false,
      bankTransfer: { accountNumber: h.config.SHOP_BANK_ACCOUNT, title: mine.number, amountGross: 49_900 },
      items: [
        {
          kind: 'COURSE',
          name: 'Kurs A2 – teoria',
          quantity: 1,
          totalGross: 49_900,
          course: { title: 'Kurs A2 – teoria' },
        },
      ],
    });
  });

  it('shows it to admins (buyer, actions, actor names) and sellers (read-only), never to others', async () => {
    await act('markPurchasePaid', mine.id);
    const asAdmin = (await read(mine.id, admin)).body.data.purchase;
    expect(asAdmin).toMatchObject({
      buyer: { id: gid('User', student.userId) },
      allowedActions: ['CANCEL', 'COMPLETE'],
      bankTransfer: null,
      events: [
        { kind: 'STATUS', fromStatus: 'PLACED', toStatus: 'PAID', actorName: 'Anna Admin', source: null },
        { kind: 'INVOICE_ISSUED', amount: 49_900, toStatus: 'PAID', actorName: 'Anna Admin' },
      ],
    });
    const asSeller = (await read(mine.id, seller)).body.data.purchase;
    expect(asSeller).toMatchObject({ buyer: null, allowedActions: [], events: [{ actorName: 'Anna Admin' }, {}] });
    const asOwner = (await read(mine.id, student)).body.data.purchase;
    expect(asOwner.events[0]).toEqual({
      kind: 'STATUS',
      amount: null,
      fromStatus: 'PLACED',
      toStatus: 'PAID',
      actorName: null,
      source: null,
      note: '',
    });
    expect(asOwner.events[1]).toMatchObject({ kind: 'INVOICE_ISSUED', actorName: null });
    for (const as of [other, company, instructor, null]) {
      const { body } = await read(mine.id, as);
      expect(body.errors).toBeUndefined();
      expect(body.data.purchase).toBeNull();
    }
    // A token of another purchase opens nothing.
    expect((await read(mine.id, null, guest.accessToken)).body.data.purchase).toBeNull();
  });

  it('shows a guest their purchase with the right token only', async () => {
    const ok = (await read(guest.id, null, guest.accessToken)).body.data.purchase;
    expect(ok).toMatchObject({ number: guest.number, canPayOnline: true, bankTransfer: null, buyer: null });
    expect((await read(guest.id, null, 'wrong')).body.data.purchase).toBeNull();
    expect((await read(guest.id, null, `${guest.accessToken}x`)).body.data.purchase).toBeNull();
    expect((await read(guest.id, null)).body.data.purchase).toBeNull();
    // A signed-in stranger with the token (the link forwarded) sees it too: the token is the key.
    expect((await read(guest.id, other, guest.accessToken)).body.data.purchase.number).toBe(guest.number);
  });

  it('node(id) finds a purchase for its owner and staff only', async () => {
    const NODE = `query ($id: ID!) { node(id: $id) { ... on Purchase { number } } }`;
    const node = async (as: SignedIn | null) =>
      (await graphql(h, NODE, { id: gid('Purchase', mine.id) }, as?.headers ?? {})).body.data?.node;
    expect(await node(student)).toEqual({ number: mine.number });
    expect(await node(admin)).toEqual({ number: mine.number });
    expect(await node(seller)).toEqual({ number: mine.number });
    expect(await node(other)).toBeNull();
    expect(await node(company)).toBeNull();
    expect(await node(null)).toBeNull();
  });

  it('myPurchases lists the buyer’s own purchases, newest first, paged', async () => {
    const buyer = await signIn(h, 'USER');
    const created = [];
    for (let i = 0; i < 3; i++) {
      created.push(
        await createPurchase(prisma(), catalogue, {
          buyerId: buyer.userId,
          data: { createdAt: new Date(Date.UTC(2026, 0, 10 + i)) },
        }),
      );
    }
    const LIST = `query ($after: String) { myPurchases(first: 2, after: $after) {
      totalCount edges { node { number } } pageInfo { hasNextPage endCursor } } }`;
    const first = (await gqlOk(h, LIST, {}, buyer)).myPurchases;
    expect(first.totalCount).toBe(3);
    expect(first.edges.map((e: { node: { number: string } }) => e.node.number)).toEqual([
      created[2]!.number,
      created[1]!.number,
    ]);
    const second = (await gqlOk(h, LIST, { after: first.pageInfo.endCursor }, buyer)).myPurchases;
    expect(second.edges.map((e: { node: { number: string } }) => e.node.number)).toEqual([created[0]!.number]);
    expect(second.pageInfo.hasNextPage).toBe(false);

    for (const [as, code] of [
      [null, 'UNAUTHENTICATED'],
      [admin, 'FORBIDDEN'],
      [seller, 'FORBIDDEN'],
      [instructor, 'FORBIDDEN'],
    ] as const) {
      expect(errorCode((await graphql(h, LIST, {}, as?.headers ?? {})).body)).toBe(code);
    }
    expect((await gqlOk(h, LIST, {}, company)).myPurchases.totalCount).toBeGreaterThan(0);
  });

  it('adminPurchases is for admins and sellers only', async () => {
    const LIST = `{ adminPurchases(first: 1) { totalCount } }`;
    expect((await gqlOk(h, LIST, {}, admin)).adminPurchases.totalCount).toBeGreaterThan(0);
    expect((await gqlOk(h, LIST, {}, seller)).adminPurchases.totalCount).toBeGreaterThan(0);
    for (const [as, code] of [
      [null, 'UNAUTHENTICATED'],
      [student, 'FORBIDDEN'],
      [company, 'FORBIDDEN'],
      [instructor, 'FORBIDDEN'],
    ] as const) {
      expect(errorCode((await graphql(h, LIST, {}, as?.headers ?? {})).body)).toBe(code);
    }
  });
});

describe('REST', () => {
  it('GET /shop/purchases: the buyer’s own, paged; 401 signed out, 403 for staff', async () => {
    const buyer = await signIn(h, 'USER');
    const p = await createPurchase(prisma(), catalogue, { buyerId: buyer.userId });
    const res = await rest(h, 'GET', 'shop/purchases?size=10', buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      page: 0,
      size: 10,
      total: 1,
      items: [{ id: p.id, number: p.number, buyerId: null }],
    });
    expect((await rest(h, 'GET', 'shop/purchases', null)).statusCode).toBe(401);
    expect((await rest(h, 'GET', 'shop/purchases', admin)).statusCode).toBe(403);
    expect((await rest(h, 'GET', 'shop/purchases', seller)).statusCode).toBe(403);
    expect((await rest(h, 'GET', 'shop/purchases?size=0', buyer)).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'size', code: 'invalid_number' }],
    });
  });

  it('GET /shop/purchases/{id}: owner, staff, guest token; 404 for anyone else', async () => {
    const p = await createPurchase(prisma(), catalogue, { buyerId: student.userId });
    const g = await createPurchase(prisma(), catalogue);
    const body = (await rest(h, 'GET', `shop/purchases/${p.id}`, student)).json();
    expect(body).toMatchObject({
      id: p.id,
      status: 'PLACED',
      allowedActions: [],
      buyerId: null,
      items: [{ kind: 'COURSE', courseId: catalogue.courseId, quantity: 1 }],
      bankTransfer: { title: p.number },
    });
    expect((await rest(h, 'GET', `shop/purchases/${p.id}`, admin)).json()).toMatchObject({
      buyerId: student.userId,
      allowedActions: ['PAID', 'CANCEL'],
    });
    expect((await rest(h, 'GET', `shop/purchases/${p.id}`, seller)).json()).toMatchObject({ allowedActions: [] });
    for (const as of [other, company, null]) {
      const res = await rest(h, 'GET', `shop/purchases/${p.id}`, as);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await rest(h, 'GET', `shop/purchases/${g.id}?accessToken=${g.accessToken}`, null)).statusCode).toBe(200);
    expect((await rest(h, 'GET', `shop/purchases/${g.id}?accessToken=nope`, null)).statusCode).toBe(404);
    expect((await rest(h, 'GET', 'shop/purchases/not-a-uuid', null)).statusCode).toBe(404);
  });

  it('PUT /admin/shop/purchases/{id}/paid|send|completed|cancel runs the state machine (admins only)', async () => {
    const p = await createPurchase(prisma(), catalogue, {
      lines: [{ kind: 'PRODUCT', quantity: 1, unitPriceGross: 250_000 }],
    });
    for (const as of [seller, student, company]) {
      expect((await rest(h, 'PUT', `admin/shop/purchases/${p.id}/paid`, as)).statusCode).toBe(403);
    }
    expect((await rest(h, 'PUT', `admin/shop/purchases/${p.id}/paid`, null)).statusCode).toBe(401);
    const paid = await rest(h, 'PUT', `admin/shop/purchases/${p.id}/paid`, admin);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'PAID', allowedActions: ['CANCEL', 'SEND'] });
    const refused = await rest(h, 'PUT', `admin/shop/purchases/${p.id}/completed`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PURCHASE_TRANSITION_NOT_ALLOWED');
    expect((await rest(h, 'PUT', `admin/shop/purchases/${p.id}/send`, admin)).json().status).toBe('SEND');
    const done = (await rest(h, 'PUT', `admin/shop/purchases/${p.id}/completed`, admin)).json();
    expect(done.status).toBe('DELIVERED');
    expect(
      done.events.map((e: { kind: string; toStatus: string; actorName: string }) => [e.kind, e.toStatus, e.actorName]),
    ).toEqual([
      ['STATUS', 'PAID', 'Anna Admin'],
      ['INVOICE_ISSUED', 'PAID', 'Anna Admin'],
      ['STATUS', 'SEND', 'Anna Admin'],
      ['STATUS', 'DELIVERED', 'Anna Admin'],
    ]);
    const c = await createPurchase(prisma(), catalogue);
    expect((await rest(h, 'PUT', `admin/shop/purchases/${c.id}/cancel`, admin)).json().status).toBe('NO_PAID');
    expect(
      (await rest(h, 'PUT', `admin/shop/purchases/00000000-0000-4000-8000-000000000000/cancel`, admin)).statusCode,
    ).toBe(404);
  });

  it('GET /admin/shop/purchases/{id}: admins and sellers; others 403, visitors 401', async () => {
    const p = await createPurchase(prisma(), catalogue, { buyerId: student.userId });
    expect((await rest(h, 'GET', `admin/shop/purchases/${p.id}`, admin)).json()).toMatchObject({
      buyerId: student.userId,
    });
    expect((await rest(h, 'GET', `admin/shop/purchases/${p.id}`, seller)).json()).toMatchObject({ buyerId: null });
    expect((await rest(h, 'GET', `admin/shop/purchases/${p.id}`, student)).statusCode).toBe(403);
    expect((await rest(h, 'GET', `admin/shop/purchases/${p.id}`, null)).statusCode).toBe(401);
    expect((await rest(h, 'GET', `admin/shop/purchases/00000000-0000-4000-8000-000000000000`, admin)).statusCode).toBe(
      404,
    );
  });
});
