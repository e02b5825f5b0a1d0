import { z } from 'zod';
import type { LanguageCode } from '../../../contract/policies.ts';
import { SitePageKey, type PrismaClient, type SitePage } from '../../../generated/prisma/client.ts';
import { notFound } from '../../../platform/errors.ts';
import { LANGUAGES, FALLBACK_LANGUAGE } from '../../../contract/policies.ts';
import { parseInput, plainText, requiredText, richText } from '../../../platform/validation.ts';

/**
 * The site's fixed pages (FAQ, about exams, insurance, terms, privacy policy, remote UAS, thanks …):
 * one row per page key and language, written by admins (`manage:content:any`), read by anyone.
 * A language without its row shows the Polish one; a page with neither is NOT_FOUND.
 */

export const SITE_PAGE_KEYS = Object.values(SitePageKey) as SitePageKey[];

/** Characters a reader sees in a page body (terms and the FAQ are long; tags do not count). */
export const SITE_PAGE_CONTENT_MAX = 100_000;

export const sitePageSchema = z.object({
  title: requiredText(200),
  description: plainText(500),
  content: richText(SITE_PAGE_CONTENT_MAX),
});

export type SitePageInput = z.input<typeof sitePageSchema>;

/** The page in `language`, else in Polish; null when neither is written. */
export async function findSitePage(
  prisma: PrismaClient,
  key: SitePageKey,
  language: LanguageCode,
): Promise<SitePage | null> {
  const rows = await prisma.sitePage.findMany({ where: { key, language: { in: [language, FALLBACK_LANGUAGE] } } });
  return (
    rows.find((row) => row.language === language) ?? rows.find((row) => row.language === FALLBACK_LANGUAGE) ?? null
  );
}

/** Like `findSitePage`, but a page with no row in either language is NOT_FOUND. */
export async function sitePage(prisma: PrismaClient, key: SitePageKey, language: LanguageCode): Promise<SitePage> {
  const page = await findSitePage(prisma, key, language);
  if (!page) throw notFound('Site page');
  return page;
}

/** For the SEO helper: the page's title and description in `language` (Polish fallback), or null. */
export async function sitePageForSeo(
  prisma: PrismaClient,
  key: SitePageKey,
  language: LanguageCode,
): Promise<{ title: string; description: string } | null> {
  const page = await findSitePage(prisma, key, language);
  return page ? { title: page.title, description: page.description } : null;
}

export interface SitePageSlot {
  key: SitePageKey;
  language: LanguageCode;
  /** Null: not written in this language yet (readers see the Polish page). */
  page: SitePage | null;
}

/** Every page key × language (in enum order, PL before EN), with the stored row where there is one. */
export async function adminSitePages(prisma: PrismaClient, key?: SitePageKey | null): Promise<SitePageSlot[]> {
  const rows = await prisma.sitePage.findMany({ where: key ? { key } : {} });
  const keys = key ? [key] : SITE_PAGE_KEYS;
  return keys.flatMap((k) =>
    LANGUAGES.map((language) => ({
      key: k,
      language,
      page: rows.find((row) => row.key === k && row.language === language) ?? null,
    })),
  );
}

/** Writes (creates or replaces) one page in one language; the content is sanitized. */
export function updateSitePage(
  prisma: PrismaClient,
  key: SitePageKey,
  language: LanguageCode,
  input: unknown,
): Promise<SitePage> {
  const data = parseInput(sitePageSchema, input);
  return prisma.sitePage.upsert({
    where: { key_language: { key, language } },
    create: { key, language, ...data },
    update: data,
  });
}

/** A page key from a URL: `FAQ`, `faq`, `privacy-policy` → `PRIVACY_POLICY`; anything else is undefined. */
export function parseSitePageKey(value: unknown): SitePageKey | undefined {
  if (typeof value !== 'string') return undefined;
  const normalized = value.trim().toUpperCase().replace(/-/g, '_');
  return (SITE_PAGE_KEYS as string[]).includes(normalized) ? (normalized as SitePageKey) : undefined;
}
