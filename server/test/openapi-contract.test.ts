import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandling } from '../platform/http/errors.ts';
import { REST_PREFIX, errors, fileBytes, ok, registerApiDocs, rest, useRestSchemas } from '../platform/http/openapi.ts';
import { startHarness, type Harness } from './harness.ts';
import { contractChecker, watchRestContract, type RestExchange } from './openapi-contract.ts';

let h: Harness;
let check: ReturnType<typeof contractChecker>;

beforeAll(async () => {
  h = await startHarness();
  check = contractChecker(h.app.swagger() as never);
});
afterAll(() => h.close());

const exchange = (over: Partial<RestExchange>): RestExchange => ({
  method: 'GET',
  route: '/api/v1/certificates/verify/:token',
  status: 404,
  contentType: 'application/json; charset=utf-8',
  payload: JSON.stringify({ code: 'NOT_FOUND', message: 'Certificate not found' }),
  ...over,
});

describe('the contract checker (the real document)', () => {
  it('accepts what the document describes: a JSON error, a download in a documented type, a bare 204', () => {
    expect(check(exchange({}))).toBeNull();
    const pdf = { route: '/api/v1/certificates/:id.pdf', status: 200, contentType: 'application/pdf' };
    expect(check(exchange({ ...pdf, payload: Readable.from(['%PDF']) }))).toBeNull();
    expect(
      check(exchange({ method: 'DELETE', route: '/api/v1/admin/posts/:id', status: 204, payload: '' })),
    ).toBeNull();
    expect(check(exchange({ status: 503 }))).toBeNull(); // any operation may answer 503
  });

  it('catches an undocumented status, content type or operation', () => {
    expect(check(exchange({ status: 409 }))).toMatch(/^status 409 is not documented/);
    expect(check(exchange({ route: '/api/v1/certificates/:id.pdf', contentType: 'application/pdf' }))).toMatch(
      /^content type application\/pdf is not documented \(documented: application\/json\)/,
    );
    expect(check(exchange({ route: '/api/v1/nope' }))).toBe('the operation is not documented');
    expect(check(exchange({ method: 'DELETE', route: '/api/v1/admin/posts/:id', status: 204, payload: '{}' }))).toBe(
      'a body was sent where the document describes none',
    );
  });

  it('catches a JSON body its schema refuses (Ajv, with the place)', () => {
    const wrongCode = JSON.stringify({ code: 'NO_SUCH_CODE', message: 'x' });
    expect(check(exchange({ payload: wrongCode }))).toMatch(
      /^the body does not match its schema: \/code must be equal/,
    );
    expect(check(exchange({ payload: JSON.stringify({ code: 'NOT_FOUND' }) }))).toMatch(
      /must have required property 'message'/,
    );
    expect(check(exchange({ payload: '<html>' }))).toBe('the body is not JSON');
  });
});

describe('watchRestContract', () => {
  it('records every mismatch an app sends, and no hook error reaches the client', async () => {
    const contract = watchRestContract();
    const app = Fastify();
    contract.stop();
    installErrorHandling(app);
    await registerApiDocs(app, {
      contentSecurityPolicy: {},
      sessionCookie: 'sid',
      publicUrl: new URL('http://localhost:3000'),
      issuer: 'http://localhost:3000/auth',
    });
    await app.register(
      async (api) => {
        useRestSchemas(api);
        const shown = z.object({ id: z.string() }).meta({ id: 'ContractTestThing' });
        rest(api).get(
          '/thing',
          { schema: { tags: ['t'], summary: 'x', response: { 200: ok(shown, 'The thing'), ...errors(404) } } },
          // A handler bypassing its schema: the wrong type, and a field missing.
          async (_request, reply) => reply.type('application/json').send(Buffer.from('{"name":"x"}')),
        );
        rest(api).get(
          '/file',
          {
            schema: { tags: ['t'], summary: 'x', produces: ['application/pdf'], response: { 200: fileBytes('PDF') } },
          },
          async (_request, reply) => reply.type('image/png').send(Buffer.from('png')),
        );
        rest(api).get(
          '/gone',
          { schema: { tags: ['t'], summary: 'x', response: { 200: ok(shown, 'The thing') } } },
          async () => {
            throw new Error('boom'); // 500: documented for every operation
          },
        );
      },
      { prefix: REST_PREFIX },
    );
    const statuses = [];
    for (const url of ['thing', 'file', 'gone', 'unknown', 'thing']) {
      statuses.push((await app.inject({ method: 'GET', url: `${REST_PREFIX}/${url}` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 500, 404, 200]); // as the handlers meant: the hook changes nothing
    await app.close();
    expect(contract.problems()).toEqual([
      expect.stringMatching(
        /^GET \/api\/v1\/thing → 200: the body does not match its schema: \(body\) must have required property 'id'; \(body\) must NOT have additional properties \(2 times\)$/,
      ),
      'GET /api/v1/file → 200: content type image/png is not documented (documented: application/pdf)',
    ]);
  });
});
