import { SignJWT, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiResource } from '../auth/idp/index.ts';
import { signingKeys } from '../auth/idp/keys.ts';
import { signIn, startHarness, type GraphQLBody, type Harness } from '../test/harness.ts';

// Integrators read every refusal of /graphql in GraphQL's error shape, also those the viewer's
// preHandler makes before GraphQL runs (an invalid or expired token, an inactive account, CSRF).
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** An access token of the embedded identity provider for `userId`, valid unless `expired`. */
async function bearerFor(userId: string, { expired = false } = {}): Promise<string> {
  const { keys } = await signingKeys(h.db.prisma);
  const jwk = keys[0]!;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ client_id: h.config.OIDC_CLIENT_ID })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .setIssuer(h.config.issuer)
    .setAudience(apiResource(h.config))
    .setSubject(userId)
    .setIssuedAt(expired ? now - 3600 : now - 5)
    .setExpirationTime(expired ? now - 1800 : now + 900)
    .sign(await importJWK(jwk, 'RS256'));
}

const query = '{ viewer { id } }';

async function post(headers: Record<string, string>) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query },
  });
  return { response, body: response.json() as GraphQLBody };
}

async function get(headers: Record<string, string>) {
  const response = await h.app.inject({
    method: 'GET',
    url: `/graphql?query=${encodeURIComponent(query)}`,
    headers: { accept: 'application/json', ...headers },
  });
  return { response, body: response.json() as GraphQLBody };
}

/** A GraphQL error answer with the one error `code`, nothing else (no `data`, no REST `code`). */
function expectGraphQLRefusal(body: GraphQLBody, code: string) {
  expect(Object.keys(body)).toEqual(['errors']);
  expect(body.errors).toHaveLength(1);
  expect(body.errors![0]).toMatchObject({ message: expect.any(String), extensions: { code } });
}

describe('bearer tokens on /graphql', () => {
  const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';

  it('answers an invalid, garbage or expired token with a GraphQL UNAUTHENTICATED error, GET and POST', async () => {
    const user = await signIn(h, 'USER');
    const tokens = {
      forged,
      garbage: 'not-a-token',
      empty: '',
      expired: await bearerFor(user.userId, { expired: true }),
    };
    for (const [name, token] of Object.entries(tokens)) {
      for (const send of [post, get]) {
        const { response, body } = await send({ authorization: `Bearer ${token}` });
        expect(response.statusCode, `${name} ${send.name}`).toBe(401);
        expect(response.headers['content-type'], name).toContain('application/json');
        expectGraphQLRefusal(body, 'UNAUTHENTICATED');
        expect(body.errors![0].message).toBe('Invalid or expired token');
      }
    }
  });

  it('answers with the GraphQL-over-HTTP media type to a client that accepts it', async () => {
    const { response, body } = await post({
      authorization: `Bearer ${forged}`,
      accept: 'application/graphql-response+json, application/json;q=0.9',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/graphql-response+json');
    expectGraphQLRefusal(body, 'UNAUTHENTICATED');
  });

  it('lets an allowed origin read the refusal (CORS headers), not a foreign one', async () => {
    const origin = h.config.publicUrl.origin;
    const { response } = await post({ authorization: `Bearer ${forged}`, origin });
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    const foreign = await post({ authorization: `Bearer ${forged}`, origin: 'https://evil.example' });
    expect(foreign.response.statusCode).toBe(401);
    expect(foreign.response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("answers an inactive account's valid token with a GraphQL ACCOUNT_INACTIVE error", async () => {
    const user = await signIn(h, 'USER', { accountStatus: 'INACTIVE' });
    const token = await bearerFor(user.userId);
    for (const send of [post, get]) {
      const { response, body } = await send({ authorization: `Bearer ${token}` });
      expect(response.statusCode, send.name).toBe(403);
      expectGraphQLRefusal(body, 'ACCOUNT_INACTIVE');
    }
  });

  it('runs any document for a valid token, also sent as GraphiQL sends it (with the page’s cookie)', async () => {
    const user = await signIn(h, 'USER');
    const browser = await signIn(h, 'ADMIN');
    const { response, body } = await post({
      ...browser.headers,
      authorization: `Bearer ${await bearerFor(user.userId)}`,
      accept: 'application/graphql-response+json, application/json;q=0.9',
    });
    expect(body.errors).toBeUndefined();
    expect(response.statusCode).toBe(200);
    // The token, not the cookie, says who calls.
    expect(body.data.viewer.id).toBe(Buffer.from(`User:${user.userId}`).toString('base64'));
  });
});

describe('session refusals on /graphql', () => {
  it('answers a cookie POST without its CSRF token with a GraphQL CSRF_FAILED error', async () => {
    const user = await signIn(h, 'USER');
    const { response, body } = await post({ cookie: user.headers.cookie! });
    expect(response.statusCode).toBe(403);
    expectGraphQLRefusal(body, 'CSRF_FAILED');
  });

  it('answers a malformed JSON body in GraphQL’s shape too', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
    expectGraphQLRefusal(response.json(), 'BAD_REQUEST');
  });
});

describe('REST keeps its error shape', () => {
  it('answers an invalid token on /api/v1 with { code, message }', async () => {
    const response = await h.app.inject({
      url: '/api/v1/user-account',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid or expired token' });
  });
});
