/**
 * Days as the API takes them (`Date`: a Europe/Warsaw day written YYYY-MM-DD) for date-range
 * filters: today's day, a month's range, and checks of what was typed.
 */
const warsawDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Warsaw day (YYYY-MM-DD) of an instant. */
export function warsawDay(instant: Date | string): string {
  return warsawDayFormat.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** Whether a text is a real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** Days from one day to another (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A range of whole days, both ends included. */
export interface DayRange {
  dateFrom: string;
  dateTo: string;
}

/** A day plus (or minus) whole days, as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first and the last day of the Warsaw month of `now`. */
export function monthRange(now: Date = new Date()): DayRange {
  const today = warsawDay(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { dateFrom: `${today.slice(0, 7)}-01`, dateTo: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

/** What is wrong with a typed range of at most `maxDays` days (null: it can be asked for). */
export function rangeIssue(dateFrom: string, dateTo: string, maxDays: number): 'invalid' | 'order' | 'too-long' | null {
  if (!isDay(dateFrom) || !isDay(dateTo)) return 'invalid';
  const days = daysBetween(dateFrom, dateTo);
  if (days < 0) return 'order';
  return days > maxDays ? 'too-long' : null;
}
