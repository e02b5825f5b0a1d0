import type { Config } from '../../../config.ts';
import type { ConsultationRequest } from '../../../generated/prisma/client.ts';
import type { ConsultationTime, Language } from '../../../generated/prisma/enums.ts';
import type { OutgoingMail } from '../../../platform/mail/outbox.ts';
import { escapeHtml } from '../../../platform/html.ts';
import { signed, SIGNATURE, textAsHtml } from '../../../platform/mail/layout.ts';

/**
 * The contact module's e-mails. The office reads Polish; visitors get their own language. Every
 * value a visitor typed goes into the plain-text part as typed and into the HTML part escaped,
 * so nothing typed becomes markup, and subjects are single-line (the service folds line breaks).
 */

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

const LANGUAGE_NAME: Record<Language, string> = { PL: 'polski', EN: 'angielski' };

/** Label/value rows as plain text and as an escaped HTML table. */
function rows(pairs: [string, string][], body?: [string, string]): { text: string; html: string } {
  const text = [
    ...pairs.map(([label, value]) => `${label}: ${value}`),
    ...(body ? ['', `${body[0]}:`, body[1]] : []),
  ].join('\n');
  const cells = pairs
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const message = body ? `<p><strong>${escapeHtml(body[0])}:</strong></p>${textAsHtml(body[1])}` : '';
  return { text, html: `<table>${cells}</table>${message}` };
}

export function contactOfficeMail(m: ContactMessage, language: Language, config: Config): OutgoingMail {
  const { text, html } = rows(
    [
      ['Od', `${m.firstName} ${m.lastName}`],
      ['E-mail', m.email],
      ['Telefon', m.phone],
      ['Temat', m.subject],
      ['Język', LANGUAGE_NAME[language]],
    ],
    ['Wiadomość', m.message],
  );
  return {
    to: config.OFFICE_EMAIL,
    replyTo: m.email,
    subject: `Formularz kontaktowy: ${m.subject}`,
    text: `Nowa wiadomość z formularza kontaktowego. Odpowiedz na tę wiadomość, aby napisać do nadawcy.\n\n${text}`,
    html: `<p>Nowa wiadomość z formularza kontaktowego. Odpowiedz na tę wiadomość, aby napisać do nadawcy.</p>${html}`,
  };
}

const ACK = {
  PL: {
    subject: 'Otrzymaliśmy Twoją wiadomość',
    body:
      'Dzień dobry,\n\ndziękujemy za wiadomość wysłaną przez formularz kontaktowy SkyPilot Academy. ' +
      'Biuro odpowie w godzinach pracy (pon.–pt. 10:00–18:00).\n\n' +
      'Jeśli to nie Ty wysłałeś wiadomość, zignoruj ten e-mail.',
  },
  EN: {
    subject: 'We have received your message',
    body:
      'Hello,\n\nthank you for your message sent through the SkyPilot Academy contact form. ' +
      'Our office will reply during office hours (Mon–Fri 10:00–18:00).\n\n' +
      'If you did not send it, please ignore this e-mail.',
  },
} as const;

/**
 * The visitor's acknowledgement: fixed text only. Nothing typed into the form is repeated, so the
 * form cannot be used to send chosen text to someone else's address.
 */
export function contactAckMail(m: Pick<ContactMessage, 'email'>, language: Language, config: Config): OutgoingMail {
  const t = ACK[language];
  const text = `${t.body}\n\n${SIGNATURE[language]}\n${config.OFFICE_PHONE} · ${config.OFFICE_EMAIL}`;
  return { to: m.email, subject: t.subject, text, html: textAsHtml(text) };
}

export const TIME_NAMES: Record<Language, Record<ConsultationTime, string>> = {
  PL: {
    ASAP: 'jak najszybciej',
    MORNING: 'rano (10:00–12:00)',
    MIDDAY: 'w południe (12:00–15:00)',
    AFTERNOON: 'po południu (15:00–18:00)',
  },
  EN: {
    ASAP: 'as soon as possible',
    MORNING: 'morning (10:00–12:00)',
    MIDDAY: 'midday (12:00–15:00)',
    AFTERNOON: 'afternoon (15:00–18:00)',
  },
};

type Request = Pick<ConsultationRequest, 'name' | 'phone' | 'email' | 'preferredTime' | 'topic' | 'language'>;

export function consultationOfficeMail(r: Request, config: Config): OutgoingMail {
  const { text, html } = rows(
    [
      ['Imię i nazwisko', r.name],
      ['Telefon', r.phone],
      ['E-mail', r.email ?? '—'],
      ['Preferowana pora', TIME_NAMES.PL[r.preferredTime]],
      ['Język', LANGUAGE_NAME[r.language]],
    ],
    ['Temat', r.topic],
  );
  const intro =
    'Nowa prośba o bezpłatną 15-minutową konsultację. Zadzwoń w ciągu 30 minut w godzinach pracy ' +
    `(pon.–pt. 10:00–18:00) i oznacz ją jako obsłużoną: ${config.publicUrl.origin}/app/admin/consultations`;
  return {
    to: config.OFFICE_EMAIL,
    ...(r.email ? { replyTo: r.email } : {}),
    subject: `Konsultacja: ${r.name}, ${r.phone}`,
    text: `${intro}\n\n${text}`,
    html: `<p>${escapeHtml(intro)}</p>${html}`,
  };
}

const CONFIRMATION = {
  PL: {
    subject: 'Bezpłatna konsultacja: oddzwonimy do Ciebie',
    body: (r: Request, phone: string) =>
      `Dzień dobry,\n\ndziękujemy za prośbę o bezpłatną 15-minutową konsultację. ` +
      `Oddzwonimy na numer ${r.phone} w ciągu 30 minut w dni robocze (pon.–pt. 10:00–18:00); ` +
      `prośby złożone poza tymi godzinami obsługujemy na początku następnego dnia roboczego.\n\n` +
      `Preferowana pora: ${TIME_NAMES.PL[r.preferredTime]}\n\n` +
      `Jeśli wolisz, zadzwoń do nas: ${phone}. Jeśli to nie Ty prosiłeś o kontakt, zignoruj ten e-mail.`,
  },
  EN: {
    subject: 'Free consultation: we will call you back',
    body: (r: Request, phone: string) =>
      `Hello,\n\nthank you for requesting a free 15-minute consultation. ` +
      `We will call you back on ${r.phone} within 30 minutes on business days (Mon–Fri 10:00–18:00); ` +
      `requests made outside these hours are handled at the start of the next business day.\n\n` +
      `Preferred time: ${TIME_NAMES.EN[r.preferredTime]}\n\n` +
      `If you prefer, call us: ${phone}. If you did not ask to be called, please ignore this e-mail.`,
  },
} as const;

/**
 * The requester's confirmation (only with an e-mail address): the 30-minute promise. Only the
 * checked phone number and the chosen time are repeated, no typed text (see contactAckMail).
 */
export function consultationConfirmationMail(r: Request, config: Config): OutgoingMail {
  const t = CONFIRMATION[r.language];
  const body = signed(t.body(r, config.OFFICE_PHONE), r.language);
  return {
    to: r.email!,
    subject: t.subject,
    text: body,
    html: textAsHtml(body),
  };
}
