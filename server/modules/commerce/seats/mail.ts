import type { Language } from '../../../generated/prisma/enums.ts';
import type { OutgoingMail } from '../../../platform/mail/outbox.ts';
import { signed } from '../../../platform/mail/layout.ts';

/**
 * What a person is told when a company's seat changes for them, in the person's language (the
 * company's for an e-mail with no account yet): invited (no account: the registration link),
 * assigned (the course is in My courses), an invitation withdrawn, an assigned course taken back.
 */
export type SeatChange = 'INVITED' | 'ASSIGNED' | 'INVITATION_WITHDRAWN' | 'ASSIGNMENT_REVOKED';

const TEXTS: Record<Language, Record<SeatChange, { subject: string; body: string }>> = {
  PL: {
    INVITED: {
      subject: '{company} zaprasza Cię na kurs „{course}”',
      body:
        'Dzień dobry!\n\n{company} przydziela Ci miejsce na kursie „{course}” w SkyPilot Academy.\n\n' +
        'Załóż konto na ten adres e-mail ({email}) jako osoba prywatna, a kurs pojawi się w zakładce Moje kursy:\n' +
        '{url}\n\nJeśli masz już konto, dokończ rejestrację po zalogowaniu.',
    },
    ASSIGNED: {
      subject: '{company} przydziela Ci kurs „{course}”',
      body:
        'Dzień dobry!\n\n{company} przydziela Ci miejsce na kursie „{course}” w SkyPilot Academy.\n\n' +
        'Kurs jest już na Twoim koncie ({email}), w zakładce Moje kursy:\n{url}',
    },
    INVITATION_WITHDRAWN: {
      subject: 'Zaproszenie na kurs „{course}” zostało wycofane',
      body:
        'Dzień dobry!\n\nZaproszenie od firmy {company} na kurs „{course}” w SkyPilot Academy zostało wycofane: ' +
        'założenie konta na adres {email} nie da już dostępu do tego kursu.\n\n' +
        'Kursy akademii: {url}\n\nZ pytaniami zwróć się do firmy {company}, która zarządza tymi miejscami.',
    },
    ASSIGNMENT_REVOKED: {
      subject: 'Kurs „{course}” nie jest już przydzielony do Twojego konta',
      body:
        'Dzień dobry!\n\nFirma {company} zwolniła miejsce na kursie „{course}” w SkyPilot Academy przydzielone do ' +
        'Twojego konta ({email}). Kursu nie ma już w zakładce Moje kursy:\n{url}\n\n' +
        'Z pytaniami zwróć się do firmy {company}, która zarządza tymi miejscami.',
    },
  },
  EN: {
    INVITED: {
      subject: '{company} invites you to the course “{course}”',
      body:
        'Hello,\n\n{company} has given you a seat on the course “{course}” at SkyPilot Academy.\n\n' +
        'Create an account with this e-mail address ({email}) as a private person and the course will be in My courses:\n' +
        '{url}\n\nIf you already have an account, complete the registration after signing in.',
    },
    ASSIGNED: {
      subject: '{company} has given you the course “{course}”',
      body:
        'Hello,\n\n{company} has given you a seat on the course “{course}” at SkyPilot Academy.\n\n' +
        'The course is already in your account ({email}), in My courses:\n{url}',
    },
    INVITATION_WITHDRAWN: {
      subject: 'The invitation to the course “{course}” has been withdrawn',
      body:
        'Hello,\n\n{company} has withdrawn the invitation to the course “{course}” at SkyPilot Academy: creating an ' +
        'account with {email} will no longer give you this course.\n\n' +
        'The academy’s courses: {url}\n\nPlease contact {company} with any questions.',
    },
    ASSIGNMENT_REVOKED: {
      subject: 'The course “{course}” is no longer assigned to your account',
      body:
        'Hello,\n\n{company} has released the seat on the course “{course}” at SkyPilot Academy that was assigned ' +
        'to your account ({email}). The course is no longer in My courses:\n{url}\n\n' +
        'Please contact {company} with any questions.',
    },
  },
};

/** Where each mail sends the person in the app (opened in their language). */
const PATHS: Record<SeatChange, string> = {
  INVITED: 'register',
  ASSIGNED: 'my-courses',
  INVITATION_WITHDRAWN: 'courses',
  ASSIGNMENT_REVOKED: 'my-courses',
};

export interface SeatMailSubject {
  /** The person's e-mail and language. */
  to: string;
  language: Language;
  /** The company's name as it is shown, and the course's title in the person's language. */
  company: string;
  course: string;
}

/** The mail about `change` of a seat, with its link to the app at `publicUrl`. */
export function seatMail(change: SeatChange, subject: SeatMailSubject, publicUrl: URL): OutgoingMail {
  const text = TEXTS[subject.language][change];
  const url = `${publicUrl.origin}/app/${PATHS[change]}?lang=${subject.language.toLowerCase()}`;
  const values: Record<string, string> = { company: subject.company, course: subject.course, email: subject.to, url };
  // One pass with a function: a company or course name never reads as a placeholder or a `$` pattern.
  const fill = (template: string) =>
    template.replace(/\{(company|course|email|url)\}/g, (_m, key: string) => values[key]!);
  return { to: subject.to, subject: fill(text.subject), text: signed(fill(text.body), subject.language) };
}
