import type { Language } from '../../../../generated/prisma/enums.ts';
import { signed } from '../../../../platform/mail/layout.ts';
import type { OutgoingMail } from '../../../../platform/mail/outbox.ts';

/** The owner's e-mail when a webhook subscription was disabled after failing again and again. */
const TEXTS: Record<Language, { subject: string; body: string }> = {
  PL: {
    subject: 'Webhook klienta API „{client}” został wyłączony',
    body:
      'Adres {url} nie przyjął {failures} kolejnych prób dostarczenia zdarzeń klienta API „{client}”, więc przestaliśmy je wysyłać. ' +
      'Gdy adres znów działa, włącz subskrypcję w ustawieniach klienta API ({link}); zaległe zdarzenia wyślemy wtedy ponownie.',
  },
  EN: {
    subject: 'The webhook of API client “{client}” was disabled',
    body:
      'The address {url} did not accept {failures} attempts in a row to deliver the events of API client “{client}”, so we stopped sending them. ' +
      'Once it works again, enable the subscription in the API client’s settings ({link}); the waiting events will then be sent.',
  },
};

export function webhookDisabledMail(
  owner: { email: string; language: Language },
  { client, url, failures, link }: { client: string; url: string; failures: number; link: string },
): OutgoingMail {
  const text = TEXTS[owner.language];
  const fill = (template: string) =>
    template
      .replaceAll('{client}', client)
      .replaceAll('{url}', url)
      .replaceAll('{failures}', String(failures))
      .replaceAll('{link}', link);
  return { to: owner.email, subject: fill(text.subject), text: signed(fill(text.body), owner.language) };
}
