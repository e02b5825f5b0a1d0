import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { PrismaClient, Session, User } from '../generated/prisma/client.ts';

/**
 * Browser sessions of the backend-for-frontend. The cookie holds a random token; the table keeps
 * only its SHA-256, so a leaked database row cannot be replayed as a cookie.
 */
export const sessionCookieName = (config: Config) => (config.secureCookies ? '__Host-academy_sid' : 'academy_sid');

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const LAST_SEEN_RESOLUTION_MS = 60_000;

export async function createSession(
  prisma: PrismaClient,
  config: Config,
  reply: FastifyReply,
  userId: string,
  idToken: string | undefined,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + config.SESSION_TTL_HOURS * 3600_000);
  await prisma.session.create({
    data: { id: sha256(token), userId, idToken, csrfToken: randomBytes(24).toString('base64url'), expiresAt },
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
