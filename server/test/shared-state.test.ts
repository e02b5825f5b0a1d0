import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader } from 'jose';
import * as client from 'openid-client';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingKeys } from '../auth/idp/keys.ts';
import { Browser, formOf, freePort, startLogin, type TestIdp } from '../auth/idp/test-support.ts';
import { embeddedClientSecret } from '../auth/idp/index.ts';
import { hashPassword } from '../auth/password.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { remindExpiringCertificates } from '../modules/learning/certificates/service.ts';
import { cancelOverdue } from '../modules/commerce/purchases/service.ts';
import { gid, signIn, startHarness, type Harness, type SignedIn } from './harness.ts';
import { startRoundRobinProxy, startSecondApp, type RoundRobinProxy, type SecondApp } from './second-app.ts';
import { pruneOidcPayloads } from '../auth/idp/adapter.ts';
import { enqueueMail } from '../platform/mail/outbox.ts';
import { MailWorker } from '../platform/mail/worker.ts';

// Nothing that must be shared lives in one process's memory: two app instances (two server
// processes: on PostgreSQL each with its own connection pool) on one database, behind a
// round-robin balancer, share sign-ins, tokens, rate limits and catalogue changes, and the
// scheduled jobs run by both at once do their work once.

const CONTACT_LIMIT = 3;
let h: Harness;
let b: SecondApp;
let proxy: RoundRobinProxy;
let origin: string;
let admin: SignedIn;

beforeAll(async () => {
  const proxyPort = await freePort();
  origin = `http://127.0.0.1:${proxyPort}`;
  // Both processes have the same configuration, as a cluster's processes do.
  const env = {
    PUBLIC_URL: origin,
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_CONTACT_PER_HOUR: String(CONTACT_LIMIT),
  };
  h = await startHarness(env);
  b = await startSecondApp(h, env);
  const [portA, portB] = [await freePort(), await freePort()];
  await h.app.listen({ port: portA, host: '127.0.0.1' });
  await b.app.listen({ port: portB, host: '127.0.0.1' });
  proxy = await startRoundRobinProxy([`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`], proxyPort);
  admin = await signIn(h, 'ADMIN');
});
afterAll(async () => {
  await proxy?.close();
  await b?.close();
  await h?.close();
});

const prismaA = () => h.db.prisma;
const prismaB = () => b.db.prisma;

async function createUser() {
  return prismaA().user.create({
    data: {
      email: `shared-${randomBytes(4).toString('hex')}@example.com`,
      role: 'USER',
      emailVerified: true,
      passwordHash: await hashPassword('Secret-pass-1'),
    },
  });
}

describe('signing in across processes', () => {
  it('a browser signs in through the balancer (each step may reach the other process); its session works on both', async () => {
    const user = await createUser();
    const browser = new Browser();
    const before = [...proxy.counts];
    const start = await browser.follow(`${origin}/app/login?returnTo=/app/account&lang=en`);
    expect(start.response.status).toBe(200);
    const { action, hidden } = formOf(await start.response.text());
    const done = await browser.follow(new URL(action, origin).href, {
      form: { ...hidden, email: user.email, password: 'Secret-pass-1' },
    });
    expect(done.url).toBe(`${origin}/app/account`);
    // The flow went through both processes (authorize, interaction, token exchange, callback).
    expect(proxy.counts[0]! - before[0]!).toBeGreaterThan(0);
    expect(proxy.counts[1]! - before[1]!).toBeGreaterThan(0);

    const cookie = browser.cookieHeader(`${origin}/api/session`);
    for (const app of [h.app, b.app]) {
      const session = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
      expect(session.json()).toMatchObject({ authenticated: true });
      const account = await app.inject({ method: 'GET', url: '/api/v1/user-account', headers: { cookie } });
      expect(account.statusCode).toBe(200);
    }
  });

  it('an access token issued by one process is accepted by the other', async () => {
    const user = await createUser();
    const secret = await embeddedClientSecret(prismaA(), h.config);
    const toA: client.CustomFetch = (url, options) =>
      fetch(url, {
        ...(options as RequestInit),
        headers: { ...(options.headers as Record<string, string>), 'x-test-backend': '0' },
      });
    const oidc = await client.discovery(new URL(h.config.issuer), h.config.OIDC_CLIENT_ID, secret, undefined, {
      execute: [client.allowInsecureRequests],
      [client.customFetch]: toA,
    });
    const idp = { origin, issuer: h.config.issuer, config: h.config } as TestIdp;
    const browser = new Browser();
    const login = await startLogin(browser, oidc, idp, { ui_locales: 'en' });
    expect(login.status).toBe(200);
    const { action, hidden } = formOf(login.html);
    const redirectUri = `${origin}/app/login-redirect`;
    const { url } = await browser.follow(
      new URL(action, origin).href,
      { form: { ...hidden, email: user.email, password: 'Secret-pass-1' } },
      redirectUri,
    );
    expect(url.startsWith(redirectUri)).toBe(true);
    // The code is exchanged at process A (x-test-backend: 0), which signs the access token.
    const tokens = await client.authorizationCodeGrant(oidc, new URL(url), {
      pkceCodeVerifier: login.verifier,
      expectedState: login.state,
      expectedNonce: login.nonce,
    });
    const { keys } = await signingKeys(prismaB());
    expect(decodeProtectedHeader(tokens.access_token).kid).toBe(keys[0]!.kid);
    for (const app of [b.app, h.app]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/user-account',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: user.email });
    }
  });
});

describe('limits and caches across processes', () => {
  it('a rate limit counts the requests made to both processes', async () => {
    const ip = '198.51.100.77';
    const message = (n: number) => ({
      firstName: 'Anna',
      lastName: 'Nowak',
      email: `anna-${randomBytes(4).toString('hex')}@example.com`,
      phone: `+48 600 100 ${String(200 + n)}`,
      subject: 'Kurs A2',
      message: 'Kiedy startuje najbliższy kurs?',
      termsConsent: true,
      privacyConsent: true,
    });
    const post = (app: typeof h.app, n: number) =>
      app.inject({ method: 'POST', url: '/api/v1/contact', remoteAddress: ip, payload: message(n) });
    const statuses: number[] = [];
    for (let n = 0; n <= CONTACT_LIMIT; n++) statuses.push((await post(n % 2 ? b.app : h.app, n)).statusCode);
    expect(statuses).toEqual([...Array<number>(CONTACT_LIMIT).fill(201), 429]);
    // Over the limit on the other process too.
    expect((await post(CONTACT_LIMIT % 2 ? h.app : b.app, 99)).statusCode).toBe(429);
  });

  it('a price change made through one process is in the very next visitor read of the other', async () => {
    const course = await prismaA().course.create({
      data: {
        courseType: 'FULL',
        title: `Shared ${randomBytes(3).toString('hex')}`,
        category: 'OPEN',
        language: 'PL',
        visibility: 'PUBLIC',
        availablePlaces: 10,
        description: '<p>Opis</p>',
        variants: { create: { variant: 'FULL_ONLINE', priceGross: 100_000 } },
      },
    });
    const QUERY = `query ($id: ID!) { course(id: $id) { variants { priceGross } } }`;
    const visitorGraphql = async () => {
      const response = await b.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: QUERY, variables: { id: gid('Course', course.id) } },
      });
      return response.json().data.course.variants[0].priceGross as number;
    };
    const visitorRest = async () =>
      (await b.app.inject({ method: 'GET', url: `/api/v1/courses/${course.id}` })).json().lowestPriceGross as number;
    // Read twice: B's cache now holds the answers.
    for (let i = 0; i < 2; i++) {
      expect(await visitorGraphql()).toBe(100_000);
      expect(await visitorRest()).toBe(100_000);
    }
    const change = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...admin.headers },
      payload: {
        query: `mutation ($input: SetCourseVariantInput!) { setCourseVariant(input: $input) { id } }`,
        variables: { input: { courseId: gid('Course', course.id), variant: 'FULL_ONLINE', priceGross: 80_000 } },
      },
    });
    expect(change.json().errors).toBeUndefined();
    expect(await visitorGraphql()).toBe(80_000);
    expect(await visitorRest()).toBe(80_000);
  });
});

describe('scheduled jobs run by both processes at once do their work once', () => {
  it('automatic cancellation of unpaid online purchases (FOR UPDATE SKIP LOCKED)', async () => {
    const now = new Date();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++)
      ids.push((await purchase(prismaA(), { payBefore: new Date(now.getTime() - 60_000) })).id);
    const [a, c] = await Promise.all([cancelOverdue(prismaA(), now, 2), cancelOverdue(prismaB(), now, 2)]);
    expect(a + c).toBe(ids.length);
    for (const id of ids) {
      expect((await prismaA().purchase.findUniqueOrThrow({ where: { id } })).status).toBe('NO_PAID');
      expect(await prismaA().purchaseEvent.count({ where: { purchaseId: id, kind: 'STATUS' } })).toBe(1);
      const { email } = await prismaA().purchase.findUniqueOrThrow({ where: { id } });
      expect(await prismaA().mailMessage.count({ where: { to: email } })).toBe(1);
    }
  });

  it('certificate expiry reminders (a conditional update claims each certificate)', async () => {
    const now = new Date();
    const holder = await createUser();
    for (let i = 0; i < 4; i++) {
      await prismaA().certificate.create({
        data: {
          userId: holder.id,
          kind: 'UPLOADED',
          title: `Certificate ${i}`,
          validUntil: new Date(now.getTime() + (5 + i) * 86_400_000),
        },
      });
    }
    const [a, c] = await Promise.all([
      remindExpiringCertificates(prismaA(), h.config.publicUrl, now, 1),
      remindExpiringCertificates(prismaB(), b.config.publicUrl, now, 1),
    ]);
    expect(a + c).toBe(4);
    expect(await prismaA().mailMessage.count({ where: { to: holder.email } })).toBe(4);
  });

  it('the payment simulator’s notifications (each attempt claimed by a conditional update)', async () => {
    const buyer = await signIn(h, 'USER');
    const simA = h.app.p24Simulator!;
    simA.faults.notifyAfterReturn = true;
    const paid: { id: string; token: string }[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const p = await purchase(prismaA(), { buyerId: buyer.userId, payBefore: new Date(Date.now() + 3_600_000) });
        const started = await h.app.inject({
          method: 'POST',
          url: `/api/v1/shop/purchases/${p.id}/payment`,
          headers: buyer.headers,
          payload: {},
        });
        expect(started.statusCode, started.body).toBe(200);
        const redirect = new URL((started.json() as { redirectUrl: string }).redirectUrl).pathname;
        const pay = await h.app.inject({
          method: 'POST',
          url: redirect,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'action=pay',
        });
        expect(pay.statusCode).toBe(303);
        paid.push({ id: p.id, token: decodeURIComponent(redirect.split('/').pop()!) });
      }
    } finally {
      simA.faults.notifyAfterReturn = false;
    }
    const now = new Date();
    await Promise.all([simA.deliverDueNotifications(now), b.app.p24Simulator!.deliverDueNotifications(now)]);
    for (const { id, token } of paid) {
      const tx = await prismaA().simulatedP24Transaction.findUniqueOrThrow({ where: { token } });
      expect(tx).toMatchObject({ status: 'VERIFIED', notifyAttempts: 1 });
      expect((await prismaA().purchase.findUniqueOrThrow({ where: { id } })).status).toBe('PAID');
      expect(await prismaA().purchaseEvent.count({ where: { purchaseId: id, toStatus: 'PAID', kind: 'STATUS' } })).toBe(
        1,
      );
    }
  });

  it('the mail worker (rows claimed with FOR UPDATE SKIP LOCKED and a lease)', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    const url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    const log = pino({ level: 'silent' });
    const workers = [prismaA(), prismaB()].map((p) => new MailWorker(p, url, 'Academy <no-reply@test.local>', log));
    try {
      // Earlier tests queued mail too: every pending message is sent once, these included.
      const to = Array.from({ length: 30 }, (_, i) => `worker-${i}-${randomBytes(3).toString('hex')}@example.com`);
      await prismaA().$transaction(async (tx) => {
        for (const address of to) await enqueueMail(tx, { to: address, subject: 'Hi', text: 'Hi' });
      });
      const pending = () => prismaA().mailMessage.count({ where: { status: 'PENDING' } });
      while ((await pending()) > 0) await Promise.all(workers.map((w) => w.tick()));
      for (const address of to) expect(received.filter((r) => r === address)).toHaveLength(1);
      // Nothing was sent twice: one delivery per message the workers sent.
      expect(received).toHaveLength(await prismaA().mailMessage.count({ where: { status: 'SENT' } }));
      expect(await prismaA().mailMessage.count({ where: { status: 'SENT', attempts: { not: 1 } } })).toBe(0);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('pruning expired provider rows (an idempotent delete)', async () => {
    await prismaA().oidcPayload.create({
      data: { type: 'Session', id: randomUUID(), payload: {}, expiresAt: new Date(Date.now() - 1000) },
    });
    const [a, c] = await Promise.all([pruneOidcPayloads(prismaA()), pruneOidcPayloads(prismaB())]);
    expect(a + c).toBeGreaterThanOrEqual(1);
    expect(await prismaA().oidcPayload.count({ where: { expiresAt: { lte: new Date() } } })).toBe(0);
  });
});

let counter = 0;
/** A PLACED Przelewy24 purchase, written directly (placement is the checkout's, tested there). */
async function purchase(prisma: PrismaClient, data: { payBefore: Date; buyerId?: string }) {
  counter += 1;
  return prisma.purchase.create({
    data: {
      number: `2026/8${String(counter).padStart(5, '0')}-${randomBytes(2).toString('hex')}`,
      buyerId: data.buyerId ?? null,
      paymentType: 'PRZELEWY24_TRANSFER',
      buyerType: 'INDIVIDUAL',
      name: 'Jan Kowalski',
      streetAndNumber: 'ul. Polna 1',
      postalCode: '00-001',
      city: 'Warszawa',
      phone: '+48600100200',
      email: `shared-buyer-${counter}-${randomBytes(2).toString('hex')}@example.com`,
      itemsGross: 12345,
      totalGross: 12345,
      idempotencyKey: randomUUID(),
      accessTokenHash: createHash('sha256').update(randomBytes(24)).digest('hex'),
      payBefore: data.payBefore,
    },
  });
}
