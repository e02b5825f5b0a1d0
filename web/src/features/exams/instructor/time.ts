import { addDays, type DayRange } from '../../../shared/days';
import { BOOKING_RANGE_MAX_DAYS } from '../../../shared/policies';
/**
 * Times of the instructor screens: shown and typed in Europe/Warsaw whatever the browser's zone,
 * sent as UTC instants; list ranges are Warsaw days written YYYY-MM-DD.
 */
export type { DayRange };

export const ZONE = 'Europe/Warsaw';

/** The server refuses a longer list range (VALIDATION_FAILED); a month view shows at most 42 days. */
export const MAX_RANGE_DAYS = BOOKING_RANGE_MAX_DAYS;

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: Date): { day: string; time: string; utcOfWall: number } {
  const p = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    day: `${p.year}-${p.month}-${p.day}`,
    time: `${p.hour}:${p.minute}`,
    utcOfWall: Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour),
      Number(p.minute),
      Number(p.second),
    ),
  };
}

/** The Warsaw day (YYYY-MM-DD) of an instant. */
export function warsawDay(instant: Date | string): string {
  return wallClock(typeof instant === 'string' ? new Date(instant) : instant).day;
}

/** The Warsaw time (HH:mm) of an instant. */
export function warsawTime(instant: Date | string): string {
  return wallClock(typeof instant === 'string' ? new Date(instant) : instant).time;
}

/** Warsaw's offset from UTC in minutes at an instant (60 in winter, 120 in summer). */
function offsetMinutes(ms: number): number {
  const instant = new Date(Math.floor(ms / 1000) * 1000);
  return Math.round((wallClock(instant).utcOfWall - instant.getTime()) / 60_000);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The instant (ISO, UTC) of a Warsaw wall-clock day and time, or null when either is not a real
 * value. A time skipped by the spring change (02:30 on the last Sunday of March) moves an hour on.
 */
export function warsawInstant(day: string, time: string): string | null {
  const d = DAY.exec(day);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const [year, month, date, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  if (new Date(wall).toISOString().slice(0, 10) !== day) return null;
  // The offset at the guess, then again at the result (they differ only next to a change).
  let ms = wall - offsetMinutes(wall) * 60_000;
  ms = wall - offsetMinutes(ms) * 60_000;
  return new Date(ms).toISOString();
}

/**
 * The list range of a calendar view: FullCalendar's visible range (`startStr`, `endStr` exclusive,
 * written in the calendar's zone, Warsaw) as inclusive Warsaw days.
 */
export function visibleRange(startStr: string, endStr: string): DayRange {
  const dateFrom = startStr.slice(0, 10);
  const end = endStr.slice(0, 10);
  // An end at midnight excludes that day; one later in the day (never in these views) includes it.
  const dateTo = /T00:00(:00)?/.test(endStr) || endStr.length === 10 ? addDays(end, -1) : end;
  return { dateFrom, dateTo: dateTo < dateFrom ? dateFrom : dateTo };
}

/**
 * The first day after a view's own period, from its visible range: a week view shows its 7 days;
 * a month view shows whole weeks around its month (starting at most 6 days before the 1st), so
 * its period ends on the 1st of the month after the one a week into the range. "Next slot" looks
 * from there: a slot in the neighbouring month's days on screen is still ahead.
 */
export function periodEnd(range: DayRange): string {
  const from = new Date(`${range.dateFrom}T00:00:00Z`);
  const to = new Date(`${range.dateTo}T00:00:00Z`);
  if (to.getTime() - from.getTime() < 7 * 86_400_000) return addDays(range.dateTo, 1);
  const inMonth = new Date(`${addDays(range.dateFrom, 7)}T00:00:00Z`);
  return new Date(Date.UTC(inMonth.getUTCFullYear(), inMonth.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

const hour = (value: number) => `${String(value).padStart(2, '0')}:00:00`;

/**
 * The hours a week's grid shows (FullCalendar's slotMinTime and slotMaxTime): `from`–`to`, widened
 * to whole hours around every slot (Warsaw time), a slot past midnight to the whole day.
 */
export function dayHours(
  slots: readonly { startsAt: string; endsAt: string }[],
  from = 7,
  to = 20,
): { min: string; max: string } {
  let min = from;
  let max = to;
  for (const slot of slots) {
    const start = wallClock(new Date(slot.startsAt));
    const end = wallClock(new Date(slot.endsAt));
    const [endHour = 0, endMinute = 0] = end.time.split(':').map(Number);
    const sameDay = start.day === end.day;
    if (!sameDay && endHour + endMinute > 0) return { min: hour(0), max: hour(24) };
    min = Math.min(min, Number(start.time.slice(0, 2)));
    max = Math.max(max, sameDay ? endHour + (endMinute > 0 ? 1 : 0) : 24);
  }
  return { min: hour(min), max: hour(max) };
}

/** The slot's times as "YYYY-MM-DD HH:mm–HH:mm" in Warsaw (the end's day too when it differs). */
export function formatSlotTime(startsAt: string, endsAt: string): string {
  const start = wallClock(new Date(startsAt));
  const end = wallClock(new Date(endsAt));
  return `${start.day} ${start.time}–${end.day === start.day ? '' : `${end.day} `}${end.time}`;
}

/** The default start offered for a new slot: tomorrow (Warsaw) at 09:00. */
export function defaultSlotStart(now: Date = new Date()): { day: string; time: string } {
  return { day: addDays(warsawDay(now), 1), time: '09:00' };
}
