import type { Certificate } from '../../../generated/prisma/client.ts';
import type { Language } from '../../../generated/prisma/enums.ts';
import type { OutgoingMail } from '../../../platform/mail/outbox.ts';
import { mailDate, signed } from '../../../platform/mail/layout.ts';

const TEXTS: Record<Language, { subject: string; body: string }> = {
  PL: {
    subject: 'Twój certyfikat {number} wkrótce straci ważność',
    body:
      'Certyfikat „{title}” ({number}) jest ważny do {validUntil}. ' +
      'Aby zachować uprawnienia, zapisz się na kurs lub egzamin odnawiający.\n\n' +
      'Twoje certyfikaty: {certificatesUrl}',
  },
  EN: {
    subject: 'Your certificate {number} expires soon',
    body:
      'The certificate “{title}” ({number}) is valid until {validUntil}. ' +
      'To keep your qualification, sign up for a refresher course or exam.\n\n' +
      'Your certificates: {certificatesUrl}',
  },
};

/** The reminder a holder gets once, some days before their certificate expires, in their language. */
export function reminderMail(
  certificate: Pick<Certificate, 'title' | 'number' | 'validUntil'>,
  holder: { email: string; language: Language },
  publicUrl: URL,
): OutgoingMail {
  const text = TEXTS[holder.language];
  const validUntil = certificate.validUntil ? mailDate(certificate.validUntil, holder.language) : '—';
  const fill = (template: string) =>
    template
      .replaceAll('{number}', certificate.number ?? '')
      .replaceAll('{title}', certificate.title)
      .replaceAll('{validUntil}', validUntil)
      .replaceAll('{certificatesUrl}', `${publicUrl.origin}/app/certificates`);
  return { to: holder.email, subject: fill(text.subject), text: signed(fill(text.body), holder.language) };
}
