import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '../../../auth/permissions.ts';
import type { User } from '../../../generated/prisma/client.ts';
import { createCatalogue, createPurchase, type Catalogue } from '../../../test/fixtures.ts';
import { startHarness, type Harness } from '../../../test/harness.ts';
import { createApiClient, revokeApiClient, rotateApiClientSecret } from './clients.ts';
import { bearerOf, clientToken } from '../../../test/api-clients.ts';

let h: Harness;
let admin: User;
let company: User;
let catalogue: Catalogue;

beforeAll(async () => {
  h = await startHarness({ RATE_LIMIT_API_CLIENT_PER_MINUTE: '1000' });
  admin = await h.db.prisma.user.create({
    data: { email: 'admin-api@example.com', role: 'ADMIN', emailVerified: true },
  });
  company = await h.db.prisma.user.create({
    data: { email: 'company-api@example.com', role: 'B2B', emailVerified: true, companyName: 'Dronex' },
  });
  catalogue = await createCatalogue(h.db.prisma);
});
afterAll(() => h.close());

const embedded = { embeddedIdp: true };
const newClient = (owner: User, scopes: Permission[]) =>
  createApiClient(h.db.prisma, owner, { name: `Client ${scopes.join(',')}`, scopes }, embedded);
const get = (url: string, headers: Record<string, string>) => h.app.inject({ url: `/api/v1/${url}`, headers });

describe('client-credentials tokens', () => {
  it('issues a short-lived JWT with the scopes asked for, refuses a wrong secret and a scope not held', async () => {
    const { client, secret } = await newClient(admin, ['manage:purchase:any', 'manage:catalogue:any']);
    const all = await clientToken(h, client.clientId, secret!);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });

    const narrowed = await clientToken(h, client.clientId, secret!, 'manage:purchase:any');
    expect(narrowed.body.scope).toBe('manage:purchase:any');

    expect((await clientToken(h, client.clientId, `${secret}x`)).body.error).toBe('invalid_client');
    expect((await clientToken(h, client.clientId, secret!, 'manage:user:any')).body.error).toBe('invalid_scope');
    expect((await clientToken(h, 'ac_nobodyxxxxxxxxxxxxx', secret!)).body.error).toBe('invalid_client');
    const stored = await h.db.prisma.apiClient.findUniqueOrThrow({ where: { id: client.id } });
    expect(stored.secretHash).not.toContain(secret!);
  });

  it('enforces the scopes on the gates and on every check inside the request', async () => {
    const { client, secret } = await newClient(admin, ['manage:catalogue:any', 'manage:purchase:any']);
    const buyer = await h.db.prisma.user.create({ data: { email: 'buyer-api@example.com', role: 'USER' } });
    const purchase = await createPurchase(h.db.prisma, catalogue, { buyerId: buyer.id });

    const catalogueOnly = await bearerOf(h, client.clientId, secret!, 'manage:catalogue:any');
    expect((await get('admin/user-resources', catalogueOnly)).statusCode).toBe(403);
    expect((await get('admin/shop/purchases', catalogueOnly)).statusCode).toBe(403);
    // The buyer's purchase is an admin's to read, not this token's: no inner check lets it through.
    expect((await get(`shop/purchases/${purchase.id}`, catalogueOnly)).statusCode).toBe(404);

    const purchases = await bearerOf(h, client.clientId, secret!, 'manage:purchase:any');
    expect((await get('admin/shop/purchases', purchases)).statusCode).toBe(200);
    expect((await get(`shop/purchases/${purchase.id}`, purchases)).statusCode).toBe(200);

    const gql = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...catalogueOnly, 'content-type': 'application/json' },
      payload: { query: '{ adminPurchases(first: 1) { totalCount } }' },
    });
    expect(gql.json().errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('confines a company client to its own seats and purchases', async () => {
    const other = await h.db.prisma.user.create({ data: { email: 'other-co@example.com', role: 'B2B' } });
    const own = await createPurchase(h.db.prisma, catalogue, { buyerId: company.id });
    const theirs = await createPurchase(h.db.prisma, catalogue, { buyerId: other.id });
    const { client, secret } = await newClient(company, ['read:purchase:own', 'manage:resource:own']);
    const bearer = await bearerOf(h, client.clientId, secret!);

    const list = await get('shop/purchases', bearer);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain(own.id);
    expect(JSON.stringify(list.json())).not.toContain(theirs.id);
    expect((await get(`shop/purchases/${theirs.id}`, bearer)).statusCode).toBe(404);
    expect((await get('user-resources', bearer)).statusCode).toBe(200);
    expect((await get('admin/user-resources', bearer)).statusCode).toBe(403);
    // A company cannot grant what it does not have.
    await expect(newClient(company, ['manage:purchase:any'])).rejects.toMatchObject({
      code: 'BUSINESS_RULE',
      rule: 'API_CLIENT_SCOPE_NOT_ALLOWED',
    });
  });

  it('revocation and rotation apply on the next request', async () => {
    const { client, secret } = await newClient(admin, ['manage:purchase:any']);
    const before = await bearerOf(h, client.clientId, secret!);
    expect((await get('admin/shop/purchases', before)).statusCode).toBe(200);

    const { secret: rotated } = await rotateApiClientSecret(h.db.prisma, admin, client.id);
    const refused = await get('admin/shop/purchases', before);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('UNAUTHENTICATED');
    expect((await clientToken(h, client.clientId, secret!)).body.error).toBe('invalid_client');

    const after = await bearerOf(h, client.clientId, rotated!);
    expect((await get('admin/shop/purchases', after)).statusCode).toBe(200);
    const used = await h.db.prisma.apiClient.findUniqueOrThrow({ where: { id: client.id } });
    expect(used.lastUsedAt).not.toBeNull();

    await revokeApiClient(h.db.prisma, admin, client.id);
    expect((await get('admin/shop/purchases', after)).statusCode).toBe(401);
    expect((await clientToken(h, client.clientId, rotated!)).body.error).toBe('invalid_client');
  });

  it('stops a client whose owner was deactivated', async () => {
    const owner = await h.db.prisma.user.create({ data: { email: 'leaving@example.com', role: 'ADMIN' } });
    const { client, secret } = await newClient(owner, ['manage:purchase:any']);
    const bearer = await bearerOf(h, client.clientId, secret!);
    await h.db.prisma.user.update({ where: { id: owner.id }, data: { accountStatus: 'INACTIVE' } });
    expect((await get('admin/shop/purchases', bearer)).json().code).toBe('ACCOUNT_INACTIVE');
    expect((await clientToken(h, client.clientId, secret!)).body.error).toBe('invalid_client');
  });
});

describe('rate limit per client', () => {
  it('answers 429 with Retry-After past the limit, for that client only', async () => {
    const limited = await startHarness({ RATE_LIMIT_API_CLIENT_PER_MINUTE: '2' });
    try {
      const owner = await limited.db.prisma.user.create({ data: { email: 'a@example.com', role: 'ADMIN' } });
      const make = () =>
        createApiClient(limited.db.prisma, owner, { name: 'x', scopes: ['manage:purchase:any'] }, embedded);
      const [first, second] = [await make(), await make()];
      const bearer = await bearerOf(limited, first.client.clientId, first.secret!);
      const call = (headers: Record<string, string>) =>
        limited.app.inject({ url: '/api/v1/admin/shop/purchases', headers });
      expect((await call(bearer)).statusCode).toBe(200);
      expect((await call(bearer)).statusCode).toBe(200);
      const third = await call(bearer);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      const otherBearer = await bearerOf(limited, second.client.clientId, second.secret!);
      expect((await call(otherBearer)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
