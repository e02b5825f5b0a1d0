/**
 * Time in Europe/Warsaw, the academy's zone (DESIGN "Time": stored UTC, shown in Warsaw): the
 * one home of the server's Warsaw days, years and minutes. `Date` columns hold a calendar day as
 * UTC midnight of that date.
 */
export const WARSAW = 'Europe/Warsaw';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: WARSAW,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of a moment in Warsaw. */
export function warsawDate(moment: Date): string {
  return dayFormat.format(moment);
}

/** Today's date in Warsaw, as UTC midnight (how `Date` columns are kept). */
export function warsawToday(now = new Date()): Date {
  return new Date(`${warsawDate(now)}T00:00:00.000Z`);
}

const yearFormat = new Intl.DateTimeFormat('en', { timeZone: WARSAW, year: 'numeric' });

/** The calendar year of a moment in Warsaw (purchase and invoice numbers belong to it). */
export const warsawYear = (moment: Date) => Number(yearFormat.format(moment));

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: WARSAW,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Warsaw's offset from UTC at an instant, in milliseconds (+1 h or +2 h). */
function warsawOffset(instant: number): number {
  const parts = partsFormat.formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant;
}

/** The instant a calendar day (given as UTC midnight of that date) starts in Warsaw. */
export function warsawDayStart(day: Date): Date {
  const utc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const guess = utc - warsawOffset(utc);
  return new Date(utc - warsawOffset(guess));
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * A converter of moments to Warsaw's wall clock held in a Date's UTC fields (its getUTC…() read
 * Warsaw's date and time): what a spreadsheet's date cell takes, as a cell has no time zone.
 * Asks Intl only once per UTC hour (the offset changes on whole UTC hours): formatting every row
 * of a large export with Intl costs more than a second per 100 000 rows. One per export (its
 * cache grows with the hours it meets).
 */
export function warsawWallClock(): (date: Date) => Date {
  const offsets = new Map<number, number>();
  return (date) => {
    const hour = Math.floor(date.getTime() / 3_600_000);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      offset = warsawOffset(hour * 3_600_000);
      offsets.set(hour, offset);
    }
    return new Date(date.getTime() + offset);
  };
}

/** A formatter of `YYYY-MM-DD HH:mm` in Warsaw, as fast as warsawWallClock (one per export). */
export function warsawMinuteFormatter(): (date: Date) => string {
  const wallClock = warsawWallClock();
  return (date) => {
    const local = wallClock(date);
    return (
      `${local.getUTCFullYear()}-${pad2(local.getUTCMonth() + 1)}-${pad2(local.getUTCDate())} ` +
      `${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}`
    );
  };
}
