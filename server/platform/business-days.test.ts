import { describe, expect, it } from 'vitest';
import { endOfNextBusinessDay, isBusinessDay, nextBusinessDay } from './business-days.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('Polish business days', () => {
  it('skips weekends and the fixed and movable public holidays', () => {
    expect(isBusinessDay(day('2026-11-27'))).toBe(true); // Friday
    expect(isBusinessDay(day('2026-11-28'))).toBe(false); // Saturday
    expect(isBusinessDay(day('2026-11-11'))).toBe(false); // Independence Day
    expect(isBusinessDay(day('2026-12-24'))).toBe(false); // Christmas Eve, free since 2025
    expect(isBusinessDay(day('2026-04-06'))).toBe(false); // Easter Monday 2026
    expect(isBusinessDay(day('2026-06-04'))).toBe(false); // Corpus Christi 2026
    expect(nextBusinessDay(day('2026-11-27'))).toEqual(day('2026-11-30'));
    expect(nextBusinessDay(day('2026-12-23'))).toEqual(day('2026-12-28'));
  });

  it('ends the next business day at Warsaw midnight', () => {
    // Friday 27 November 2026 → Monday 30 November, 23:59:59.999 in Warsaw (UTC+1).
    expect(endOfNextBusinessDay(day('2026-11-27')).toISOString()).toBe('2026-11-30T22:59:59.999Z');
    // In summer (UTC+2): Friday 26 June 2026 → Monday 29 June.
    expect(endOfNextBusinessDay(day('2026-06-26')).toISOString()).toBe('2026-06-29T21:59:59.999Z');
  });
});
