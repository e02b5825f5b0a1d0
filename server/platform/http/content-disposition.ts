/**
 * `attachment` (or `inline`) with a file name any client reads safely (RFC 6266): an ASCII
 * fallback `filename` with every other character replaced, and the exact name as RFC 8187
 * `filename*` (UTF-8, percent-encoded, `'()*` included), so no quote, semicolon, CR or LF of a
 * stored name can reach the header.
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 150) || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
