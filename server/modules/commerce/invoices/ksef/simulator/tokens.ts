import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SimulatorKey } from './keys.ts';
import { parseReference, referenceNumber } from './reference.ts';

/**
 * The simulator's challenges and tokens, signed with its secret so that any process on the
 * database accepts what another issued. A challenge is a CR reference number carrying its own
 * moment (the milliseconds of its UTC day, 7 hex digits), a random nonce (6), so challenges of
 * the same millisecond differ, and a MAC of both (7): no table needed, and it is single-use
 * because the authentication made from it takes its digits (relatedReference).
 */

export const CHALLENGE_LIFETIME_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

const mac = (key: SimulatorKey, text: string) => createHmac('sha256', key.secret).update(text).digest();

const challengeTag = (key: SimulatorKey, timestampMs: number, nonce: string) =>
  mac(key, `challenge|${timestampMs}|${nonce}`).toString('hex').slice(0, 7).toUpperCase();

export function newChallenge(key: SimulatorKey, now: Date): { challenge: string; timestampMs: number } {
  const timestampMs = now.getTime();
  const ofDay = timestampMs - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const nonce = randomBytes(3).toString('hex').toUpperCase();
  const hex = `${ofDay.toString(16).padStart(7, '0')}${nonce}${challengeTag(key, timestampMs, nonce)}`.toUpperCase();
  return { challenge: referenceNumber('CR', now, hex), timestampMs };
}

/** The moment (ms) of a challenge this simulator issued and that is still fresh, else null. */
export function challengeTimestamp(key: SimulatorKey, challenge: string, now: Date): number | null {
  const parsed = parseReference(challenge);
  if (!parsed || parsed.kind !== 'CR') return null;
  const ofDay = Number.parseInt(parsed.hex.slice(0, 7), 16);
  const { day } = parsed;
  const dayStart = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6)));
  if (ofDay >= DAY_MS || Number.isNaN(dayStart)) return null;
  const timestampMs = dayStart + ofDay;
  const expected = Buffer.from(challengeTag(key, timestampMs, parsed.hex.slice(7, 13)));
  const received = Buffer.from(parsed.hex.slice(13));
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
  const age = now.getTime() - timestampMs;
  return age >= 0 && age <= CHALLENGE_LIFETIME_MS ? timestampMs : null;
}

export type TokenType = 'AuthenticationToken' | 'ContextToken' | 'RefreshToken';

/** Lifetimes like the real ones (uwierzytelnianie.md): minutes for access, 7 days for refresh. */
export const TOKEN_LIFETIME_MS: Record<TokenType, number> = {
  AuthenticationToken: 15 * 60_000,
  ContextToken: 15 * 60_000,
  RefreshToken: 7 * DAY_MS,
};

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A JWT (HS256 with the simulator's secret) of a token type, context NIP and authentication,
 * valid until `exp`; the tables keep the current ones, so a token no longer stored is refused.
 */
export function issueToken(
  key: SimulatorKey,
  type: TokenType,
  nip: string,
  authReference: string,
  now: Date,
): { token: string; validUntil: Date } {
  const validUntil = new Date(now.getTime() + TOKEN_LIFETIME_MS[type]);
  const data = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
    'token-type': type,
    'context-identifier-type': 'Nip',
    'context-identifier-value': nip,
    'auth-reference': authReference,
    jti: randomBytes(12).toString('hex'),
    iat: Math.floor(now.getTime() / 1000),
    exp: Math.floor(validUntil.getTime() / 1000),
    iss: 'ksef-simulator',
  })}`;
  return { token: `${data}.${mac(key, data).toString('base64url')}`, validUntil };
}

/** A token's type and expiry when the simulator signed it and it has not expired, else null. */
export function readToken(key: SimulatorKey, token: string, now: Date): { type: TokenType; exp: number } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const expected = mac(key, `${parts[0]}.${parts[1]}`);
  const received = Buffer.from(parts[2]!, 'base64url');
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString()) as {
      'token-type'?: unknown;
      exp?: unknown;
    };
    const type = payload['token-type'];
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now.getTime()) return null;
    if (type !== 'AuthenticationToken' && type !== 'ContextToken' && type !== 'RefreshToken') return null;
    return { type, exp: payload.exp };
  } catch {
    return null;
  }
}

/**
 * The one KSeF token the simulator accepts for a context: `SIMULATOR-TOKEN-{nip}` (its own
 * convention; real tokens are issued in KSeF's application). Anything else fails authentication
 * like a wrong token does in KSeF (status 450 "Nieprawidłowy token").
 */
export const simulatorKsefToken = (nip: string) => `SIMULATOR-TOKEN-${nip}`;
