import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAccount, requestPasswordReset, RESET_PASSWORD_TTL_MS } from '../../../auth/idp/accounts.ts';
import { SECRET_MASK, maskSecrets } from '../../../platform/mail/secrets.ts';
import {
  errorCode,
  gid,
  gqlOk,
  graphql,
  signIn,
  startHarness,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';

const MESSAGE = `query ($id: ID!) {
  node(id: $id) { ... on MailMessage { text status secretsMasked secretExpiresAt } }
}`;
const LIST = `{ mailMessages(first: 25) { edges { node { id to text secretsMasked } } } }`;

let h: Harness;
let admin: SignedIn;
beforeAll(async () => {
  ({ h, admin } = await startWith({ admin: 'ADMIN' }));
});
afterAll(() => h.close());
afterEach(() => vi.useRealTimers());

/** The newest message to `to` and the token of its link. */
async function lastMailTo(to: string) {
  const row = await h.db.prisma.mailMessage.findFirstOrThrow({ where: { to }, orderBy: { createdAt: 'desc' } });
  const token = /[?&]token=([^&\s]+)/.exec(row.text)![1]!;
  return { row, token };
}

const readMessage = async (id: string, as: SignedIn = admin) =>
  (await gqlOk(h, MESSAGE, { id: gid('MailMessage', id) }, as)).node;

async function resetMailFor(email: string) {
  await h.db.prisma.user.create({ data: { email, role: 'USER', emailVerified: true } });
  await requestPasswordReset(h.db.prisma, h.config, email, 'en');
  return lastMailTo(email);
}

describe('mail outbox secrets', () => {
  it('records when a reset link expires: the expiry of its token', async () => {
    const { row, token } = await resetMailFor('reset-expiry@example.com');
    const stored = await h.db.prisma.userToken.findUniqueOrThrow({
      where: { tokenHash: createHash('sha256').update(token).digest('hex') },
    });
    expect(row.secretExpiresAt).toEqual(stored.expiresAt);
    expect(row.secretExpiresAt!.getTime() - row.createdAt.getTime()).toBeGreaterThan(RESET_PASSWORD_TTL_MS - 60_000);
  });

  it('shows an undelivered reset link while it is valid, and masks it once it has expired', async () => {
    const { row, token } = await resetMailFor('reset-live@example.com');
    const live = await readMessage(row.id);
    expect(live).toMatchObject({ status: 'PENDING', secretsMasked: false });
    expect(live.text).toContain(`token=${token}`);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + RESET_PASSWORD_TTL_MS + 60_000));
    const { body } = await graphql(h, MESSAGE, { id: gid('MailMessage', row.id) }, admin.headers);
    expect(JSON.stringify(body)).not.toContain(token);
    expect(body.data.node.secretsMasked).toBe(true);
    expect(body.data.node.text).toContain(`reset-password?token=${SECRET_MASK}&lang=en`);
  });

  it('masks the link of a delivered message at once, in the list as in the message', async () => {
    const { row, token } = await resetMailFor('reset-sent@example.com');
    await h.db.prisma.mailMessage.update({ where: { id: row.id }, data: { status: 'SENT', sentAt: new Date() } });
    const { body } = await graphql(h, LIST, {}, admin.headers);
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain(token);
    const node = body.data.mailMessages.edges.find((e: { node: { to: string } }) => e.node.to === row.to).node;
    expect(node).toMatchObject({ secretsMasked: true });
    expect(node.text).toContain(SECRET_MASK);
    expect((await readMessage(row.id)).text).not.toContain(token);
  });

  it('keeps a verification link for the 24 hours it is valid', async () => {
    const email = 'verify-me@example.com';
    const result = await registerAccount(h.db.prisma, h.config, {
      email,
      password: 'Academy123!',
      firstName: 'Ada',
      lastName: 'Pilot',
      lang: 'pl',
    } as Parameters<typeof registerAccount>[2]);
    expect(result).toEqual({ ok: true });
    const { row, token } = await lastMailTo(email);
    expect(row.secretExpiresAt!.getTime() - row.createdAt.getTime()).toBeGreaterThan(23 * 3600_000);

    // A day later: admin sessions last 12 hours, so this admin signs in at that time.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 23 * 3600_000));
    const later = await signIn(h, 'ADMIN');
    expect((await readMessage(row.id, later)).text).toContain(token);
    vi.setSystemTime(new Date(Date.now() + 2 * 3600_000));
    expect((await readMessage(row.id, later)).text).not.toContain(token);
  });

  it('masks links it cannot date (messages queued before expiries were recorded)', async () => {
    const row = await h.db.prisma.mailMessage.create({
      data: {
        to: 'legacy@example.com',
        subject: 'Old',
        text: 'Open https://x.test/auth/verify-email?token=abc123&lang=pl',
      },
    });
    expect(await readMessage(row.id)).toMatchObject({
      text: `Open https://x.test/auth/verify-email?token=${SECRET_MASK}&lang=pl`,
      secretsMasked: true,
      secretExpiresAt: null,
    });
  });

  it('leaves messages without links as they are', async () => {
    const row = await h.db.prisma.mailMessage.create({
      data: { to: 'plain@example.com', subject: 'Hi', text: 'Hello, pilot!', status: 'SENT' },
    });
    expect(await readMessage(row.id)).toMatchObject({ text: 'Hello, pilot!', secretsMasked: false });
  });

  it('masks tokens in HTML links too', () => {
    expect(maskSecrets('<a href="https://x.test/r?lang=en&amp;token=s3cr-et_">')).toBe(
      `<a href="https://x.test/r?lang=en&amp;token=${SECRET_MASK}">`,
    );
  });
});

describe('mail transport', () => {
  const QUERY = '{ mailTransportConfigured }';

  it('tells admins that no mail server is configured', async () => {
    expect(await gqlOk(h, QUERY, {}, admin)).toEqual({ mailTransportConfigured: false });
  });

  it('is for admins only', async () => {
    const user = await signIn(h, 'USER');
    expect(errorCode((await graphql(h, QUERY, {}, user.headers)).body)).toBe('FORBIDDEN');
  });

  it('says so when SMTP_URL is set', async () => {
    const other = await startHarness({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      expect(await gqlOk(other, QUERY, {}, await signIn(other, 'ADMIN'))).toEqual({ mailTransportConfigured: true });
    } finally {
      await other.close();
    }
  });
});
