import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * PostgreSQL text cannot hold U+0000, so a NUL that reached a query was a 500. No field of ours
 * accepts it, so it is refused at the edge, once for the whole app: in the URL (raw or `%00`,
 * path and query alike) and anywhere in a parsed body (values and keys). GraphQL checks its own
 * parameters (graphql/client-errors.ts) so that its callers get a GraphQL-shaped error.
 */
export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

const nulError = () => new AppError('BAD_REQUEST', NUL_MESSAGE);

/** Whether a string, or any string or key inside plain objects and arrays, contains U+0000. */
export function containsNul(value: unknown): boolean {
  // Iterative: a parsed body may be nested deeper than the call stack allows.
  const pending: unknown[] = [value];
  const seen = new Set<object>();
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
      continue;
    }
    if (item === null || typeof item !== 'object' || seen.has(item)) continue;
    seen.add(item);
    if (Array.isArray(item)) {
      for (const entry of item) pending.push(entry);
      continue;
    }
    // Only plain objects (also the prototype-less ones query-string parsers make): uploads,
    // streams and buffers are not text.
    const proto = Object.getPrototypeOf(item) as object | null;
    if (proto !== null && proto !== Object.prototype && Object.getPrototypeOf(proto) !== null) continue;
    for (const [key, entry] of Object.entries(item)) {
      if (key.includes('\u0000')) return true;
      pending.push(entry);
    }
  }
  return false;
}

/** A NUL in a URL, raw or percent-encoded. */
export const hasNulInUrl = (url: string) => url.includes('%00') || url.includes('\u0000');

const isGraphQL = (request: FastifyRequest) => request.routeOptions.url === '/graphql';

/**
 * Installs the hooks on the root instance, so every route registered after it is covered. They
 * run on every request: callback hooks (no promise each), the cheap test first (the route's
 * options are an object built per read).
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(hasNulInUrl(request.url) && !isGraphQL(request) ? nulError() : undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    done(request.body !== undefined && !isGraphQL(request) && containsNul(request.body) ? nulError() : undefined);
  });
}
