import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_DISABLE_AFTER_FAILURES, WEBHOOK_RETRY_SECONDS } from '../../../contract/policies.ts';
import type { User } from '../../../generated/prisma/client.ts';
import { createCatalogue, createPurchase, type Catalogue } from '../../../test/fixtures.ts';
import { startHarness, type Harness } from '../../../test/harness.ts';
import { markPaid } from '../../commerce/purchases/service.ts';
import { createApiClient } from './clients.ts';
import { guardedLookup } from './webhooks/address-guard.ts';
import { announceSeatStarted } from './webhooks/events.ts';
import { webhookPass, type WebhookDeps } from './webhooks/sender.ts';
import { createSubscription, redeliver, updateSubscription } from './webhooks/subscriptions.ts';

/** An endpoint on this machine that keeps what it receives and answers `status`. */
interface Receiver {
  url: string;
  received: { headers: IncomingHttpHeaders; body: string }[];
  status: number;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const receiver = { received: [], status: 200 } as unknown as Receiver;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(receiver.status, { 'content-type': 'text/plain' }).end(`answer ${receiver.status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

let h: Harness;
let receiver: Receiver;
let deps: WebhookDeps;
let admin: User;
let company: User;
let otherCompany: User;
let catalogue: Catalogue;
const relaxed = { strict: false };
const embedded = { embeddedIdp: true };

beforeAll(async () => {
  h = await startHarness();
  receiver = await startReceiver();
  deps = { prisma: h.db.prisma, config: h.config, log: h.app.log, strictAddresses: false };
  admin = await h.db.prisma.user.create({ data: { email: 'admin-wh@example.com', role: 'ADMIN' } });
  company = await h.db.prisma.user.create({ data: { email: 'co-wh@example.com', role: 'B2B', language: 'EN' } });
  otherCompany = await h.db.prisma.user.create({ data: { email: 'other-wh@example.com', role: 'B2B' } });
  catalogue = await createCatalogue(h.db.prisma);
});
afterAll(async () => {
  await receiver.close();
  await h.close();
});
beforeEach(async () => {
  receiver.received.length = 0;
  receiver.status = 200;
  // Each test counts its own deliveries.
  await h.db.prisma.webhookSubscription.deleteMany();
});

async function subscribe(owner: User, scopes: string[], events: string[]) {
  const { client } = await createApiClient(h.db.prisma, owner, { name: 'Partner', scopes }, embedded);
  const { subscription, secret } = await createSubscription(
    h.db.prisma,
    owner,
    client.id,
    { url: receiver.url, events },
    relaxed,
  );
  return { client, subscription, secret };
}

/** Whether the request carries a valid Standard Webhooks signature of `secret` (the receiver's check). */
function verifies(secret: string, request: { headers: IncomingHttpHeaders; body: string }): boolean {
  try {
    new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

const pay = async (buyer: User) => {
  const purchase = await createPurchase(h.db.prisma, catalogue, { buyerId: buyer.id });
  await markPaid(h.db.prisma, purchase.id, { source: 'system' });
  return purchase;
};

describe('webhook deliveries', () => {
  it('signs each event (Standard Webhooks) and delivers it only to clients that may hear of it', async () => {
    const own = await subscribe(company, ['read:purchase:own'], ['PURCHASE_PAID', 'INVOICE_ISSUED']);
    const school = await subscribe(admin, ['manage:purchase:any'], ['PURCHASE_PAID']);
    const purchase = await pay(company);
    await pay(otherCompany);

    const report = await webhookPass(deps);
    // The company: its purchase paid and invoiced; the school: both purchases paid.
    expect(report).toMatchObject({ delivered: 4, retried: 0 });
    const byCompany = receiver.received.filter((r) => verifies(own.secret, r));
    expect(byCompany).toHaveLength(2);
    const types = byCompany.map((r) => (JSON.parse(r.body) as { type: string }).type).sort();
    expect(types).toEqual(['invoice.issued', 'purchase.paid']);
    const paid = JSON.parse(byCompany.find((r) => r.body.includes('purchase.paid'))!.body);
    expect(paid.data).toMatchObject({ purchaseId: purchase.id, status: 'PAID', currency: 'PLN' });
    // Each subscription signs with its own secret.
    expect(receiver.received.filter((r) => verifies(school.secret, r))).toHaveLength(2);
    const tampered = { ...byCompany[0]!, body: byCompany[0]!.body.replace('PLN', 'EUR') };
    expect(verifies(own.secret, tampered)).toBe(false);

    const rows = await h.db.prisma.webhookDelivery.findMany({ include: { log: true } });
    expect(rows.every((row) => row.status === 'DELIVERED' && row.log[0]?.status === 200)).toBe(true);
    expect(rows[0]!.log[0]!.responseBody).toBe('answer 200');
  });

  it('retries with back-off, fails after the last retry, and can be redelivered with the same webhook-id', async () => {
    await subscribe(admin, ['manage:purchase:any'], ['PURCHASE_PAID']);
    await pay(company);
    receiver.status = 503;
    let now = new Date();
    expect(await webhookPass(deps, now)).toMatchObject({ retried: 1 });
    // Not yet due: nothing is sent before its wait ends.
    expect(await webhookPass(deps, new Date(now.getTime() + 1000))).toMatchObject({ retried: 0 });
    for (const wait of WEBHOOK_RETRY_SECONDS) {
      now = new Date(now.getTime() + wait * 1000);
      await webhookPass(deps, now);
    }
    const failed = await h.db.prisma.webhookDelivery.findFirstOrThrow({ include: { log: true } });
    expect(failed.status).toBe('FAILED');
    expect(failed.attempts).toBe(WEBHOOK_RETRY_SECONDS.length + 1);
    expect(failed.log).toHaveLength(WEBHOOK_RETRY_SECONDS.length + 1);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([`msg_${failed.id}`]));

    receiver.status = 204;
    await redeliver(h.db.prisma, admin, failed.id);
    expect(await webhookPass(deps, new Date(now.getTime() + 1000))).toMatchObject({ delivered: 1 });
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(`msg_${failed.id}`);
  });

  it('disables a subscription after failures in a row, e-mails its owner, and sends the backlog once re-enabled', async () => {
    const { subscription } = await subscribe(company, ['read:purchase:own'], ['PURCHASE_PAID']);
    receiver.status = 500;
    const deliveries = Math.ceil(WEBHOOK_DISABLE_AFTER_FAILURES / (WEBHOOK_RETRY_SECONDS.length + 1)) + 1;
    for (let i = 0; i < deliveries; i++) await pay(company);
    let now = new Date();
    let disabled = 0;
    for (let round = 0; round <= WEBHOOK_RETRY_SECONDS.length && !disabled; round++) {
      disabled += (await webhookPass(deps, now)).disabled;
      now = new Date(now.getTime() + (WEBHOOK_RETRY_SECONDS[round] ?? 0) * 1000);
    }
    expect(disabled).toBe(1);
    const row = await h.db.prisma.webhookSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
    expect(row.disabledAt).not.toBeNull();
    expect(row.failuresInRow).toBe(WEBHOOK_DISABLE_AFTER_FAILURES);
    const mail = await h.db.prisma.mailMessage.findFirstOrThrow({
      where: { to: company.email },
      orderBy: { createdAt: 'desc' },
    });
    expect(mail.subject).toContain('was disabled');
    expect(mail.text).toContain(receiver.url);

    const sent = receiver.received.length;
    await webhookPass(deps, new Date(now.getTime() + 86_400_000));
    expect(receiver.received.length).toBe(sent);

    receiver.status = 200;
    await updateSubscription(h.db.prisma, company, subscription.id, { enabled: true }, relaxed);
    const report = await webhookPass(deps, new Date(now.getTime() + 10 * 86_400_000));
    expect(report.delivered).toBeGreaterThan(0);
    const after = await h.db.prisma.webhookSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
    expect(after).toMatchObject({ disabledAt: null, failuresInRow: 0 });
  });
});

describe('seat events', () => {
  it('announces a seat’s start once, whatever the employee does first and next', async () => {
    await subscribe(company, ['manage:resource:own'], ['SEAT_STARTED']);
    const employee = await h.db.prisma.user.create({ data: { email: 'employee-wh@example.com', role: 'USER' } });
    const userCourse = await h.db.prisma.userCourse.create({
      data: { userId: employee.id, courseId: catalogue.courseId },
    });
    const seat = await h.db.prisma.userResource.create({
      data: {
        ownerId: company.id,
        courseId: catalogue.courseId,
        assignedEmail: employee.email,
        userCourseId: userCourse.id,
      },
    });
    for (let step = 0; step < 3; step++) {
      await h.db.prisma.$transaction((tx) => announceSeatStarted(tx, userCourse.id));
    }
    const deliveries = await h.db.prisma.webhookDelivery.findMany({ where: { event: 'SEAT_STARTED' } });
    expect(deliveries).toHaveLength(1);
    expect((deliveries[0]!.payload as { data: { seatId: string } }).data.seatId).toBe(seat.id);
  });
});

describe('what may be subscribed, and where to', () => {
  it('offers only the events the client’s scopes cover', async () => {
    const { client } = await createApiClient(
      h.db.prisma,
      company,
      { name: 'Seats', scopes: ['manage:resource:own'] },
      embedded,
    );
    await expect(
      createSubscription(h.db.prisma, company, client.id, { url: receiver.url, events: ['PURCHASE_PAID'] }, relaxed),
    ).rejects.toMatchObject({ rule: 'API_CLIENT_SCOPE_NOT_ALLOWED' });
    await expect(
      createSubscription(h.db.prisma, company, client.id, { url: receiver.url, events: ['SEAT_ASSIGNED'] }, relaxed),
    ).resolves.toBeDefined();
    // Another company's client does not exist for this one.
    await expect(
      createSubscription(
        h.db.prisma,
        otherCompany,
        client.id,
        { url: receiver.url, events: ['SEAT_ASSIGNED'] },
        relaxed,
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('in production refuses plain HTTP and private or loopback addresses, unless an admin allows them', async () => {
    const strict = { strict: true };
    const { client } = await createApiClient(
      h.db.prisma,
      company,
      { name: 'Co', scopes: ['read:purchase:own'] },
      embedded,
    );
    const attempt = (actor: User, url: string, allowPrivateNetwork?: boolean) =>
      createSubscription(
        h.db.prisma,
        actor,
        client.id,
        { url, events: ['PURCHASE_PAID'], allowPrivateNetwork },
        strict,
      );
    for (const url of [
      'http://partner.example/hooks',
      'https://127.0.0.1/h',
      'https://localhost/h',
      'https://[::1]/h',
      'https://10.1.2.3/h',
    ]) {
      await expect(attempt(company, url)).rejects.toMatchObject({ rule: 'WEBHOOK_URL_NOT_ALLOWED' });
    }
    // A company cannot allow itself a private address; an admin can.
    await expect(attempt(company, 'https://10.1.2.3/h', true)).rejects.toMatchObject({
      rule: 'WEBHOOK_URL_NOT_ALLOWED',
    });
    await expect(attempt(admin, 'https://10.1.2.3/h', true)).resolves.toMatchObject({
      subscription: { allowPrivateNetwork: true },
    });
    await expect(attempt(company, 'ftp://partner.example/')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });

    // At sending time too: a name that resolves to a private address is not connected to.
    const refused = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup({ strict: true, allowPrivateNetwork: false })('localhost', {}, (error) => resolve(error)),
    );
    expect(refused?.code).toBe('EPRIVATEADDRESS');

    // A subscription made before production (a loopback address) is refused when production sends.
    await h.db.prisma.webhookSubscription.deleteMany();
    await subscribe(company, ['read:purchase:own'], ['PURCHASE_PAID']);
    await pay(company);
    const report = await webhookPass({ ...deps, strictAddresses: true });
    expect(report.retried).toBe(1);
    expect(receiver.received).toHaveLength(0);
    const log = await h.db.prisma.webhookAttempt.findFirstOrThrow({ orderBy: { at: 'desc' } });
    expect(log.error).toMatch(/^Refused: /);
  });
});
