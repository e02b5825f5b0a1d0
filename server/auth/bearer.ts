import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config.ts';
import type { IdentityClaims } from './users.ts';

/**
 * Verifies `Authorization: Bearer <JWT>` access tokens of the issuer against its JWKS.
 * `keys` lets the embedded provider hand over its key set without an HTTP round trip; its
 * access tokens are also checked to be meant for this API (`audience`).
 */
export function createBearerVerifier(config: Config, keys?: JWTVerifyGetKey, audience?: string) {
  const jwks = keys ?? createRemoteJWKSet(new URL(`${config.issuer}/jwks`));
  return async (token: string): Promise<IdentityClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer, ...(audience ? { audience } : {}) });
      return typeof payload.sub === 'string' ? (payload as IdentityClaims) : null;
    } catch {
      return null;
    }
  };
}

export type BearerVerifier = ReturnType<typeof createBearerVerifier>;
