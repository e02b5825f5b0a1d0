/**
 * Dates of the booking screens: days are Warsaw days written YYYY-MM-DD (what the availability
 * queries take), times are shown in Europe/Warsaw.
 */
const ZONE = 'Europe/Warsaw';

/** The server refuses a longer availability range (VALIDATION_FAILED). */
export const MAX_RANGE_DAYS = 62;
/** The default range: today and the next 30 days. */
export const DEFAULT_RANGE_DAYS = 30;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Warsaw day (YYYY-MM-DD) of an instant. */
export function warsawDay(instant: Date | string): string {
  return dayFormat.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** The Warsaw time (HH:mm) of an instant. */
export function warsawTime(instant: string): string {
  return timeFormat.format(new Date(instant));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** A day plus (or minus) whole days, as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from one day to another (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface DayRange {
  dateFrom: string;
  dateTo: string;
}

export function defaultRange(now: Date = new Date()): DayRange {
  const today = warsawDay(now);
  return { dateFrom: today, dateTo: addDays(today, DEFAULT_RANGE_DAYS) };
}

/** What is wrong with a range the learner typed (null: it can be searched). */
export type RangeProblem = 'invalid' | 'order' | 'too-long';

export function rangeProblem({ dateFrom, dateTo }: DayRange): RangeProblem | null {
  if (!isDay(dateFrom) || !isDay(dateTo)) return 'invalid';
  const days = daysBetween(dateFrom, dateTo);
  if (days < 0) return 'order';
  if (days > MAX_RANGE_DAYS) return 'too-long';
  return null;
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
