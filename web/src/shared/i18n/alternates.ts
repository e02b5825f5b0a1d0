import { useEffect } from 'react';
import type { Locale } from './i18n';

/**
 * "This page in another language": a page whose content exists per language (a course has a PL
 * and an EN row) registers where its version in each language lives; the language switch reads
 * it when the user changes language and goes there. One page at a time registers (the last one
 * mounted); unmounting removes its entry. Features register, the app layout reads: neither
 * imports the other.
 */
export type LanguageAlternates = Partial<Record<Locale, string>>;

let registered: LanguageAlternates | null = null;

/** Where the current page lives in `locale`, when it registered one (a path inside the app). */
export function languageAlternate(locale: Locale): string | null {
  return registered?.[locale] ?? null;
}

/** Registers the current page's versions by language (null or {}: none) while it is mounted. */
export function useLanguageAlternates(alternates: LanguageAlternates | null): void {
  const key = alternates ? JSON.stringify(alternates) : '';
  useEffect(() => {
    if (!key) return;
    const mine: LanguageAlternates = JSON.parse(key);
    registered = mine;
    return () => {
      if (registered === mine) registered = null;
    };
  }, [key]);
}
