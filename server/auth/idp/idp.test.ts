import * as client from 'openid-client';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { openTestDatabase } from '../../platform/db/test-database.ts';
import { hashPassword } from '../password.ts';
import { appClient, Browser, decodeEntities, formOf, startIdp, startLogin, type TestIdp } from './test-support.ts';

type Db = Awaited<ReturnType<typeof openTestDatabase>>;

let db: Db;
let prisma: PrismaClient;
let idp: TestIdp;
let oidc: client.Configuration;
let redirectUri: string;

beforeAll(async () => {
  db = await openTestDatabase();
  prisma = db.prisma;
  idp = await startIdp(prisma);
  oidc = await appClient(prisma, idp);
  redirectUri = `${idp.origin}/app/login-redirect`;
}, 60_000);

afterAll(async () => {
  await idp?.close();
  await db?.close();
});

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${counter++}@example.com`;

/** A verified, active user created directly in the database. */
async function createUser(email: string, password: string, data: { firstName?: string; lastName?: string } = {}) {
  return prisma.user.create({
    data: {
      email,
      passwordHash: await hashPassword(password),
      emailVerified: true,
      firstName: 'Jan',
      lastName: 'Kowalski',
      ...data,
    },
  });
}

async function latestMailTo(to: string) {
  return prisma.mailMessage.findFirstOrThrow({ where: { to }, orderBy: { createdAt: 'desc' } });
}

function linkIn(text: string, path: string): string {
  const match = new RegExp(`(http\\S*${path}\\?token=[^\\s&]+&lang=\\w+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail:\n${text}`);
  return match[1];
}

/** Signs in on the provider's page; returns the callback URL (with the code) or the page. */
async function submitSignIn(browser: Browser, html: string, email: string, password: string) {
  const { action, hidden } = formOf(html);
  return browser.follow(new URL(action, idp.origin).href, { form: { ...hidden, email, password } }, redirectUri);
}

async function signInAndGetTokens(
  browser: Browser,
  email: string,
  password: string,
  params: Record<string, string> = {},
) {
  const login = await startLogin(browser, oidc, idp, { ui_locales: 'en', ...params });
  expect(login.status).toBe(200);
  const { url } = await submitSignIn(browser, login.html, email, password);
  expect(url.startsWith(redirectUri)).toBe(true);
  return client.authorizationCodeGrant(oidc, new URL(url), {
    pkceCodeVerifier: login.verifier,
    expectedState: login.state,
    expectedNonce: login.nonce,
  });
}

describe('embedded OpenID provider', () => {
  it('publishes discovery with S256 PKCE only and the JWKS', async () => {
    const response = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(idp.issuer);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.jwks_uri).toBe(`${idp.issuer}/jwks`);
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
    const jwks = (await (await fetch(`${idp.issuer}/jwks`)).json()) as {
      keys: { kty: string; alg: string; d?: string }[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(jwks.keys[0]?.d).toBeUndefined();
  });

  it('registers, verifies the e-mail, signs in without consent and issues the expected tokens', async () => {
    const browser = new Browser();
    const email = uniqueEmail('ada');

    // screen=register opens the registration page directly.
    const start = await startLogin(browser, oidc, idp, { ui_locales: 'en', screen: 'register' });
    expect(start.status).toBe(200);
    expect(start.url).toMatch(/\/auth\/interaction\/[^/]+\/register\?lang=en$/);
    expect(start.html).toContain('<html lang="en">');
    expect(start.html).toContain('Create an account');

    const { action, hidden } = formOf(start.html);
    const registered = await browser.follow(new URL(action, idp.origin).href, {
      form: { ...hidden, email, password: 'secret123', password2: 'secret123', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(registered.response.status).toBe(200);
    expect(registered.url).toMatch(/\/registered\?lang=en$/);
    expect(await registered.response.text()).toContain('Check your mailbox');

    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({
      role: 'REGISTER',
      emailVerified: false,
      language: 'EN',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });

    // Not verified yet: the right message and a "send the link again" button.
    const early = await startLogin(browser, oidc, idp, { ui_locales: 'en' });
    const refused = await submitSignIn(browser, early.html, email, 'secret123');
    expect(refused.response.status).toBe(403);
    const refusedHtml = await refused.response.text();
    expect(refusedHtml).toContain('not verified yet');
    expect(refusedHtml).toContain('Send the link again');

    const mail = await latestMailTo(email);
    expect(mail.subject).toContain('Verify your e-mail');
    const link = linkIn(mail.text, 'verify-email');
    expect(link.startsWith(`${idp.issuer}/verify-email?token=`)).toBe(true);

    const verified = await browser.follow(link);
    expect(verified.response.status).toBe(200);
    const verifiedHtml = await verified.response.text();
    expect(verifiedHtml).toContain('E-mail address verified');
    expect(verifiedHtml).toContain(`href="${idp.origin}/app/login"`);
    expect((await prisma.user.findUniqueOrThrow({ where: { email } })).emailVerified).toBe(true);

    // The link is single-use.
    const again = await browser.follow(link);
    expect(await again.response.text()).toContain('This link is not valid');

    // Sign in: straight from the sign-in page to the app's callback (no consent page).
    const tokens = await signInAndGetTokens(browser, email, 'secret123');
    const claims = tokens.claims();
    expect(claims).toMatchObject({
      sub: user.id,
      name: 'Ada Lovelace',
      preferred_username: email,
      email,
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      resource_access: { 'academy-web': { roles: ['REGISTER'] } },
    });
    expect(tokens.refresh_token).toBeTruthy();

    // The access token is a JWT for the API, verifiable against the provider's JWKS.
    const jwks = createRemoteJWKSet(new URL(`${idp.issuer}/jwks`));
    const { payload } = await jwtVerify(tokens.access_token, jwks, {
      issuer: idp.issuer,
      audience: `${idp.origin}/api`,
    });
    expect(payload).toMatchObject({
      sub: user.id,
      email,
      client_id: 'academy-web',
      resource_access: { 'academy-web': { roles: ['REGISTER'] } },
    });

    // Claims are read from the database at every issue: a new role shows in the refreshed tokens.
    await prisma.user.update({ where: { id: user.id }, data: { role: 'USER', firstName: '' } });
    const refreshed = await client.refreshTokenGrant(oidc, tokens.refresh_token!);
    const { payload: refreshedAccess } = await jwtVerify(refreshed.access_token, jwks, { issuer: idp.issuer });
    expect(refreshedAccess.resource_access).toEqual({ 'academy-web': { roles: ['USER'] } });
    expect(refreshed.claims()?.name).toBe('Lovelace');
  });

  it('refuses a duplicate registration with the message of the spec, in both languages', async () => {
    const email = uniqueEmail('dup');
    await createUser(email, 'secret123');
    for (const [lang, message] of [
      ['en', 'Account with given email already exists. Choose other email or log in'],
      ['pl', 'Konto z podanym adresem e-mail już istnieje. Wybierz inny adres lub zaloguj się'],
    ] as const) {
      const browser = new Browser();
      const start = await startLogin(browser, oidc, idp, { ui_locales: lang, screen: 'register' });
      const { action, hidden } = formOf(start.html);
      const response = await browser.request(new URL(action, idp.origin).href, {
        form: {
          ...hidden,
          email: email.toUpperCase(),
          password: 'secret123',
          password2: 'secret123',
          firstName: 'A',
          lastName: 'B',
        },
      });
      expect(response.status).toBe(409);
      expect(decodeEntities(await response.text())).toContain(message);
    }
    expect(await prisma.user.count({ where: { email } })).toBe(1);
  });

  it('validates the registration form and lists the problems', async () => {
    const browser = new Browser();
    const start = await startLogin(browser, oidc, idp, { ui_locales: 'en', screen: 'register' });
    const { action, hidden } = formOf(start.html);
    const response = await browser.request(new URL(action, idp.origin).href, {
      form: { ...hidden, email: 'not-an-email', password: 'short', password2: 'other', firstName: '', lastName: 'X' },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Please correct the following');
    expect(html).toContain('Enter a valid e-mail address.');
    expect(html).toContain('The password must have at least 8 characters.');
    expect(html).toContain('The passwords do not match.');
    expect(html).toContain('Enter your first name.');
    expect(html).toContain('aria-invalid="true"');
  });

  it('answers a wrong password and an unknown e-mail with the same generic message', async () => {
    const email = uniqueEmail('wrong');
    await createUser(email, 'secret123');
    const browser = new Browser();
    const bodies: string[] = [];
    for (const [login, password] of [
      [email, 'wrong-password1'],
      [uniqueEmail('nobody'), 'secret123'],
    ] as const) {
      const start = await startLogin(browser, oidc, idp, { ui_locales: 'en' });
      const { response } = await submitSignIn(browser, start.html, login, password);
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(html).toContain('Invalid e-mail address or password.');
      bodies.push(html);
    }
    expect(bodies[0]).not.toContain('not verified');
  });

  it('refuses an inactive account, also one with a live provider session', async () => {
    const email = uniqueEmail('inactive');
    const user = await createUser(email, 'secret123');
    const browser = new Browser();
    await signInAndGetTokens(browser, email, 'secret123');

    await prisma.user.update({ where: { id: user.id }, data: { accountStatus: 'INACTIVE' } });
    // The provider session still exists, but the account is gone: the sign-in page again.
    const next = await startLogin(browser, oidc, idp, { ui_locales: 'en' });
    expect(next.status).toBe(200);
    expect(next.html).toContain('Sign in');
    const { response } = await submitSignIn(browser, next.html, email, 'secret123');
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('This account is inactive.');
  });

  it('resets a forgotten password with a single-use link, without revealing accounts', async () => {
    const email = uniqueEmail('forgot');
    const user = await createUser(email, 'oldpass123');
    const browser = new Browser();

    const page = await browser.request(`${idp.issuer}/forgot-password?lang=en`);
    expect(page.status).toBe(200);
    const { action } = formOf(await page.text());

    // Known and unknown addresses get the same answer; only the known one gets a mail.
    const unknown = uniqueEmail('unknown');
    const answers = [];
    for (const address of [email, unknown]) {
      const { url, response } = await browser.follow(new URL(action, idp.origin).href, {
        form: { email: address, lang: 'en' },
      });
      answers.push({ url, text: await response.text() });
    }
    expect(answers[0]?.url).toBe(answers[1]?.url);
    expect(answers[0]?.text).toBe(answers[1]?.text);
    expect(answers[0]?.text).toContain('If an account with this address exists');
    expect(await prisma.mailMessage.count({ where: { to: unknown } })).toBe(0);

    const first = linkIn((await latestMailTo(email)).text, 'reset-password');
    expect(first.startsWith(`${idp.issuer}/reset-password?token=`)).toBe(true);
    // A second request: using one link invalidates the other.
    await browser.follow(new URL(action, idp.origin).href, { form: { email, lang: 'en' } });
    const second = linkIn((await latestMailTo(email)).text, 'reset-password');
    expect(second).not.toBe(first);

    const form = await browser.request(first);
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    expect(formHtml).toContain('Set a new password');
    const reset = formOf(formHtml);

    const weak = await browser.request(new URL(reset.action, idp.origin).href, {
      form: { ...reset.hidden, password: 'letters-only', password2: 'letters-only' },
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('The password must contain a digit.');

    const done = await browser.follow(new URL(reset.action, idp.origin).href, {
      form: { ...reset.hidden, password: 'newpass456', password2: 'newpass456' },
    });
    expect(done.url).toMatch(/\/reset-password\/done\?lang=en$/);
    expect(await done.response.text()).toContain(`href="${idp.origin}/app/login"`);

    // Used link, the other link, and an expired link: a clear page with a way to ask again.
    for (const link of [first, second]) {
      const response = await browser.request(link);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('The password reset link has expired or has already been used.');
      expect(html).toContain(`href="/auth/forgot-password?lang=en"`);
    }
    const replay = await browser.request(new URL(reset.action, idp.origin).href, {
      form: { ...reset.hidden, password: 'another789', password2: 'another789' },
    });
    expect(replay.status).toBe(400);

    await browser.follow(new URL(action, idp.origin).href, { form: { email, lang: 'en' } });
    const third = linkIn((await latestMailTo(email)).text, 'reset-password');
    await prisma.userToken.updateMany({
      where: { userId: user.id, kind: 'RESET_PASSWORD', usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await browser.request(third)).status).toBe(400);

    // The new password works, the old one does not.
    const old = await startLogin(browser, oidc, idp, { ui_locales: 'en' });
    expect((await submitSignIn(browser, old.html, email, 'oldpass123')).response.status).toBe(401);
    const tokens = await signInAndGetTokens(browser, email, 'newpass456');
    expect(tokens.claims()?.sub).toBe(user.id);
  });

  it('chooses the language from ui_locales, then Accept-Language, else Polish, with a switch', async () => {
    const pl = await startLogin(new Browser(), oidc, idp, { ui_locales: 'pl' });
    expect(pl.html).toContain('<html lang="pl">');
    expect(pl.html).toContain('Zaloguj się');
    expect(pl.html).toMatch(/href="\/auth\/interaction\/[^"]+\?view=login&amp;lang=en"/);

    const en = await startLogin(new Browser('en-GB,en;q=0.9'), oidc, idp);
    expect(en.html).toContain('<html lang="en">');

    const fallback = await startLogin(new Browser('de-DE'), oidc, idp);
    expect(fallback.html).toContain('<html lang="pl">');

    // The switch link renders the same page in the other language.
    const browser = new Browser();
    const page = await startLogin(browser, oidc, idp, { ui_locales: 'pl' });
    const switchHref = decodeEntities(/href="(\/auth\/interaction\/[^"]+lang=en)"/.exec(page.html)?.[1] ?? '');
    const switched = await browser.request(new URL(switchHref, idp.origin).href);
    expect(await switched.text()).toContain('<html lang="en">');

    // The app's icon (no /favicon.ico request from these pages), no inline script or event
    // handler; the stylesheet is served.
    expect(page.html).toContain('<link rel="icon" type="image/svg+xml" href="/app/favicon.svg" />');
    expect(page.html).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(page.html).not.toMatch(/\son[a-z]+=/);
    const css = await fetch(`${idp.issuer}/assets/idp.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('requires PKCE and shows its own error page without internal detail', async () => {
    const browser = new Browser();
    const noPkce = client.buildAuthorizationUrl(oidc, { redirect_uri: redirectUri, scope: 'openid', state: 's' });
    const { url } = await browser.follow(noPkce.href, {}, redirectUri);
    expect(new URL(url).searchParams.get('error')).toBe('invalid_request');

    const bad = await browser.request(
      `${idp.issuer}/authorize?client_id=nobody&response_type=code&scope=openid&lang=en`,
    );
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('Something went wrong');
    expect(html).toContain('invalid_client');
    expect(html).not.toMatch(/at \S+ \(|node_modules|stack/i);

    const missing = await browser.request(`${idp.issuer}/no-such-page?lang=en`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });

  it('serves userinfo only to tokens without the API audience (the app reads the ID token)', async () => {
    const email = uniqueEmail('userinfo');
    const user = await createUser(email, 'secret123');
    const tokens = await signInAndGetTokens(new Browser(), email, 'secret123');
    // The access token is the API's JWT: oidc-provider's userinfo does not accept it.
    const error = await client.fetchUserInfo(oidc, tokens.access_token, user.id).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'OAUTH_WWW_AUTHENTICATE_CHALLENGE', status: 401 });
    expect(tokens.claims()).toMatchObject({ sub: user.id, email, preferred_username: email });
  });

  it('logs out without confirmation given our id_token_hint, with one otherwise', async () => {
    const email = uniqueEmail('logout');
    await createUser(email, 'secret123');
    const browser = new Browser();
    const tokens = await signInAndGetTokens(browser, email, 'secret123');

    // No hint: our confirmation page in the requested language.
    const ask = await browser.request(`${idp.issuer}/session/end?ui_locales=pl`);
    expect(ask.status).toBe(200);
    const askHtml = await ask.text();
    expect(askHtml).toContain('Czy chcesz się wylogować');
    expect(askHtml).not.toContain('data-auto-submit');

    const end = new URL(`${idp.issuer}/session/end`);
    end.searchParams.set('id_token_hint', tokens.id_token!);
    end.searchParams.set('post_logout_redirect_uri', `${idp.origin}/`);
    end.searchParams.set('state', 'bye');
    end.searchParams.set('ui_locales', 'en');
    const page = await browser.request(end.href);
    const html = await page.text();
    expect(html).toContain('data-auto-submit');
    expect(html).toContain('src="/auth/assets/logout.js"');
    // What the script does: press the sign-out button (logout=yes).
    const { action, hidden } = formOf(html);
    const out = await browser.request(new URL(action, idp.origin).href, { form: { ...hidden, logout: 'yes' } });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe(`${idp.origin}/?state=bye`);

    // The provider session is gone: the next authorization asks to sign in.
    const next = await startLogin(browser, oidc, idp, { ui_locales: 'en' });
    expect(next.status).toBe(200);
    expect(next.html).toContain('Sign in');

    const success = await browser.request(`${idp.issuer}/session/end/success?lang=en`);
    expect(await success.text()).toContain('You have been signed out.');
  });
});

describe('rate limits of the provider pages', () => {
  let limited: TestIdp;
  let limitedClient: client.Configuration;

  beforeAll(async () => {
    limited = await startIdp(prisma, { env: { RATE_LIMIT_AUTH_PER_MINUTE: '3' } });
    limitedClient = await appClient(prisma, limited);
  }, 60_000);
  afterAll(() => limited?.close());

  it('answers 429 with a clear message after the limit, per minute', async () => {
    await prisma.rateLimitHit.deleteMany(); // counters are shared with the other provider instance
    const browser = new Browser();
    const email = uniqueEmail('limited');
    const statuses: number[] = [];
    let last = '';
    let retryAfter: string | null = null;
    for (let i = 0; i < 4; i++) {
      const start = await startLogin(browser, limitedClient, limited, { ui_locales: 'en' });
      const { action, hidden } = formOf(start.html);
      const response = await browser.request(new URL(action, limited.origin).href, {
        form: { ...hidden, email, password: 'wrong1234' },
      });
      statuses.push(response.status);
      retryAfter = response.headers.get('retry-after');
      last = await response.text();
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last).toContain('Too many attempts. Try again in');
    expect(Number(retryAfter)).toBeGreaterThan(0);

    const forgot = [];
    for (let i = 0; i < 4; i++) {
      const response = await browser.request(`${limited.issuer}/forgot-password`, { form: { email, lang: 'pl' } });
      forgot.push(response.status);
      if (response.status === 429) expect(await response.text()).toContain('Zbyt wiele prób');
    }
    expect(forgot).toEqual([303, 303, 303, 429]);
  });
});

describe('a restart', () => {
  it('keeps the signing keys, the cookie keys and the sessions', async () => {
    const first = await startIdp(prisma);
    const port = Number(first.config.publicUrl.port);
    const firstClient = await appClient(prisma, first);
    const email = uniqueEmail('restart');
    await createUser(email, 'secret123');
    const browser = new Browser();
    const login = await startLogin(browser, firstClient, first, { ui_locales: 'en' });
    const { action, hidden } = formOf(login.html);
    const callback = await browser.follow(
      new URL(action, first.origin).href,
      { form: { ...hidden, email, password: 'secret123' } },
      `${first.origin}/app/login-redirect`,
    );
    const tokens = await client.authorizationCodeGrant(firstClient, new URL(callback.url), {
      pkceCodeVerifier: login.verifier,
      expectedState: login.state,
      expectedNonce: login.nonce,
    });
    const kidBefore = decodeProtectedHeader(tokens.id_token!).kid;
    await first.close();
    // Let fetch notice its keep-alive sockets to the old server are closed before reusing the port.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const second = await startIdp(prisma, { port });
    try {
      const jwks = (await (await fetch(`${second.issuer}/jwks`)).json()) as { keys: { kid: string }[] };
      expect(jwks.keys.map((k) => k.kid)).toEqual([kidBefore]);
      const secondClient = await appClient(prisma, second);
      // The browser's provider session survived: the code comes back without a sign-in page.
      const again = await startLogin(browser, secondClient, second, { ui_locales: 'en' });
      expect(again.url.startsWith(`${second.origin}/app/login-redirect?code=`)).toBe(true);
      // And the refresh token issued before the restart still works.
      const refreshed = await client.refreshTokenGrant(secondClient, tokens.refresh_token!);
      expect(refreshed.access_token).toBeTruthy();
    } finally {
      await second.close();
    }
  });
});
