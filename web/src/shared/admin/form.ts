import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { validationMessage } from '../errors/messages';
import type { FieldIssue, Issues } from '../validation/issues';

/**
 * Client checks of the catalogue forms: the same limits as the API contract, so most mistakes
 * are shown before sending; whatever the server still refuses comes back per field.
 */
export type { FieldIssue, Issues } from '../validation/issues';
export { serverIssues } from '../validation/issues';

export function issueText(i18n: I18n, issue: FieldIssue | undefined): string | undefined {
  if (!issue) return undefined;
  switch (issue.code) {
    case 'range': {
      const { min, max } = issue;
      return i18n._(msg`Enter a number from ${min} to ${max}`);
    }
    case 'decimals': {
      const { decimals } = issue;
      return i18n._(msg`At most ${decimals} decimal places`);
    }
    case 'date_order':
      return i18n._(msg`The end cannot be earlier than the start`);
    case 'coupon_code':
      return i18n._(msg`Use only letters A–Z, digits, hyphens and underscores`);
    case 'duplicate_code':
      return i18n._(msg`Discount code must have unique value`);
    default:
      return validationMessage(i18n, issue.code, issue.max);
  }
}

export function checkText(value: string, { required = false, max }: { required?: boolean; max: number }) {
  const text = value.trim();
  if (!text) return required ? ({ code: 'required' } as const) : null;
  return text.length > max ? ({ code: 'max_length', max } as const) : null;
}

/** '12,5' and '12.5' are both numbers; '' is null; anything else NaN. */
export function parseNumber(value: string): number | null {
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  if (!text) return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

export function checkNumber(
  value: string,
  { min, max, decimals = 0, required = false }: { min: number; max: number; decimals?: number; required?: boolean },
): FieldIssue | null {
  const number = parseNumber(value);
  if (number === null) return required ? { code: 'required' } : null;
  if (Number.isNaN(number)) return { code: 'invalid_number' };
  if (number < min || number > max) return { code: 'range', min, max };
  const fraction = value.trim().replace(',', '.').split('.')[1] ?? '';
  if (fraction.length > decimals) return decimals === 0 ? { code: 'invalid_number' } : { code: 'decimals', decimals };
  return null;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Drops the entries without an issue; true when nothing is left. */
export function compact<K extends string>(issues: Partial<Record<K, FieldIssue | null>>): Issues<K> {
  const result: Issues<K> = {};
  for (const [key, issue] of Object.entries(issues) as [K, FieldIssue | null | undefined][]) {
    if (issue) result[key] = issue;
  }
  return result;
}

/**
 * A day picked in a date input as the DateTime the API stores: the start of that day in
 * Europe/Warsaw, or its last millisecond (`end`), so "valid to 2025-06-30" includes that day.
 */
export function dayToDateTime(day: string, end = false): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d, end ? 23 : 0, end ? 59 : 0, end ? 59 : 0, end ? 999 : 0);
  // Warsaw's offset at that moment (+1 h or +2 h), read back through Intl.
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Warsaw',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(new Date(utc))
      .map((p) => [p.type, p.value]),
  );
  const shown = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  const offset = shown - Math.floor(utc / 60_000) * 60_000;
  return new Date(utc - offset).toISOString();
}

/** After a refused save, brings the first marked field into view and focus (once it re-rendered). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  window.setTimeout(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, 50);
}
