import { FALLBACK_LANGUAGE, type LanguageCode } from '../policies';

/**
 * The language of catalogue content for a UI locale: products, their variants and specification
 * and shipping methods are asked for in it (the server falls back to Polish where English is
 * missing), as course lists are filtered by it.
 */
export function contentLanguage(locale: string | undefined): LanguageCode {
  return locale?.toLowerCase().startsWith('en') ? 'EN' : FALLBACK_LANGUAGE;
}
