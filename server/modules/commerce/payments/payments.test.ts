import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.ts';
import type { Purchase } from '../../../generated/prisma/client.ts';
import {
  captureLogs,
  errorCode,
  gid,
  graphql,
  rest,
  signIn,
  startHarness,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { injectFetch } from '../../../platform/http/inject-fetch.ts';
import { simulatorCredentials } from './gateway.ts';
import { createP24Client } from './p24-client.ts';
import { przelewy24Offered, startPayment } from './service.ts';
import { notificationSign, registerSign, signsEqual, verifySign } from './sign.ts';
import { MAX_NOTIFY_ATTEMPTS } from './simulator/simulator.ts';

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

let h: Harness;
let buyer: SignedIn;
let logs: string[];
beforeAll(async () => {
  h = await startHarness({ LOG_LEVEL: 'info' });
  logs = captureLogs(h);
  buyer = await signIn(h, 'USER');
});
afterAll(() => h.close());
beforeEach(() => {
  const faults = h.app.p24Simulator!.faults;
  for (const key of Object.keys(faults)) delete faults[key as keyof typeof faults];
});

let counter = 0;
/** A PLACED Przelewy24 purchase (rows made directly: placement is the checkout's, tested there). */
async function placed(data: Partial<Purchase> = {}) {
  const accessToken = randomBytes(24).toString('base64url');
  counter += 1;
  const purchase = await h.db.prisma.purchase.create({
    data: {
      number: `2026/9${String(counter).padStart(5, '0')}-${randomBytes(2).toString('hex')}`,
      buyerId: buyer.userId,
      paymentType: 'PRZELEWY24_TRANSFER',
      buyerType: 'INDIVIDUAL',
      name: 'Jan Kowalski',
      streetAndNumber: 'ul. Polna 1',
      postalCode: '00-001',
      city: 'Warszawa',
      phone: '+48600100200',
      email: 'jan@example.com',
      itemsGross: 12345,
      totalGross: 12345,
      idempotencyKey: randomUUID(),
      accessTokenHash: createHash('sha256').update(accessToken).digest('hex'),
      payBefore: new Date(Date.now() + 3_600_000),
      ...data,
    },
  });
  return { purchase, accessToken };
}

const pathOf = (url: string) => new URL(url).pathname;
const tokenOf = (redirectUrl: string) => decodeURIComponent(pathOf(redirectUrl).split('/').pop()!);

async function start(purchaseId: string, who: SignedIn | null = buyer, accessToken?: string) {
  const response = await rest(
    h,
    'POST',
    `shop/purchases/${purchaseId}/payment`,
    who,
    accessToken ? { accessToken } : {},
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { redirectUrl: string }).redirectUrl;
}

const submit = (redirectUrl: string, action: 'pay' | 'cancel') =>
  h.app.inject({
    method: 'POST',
    url: pathOf(redirectUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });

const statusOf = async (id: string) => (await h.db.prisma.purchase.findUniqueOrThrow({ where: { id } })).status;
const paidEvents = (purchaseId: string) =>
  h.db.prisma.purchaseEvent.count({ where: { purchaseId, toStatus: 'PAID', kind: 'STATUS' } });

/** The notification the simulator would send for a paid transaction (signed with `crc`). */
async function notificationFor(token: string, change: { crc?: string; amount?: number } = {}) {
  const tx = await h.db.prisma.simulatedP24Transaction.findUniqueOrThrow({ where: { token } });
  const { crc } = await simulatorCredentials(h.db.prisma);
  const amount = change.amount ?? tx.amount;
  const fields = {
    merchantId: tx.merchantId,
    posId: tx.posId,
    sessionId: tx.sessionId,
    amount,
    originAmount: amount,
    currency: tx.currency,
    orderId: Number(tx.orderId),
    methodId: 25,
    statement: `p24-SIM-${tx.orderId}`,
  };
  return { ...fields, sign: notificationSign(fields, change.crc ?? crc) };
}
const notify = (body: object) => rest(h, 'POST', 'payments/przelewy24/status', null, body);

describe('sign', () => {
  it('matches the documented test vector and builds each object in the documented order', () => {
    expect(
      registerSign(
        { sessionId: 'unique-session-id', merchantId: 999999, amount: 1234, currency: 'PLN' },
        'crc-z-panelu-p24',
      ),
    ).toBe('b27f9adce99faee87750d350e24fab781f734fd80af7bdcff7063dab3fcebbf5f051b264a9b547e611e8e6af7b377cfa');
    // Extra or reordered fields of the input change nothing.
    const shuffled = { currency: 'PLN', amount: 1234, extra: 'x', merchantId: 999999, sessionId: 'unique-session-id' };
    expect(registerSign(shuffled, 'crc-z-panelu-p24')).toBe(
      'b27f9adce99faee87750d350e24fab781f734fd80af7bdcff7063dab3fcebbf5f051b264a9b547e611e8e6af7b377cfa',
    );
    const sha384 = (o: object) => createHash('sha384').update(JSON.stringify(o)).digest('hex');
    expect(verifySign({ currency: 'PLN', amount: 5, orderId: 7, sessionId: 's' }, 'c')).toBe(
      sha384({ sessionId: 's', orderId: 7, amount: 5, currency: 'PLN', crc: 'c' }),
    );
    const n = {
      statement: 'st',
      methodId: 25,
      orderId: 7,
      currency: 'PLN',
      originAmount: 5,
      amount: 5,
      sessionId: 's',
      posId: 2,
      merchantId: 1,
    };
    expect(notificationSign(n, 'c')).toBe(
      sha384({
        merchantId: 1,
        posId: 2,
        sessionId: 's',
        amount: 5,
        originAmount: 5,
        currency: 'PLN',
        orderId: 7,
        methodId: 25,
        statement: 'st',
        crc: 'c',
      }),
    );
  });

  it('compares signs of any length or type safely', () => {
    const sign = registerSign({ sessionId: 'a', merchantId: 1, amount: 1, currency: 'PLN' }, 'c');
    expect(signsEqual(sign, sign)).toBe(true);
    expect(signsEqual(sign.toUpperCase(), sign)).toBe(true);
    expect(signsEqual(sign.slice(1), sign)).toBe(false);
    expect(signsEqual(`${sign.slice(0, -1)}0`, sign)).toBe(sign.endsWith('0'));
    expect(signsEqual(42, sign)).toBe(false);
    expect(signsEqual(undefined, sign)).toBe(false);
  });
});

describe('configuration', () => {
  it('refuses partial Przelewy24 credentials', () => {
    expect(() => loadConfig({ P24_MERCHANT_ID: '1', P24_POS_ID: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ P24_CRC: 'x' })).toThrow(/set all four or none/);
    expect(() => loadConfig({ P24_MERCHANT_ID: '1', P24_POS_ID: '1', P24_CRC: 'c', P24_API_KEY: 'k' })).not.toThrow();
  });

  it('offers Przelewy24 with credentials, or outside production (the simulator)', () => {
    const creds = { P24_MERCHANT_ID: '1', P24_POS_ID: '1', P24_CRC: 'c', P24_API_KEY: 'k' };
    expect(przelewy24Offered(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(przelewy24Offered(loadConfig({ NODE_ENV: 'production', ...creds }))).toBe(true);
    expect(przelewy24Offered(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(przelewy24Offered(loadConfig({ NODE_ENV: 'test' }))).toBe(true);
  });
});

describe('the simulator API through the in-process transport', () => {
  it('registers and verifies with Basic auth and signs checked', async () => {
    const credentials = await simulatorCredentials(h.db.prisma);
    const client = createP24Client({
      baseUrl: `${h.config.publicUrl.origin}/p24-simulator`,
      credentials,
      fetch: injectFetch(h.app),
    });
    const origin = h.config.publicUrl.origin;
    const input = {
      sessionId: randomUUID(),
      amount: 500,
      description: 'Test',
      email: 'a@example.com',
      language: 'pl' as const,
      urlReturn: `${origin}/app`,
      urlStatus: `${origin}/api/v1/payments/przelewy24/status`,
    };
    const { token } = await client.register(input);
    expect(client.redirectUrl(token)).toBe(`${origin}/p24-simulator/trnRequest/${token}`);
    // The same sessionId twice is refused.
    await expect(client.register(input)).rejects.toThrow(/answered 400/);
    const tx = await h.db.prisma.simulatedP24Transaction.findUniqueOrThrow({ where: { token } });
    expect(tx).toMatchObject({ status: 'REGISTERED', amount: 500, merchantId: credentials.merchantId });
    const verify = { sessionId: input.sessionId, orderId: Number(tx.orderId), amount: 500, currency: 'PLN' };
    // Not paid yet: refused.
    await expect(client.verify(verify)).rejects.toThrow(/answered 400/);
    await h.db.prisma.simulatedP24Transaction.update({ where: { token }, data: { status: 'PAID' } });
    await expect(client.verify({ ...verify, amount: 501 })).rejects.toThrow(/answered 400/);
    await client.verify(verify);
    expect((await h.db.prisma.simulatedP24Transaction.findUniqueOrThrow({ where: { token } })).status).toBe('VERIFIED');

    // Wrong API key, wrong CRC, a foreign urlStatus: refused like the real service would.
    const wrongKey = createP24Client({
      baseUrl: `${origin}/p24-simulator`,
      credentials: { ...credentials, apiKey: 'nope' },
      fetch: injectFetch(h.app),
    });
    await expect(wrongKey.register({ ...input, sessionId: randomUUID() })).rejects.toThrow(/answered 401/);
    const wrongCrc = createP24Client({
      baseUrl: `${origin}/p24-simulator`,
      credentials: { ...credentials, crc: 'nope' },
      fetch: injectFetch(h.app),
    });
    await expect(wrongCrc.register({ ...input, sessionId: randomUUID() })).rejects.toThrow(/Incorrect sign/);
    await expect(wrongCrc.verify(verify)).rejects.toThrow(/Incorrect sign/);
    await expect(
      client.register({ ...input, sessionId: randomUUID(), urlStatus: 'https://evil.example/status' }),
    ).rejects.toThrow(/answered 400/);
  });
});

describe('paying with Przelewy24 (simulator)', () => {
  it('start → the pay page → Pay → notification → verified → PAID (REST)', async () => {
    const { purchase } = await placed({ language: 'PL' });
    const redirectUrl = await start(purchase.id);
    expect(redirectUrl).toMatch(new RegExp(`^${h.config.publicUrl.origin}/p24-simulator/trnRequest/[A-Z0-9-]+$`));
    const payment = await h.db.prisma.payment.findFirstOrThrow({ where: { purchaseId: purchase.id } });
    expect(payment).toMatchObject({
      status: 'REGISTERED',
      amount: 12345,
      currency: 'PLN',
      token: tokenOf(redirectUrl),
    });
    const tx = await h.db.prisma.simulatedP24Transaction.findUniqueOrThrow({ where: { token: tokenOf(redirectUrl) } });
    expect(tx).toMatchObject({
      sessionId: payment.sessionId,
      amount: 12345,
      description: `Zamówienie ${purchase.number}`,
      email: 'jan@example.com',
      urlReturn: `${h.config.publicUrl.origin}/app/purchases/${purchase.id}/details?payment=return`,
      urlStatus: `${h.config.publicUrl.origin}/api/v1/payments/przelewy24/status`,
    });

    const page = await h.app.inject({ method: 'GET', url: pathOf(redirectUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('123,45 zł');
    expect(page.body).toContain(`Zamówienie ${purchase.number}`);
    expect(page.body).toContain(h.config.SELLER_NAME);
    expect(page.body).toContain('name="action" value="pay"');
    expect(page.body).toContain('name="action" value="cancel"');
    expect(page.body).not.toContain('<script');

    const paid = await submit(redirectUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(tx.urlReturn);
    expect(await statusOf(purchase.id)).toBe('PAID');
    expect(await paidEvents(purchase.id)).toBe(1);
    const event = await h.db.prisma.purchaseEvent.findFirstOrThrow({
      where: { purchaseId: purchase.id, toStatus: 'PAID' },
    });
    expect(event.source).toBe('przelewy24');
    const verified = await h.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(verified).toMatchObject({ status: 'VERIFIED', p24OrderId: tx.orderId, methodId: 25 });
    expect(verified.verifiedAt).toBeInstanceOf(Date);
    expect(await h.db.prisma.simulatedP24Transaction.findUniqueOrThrow({ where: { token: tx.token } })).toMatchObject({
      status: 'VERIFIED',
      notifyAttempts: 1,
      nextNotifyAt: null,
    });

    // The page now says it is paid; paying again changes nothing; a paid purchase cannot restart.
    expect((await h.app.inject({ method: 'GET', url: pathOf(redirectUrl) })).body).toContain('Opłacono');
    expect((await submit(redirectUrl, 'pay')).statusCode).toBe(303);
    expect(await paidEvents(purchase.id)).toBe(1);
    const again = await rest(h, 'POST', `shop/purchases/${purchase.id}/payment`, buyer, {});
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'BUSINESS_RULE', rule: 'PURCHASE_NOT_PAYABLE' });
  });

  it('GraphQL startPayment: the buyer, or a guest with the private-link token; nobody else', async () => {
    const START = `mutation ($purchaseId: ID!, $accessToken: String) { startPayment(purchaseId: $purchaseId, accessToken: $accessToken) { redirectUrl } }`;
    const { purchase, accessToken } = await placed({ buyerId: null, language: 'EN' });
    const purchaseId = gid('Purchase', purchase.id);
    const other = await signIn(h, 'USER');
    expect(errorCode((await graphql(h, START, { purchaseId })).body)).toBe('NOT_FOUND');
    expect(errorCode((await graphql(h, START, { purchaseId }, other.headers)).body)).toBe('NOT_FOUND');
    expect(errorCode((await graphql(h, START, { purchaseId, accessToken: 'wrong' })).body)).toBe('NOT_FOUND');
    expect(errorCode((await graphql(h, START, { purchaseId: purchase.id, accessToken })).body)).toBe('NOT_FOUND');
    const guest = await graphql(h, START, { purchaseId, accessToken });
    expect(guest.body.errors).toBeUndefined();
    const redirectUrl = guest.body.data.startPayment.redirectUrl as string;
    const tx = await h.db.prisma.simulatedP24Transaction.findUniqueOrThrow({ where: { token: tokenOf(redirectUrl) } });
    // The guest's token never goes to Przelewy24.
    expect(JSON.stringify({ ...tx, orderId: String(tx.orderId) })).not.toContain(accessToken);
    expect(tx.description).toBe(`Order ${purchase.number}`);
    expect(tx.urlReturn).toBe(`${h.config.publicUrl.origin}/app/purchases/${purchase.id}/details?payment=return`);

    const own = await placed();
    const mine = await graphql(h, START, { purchaseId: gid('Purchase', own.purchase.id) }, buyer.headers);
    expect(mine.body.data.startPayment.redirectUrl).toContain('/p24-simulator/trnRequest/');
    expect((await submit(redirectUrl, 'pay')).statusCode).toBe(303);
    expect(await statusOf(purchase.id)).toBe('PAID');
  });

  it('REST start: NOT_FOUND for strangers and wrong tokens, the guest token works', async () => {
    const { purchase, accessToken } = await placed({ buyerId: null });
    const other = await signIn(h, 'USER');
    for (const [who, body] of [
      [null, {}],
      [other, {}],
      [null, { accessToken: 'x' }],
    ] as const) {
      const response = await rest(h, 'POST', `shop/purchases/${purchase.id}/payment`, who, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await rest(h, 'POST', `shop/purchases/not-a-uuid/payment`, null, {})).statusCode).toBe(404);
    expect(await start(purchase.id, null, accessToken)).toContain('/p24-simulator/trnRequest/');
  });

  it('refuses purchases that cannot be paid online', async () => {
    const cases = [
      [{ paymentType: 'TRADITIONAL_TRANSFER' }, 'PURCHASE_NOT_PAYABLE'],
      [{ status: 'PAID' }, 'PURCHASE_NOT_PAYABLE'],
      [{ status: 'NO_PAID' }, 'PURCHASE_NOT_PAYABLE'],
      [{ payBefore: new Date(Date.now() - 1000) }, 'PAYMENT_TIME_EXPIRED'],
      [{ totalGross: 5_500_001, itemsGross: 5_500_001 }, 'PRZELEWY24_AMOUNT_TOO_HIGH'],
    ] as const;
    for (const [data, rule] of cases) {
      const { purchase } = await placed(data);
      const response = await rest(h, 'POST', `shop/purchases/${purchase.id}/payment`, buyer, {});
      expect(response.statusCode, rule).toBe(422);
      expect(response.json()).toMatchObject({ code: 'BUSINESS_RULE', rule });
      expect(await h.db.prisma.payment.count({ where: { purchaseId: purchase.id } })).toBe(0);
    }
    // Exactly 55,000 PLN is still allowed.
    const { purchase } = await placed({ totalGross: 5_500_000, itemsGross: 5_500_000 });
    expect(await start(purchase.id)).toContain('/trnRequest/');
  });

  it('Cancel on the page returns the buyer; the purchase stays PLACED and a new attempt gets a new session', async () => {
    const { purchase } = await placed();
    const first = await start(purchase.id);
    const cancelled = await submit(first, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toContain(`/app/purchases/${purchase.id}/details?payment=return`);
    expect(
      (await h.db.prisma.simulatedP24Transaction.findUniqueOrThrow({ where: { token: tokenOf(first) } })).status,
    ).toBe('CANCELLED');
    expect((await h.app.inject({ method: 'GET', url: pathOf(first) })).body).toContain('Płatność anulowana');
    expect(await statusOf(purchase.id)).toBe('PLACED');
    // Paying a cancelled transaction does nothing.
    await submit(first, 'pay');
    expect(await statusOf(purchase.id)).toBe('PLACED');

    const second = await start(purchase.id);
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    const payments = await h.db.prisma.payment.findMany({ where: { purchaseId: purchase.id } });
    expect(new Set(payments.map((p) => p.sessionId)).size).toBe(2);
    await submit(second, 'pay');
    expect(await statusOf(purchase.id)).toBe('PAID');
  });

  it('a page for an unknown token is a 404; a bad form action changes nothing', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/p24-simulator/trnRequest/NOPE' })).statusCode).toBe(404);
    const { purchase } = await placed();
    const url = await start(purchase.id);
    const bad = await h.app.inject({
      method: 'POST',
      url: pathOf(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=steal',
    });
    expect(bad.statusCode).toBe(400);
    expect(await statusOf(purchase.id)).toBe('PLACED');
  });
});

describe('the status notification', () => {
  async function paidWithoutNotification() {
    h.app.p24Simulator!.faults.notifyAfterReturn = true;
    const { purchase } = await placed();
    const url = await start(purchase.id);
    expect((await submit(url, 'pay')).statusCode).toBe(303);
    expect(await statusOf(purchase.id)).toBe('PLACED');
    h.app.p24Simulator!.faults.notifyAfterReturn = false;
    return { purchase, token: tokenOf(url) };
  }

  it(`replayed 10 times${POSTGRES ? ' concurrently (PostgreSQL)' : ''} → one state change`, async () => {
    const { purchase, token } = await paidWithoutNotification();
    const body = await notificationFor(token);
    const responses = await Promise.all(Array.from({ length: 10 }, () => notify(body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = responses.map((r) => (r.json() as { status: string }).status).sort();
    expect(outcomes.filter((o) => o === 'verified')).toHaveLength(1);
    expect(await statusOf(purchase.id)).toBe('PAID');
    expect(await paidEvents(purchase.id)).toBe(1);
    expect(await h.db.prisma.purchaseEvent.count({ where: { purchaseId: purchase.id, kind: 'STATUS' } })).toBe(1);
    // Later replays: still 200, still nothing.
    for (let i = 0; i < 3; i++) expect((await notify(body)).json()).toEqual({ status: 'replay' });
    expect(await paidEvents(purchase.id)).toBe(1);
  });

  it('a forged signature is refused, logged without secrets, and changes nothing', async () => {
    const { purchase, token } = await paidWithoutNotification();
    const before = logs.length;
    const forged = await notify(await notificationFor(token, { crc: 'guessed-crc' }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'P24_NOTIFICATION_REFUSED' });
    expect(await statusOf(purchase.id)).toBe('PLACED');
    expect((await h.db.prisma.payment.findFirstOrThrow({ where: { purchaseId: purchase.id } })).status).toBe(
      'REGISTERED',
    );
    const lines = logs.slice(before).join('\n');
    expect(lines).toContain('przelewy24 notification refused');
    expect(lines).toContain('"reason":"bad-sign"');
    expect(lines).toContain('"level":40');
    const { crc, apiKey } = await simulatorCredentials(h.db.prisma);
    expect(lines).not.toContain(crc);
    expect(lines).not.toContain(apiKey);
  });

  it('refuses other amounts, unknown sessions, other merchants and malformed bodies', async () => {
    const { purchase, token } = await paidWithoutNotification();
    const good = await notificationFor(token);
    const { crc } = await simulatorCredentials(h.db.prisma);
    const resign = (o: typeof good) => ({ ...o, sign: notificationSign(o, crc) });
    const cases = [
      await notificationFor(token, { amount: good.amount - 1 }),
      resign({ ...good, originAmount: good.amount + 1 }),
      resign({ ...good, currency: 'EUR' }),
      resign({ ...good, sessionId: randomUUID() }),
      resign({ ...good, merchantId: good.merchantId + 1 }),
      resign({ ...good, posId: good.posId + 1 }),
    ];
    for (const body of cases) {
      const response = await notify(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'P24_NOTIFICATION_REFUSED' });
    }
    const malformed = await notify({ ...good, amount: '12345' });
    expect(malformed.statusCode).toBe(400);
    expect(await statusOf(purchase.id)).toBe('PLACED');
    // The genuine one still works afterwards.
    expect((await notify(good)).json()).toEqual({ status: 'verified' });
    expect(await statusOf(purchase.id)).toBe('PAID');
  });

  it('the simulator with a wrong-amount or wrong-signature fault gets refused and keeps retrying', async () => {
    for (const fault of ['wrongAmount', 'wrongSignature'] as const) {
      h.app.p24Simulator!.faults[fault] = true;
      const { purchase } = await placed();
      const url = await start(purchase.id);
      const paidAt = Date.now();
      expect((await submit(url, 'pay')).statusCode).toBe(303);
      expect(await statusOf(purchase.id)).toBe('PLACED');
      const tx = await h.db.prisma.simulatedP24Transaction.findUniqueOrThrow({ where: { token: tokenOf(url) } });
      expect(tx).toMatchObject({ status: 'PAID', notifyAttempts: 1, lastError: 'urlStatus answered 400' });
      // A retry is scheduled after the attempt (its back-off), however long the attempt took.
      expect(tx.nextNotifyAt!.getTime()).toBeGreaterThan(paidAt);
      // Once the fault is gone, the next retry is accepted.
      h.app.p24Simulator!.faults[fault] = false;
      expect(await h.app.p24Simulator!.deliverDueNotifications(new Date(Date.now() + 3_600_000))).toBeGreaterThan(0);
      expect(await statusOf(purchase.id)).toBe('PAID');
    }
  });

  it('retries until verified: verify failures answer 503 and the runner retries with back-off', async () => {
    h.app.p24Simulator!.faults.failVerify = 2;
    const { purchase } = await placed();
    const url = await start(purchase.id);
    const t0 = Date.now();
    await submit(url, 'pay');
    expect(await statusOf(purchase.id)).toBe('PLACED');
    const token = tokenOf(url);
    const row = () => h.db.prisma.simulatedP24Transaction.findUniqueOrThrow({ where: { token } });
    expect(await row()).toMatchObject({ status: 'PAID', notifyAttempts: 1, lastError: 'urlStatus answered 503' });
    const first = (await row()).nextNotifyAt!;
    expect(first.getTime() - t0).toBeGreaterThanOrEqual(14_000);
    // Not due yet: nothing is sent.
    const sim = h.app.p24Simulator!;
    expect(await sim.deliverDueNotifications(new Date(first.getTime() - 1000))).toBe(0);
    expect((await row()).notifyAttempts).toBe(1);
    await sim.deliverDueNotifications(first);
    const second = await row();
    expect(second).toMatchObject({ status: 'PAID', notifyAttempts: 2 });
    expect(second.nextNotifyAt!.getTime() - first.getTime()).toBe(30_000);
    await sim.deliverDueNotifications(second.nextNotifyAt!);
    expect(await row()).toMatchObject({ status: 'VERIFIED', notifyAttempts: 3, nextNotifyAt: null });
    expect(await statusOf(purchase.id)).toBe('PAID');
    expect(await paidEvents(purchase.id)).toBe(1);
    expect(await sim.deliverDueNotifications(new Date(Date.now() + 86_400_000))).toBe(0);
  });

  it('gives up after the last attempt', async () => {
    h.app.p24Simulator!.faults.wrongSignature = true;
    const { purchase } = await placed();
    const url = await start(purchase.id);
    await submit(url, 'pay');
    const sim = h.app.p24Simulator!;
    let now = Date.now();
    for (let i = 0; i < MAX_NOTIFY_ATTEMPTS + 2; i++) {
      now += 3_600_000;
      await sim.deliverDueNotifications(new Date(now));
    }
    const tx = await h.db.prisma.simulatedP24Transaction.findUniqueOrThrow({ where: { token: tokenOf(url) } });
    expect(tx).toMatchObject({ status: 'PAID', notifyAttempts: MAX_NOTIFY_ATTEMPTS, nextNotifyAt: null });
    expect(await statusOf(purchase.id)).toBe('PLACED');
  });

  it('a duplicated notification and a notification after the buyer returned both end in one PAID', async () => {
    h.app.p24Simulator!.faults.duplicateNotification = true;
    const a = await placed();
    await submit(await start(a.purchase.id), 'pay');
    expect(await statusOf(a.purchase.id)).toBe('PAID');
    expect(await paidEvents(a.purchase.id)).toBe(1);
    h.app.p24Simulator!.faults.duplicateNotification = false;

    const b = await paidWithoutNotification();
    expect(await statusOf(b.purchase.id)).toBe('PLACED');
    await h.app.p24Simulator!.deliverDueNotifications(new Date());
    expect(await statusOf(b.purchase.id)).toBe('PAID');
  });

  it('money for a purchase cancelled meanwhile is verified, recorded and left "refund needed" for an admin', async () => {
    const { purchase, token } = await paidWithoutNotification();
    await h.db.prisma.purchase.update({ where: { id: purchase.id }, data: { status: 'NO_PAID' } });
    const before = logs.length;
    const response = await notify(await notificationFor(token));
    expect(response.statusCode).toBe(200);
    expect(await statusOf(purchase.id)).toBe('NO_PAID');
    expect((await h.db.prisma.payment.findFirstOrThrow({ where: { purchaseId: purchase.id } })).status).toBe(
      'VERIFIED',
    );
    expect((await h.db.prisma.simulatedP24Transaction.findUniqueOrThrow({ where: { token } })).status).toBe('VERIFIED');
    expect(logs.slice(before).join('\n')).toContain('refunding');
    const refund = await h.db.prisma.refund.findFirstOrThrow({ where: { purchaseId: purchase.id } });
    expect(refund).toMatchObject({ reason: 'CANCELLED_ORDER', status: 'NEEDED', amount: purchase.totalGross });
  });

  it('startPayment (service) is what checkout calls right after placing the order', async () => {
    const { purchase } = await placed();
    const deps = { prisma: h.db.prisma, config: h.config, p24: { mode: 'none' as const, client: async () => null } };
    await expect(startPayment(deps, purchase.id)).rejects.toMatchObject({ rule: 'PRZELEWY24_UNAVAILABLE' });
    await expect(startPayment(deps, randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // Przelewy24 down: the attempt is recorded FAILED and the error reaches the caller (logged, INTERNAL).
    const down = createP24Client({
      baseUrl: 'https://p24.invalid',
      credentials: await simulatorCredentials(h.db.prisma),
      fetch: async () => ({ status: 503, text: async () => '{"error":"maintenance","code":503}' }),
    });
    const failing = { ...deps, p24: { mode: 'przelewy24' as const, client: async () => down } };
    await expect(startPayment(failing, purchase.id)).rejects.toThrow(/answered 503: maintenance/);
    expect(await h.db.prisma.payment.findFirstOrThrow({ where: { purchaseId: purchase.id } })).toMatchObject({
      status: 'FAILED',
      token: null,
    });
  });
});

describe('production', () => {
  it('without credentials: no simulator, Przelewy24 not offered', async () => {
    const prod = await startHarness({ NODE_ENV: 'production' });
    try {
      expect(prod.app.p24Simulator).toBeUndefined();
      expect(przelewy24Offered(prod.config)).toBe(false);
      const register = await prod.app.inject({
        method: 'POST',
        url: '/p24-simulator/api/v1/transaction/register',
        payload: {},
      });
      expect(register.statusCode).toBe(404);
      const page = await prod.app.inject({ method: 'GET', url: '/p24-simulator/trnRequest/X' });
      expect(page.body).not.toContain('Przelewy24');
      const user = await signIn(prod, 'USER');
      const { purchase } = await placedIn(prod, user.userId);
      const response = await rest(prod, 'POST', `shop/purchases/${purchase.id}/payment`, user, {});
      expect(response.json()).toMatchObject({ code: 'BUSINESS_RULE', rule: 'PRZELEWY24_UNAVAILABLE' });
      expect(await prod.db.prisma.payment.count()).toBe(0);
      const note = await rest(prod, 'POST', 'payments/przelewy24/status', null, {
        merchantId: 1,
        posId: 1,
        sessionId: 's',
        amount: 1,
        originAmount: 1,
        currency: 'PLN',
        orderId: 1,
        methodId: 1,
        statement: 's',
        sign: 'x',
      });
      expect(note.json()).toMatchObject({ code: 'P24_NOTIFICATION_REFUSED' });
    } finally {
      await prod.close();
    }
  });

  it('with credentials: Przelewy24 offered, still no simulator', async () => {
    const prod = await startHarness({
      NODE_ENV: 'production',
      P24_MERCHANT_ID: '11',
      P24_POS_ID: '11',
      P24_CRC: 'c',
      P24_API_KEY: 'k',
    });
    try {
      expect(prod.app.p24Simulator).toBeUndefined();
      expect(przelewy24Offered(prod.config)).toBe(true);
      const register = await prod.app.inject({ method: 'POST', url: '/p24-simulator/api/v1/transaction/register' });
      expect(register.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

async function placedIn(harness: Harness, buyerId: string) {
  const purchase = await harness.db.prisma.purchase.create({
    data: {
      number: '2026/000001',
      buyerId,
      paymentType: 'PRZELEWY24_TRANSFER',
      buyerType: 'INDIVIDUAL',
      name: 'Jan',
      streetAndNumber: 'x',
      postalCode: '00-001',
      city: 'x',
      phone: '+48600100200',
      email: 'j@example.com',
      itemsGross: 100,
      totalGross: 100,
      idempotencyKey: randomUUID(),
      accessTokenHash: randomBytes(32).toString('hex'),
    },
  });
  return { purchase };
}
