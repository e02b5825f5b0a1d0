import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rest, signIn, startHarness, type Harness } from '../../test/harness.ts';
import { installErrorHandling } from './errors.ts';
import { PERMISSIONS } from '../../auth/permissions.ts';
import { DOCS_PREFIX, REST_PREFIX, errors, operationIdOf, rest as restRoutes, useRestSchemas } from './openapi.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

interface OpenApiOperation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** Every `METHOD /path` the router knows under /api/v1, from its own listing (HEAD is implied by GET). */
function restRoutesOfRouter(): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of h.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([\s│├└─]*)(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    stack.length = match[1]!.length / 4;
    stack.push(match[2]!);
    const url = stack.join('').replace(/^\/?/, '/');
    if (!url.startsWith(`${REST_PREFIX}/`)) continue;
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') found.push(`${method} ${url}`);
  }
  return found.sort();
}

async function document(): Promise<OpenApiDocument> {
  const response = await h.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the OpenAPI document at /api/docs/json', () => {
  it('lists every /api/v1 route the router knows, and nothing else', async () => {
    const doc = await document();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      )
      .sort();
    const routes = restRoutesOfRouter();
    expect(routes.length).toBeGreaterThan(25);
    expect(documented).toEqual(routes);
  });

  it('gives every operation a tag, a summary, a security requirement and its statuses', async () => {
    const doc = await document();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(operation.tags?.length, name).toBe(1);
        expect(operation.summary, name).toBeTruthy();
        expect(operation.security, name).toBeDefined();
        const statuses = Object.keys(operation.responses);
        expect(
          statuses.some((s) => /^2\d\d$/.test(s)),
          name,
        ).toBe(true);
        // A route that needs a signed-in caller documents both refusals.
        if (operation.security!.length && !JSON.stringify(operation.security).includes('{}')) {
          expect(statuses, name).toEqual(expect.arrayContaining(['401', '403']));
        }
      }
    }
  });

  it('describes the error contract, the server and the security schemes (an API client’s scopes are permissions)', async () => {
    const doc = (await document()) as OpenApiDocument & {
      servers: unknown;
      components: {
        schemas: Record<string, { properties?: object }>;
        securitySchemes: Record<string, { flows?: { clientCredentials: { scopes: object } } }>;
      };
    };
    expect(Object.keys(doc.components.schemas.Error!.properties!)).toEqual([
      'code',
      'message',
      'details',
      'rule',
      'availableFrom',
    ]);
    expect(doc.servers).toEqual([{ url: h.config.publicUrl.origin, description: expect.any(String) }]);
    const permissions = [...new Set(Object.values(PERMISSIONS).flat())];
    expect(doc.components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'academy_sid' },
      csrfToken: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      oauth2: {
        type: 'oauth2',
        flows: {
          clientCredentials: {
            tokenUrl: `${h.config.issuer}/token`,
            scopes: Object.fromEntries(permissions.map((p) => [p, expect.any(String)])),
          },
        },
      },
    });
    expect(Object.keys(doc.components.securitySchemes.oauth2!.flows!.clientCredentials.scopes).sort()).toEqual(
      permissions.sort(),
    );
    // The embedded provider really serves its token endpoint there.
    const token = await h.app.inject({ method: 'POST', url: new URL(`${h.config.issuer}/token`).pathname });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate((await document()) as Parameters<Validator['validate']>[0]);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('names every operation: a stable operationId from its method and path (camelCase), unique', async () => {
    const doc = await document();
    const ids: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z]+[A-Z][A-Za-z0-9]*$/);
        ids.push(operation.operationId!);
      }
    }
    expect(doc.paths['/api/v1/user-resources']!.post!.operationId).toBe(
      operationIdOf('post', '/api/v1/user-resources'),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('get', '/api/v1/shop/purchases/{id}/corrections/{correctionId}.pdf')).toBe(
      'getShopPurchasesByIdCorrectionsByCorrectionIdPdf',
    );
    expect(operationIdOf('put', '/api/v1/instructor/work-slot/{id}')).toBe('putInstructorWorkSlotById');
  });

  it('has no two paths one URL could match where neither is the more specific (OpenAPI leaves that to tools)', async () => {
    const segments = (path: string) => path.split('/').map((s) => ({ s, param: s.includes('{') }));
    const paths = Object.keys((await document()).paths);
    const ambiguous: string[] = [];
    for (const [i, a] of paths.entries()) {
      for (const b of paths.slice(i + 1)) {
        const [sa, sb] = [segments(a), segments(b)];
        if (sa.length !== sb.length) continue;
        const pairs = sa.map((x, k) => [x, sb[k]!] as const);
        // Two literals that differ never match one URL; a parameter matches anything (roughly).
        if (pairs.some(([x, y]) => !x.param && !y.param && x.s !== y.s)) continue;
        const aLooser = pairs.some(([x, y]) => x.param && !y.param);
        const bLooser = pairs.some(([x, y]) => y.param && !x.param);
        if (aLooser && bLooser) ambiguous.push(`${a} ~ ${b}`);
      }
    }
    expect(ambiguous).toEqual([]);
  });
});

describe('the documentation page /api/docs', () => {
  it('is the bundled Swagger UI under the app’s own Content-Security-Policy, with no inline script', async () => {
    const page = await h.app.inject({ method: 'GET', url: DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('swagger-ui-bundle.js');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // every script is a file
    expect(html).not.toMatch(/(src|href)="https?:/); // nothing from a CDN
    const app = await h.app.inject({ method: 'GET', url: '/app/home' });
    const directives = (header: unknown) =>
      String(header)
        .split(';')
        .map((d) => d.trim().replace(/\s+/g, ' '))
        .filter(Boolean)
        .sort();
    expect(directives(page.headers['content-security-policy'])).toEqual(
      directives(app.headers['content-security-policy']),
    );
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");

    for (const file of ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'swagger-initializer.js']) {
      const asset = await h.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/${file}` });
      expect(asset.statusCode, file).toBe(200);
      expect(asset.headers['content-type'], file).toContain('javascript');
    }
    const init = await h.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(init.body).toContain('"validatorUrl":null');
  });
});

describe('responses are serialized from their schema', () => {
  // What a route shows of a user (the account module's real schema is tested there).
  const shownSchema = z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    firstName: z.string().nullable(),
  });

  it('drops a column the schema does not name (a handler returning the whole user row leaks nothing)', async () => {
    const user = await h.db.prisma.user.create({
      data: { email: 'leak@example.com', role: 'USER', passwordHash: 'argon2-secret', firstName: 'Ala' },
    });
    const app = Fastify();
    installErrorHandling(app);
    await app.register(
      async (api) => {
        useRestSchemas(api);
        // A careless handler: the whole row, plus what REST shows.
        restRoutes(api).get(
          '/leaky',
          { schema: { response: { 200: shownSchema, ...errors(401) } } },
          async () => ({ ...user, displayName: 'Ala', secret: 'never sent' }) as never,
        );
      },
      { prefix: REST_PREFIX },
    );
    const response = await app.inject({ method: 'GET', url: `${REST_PREFIX}/leaky` });
    await app.close();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(shownSchema.shape).sort());
    expect(response.body).not.toContain('argon2-secret');
    expect(body).not.toHaveProperty('passwordHash');
    expect(body).not.toHaveProperty('secret');
    expect(body).toMatchObject({ id: user.id, email: 'leak@example.com', firstName: 'Ala' });
  });

  it('keeps the error contract and its order: signed out is 401 before an invalid body, then 400 with field codes', async () => {
    const signedOut = await rest(h, 'POST', 'admin/courses', null, { courseType: 42 });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const admin = await signIn(h, 'ADMIN');
    const invalid = await rest(h, 'POST', 'admin/courses', admin, { courseType: 42 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Invalid form',
      details: [
        { field: 'title', code: 'required' },
        { field: 'courseType', code: 'invalid_value' },
        { field: 'withoutExamFlg', code: 'required' },
      ],
    });
  });
});
