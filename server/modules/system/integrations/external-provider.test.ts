import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../test/harness.ts';
import { createApiClient } from './clients.ts';

// README "External OpenID provider": with OIDC_ISSUER, API clients are the provider's own
// (Keycloak service accounts); a token whose `azp` names a registered client acts for its owner
// within its scopes. The provider here is a stand-in serving discovery and its key set.
let h: Harness;
let provider: Server;
let issuer: string;
let sign: (claims: Record<string, unknown>) => Promise<string>;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  provider = createServer((req, res) => {
    const body =
      req.url === '/realms/academy/.well-known/openid-configuration'
        ? { issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` }
        : req.url === '/realms/academy/protocol/openid-connect/certs'
          ? { keys: [jwk] }
          : null;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/realms/academy`;
  sign = (claims) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
  h = await startHarness({ OIDC_ISSUER: issuer, OIDC_CLIENT_SECRET: 'web-secret' });
});
afterAll(async () => {
  await h.close();
  await new Promise((resolve) => provider.close(resolve));
});

describe('API clients of an external OpenID provider', () => {
  it('a service account token whose azp names a registered client acts for its owner within its scopes', async () => {
    const admin = await h.db.prisma.user.create({ data: { email: 'admin-ext@example.com', role: 'ADMIN' } });
    await expect(
      createApiClient(h.db.prisma, admin, { name: 'ERP', scopes: ['manage:purchase:any'] }, { embeddedIdp: false }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const { secret } = await createApiClient(
      h.db.prisma,
      admin,
      { name: 'ERP', scopes: ['manage:purchase:any', 'manage:catalogue:any'], externalClientId: 'erp-service' },
      { embeddedIdp: false },
    );
    expect(secret).toBeNull();
    const call = async (url: string, claims: Record<string, unknown>) =>
      h.app.inject({ url: `/api/v1/${url}`, headers: { authorization: `Bearer ${await sign(claims)}` } });

    const token = { sub: 'service-account-uuid', azp: 'erp-service', scope: 'profile email manage:purchase:any' };
    expect((await call('admin/shop/purchases', token)).statusCode).toBe(200);
    // Asked for purchases only: the catalogue the client also holds is not this token's.
    expect((await call('admin/courses', token)).statusCode).toBe(403);
    // No permission scope asked: all the client's.
    expect((await call('admin/courses', { ...token, scope: 'profile email' })).statusCode).toBe(200);
    // A client nobody registered is nobody's: its token names no user either.
    expect((await call('admin/shop/purchases', { ...token, azp: 'unknown-service' })).statusCode).toBe(401);
  });
});
