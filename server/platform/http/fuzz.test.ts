import { getIntrospectionQuery } from 'graphql';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../auth/idp/test-support.ts';
import {
  captureLogs,
  gid,
  gqlOk,
  graphql,
  signIn,
  startHarness,
  type Harness,
  type SignedIn,
} from '../../test/harness.ts';

/**
 * Fuzzing the whole API with generated bad input: every query and mutation of the schema (found
 * by introspection) and every REST route (read from the router) is called, a few thousand times
 * in all (per database engine), with hostile values (wrong types, NUL characters, huge strings, negative and huge
 * numbers, malformed ids and cursors, invalid dates, nested bad input objects, unknown enum
 * values) by a visitor and by a signed-in USER; queries, and mutations given ids of no row,
 * also by an ADMIN. Nothing may answer 5xx or INTERNAL, log an error, or change a row.
 *
 * Deterministic: the PRNG is seeded (FUZZ_SEED overrides the seed), so a failure names the seed
 * and the request, and reruns the same way.
 */
// `npm test` runs the server tests on PGlite and on PostgreSQL: each engine gets its own seed and
// half the calls, so the two runs together try as many different inputs as one full run would, in
// half the time (this file was a quarter of each suite's time).
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const SEED = Number(process.env.FUZZ_SEED ?? (ON_POSTGRES ? 20261124 : 20261123));
const GRAPHQL_CALLS_PER_FIELD = 9; // per role
const REST_CALLS_PER_ROUTE = 6; // per role and method

/** mulberry32: small, fast and good enough for picking test inputs. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Rng = ReturnType<typeof prng>;

// ───────────────────────────── Hostile values ─────────────────────────────

const UUID_NIL = '00000000-0000-0000-0000-000000000000';
const UUID_RANDOM = '6f1c2a4e-9b7d-4c3e-8a21-5d0f3b9e7c11';
const b64 = (text: string) => Buffer.from(text).toString('base64');

const STRINGS = [
  '',
  ' ',
  'a',
  'x'.repeat(10_001),
  'ż'.repeat(300),
  '\u0000',
  'a\u0000b',
  '%00',
  '%',
  "' OR 1=1 --",
  '"; DROP TABLE "User"; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '\uD800',
  '🚁'.repeat(100),
  'null',
  '{}',
  '\u202e',
  '\r\n',
  'NaN',
  '-1',
  '1e309',
  'x@example.com',
  'ADMIN',
  '+48 600 700 800',
  '5260250274',
  '00-950',
  'https://example.com/video.mp4',
  'javascript:alert(1)',
];
const INTS = [0, 1, -1, 25, 100, 101, 2_147_483_647, -2_147_483_648, 2.5, 1e10, '1', true, null];
const FLOATS = [0, -0.5, 1.5, 1e308, -1e308, 99999.999, '1.5', null];
const DATES = [
  '2024-01-01',
  '2024-13-45',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '',
  'today',
  20240101,
  '0001-01-01',
];
const DATE_TIMES = [
  '2024-01-01T00:00:00.000Z',
  'nope',
  '',
  '1970-01-01',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  1e15,
  -1,
];

interface Ids {
  real: string[];
}

function hostileId(rng: Rng, ids: Ids): unknown {
  return rng.pick([
    () => rng.pick(ids.real),
    () => rng.pick(ids.real),
    () => UUID_RANDOM,
    () => gid(rng.pick(['Course', 'Product', 'User', 'MailMessage', 'StoredFile', 'Picture']), UUID_RANDOM),
    () => gid(rng.pick(['Course', 'Product', 'User', 'PageInfo', 'Nope', 'Query']), rng.pick(STRINGS)),
    () => gid('Course', UUID_NIL),
    () => b64('Course'),
    () => b64(':'),
    () => rng.pick(STRINGS),
    () => rng.pick(INTS),
  ])();
}

function hostileCursor(rng: Rng, ids: Ids): unknown {
  return rng.pick([
    () => b64(`GPC:S:${UUID_RANDOM}`),
    () => b64('GPC:S:zz'),
    () => b64(`GPC:J:${JSON.stringify([UUID_RANDOM])}`),
    () => b64('GPC:N:1'),
    () => b64('GPC:'),
    () => 'garbage',
    () => rng.pick(STRINGS),
    () => hostileId(rng, ids),
  ])();
}

const wrongType = (rng: Rng): unknown =>
  rng.pick([() => rng.pick(STRINGS), () => rng.pick(INTS), () => ({ a: 1 }), () => [1, 'a'], () => false])();

// ───────────────────────────── GraphQL ─────────────────────────────

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface InputValue {
  name: string;
  type: TypeRef;
}
interface Field {
  name: string;
  args: InputValue[];
  type: TypeRef;
}
interface FullType {
  kind: string;
  name: string;
  fields: Field[] | null;
  inputFields: InputValue[] | null;
  enumValues: { name: string }[] | null;
}

const typeString = (t: TypeRef): string =>
  t.kind === 'NON_NULL' ? `${typeString(t.ofType!)}!` : t.kind === 'LIST' ? `[${typeString(t.ofType!)}]` : t.name!;
const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);

function valueFor(rng: Rng, t: TypeRef, types: Map<string, FullType>, ids: Ids, name: string, depth = 0): unknown {
  if (t.kind === 'NON_NULL') return rng.chance(0.04) ? null : valueFor(rng, t.ofType!, types, ids, name, depth);
  if (rng.chance(0.06)) return wrongType(rng);
  if (t.kind === 'LIST') {
    if (rng.chance(0.1)) return valueFor(rng, t.ofType!, types, ids, name, depth + 1);
    const length = rng.pick([0, 1, 2, 3, 60]);
    return Array.from({ length }, () => valueFor(rng, t.ofType!, types, ids, name, depth + 1));
  }
  const type = types.get(t.name!)!;
  if (type.kind === 'ENUM') {
    return rng.chance(0.8) ? rng.pick(type.enumValues!).name : rng.pick(['NOPE', '', 'admin', 0]);
  }
  if (type.kind === 'INPUT_OBJECT') {
    if (depth > 3) return {};
    const value: Record<string, unknown> = {};
    for (const field of type.inputFields!) {
      if (rng.chance(0.85)) value[field.name] = valueFor(rng, field.type, types, ids, field.name, depth + 1);
    }
    if (rng.chance(0.1)) value[rng.pick(['unknownField', '__proto__', 'constructor', 'role'])] = rng.pick(STRINGS);
    return value;
  }
  switch (type.name) {
    case 'ID':
      return hostileId(rng, ids);
    case 'String':
      return /^(after|before)$/.test(name) ? hostileCursor(rng, ids) : rng.pick(STRINGS);
    case 'Int':
      return rng.pick(INTS);
    case 'Float':
      return rng.pick(FLOATS);
    case 'Boolean':
      return rng.pick([true, false, 'true', 0]);
    case 'Date':
      return rng.pick(DATES);
    case 'DateTime':
      return rng.pick(DATE_TIMES);
    default:
      // Upload: files are sent as multipart only (its parser is tested on its own); here a file
      // variable gets a value that is not a file.
      return rng.pick([null, 'file', { filename: 'x.png' }, 1]);
  }
}

/** A selection that makes the field's resolvers run: __typename, id and a connection's count. */
function selection(t: TypeRef, types: Map<string, FullType>): string {
  const type = types.get(named(t).name!)!;
  if (type.kind !== 'OBJECT' && type.kind !== 'INTERFACE') return '';
  const fields = new Set(type.fields!.map((f) => f.name));
  const parts = ['__typename'];
  if (fields.has('id')) parts.push('id');
  if (fields.has('totalCount'))
    parts.push('totalCount', 'edges { cursor node { __typename } }', 'pageInfo { endCursor }');
  return `{ ${parts.join(' ')} }`;
}

interface GraphQLCall {
  query: string;
  variables: Record<string, unknown>;
}

function graphqlCall(
  rng: Rng,
  operation: 'query' | 'mutation',
  field: Field,
  types: Map<string, FullType>,
  ids: Ids,
): GraphQLCall {
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  const args: string[] = [];
  field.args.forEach((arg, i) => {
    if (!arg.type.kind.startsWith('NON_NULL') && rng.chance(0.3)) return; // optional, left out
    const value = valueFor(rng, arg.type, types, ids, arg.name);
    if (rng.chance(0.2) && (typeof value === 'string' || typeof value === 'number')) {
      // A literal in the document instead of a variable (JSON strings are GraphQL strings).
      args.push(`${arg.name}: ${JSON.stringify(value)}`);
      return;
    }
    declarations.push(`$v${i}: ${typeString(arg.type)}`);
    args.push(`${arg.name}: $v${i}`);
    if (value !== undefined) variables[`v${i}`] = value;
  });
  const head = declarations.length ? `${operation} (${declarations.join(', ')})` : operation;
  const call = args.length ? `${field.name}(${args.join(', ')})` : field.name;
  return { query: `${head} { ${call} ${selection(field.type, types)} }`, variables };
}

/** Whether a field needs the id of an existing row: a required ID argument or input field. */
function requiresId(field: Field, types: Map<string, FullType>): boolean {
  const requiredId = (t: TypeRef) => t.kind === 'NON_NULL' && t.ofType!.kind === 'SCALAR' && t.ofType!.name === 'ID';
  return field.args.some((arg) => {
    if (requiredId(arg.type)) return true;
    const input = types.get(named(arg.type).name!)!;
    return input.kind === 'INPUT_OBJECT' && input.inputFields!.some((f) => requiredId(f.type));
  });
}

/** Ids of rows that do not exist (hostileId's other picks name none either). */
const missingIds: Ids = {
  real: ['Course', 'Product', 'ProductVariant', 'ShippingMethod', 'DiscountCoupon', 'User', 'StoredFile'].map(
    (typename) => gid(typename, UUID_RANDOM),
  ),
};

// ───────────────────────────── REST ─────────────────────────────

interface Route {
  url: string;
  methods: string[];
}

/** Routes from the router's own listing (`printRoutes`), one full path each. */
function routesOf(printed: string): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([\s│├└─]*)(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('').replace(/^\/?/, '/');
    routes.push({ url, methods: match[3]!.split(', ') });
  }
  return routes;
}

const QUERY_KEYS = [
  'search',
  'first',
  'after',
  'last',
  'before',
  'categories',
  'language',
  'size',
  'sort',
  'lang',
  'returnTo',
  'token',
  'state',
  'code',
  'error',
  'ui_locales',
  'client_id',
  'redirect_uri',
  'kind',
  'view',
];
const BODY_KEYS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'password2',
  'name',
  'title',
  'code',
  'kind',
  'value',
  'priceGross',
  'validFrom',
  'validTo',
  'usageLimit',
  'description',
  'visibility',
  'startDate',
  'accountType',
  'person',
  'company',
  'token',
  'lang',
  'id',
  'grant_type',
  'client_id',
];

function pathValue(rng: Rng, ids: Ids): string {
  const value = rng.pick([
    () => String(rng.pick(ids.real.filter((id) => !id.includes('='))) ?? UUID_RANDOM),
    () => UUID_RANDOM,
    () => UUID_NIL,
    () => encodeURIComponent(Buffer.from(String(rng.pick(STRINGS))).toString()) || 'x',
    () => rng.pick(['%', '%zz', '..', '%2e%2e', '%C0%80', '%ff', 'a%2Fb']),
  ])();
  return value;
}

function restCall(rng: Rng, route: Route, method: string, ids: Ids, localIds: string[]): InjectOptions {
  const path = route.url
    .replace(/:[A-Za-z]+/g, () => (rng.chance(0.5) ? rng.pick(localIds) : pathValue(rng, ids)))
    .replace(/\*$/, () => rng.pick(['', 'x', 'assets/missing.js', '%00', 'a/b/c']));
  const query = new URLSearchParams();
  const keys = rng.int(4);
  for (let i = 0; i < keys; i++) {
    const key = rng.pick(QUERY_KEYS);
    const value = rng.chance(0.3) ? String(hostileCursor(rng, ids)) : String(rng.pick([...STRINGS, ...INTS]));
    query.append(key, value.length > 2000 ? value.slice(0, 2000) : value);
  }
  const search = query.toString();
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url: search ? `${path}?${search}` : path,
  };
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && rng.chance(0.8)) {
    const body: Record<string, unknown> = {};
    const count = rng.int(6);
    for (let i = 0; i < count; i++) {
      const key = rng.pick(BODY_KEYS);
      body[key] = rng.pick([
        () => rng.pick(STRINGS),
        () => rng.pick(INTS),
        () => rng.pick(DATE_TIMES),
        () => hostileId(rng, ids),
        () => ({ [rng.pick(BODY_KEYS)]: rng.pick(STRINGS) }),
        () => [rng.pick(STRINGS), rng.pick(INTS)],
      ])();
    }
    const form = () => new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
    const [type, payload] = rng.pick<[string, () => string]>([
      ['application/json', () => JSON.stringify(body)],
      ['application/json', () => JSON.stringify(body)],
      ['application/json', () => rng.pick(['{"broken', '[]', '"text"', '12', 'null', '{"a":"\\u0000"}'])],
      ['application/x-www-form-urlencoded', form],
      ['text/plain', () => String(rng.pick(STRINGS))],
      ['application/octet-stream', () => 'binary'],
    ]);
    options.headers = { 'content-type': type };
    options.payload = payload();
  }
  return options;
}

// ───────────────────────────── Rows ─────────────────────────────

/**
 * Tables (and columns) that legitimately change on requests of anyone, so they are left out:
 * - RateLimitHit: every attempt on the sign-in, registration and reset pages is counted.
 * - LoginAttempt: /app/login and /app/register store a login state per request (by design,
 *   for a visitor too); /app/login-redirect deletes the one it finishes.
 * - OidcPayload: the provider stores interactions and sessions for /auth/auth requests.
 * - Session.lastSeenAt: refreshed as the signed-in USER makes requests.
 * - CatalogueVersion: the public cache's counter, bumped by any write statement on a catalogue
 *   table, also one that changed no row (the rows themselves are compared).
 * The fuzzing USER's own User row is left out as well: updateAccount and the registration
 * legitimately edit it; so are the admins' e-mails about that USER's deletion request
 * (requestAccountDeletion), the USER's own calendar feed (enableCalendarFeed) and the USER's own
 * job offers with their number counter (a signed-in client may post an order on the exchange, and
 * generated input is sometimes valid). Every other row must stay as it was.
 */
const SKIPPED_TABLES = new Set(['RateLimitHit', 'LoginAttempt', 'OidcPayload', 'CatalogueVersion']);
const SKIPPED_COLUMNS: Record<string, string[]> = { Session: ['lastSeenAt'] };

async function snapshot(h: Harness, ownUserId: string): Promise<Record<string, string>> {
  const tables = await h.db.prisma.$queryRawUnsafe<{ tablename: string }[]>(
    'SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
  );
  const result: Record<string, string> = {};
  for (const { tablename } of tables) {
    if (SKIPPED_TABLES.has(tablename)) continue;
    const row = `(to_jsonb(t) ${(SKIPPED_COLUMNS[tablename] ?? []).map((c) => `- '${c}'`).join(' ')})::text`;
    const where =
      tablename === 'User'
        ? `WHERE t.id <> '${ownUserId}'`
        : tablename === 'CalendarFeed'
          ? `WHERE t."userId" <> '${ownUserId}'`
          : tablename === 'MailMessage'
            ? `WHERE t.text NOT LIKE '%/app/admin/users/${ownUserId}%'`
            : tablename === 'JobOffer'
              ? `WHERE t."authorId" <> '${ownUserId}'`
              : tablename === 'DocumentCounter'
                ? `WHERE t.key NOT LIKE 'job-offer:%'`
                : '';
    const [sum] = await h.db.prisma.$queryRawUnsafe<{ n: number; md5: string }[]>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(${row}, ',' ORDER BY ${row}), '')) AS md5 FROM "${tablename}" t ${where}`,
    );
    result[tablename] = `${sum!.n} rows, ${sum!.md5}`;
  }
  return result;
}

// ───────────────────────────── The run ─────────────────────────────

let h: Harness;
let user: SignedIn;
let admin: SignedIn;
let errorLogs: string[] = [];
const ids: Ids = { real: [] };
const localIds: string[] = [];

beforeAll(async () => {
  // On a real port named by PUBLIC_URL: /app/login and /app/register read the embedded
  // provider's discovery document over HTTP, as in production.
  const port = await freePort();
  h = await startHarness({ LOG_LEVEL: 'error', PUBLIC_URL: `http://127.0.0.1:${port}` });
  await h.app.listen({ port, host: '127.0.0.1' });
  errorLogs = captureLogs(h);

  user = await signIn(h, 'USER', { firstName: 'Fuzz' });
  admin = await signIn(h, 'ADMIN');
  // Rows of others, so that hostile calls can name real ids they must not touch.
  const course = await gqlOk(
    h,
    'mutation { createCourse(input: { title: "Fuzz", courseType: FULL, withoutExamFlg: false }) { id } }',
    {},
    admin,
  );
  const product = await gqlOk(
    h,
    'mutation { createProduct(input: { category: GADGET, name: "Fuzz" }) { id variants { id } } }',
    {},
    admin,
  );
  const shipping = await gqlOk(
    h,
    'mutation { createShippingMethod(input: { name: "Kurier", description: "", priceGross: 1500 }) { id } }',
    {},
    admin,
  );
  const coupon = await gqlOk(
    h,
    'mutation ($id: ID!) { createCourseDiscountCoupon(courseId: $id, input: { code: "FUZZ10", kind: PERCENT, value: 10 }) { id } }',
    { id: course.createCourse.id },
    admin,
  );
  ids.real.push(
    course.createCourse.id,
    product.createProduct.id,
    product.createProduct.variants[0].id,
    shipping.createShippingMethod.id,
    coupon.createCourseDiscountCoupon.id,
    gid('User', user.userId),
    gid('User', admin.userId),
  );
  localIds.push(
    ...ids.real.map((id) => Buffer.from(id, 'base64').toString().split(':')[1]!),
    user.userId,
    admin.userId,
  );
});
afterAll(() => h.close());

interface Failure {
  who: string;
  request: string;
  status: number;
  body: string;
}

const describeRequest = (options: InjectOptions) =>
  `${options.method} ${options.url}${options.payload ? ` ${String(options.payload).slice(0, 300)}` : ''}`;

describe(`fuzzing the API with bad input (seed ${SEED})`, () => {
  it('never answers 5xx or INTERNAL, logs no error and changes no row it may not', async () => {
    const before = await snapshot(h, user.userId);
    const failures: Failure[] = [];
    let requests = 0;
    const roles: [string, SignedIn | null][] = [
      ['visitor', null],
      ['USER', user],
    ];

    // GraphQL: every query and mutation field of the schema.
    const introspection = await graphql(h, getIntrospectionQuery());
    const types = new Map<string, FullType>(
      (introspection.body.data.__schema.types as FullType[]).map((type) => [type.name, type]),
    );
    const rng = prng(SEED);
    for (const operation of ['query', 'mutation'] as const) {
      const root = types.get(operation === 'query' ? 'Query' : 'Mutation')!;
      for (const field of root.fields!) {
        // Admins may change rows, but reading cannot: queries are fuzzed as ADMIN too. So are the
        // mutations that must name an existing row, each with ids that name none (below).
        const asAdmin = operation === 'query' || requiresId(field, types);
        for (const [who, s] of asAdmin ? [...roles, ['ADMIN', admin] as const] : roles) {
          for (let i = 0; i < GRAPHQL_CALLS_PER_FIELD; i++) {
            const call = graphqlCall(rng, operation, field, types, who === 'ADMIN' ? missingIds : ids);
            const { status, body } = await graphql(h, call.query, call.variables, s?.headers ?? {});
            requests++;
            const internal = body.errors?.some((e) => e.extensions?.code === 'INTERNAL' || !e.extensions?.code);
            if (status >= 500 || internal) {
              failures.push({
                who,
                request: `${call.query} ${JSON.stringify(call.variables).slice(0, 300)}`,
                status,
                body: JSON.stringify(body).slice(0, 300),
              });
            }
          }
        }
      }
    }

    // REST (and every other route): each method of each route from the router's listing.
    const routes = routesOf(h.app.printRoutes({ commonPrefix: false }));
    // The provider's endpoints (one wildcard route hands them to oidc-provider).
    for (const url of ['/auth/auth', '/auth/token', '/auth/me', '/auth/session/end', '/auth/jwks', '/auth/nope']) {
      routes.push({ url, methods: ['GET', 'POST'] });
    }
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      if (route.url === '/graphql') continue; // fuzzed above
      for (const method of route.methods) {
        for (const [who, s] of roles) {
          // Signing out is the USER's right (it deletes the session): only a visitor tries it.
          if (s && route.url === '/app/logout') continue;
          for (let i = 0; i < REST_CALLS_PER_ROUTE; i++) {
            const options = restCall(rng, route, method, ids, localIds);
            options.headers = { ...options.headers, ...(s?.headers ?? {}) };
            const response = await h.app.inject(options);
            requests++;
            if (response.statusCode >= 500) {
              failures.push({
                who,
                request: describeRequest(options),
                status: response.statusCode,
                body: response.body.slice(0, 300),
              });
            }
          }
        }
      }
    }

    expect(requests).toBeGreaterThan(1000);
    const where = [...new Set(failures.map((f) => `${f.who} ${f.request.split(/[?\s(]/, 2).join(' ')}`))];
    expect(failures.slice(0, 10), `${failures.length} failures (seed ${SEED}) in ${where.join(', ')}`).toEqual([]);
    expect(errorLogs.slice(0, 5)).toEqual([]);
    expect(await snapshot(h, user.userId)).toEqual(before);
    // The USER is still signed in (no request ended the session) and still a USER.
    const viewer = await graphql(h, '{ viewer { role } }', {}, user.headers);
    expect(viewer.body.data.viewer).toEqual({ role: 'USER' });
  }, 900_000); // a hang guard: the calls grow with the API and a busy machine slows them
});
