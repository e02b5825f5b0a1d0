import { escapeHtml } from '../../../platform/html.ts';
import type { SeoLanguage } from './pages.ts';

/**
 * What the server writes into index.html's <head> for one page: everything a search engine or a
 * link preview reads without running the SPA. Every text may come from an admin (course titles,
 * posts): it is HTML-escaped here, and JSON-LD is serialized so it can never close its <script>.
 */
export interface PageHead {
  /** `<html lang>` and og:locale: the language of the page's content. */
  language: SeoLanguage;
  /** Full document title (already with the product's name). */
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  /** hreflang → absolute URL (pl, en, x-default); empty for pages not to index. */
  alternates: { hreflang: 'pl' | 'en' | 'x-default'; href: string }[];
  ogType: 'website' | 'article' | 'product';
  /** Absolute URL of the page's picture, when it has one. */
  image: string | null;
  jsonLd: object[];
  /** `<meta name="robots" content="noindex">`: sign-in pages, admin screens, not found. */
  noindex: boolean;
}

/** JSON inside <script type="application/ld+json">: no `<`, `>`, `&` or line separators survive as such. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Rich text (HTML) or plain text as one line of plain text of at most `max` characters, cut at a
 * word with an ellipsis: a meta description.
 */
export function plainSummary(html: string, max = 160): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] === '#') {
        const n = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : ' ';
      }
      return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

const OG_LOCALES: Record<SeoLanguage, string> = { pl: 'pl_PL', en: 'en_GB' };

/** The tags of one page's head, one per line. */
export function headTags(head: PageHead, siteName: string): string {
  const e = escapeHtml;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${e(content)}" />`;
  const other: SeoLanguage = head.language === 'pl' ? 'en' : 'pl';
  const lines = [
    `<title>${e(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${e(head.canonical)}" />`,
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${e(a.href)}" />`),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', OG_LOCALES[head.language]),
    ...(head.alternates.some((a) => a.hreflang === other)
      ? [meta('property', 'og:locale:alternate', OG_LOCALES[other])]
      : []),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return lines.join('\n    ');
}

/**
 * index.html with the page's head: the built file's own <title> and description are replaced,
 * `<html lang>` is set, and everything else (asset tags, icons, the root element) is kept as built.
 */
export function renderIndexHtml(
  template: string,
  head: PageHead,
  siteName: string,
  /** Data the app reads at start without a request (`<script type="application/json" id>`: never run). */
  data: Readonly<Record<string, unknown>> = {},
): string {
  let html = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const blocks = Object.entries(data).map(
    ([id, value]) => `<script type="application/json" id="${escapeHtml(id)}">${jsonForScript(value)}</script>`,
  );
  const tags = [headTags(head, siteName), ...blocks].join('\n    ');
  if (/<\/head>/i.test(html)) html = html.replace(/<\/head>/i, `  ${tags}\n  </head>`);
  else if (/<html[^>]*>/i.test(html))
    html = html.replace(/<html[^>]*>/i, (tag) => `${tag}\n<head>\n    ${tags}\n</head>`);
  else html = html.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => `${doctype}<html><head>\n    ${tags}\n</head>`);
  const lang = `lang="${head.language}"`;
  return html.replace(/<html([^>]*)>/i, (_tag, attrs: string) =>
    /\slang=/i.test(attrs)
      ? `<html${attrs.replace(/\slang=("[^"]*"|'[^']*'|\S+)/i, ` ${lang}`)}>`
      : `<html ${lang}${attrs}>`,
  );
}
