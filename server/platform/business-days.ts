import { warsawDayStart } from './time.ts';

/**
 * Polish business days (Monday to Friday, not a public holiday of the Act of 18 January 1951 on
 * public holidays, as amended: 24 December is free from 2025). Used for legal deadlines such as
 * KSeF's offline mode ("by the next business day after the issue date").
 */

const FIXED_HOLIDAYS = ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-24', '12-25', '12-26'];

/** Easter Sunday of a year (the anonymous Gregorian algorithm), as UTC midnight. */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const DAY_MS = 86_400_000;
const iso = (day: Date) => day.toISOString().slice(0, 10);

/** Whether a calendar day (UTC midnight of that date) is a public holiday in Poland. */
export function isPolishHoliday(day: Date): boolean {
  if (FIXED_HOLIDAYS.includes(iso(day).slice(5))) return true;
  const sunday = easter(day.getUTCFullYear()).getTime();
  // Easter Sunday and Monday, Pentecost Sunday (+49), Corpus Christi (+60).
  return [0, 1, 49, 60].some((offset) => day.getTime() === sunday + offset * DAY_MS);
}

export function isBusinessDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPolishHoliday(day);
}

/** The first business day after a calendar day (UTC midnight of that date). */
export function nextBusinessDay(day: Date): Date {
  let next = new Date(day.getTime() + DAY_MS);
  while (!isBusinessDay(next)) next = new Date(next.getTime() + DAY_MS);
  return next;
}

/** The end (in Warsaw) of the next business day after a calendar day: a "by the next business day" deadline. */
export function endOfNextBusinessDay(day: Date): Date {
  const next = nextBusinessDay(day);
  return new Date(warsawDayStart(new Date(next.getTime() + DAY_MS)).getTime() - 1);
}
