import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config.ts';
import type { IdentityClaims } from './users.ts';

/**
 * Verifies `Authorization: Bearer <JWT>` access tokens of the issuer against its JWKS.
 * `keys` lets the embedded provider hand over its key set without an HTTP round trip; its
 * access tokens are also checked to be meant for this API (`audience`).
 */
export function createBearerVerifier(config: Config, keys?: JWTVerifyGetKey, audience?: string) {
  const jwks = keys ?? discoveredKeys(config.issuer);
  return async (token: string): Promise<IdentityClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer, ...(audience ? { audience } : {}) });
      return typeof payload.sub === 'string' ? (payload as IdentityClaims) : null;
    } catch {
      return null;
    }
  };
}

/**
 * An external provider's key set, found where its discovery document says (`jwks_uri`: Keycloak
 * keeps it under /protocol/openid-connect/certs); asked once, again only after a failed discovery.
 */
function discoveredKeys(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const load = async () => {
    const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`OpenID discovery of ${issuer} answered ${response.status}`);
    const { jwks_uri } = (await response.json()) as { jwks_uri?: string };
    return createRemoteJWKSet(new URL(jwks_uri ?? `${issuer}/jwks`));
  };
  return async (header, token) => {
    // A failed discovery is tried again by the next request; a bad token is only a bad token.
    keys ??= load().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return (await keys)(header, token);
  };
}

export type BearerVerifier = ReturnType<typeof createBearerVerifier>;
