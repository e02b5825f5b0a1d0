import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../../../config.ts';
import { KSEF_SIMULATOR_PATH } from '../environments.ts';
import type { PrismaClient, SimulatedKsefAuth } from '../../../../../generated/prisma/client.ts';
import { unauthorized } from './errors.ts';
import type { SimulatorKey } from './keys.ts';
import { parseReference } from './reference.ts';
import { readToken, type TokenType } from './tokens.ts';

/** What the simulator's routes share. */
export interface SimulatorContext {
  prisma: PrismaClient;
  config: Config;
  /** The key pair and secret (read or made once, from AppSecret). */
  key: () => Promise<SimulatorKey>;
  /** The simulator's clock (tests move it; never a wall-clock wait). */
  now: () => Date;
}

/** Zod: a reference number in KSeF's format with a matching checksum. */
export const referenceParam = z.string().refine((v) => parseReference(v) !== null, 'Nieprawidłowy numer referencyjny.');
/** Zod: a SHA-256 in Base64 (the API's Sha256HashBase64). */
export const sha256Base64Field = z.base64().length(44);

/** A Zod error as the details of a 21405 ("Błąd walidacji danych wejściowych."). */
export const issues = (error: z.ZodError) =>
  error.issues.slice(0, 10).map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);

const whereToken = (type: TokenType, token: string) =>
  type === 'AuthenticationToken'
    ? { authenticationToken: token }
    : type === 'ContextToken'
      ? { accessToken: token }
      : { refreshToken: token };

/**
 * The authentication behind the request's `Authorization: Bearer` token of the given type (one
 * the simulator signed, unexpired, and still the current one of its row); otherwise answers 401.
 */
export async function authenticate(
  ctx: SimulatorContext,
  request: FastifyRequest,
  reply: FastifyReply,
  type: TokenType,
): Promise<SimulatedKsefAuth | null> {
  const token = /^Bearer\s+(\S{1,4096})\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) {
    unauthorized(request, reply, 'Wymagane jest uwierzytelnienie.');
    return null;
  }
  const read = readToken(await ctx.key(), token, ctx.now());
  const auth =
    read?.type === type ? await ctx.prisma.simulatedKsefAuth.findUnique({ where: whereToken(type, token) }) : null;
  if (!auth) {
    unauthorized(request, reply, 'Token jest nieprawidłowy lub wygasł.');
    return null;
  }
  return auth;
}

const STORAGE_LINK_LIFETIME_MS = 24 * 3600_000;

const linkSignature = (key: SimulatorKey, path: string, expires: number) =>
  createHmac('sha256', key.secret).update(`storage|${path}|${expires}`).digest('base64url');

/**
 * A UPO's download link, like KSeF's storage links (no token, expiring): a path under
 * /ksef-simulator/storage/ signed with the simulator's secret.
 */
export function storageLink(ctx: SimulatorContext, key: SimulatorKey, path: string) {
  const expires = ctx.now().getTime() + STORAGE_LINK_LIFETIME_MS;
  const url = new URL(`${KSEF_SIMULATOR_PATH}/storage/${path}`, ctx.config.publicUrl.origin);
  url.searchParams.set('se', String(expires));
  url.searchParams.set('sig', linkSignature(key, path, expires));
  return { url: url.toString(), expiresAt: new Date(expires).toISOString() };
}

export function storageLinkValid(ctx: SimulatorContext, key: SimulatorKey, path: string, se: unknown, sig: unknown) {
  if (typeof se !== 'string' || typeof sig !== 'string' || !/^\d{1,16}$/.test(se)) return false;
  const expires = Number(se);
  const expected = Buffer.from(linkSignature(key, path, expires));
  const received = Buffer.from(sig);
  return expected.length === received.length && timingSafeEqual(expected, received) && expires > ctx.now().getTime();
}
