import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Serves the built SPA under /app with history fallback: a path that is no file gets
 * index.html and the client router decides (its not-found page included). Files are looked up
 * at request time, so a rebuild is served without a restart. Hashed assets are cached for a
 * year; index.html never, so a deploy is picked up at once. Text files are sent precompressed
 * (brotli or gzip, as the browser accepts).
 */
export async function spaRoutes(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  app.get('/', (_request, reply) => reply.redirect('/app/home'));
  if (!existsSync(root)) {
    app.log.warn(`${root} is missing: run "npm run build" to serve the web app`);
    return;
  }
  await app.register(
    async (spa) => {
      await spa.register(fastifyStatic, {
        root,
        index: false,
        // The build writes .br and .gz beside each text file (web/precompress.ts): sent as they
        // are, with Content-Encoding and Vary: Accept-Encoding, never compressed per request.
        preCompressed: true,
        setHeaders(res, path) {
          res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      spa.get('/', (_request, reply) => reply.redirect('/app/home'));
      spa.setNotFoundHandler((request, reply) => {
        // A missing hashed asset is a real 404 (the client shows its chunk-load error), not the SPA.
        if (request.method !== 'GET' || request.url.startsWith('/app/assets/')) {
          return reply.status(404).send({ code: 'NOT_FOUND', message: 'No such file' });
        }
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      });
    },
    { prefix: '/app' },
  );
}

/** The app's own not-found route (web/src/app/routes.ts 'page-not-found'). */
export const PAGE_NOT_FOUND_PATH = '/app/page-not-found';

/** A browser navigating (GET or HEAD, HTML preferred to JSON), not an API client. */
function isPageVisit(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (/^\/(api|graphql)(\/|$)/.test(path)) return false;
  const accept = String(request.headers.accept ?? '');
  return accept.includes('text/html') && !accept.startsWith('application/json');
}

/**
 * Unknown addresses outside /app and /api (the root's not-found handler). A browser is sent to
 * the product's "Page not found" page: a redirect, not index.html served here, because the web
 * router lives under the /app basename and renders nothing at a foreign path; the page it lands
 * on is the app's own, in the visitor's language, with the menu. API clients (and anything not
 * asking for HTML) keep the JSON 404 of the REST contract.
 */
export function pageNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    if (isPageVisit(request)) return reply.header('cache-control', 'no-cache').redirect(PAGE_NOT_FOUND_PATH);
    return reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}
