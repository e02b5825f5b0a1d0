import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Credentials of API clients and webhook subscriptions. A client secret is 256 random bits, so a
 * plain SHA-256 keeps it safe at rest (a slow password hash guards guessable secrets, and a
 * token request would pay for it every time); only the hash is stored.
 */
export const newClientId = () => `ac_${randomBytes(12).toString('base64url')}`;
export const newClientSecret = () => `acs_${randomBytes(32).toString('base64url')}`;

const HASH_PREFIX = 'sha256:';
export const hashClientSecret = (secret: string) =>
  `${HASH_PREFIX}${createHash('sha256').update(secret).digest('hex')}`;
export const isClientSecretHash = (stored: string) => stored.startsWith(HASH_PREFIX);

/** Constant time: the presented secret's hash against the stored one. */
export function clientSecretMatches(storedHash: string, presented: string): boolean {
  const expected = Buffer.from(storedHash);
  const actual = Buffer.from(hashClientSecret(presented));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * The claim of a client-credentials token that names the secret it was issued for (a short
 * digest of the stored hash): a token of a rotated secret no longer matches, within the same
 * second too (its `iat` could not tell).
 */
export const SECRET_CLAIM = 'sfp';
export const secretFingerprint = (storedHash: string) =>
  createHash('sha256').update(storedHash).digest('base64url').slice(0, 16);

/** A Standard Webhooks signing secret: `whsec_` and 24 random bytes, Base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;
