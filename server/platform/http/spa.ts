import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built SPA under /app with history fallback: an unknown /app path gets index.html
 * and the client router decides (its not-found page included). Hashed assets are cached for a
 * year; index.html never, so a deploy is picked up at once.
 */
export async function spaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/', (_request, reply) => reply.redirect('/app/home'));
  if (!existsSync(WEB_DIST)) {
    app.log.warn(`${WEB_DIST} is missing: run "npm run build" to serve the web app`);
    return;
  }
  await app.register(fastifyStatic, {
    root: WEB_DIST,
    prefix: '/app/',
    index: false,
    wildcard: false,
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/app', (_request, reply) => reply.redirect('/app/home'));
  app.get('/app/*', (request, reply) => {
    // A missing hashed asset is a real 404 (the client shows its chunk-load error), not the SPA.
    if (request.url.startsWith('/app/assets/')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'No such asset' });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
