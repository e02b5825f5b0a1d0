import type { Language } from '../../../../generated/prisma/enums.ts';
import { signed } from '../../../../platform/mail/layout.ts';
import type { OutgoingMail } from '../../../../platform/mail/outbox.ts';

/**
 * The buyer's e-mail when KSeF accepts their invoice: the KSeF number is how the invoice is
 * found in KSeF (the buyer receives it there); a PDF is only its visualisation.
 */
const TEXTS: Record<Language, { subject: string; body: string }> = {
  PL: {
    subject: 'Faktura {document} do zamówienia {number} jest w KSeF',
    body:
      'Faktura {document} do zamówienia {number} została przyjęta w Krajowym Systemie e-Faktur pod numerem KSeF {ksef}. ' +
      'Znajdziesz ją w KSeF pod tym numerem; jej wizualizację w PDF (z kodem QR do weryfikacji) pobierzesz ze strony zamówienia.',
  },
  EN: {
    subject: 'Invoice {document} for order {number} is in KSeF',
    body:
      'Invoice {document} for order {number} has been accepted by KSeF, the Polish National e-Invoice System, under the KSeF number {ksef}. ' +
      'You will find it in KSeF under that number; its PDF visualisation (with a QR code to verify it) is on the order page.',
  },
};

export function ksefAcceptedMail(
  purchase: { number: string; email: string; language: Language },
  document: { documentNumber: string; ksefNumber: string },
): OutgoingMail {
  const text = TEXTS[purchase.language];
  const fill = (template: string) =>
    template
      .replaceAll('{document}', document.documentNumber)
      .replaceAll('{number}', purchase.number)
      .replaceAll('{ksef}', document.ksefNumber);
  return { to: purchase.email, subject: fill(text.subject), text: signed(fill(text.body), purchase.language) };
}
