import { describe, expect, it } from 'vitest';
import { isDay, warsawDay } from '../../../shared/days';
import { addDays, dayHeading, defaultRange, groupByDay, rangeProblem, warsawTime } from './dates';
import { formatClock } from './clock';

describe('booking dates', () => {
  it('takes the Warsaw day, also across midnight UTC', () => {
    expect(warsawDay('2026-11-24T23:30:00Z')).toBe('2026-11-25');
    expect(warsawDay('2026-07-01T21:59:00Z')).toBe('2026-07-01');
    expect(warsawTime('2026-07-01T08:00:00Z')).toBe('10:00');
  });

  it('defaults to today and the next 30 days', () => {
    expect(defaultRange(new Date('2026-02-15T10:00:00Z'))).toEqual({ dateFrom: '2026-02-15', dateTo: '2026-03-17' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('says what is wrong with a range', () => {
    expect(rangeProblem({ dateFrom: '2026-01-01', dateTo: '2026-03-04' })).toBeNull();
    expect(rangeProblem({ dateFrom: '2026-01-01', dateTo: '2026-03-05' })).toBe('too-long');
    expect(rangeProblem({ dateFrom: '2026-01-02', dateTo: '2026-01-01' })).toBe('order');
    expect(rangeProblem({ dateFrom: '', dateTo: '2026-01-01' })).toBe('invalid');
    expect(isDay('2026-02-30')).toBe(false);
  });

  it('groups slots by Warsaw day in start order', () => {
    const groups = groupByDay([
      { id: 'b', startsAt: '2026-11-25T09:00:00Z' },
      { id: 'c', startsAt: '2026-11-24T23:30:00Z' },
      { id: 'a', startsAt: '2026-11-24T08:00:00Z' },
    ]);
    expect(groups.map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-11-24', ['a']],
      ['2026-11-25', ['c', 'b']],
    ]);
    expect(dayHeading('2026-11-25', 'en')).toBe('Wednesday, 2026-11-25');
    expect(dayHeading('2026-11-25', 'pl')).toBe('Środa, 2026-11-25');
  });

  it('shows the clock as M:SS, and H:MM:SS from an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(299.2)).toBe('5:00');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('0:00');
  });
});
