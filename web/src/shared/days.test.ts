import { describe, expect, it } from 'vitest';
import { isDay, monthRange, rangeIssue, warsawDay } from './days';

describe('days of date-range filters', () => {
  it('takes the Warsaw day of an instant', () => {
    expect(warsawDay(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(warsawDay('2026-01-15T10:00:00Z')).toBe('2026-01-15');
  });

  it('gives the Warsaw month around now, leap years included', () => {
    expect(monthRange(new Date('2028-02-10T12:00:00Z'))).toEqual({ dateFrom: '2028-02-01', dateTo: '2028-02-29' });
    expect(monthRange(new Date('2026-11-30T23:30:00Z'))).toEqual({ dateFrom: '2026-12-01', dateTo: '2026-12-31' });
  });

  it('knows real days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('26-2-3')).toBe(false);
  });

  it('checks a range: order and length', () => {
    expect(rangeIssue('2026-01-01', '2026-12-31', 366)).toBeNull();
    expect(rangeIssue('2026-02-01', '2026-01-31', 366)).toBe('order');
    expect(rangeIssue('2025-01-01', '2026-01-03', 366)).toBe('too-long');
    expect(rangeIssue('', '2026-01-03', 366)).toBe('invalid');
  });
});
