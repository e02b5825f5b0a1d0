/**
 * Text written into a spreadsheet (XLSX or CSV) that a spreadsheet program would run as a formula
 * when the file is opened or the cell edited: a value starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return (OWASP "CSV Injection"). Such text gets a leading apostrophe, so a buyer named
 * `=HYPERLINK(…)` reads as text in every export. Numbers are written as numbers and never pass here.
 */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A row's cells with every text cell defused (numbers and dates as they are). */
export function spreadsheetRow<T>(cells: readonly T[]): T[] {
  return cells.map((cell) => (typeof cell === 'string' ? (spreadsheetText(cell) as T) : cell));
}
