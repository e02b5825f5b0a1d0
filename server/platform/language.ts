import { z } from 'zod';
import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from '../contract/policies.ts';
import { issue } from './validation.ts';

/**
 * Texts kept in Polish with an English translation beside them (products, their variants and
 * drone specification, shipping methods): the reader's language picks one, and an English text
 * that is missing (null, blank, or rich text with nothing visible) falls back to the Polish one.
 */

const isLanguage = (value: string): value is LanguageCode => (LANGUAGES as readonly string[]).includes(value);

/** Whether a translation says anything: not null, not blank, not markup around nothing. */
export function hasText(text: string | null | undefined): text is string {
  if (!text) return false;
  return (
    text
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() !== ''
  );
}

/** The text in `language`: the English one when asked for and present, else the Polish one. */
export function inLanguage<T extends string | null>(
  language: LanguageCode | null | undefined,
  polish: T,
  english: string | null | undefined,
): T | string {
  return language === 'EN' && hasText(english) ? english : polish;
}

/** Whether a Polish text has no English counterpart (an empty Polish text needs none). */
export const missingEnglish = (polish: string | null | undefined, english: string | null | undefined) =>
  hasText(polish) && !hasText(english);

/** The supported language with the highest q-value in an Accept-Language header, if any. */
export function fromAcceptLanguage(header: unknown): LanguageCode | undefined {
  if (typeof header !== 'string') return undefined;
  let best: { language: LanguageCode; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toUpperCase().split('-')[0] ?? '';
    if (!isLanguage(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { language: base, q };
  }
  return best?.language;
}

/**
 * The reader's language on REST: `?lang=pl|en` (any case), else the best of Accept-Language,
 * else Polish. An unknown `lang` is ignored, as an unknown language falls back (DESIGN.md).
 */
export function requestLanguage(lang: unknown, acceptLanguage: unknown): LanguageCode {
  const explicit = typeof lang === 'string' ? lang.trim().toUpperCase() : '';
  if (isLanguage(explicit)) return explicit;
  return fromAcceptLanguage(acceptLanguage) ?? FALLBACK_LANGUAGE;
}

/** The REST query parameter `lang` of reads that translate their texts (see `requestLanguage`). */
export const langParam = () =>
  z.string().max(10, issue('max_length')).optional().meta({
    description: 'pl or en; else the best of Accept-Language, else pl. Empty English texts show the Polish ones.',
  });
