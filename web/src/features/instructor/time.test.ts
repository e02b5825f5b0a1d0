import { describe, expect, it } from 'vitest';
import { defaultSlotStart, formatSlotTime, visibleRange, warsawDay, warsawInstant, warsawTime } from './time';
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

  it('offers tomorrow at 09:00 for a new slot', () => {
    expect(defaultSlotStart(new Date('2026-11-24T23:30:00Z'))).toEqual({ day: '2026-11-26', time: '09:00' });
  });

  it('links a slot by its global id', () => {
    expect(workSlotPath('V29ya1Nsb3Q6MQ==')).toBe('/instructor/work-slot/V29ya1Nsb3Q6MQ%3D%3D');
  });
});
