import sanitizeHtml from 'sanitize-html';

/** A cell keeps `colspan`/`rowspan` only as a small whole number. */
const SPAN = /^[1-9][0-9]?$/;
const spans: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: Object.fromEntries(
    (['colspan', 'rowspan'] as const).flatMap((name) => {
      const value = attribs[name]?.trim();
      return value && SPAN.test(value) ? [[name, value]] : [];
    }),
  ),
});

/**
 * Rich text from the admin editor, sanitized on write: the tags the editor produces (tables
 * included), links forced to safe protocols (other sites' with `rel="noopener noreferrer"`),
 * nothing executable, no style or class.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
    'hr',
    // Tables (the insurance page's premium tables, price lists): structure only, no styling.
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // `//host/path` is another site in disguise; a link within the site starts with one `/`.
  allowProtocolRelative: false,
  transformTags: {
    // Links to other sites open in a new tab without access to this one; links within the site
    // (`/courses`), e-mail and phone links stay as they are.
    a: (tagName, attribs): { tagName: string; attribs: sanitizeHtml.Attributes } => {
      const href = attribs.href?.trim() ?? '';
      if (/^(\/(?!\/)|mailto:|tel:)/i.test(href)) return { tagName, attribs: { href } };
      return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } };
    },
    th: spans,
    td: spans,
  },
};

export function sanitizeRichText(html: string): string {
  // `<br>` and `<hr>` as the editor writes them (sanitize-html writes `<br />`), so saving an
  // untouched text changes nothing.
  return sanitizeHtml(html, OPTIONS)
    .replace(/<(br|hr) \/>/g, '<$1>')
    .trim();
}

/** Characters a reader sees, for length limits on rich text (tags do not count). */
export function visibleLength(html: string): number {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).length;
}
