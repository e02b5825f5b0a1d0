import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness } from '../test/harness.ts';
import { safeReturnTo } from './routes.ts';
import { pkceVerifier } from './oidc-client.ts';
import { roleFromClaims } from './users.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('sign-in plumbing (backend-for-frontend)', () => {
  it('refuses a bearer token that the issuer did not sign, on GraphQL and REST', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    const rest = await h.app.inject({ url: '/api/v1/user-account', headers: { authorization: `Bearer ${forged}` } });
    expect(rest.statusCode).toBe(401);
    expect(rest.json().code).toBe('UNAUTHENTICATED');
    const gql = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${forged}`, 'content-type': 'application/json' },
      payload: { query: '{ viewer { id } }' },
    });
    expect(gql.statusCode).toBe(401);
  });

  it('answers a visitor session check with no CSRF token and no user', async () => {
    const response = await h.app.inject('/api/session');
    expect(response.json()).toEqual({ authenticated: false, csrfToken: null });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends a callback without a matching login state back to the app with an error, opening no session', async () => {
    const response = await h.app.inject('/app/login-redirect?code=abc&state=00000000-0000-0000-0000-000000000000');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/app/home?authError=login_expired');
    expect(response.headers['set-cookie']).not.toMatch(/academy_sid=[^;]/);
    const refused = await h.app.inject('/app/login-redirect?error=access_denied&state=x');
    expect(refused.headers.location).toBe('/app/home?authError=access_denied');
  });

  it('logs out only with the CSRF token of the session, which is then gone', async () => {
    const s = await signIn(h, 'USER');
    const forged = await h.app.inject({ method: 'POST', url: '/app/logout', headers: { cookie: s.headers.cookie! } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CSRF_FAILED');
    const response = await h.app.inject({ method: 'POST', url: '/app/logout', headers: s.headers });
    expect(response.json().redirectTo).toBe(`${h.config.publicUrl.origin}/`);
    expect((await h.app.inject({ url: '/api/session', headers: s.headers })).json().authenticated).toBe(false);
  });

  it('returns only to paths inside the app', () => {
    expect(safeReturnTo('/app/my-courses?x=1')).toBe('/app/my-courses?x=1');
    for (const bad of ['https://evil.example', '//evil.example', '/auth/x', '/app/login', '/app/\\evil', undefined]) {
      expect(safeReturnTo(bad)).toBeUndefined();
    }
  });

  it('makes 96-character PKCE verifiers from the RFC 7636 alphabet', () => {
    const verifier = pkceVerifier();
    expect(verifier).toHaveLength(96);
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]+$/);
    expect(pkceVerifier()).not.toBe(verifier);
  });

  it('reads the role as the first one listed for our client, REGISTER without one', () => {
    expect(
      roleFromClaims({ sub: 'x', resource_access: { 'academy-web': { roles: ['B2B', 'USER'] } } }, 'academy-web'),
    ).toBe('B2B');
    expect(roleFromClaims({ sub: 'x', resource_access: { other: { roles: ['ADMIN'] } } }, 'academy-web')).toBe(
      'REGISTER',
    );
    expect(roleFromClaims({ sub: 'x', resource_access: { 'academy-web': { roles: ['ROOT'] } } }, 'academy-web')).toBe(
      'REGISTER',
    );
  });
});
