import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { Prisma, type PrismaClient, type User, type UserTokenKind } from '../../generated/prisma/client.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { endAllSessions } from '../session.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { escapeHtml } from '../../platform/html.ts';
import { MESSAGES, type Lang } from './messages.ts';
import { FALLBACK_LANGUAGE } from '../../contract/policies.ts';

/**
 * Account rules of the embedded provider (sign-in, registration, e-mail verification, password
 * reset). No HTTP here: the interaction routes validate input and present the results.
 * Links carry a random token; only its SHA-256 is stored (UserToken), and each is single-use.
 */
export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;
/** The first-password link of an account an admin created (users module's createUser). */
export const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The links that set a password on the reset-password page: a reset, or an admin-created account's first. */
const PASSWORD_TOKENS: UserTokenKind[] = ['RESET_PASSWORD', 'SET_PASSWORD'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The user behind a provider subject, or undefined when missing or INACTIVE. */
export async function findActiveUser(prisma: PrismaClient, id: string): Promise<User | undefined> {
  if (!UUID.test(id)) return undefined;
  const user = await prisma.user.findUnique({ where: { id } });
  return user && user.accountStatus === 'ACTIVE' ? user : undefined;
}

/**
 * Token claims from the database row (read again at every token issue, so a changed role or
 * name shows up in the next token). `resource_access` has Keycloak's shape, read by the app.
 */
export function userClaims(user: User, clientId: string) {
  const displayName = [user.firstName, user.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return {
    sub: user.id,
    name: displayName || user.email,
    preferred_username: user.email,
    email: user.email,
    email_verified: user.emailVerified,
    ...(user.firstName ? { given_name: user.firstName } : {}),
    ...(user.lastName ? { family_name: user.lastName } : {}),
    resource_access: { [clientId]: { roles: [user.role] } },
  };
}

export type SignInResult = { ok: true; user: User } | { ok: false; reason: 'invalid' | 'unverified' | 'inactive' };

// Verifying against a throw-away hash when the e-mail is unknown keeps the answer time the same,
// so timing does not reveal which addresses have accounts.
let dummyHash: Promise<string> | undefined;

export async function authenticate(prisma: PrismaClient, email: string, password: string): Promise<SignInResult> {
  const user = await prisma.user.findUnique({ where: { email: normalizeEmail(email) } });
  if (!user?.passwordHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(await dummyHash, password);
    return { ok: false, reason: 'invalid' };
  }
  if (!(await verifyPassword(user.passwordHash, password))) return { ok: false, reason: 'invalid' };
  // Only someone who knows the password learns the account's state.
  if (user.accountStatus !== 'ACTIVE') return { ok: false, reason: 'inactive' };
  if (!user.emailVerified) return { ok: false, reason: 'unverified' };
  return { ok: true, user };
}

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  lang: Lang;
}

/** Creates the account (role REGISTER, unverified) and queues the verification mail with it. */
export async function registerAccount(
  prisma: PrismaClient,
  config: Config,
  input: Registration,
): Promise<{ ok: true } | { ok: false; reason: 'duplicate' }> {
  const email = normalizeEmail(input.email);
  if (await prisma.user.findUnique({ where: { email }, select: { id: true } }))
    return { ok: false, reason: 'duplicate' };
  const passwordHash = await hashPassword(input.password);
  try {
    await prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          language: input.lang === 'en' ? 'EN' : FALLBACK_LANGUAGE,
          role: 'REGISTER',
          emailVerified: false,
        },
      });
      await sendVerification(tx, config, user, input.lang);
    });
  } catch (error) {
    // A concurrent registration of the same address won the race.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      return { ok: false, reason: 'duplicate' };
    throw error;
  }
  return { ok: true };
}

/** A mail about the account of an address a visitor typed, in their language; nothing for an unknown address. */
type AccountMail = (prisma: PrismaClient, config: Config, email: string, lang: Lang) => Promise<void>;

/** A new verification link for an unverified, active account; silently nothing otherwise. */
export const resendVerification: AccountMail = async (prisma, config, email, lang) => {
  const user = await prisma.user.findUnique({ where: { email: normalizeEmail(email) } });
  if (!user || user.emailVerified || user.accountStatus !== 'ACTIVE') return;
  await prisma.$transaction((tx) => sendVerification(tx, config, user, lang));
};

/** Marks the address verified when the token is valid; false for unknown, used or expired. */
export async function verifyEmail(prisma: PrismaClient, token: string): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const row = await consumeToken(tx, 'VERIFY_EMAIL', token);
    if (!row) return false;
    await tx.user.update({ where: { id: row.userId }, data: { emailVerified: true } });
    return true;
  });
}

/** Sends a reset link to an active account; the caller answers the same whether or not it did. */
export const requestPasswordReset: AccountMail = async (prisma, config, email, lang) => {
  const user = await prisma.user.findUnique({ where: { email: normalizeEmail(email) } });
  if (!user || user.accountStatus !== 'ACTIVE') return;
  await prisma.$transaction(async (tx) => {
    const { token, expiresAt } = await createToken(tx, user.id, 'RESET_PASSWORD', RESET_PASSWORD_TTL_MS);
    const m = MESSAGES[lang];
    const link = `${config.issuer}/reset-password?token=${token}&lang=${lang}`;
    await enqueueMail(tx, {
      to: user.email,
      subject: m.resetMailSubject,
      text: `${m.resetMailText(link)}\n\n${m.mailFooter}`,
      html: mailHtml(m.resetMailText(link), link, m.resetMailButton, m.mailFooter),
      secretExpiresAt: expiresAt,
    });
  });
};

/**
 * Which kind of password link `token` is while it may still be used (to show the form with its
 * title, or the "link expired" page): RESET_PASSWORD, SET_PASSWORD, or null.
 */
export async function passwordTokenKind(
  prisma: PrismaClient,
  token: string,
): Promise<'RESET_PASSWORD' | 'SET_PASSWORD' | null> {
  if (!token || token.length > 200) return null;
  const row = await prisma.userToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.usedAt || row.expiresAt <= new Date()) return null;
  return row.kind === 'RESET_PASSWORD' || row.kind === 'SET_PASSWORD' ? row.kind : null;
}

/** Whether a reset (or set-password) link may still be used. */
export async function resetTokenUsable(prisma: PrismaClient, token: string): Promise<boolean> {
  return (await passwordTokenKind(prisma, token)) !== null;
}

/**
 * Sets the new password (a reset link, or the SET_PASSWORD link of an account an admin created)
 * and uses up the token and every other password link of the account. Receiving the link proves
 * control of the mailbox, so the address counts as verified too.
 */
export async function resetPassword(prisma: PrismaClient, token: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return prisma.$transaction(async (tx) => {
    const row = await consumeToken(tx, PASSWORD_TOKENS, token);
    if (!row) return false;
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash, emailVerified: true } });
    await tx.userToken.updateMany({
      where: { userId: row.userId, kind: { in: PASSWORD_TOKENS }, usedAt: null },
      data: { usedAt: new Date() },
    });
    // Whoever knew the old password may be signed in somewhere: end every session and token.
    await endAllSessions(tx, row.userId);
    return true;
  });
}

type Tx = Prisma.TransactionClient;

async function createToken(
  tx: Tx,
  userId: string,
  kind: UserTokenKind,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await tx.userToken.create({ data: { userId, kind, tokenHash: hashToken(token), expiresAt } });
  return { token, expiresAt };
}

/** Marks a valid token used; the conditional update makes a second use fail even concurrently. */
async function consumeToken(tx: Tx, kind: UserTokenKind | UserTokenKind[], token: string) {
  if (!token || token.length > 200) return undefined;
  const row = await tx.userToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || !(Array.isArray(kind) ? kind : [kind]).includes(row.kind)) return undefined;
  const { count } = await tx.userToken.updateMany({
    where: { id: row.id, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  return count === 1 ? row : undefined;
}

/**
 * The mail of an account an admin created (users module): a single-use SET_PASSWORD link to the
 * reset-password page, valid 7 days, in the account's language. Run in the creating transaction.
 */
export async function sendSetPasswordLink(
  tx: Tx,
  config: Config,
  user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName'>,
  lang: Lang,
): Promise<void> {
  const { token, expiresAt } = await createToken(tx, user.id, 'SET_PASSWORD', SET_PASSWORD_TTL_MS);
  const m = MESSAGES[lang];
  const link = `${config.issuer}/reset-password?token=${token}&lang=${lang}`;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const body = m.setPasswordMailText(name, user.email, link);
  await enqueueMail(tx, {
    to: user.email,
    subject: m.setPasswordMailSubject,
    text: `${body}\n\n${m.mailFooter}`,
    html: mailHtml(body, link, m.setPasswordMailButton, m.mailFooter),
    secretExpiresAt: expiresAt,
  });
}

async function sendVerification(tx: Tx, config: Config, user: User, lang: Lang): Promise<void> {
  const { token, expiresAt } = await createToken(tx, user.id, 'VERIFY_EMAIL', VERIFY_EMAIL_TTL_MS);
  const m = MESSAGES[lang];
  const link = `${config.issuer}/verify-email?token=${token}&lang=${lang}`;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  await enqueueMail(tx, {
    to: user.email,
    subject: m.verifyMailSubject,
    text: `${m.verifyMailText(name, link)}\n\n${m.mailFooter}`,
    html: mailHtml(m.verifyMailText(name, link), link, m.verifyMailButton, m.mailFooter),
    secretExpiresAt: expiresAt,
  });
}

/** The HTML part: the text's paragraphs, the link as a button, the footer. */
function mailHtml(text: string, link: string, button: string, footer: string): string {
  const paragraphs = text
    .split('\n\n')
    .map((p) => (p === link ? '' : `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`))
    .join('');
  const href = escapeHtml(link);
  return `<!DOCTYPE html><html><body style="font-family:system-ui,Arial,sans-serif;color:#0f172a;line-height:1.5">${paragraphs}<p><a href="${href}" style="display:inline-block;padding:12px 20px;background:#0b1f3a;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:700">${escapeHtml(button)}</a></p><p style="font-size:13px;color:#475569">${href}</p><p style="font-size:13px;color:#475569">${escapeHtml(footer)}</p></body></html>`;
}
