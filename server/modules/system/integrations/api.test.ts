import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CLIENT_SCOPES, type Permission } from '../../../auth/permissions.ts';
import { API_CLIENTS_PER_OWNER_MAX } from '../../../contract/policies.ts';
import type { User } from '../../../generated/prisma/client.ts';
import {
  errorCode,
  gqlOk,
  graphql,
  rest,
  signIn,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { createApiClient } from './clients.ts';
import { bearerOf } from '../../../test/api-clients.ts';

let h: Harness;
let admin: SignedIn;
let company: SignedIn;
let otherCompany: SignedIn;

beforeAll(async () => {
  ({ h, admin, company, otherCompany } = await startWith(
    { admin: 'ADMIN', company: ['B2B', { companyName: 'Dronex' }], otherCompany: ['B2B', { companyName: 'Skyward' }] },
    { RATE_LIMIT_API_CLIENT_PER_MINUTE: '1000' },
  ));
});
afterAll(() => h.close());

const CREATE = `mutation($name: String!, $scopes: [String!]!) {
  createApiClient(name: $name, scopes: $scopes) { secret client { id clientId name scopes ownerName ownedByCompany } }
}`;
const LIST = '{ apiClients(first: 25) { totalCount edges { node { id clientId ownerName } } } }';

describe('managing API clients (GraphQL and REST)', () => {
  it('a company registers a client, sees its secret once, and only its own clients; an admin sees every one', async () => {
    const created = await gqlOk(h, CREATE, { name: 'HR system', scopes: ['manage:resource:own'] }, company);
    const { secret, client } = created.createApiClient;
    expect(secret).toMatch(/^acs_/);
    expect(client).toMatchObject({
      name: 'HR system',
      scopes: ['manage:resource:own'],
      ownerName: 'Dronex',
      ownedByCompany: true,
    });

    const own = await gqlOk(h, LIST, {}, company);
    expect(own.apiClients.edges.map((e: { node: { clientId: string } }) => e.node.clientId)).toContain(client.clientId);
    expect(JSON.stringify(own)).not.toContain(secret);
    const others = await gqlOk(h, LIST, {}, otherCompany);
    expect(others.apiClients.totalCount).toBe(0);
    const lookup = await gqlOk(
      h,
      'query($id: ID!) { apiClient(id: $id) { id } node(id: $id) { id } }',
      { id: client.id },
      otherCompany,
    );
    expect(lookup).toEqual({ apiClient: null, node: null });
    const all = await gqlOk(h, LIST, {}, admin);
    expect(all.apiClients.edges.map((e: { node: { ownerName: string } }) => e.node.ownerName)).toContain('Dronex');

    const localId = (await h.db.prisma.apiClient.findUniqueOrThrow({ where: { clientId: client.clientId } })).id;
    expect((await rest(h, 'GET', `api-clients/${localId}`, otherCompany)).statusCode).toBe(404);
    expect((await rest(h, 'GET', `api-clients/${localId}`, admin)).statusCode).toBe(200);
  });

  it('REST: register, change scopes, rotate, subscribe, list deliveries, revoke', async () => {
    const created = await rest(h, 'POST', 'api-clients', company, {
      name: 'Accounting',
      scopes: ['read:purchase:own'],
    });
    expect(created.statusCode).toBe(201);
    const { client, secret } = created.json();
    expect(secret).toMatch(/^acs_/);

    const changed = await rest(h, 'PUT', `api-clients/${client.id}`, company, {
      scopes: ['read:purchase:own', 'manage:resource:own'],
    });
    expect(changed.json().subscribableEvents).toEqual(
      expect.arrayContaining(['PURCHASE_PAID', 'SEAT_ASSIGNED', 'SEAT_STARTED', 'INVOICE_ISSUED']),
    );
    const rotated = await rest(h, 'POST', `api-clients/${client.id}/rotate-secret`, company);
    expect(rotated.json().secret).not.toBe(secret);

    const hook = await rest(h, 'POST', `api-clients/${client.id}/webhooks`, company, {
      url: 'https://partner.example/hooks',
      events: ['PURCHASE_PAID'],
    });
    expect(hook.statusCode).toBe(201);
    expect(hook.json().secret).toMatch(/^whsec_/);
    const deliveries = await rest(h, 'GET', `api-clients/${client.id}/deliveries?size=25`, company);
    expect(deliveries.json()).toMatchObject({ items: [], total: 0, size: 25 });
    const paused = await rest(h, 'PUT', `webhooks/${hook.json().subscription.id}`, company, { enabled: false });
    expect(paused.json().disabledAt).not.toBeNull();
    expect((await rest(h, 'DELETE', `webhooks/${hook.json().subscription.id}`, otherCompany)).statusCode).toBe(404);
    expect((await rest(h, 'DELETE', `webhooks/${hook.json().subscription.id}`, company)).statusCode).toBe(204);

    const revoked = await rest(h, 'POST', `api-clients/${client.id}/revoke`, company);
    expect(revoked.json().revokedAt).not.toBeNull();
    const again = await rest(h, 'POST', `api-clients/${client.id}/rotate-secret`, company);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'BUSINESS_RULE', rule: 'API_CLIENT_REVOKED' });
  });

  it('refuses bad input, foreign scopes, the limit, and people without clients', async () => {
    const blank = await rest(h, 'POST', 'api-clients', company, { name: '  ', scopes: [] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'name', code: 'required' })]),
    );
    const foreign = await rest(h, 'POST', 'api-clients', company, { name: 'x', scopes: ['manage:user:any'] });
    expect(foreign.json()).toMatchObject({ code: 'BUSINESS_RULE', rule: 'API_CLIENT_SCOPE_NOT_ALLOWED' });
    const student = await signIn(h, 'USER');
    expect((await rest(h, 'GET', 'api-clients', student)).statusCode).toBe(403);
    expect((await rest(h, 'GET', 'api-clients', null)).statusCode).toBe(401);
    const { body } = await graphql(h, CREATE, { name: 'x', scopes: ['read:purchase:own'] }, student.headers);
    expect(errorCode(body)).toBe('FORBIDDEN');

    const busy = await h.db.prisma.user.create({ data: { email: 'busy@example.com', role: 'B2B' } });
    for (let i = 0; i < API_CLIENTS_PER_OWNER_MAX; i++) {
      await createApiClient(h.db.prisma, busy, { name: `c${i}`, scopes: ['read:purchase:own'] }, { embeddedIdp: true });
    }
    await expect(
      createApiClient(h.db.prisma, busy, { name: 'one more', scopes: ['read:purchase:own'] }, { embeddedIdp: true }),
    ).rejects.toMatchObject({ rule: 'API_CLIENT_LIMIT_REACHED' });
  });

  it('a client cannot manage clients (its scopes never include that)', async () => {
    const owner = await h.db.prisma.user.findUniqueOrThrow({ where: { id: admin.userId } });
    const { client, secret } = await createApiClient(
      h.db.prisma,
      owner,
      { name: 'all', scopes: [...API_CLIENT_SCOPES.ADMIN!] },
      { embeddedIdp: true },
    );
    const bearer = await bearerOf(h, client.clientId, secret!);
    expect((await h.app.inject({ url: '/api/v1/api-clients', headers: bearer })).statusCode).toBe(403);
  });
});

/** One representative read per scope: REST and GraphQL. */
const MATRIX: { scope: Permission; owner: 'ADMIN' | 'B2B'; rest: string; graphql?: string }[] = [
  {
    scope: 'manage:purchase:any',
    owner: 'ADMIN',
    rest: 'admin/shop/purchases',
    graphql: '{ adminPurchases(first: 1) { totalCount } }',
  },
  {
    scope: 'manage:catalogue:any',
    owner: 'ADMIN',
    rest: 'admin/courses',
    graphql: '{ adminCourses(first: 1) { totalCount } }',
  },
  { scope: 'manage:user:any', owner: 'ADMIN', rest: 'admin/users', graphql: '{ adminUsers(first: 1) { totalCount } }' },
  {
    scope: 'manage:resource:any',
    owner: 'ADMIN',
    rest: 'admin/user-resources',
    graphql: '{ adminSeats(first: 1) { totalCount } }',
  },
  {
    scope: 'manage:content:any',
    owner: 'ADMIN',
    rest: 'admin/posts',
    graphql: '{ adminJobOffers(first: 1) { totalCount } }',
  },
  { scope: 'read:purchase:own', owner: 'B2B', rest: 'shop/purchases' },
  { scope: 'manage:resource:own', owner: 'B2B', rest: 'user-resources' },
];

describe('scopes, like roles: each operation needs its scope', () => {
  let owners: Record<'ADMIN' | 'B2B', User>;
  beforeAll(async () => {
    owners = {
      ADMIN: await h.db.prisma.user.findUniqueOrThrow({ where: { id: admin.userId } }),
      B2B: await h.db.prisma.user.findUniqueOrThrow({ where: { id: company.userId } }),
    };
  });

  it.each(MATRIX.map((row) => [row.scope, row] as const))('a client holding only %s', async (_scope, row) => {
    const { client, secret } = await createApiClient(
      h.db.prisma,
      owners[row.owner],
      { name: row.scope, scopes: [row.scope] },
      { embeddedIdp: true },
    );
    const bearer = await bearerOf(h, client.clientId, secret!);
    for (const other of MATRIX) {
      const expected = other.scope === row.scope ? 200 : 403;
      const response = await h.app.inject({ url: `/api/v1/${other.rest}`, headers: bearer });
      expect(response.statusCode, `${row.scope} → GET ${other.rest}`).toBe(expected);
      if (!other.graphql) continue;
      const { body } = await graphql(h, other.graphql, {}, bearer);
      expect(body.errors?.[0]?.extensions?.code, `${row.scope} → ${other.graphql}`).toBe(
        expected === 200 ? undefined : 'FORBIDDEN',
      );
    }
  });
});
