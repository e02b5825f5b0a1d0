import type { Config } from '../../../config.ts';
import { API_CLIENT_SCOPES, isPermission, type Permission } from '../../../auth/permissions.ts';
import type { PrismaClient, User } from '../../../generated/prisma/client.ts';
import { AppError, RateLimitedError } from '../../../platform/errors.ts';
import { consume } from '../../../platform/rate-limit.ts';
import type { Viewer } from '../../../auth/viewer-can.ts';
import { SECRET_CLAIM, secretFingerprint } from './secrets.ts';

/** The claims of an access token that say which client it was issued to. */
export interface ClientClaims {
  sub: string;
  client_id?: unknown;
  azp?: unknown;
  scope?: unknown;
  [SECRET_CLAIM]?: unknown;
}

export interface ClientPrincipal {
  /** The same shape as a viewer's client (auth/viewer-can.ts). */
  client: Omit<NonNullable<Viewer['client']>, 'scopes'>;
  /** The owner: the client acts as this account. */
  user: User;
  scopes: ReadonlySet<Permission>;
}

const EMBEDDED_CLIENT_ID = /^ac_[A-Za-z0-9_-]{16}$/;

/**
 * The API client a token names, or null when it is a person's token. The embedded provider's
 * client-credentials tokens have the client as subject; an external provider's service-account
 * tokens name it in `azp` or `client_id` (README "For integrators").
 */
function clientIdOf(config: Config, claims: ClientClaims): string | null {
  const named =
    typeof claims.client_id === 'string' ? claims.client_id : typeof claims.azp === 'string' ? claims.azp : null;
  if (!named) return null;
  if (config.embeddedIdp) return named === claims.sub && EMBEDDED_CLIENT_ID.test(named) ? named : null;
  return named === config.OIDC_CLIENT_ID ? null : named;
}

const LAST_USE_PRECISION_MS = 60_000;

/**
 * The client behind a token, checked on every request: revoked, its secret rotated since the
 * token was issued, or its owner no longer active or allowed clients → UNAUTHENTICATED / ACCOUNT_INACTIVE.
 * Its scopes: the token's permission scopes (all the client's when it asked for none), within
 * what the client has now and the owner's role allows now. Counts the request against the
 * client's rate limit and notes its last use (to the minute).
 */
export async function clientPrincipal(
  prisma: PrismaClient,
  config: Config,
  claims: ClientClaims,
): Promise<ClientPrincipal | null> {
  const clientId = clientIdOf(config, claims);
  if (!clientId) return null;
  const client = await prisma.apiClient.findUnique({ where: { clientId }, include: { owner: true } });
  if (!client) {
    if (config.embeddedIdp) throw new AppError('UNAUTHENTICATED', 'Invalid or expired token');
    return null; // an external token of some other client: treated as a person's token
  }
  // The embedded provider's tokens name the secret they were issued for (secrets.ts SECRET_CLAIM).
  const rotated = config.embeddedIdp && claims[SECRET_CLAIM] !== secretFingerprint(client.secretHash);
  if (client.revokedAt || rotated) {
    throw new AppError('UNAUTHENTICATED', 'Invalid or expired token');
  }
  if (client.owner.accountStatus !== 'ACTIVE') throw new AppError('ACCOUNT_INACTIVE', 'Your account is inactive');
  const allowed = new Set<string>(API_CLIENT_SCOPES[client.owner.role] ?? []);
  const held = client.scopes.filter((scope): scope is Permission => isPermission(scope) && allowed.has(scope));
  const asked = (typeof claims.scope === 'string' ? claims.scope.split(' ') : []).filter(isPermission);
  const scopes = new Set(asked.length ? held.filter((scope) => asked.includes(scope)) : held);

  const limit = await consume(prisma, `api-client:${client.id}`, config.RATE_LIMIT_API_CLIENT_PER_MINUTE, 60_000);
  if (!limit.allowed) {
    throw new RateLimitedError('Too many requests from this API client: try again later', limit.retryAfterSeconds);
  }
  const now = new Date();
  if (!client.lastUsedAt || now.getTime() - client.lastUsedAt.getTime() >= LAST_USE_PRECISION_MS) {
    await prisma.apiClient.update({ where: { id: client.id }, data: { lastUsedAt: now } });
  }
  const { owner, ...rest } = client;
  return { client: rest, user: owner, scopes };
}
