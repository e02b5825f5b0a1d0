import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
