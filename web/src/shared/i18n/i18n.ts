import { i18n } from '@lingui/core';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage';

export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pl';

/** Names shown in the language switch, each in its own language. */
export const LOCALE_NAMES: Record<Locale, string> = { pl: 'Polski', en: 'English' };

/** Catalogs are loaded lazily: one chunk per locale. */
const catalogs: Record<Locale, () => Promise<{ messages: import('@lingui/core').Messages }>> = {
  pl: () => import('../../locales/pl/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

/** Accepts a code or a locale ('en', 'EN', 'en-GB', 'pl_PL'); anything else is null. */
export function toLocale(value: string | null | undefined): Locale | null {
  const code = value?.trim().slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(code ?? '') ? (code as Locale) : null;
}

/** The stored choice, else the browser's language, else Polish (spec 4). */
export function detectLocale(): Locale {
  return (
    toLocale(readStorage(STORAGE_KEYS.language)) ??
    toLocale(typeof navigator === 'undefined' ? null : navigator.language) ??
    DEFAULT_LOCALE
  );
}

/** Loads the catalog, activates it, remembers the choice and sets `<html lang>`. */
export async function activateLocale(requested: string): Promise<Locale> {
  const locale = toLocale(requested) ?? DEFAULT_LOCALE;
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  writeStorage(STORAGE_KEYS.language, locale);
  return locale;
}

export function currentLocale(): Locale {
  return toLocale(i18n.locale) ?? DEFAULT_LOCALE;
}

export { i18n };
