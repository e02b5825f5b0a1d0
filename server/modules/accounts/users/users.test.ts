import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  gid,
  gqlOk,
  graphql,
  localOf,
  rest,
  signIn,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';

// Admin users through GraphQL and REST on PGlite (or PostgreSQL with TEST_DATABASE_URL): the
// list's search, filters, sort and pages, one user, the admin-only fields, the changes and
// who may do what.

let h: Harness;
let admin: SignedIn;
let student: SignedIn;
let instructor: SignedIn;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ h, admin, student, instructor } = await startWith({
    admin: ['ADMIN', { email: 'boss@admin.test', accountType: 'PERSON', firstName: 'Ada', lastName: 'Admin' }],
    student: ['USER', { email: 'me@student.test', accountType: 'PERSON', firstName: 'Stan', lastName: 'Student' }],
    instructor: ['INSTRUCTOR', { email: 'teach@inst.test', accountType: 'PERSON' }],
  }));
  const p = h.db.prisma;
  const make = async (key: string, data: Parameters<typeof p.user.create>[0]['data']) => {
    ids[key] = (await p.user.create({ data: { emailVerified: true, ...data } })).id;
  };
  await make('jan', {
    email: 'jan.kowalski@list.test',
    role: 'USER',
    accountType: 'PERSON',
    firstName: 'Jan',
    lastName: 'Kowalski',
    premiumUserFlg: true,
    createdAt: new Date('2026-01-01T10:00:00Z'),
  });
  await make('anna', {
    email: 'anna.nowak@list.test',
    role: 'INSTRUCTOR',
    accountType: 'PERSON',
    firstName: 'Anna',
    lastName: 'Nowak',
    publicFlg: true,
    createdAt: new Date('2026-01-02T10:00:00Z'),
  });
  await make('firma', {
    email: 'biuro@firma.test',
    role: 'B2B',
    accountType: 'COMPANY',
    companyName: 'Dron_100% Sp. z o.o.',
    nip: '5260250274',
    createdAt: new Date('2026-01-03T10:00:00Z'),
  });
  await make('gone', {
    email: 'gone@list.test',
    role: 'USER',
    accountType: 'PERSON',
    firstName: 'Zofia',
    lastName: 'Zielińska',
    accountStatus: 'INACTIVE',
    createdAt: new Date('2026-01-04T10:00:00Z'),
  });
  await make('leaving', {
    email: 'leaving@list.test',
    role: 'USER',
    accountType: 'PERSON',
    firstName: 'Leon',
    lastName: 'Abacki',
    deletionRequestedAt: new Date('2026-02-01T10:00:00Z'),
    createdAt: new Date('2026-01-05T10:00:00Z'),
  });
}, 120_000);
afterAll(() => h.close());

const LIST = `query ($first: Int, $after: String, $filter: AdminUserFilter, $sort: AdminUserSort) {
  adminUsers(first: $first, after: $after, filter: $filter, sort: $sort) {
    totalCount edges { node { id email } } pageInfo { hasNextPage endCursor }
  }
}`;

/** The e-mails of the list's first page (the test's own accounts only: `@list.test`, `@firma.test`). */
async function emails(filter: object, sort?: object, first = 50): Promise<string[]> {
  const data = await gqlOk(h, LIST, { filter, sort, first }, admin);
  return data.adminUsers.edges.map((e: { node: { email: string } }) => e.node.email);
}
const ours = (list: string[]) => list.filter((e) => /@(list|firma)\.test$/.test(e));

describe('adminUsers', () => {
  it('searches names, e-mail, company and NIP word by word, with wildcards taken literally', async () => {
    expect(await emails({ search: 'kowalski' })).toEqual(['jan.kowalski@list.test']);
    expect(await emails({ search: 'JAN kowal' })).toEqual(['jan.kowalski@list.test']);
    expect(await emails({ search: 'anna.nowak@' })).toEqual(['anna.nowak@list.test']);
    expect(await emails({ search: 'dron_100%' })).toEqual(['biuro@firma.test']);
    expect(await emails({ search: '100%x' })).toEqual([]);
    expect(await emails({ search: '526-025-02-74' })).toEqual(['biuro@firma.test']);
    expect(await emails({ search: 'PL5260250274' })).toEqual(['biuro@firma.test']);
  });

  it('filters by several roles, status, premium, public profile and deletion requests', async () => {
    expect(ours(await emails({ roles: ['INSTRUCTOR', 'B2B'] })).sort()).toEqual([
      'anna.nowak@list.test',
      'biuro@firma.test',
    ]);
    expect(await emails({ status: 'INACTIVE' })).toEqual(['gone@list.test']);
    expect(await emails({ premium: true })).toEqual(['jan.kowalski@list.test']);
    expect(await emails({ publicProfile: true })).toEqual(['anna.nowak@list.test']);
    expect(await emails({ deletionRequested: true })).toEqual(['leaving@list.test']);
    expect(ours(await emails({ deletionRequested: false }))).not.toContain('leaving@list.test');
    expect(await emails({ roles: ['USER'], status: 'ACTIVE', search: 'list.test' })).toEqual([
      'leaving@list.test',
      'jan.kowalski@list.test',
    ]);
  });

  it('sorts by creation date (default newest first), name, e-mail and role, and counts the matches', async () => {
    const data = await gqlOk(h, LIST, { filter: { search: 'list.test' } }, admin);
    expect(data.adminUsers.totalCount).toBe(4);
    expect(ours(await emails({ search: 'list.test' }))).toEqual([
      'leaving@list.test',
      'gone@list.test',
      'anna.nowak@list.test',
      'jan.kowalski@list.test',
    ]);
    expect(ours(await emails({}, { field: 'NAME', direction: 'ASC' }))).toEqual([
      'leaving@list.test', // Abacki
      'jan.kowalski@list.test',
      'anna.nowak@list.test',
      'gone@list.test', // Zielińska
      'biuro@firma.test', // no person's name: last
    ]);
    expect(ours(await emails({}, { field: 'NAME', direction: 'DESC' }))).toEqual([
      'gone@list.test',
      'anna.nowak@list.test',
      'jan.kowalski@list.test',
      'leaving@list.test',
      'biuro@firma.test',
    ]);
    expect(ours(await emails({}, { field: 'EMAIL', direction: 'ASC' }))).toEqual([
      'anna.nowak@list.test',
      'biuro@firma.test',
      'gone@list.test',
      'jan.kowalski@list.test',
      'leaving@list.test',
    ]);
    // ROLE follows the roles' order: USER, B2B, INSTRUCTOR, ADMIN, SELLER, REGISTER; then the newest first.
    const byRole = await emails({ search: 'test' }, { field: 'ROLE', direction: 'ASC' });
    expect(byRole.indexOf('jan.kowalski@list.test')).toBeLessThan(byRole.indexOf('biuro@firma.test'));
    expect(byRole.indexOf('biuro@firma.test')).toBeLessThan(byRole.indexOf('anna.nowak@list.test'));
    expect(byRole.indexOf('anna.nowak@list.test')).toBeLessThan(byRole.indexOf('boss@admin.test'));
  });

  it('pages by cursor under every sort without overlaps or gaps', async () => {
    for (const field of ['CREATED_AT', 'NAME', 'EMAIL', 'ROLE']) {
      for (const direction of ['ASC', 'DESC']) {
        const all = await emails({}, { field, direction }, 100);
        const paged: string[] = [];
        let after: string | null = null;
        for (let i = 0; i < 20; i++) {
          const data = await gqlOk(h, LIST, { first: 2, after, sort: { field, direction } }, admin);
          paged.push(...data.adminUsers.edges.map((e: { node: { email: string } }) => e.node.email));
          if (!data.adminUsers.pageInfo.hasNextPage) break;
          after = data.adminUsers.pageInfo.endCursor;
        }
        expect(paged, `${field} ${direction}`).toEqual(all);
      }
    }
  });

  it('refuses a bad filter as VALIDATION_FAILED', async () => {
    const { body } = await graphql(h, LIST, { filter: { search: 'x'.repeat(300) } }, admin.headers);
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
  });
});

const USER = `query ($id: ID!) {
  adminUser(id: $id) {
    id email role accountStatus createdAt premiumUserFlg
    userCourses(first: 10) { totalCount edges { node { id seatCompanyName course { id } } } }
    purchases(first: 10) { totalCount edges { node { id number } } }
    certificates { id }
  }
}`;

describe('adminUser and the admin-only fields', () => {
  it('shows the account, its courses (with the company of a seat) and its purchases, newest first', async () => {
    const p = h.db.prisma;
    const course = await p.course.create({
      data: { courseType: 'THEORETICAL', title: 'Kurs A1', category: 'OPEN', visibility: 'PUBLIC' },
    });
    const bought = await p.userCourse.create({ data: { userId: ids.jan!, courseId: course.id } });
    const viaSeat = await p.userCourse.create({ data: { userId: ids.jan!, courseId: course.id } });
    await p.userResource.create({
      data: {
        ownerId: ids.firma!,
        courseId: course.id,
        assignedEmail: 'jan.kowalski@list.test',
        userCourseId: viaSeat.id,
      },
    });
    const data = await gqlOk(h, USER, { id: gid('User', ids.jan!) }, admin);
    const user = data.adminUser;
    expect(user).toMatchObject({ email: 'jan.kowalski@list.test', role: 'USER', accountStatus: 'ACTIVE' });
    expect(user.createdAt).toBe('2026-01-01T10:00:00.000Z');
    expect(user.userCourses.totalCount).toBe(2);
    const rows = user.userCourses.edges.map((e: { node: { id: string; seatCompanyName: string | null } }) => [
      localOf(e.node.id),
      e.node.seatCompanyName,
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        [bought.id, null],
        [viaSeat.id, 'Dron_100% Sp. z o.o.'],
      ]),
    );
    expect(user.purchases).toEqual({ totalCount: 0, edges: [] });
  });

  it('is null for an unknown id', async () => {
    const data = await gqlOk(h, USER, { id: gid('User', '00000000-0000-0000-0000-000000000001') }, admin);
    expect(data.adminUser).toBeNull();
  });
});

// ───────────────────────────── Authorization ─────────────────────────────

const MUTATIONS: [string, string, () => Record<string, unknown>][] = [
  [
    'setAccountStatus',
    'mutation ($input: SetAccountStatusInput!) { setAccountStatus(input: $input) { user { id } } }',
    () => ({ input: { userId: gid('User', ids.anna!), accountStatus: 'INACTIVE' } }),
  ],
  [
    'setUserRole',
    'mutation ($input: SetUserRoleInput!) { setUserRole(input: $input) { user { id } } }',
    () => ({ input: { userId: gid('User', ids.anna!), role: 'ADMIN' } }),
  ],
  [
    'setPremiumFlag',
    'mutation ($input: SetPremiumFlagInput!) { setPremiumFlag(input: $input) { user { id } } }',
    () => ({ input: { userId: gid('User', ids.anna!), premiumUserFlg: true } }),
  ],
  [
    'createUser',
    'mutation ($input: CreateUserInput!) { createUser(input: $input) { user { id } } }',
    () => ({ input: { email: 'sneaky@list.test', firstName: 'S', lastName: 'N', role: 'USER' } }),
  ],
];

describe('authorization', () => {
  it('refuses the queries and mutations to every non-admin (FORBIDDEN) and to visitors (UNAUTHENTICATED)', async () => {
    const others = [
      student,
      instructor,
      await signIn(h, 'SELLER'),
      await signIn(h, 'B2B'),
      await signIn(h, 'REGISTER'),
    ];
    const calls: [string, Record<string, unknown>][] = [
      [LIST, {}],
      ['query ($id: ID!) { adminUser(id: $id) { id } }', { id: gid('User', ids.jan!) }],
      ...MUTATIONS.map(([, query, vars]) => [query, vars()] as [string, Record<string, unknown>]),
    ];
    for (const [query, variables] of calls) {
      for (const who of others) {
        const { body } = await graphql(h, query, variables, who.headers);
        expect(errorCode(body), query).toBe('FORBIDDEN');
      }
      const { body } = await graphql(h, query, variables);
      expect(errorCode(body), query).toBe('UNAUTHENTICATED');
    }
    const anna = await h.db.prisma.user.findUniqueOrThrow({ where: { id: ids.anna! } });
    expect(anna).toMatchObject({ accountStatus: 'ACTIVE', role: 'INSTRUCTOR', premiumUserFlg: false });
    expect(await h.db.prisma.user.count({ where: { email: 'sneaky@list.test' } })).toBe(0);
  });

  it('refuses every REST route to non-admins (403) and visitors (401)', async () => {
    const routes: ['GET' | 'PUT' | 'POST', string, unknown?][] = [
      ['GET', 'admin/users'],
      ['GET', `admin/users/${ids.jan}`],
      ['PUT', `admin/users/${ids.anna}/account-status`, { accountStatus: 'INACTIVE' }],
      ['PUT', `admin/users/${ids.anna}/role`, { role: 'ADMIN' }],
      ['PUT', `admin/users/${ids.anna}/premium`, { premiumUserFlg: true }],
      ['POST', 'admin/users', { email: 'sneaky@list.test', firstName: 'S', lastName: 'N' }],
      ['POST', 'admin/users/instructor', { email: 'sneaky@list.test', firstName: 'S', lastName: 'N' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await rest(h, method, url, student, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await rest(h, method, url, instructor, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await rest(h, method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('keeps another user’s account out of reach through node(id), and the admin-only fields from the owner', async () => {
    const NODE = 'query ($id: ID!) { node(id: $id) { id ... on User { email } } }';
    const other = await graphql(h, NODE, { id: gid('User', ids.jan!) }, student.headers);
    expect(other.body.data?.node ?? null).toBeNull();
    expect(JSON.stringify(other.body)).not.toContain('jan.kowalski');
    const own = await gqlOk(h, NODE, { id: gid('User', student.userId) }, student);
    expect(own.node.email).toBe('me@student.test');
    const fields = await graphql(h, 'query { viewer { email accountStatus } }', {}, student.headers);
    expect(errorCode(fields.body)).toBe('FORBIDDEN');
    const courses = await graphql(h, 'query { viewer { userCourses { totalCount } } }', {}, student.headers);
    expect(errorCode(courses.body)).toBe('FORBIDDEN');
    // An admin reads anyone through node(id) too.
    const asAdmin = await gqlOk(h, NODE, { id: gid('User', ids.jan!) }, admin);
    expect(asAdmin.node.email).toBe('jan.kowalski@list.test');
  });
});

// ───────────────────────────── Changes ─────────────────────────────

const SET_STATUS =
  'mutation ($input: SetAccountStatusInput!) { setAccountStatus(input: $input) { user { id accountStatus } } }';
const SET_ROLE = 'mutation ($input: SetUserRoleInput!) { setUserRole(input: $input) { user { id role } } }';
const SET_PREMIUM =
  'mutation ($input: SetPremiumFlagInput!) { setPremiumFlag(input: $input) { user { id premiumUserFlg } } }';

describe('status, role and premium', () => {
  it('never lets an admin lock themselves out (OWN_ACCOUNT_LOCKED)', async () => {
    const me = gid('User', admin.userId);
    for (const [query, input] of [
      [SET_STATUS, { userId: me, accountStatus: 'INACTIVE' }],
      [SET_ROLE, { userId: me, role: 'USER' }],
    ] as const) {
      const { body } = await graphql(h, query, { input }, admin.headers);
      expect(errorCode(body)).toBe('BUSINESS_RULE');
      expect(body.errors?.[0]?.extensions?.rule).toBe('OWN_ACCOUNT_LOCKED');
    }
    const response = await rest(h, 'PUT', `admin/users/${admin.userId}/account-status`, admin, {
      accountStatus: 'INACTIVE',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'BUSINESS_RULE', rule: 'OWN_ACCOUNT_LOCKED' });
    expect((await h.db.prisma.user.findUniqueOrThrow({ where: { id: admin.userId } })).accountStatus).toBe('ACTIVE');
  });

  it('gives a person’s account staff roles, keeps a company’s B2B, and ends the sessions on a change', async () => {
    const target = await signIn(h, 'USER', { accountType: 'PERSON' });
    const data = await gqlOk(h, SET_ROLE, { input: { userId: gid('User', target.userId), role: 'SELLER' } }, admin);
    expect(data.setUserRole.user.role).toBe('SELLER');
    expect(await h.db.prisma.session.count({ where: { userId: target.userId } })).toBe(0);

    const company = await graphql(
      h,
      SET_ROLE,
      { input: { userId: gid('User', ids.firma!), role: 'USER' } },
      admin.headers,
    );
    expect(company.body.errors?.[0]?.extensions?.rule).toBe('ROLE_NOT_FOR_ACCOUNT_TYPE');
    const personB2b = await rest(h, 'PUT', `admin/users/${ids.jan}/role`, admin, { role: 'B2B' });
    expect(personB2b.statusCode).toBe(422);
    expect(personB2b.json().rule).toBe('ROLE_NOT_FOR_ACCOUNT_TYPE');
    const viaRest = await rest(h, 'PUT', `admin/users/${target.userId}/role`, admin, { role: 'INSTRUCTOR' });
    expect(viaRest.statusCode).toBe(200);
    expect(viaRest.json()).toMatchObject({ id: target.userId, role: 'INSTRUCTOR' });
    const bad = await rest(h, 'PUT', `admin/users/${target.userId}/role`, admin, { role: 'KING' });
    expect(bad.statusCode).toBe(400);
    expect((await rest(h, 'PUT', `admin/users/${crypto.randomUUID()}/role`, admin, { role: 'USER' })).statusCode).toBe(
      404,
    );
  });

  it('sets and clears the premium flag', async () => {
    const on = await gqlOk(h, SET_PREMIUM, { input: { userId: gid('User', ids.anna!), premiumUserFlg: true } }, admin);
    expect(on.setPremiumFlag.user.premiumUserFlg).toBe(true);
    const off = await rest(h, 'PUT', `admin/users/${ids.anna}/premium`, admin, { premiumUserFlg: false });
    expect(off.json()).toMatchObject({ premiumUserFlg: false });
    expect((await rest(h, 'PUT', `admin/users/${ids.anna}/premium`, admin, { premiumUserFlg: 'yes' })).statusCode).toBe(
      400,
    );
  });
});

describe('REST list and details', () => {
  it('pages with page/size and filters with repeated roles, booleans and sort', async () => {
    const res = await rest(
      h,
      'GET',
      'admin/users?role=INSTRUCTOR&role=B2B&search=test&sort=email&direction=asc&size=1&page=0',
      admin,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 0, size: 1 });
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.items).toHaveLength(1);
    expect(body.items[0].email).toBe('anna.nowak@list.test');
    expect(body.items[0]).not.toHaveProperty('passwordHash');
    const flags = await rest(h, 'GET', 'admin/users?premium=true&deletionRequested=false&role=USER,B2B', admin);
    expect(flags.json().items.map((u: { email: string }) => u.email)).toEqual(['jan.kowalski@list.test']);
    const leaving = await rest(h, 'GET', 'admin/users?deletionRequested=true', admin);
    expect(leaving.json().items[0]).toMatchObject({
      email: 'leaving@list.test',
      deletionRequestedAt: '2026-02-01T10:00:00.000Z',
    });
    expect((await rest(h, 'GET', 'admin/users?sort=shoe', admin)).statusCode).toBe(400);
    expect((await rest(h, 'GET', 'admin/users?size=1000', admin)).statusCode).toBe(400);
    expect((await rest(h, 'GET', 'admin/users?status=ASLEEP', admin)).statusCode).toBe(400);
  });

  it('shows one account or 404', async () => {
    const res = await rest(h, 'GET', `admin/users/${ids.firma}`, admin);
    expect(res.json()).toMatchObject({ email: 'biuro@firma.test', name: 'Dron_100% Sp. z o.o.', role: 'B2B' });
    expect((await rest(h, 'GET', 'admin/users/not-a-uuid', admin)).statusCode).toBe(404);
  });
});
