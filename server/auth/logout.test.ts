import { SignJWT, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';
import { signingKeys } from './idp/keys.ts';
import { Browser, formOf, freePort } from './idp/test-support.ts';
import { hashPassword } from './password.ts';
import { endAllSessions } from './session.ts';

// The whole app on a real port (the server exchanges the code with its own provider over HTTP),
// signed in through the provider's pages as a browser does.
let h: Harness;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  h = await startHarness({ PUBLIC_URL: origin, RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  await h.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => h.close());

async function createUser(email: string) {
  return h.db.prisma.user.create({
    data: { email, role: 'USER', emailVerified: true, passwordHash: await hashPassword('Secret-pass-1') },
  });
}

/** /app/login → provider's sign-in page → password → /app/login-redirect → the app's session. */
async function signInThroughProvider(browser: Browser, email: string) {
  const start = await browser.follow(`${origin}/app/login?returnTo=/app/account&lang=en`);
  expect(start.response.status).toBe(200);
  const { action, hidden } = formOf(await start.response.text());
  const done = await browser.follow(new URL(action, origin).href, {
    form: { ...hidden, email, password: 'Secret-pass-1' },
  });
  expect(done.url).toBe(`${origin}/app/account`);
  const session = (await (await browser.request(`${origin}/api/session`)).json()) as { csrfToken: string };
  expect(session.csrfToken).toBeTruthy();
  return session.csrfToken;
}

describe('signing out', () => {
  it('ends the app session and the provider session before answering; no ID token reaches the page', async () => {
    const user = await createUser('leaving@example.com');
    const browser = new Browser();
    const csrf = await signInThroughProvider(browser, user.email);
    expect(await h.db.prisma.oidcPayload.count({ where: { type: 'Session', accountId: user.id } })).toBe(1);

    const response = await fetch(`${origin}/app/logout`, {
      method: 'POST',
      headers: { 'x-csrf-token': csrf, cookie: browser.cookieHeader(`${origin}/app/logout`) },
    });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toEqual({ redirectTo: `${origin}/` });
    expect(text).not.toMatch(/id_token|eyJ/);
    expect(await h.db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await h.db.prisma.oidcPayload.count({ where: { type: 'Session', accountId: user.id } })).toBe(0);

    // Straight after, the same browser (still holding the provider's cookie) is asked for its password.
    const again = await browser.follow(`${origin}/app/login?returnTo=/app/account&lang=en`);
    expect(again.url).toContain('/auth/interaction/');
    expect(await again.response.text()).toContain('name="password"');
  });

  it('of one browser leaves the same user signed in elsewhere', async () => {
    const user = await createUser('two-browsers@example.com');
    const first = new Browser();
    const second = new Browser();
    const csrf = await signInThroughProvider(first, user.email);
    await signInThroughProvider(second, user.email);
    await fetch(`${origin}/app/logout`, {
      method: 'POST',
      headers: { 'x-csrf-token': csrf, cookie: first.cookieHeader(`${origin}/app/logout`) },
    });
    const still = (await (await second.request(`${origin}/api/session`)).json()) as { authenticated: boolean };
    expect(still.authenticated).toBe(true);
    const silent = await second.follow(`${origin}/app/login?returnTo=/app/account`);
    expect(silent.url).toBe(`${origin}/app/account`);
  });
});

describe('ending every session of a user (password reset, deactivation, a role taken away)', () => {
  it('ends app sessions, provider sessions, grants and refresh tokens, and refuses bearer tokens issued before', async () => {
    const user = await createUser('compromised@example.com');
    const browser = new Browser();
    await signInThroughProvider(browser, user.email);
    const { keys } = await signingKeys(h.db.prisma);
    const jwk = keys[0]!;
    const bearer = await new SignJWT({ client_id: 'academy-web' })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuer(h.config.issuer)
      .setAudience(`${origin}/api`)
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 5)
      .setExpirationTime('15m')
      .sign(await importJWK(jwk, 'RS256'));
    const asBearer = () =>
      h.app.inject({ method: 'GET', url: '/api/v1/user-account', headers: { authorization: `Bearer ${bearer}` } });
    expect((await asBearer()).statusCode).toBe(200);
    expect(await h.db.prisma.oidcPayload.count({ where: { accountId: user.id } })).toBeGreaterThan(0);

    await h.db.prisma.$transaction((tx) => endAllSessions(tx, user.id));

    expect(await h.db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await h.db.prisma.oidcPayload.count({ where: { accountId: user.id } })).toBe(0);
    expect((await asBearer()).statusCode).toBe(401);
    const state = (await (await browser.request(`${origin}/api/session`)).json()) as { authenticated: boolean };
    expect(state.authenticated).toBe(false);
    const again = await browser.follow(`${origin}/app/login?returnTo=/app/account&lang=en`);
    expect(again.url).toContain('/auth/interaction/');
  });

  it('happens on a password reset through the provider pages', async () => {
    const user = await createUser('forgetful@example.com');
    const browser = new Browser();
    await signInThroughProvider(browser, user.email);
    const other = new Browser();
    await other.follow(`${origin}/auth/forgot-password`, { form: { email: user.email, lang: 'en' } });
    const mail = await h.db.prisma.mailMessage.findFirstOrThrow({ where: { to: user.email } });
    const link = /(http\S*reset-password\?token=[^\s&]+&lang=\w+)/.exec(mail.text)![1]!;
    const form = formOf(await (await other.request(link)).text());
    const done = await other.follow(new URL(form.action, origin).href, {
      form: { ...form.hidden, password: 'Brand-new-pass-2', password2: 'Brand-new-pass-2' },
    });
    expect(done.url).toContain('/reset-password/done');
    expect(await h.db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await h.db.prisma.oidcPayload.count({ where: { accountId: user.id } })).toBe(0);
    const state = (await (await browser.request(`${origin}/api/session`)).json()) as { authenticated: boolean };
    expect(state.authenticated).toBe(false);
  });
});
