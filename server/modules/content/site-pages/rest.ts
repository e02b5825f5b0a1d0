import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from '../../../contract/policies.ts';
import type { Config } from '../../../config.ts';
import type { PrismaClient, SitePage } from '../../../generated/prisma/client.ts';
import { notFound } from '../../../platform/errors.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import * as oa from '../../../platform/http/openapi.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import {
  adminSitePages,
  parseSitePageKey,
  SITE_PAGE_KEYS,
  sitePage,
  sitePageSchema,
  updateSitePage,
} from './service.ts';

const MANAGE = 'manage:content:any';

const keyParam = () =>
  z.string().meta({
    description: `Page key: ${SITE_PAGE_KEYS.join(', ')} (any case; "-" for "_", e.g. privacy-policy)`,
  });

/** `languageCd=PL|EN` (any case); missing or unknown: PL. */
const languageOf = (value: unknown): LanguageCode => {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (LANGUAGES as readonly string[]).includes(code) ? (code as LanguageCode) : FALLBACK_LANGUAGE;
};
const languageCd = () =>
  z.string().max(10).optional().meta({ description: 'PL or EN (any case); missing or unknown: PL' });

const sitePageSchemaOut = z
  .object({
    id: oa.uuid('Site page row id'),
    key: z.enum(SITE_PAGE_KEYS as [string, ...string[]]),
    languageCd: z.enum(LANGUAGES).meta({ description: 'The row’s language: PL when the asked one is not written' }),
    title: z.string(),
    description: z.string(),
    content: z.string().meta({ description: 'Sanitized HTML' }),
    updatedAt: oa.dateTime(),
  })
  .meta({ id: 'SitePage' });

const slotSchema = z
  .object({
    key: z.enum(SITE_PAGE_KEYS as [string, ...string[]]),
    languageCd: z.enum(LANGUAGES),
    page: sitePageSchemaOut.nullable().meta({ description: 'Null: not written in this language yet' }),
  })
  .meta({ id: 'SitePageSlot' });

const presentSitePage = (page: SitePage) => ({
  id: page.id,
  key: page.key,
  languageCd: page.language,
  title: page.title,
  description: page.description,
  content: page.content,
  updatedAt: page.updatedAt.toISOString(),
});

const keyOrNotFound = (value: unknown) => {
  const key = parseSitePageKey(value);
  if (!key) throw notFound('Site page');
  return key;
};

/** Site pages editable by admins (FAQ, terms, policies, about exams …): the REST facade under /api/v1. */
export async function sitePagesRest(
  app: FastifyInstance,
  { prisma }: { prisma: PrismaClient; config: Config; storage: Storage },
): Promise<void> {
  const api = oa.rest(app);
  const pub = { tags: ['site pages'], security: oa.security.public };
  const admin = { tags: ['admin site pages'] };

  api.get<{ Params: { key: string }; Querystring: { languageCd?: string } }>(
    '/site-pages/:key',
    {
      schema: {
        ...pub,
        summary: 'A site page in a language (a language not written yet shows the Polish page)',
        params: z.object({ key: keyParam() }),
        querystring: z.object({ languageCd: languageCd() }),
        response: { 200: oa.ok(sitePageSchemaOut, 'The page'), ...oa.errors(404) },
      },
    },
    async (request) =>
      presentSitePage(await sitePage(prisma, keyOrNotFound(request.params.key), languageOf(request.query.languageCd))),
  );

  api.get(
    '/admin/site-pages',
    {
      schema: {
        ...admin,
        summary: 'Every page key × language, with the stored page where there is one',
        security: oa.security.read,
        response: { 200: oa.ok(z.array(slotSchema), 'Page keys in both languages'), ...oa.signedInRefusals() },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      return (await adminSitePages(prisma)).map((slot) => ({
        key: slot.key,
        languageCd: slot.language,
        page: slot.page ? presentSitePage(slot.page) : null,
      }));
    },
  );

  api.put<{ Params: { key: string; languageCd: string } }>(
    '/admin/site-pages/:key/:languageCd',
    {
      schema: {
        ...admin,
        summary: 'Write a site page in one language (created when missing; the content is sanitized)',
        security: oa.security.write,
        params: z.object({ key: keyParam(), languageCd: z.string().meta({ description: 'PL or EN (any case)' }) }),
        body: sitePageSchema,
        response: {
          200: oa.ok(sitePageSchemaOut, 'The page as saved'),
          ...oa.bodyRefusals(404),
        },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      const key = keyOrNotFound(request.params.key);
      const code = request.params.languageCd.trim().toUpperCase();
      if (!(LANGUAGES as readonly string[]).includes(code)) throw notFound('Language');
      return presentSitePage(await updateSitePage(prisma, key, code as LanguageCode, request.body));
    },
  );
}
