import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('downloaded file names', () => {
  it('takes the encoded name first, then the plain one', () => {
    expect(fileNameOf('attachment; filename="a.csv"; filename*=UTF-8\'\'egzaminy%202026.csv', 'x')).toBe(
      'egzaminy 2026.csv',
    );
    expect(fileNameOf('attachment; filename="exams-2026-11.xlsx"', 'x')).toBe('exams-2026-11.xlsx');
  });

  it('falls back without a header or a name', () => {
    expect(fileNameOf(null, 'report.xlsx')).toBe('report.xlsx');
    expect(fileNameOf('attachment', 'report.csv')).toBe('report.csv');
  });
});
