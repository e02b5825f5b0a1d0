import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Prisma, PrismaClient, Session, User } from '../generated/prisma/client.ts';

/**
 * Browser sessions of the backend-for-frontend. The cookie holds a random token; the table keeps
 * only its SHA-256, so a leaked database row cannot be replayed as a cookie.
 */
export const sessionCookieName = (config: Config) => (config.secureCookies ? '__Host-academy_sid' : 'academy_sid');

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** The row id of the session whose cookie holds `token` (only the hash is stored). */
export const sessionIdOf = sha256;
const LAST_SEEN_RESOLUTION_MS = 60_000;

export async function createSession(
  prisma: PrismaClient,
  config: Config,
  reply: FastifyReply,
  userId: string,
  /** The ID token's `sid`: which of the embedded provider's sessions this one came from. */
  providerSid: string | undefined,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + config.SESSION_TTL_HOURS * 3600_000);
  await prisma.session.create({
    data: {
      id: sha256(token),
      userId,
      providerSid,
      csrfToken: randomBytes(24).toString('base64url'),
      expiresAt,
    },
  });
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    secure: config.secureCookies,
    sameSite: 'lax',
    expires: expiresAt,
  });
}

export type SessionWithUser = Session & { user: User };

/** The live session behind the request's cookie, or null (expired rows are deleted on sight). */
export async function readSession(
  prisma: PrismaClient,
  config: Config,
  request: FastifyRequest,
): Promise<SessionWithUser | null> {
  const token = request.cookies[sessionCookieName(config)];
  if (!token) return null;
  const session = await prisma.session.findUnique({ where: { id: sha256(token) }, include: { user: true } });
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await prisma.session.deleteMany({ where: { id: session.id } });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: new Date(now) } });
  }
  return session;
}

export async function destroySession(
  prisma: PrismaClient,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionWithUser | null> {
  const session = await readSession(prisma, config, request);
  if (session) await prisma.session.deleteMany({ where: { id: session.id } });
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    secure: config.secureCookies,
    httpOnly: true,
    sameSite: 'lax',
  });
  return session;
}

export function csrfMatches(session: Session, header: unknown): boolean {
  if (typeof header !== 'string' || header.length !== session.csrfToken.length) return false;
  return timingSafeEqual(Buffer.from(header), Buffer.from(session.csrfToken));
}

type Db = Pick<Prisma.TransactionClient, 'session' | 'oidcPayload' | 'user'>;

/**
 * Ends everything that lets the user in without a password: the app's browser sessions, the
 * embedded provider's sessions, grants, codes and refresh tokens, and (through
 * `tokensValidAfter`) the JWT access tokens already issued. For a password reset, a deactivation
 * or a role taken away; run it in the transaction of that change.
 */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.session.deleteMany({ where: { userId } });
  await db.oidcPayload.deleteMany({ where: { accountId: userId } });
  await db.user.update({ where: { id: userId }, data: { tokensValidAfter: new Date() } });
}

/** Whether a bearer token was issued before the user's sessions were last ended. */
export function issuedBeforeSessionsEnded(user: User, issuedAtSeconds: unknown): boolean {
  if (!user.tokensValidAfter) return false;
  // JWT iat has whole seconds: a token of the same second as the reset counts as older.
  return typeof issuedAtSeconds !== 'number' || issuedAtSeconds * 1000 <= user.tokensValidAfter.getTime();
}

/**
 * Ends the embedded provider's session that a browser session came from (the one whose
 * authorization of our client carries its `sid`), so signing out of the app also signs out of
 * the provider, before the answer; the user's sessions in other browsers stay.
 */
export async function endProviderSession(db: Pick<Db, 'oidcPayload'>, config: Config, session: Session): Promise<void> {
  if (!session.providerSid) return;
  await db.oidcPayload.deleteMany({
    where: {
      type: 'Session',
      accountId: session.userId,
      payload: { path: ['authorizations', config.OIDC_CLIENT_ID, 'sid'], equals: session.providerSid },
    },
  });
}
