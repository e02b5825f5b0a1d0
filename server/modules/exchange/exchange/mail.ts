import { encodeGlobalID } from '@pothos/plugin-relay';
import type { JobOffer, PublicProfile } from '../../../generated/prisma/client.ts';
import type { Language, ServiceCategory } from '../../../generated/prisma/enums.ts';
import type { OutgoingMail } from '../../../platform/mail/outbox.ts';
import { signed } from '../../../platform/mail/layout.ts';

/**
 * The exchange's e-mails, in the recipient's language: a new offer in a category the provider
 * offers, and the removal of a business card by an admin.
 */

export const SERVICE_NAMES: Record<Language, Record<ServiceCategory, string>> = {
  PL: {
    OBJECT_INSPECTION: 'Inspekcje obiektów',
    THERMOVISION: 'Termowizja',
    MATERIAL_TRANSPORT: 'Transport materiałów',
    PHOTOGRAPHY: 'Fotografia',
    VIDEO: 'Filmowanie',
    CONSTRUCTION: 'Budownictwo',
    GEODESY: 'Geodezja',
    SURFACE_CLEANING: 'Czyszczenie powierzchni',
    SPECTRAL_ANALYSIS: 'Analiza spektralna',
    AGRICULTURE: 'Rolnictwo',
    FORESTRY: 'Leśnictwo',
    DRONE_SHOWS: 'Pokazy dronów',
  },
  EN: {
    OBJECT_INSPECTION: 'Object inspection',
    THERMOVISION: 'Thermovision',
    MATERIAL_TRANSPORT: 'Material transport',
    PHOTOGRAPHY: 'Photography',
    VIDEO: 'Video',
    CONSTRUCTION: 'Construction',
    GEODESY: 'Geodesy',
    SURFACE_CLEANING: 'Surface cleaning',
    SPECTRAL_ANALYSIS: 'Spectral analysis',
    AGRICULTURE: 'Agriculture',
    FORESTRY: 'Forestry',
    DRONE_SHOWS: 'Drone shows',
  },
};

const NEW_OFFER = {
  PL: {
    subject: 'Nowe zlecenie {number}: {category}',
    body:
      'Na giełdzie zleceń pojawiło się nowe zlecenie w kategorii, którą oferujesz: {category}.\n\n' +
      'Numer: {number}\nLokalizacja: {location}\n\n{excerpt}\n\nSzczegóły: {url}\n\n' +
      'Otrzymujesz tę wiadomość, ponieważ Twoja wizytówka na giełdzie zleceń obejmuje tę usługę.',
  },
  EN: {
    subject: 'New order {number}: {category}',
    body:
      'A new order in a category you offer was posted on the order exchange: {category}.\n\n' +
      'Number: {number}\nLocation: {location}\n\n{excerpt}\n\nDetails: {url}\n\n' +
      'You receive this message because your business card on the order exchange lists this service.',
  },
} as const;

/** The first 300 characters of a text, cut at a word. */
function excerptOf(text: string, max = 300): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 40)).trimEnd()}…`;
}

/** A provider whose services include the new offer's category is told about it (the link names the offer's global id, as the web's URLs do). */
export function newOfferMail(
  offer: Pick<JobOffer, 'id' | 'number' | 'category' | 'location' | 'description'>,
  provider: { email: string; language: Language },
  publicUrl: URL,
): OutgoingMail {
  const text = NEW_OFFER[provider.language];
  const fill = (template: string) =>
    template
      .replaceAll('{number}', offer.number)
      .replaceAll('{category}', SERVICE_NAMES[provider.language][offer.category])
      .replaceAll('{location}', offer.location)
      .replaceAll('{excerpt}', excerptOf(offer.description))
      .replaceAll('{url}', `${publicUrl.origin}/app/exchange/orders/${encodeGlobalID('JobOffer', offer.id)}`);
  return {
    to: provider.email,
    subject: fill(text.subject),
    text: signed(fill(text.body), provider.language),
  };
}

const REMOVED = {
  PL: {
    subject: 'Twoja wizytówka na giełdzie zleceń została usunięta',
    body:
      'Administrator usunął Twoją wizytówkę „{company}” z giełdy zleceń; nie jest już widoczna na mapie ' +
      'ani na liście usługodawców.\n\nMożesz ją poprawić i zapisać ponownie, a administrator ją sprawdzi: {url}',
  },
  EN: {
    subject: 'Your business card on the order exchange was removed',
    body:
      'An administrator removed your business card “{company}” from the order exchange; it no longer ' +
      'shows on the map or in the list of providers.\n\nYou may correct it and save it again for review: {url}',
  },
} as const;

/** The owner of a card an admin removed is told (no reason is given, spec 6). */
export function profileRemovedMail(
  profile: Pick<PublicProfile, 'companyName'>,
  owner: { email: string; language: Language },
  publicUrl: URL,
): OutgoingMail {
  const text = REMOVED[owner.language];
  const fill = (template: string) =>
    template.replaceAll('{company}', profile.companyName).replaceAll('{url}', `${publicUrl.origin}/app/public-profile`);
  return { to: owner.email, subject: fill(text.subject), text: signed(fill(text.body), owner.language) };
}
