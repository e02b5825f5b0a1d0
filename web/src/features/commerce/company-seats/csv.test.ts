import { describe, expect, it } from 'vitest';
import { BULK_MAX_EMAILS, chunk, parseEmailsCsv, splitCells } from './csv';

describe('parseEmailsCsv', () => {
  it('reads one e-mail a row and skips the header', () => {
    const parsed = parseEmailsCsv('email\nanna@example.com\r\nbartek@example.com\n\n');
    expect(parsed.emails).toEqual(['anna@example.com', 'bartek@example.com']);
    expect(parsed).toMatchObject({ invalid: [], duplicates: 0, tooMany: false, total: 2, skipped: [] });
  });

  it('takes every cell with an @ of a spreadsheet export (commas, semicolons, tabs, quotes)', () => {
    const text = [
      'Imię;Nazwisko;E-mail;Dział',
      'Anna;Nowak;anna@example.com;Inspekcje',
      '"Kowalski, Jan",jan@example.com,"Geodezja"',
      'Ewa\tLis\tewa@example.com',
      'Zespół;"Piotr <piotr@example.com>";mailto:ola@example.com',
    ].join('\n');
    expect(parseEmailsCsv(text).emails).toEqual([
      'anna@example.com',
      'jan@example.com',
      'ewa@example.com',
      'piotr@example.com',
      'ola@example.com',
    ]);
  });

  it('drops repeated addresses whatever their case, keeping the first spelling', () => {
    const parsed = parseEmailsCsv('Anna@Example.com\nanna@example.com\n ANNA@EXAMPLE.COM \nbob@example.com');
    expect(parsed.emails).toEqual(['Anna@Example.com', 'bob@example.com']);
    expect(parsed.duplicates).toBe(2);
  });

  it('keeps malformed addresses (the server refuses them row by row) and lists them', () => {
    const parsed = parseEmailsCsv('a@b\nok@example.com\nx y@example.com');
    expect(parsed.emails).toEqual(['a@b', 'ok@example.com', 'x y@example.com']);
    expect(parsed.invalid).toEqual(['a@b', 'x y@example.com']);
  });

  it('reports rows after the header with no address, and ignores a byte order mark', () => {
    const parsed = parseEmailsCsv('\uFEFFe-mail\nanna@example.com\njan.kowalski.example.com\n');
    expect(parsed.emails).toEqual(['anna@example.com']);
    expect(parsed.skipped).toEqual(['jan.kowalski.example.com']);
  });

  it('reads a first row holding an address as data, not as a header', () => {
    expect(parseEmailsCsv('first@example.com\nsecond@example.com').emails).toEqual([
      'first@example.com',
      'second@example.com',
    ]);
  });

  it('accepts at most 500 distinct addresses', () => {
    const exactly = Array.from({ length: BULK_MAX_EMAILS }, (_, i) => `p${i}@example.com`);
    expect(parseEmailsCsv(exactly.join('\n'))).toMatchObject({ tooMany: false, total: 500 });
    // Duplicates do not count against the limit.
    expect(parseEmailsCsv([...exactly, ...exactly].join('\n'))).toMatchObject({ tooMany: false, duplicates: 500 });
    const over = parseEmailsCsv([...exactly, 'one-more@example.com'].join('\n'));
    expect(over).toMatchObject({ tooMany: true, total: 501 });
    expect(over.emails).toHaveLength(BULK_MAX_EMAILS);
  });

  it('gives nothing for an empty file', () => {
    expect(parseEmailsCsv('')).toMatchObject({ emails: [], total: 0, skipped: [] });
  });
});

describe('splitCells', () => {
  it('keeps separators and doubled quotes inside a quoted cell', () => {
    expect(splitCells('"a, b";"say ""hi""",c')).toEqual(['a, b', 'say "hi"', 'c']);
  });
});

describe('chunk', () => {
  it('cuts a list into parts of at most the size, in order', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 100)).toEqual([]);
    expect(
      chunk(
        Array.from({ length: 500 }, (_, i) => i),
        100,
      ).map((part) => part.length),
    ).toEqual([100, 100, 100, 100, 100]);
  });
});
