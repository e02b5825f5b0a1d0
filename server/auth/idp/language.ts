import { isLang, type Lang } from './messages.ts';

/** First supported language in a space-separated `ui_locales` list (`pl`, `en-GB`…). */
function fromLocales(locales: unknown): Lang | undefined {
  if (typeof locales !== 'string') return undefined;
  for (const tag of locales.split(/\s+/)) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return undefined;
}

/** The supported language with the highest q-value in an Accept-Language header. */
function fromAcceptLanguage(header: unknown): Lang | undefined {
  if (typeof header !== 'string') return undefined;
  let best: { lang: Lang; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0];
    if (!isLang(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { lang: base, q };
  }
  return best?.lang;
}

/**
 * The page language: an explicit choice (the PL/EN switch, or the hidden field of a form), then
 * the authorization request's `ui_locales` (the app sends its current language), then the
 * browser's Accept-Language, else Polish.
 */
export function pickLanguage(sources: { explicit?: unknown; uiLocales?: unknown; acceptLanguage?: unknown }): Lang {
  const explicit = typeof sources.explicit === 'string' ? sources.explicit.toLowerCase() : undefined;
  if (isLang(explicit)) return explicit;
  return fromLocales(sources.uiLocales) ?? fromAcceptLanguage(sources.acceptLanguage) ?? 'pl';
}
