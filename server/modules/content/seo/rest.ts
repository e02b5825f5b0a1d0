import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { SitemapStream } from 'sitemap';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import type { Config } from '../../../config.ts';
import { robotsTxt, sitemapEntries } from './service.ts';

/** Search engines may keep sitemap.xml and robots.txt for this long (seconds). */
const CACHE_SECONDS = 300;

/** `/sitemap.xml` (streamed, with PL/EN alternates as xhtml:link) and `/robots.txt`, at the site's root. */
export async function seoRoutes(app: FastifyInstance, { prisma, config }: { prisma: PrismaClient; config: Config }) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await sitemapEntries({ prisma, config });
    const xml = Readable.from(entries).pipe(
      new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } }),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${CACHE_SECONDS}`)
      .send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${CACHE_SECONDS}`)
      .send(robotsTxt(config)),
  );
}
