/**
 * The bulk assignment's list of e-mails, read from a CSV (or any text) in the browser: one
 * e-mail a row, or every cell of a row holding an `@` (exports from HR systems carry names and
 * departments beside the address). Cells split on commas, semicolons (Polish Excel) and tabs,
 * with double-quoted cells; a first row without any `@` is a header and skipped, as are empty
 * rows. Addresses are trimmed, compared without case, and each kept once, in file order.
 * Pure: no DOM, tested in csv.test.ts.
 */

/** Contract: assignSeatsBulk takes at most this many addresses at once. */
export const BULK_MAX_EMAILS = 500;

/** The same shape the server accepts (a local part, an @, a domain with a dot; no spaces). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ParsedEmails {
  /** Distinct addresses in file order (up to BULK_MAX_EMAILS: see `tooMany`). */
  emails: string[];
  /** Addresses that do not look valid (kept in `emails`: the server answers BAD_EMAIL per row). */
  invalid: string[];
  /** How many repeated addresses were dropped. */
  duplicates: number;
  /** Whether the file holds more than BULK_MAX_EMAILS distinct addresses (then nothing is sent). */
  tooMany: boolean;
  /** Distinct addresses found in the whole file. */
  total: number;
  /** Rows after the first with no `@` at all (shown, so a typo is not lost silently). */
  skipped: string[];
}

export const isEmail = (text: string): boolean => EMAIL.test(text);

/** One CSV row's cells: `,` `;` or tab between them, `"…"` quoting (with `""` inside). */
export function splitCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',' || char === ';' || char === '\t') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

/** The addresses of one row: every cell with an `@`, without `mailto:` and angle brackets. */
function emailsOfRow(cells: string[]): string[] {
  return cells
    .filter((cell) => cell.includes('@'))
    .map((cell) => {
      const bracketed = /<([^<>]+@[^<>]+)>/.exec(cell);
      const address = bracketed ? bracketed[1]! : cell;
      return address.replace(/^mailto:/i, '').trim();
    })
    .filter(Boolean);
}

export function parseEmailsCsv(text: string): ParsedEmails {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const seen = new Set<string>();
  const emails: string[] = [];
  let duplicates = 0;
  const skipped: string[] = [];
  let firstRow = true;
  for (const line of lines) {
    if (!line.trim()) continue;
    const found = emailsOfRow(splitCells(line));
    // A header ("email", "Imię;Nazwisko;E-mail") names columns: no address in it, not reported.
    if (!found.length && !firstRow) skipped.push(line.trim());
    firstRow = false;
    for (const email of found) {
      const key = email.toLowerCase();
      if (seen.has(key)) {
        duplicates++;
        continue;
      }
      seen.add(key);
      emails.push(email);
    }
  }
  const tooMany = emails.length > BULK_MAX_EMAILS;
  const kept = tooMany ? emails.slice(0, BULK_MAX_EMAILS) : emails;
  return {
    emails: kept,
    invalid: kept.filter((email) => !isEmail(email)),
    duplicates,
    tooMany,
    total: emails.length,
    skipped,
  };
}

/** A list in parts of at most `size` items, in order (the bulk call sends the file in parts). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}
