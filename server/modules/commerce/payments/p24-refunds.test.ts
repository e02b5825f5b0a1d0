import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../test/harness.ts';
import { injectFetch } from '../../../platform/http/inject-fetch.ts';
import { simulatorCredentials } from './gateway.ts';
import {
  createP24Client,
  P24Error,
  refundNotificationSchema,
  type FetchLike,
  type P24Client,
  type RefundInput,
} from './p24-client.ts';
import { refundNotificationSign, signsEqual } from './sign.ts';
import { createSimulator, REFUND_REJECTION_REASON, type P24Simulator } from './simulator/simulator.ts';

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

let h: Harness;
let client: P24Client;
let origin: string;
/** Where refunds are notified: no route of the app; the `capture` simulator records what goes there. */
let refundUrl: string;
/**
 * A second simulator on the same database whose transport records every notification (and
 * answers `answerStatus`): one of its passes is the runner's pass, with what it sent visible.
 */
let capture: P24Simulator;
let sent: { url: string; body: Record<string, unknown> }[];
let answerStatus: number;

beforeAll(async () => {
  h = await startHarness();
  origin = h.config.publicUrl.origin;
  refundUrl = `${origin}/test/p24-refund-status`;
  const credentials = await simulatorCredentials(h.db.prisma);
  client = createP24Client({ baseUrl: `${origin}/p24-simulator`, credentials, fetch: injectFetch(h.app) });
  const recorder: FetchLike = async (url, init) => {
    sent.push({ url, body: JSON.parse(init.body ?? 'null') as Record<string, unknown> });
    return { status: answerStatus, text: async () => '{}' };
  };
  capture = createSimulator({
    prisma: h.db.prisma,
    credentials: async () => credentials,
    fetch: recorder,
    log: h.app.log,
  });
});
afterAll(() => h.close());
beforeEach(async () => {
  for (const faults of [h.app.p24Simulator!.faults, capture.faults]) {
    for (const key of Object.keys(faults)) delete faults[key as keyof typeof faults];
  }
  sent = [];
  answerStatus = 200;
  // Earlier tests' refunds are completed first, so a fault meets only this test's refunds.
  await capture.deliverDueNotifications(new Date());
  sent = [];
});

/** One runner pass of `sim` at `at`. */
const pass = (sim: P24Simulator = capture, at = Date.now()) => sim.deliverDueNotifications(new Date(at));
const refundNotes = (requestId: string) =>
  sent.filter((s) => s.url === refundUrl && s.body.requestId === requestId).map((s) => s.body);

/** A simulated transaction driven to `state` through the API and the pay page. */
async function transaction(state: 'REGISTERED' | 'PAID' | 'VERIFIED', amount = 10_000) {
  const sessionId = randomUUID();
  const { token } = await client.register({
    sessionId,
    amount,
    description: 'Kurs operatora BSP',
    email: 'jan@example.com',
    language: 'pl',
    urlReturn: `${origin}/app`,
    urlStatus: `${origin}/api/v1/payments/przelewy24/status`,
  });
  if (state !== 'REGISTERED') {
    // The app has no payment of this session: its notification is not wanted here.
    h.app.p24Simulator!.faults.notifyAfterReturn = true;
    const paid = await h.app.inject({
      method: 'POST',
      url: `/p24-simulator/trnRequest/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(paid.statusCode).toBe(303);
    h.app.p24Simulator!.faults.notifyAfterReturn = false;
  }
  const tx = await h.db.prisma.simulatedP24Transaction.findUniqueOrThrow({ where: { token } });
  if (state === 'VERIFIED') await client.verify({ sessionId, orderId: Number(tx.orderId), amount, currency: 'PLN' });
  return { sessionId, orderId: Number(tx.orderId), amount };
}

const refundOf = (t: { sessionId: string; orderId: number }, amount: number): RefundInput => ({
  requestId: randomUUID(),
  // P24 allows 35 characters: a UUID without its hyphens.
  refundsUuid: randomUUID().replaceAll('-', ''),
  urlStatus: refundUrl,
  orderId: t.orderId,
  sessionId: t.sessionId,
  amount,
  description: 'Zwrot, zamówienie 2026/000001',
});

describe('transaction by sessionId', () => {
  it('answers null for an unknown session, then 0, 1, 2 and 3 as the transaction moves', async () => {
    expect(await client.transactionBySession(randomUUID())).toBeNull();
    const registered = await transaction('REGISTERED', 2500);
    const paid = await transaction('PAID', 2500);
    const verified = await transaction('VERIFIED', 2500);
    for (const [t, orderId, status] of [
      [registered, 0, 0],
      [paid, paid.orderId, 1],
      [verified, verified.orderId, 2],
    ] as const) {
      expect(await client.transactionBySession(t.sessionId)).toEqual({
        orderId,
        status,
        amount: 2500,
        currency: 'PLN',
      });
    }

    // Partly refunded: still 2; the whole amount refunded (and completed): 3.
    expect(await client.refund(refundOf(verified, 1000))).toEqual({ accepted: true });
    await pass();
    expect((await client.transactionBySession(verified.sessionId))?.status).toBe(2);
    expect(await client.refund(refundOf(verified, 1500))).toEqual({ accepted: true });
    expect((await client.transactionBySession(verified.sessionId))?.status).toBe(2);
    await pass();
    expect((await client.transactionBySession(verified.sessionId))?.status).toBe(3);
  });
});

describe('refunds', () => {
  it('accepted, completed by the runner, notified with a valid sign, listed done', async () => {
    const t = await transaction('VERIFIED', 10_000);
    const input = refundOf(t, 4000);
    expect(await client.refund(input)).toEqual({ accepted: true });
    expect(await client.refundsByOrder(t.orderId)).toEqual([
      { requestId: input.requestId, refundsUuid: null, amount: 4000, status: 'pending' },
    ]);
    expect(refundNotes(input.requestId)).toEqual([]);

    const before = Math.floor(Date.now() / 1000);
    await pass();
    const after = Math.ceil(Date.now() / 1000);
    const [note, ...more] = refundNotes(input.requestId);
    expect(more).toEqual([]);
    const parsed = refundNotificationSchema.parse(note);
    const { crc, merchantId } = client.credentials;
    expect(parsed).toMatchObject({
      orderId: t.orderId,
      sessionId: t.sessionId,
      merchantId,
      requestId: input.requestId,
      refundsUuid: input.refundsUuid,
      amount: 4000,
      currency: 'PLN',
      status: 0,
    });
    // The moment of the notification, in Unix seconds: between the pass's start and end, however long it took.
    expect(parsed.timestamp).toBeGreaterThanOrEqual(before);
    expect(parsed.timestamp).toBeLessThanOrEqual(after);
    expect(signsEqual(parsed.sign, refundNotificationSign(parsed, crc))).toBe(true);
    expect(signsEqual(parsed.sign, refundNotificationSign({ ...parsed, status: 1 }, crc))).toBe(false);
    expect(await client.refundsByOrder(t.orderId)).toEqual([
      { requestId: input.requestId, refundsUuid: null, amount: 4000, status: 'done' },
    ]);
    // Answered 200: never sent again.
    expect(
      await h.db.prisma.simulatedP24Refund.findUniqueOrThrow({ where: { requestId: input.requestId } }),
    ).toMatchObject({
      status: 'DONE',
      notifyAttempts: 1,
      nextNotifyAt: null,
      lastError: null,
    });
    await pass(capture, Date.now() + 86_400_000);
    expect(refundNotes(input.requestId)).toHaveLength(1);
  });

  it('refuses more than remains refundable (pending refunds count), unverified and unknown transactions', async () => {
    const t = await transaction('VERIFIED', 10_000);
    const over = await client.refund(refundOf(t, 10_001));
    expect(over).toEqual({
      accepted: false,
      reason: 'The amount of refund exceeds available amount for the transaction',
    });
    expect(await client.refund(refundOf(t, 6000))).toEqual({ accepted: true });
    // Not completed yet, but taken already.
    expect(await client.refund(refundOf(t, 4001))).toMatchObject({ accepted: false });
    expect(await client.refund(refundOf(t, 4000))).toEqual({ accepted: true });
    expect(await client.refund(refundOf(t, 1))).toMatchObject({ accepted: false });

    const paid = await transaction('PAID');
    expect(await client.refund(refundOf(paid, 100))).toEqual({
      accepted: false,
      reason: 'Transaction in wrong status - cannot refund',
    });
    expect(await client.refund({ ...refundOf(t, 100), sessionId: paid.sessionId })).toEqual({
      accepted: false,
      reason: 'Transaction not found',
    });
    // Refused requests leave nothing behind.
    expect(await client.refundsByOrder(paid.orderId)).toEqual([]);
    expect((await client.refundsByOrder(t.orderId)).map((r) => r.amount)).toEqual([6000, 4000]);
  });

  it('a requestId used again is a P24Error 409, even when its amount would now be refused', async () => {
    const t = await transaction('VERIFIED', 3000);
    const input = refundOf(t, 3000);
    expect(await client.refund(input)).toEqual({ accepted: true });
    const again = client.refund(input);
    await expect(again).rejects.toBeInstanceOf(P24Error);
    await expect(client.refund(input)).rejects.toMatchObject({ status: 409 });
    await expect(client.refund({ ...input, amount: 1 })).rejects.toMatchObject({ status: 409 });
    expect(await client.refundsByOrder(t.orderId)).toHaveLength(1);
  });

  it(`concurrent refunds${POSTGRES ? ' (PostgreSQL)' : ''} never take more than the transaction`, async () => {
    const t = await transaction('VERIFIED', 10_000);
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => client.refund(refundOf(t, 1000))));
    expect(outcomes.filter((o) => o.accepted)).toHaveLength(10);
    expect((await client.refundsByOrder(t.orderId)).reduce((sum, r) => sum + r.amount, 0)).toBe(10_000);

    // One request sent five times at once: one refund, four "already used".
    const other = await transaction('VERIFIED', 10_000);
    const input = refundOf(other, 1000);
    const same = await Promise.allSettled(Array.from({ length: 5 }, () => client.refund(input)));
    expect(same.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of same) if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 409 });
    expect(await client.refundsByOrder(other.orderId)).toHaveLength(1);
  });

  it('the rejection fault: REJECTED, notified with status 1, listed rejected; the money is refundable again', async () => {
    const t = await transaction('VERIFIED', 5000);
    const input = refundOf(t, 5000);
    expect(await client.refund(input)).toEqual({ accepted: true });
    capture.faults.rejectRefunds = 1;
    await pass();
    expect(capture.faults.rejectRefunds).toBe(0);
    const [note] = refundNotes(input.requestId);
    const parsed = refundNotificationSchema.parse(note);
    expect(parsed.status).toBe(1);
    expect(signsEqual(parsed.sign, refundNotificationSign(parsed, client.credentials.crc))).toBe(true);
    expect(await client.refundsByOrder(t.orderId)).toEqual([expect.objectContaining({ status: 'rejected' })]);
    expect(
      await h.db.prisma.simulatedP24Refund.findUniqueOrThrow({ where: { requestId: input.requestId } }),
    ).toMatchObject({
      status: 'REJECTED',
      reason: REFUND_REJECTION_REASON,
    });
    expect((await client.transactionBySession(t.sessionId))?.status).toBe(2);

    const retry = refundOf(t, 5000);
    expect(await client.refund(retry)).toEqual({ accepted: true });
    await pass();
    expect(await client.refundsByOrder(t.orderId)).toEqual([
      expect.objectContaining({ requestId: input.requestId, status: 'rejected' }),
      expect.objectContaining({ requestId: retry.requestId, status: 'done' }),
    ]);
    expect((await client.transactionBySession(t.sessionId))?.status).toBe(3);
  });

  it('held notifications go out once released; a failing urlStatus is retried with back-off until 200', async () => {
    const t = await transaction('VERIFIED', 5000);
    const held = refundOf(t, 1000);
    await client.refund(held);
    capture.faults.holdRefundNotifications = true;
    await pass();
    // Completed (refundsByOrder tells), but its notification is lost for now.
    expect(await client.refundsByOrder(t.orderId)).toEqual([expect.objectContaining({ status: 'done' })]);
    expect(refundNotes(held.requestId)).toEqual([]);
    capture.faults.holdRefundNotifications = false;
    await pass();
    expect(refundNotes(held.requestId)).toHaveLength(1);

    const retried = refundOf(t, 1000);
    await client.refund(retried);
    answerStatus = 500;
    const t0 = Date.now();
    await pass(capture, t0);
    const row = () => h.db.prisma.simulatedP24Refund.findUniqueOrThrow({ where: { requestId: retried.requestId } });
    const first = await row();
    expect(first).toMatchObject({ status: 'DONE', notifyAttempts: 1, lastError: 'urlStatus answered 500' });
    expect(first.nextNotifyAt!.getTime()).toBe(t0 + 15_000);
    // Not due yet: nothing sent.
    await pass(capture, t0 + 14_000);
    expect(refundNotes(retried.requestId)).toHaveLength(1);
    answerStatus = 200;
    await pass(capture, t0 + 15_000);
    expect(refundNotes(retried.requestId)).toHaveLength(2);
    expect(await row()).toMatchObject({ notifyAttempts: 2, nextNotifyAt: null, lastError: null });
  });

  it("the app's own simulator completes refunds in its runner pass and retries its notifications", async () => {
    const t = await transaction('VERIFIED', 5000);
    const input = refundOf(t, 5000);
    await client.refund(input);
    const sim = h.app.p24Simulator!;
    sim.faults.duplicateNotification = true;
    const at = Date.now();
    await pass(sim, at);
    expect(await client.refundsByOrder(t.orderId)).toEqual([expect.objectContaining({ status: 'done' })]);
    // refundUrl has no route in the app: the notification is retried later.
    const row = await h.db.prisma.simulatedP24Refund.findUniqueOrThrow({ where: { requestId: input.requestId } });
    expect(row).toMatchObject({ notifyAttempts: 1, lastError: 'urlStatus answered 404' });
    // Scheduled after the pass's moment (by the back-off), whatever the machine's speed.
    expect(row.nextNotifyAt!.getTime()).toBeGreaterThan(at);
  });

  it('checks Basic auth and the input like the real service', async () => {
    const t = await transaction('VERIFIED', 5000);
    const wrongKey = createP24Client({
      baseUrl: `${origin}/p24-simulator`,
      credentials: { ...client.credentials, apiKey: 'nope' },
      fetch: injectFetch(h.app),
    });
    await expect(wrongKey.transactionBySession(t.sessionId)).rejects.toMatchObject({ status: 401 });
    await expect(wrongKey.refund(refundOf(t, 100))).rejects.toMatchObject({ status: 401 });
    await expect(wrongKey.refundsByOrder(t.orderId)).rejects.toMatchObject({ status: 401 });
    // A hyphenated UUID (36 characters) is longer than P24 takes for refundsUuid.
    await expect(client.refund({ ...refundOf(t, 100), refundsUuid: randomUUID() })).rejects.toThrow(
      /answered 400: Invalid input parameters/,
    );
    await expect(client.refund({ ...refundOf(t, 100), urlStatus: 'https://elsewhere.example/status' })).rejects.toThrow(
      /answered 400/,
    );
    expect(await client.refundsByOrder(t.orderId)).toEqual([]);
  });
});

describe('the client against answers as P24 documents them', () => {
  /** A client whose transport answers `status` with `body` and records the request. */
  function answering(status: number, body: unknown) {
    const requests: { url: string; method: string; body?: string }[] = [];
    const fake = createP24Client({
      baseUrl: 'https://sandbox.przelewy24.pl/',
      credentials: { merchantId: 11, posId: 11, crc: 'c', apiKey: 'k' },
      fetch: async (url, init) => {
        requests.push({ url, method: init.method, ...(init.body === undefined ? {} : { body: init.body }) });
        return { status, text: async () => JSON.stringify(body) };
      },
    });
    return { fake, requests };
  }
  const input = refundOf({ sessionId: 's-1', orderId: 321 }, 700);

  it('refund: 201 created, 409 with the refused item, 400 "Request already exists", other errors', async () => {
    const created = answering(201, {
      data: [{ orderId: 321, sessionId: 's-1', amount: 700, status: true, message: 'success' }],
    });
    expect(await created.fake.refund(input)).toEqual({ accepted: true });
    expect(created.requests).toEqual([
      {
        url: 'https://sandbox.przelewy24.pl/api/v1/transaction/refund',
        method: 'POST',
        body: JSON.stringify({
          requestId: input.requestId,
          refundsUuid: input.refundsUuid,
          urlStatus: input.urlStatus,
          refunds: [{ orderId: 321, sessionId: 's-1', amount: 700, description: input.description }],
        }),
      },
    ]);
    const refused = answering(409, {
      error: [{ orderId: 321, sessionId: 's-1', amount: 700, status: false, message: 'Insufficient funds available' }],
      code: 409,
    });
    expect(await refused.fake.refund(input)).toEqual({ accepted: false, reason: 'Insufficient funds available' });
    expect(await answering(201, { data: [{ status: false, message: 'No' }] }).fake.refund(input)).toEqual({
      accepted: false,
      reason: 'No',
    });
    for (const [status, body] of [
      [400, { error: 'Request already exists', code: 400 }],
      [409, { error: 'requestId already used', code: 409 }],
    ] as const) {
      await expect(answering(status, body).fake.refund(input)).rejects.toMatchObject({ status: 409 });
    }
    await expect(
      answering(400, { error: 'Invalid input parameters', code: 400 }).fake.refund(input),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('Invalid input parameters') as string });
    await expect(answering(500, { error: 'Unknown error', code: 500 }).fake.refund(input)).rejects.toMatchObject({
      status: 500,
    });
    await expect(answering(201, { data: [] }).fake.refund(input)).rejects.toThrow(/unexpected body/);
  });

  it('refundsByOrder reads the documented statuses (1 done, 4 rejected, else pending); 404 is none', async () => {
    const refund = (requestId: string, status: number) => ({
      batchId: 9,
      requestId,
      date: '2026-07-17 08:25:43',
      login: 'login',
      description: 'Zwrot',
      status,
      amount: 100,
    });
    const { fake, requests } = answering(200, {
      data: {
        orderId: 321,
        sessionId: 's-1',
        amount: 700,
        currency: 'PLN',
        refunds: [refund('a', 1), refund('b', 2), refund('c', 3), refund('d', 4), refund('e', 0)],
      },
      responseCode: 0,
    });
    expect((await fake.refundsByOrder(321)).map((r) => [r.requestId, r.status])).toEqual([
      ['a', 'done'],
      ['b', 'pending'],
      ['c', 'pending'],
      ['d', 'rejected'],
      ['e', 'pending'],
    ]);
    expect(requests).toEqual([{ url: 'https://sandbox.przelewy24.pl/api/v1/refund/by/orderId/321', method: 'GET' }]);
    expect(await answering(404, { error: 'Transaction not found', responseCode: 0 }).fake.refundsByOrder(321)).toEqual(
      [],
    );
    await expect(answering(200, { data: { refunds: [{ requestId: 'a' }] } }).fake.refundsByOrder(321)).rejects.toThrow(
      /unexpected body/,
    );
    await expect(fake.refundsByOrder(0)).rejects.toBeInstanceOf(P24Error);
  });

  it('transactionBySession: the path is encoded, the shape checked', async () => {
    const { fake, requests } = answering(200, {
      data: { orderId: 5, sessionId: 'a/b', status: 2, amount: 700, currency: 'PLN', clientEmail: 'x@example.com' },
      responseCode: 0,
    });
    expect(await fake.transactionBySession('a/b')).toEqual({ orderId: 5, status: 2, amount: 700, currency: 'PLN' });
    expect(requests[0]!.url).toBe('https://sandbox.przelewy24.pl/api/v1/transaction/by/sessionId/a%2Fb');
    for (const data of [{ orderId: 5, status: 7, amount: 700, currency: 'PLN' }, { orderId: '5' }]) {
      await expect(answering(200, { data }).fake.transactionBySession('s')).rejects.toThrow(/unexpected body/);
    }
    await expect(answering(503, 'maintenance').fake.transactionBySession('s')).rejects.toMatchObject({ status: 503 });
  });
});

describe('refundNotificationSign', () => {
  it('signs the documented keys in the documented order', () => {
    const fields = {
      status: 0,
      currency: 'PLN',
      amount: 700,
      merchantId: 11,
      refundsUuid: 'u',
      sessionId: 's',
      orderId: 321,
      requestId: 'not signed',
    };
    const sha384 = (o: object) => createHash('sha384').update(JSON.stringify(o)).digest('hex');
    expect(refundNotificationSign(fields, 'c')).toBe(
      sha384({
        orderId: 321,
        sessionId: 's',
        refundsUuid: 'u',
        merchantId: 11,
        amount: 700,
        currency: 'PLN',
        status: 0,
        crc: 'c',
      }),
    );
  });
});
