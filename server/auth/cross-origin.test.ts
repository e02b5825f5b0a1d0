import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startWith, type Harness, type SignedIn } from '../test/harness.ts';

// A page on another port of the same host is the same site: the browser attaches the
// SameSite=Lax session cookie to its requests. It must neither get CORS permission to read the
// answers nor act as the signed-in user.
let h: Harness;
let admin: SignedIn;
const OWN = 'http://localhost:3000';
const EVIL = 'http://localhost:3001';

beforeAll(async () => {
  ({ h, admin } = await startWith({ admin: 'ADMIN' }, { CORS_ORIGINS: 'https://partner.example' }));
});
afterAll(() => h.close());

const viewerQuery = (headers: Record<string, string>, method: 'GET' | 'POST' = 'POST') =>
  h.app.inject({
    method,
    url: method === 'GET' ? `/graphql?query=${encodeURIComponent('{ viewer { id } }')}` : '/graphql',
    headers: { ...admin.headers, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(method === 'POST' ? { payload: { query: '{ viewer { id } }' } } : {}),
  });

describe('cross-origin requests with credentials', () => {
  it('gives no CORS permission to a foreign origin, on a preflight or a request', async () => {
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const response = await viewerQuery({ origin: EVIL, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('does not act as the signed-in user for a foreign page, by POST or GET', async () => {
    const post = await viewerQuery({ origin: EVIL, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' });
    expect(post.json().data.viewer).toBeNull();
    const get = await viewerQuery({ origin: EVIL, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' }, 'GET');
    expect(get.json().data.viewer).toBeNull();
    // No Origin (a no-cors fetch or an <img>): Fetch Metadata still tells it came from elsewhere.
    const noCors = await viewerQuery({ 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' }, 'GET');
    expect(noCors.json().data.viewer).toBeNull();
    const outbox = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...admin.headers, origin: EVIL, 'content-type': 'application/json' },
      payload: { query: '{ mailMessages(first: 5) { edges { node { text } } } }' },
    });
    expect(outbox.json().errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('serves the app itself and configured origins as before', async () => {
    const own = await viewerQuery({ origin: OWN, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' });
    expect(own.json().data.viewer.id).toBeTruthy();
    const partner = await viewerQuery({ origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' });
    expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(partner.headers['access-control-allow-credentials']).toBe('true');
    expect(partner.json().data.viewer.id).toBeTruthy();
    const plain = await viewerQuery({});
    expect(plain.json().data.viewer.id).toBeTruthy();
  });

  it('keeps links from elsewhere working (a top-level navigation carries the session)', async () => {
    const user = await signIn(h, 'USER');
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/v1/user-account',
      headers: { cookie: user.headers.cookie!, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not let a foreign page sign the user out', async () => {
    const user = await signIn(h, 'USER');
    for (const headers of [
      { origin: EVIL, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate', 'content-type': 'text/plain' },
      { origin: EVIL, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' },
    ]) {
      const response = await h.app.inject({
        method: 'POST',
        url: '/app/logout',
        headers: { cookie: user.headers.cookie!, ...headers },
        ...(headers['content-type'] ? { payload: 'x' } : {}),
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await h.db.prisma.session.count({ where: { userId: user.userId } })).toBe(1);
  });

  it('tells a foreign page nothing about the session (no CSRF token)', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: admin.headers.cookie!, origin: EVIL, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' },
    });
    expect(response.json()).toEqual({ authenticated: false, csrfToken: null });
  });
});
