import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { REST_PREFIX } from '../platform/http/openapi.ts';

/**
 * The REST contract, checked on every response the tests provoke: each /api/v1 answer must be
 * one the OpenAPI document describes (a documented status, one of its content types, and a JSON
 * body valid against its schema, checked by Ajv; binary bodies: status and type only).
 */

/** One answer of the app, as the client saw it. */
export interface RestExchange {
  method: string;
  /** The route, as Fastify names it (`/api/v1/files/:id`). */
  route: string;
  status: number;
  contentType: string | undefined;
  /** Content-Encoding: gzip or br (the public cache's compressed answers). */
  contentEncoding?: string;
  /** The body as sent: a string or Buffer, a stream (binary), or nothing. */
  payload: unknown;
}

type Json = Record<string, unknown>;
type OpenApiDocument = { paths?: Record<string, Record<string, Json>>; components?: Json };

/** A checker of exchanges against one document; it compiles each response schema once. */
export function contractChecker(document: OpenApiDocument): (exchange: RestExchange) => string | null {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(document as Json, 'openapi');
  const validators = new Map<string, ValidateFunction>();
  const pointer = (...parts: string[]) =>
    parts.map((part) => encodeURIComponent(part.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');
  /** A response object, following a `$ref` to components.responses: [object, its JSON pointer]. */
  const responseAt = (response: Json, at: string): [Json, string] => {
    const ref = typeof response.$ref === 'string' ? /^#\/components\/responses\/(.+)$/.exec(response.$ref) : null;
    if (!ref) return [response, at];
    const name = decodeURIComponent(ref[1]!);
    const responses = (document.components?.responses ?? {}) as Record<string, Json>;
    return [responses[name] ?? {}, pointer('components', 'responses', name)];
  };

  return ({ method, route, status, contentType, contentEncoding, payload }) => {
    const path = route.replace(/:(\w+)/g, '{$1}');
    const operation = document.paths?.[path]?.[method.toLowerCase()];
    if (!operation) return 'the operation is not documented';
    const responses = (operation.responses ?? {}) as Record<string, Json>;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
    if (!key) return `status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`;
    const [response, at] = responseAt(responses[key]!, pointer('paths', path, method.toLowerCase(), 'responses', key));
    const content = (response.content ?? {}) as Record<string, Json>;
    const body = bodyOf(payload, contentEncoding);
    const documented = Object.keys(content);
    if (!documented.length) return body === '' ? null : 'a body was sent where the document describes none';
    const mediaType = contentType?.split(';')[0]!.trim().toLowerCase();
    const match = mediaType
      ? documented.find((m) => m === mediaType || m === `${mediaType.split('/')[0]}/*` || m === '*/*')
      : undefined;
    if (!match) return `content type ${mediaType ?? '(none)'} is not documented (documented: ${documented.join(', ')})`;
    if (!/^application\/(.+\+)?json$/.test(match) || body === STREAM) return null;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return 'the body is not JSON';
    }
    const id = `openapi#/${at}/${pointer('content', match, 'schema')}`;
    let validate = validators.get(id);
    if (!validate) {
      validate = ajv.compile({ $ref: id });
      validators.set(id, validate);
    }
    if (validate(value)) return null;
    const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}`);
    return `the body does not match its schema: ${errors.slice(0, 5).join('; ')}`;
  };
}

const STREAM = Symbol('stream');
function bodyOf(payload: unknown, encoding: string | undefined): string | typeof STREAM {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) {
    const bytes =
      encoding === 'gzip' ? gunzipSync(payload) : encoding === 'br' ? brotliDecompressSync(payload) : payload;
    return bytes.toString('utf8');
  }
  if (payload instanceof Readable || payload instanceof ReadableStream) return STREAM;
  return String(payload);
}

/** Apps a watcher took already. */
const claimed = new WeakSet<FastifyInstance>();

/**
 * Records the contract mismatches of the next Fastify app created (subscribed to Fastify's
 * `fastify.initialization` channel until then, so its root onSend hook covers every route), and
 * reports them. The hook only records and never throws: an error there would become the answer.
 */
export function watchRestContract(): { problems(): string[]; stop(): void } {
  const found = new Map<string, number>();
  let app: FastifyInstance | undefined;
  let check: ReturnType<typeof contractChecker> | undefined;
  const onInit = (message: unknown) => {
    const created = (message as { fastify: FastifyInstance }).fastify;
    if (app || claimed.has(created)) return; // apps built side by side: each watcher takes its own
    claimed.add(created);
    app = created;
    stop();
    app.addHook('onSend', async (request, reply, payload) => {
      const route = request.routeOptions.url;
      if (!route?.startsWith(`${REST_PREFIX}/`) || request.is404 || request.method === 'HEAD') return payload;
      let problem: string | null;
      try {
        check ??= contractChecker(created.swagger() as OpenApiDocument);
        const header = (name: string) => {
          const value = reply.getHeader(name);
          return value === undefined ? undefined : String(value);
        };
        problem = check({
          method: request.method,
          route,
          status: reply.statusCode,
          contentType: header('content-type'),
          contentEncoding: header('content-encoding'),
          payload,
        });
      } catch (error) {
        problem = `could not be checked: ${(error as Error).message}`;
      }
      if (problem) {
        const line = `${request.method} ${route} → ${reply.statusCode}: ${problem}`;
        found.set(line, (found.get(line) ?? 0) + 1);
      }
      return payload;
    });
  };
  const stop = () => unsubscribe('fastify.initialization', onInit);
  subscribe('fastify.initialization', onInit);
  return {
    problems: () => [...found].map(([line, times]) => (times > 1 ? `${line} (${times} times)` : line)),
    stop,
  };
}
