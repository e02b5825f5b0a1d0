import { i18n } from '@lingui/core';
import { warsawDay } from './days';

/** Dates are shown in Europe/Warsaw as YYYY-MM-DD HH:mm (spec 9 date format). */
const dateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(dateTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * Money is integer grosze (DESIGN "Money"); shown in PLN per language: '1 299,00 zł' in Polish
 * (grouped from the thousands on), 'PLN 1,299.00' in English.
 */
const money: Record<'pl' | 'en', Intl.NumberFormat> = {
  pl: new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', useGrouping: 'always' }),
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PLN' }),
};

export function formatMoney(grosze: number | null | undefined, locale: string = i18n.locale || 'pl'): string {
  if (grosze == null || !Number.isFinite(grosze)) return '—';
  return money[locale.toLowerCase().startsWith('en') ? 'en' : 'pl'].format(grosze / 100);
}

/** A day as YYYY-MM-DD in Europe/Warsaw (spec 9 date format), or a dash. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : warsawDay(date);
}

/**
 * A file size for people, the same on every screen: 512 B, 1.5 KB, 5.5 MB, 200 MB, 3 GB (binary
 * units, one decimal below 100, the locale's decimal separator); nothing for an impossible size.
 */
export function formatBytes(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${units[unit]}`;
}
