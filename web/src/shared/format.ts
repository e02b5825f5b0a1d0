import { i18n } from '@lingui/core';

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
