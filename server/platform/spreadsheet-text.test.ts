import { describe, expect, it } from 'vitest';
import { spreadsheetRow, spreadsheetText } from './spreadsheet-text.ts';

describe('spreadsheetText', () => {
  it('defuses every start OWASP lists, and nothing else', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(spreadsheetText(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    for (const plain of ['Jan Kowalski', 'a=b', ' =1', '', '1-2', "'quoted"])
      expect(spreadsheetText(plain)).toBe(plain);
  });
  it('leaves numbers and dates of a row as they are', () => {
    const date = new Date('2026-01-01T00:00:00Z');
    expect(spreadsheetRow(['=cmd|calc', -5, date, '@SUM(A1)'])).toEqual(["'=cmd|calc", -5, date, "'@SUM(A1)"]);
  });
});
