import type { Language } from '../../generated/prisma/enums.ts';
import { escapeHtml } from '../html.ts';
import { WARSAW } from '../time.ts';

/**
 * The mail layer: what every mail to a person shares, in the recipient's language. Modules write
 * their own sentences; the signature, money, dates and the HTML form of a plain-text body come
 * from here, so two mails never sign or format differently.
 */

/** The signature under every mail to a person. */
export const SIGNATURE: Record<Language, string> = {
  PL: 'Zespół SkyPilot Academy',
  EN: 'The SkyPilot Academy team',
};

/** The formatting locale of a mail's language. */
export const mailLocale = (language: Language) => (language === 'PL' ? 'pl-PL' : 'en-GB');

/** Grosze as "1 234,50 zł" (PL) or "PLN 1,234.50" (EN). */
export function mailMoney(grosze: number, language: Language): string {
  return new Intl.NumberFormat(mailLocale(language), { style: 'currency', currency: 'PLN' }).format(grosze / 100);
}

/** A moment in Warsaw time, short: "29.11.2026, 14:05" / "29/11/2026, 14:05". */
export function mailDateTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(mailLocale(language), {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: WARSAW,
  }).format(date);
}

/** A day in Warsaw time, long: "29 listopada 2026" / "29 November 2026". */
export function mailDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(mailLocale(language), { dateStyle: 'long', timeZone: WARSAW }).format(date);
}

/** A plain-text body with the signature below it. */
export function signed(body: string, language: Language): string {
  return `${body}\n\n${SIGNATURE[language]}`;
}

/** The HTML form of a plain-text body: escaped, its line breaks kept. */
export function textAsHtml(text: string): string {
  return `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`;
}
