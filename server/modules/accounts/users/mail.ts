import type { Config } from '../../../config.ts';
import type { Prisma, User } from '../../../generated/prisma/client.ts';
import { enqueueMail } from '../../../platform/mail/outbox.ts';

/**
 * The mail of an account an admin created when the sign-in is an external OIDC provider
 * (config.embeddedIdp false): the academy holds no passwords then, so the person is invited to
 * sign in at the provider with this e-mail address (the provider's own first-sign-in or
 * password-setting flow applies). With the embedded provider, accounts.ts mails a SET_PASSWORD
 * link instead.
 */
const TEXTS = {
  PL: {
    subject: 'Twoje konto w SkyPilot Academy',
    text: (name: string, email: string, link: string) =>
      `Dzień dobry ${name},\n\nadministrator założył dla Ciebie konto w SkyPilot Academy. Zaloguj się przez dostawcę logowania akademii adresem ${email}:\n\n${link}\n\nJeśli nie masz jeszcze hasła u dostawcy, ustaw je na jego stronie logowania (np. „Nie pamiętasz hasła?”).`,
  },
  EN: {
    subject: 'Your SkyPilot Academy account',
    text: (name: string, email: string, link: string) =>
      `Hello ${name},\n\nan administrator created a SkyPilot Academy account for you. Sign in through the academy's sign-in provider with ${email}:\n\n${link}\n\nIf you have no password at the provider yet, set one on its sign-in page (e.g. "Forgot password?").`,
  },
} as const;

const FOOTER = { PL: 'SkyPilot Academy — szkolenia pilotów dronów', EN: 'SkyPilot Academy — drone pilot training' };

export async function invitationToProviderMail(
  tx: Prisma.TransactionClient,
  config: Config,
  user: Pick<User, 'email' | 'firstName' | 'lastName' | 'language'>,
): Promise<void> {
  const t = TEXTS[user.language];
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const link = `${config.publicUrl.origin}/app/login`;
  await enqueueMail(tx, {
    to: user.email,
    subject: t.subject,
    text: `${t.text(name, user.email, link)}\n\n${FOOTER[user.language]}`,
  });
}
