import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { precompressedCopiesMatch } from './precompressed.ts';

/**
 * Writes one page's head into index.html (server/modules/content/seo, wired in app.ts): `url` is the
 * request's path and query under /app. Status 404: the web app has no such page.
 */
export type PageRenderer = (
  indexHtml: string,
  request: { url: string; acceptLanguage: string | undefined },
) => Promise<{ status: number; html: string }>;

/** Without a renderer: index.html as built, for every path. */
const asBuilt: PageRenderer = async (html) => ({ status: 200, html });

/**
 * Serves the built SPA under /app. A path that is a file is sent as it is (hashed assets cached
 * for a year, text files precompressed: brotli or gzip, as the browser accepts). Any other path
 * is a page: the server answers index.html with that page's title, description, canonical URL,
 * PL/EN alternates, Open Graph tags and JSON-LD written into its head (server/modules/content/seo), so
 * search engines and link previews read them without running the SPA; the client router then
 * renders the page. An address the web app has no route for, or a course, product or post that
 * does not exist or is not public, answers HTTP 404 with the same index.html: the SPA shows its
 * not-found page (an unknown post: it sends the visitor to /blog, as the spec asks). index.html is
 * never cached (a deploy is picked up at once) and is re-read when the build changes it.
 */
export async function spaRoutes(
  app: FastifyInstance,
  { root, renderPage = asBuilt }: { root: string; renderPage?: PageRenderer },
): Promise<void> {
  app.get('/', (_request, reply) => reply.redirect('/app/home'));
  if (!existsSync(root)) {
    app.log.warn(`${root} is missing: run "npm run build" to serve the web app`);
    return;
  }
  const template = watchedFile(path.join(root, 'index.html'));
  // Browsers ask for /favicon.ico where a page names no icon (the provider's pages did, a PDF or
  // a JSON answer opened in a tab): the app's own icon (web/public/favicon.svg), cached a day.
  const icon = watchedFile(path.join(root, 'favicon.svg'));
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => {
    const svg = await icon().catch(() => null);
    if (svg === null) {
      reply.callNotFound();
      return reply;
    }
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
  // The build writes .br and .gz beside each text file (web/precompress.ts): sent as they are,
  // with Content-Encoding and Vary: Accept-Encoding, never compressed per request; but only while
  // they are the copies the build listed, of the files beside them.
  const preCompressed = await precompressedCopiesMatch(root);
  if (!preCompressed) {
    app.log.warn(
      `${root} holds compressed copies its build did not finish or that no longer match: files are sent uncompressed until "npm run build"`,
    );
  }
  await app.register(
    async (spa) => {
      await spa.register(fastifyStatic, {
        root,
        index: false,
        preCompressed,
        setHeaders(res, path) {
          res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      spa.get('/', (_request, reply) => reply.redirect('/app/home'));
      // `/app/courses//details` (an empty id in a hand-edited or broken link): @fastify/static
      // refuses such paths with a 403; a visitor is sent to the same address with single slashes.
      spa.addHook('onRequest', async (request, reply) => {
        const [pathname = '', query] = request.url.split(/\?(.*)/s, 2);
        if (!pathname.includes('//')) return;
        const single = pathname.replace(/\/{2,}/g, '/');
        return reply.redirect(query === undefined ? single : `${single}?${query}`, 301);
      });
      spa.setNotFoundHandler(async (request, reply) => {
        // A missing hashed asset is a real 404 (the client shows its chunk-load error), not the SPA.
        if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/app/assets/')) {
          return reply.status(404).send({ code: 'NOT_FOUND', message: 'No such file' });
        }
        const page = await renderPage(await template(), {
          url: request.url,
          acceptLanguage: request.headers['accept-language'],
        });
        return reply
          .status(page.status)
          .header('cache-control', 'no-cache')
          .header('vary', 'Accept-Language')
          .type('text/html; charset=utf-8')
          .send(page.html);
      });
    },
    { prefix: '/app' },
  );
}

/** A built file's text (index.html, the icon), read again only when a rebuild changes it: one stat per request. */
function watchedFile(file: string): () => Promise<string> {
  let cached: { key: string; text: string } | null = null;
  return async () => {
    const info = await stat(file);
    const key = `${info.mtimeMs}:${info.size}`;
    if (cached?.key !== key) cached = { key, text: await readFile(file, 'utf8') };
    return cached.text;
  };
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
 * on is the app's own, in the visitor's language, with the menu (and answers 404 itself). API
 * clients (and anything not asking for HTML) keep the JSON 404 of the REST contract.
 */
export function pageNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    if (isPageVisit(request)) return reply.header('cache-control', 'no-cache').redirect(PAGE_NOT_FOUND_PATH);
    return reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}
