import { describe, expect, it } from 'vitest';
import { formatBytes, formatDay } from './format';

describe('shared formats', () => {
  it('writes one file size on every screen (the admin and the learner once disagreed on 5.5 MB)', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(1536, 'pl')).toBe('1,5 KB');
    expect(formatBytes(5.5 * 1024 * 1024, 'en')).toBe('5.5 MB');
    expect(formatBytes(12 * 1024 * 1024, 'en')).toBe('12 MB');
    expect(formatBytes(200 * 1024 * 1024, 'en')).toBe('200 MB');
    expect(formatBytes(3 * 1024 ** 3, 'en')).toBe('3 GB');
    expect(formatBytes(-1, 'en')).toBe('');
    expect(formatBytes(Number.NaN, 'en')).toBe('');
  });

  it('writes days as YYYY-MM-DD in Warsaw, whatever the browser’s zone', () => {
    expect(formatDay('2025-07-14T22:00:00.000Z')).toBe('2025-07-15');
    expect(formatDay('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    expect(formatDay(null)).toBe('—');
    expect(formatDay('not a date')).toBe('not a date');
  });
});
