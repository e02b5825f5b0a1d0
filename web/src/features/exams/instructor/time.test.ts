import { describe, expect, it } from 'vitest';
import {
  dayHours,
  defaultSlotStart,
  formatSlotTime,
  periodEnd,
  visibleRange,
  warsawDay,
  warsawInstant,
  warsawTime,
} from './time';
import { workSlotPath } from './paths';

describe('instructor times (Europe/Warsaw)', () => {
  it('turns a Warsaw wall-clock day and time into the UTC instant, in winter and in summer', () => {
    expect(warsawInstant('2026-11-25', '10:00')).toBe('2026-11-25T09:00:00.000Z');
    expect(warsawInstant('2026-07-01', '10:00')).toBe('2026-07-01T08:00:00.000Z');
    expect(warsawInstant('2026-12-31', '23:30')).toBe('2026-12-31T22:30:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 29 March 2026: 02:00 → 03:00; 25 October 2026: 03:00 → 02:00.
    expect(warsawInstant('2026-03-29', '01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(warsawInstant('2026-03-29', '03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(warsawInstant('2026-10-25', '04:00')).toBe('2026-10-25T03:00:00.000Z');
  });

  it('refuses what is not a real day or time', () => {
    expect(warsawInstant('2026-02-30', '10:00')).toBeNull();
    expect(warsawInstant('2026-11-25', '24:00')).toBeNull();
    expect(warsawInstant('', '10:00')).toBeNull();
    expect(warsawInstant('2026-11-25', '')).toBeNull();
  });

  it('shows instants as Warsaw days and times', () => {
    expect(warsawDay('2026-11-24T23:30:00Z')).toBe('2026-11-25');
    expect(warsawTime('2026-11-24T23:30:00Z')).toBe('00:30');
    expect(formatSlotTime('2026-11-25T09:00:00Z', '2026-11-25T10:00:00Z')).toBe('2026-11-25 10:00–11:00');
    expect(formatSlotTime('2026-11-25T22:00:00Z', '2026-11-26T00:00:00Z')).toBe('2026-11-25 23:00–2026-11-26 01:00');
  });

  it('lists the visible days of a view, the exclusive end left out', () => {
    expect(visibleRange('2026-11-23T00:00:00+01:00', '2026-11-30T00:00:00+01:00')).toEqual({
      dateFrom: '2026-11-23',
      dateTo: '2026-11-29',
    });
    expect(visibleRange('2026-10-26', '2026-12-07')).toEqual({ dateFrom: '2026-10-26', dateTo: '2026-12-06' });
  });

  it('ends a week view after its 7 days and a month view on the 1st of the next month', () => {
    expect(periodEnd({ dateFrom: '2026-11-23', dateTo: '2026-11-29' })).toBe('2026-11-30');
    // November 2026 on screen: 26 October to 6 December.
    expect(periodEnd({ dateFrom: '2026-10-26', dateTo: '2026-12-06' })).toBe('2026-12-01');
    // June 2026 starts on a Monday: 1 June to 12 July; December 2026 runs into January.
    expect(periodEnd({ dateFrom: '2026-06-01', dateTo: '2026-07-12' })).toBe('2026-07-01');
    expect(periodEnd({ dateFrom: '2026-11-30', dateTo: '2027-01-10' })).toBe('2027-01-01');
  });

  it('shows the week from 07:00 to 20:00, widened to whole hours around the slots (Warsaw time)', () => {
    expect(dayHours([])).toEqual({ min: '07:00:00', max: '20:00:00' });
    // 09:00–10:00 and 12:00–14:00 in Warsaw (winter).
    const day = [
      { startsAt: '2026-12-01T08:00:00Z', endsAt: '2026-12-01T09:00:00Z' },
      { startsAt: '2026-12-01T11:00:00Z', endsAt: '2026-12-01T13:00:00Z' },
    ];
    expect(dayHours(day)).toEqual({ min: '07:00:00', max: '20:00:00' });
    // 06:30–07:30 and 19:30–21:30.
    const early = { startsAt: '2026-12-01T05:30:00Z', endsAt: '2026-12-01T06:30:00Z' };
    const late = { startsAt: '2026-12-02T18:30:00Z', endsAt: '2026-12-02T20:30:00Z' };
    expect(dayHours([...day, early, late])).toEqual({ min: '06:00:00', max: '22:00:00' });
    // 22:00 to midnight; past midnight: the whole day.
    expect(dayHours([{ startsAt: '2026-12-01T21:00:00Z', endsAt: '2026-12-01T23:00:00Z' }])).toEqual({
      min: '07:00:00',
      max: '24:00:00',
    });
    expect(dayHours([{ startsAt: '2026-12-01T22:30:00Z', endsAt: '2026-12-02T00:30:00Z' }])).toEqual({
      min: '00:00:00',
      max: '24:00:00',
    });
  });

  it('offers tomorrow at 09:00 for a new slot', () => {
    expect(defaultSlotStart(new Date('2026-11-24T23:30:00Z'))).toEqual({ day: '2026-11-26', time: '09:00' });
  });

  it('links a slot by its global id', () => {
    expect(workSlotPath('V29ya1Nsb3Q6MQ==')).toBe('/instructor/work-slot/V29ya1Nsb3Q6MQ%3D%3D');
  });
});
