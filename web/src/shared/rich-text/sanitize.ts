/**
 * The browser's own guard for rich text (the server already sanitizes on write): only the
 * tags the editor produces survive, links keep a safe href and open in a new tab, everything
 * else is unwrapped to its text or dropped with its content (scripts, styles, frames).
 */
const ALLOWED = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'H2',
  'H3',
  'H4',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'A',
  'CODE',
  'PRE',
  'HR',
  'TABLE',
  'CAPTION',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
]);
const DROPPED = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH']);
const SAFE_HREF = /^(https?:|mailto:|tel:)/i;
/** A page of this site (`/app/courses`), not another site in disguise (`//host`). */
const SITE_HREF = /^\/(?!\/)/;
const SPAN = /^[1-9][0-9]?$/;

export function sanitizeRichText(html: string, { tableRegions }: { tableRegions?: string } = {}): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  if (tableRegions !== undefined) wrapTables(doc, tableRegions);
  return doc.body.innerHTML;
}

/**
 * Each table in its own region that scrolls sideways on a narrow screen; the region is focusable
 * (keyboard users scroll it with the arrows) and named by the table's caption, else `label`.
 */
function wrapTables(doc: Document, label: string): void {
  for (const table of Array.from(doc.body.querySelectorAll('table'))) {
    const region = doc.createElement('div');
    region.className = 'rich-table';
    region.setAttribute('role', 'region');
    region.setAttribute('tabindex', '0');
    region.setAttribute('aria-label', table.querySelector('caption')?.textContent?.trim() || label);
    table.replaceWith(region);
    region.append(table);
  }
}

function clean(parent: Element): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.remove();
      continue;
    }
    const element = node as Element;
    if (DROPPED.has(element.tagName)) {
      element.remove();
      continue;
    }
    clean(element);
    if (!ALLOWED.has(element.tagName)) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    const href = element.tagName === 'A' ? (element.getAttribute('href') ?? '').trim() : '';
    const spans =
      element.tagName === 'TH' || element.tagName === 'TD'
        ? (['colspan', 'rowspan'] as const).flatMap((name) => {
            const value = element.getAttribute(name)?.trim() ?? '';
            return SPAN.test(value) ? [[name, value] as const] : [];
          })
        : [];
    for (const attribute of Array.from(element.attributes)) element.removeAttribute(attribute.name);
    for (const [name, value] of spans) element.setAttribute(name, value);
    if (element.tagName === 'A' && SITE_HREF.test(href)) {
      element.setAttribute('href', href);
    } else if (element.tagName === 'A' && SAFE_HREF.test(href)) {
      element.setAttribute('href', href);
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  }
}
