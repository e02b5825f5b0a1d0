import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { safeReturnTo } from '../../auth/routes.ts';
import {
  errorCode,
  captureLogs,
  gid,
  graphql,
  rest,
  signIn,
  startHarness,
  type Harness,
  type SignedIn,
} from '../../test/harness.ts';

/**
 * Bad input is the caller's mistake: a 4xx with a stable code, never a 500, and nothing logged
 * as a server error (log records at level error are captured and must stay empty).
 */
let h: Harness;
let user: SignedIn;
let admin: SignedIn;
let errorLogs: string[] = [];

beforeAll(async () => {
  h = await startHarness({ LOG_LEVEL: 'error' });
  errorLogs = captureLogs(h);
  user = await signIn(h, 'USER', { firstName: 'Anna' });
  admin = await signIn(h, 'ADMIN');
});
afterAll(() => h.close());
beforeEach(() => {
  errorLogs.length = 0;
});
const noErrorLogged = () => expect(errorLogs).toEqual([]);

const form = (url: string, body: string) =>
  h.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: body,
  });

describe('NUL characters (PostgreSQL cannot store U+0000)', () => {
  it('are refused in REST bodies, keys, paths and queries with 400 BAD_REQUEST, changing nothing', async () => {
    for (const response of [
      await rest(h, 'PUT', 'user-account', user, { firstName: 'A\u0000nna' }),
      await rest(h, 'PUT', 'user-account', user, { ['first\u0000Name']: 'x' }),
      await rest(h, 'PUT', 'user-account', user, { nested: [{ deep: ['\u0000'] }] }),
      await rest(h, 'GET', 'courses/%00', user),
      await rest(h, 'GET', 'courses?search=%00', user),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
    const row = await h.db.prisma.user.findUniqueOrThrow({ where: { id: user.userId } });
    expect(row.firstName).toBe('Anna');
    noErrorLogged();
  });

  it('are refused in /app/login?returnTo=; repeated parameters are VALIDATION_FAILED or ignored', async () => {
    const nul = await h.app.inject('/app/login?returnTo=%2Fapp%2Fhome%00');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().code).toBe('BAD_REQUEST');
    const repeated = await h.app.inject('/app/login?returnTo=%2Fapp%2Fa&returnTo=%2Fapp%2Fb');
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().code).toBe('VALIDATION_FAILED');
    expect(await h.db.prisma.loginAttempt.count()).toBe(0);
    // Found by the fuzz test: a repeated `state` reached the database as an array.
    for (const method of ['GET', 'HEAD'] as const) {
      const callback = await h.app.inject({ method, url: '/app/login-redirect?state=a&state=b&code=c' });
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe('/app/home?authError=login_expired');
    }
    for (const value of ['/app/x\u0000', '/app/x\u0001', '/app/x\u007f', '/app/x\t']) {
      expect(safeReturnTo(value)).toBeUndefined();
    }
    expect(safeReturnTo('/app/courses?x=1')).toBe('/app/courses?x=1');
    noErrorLogged();
  });

  it('answer the provider pages (sign-in, registration, forgot and reset password) with a 400 page', async () => {
    for (const response of [
      await form('/auth/interaction/some-uid/login', 'email=a%00%40example.com&password=x'),
      await form('/auth/interaction/some-uid/register', 'email=a%40example.com&firstName=%00'),
      await form('/auth/forgot-password', 'email=a%00%40example.com'),
      await form('/auth/reset-password', 'token=abc&password=Secret123%00&password2=Secret123%00'),
      await h.app.inject('/auth/reset-password?token=%00'),
      await h.app.inject('/auth/verify-email?token=%00'),
      await h.app.inject('/auth/auth?client_id=%00'), // handed to oidc-provider otherwise
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('BAD_REQUEST');
    }
    noErrorLogged();
  });

  it('are refused in GraphQL variables, string literals and GET parameters before execution', async () => {
    const mutation = 'mutation ($input: UpdateAccountInput!) { updateAccount(input: $input) { viewer { id } } }';
    const variable = await graphql(h, mutation, { input: { firstName: 'A\u0000' } }, user.headers);
    const literal = await graphql(
      h,
      'mutation { updateAccount(input: { firstName: "A\\u0000" }) { viewer { id } } }',
      {},
      user.headers,
    );
    const search = await graphql(h, '{ adminCourses(search: "\\u0000") { totalCount } }', {}, admin.headers);
    for (const { status, body } of [variable, literal, search]) {
      expect(status).toBe(400);
      expect(errorCode(body)).toBe('BAD_REQUEST');
      expect(body.data).toBeUndefined();
    }
    const get = await h.app.inject({
      url: '/graphql?query=%7Bviewer%7Bid%7D%7D&operationName=%00',
      headers: { accept: 'application/json' },
    });
    expect(get.statusCode).toBe(400);
    expect(get.json()).toEqual({
      errors: [{ message: expect.any(String), extensions: { code: 'BAD_REQUEST' } }],
    });
    expect((await h.db.prisma.user.findUniqueOrThrow({ where: { id: user.userId } })).firstName).toBe('Anna');
    noErrorLogged();
  });
});

describe('GraphQL arguments', () => {
  const UPDATE_COURSE = 'mutation ($input: UpdateCourseInput!) { updateCourse(input: $input) { id } }';

  it('an invalid Date variable is a 400 VALIDATION_FAILED, an invalid literal VALIDATION_FAILED', async () => {
    const course = await h.db.prisma.course.create({ data: { title: 'Kurs', courseType: 'FULL', category: 'OPEN' } });
    for (const startDate of ['2024-13-45', '2024-02-30', 'yesterday', 20240101, '']) {
      const { status, body } = await graphql(
        h,
        UPDATE_COURSE,
        { input: { id: gid('Course', course.id), startDate } },
        admin.headers,
      );
      expect(status).toBe(400);
      expect(errorCode(body)).toBe('VALIDATION_FAILED');
    }
    const literal = await graphql(
      h,
      `mutation { updateCourse(input: { id: "${gid('Course', course.id)}", startDate: "2024-13-45" }) { id } }`,
      {},
      admin.headers,
    );
    expect(errorCode(literal.body)).toBe('VALIDATION_FAILED');
    expect((await h.db.prisma.course.findUniqueOrThrow({ where: { id: course.id } })).startDate).toBeNull();
    noErrorLogged();
  });

  it('a malformed global id is BAD_REQUEST; a well-formed one of no row is null', async () => {
    const malformed = [
      'garbage',
      '%%%',
      gid('Course', 'not-a-uuid'),
      gid('NoSuchType', '00000000-0000-4000-8000-000000000000'),
      gid('PageInfo', '00000000-0000-4000-8000-000000000000'),
      gid('MailMessage', 'zz'),
    ];
    for (const id of malformed) {
      for (const s of [null, user, admin]) {
        const node = await graphql(h, 'query ($id: ID!) { node(id: $id) { id } }', { id }, s?.headers ?? {});
        expect(errorCode(node.body)).toBe('BAD_REQUEST');
        const nodes = await graphql(h, 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [id] });
        expect(errorCode(nodes.body)).toBe('BAD_REQUEST');
      }
    }
    const deleted = await graphql(h, 'mutation { deleteCompetenceFile(id: "garbage") }', {}, user.headers);
    expect(errorCode(deleted.body)).toBe('BAD_REQUEST');
    for (const typename of ['User', 'Product', 'ProductVariant', 'ShippingMethod', 'StoredFile', 'Course']) {
      const missing = gid(typename, '00000000-0000-4000-8000-000000000000');
      const node = await graphql(h, 'query ($id: ID!) { node(id: $id) { id } }', { id: missing }, admin.headers);
      expect(node.body).toEqual({ data: { node: null } });
      const nodes = await graphql(
        h,
        'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
        { ids: [missing, gid('User', user.userId)] },
        admin.headers,
      );
      expect(nodes.body.errors).toBeUndefined();
      expect(nodes.body.data.nodes[0]).toBeNull();
    }
    noErrorLogged();
  });

  it('malformed cursors and negative or huge page sizes are client errors, never INTERNAL', async () => {
    const cases: [string, string, SignedIn | null][] = [
      ['{ courses(after: "garbage") { totalCount } }', 'VALIDATION_FAILED', null],
      ['{ courses(first: -1) { totalCount } }', 'VALIDATION_FAILED', null],
      ['{ products(after: "R1BDOlM6eno=") { totalCount } }', 'VALIDATION_FAILED', null],
      ['{ adminProducts(last: -1) { totalCount } }', 'VALIDATION_FAILED', admin],
      ['{ adminCourses(before: "%%%", last: 2) { totalCount } }', 'VALIDATION_FAILED', admin],
      // Every connection pages through one helper (relayPage), so they all answer alike.
      ['{ mailMessages(after: "garbage") { totalCount } }', 'VALIDATION_FAILED', admin],
      ['{ mailMessages(first: -1) { totalCount } }', 'VALIDATION_FAILED', admin],
      ['{ mailMessages(last: -1) { totalCount } }', 'VALIDATION_FAILED', admin],
      // Over the page size: refused before execution, naming the limit (not armor's "Syntax Error").
      ['{ courses(first: 2147483647) { totalCount } }', 'VALIDATION_FAILED', null],
      ['{ mailMessages(last: 101) { totalCount } }', 'VALIDATION_FAILED', admin],
    ];
    for (const [query, code, s] of cases) {
      const { body } = await graphql(h, query, {}, s?.headers ?? {});
      expect({ query, code: errorCode(body) }).toEqual({ query, code });
    }
    // A refusal inside execution (data: null) stays an ordinary GraphQL answer, not a 400.
    const refused = await graphql(
      h,
      'mutation { createCourse(input: { title: "Kurs", courseType: FULL, withoutExamFlg: false }) { id } }',
      {},
      user.headers,
    );
    expect(refused.status).toBe(200);
    expect(errorCode(refused.body)).toBe('FORBIDDEN');
    const variable = await graphql(h, 'query ($first: Int) { courses(first: $first) { totalCount } }', {
      first: 2 ** 40,
    });
    expect(variable.status).toBe(400);
    expect(errorCode(variable.body)).toBe('VALIDATION_FAILED');
    expect(variable.body.errors?.[0]?.message).toContain('at most 100');
    noErrorLogged();
  });
});
