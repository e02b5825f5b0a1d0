/**
 * Prices are typed in PLN (with a comma or a dot, spaces allowed) and kept as integer grosze
 * (DESIGN "Money": never floats on the wire).
 */
export const MAX_PRICE_GROSZE = 100_000_000;

/** '1 299,50' / '1299.5' / '12' → grosze; anything else (or more than 2 decimals) → null. */
export function parsePln(text: string): number | null {
  const cleaned = text
    .replace(/\s|\u00a0|\u202f/g, '')
    .replace(/(zł|pln)$/i, '')
    .replace(/^pln/i, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const grosze = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(grosze) ? grosze : null;
}

/** Grosze as the text of a price input: '1299,50' in Polish, '1299.50' in English, '' for null. */
export function plnInput(grosze: number | null | undefined, locale: string): string {
  if (grosze == null) return '';
  const text = (grosze / 100).toFixed(2);
  return locale.toLowerCase().startsWith('en') ? text : text.replace('.', ',');
}
