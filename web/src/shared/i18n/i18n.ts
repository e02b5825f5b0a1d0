import { i18n, type Messages } from '@lingui/core';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage';

export const LOCALES = ['pl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pl';

/** Names shown in the language switch, each in its own language. */
export const LOCALE_NAMES: Record<Locale, string> = { pl: 'Polski', en: 'English' };

/**
 * A page's texts: 'public' (the shell's and the visitor's pages, always loaded), 'user' (adds
 * the signed-in, cart and purchase screens' texts) or 'admin' (adds the staff screens' texts).
 * Which file's texts are in which catalog: web/catalog-areas.ts.
 */
export type CatalogArea = 'public' | 'user' | 'admin';
const AREA_CATALOGS: Record<CatalogArea, readonly CatalogArea[]> = {
  public: ['public'],
  user: ['public', 'user'],
  admin: ['public', 'user', 'admin'],
};

/** Catalogs are loaded lazily: one chunk per locale and area. */
const catalogs: Record<Locale, Record<CatalogArea, () => Promise<{ messages: Messages }>>> = {
  pl: {
    public: () => import('../../locales/pl/messages.po'),
    user: () => import('../../locales/pl/user.po'),
    admin: () => import('../../locales/pl/admin.po'),
  },
  en: {
    public: () => import('../../locales/en/messages.po'),
    user: () => import('../../locales/en/user.po'),
    admin: () => import('../../locales/en/admin.po'),
  },
};

/** Catalogs the app has needed so far (a language switch loads all of them in the new language). */
const wanted = new Set<CatalogArea>(['public']);
/** Catalogs whose messages `i18n` holds, as `locale/catalog`. */
const applied = new Set<string>();
const fetched = new Map<string, Promise<Messages>>();
function fetchCatalog(locale: Locale, catalog: CatalogArea): Promise<Messages> {
  const key = `${locale}/${catalog}`;
  let messages = fetched.get(key);
  if (!messages) {
    messages = catalogs[locale][catalog]().then((module) => module.messages);
    messages.catch(() => fetched.delete(key));
    fetched.set(key, messages);
  }
  return messages;
}

let resolveStarted: (locale: Locale) => void = () => {};
/** The locale being activated or active; pending until the first activation. */
let activation: Promise<Locale> = new Promise((resolve) => (resolveStarted = resolve));

/**
 * Makes the texts of a page's area available (the page waits for it, so it never renders a
 * message id). Before the first activation it only records the need: `activateLocale` then
 * loads them in parallel with the public catalog.
 */
export async function loadCatalogs(area: CatalogArea): Promise<void> {
  AREA_CATALOGS[area].forEach((catalog) => wanted.add(catalog));
  for (;;) {
    const locale = await activation;
    const missing = () => AREA_CATALOGS[area].filter((catalog) => !applied.has(`${locale}/${catalog}`));
    const loaded = await Promise.all(
      missing().map(async (catalog) => [catalog, await fetchCatalog(locale, catalog)] as const),
    );
    if (locale !== (await activation)) continue; // the language changed meanwhile
    const fresh = loaded.filter(([catalog]) => missing().includes(catalog));
    if (fresh.length) {
      i18n.load(locale, Object.assign({}, ...fresh.map(([, messages]) => messages)));
      fresh.forEach(([catalog]) => applied.add(`${locale}/${catalog}`));
    }
    return;
  }
}

/** Accepts a code or a locale ('en', 'EN', 'en-GB', 'pl_PL'); anything else is null. */
export function toLocale(value: string | null | undefined): Locale | null {
  const code = value?.trim().slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(code ?? '') ? (code as Locale) : null;
}

/** The language a `?lang=pl|en` query asks for (the server's hreflang links use it), else null. */
export function localeFromQuery(search: string): Locale | null {
  const value = new URLSearchParams(search).get('lang');
  return value && /^(pl|en)$/i.test(value.trim()) ? toLocale(value) : null;
}

/**
 * `?lang=` in the address (a search engine's or a shared link's language), else the stored
 * choice, else the browser's language, else Polish (spec 4). The query wins over the stored
 * choice and, once activated, becomes the stored choice.
 */
export function detectLocale(search: string = typeof location === 'undefined' ? '' : location.search): Locale {
  return (
    localeFromQuery(search) ??
    toLocale(readStorage(STORAGE_KEYS.language)) ??
    toLocale(typeof navigator === 'undefined' ? null : navigator.language) ??
    DEFAULT_LOCALE
  );
}

/** Loads the catalogs needed so far in that language, activates it, remembers the choice and sets `<html lang>`. */
export function activateLocale(requested: string): Promise<Locale> {
  const locale = toLocale(requested) ?? DEFAULT_LOCALE;
  const activated = (async () => {
    const needed = [...wanted];
    const loaded = await Promise.all(needed.map((catalog) => fetchCatalog(locale, catalog)));
    i18n.loadAndActivate({ locale, messages: Object.assign({}, ...loaded) });
    for (const key of [...applied]) if (key.startsWith(`${locale}/`)) applied.delete(key);
    needed.forEach((catalog) => applied.add(`${locale}/${catalog}`));
    document.documentElement.lang = locale;
    writeStorage(STORAGE_KEYS.language, locale);
    return locale;
  })();
  // Pages waiting for their area's texts wait for this language (a failure keeps the last one).
  const previous = activation;
  activation = activated.catch(() => previous);
  activated.then(resolveStarted, () => {});
  return activated;
}

export function currentLocale(): Locale {
  return toLocale(i18n.locale) ?? DEFAULT_LOCALE;
}

export { i18n };
