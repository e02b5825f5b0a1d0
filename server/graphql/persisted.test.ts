import { readFileSync } from 'node:fs';
import { SignJWT, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiResource } from '../auth/idp/index.ts';
import { signingKeys } from '../auth/idp/keys.ts';
import { graphql, signIn, startHarness, type GraphQLBody, type Harness } from '../test/harness.ts';
import { LIMITS } from './limits.ts';
import { PERSISTED_OPERATIONS_FILE } from './persisted.ts';

// The web client sends persisted operation ids (relay.config.js persistConfig); everyone else may
// still send documents.
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** The generated map (npm run relay), as the web client's artifacts know it. */
const operations = JSON.parse(readFileSync(PERSISTED_OPERATIONS_FILE, 'utf8')) as Record<string, string>;
const idOf = (operationName: string) => {
  const found = Object.entries(operations).find(([, text]) => text.startsWith(`query ${operationName}`));
  if (!found) throw new Error(`${operationName} is not in ${PERSISTED_OPERATIONS_FILE}`);
  return found[0];
};

async function post(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
  return { status: response.statusCode, body: response.json() as GraphQLBody };
}

const catalogue = { count: 5, language: 'EN', categories: null };

describe('persisted operations', () => {
  it('the generated map holds the web operations, keyed by the SHA-256 of their text', () => {
    expect(Object.keys(operations).length).toBeGreaterThan(10);
    for (const id of Object.keys(operations)) expect(id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('runs a persisted operation named by documentId, as the web client sends it', async () => {
    const { status, body } = await post({
      documentId: idOf('CoursesPageQuery'),
      operationName: 'CoursesPageQuery',
      variables: catalogue,
    });
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(body.data).toHaveProperty('courses');
  });

  it('runs one named by extensions.persistedQuery (the Apollo shape) too', async () => {
    const { status, body } = await post({
      variables: catalogue,
      extensions: { persistedQuery: { version: 1, sha256Hash: idOf('CoursesPageQuery') } },
    });
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
  });

  it('answers an unknown id with HTTP 400 PERSISTED_QUERY_NOT_FOUND, never a 500', async () => {
    for (const documentId of ['0'.repeat(64), 'nonsense', '']) {
      const { status, body } = await post({ documentId, variables: {} });
      expect(status).toBe(400);
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    }
    const apollo = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(apollo.status).toBe(400);
    expect(apollo.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses a request with neither a document nor an id, or with a malformed id, as BAD_REQUEST', async () => {
    for (const payload of [{ variables: {} }, { documentId: 42 }, { documentId: { $ne: 1 } }]) {
      const { status, body } = await post(payload);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    }
  });

  it('keeps the limits for persisted operations: their variables are checked as any', async () => {
    const { status, body } = await post({
      documentId: idOf('CoursesPageQuery'),
      variables: { ...catalogue, count: 'many' },
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});

describe('arbitrary documents (integrators, GraphiQL, visitors)', () => {
  const query = '{ courses(first: 1, language: EN) { edges { node { title } } } }';

  it('still run for a visitor, bounded by the limits', async () => {
    const { status, body } = await graphql(h, query);
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    const aliases = Array.from({ length: LIMITS.aliases + 1 }, (_, i) => `a${i}: __typename`).join(' ');
    const tooBroad = await graphql(h, `{ ${aliases} }`);
    expect(tooBroad.status).toBe(400);
    expect(tooBroad.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('still run for a signed-in browser session (GraphiQL sends documents with the cookie)', async () => {
    const user = await signIn(h, 'USER');
    const { status, body } = await graphql(h, '{ viewer { id } }', {}, user.headers);
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(body.data.viewer.id).toBeTruthy();
  });

  it('still run for a bearer-token integrator', async () => {
    const user = await signIn(h, 'USER');
    const { keys } = await signingKeys(h.db.prisma);
    const jwk = keys[0]!;
    const bearer = await new SignJWT({ client_id: h.config.OIDC_CLIENT_ID })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuer(h.config.issuer)
      .setAudience(apiResource(h.config))
      .setSubject(user.userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 5)
      .setExpirationTime('15m')
      .sign(await importJWK(jwk, 'RS256'));
    const { status, body } = await graphql(h, '{ viewer { id } }', {}, { authorization: `Bearer ${bearer}` });
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(body.data.viewer.id).toBeTruthy();
  });

  it('refuses a document sent together with an id (one or the other)', async () => {
    const { status, body } = await post({ query, documentId: idOf('CoursesPageQuery') });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });
});
