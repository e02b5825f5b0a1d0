import type { PrismaClient } from '../../server/generated/prisma/client.ts';
import type { LanguageCode } from '../../server/contract/policies.ts';
import { sanitizeRichText } from '../../server/platform/rich-text.ts';
import type { Storage } from '../../server/platform/storage/storage.ts';
import { SITE_PAGE_CONTENT } from './site-pages-content.ts';

const LANGUAGES: LanguageCode[] = ['PL', 'EN'];

/**
 * Every site page in Polish and English (texts in site-pages-content.ts), written as admins would
 * write them: the body through the same sanitizer (a test checks it keeps the texts unchanged).
 */
export async function seedSitePages(prisma: PrismaClient, _storage: Storage): Promise<void> {
  for (const [key, texts] of Object.entries(SITE_PAGE_CONTENT) as [
    keyof typeof SITE_PAGE_CONTENT,
    (typeof SITE_PAGE_CONTENT)[keyof typeof SITE_PAGE_CONTENT],
  ][]) {
    for (const language of LANGUAGES) {
      const { title, description, content } = texts[language];
      const data = { title, description, content: sanitizeRichText(content) };
      await prisma.sitePage.upsert({
        where: { key_language: { key, language } },
        create: { key, language, ...data },
        update: data,
      });
    }
  }
}
