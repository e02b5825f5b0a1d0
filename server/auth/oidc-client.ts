import { randomBytes, randomUUID } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Config } from '../config.ts';

export interface OidcClient {
  configuration(): Promise<oidc.Configuration>;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

/**
 * The server is a confidential OIDC client of the embedded provider or of OIDC_ISSUER.
 * Discovery runs on first use (the embedded provider is served by this very process, which is
 * not listening yet at start-up) and is retried after a failure.
 */
export function createOidcClient(config: Config, clientSecret: () => Promise<string>): OidcClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const origin = config.publicUrl.origin;
  return {
    redirectUri: `${origin}/app/login-redirect`,
    postLogoutRedirectUri: `${origin}/`,
    configuration() {
      discovered ??= (async () => {
        const insecure = new URL(config.issuer).protocol === 'http:';
        return oidc.discovery(new URL(config.issuer), config.OIDC_CLIENT_ID, await clientSecret(), undefined, {
          execute: insecure ? [oidc.allowInsecureRequests] : [],
        });
      })().catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
      return discovered;
    },
  };
}

const VERIFIER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/** PKCE verifier of 96 characters from the RFC 7636 alphabet (spec 9). */
export function pkceVerifier(length = 96): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += VERIFIER_ALPHABET[byte % VERIFIER_ALPHABET.length];
  return out;
}

export const randomState = () => randomUUID();
