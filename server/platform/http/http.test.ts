import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('platform HTTP', () => {
  it('reports liveness and readiness', async () => {
    expect((await h.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await h.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/nothing', '/api/v1/nothing']) {
      const response = await h.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it("sends a browser at an unknown address outside /app to the app's not-found page", async () => {
    const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    for (const url of ['/nonexistent', '/app-old/courses', '/nonexistent/deeper?x=1']) {
      const response = await h.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/app/page-not-found');
    }
  });

  it('keeps the JSON 404 for API clients and non-page requests', async () => {
    const html = { accept: 'text/html' };
    const cases: { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string> }[] = [
      { url: '/api/v1/nope', headers: html },
      { url: '/api/nope', headers: html },
      { url: '/graphql/nope', headers: html },
      { url: '/nonexistent', headers: { accept: 'application/json' } },
      { url: '/nonexistent' },
      { url: '/nonexistent', method: 'POST', headers: html },
    ];
    for (const { url, method = 'GET', headers } of cases) {
      const response = await h.app.inject({ url, method, headers });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('redirects the root to /app/home', async () => {
    const response = await h.app.inject('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/app/home');
  });

  it('sends a strict Content-Security-Policy', async () => {
    const csp = String((await h.app.inject('/api/health')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/user-account',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });
});

describe('GraphQL limits and errors', () => {
  it('refuses queries deeper than the limit', async () => {
    let selection = 'name';
    for (let i = 0; i < 14; i++) selection = `ofType { ${selection} }`;
    const introspection = await graphql(h, getIntrospectionQuery());
    expect(introspection.body.errors).toBeUndefined();
    const { status, body } = await graphql(h, `{ __schema { types { fields { type { ${selection} } } } } }`);
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(body.errors?.[0].message).toMatch(/levels deep; the limit is 15 levels/);
    expect(body.data).toBeUndefined();
  });

  it('answers a syntax error with BAD_REQUEST', async () => {
    const { body } = await graphql(h, '{ viewer { ');
    expect(body.errors?.[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('lets only admins read the mail outbox', async () => {
    const query = `{ mailMessages(first: 5) { totalCount edges { node { subject } } } }`;
    const admin = await signIn(h, 'ADMIN');
    const user = await signIn(h, 'USER');
    expect((await graphql(h, query, {}, admin.headers)).body.data.mailMessages.totalCount).toBeGreaterThanOrEqual(0);
    expect((await graphql(h, query, {}, user.headers)).body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await graphql(h, query)).body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('GraphQL variables', () => {
  it('answers a badly typed variable with BAD_REQUEST, never INTERNAL', async () => {
    const { body } = await graphql(h, 'query ($first: Int) { mailMessages(first: $first) { totalCount } }', {
      first: 2.5,
    });
    expect(body.errors?.[0].extensions.code).toBe('BAD_REQUEST');
  });
});

describe('the web app under /app', () => {
  it('serves index.html for app routes (history fallback) and a JSON 404 for missing assets', async () => {
    const page = await h.app.inject('/app/my-courses');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await h.app.inject('/app/assets/missing-chunk.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.json().code).toBe('NOT_FOUND');
  });

  it('sends an address with doubled slashes to the same address with single ones', async () => {
    const page = await h.app.inject('/app/courses//details?lang=en');
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/app/courses/details?lang=en');
    const deeper = await h.app.inject('/app///blog');
    expect(deeper.headers.location).toBe('/app/blog');
  });

  it("answers /favicon.ico with the app's icon, cached, and a 404 before the build has one", async () => {
    const icon = path.join(h.config.WEB_DIST, 'favicon.svg');
    const missing = await h.app.inject({ url: '/favicon.ico', headers: { accept: 'image/*' } });
    expect(missing.statusCode).toBe(404);
    await copyFile(new URL('../../../web/public/favicon.svg', import.meta.url), icon);
    try {
      const response = await h.app.inject({ url: '/favicon.ico', headers: { accept: 'image/*' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.body).toContain('<svg');
    } finally {
      await rm(icon);
    }
  });
});

describe('GraphiQL', () => {
  it('is served to a browser at GET /graphql, while API clients get GraphQL', async () => {
    const page = await h.app.inject({ url: '/graphql', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('GraphiQL');
    const api = await h.app.inject({
      url: '/graphql?query=%7Bviewer%7Bid%7D%7D',
      headers: { accept: 'application/json' },
    });
    expect(api.json()).toEqual({ data: { viewer: null } });
  });
});
