import { SignJWT, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingKeys } from '../../../auth/idp/keys.ts';
import { Browser, formOf, freePort } from '../../../auth/idp/test-support.ts';
import {
  errorCode,
  gid,
  gqlOk,
  graphql,
  rest,
  signIn,
  startHarness,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { createUser } from './service.ts';

// The whole app on a real port with its embedded provider: an account an admin creates sets its
// password through the mailed SET_PASSWORD link and signs in; a deactivated account is refused
// on its very next request, by session cookie and by bearer token, on GraphQL and REST.

let h: Harness;
let origin: string;
let admin: SignedIn;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  h = await startHarness({ PUBLIC_URL: origin, RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  await h.app.listen({ port, host: '127.0.0.1' });
  admin = await signIn(h, 'ADMIN', { accountType: 'PERSON' });
}, 120_000);
afterAll(() => h.close());

const CREATE = `mutation ($input: CreateUserInput!) {
  createUser(input: $input) { user { id email role accountStatus firstName lastName } }
}`;

/** /app/login → provider's sign-in page → password → the app's session; returns the CSRF token. */
async function signInThroughProvider(browser: Browser, email: string, password: string) {
  const start = await browser.follow(`${origin}/app/login?returnTo=/app/account&lang=en`);
  expect(start.response.status).toBe(200);
  const { action, hidden } = formOf(await start.response.text());
  const done = await browser.follow(new URL(action, origin).href, { form: { ...hidden, email, password } });
  return { landed: done.url, html: done.response.status === 200 ? await done.response.text() : '' };
}

async function sessionOf(browser: Browser) {
  return (await (await browser.request(`${origin}/api/session`)).json()) as {
    authenticated: boolean;
    csrfToken?: string;
  };
}

/** A GraphQL call over HTTP with the browser's cookie (and CSRF token). */
async function browserGraphql(browser: Browser, csrf: string, query: string) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': csrf,
      cookie: browser.cookieHeader(`${origin}/graphql`),
    },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] };
}

async function bearerFor(userId: string, issuedAt: number) {
  const { keys } = await signingKeys(h.db.prisma);
  const jwk = keys[0]!;
  return new SignJWT({ client_id: 'academy-web' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setIssuer(h.config.issuer)
    .setAudience(`${origin}/api`)
    .setSubject(userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime('15m')
    .sign(await importJWK(jwk, 'RS256'));
}

describe('an account an admin creates', () => {
  it('gets a SET_PASSWORD link to the provider’s page titled “Set your password”, sets it and signs in', async () => {
    const data = await gqlOk(
      h,
      CREATE,
      {
        input: {
          email: '  New.Instructor@Example.com ',
          firstName: 'Nina',
          lastName: 'Nowa',
          role: 'INSTRUCTOR',
          language: 'EN',
        },
      },
      admin,
    );
    expect(data.createUser.user).toMatchObject({
      email: 'new.instructor@example.com',
      role: 'INSTRUCTOR',
      accountStatus: 'ACTIVE',
      firstName: 'Nina',
    });
    const row = await h.db.prisma.user.findUniqueOrThrow({ where: { email: 'new.instructor@example.com' } });
    expect(row).toMatchObject({ accountType: 'PERSON', emailVerified: true, passwordHash: null, language: 'EN' });
    const token = await h.db.prisma.userToken.findFirstOrThrow({ where: { userId: row.id } });
    expect(token.kind).toBe('SET_PASSWORD');
    const days = (token.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await h.db.prisma.mailMessage.findFirstOrThrow({ where: { to: row.email } });
    expect(mail.subject).toContain('Set the password');
    const link = /(http\S*reset-password\?token=[^\s&]+&lang=en)/.exec(mail.text)![1]!;
    expect(link.startsWith(`${h.config.issuer}/reset-password?token=`)).toBe(true);

    const browser = new Browser();
    const page = await (await browser.request(link)).text();
    expect(page).toContain('Set your password');
    const polish = await (await browser.request(link.replace('lang=en', 'lang=pl'))).text();
    expect(polish).toContain('Ustaw swoje hasło');
    const form = formOf(page);
    const done = await browser.follow(new URL(form.action, origin).href, {
      form: { ...form.hidden, password: 'First-pass-123', password2: 'First-pass-123' },
    });
    expect(done.url).toMatch(/\/reset-password\/set\?lang=en$/);
    expect(await done.response.text()).toContain('Your password is set');
    const after = await h.db.prisma.user.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.passwordHash).not.toBeNull();
    expect(after.emailVerified).toBe(true);
    // Single use: the link is spent.
    expect((await browser.request(link)).status).toBe(400);

    const signedIn = await signInThroughProvider(new Browser(), row.email, 'First-pass-123');
    expect(signedIn.landed).toBe(`${origin}/app/account`);
  });

  it('is DUPLICATE_EMAIL (409, “User with this email already exists”) when the e-mail is taken, any case', async () => {
    await signIn(h, 'USER', { email: 'taken@example.com' });
    const { body } = await graphql(
      h,
      CREATE,
      { input: { email: 'TAKEN@example.com', firstName: 'A', lastName: 'B', role: 'USER' } },
      admin.headers,
    );
    expect(errorCode(body)).toBe('DUPLICATE_EMAIL');
    expect(body.errors?.[0]?.message).toBe('User with this email already exists');
    for (const path of ['admin/users', 'admin/users/instructor']) {
      const response = await rest(h, 'POST', path, admin, {
        email: 'taken@example.com',
        firstName: 'A',
        lastName: 'B',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'DUPLICATE_EMAIL',
        message: 'User with this email already exists',
      });
    }
    expect(await h.db.prisma.mailMessage.count({ where: { to: 'taken@example.com' } })).toBe(0);
  });

  it('of two creations of one e-mail at once, one wins and the others are DUPLICATE_EMAIL (never a 500)', async () => {
    const email = 'race@example.com';
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        rest(h, 'POST', i % 2 ? 'admin/users' : 'admin/users/instructor', admin, {
          email,
          firstName: 'Race',
          lastName: String(i),
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().code).toBe('DUPLICATE_EMAIL');
    expect(await h.db.prisma.user.count({ where: { email } })).toBe(1);
    expect(await h.db.prisma.mailMessage.count({ where: { to: email } })).toBe(1);
  });

  it('through REST gets the role of the path, and invalid input is VALIDATION_FAILED', async () => {
    const student = await rest(h, 'POST', 'admin/users', admin, {
      email: 'rest.student@example.com',
      firstName: 'Rest',
      lastName: 'Student',
      language: 'PL',
    });
    expect(student.statusCode).toBe(201);
    expect(student.json()).toMatchObject({ role: 'USER', accountStatus: 'ACTIVE', accountType: 'PERSON' });
    const mail = await h.db.prisma.mailMessage.findFirstOrThrow({ where: { to: 'rest.student@example.com' } });
    expect(mail.subject).toContain('Ustaw hasło');
    const bad = await rest(h, 'POST', 'admin/users/instructor', admin, { email: 'nope', firstName: '', lastName: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        { field: 'email', code: 'invalid_email' },
        { field: 'firstName', code: 'required' },
      ]),
    );
    const { body } = await graphql(
      h,
      CREATE,
      { input: { email: 'admin2@example.com', firstName: 'A', lastName: 'B', role: 'ADMIN' } },
      admin.headers,
    );
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
  });

  it('with an external sign-in provider is invited to sign in there (no password link)', async () => {
    const user = await createUser(
      h.db.prisma,
      { ...h.config, embeddedIdp: false },
      {
        email: 'external@example.com',
        firstName: 'Ext',
        lastName: 'Ernal',
        role: 'USER',
        language: 'EN',
      },
    );
    expect(await h.db.prisma.userToken.count({ where: { userId: user.id } })).toBe(0);
    const mail = await h.db.prisma.mailMessage.findFirstOrThrow({ where: { to: 'external@example.com' } });
    expect(mail.text).toContain(`${origin}/app/login`);
    expect(mail.text).not.toContain('token=');
  });
});

describe('a deactivated account', () => {
  it('is refused on its very next request: session cookie and bearer token, GraphQL and REST', async () => {
    const created = await gqlOk(
      h,
      CREATE,
      { input: { email: 'soon.inactive@example.com', firstName: 'Ina', lastName: 'Active', role: 'USER' } },
      admin,
    );
    const userId = (await h.db.prisma.user.findUniqueOrThrow({ where: { email: 'soon.inactive@example.com' } })).id;
    // Set a password through the mailed link, then sign in through the provider.
    const mail = await h.db.prisma.mailMessage.findFirstOrThrow({ where: { to: 'soon.inactive@example.com' } });
    const link = /(http\S*reset-password\?token=[^\s&]+&lang=\w+)/.exec(mail.text)![1]!;
    const setter = new Browser();
    const form = formOf(await (await setter.request(link)).text());
    await setter.follow(new URL(form.action, origin).href, {
      form: { ...form.hidden, password: 'Active-pass-123', password2: 'Active-pass-123' },
    });
    const browser = new Browser();
    expect((await signInThroughProvider(browser, 'soon.inactive@example.com', 'Active-pass-123')).landed).toBe(
      `${origin}/app/account`,
    );
    const { csrfToken } = await sessionOf(browser);
    // (Setting the password ended earlier sessions and tokens: the test's token is dated after that.)
    await h.db.prisma.user.update({ where: { id: userId }, data: { tokensValidAfter: new Date(Date.now() - 60_000) } });
    const bearer = await bearerFor(userId, Math.floor(Date.now() / 1000) - 5);
    const asBearer = (url: string) =>
      h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
    const bearerGraphql = () =>
      h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        payload: { query: '{ viewer { email } }' },
      });
    // Signed in both ways.
    expect((await browserGraphql(browser, csrfToken!, '{ viewer { email } }')).data).toEqual({
      viewer: { email: 'soon.inactive@example.com' },
    });
    expect((await asBearer('/api/v1/user-account')).statusCode).toBe(200);
    expect((await bearerGraphql()).json().data.viewer.email).toBe('soon.inactive@example.com');

    const data = await gqlOk(
      h,
      'mutation ($input: SetAccountStatusInput!) { setAccountStatus(input: $input) { user { accountStatus } } }',
      { input: { userId: created.createUser.user.id, accountStatus: 'INACTIVE' } },
      admin,
    );
    expect(data.setAccountStatus.user.accountStatus).toBe('INACTIVE');

    // The very next requests: the session is gone (the page is signed out), the token refused.
    expect((await sessionOf(browser)).authenticated).toBe(false);
    const viaCookie = await browserGraphql(browser, csrfToken!, '{ viewer { email } myCourses { totalCount } }');
    expect(viaCookie.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const restCookie = await fetch(`${origin}/api/v1/user-account`, {
      headers: { cookie: browser.cookieHeader(`${origin}/api/v1/user-account`) },
    });
    expect(restCookie.status).toBe(401);
    expect((await asBearer('/api/v1/user-account')).statusCode).toBe(401);
    const refused = await bearerGraphql();
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.body).toContain('UNAUTHENTICATED');
    expect(refused.body).not.toContain('soon.inactive');
    // A token issued later (an external provider that still signs one) meets ACCOUNT_INACTIVE.
    const fresh = await bearerFor(userId, Math.floor(Date.now() / 1000) + 2);
    const later = await h.app.inject({
      method: 'GET',
      url: '/api/v1/user-account',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(later.statusCode).toBe(403);
    expect(later.json().code).toBe('ACCOUNT_INACTIVE');
    // Nor can the user sign in again.
    const again = await signInThroughProvider(new Browser(), 'soon.inactive@example.com', 'Active-pass-123');
    expect(again.landed).not.toBe(`${origin}/app/account`);

    // Reactivated: signs in again (old sessions stay ended).
    const restored = await rest(h, 'PUT', `admin/users/${userId}/account-status`, admin, { accountStatus: 'ACTIVE' });
    expect(restored.json()).toMatchObject({ accountStatus: 'ACTIVE' });
    expect((await sessionOf(browser)).authenticated).toBe(false);
    const back = await signInThroughProvider(new Browser(), 'soon.inactive@example.com', 'Active-pass-123');
    expect(back.landed).toBe(`${origin}/app/account`);
    expect(gid('User', userId)).toBe(created.createUser.user.id);
  });
});
