/**
 * Dates of the booking screens: days are Warsaw days written YYYY-MM-DD (what the availability
 * queries take), times are shown in Europe/Warsaw. The days themselves (today's, checks of what was
 * typed) come from shared/days; here is what only the booking screens need.
 */
import { addDays, rangeIssue, warsawDay, type DayRange } from '../../../shared/days';
import { BOOKING_RANGE_MAX_DAYS } from '../../../shared/policies';

export { addDays, type DayRange };

const ZONE = 'Europe/Warsaw';

/** The server refuses a longer availability range (VALIDATION_FAILED). */
export const MAX_RANGE_DAYS = BOOKING_RANGE_MAX_DAYS;
/** The default range: today and the next 30 days. */
export const DEFAULT_RANGE_DAYS = 30;

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Warsaw time (HH:mm) of an instant. */
export function warsawTime(instant: string): string {
  return timeFormat.format(new Date(instant));
}

export function defaultRange(now: Date = new Date()): DayRange {
  const today = warsawDay(now);
  return { dateFrom: today, dateTo: addDays(today, DEFAULT_RANGE_DAYS) };
}

/** What is wrong with a range the learner typed (null: it can be searched). */
export type RangeProblem = 'invalid' | 'order' | 'too-long';

export function rangeProblem({ dateFrom, dateTo }: DayRange): RangeProblem | null {
  return rangeIssue(dateFrom, dateTo, MAX_RANGE_DAYS);
}

/** Items with a start, grouped by their Warsaw day in start order. */
export function groupByDay<T extends { readonly startsAt: string }>(
  items: readonly T[],
): { day: string; items: T[] }[] {
  const sorted = [...items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const groups: { day: string; items: T[] }[] = [];
  for (const item of sorted) {
    const day = warsawDay(item.startsAt);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** A day's heading: weekday in the reader's language and the date (spec 9 format). */
export function dayHeading(day: string, locale: string): string {
  const weekday = new Intl.DateTimeFormat(locale.toLowerCase().startsWith('en') ? 'en-GB' : 'pl-PL', {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${day}`;
}
