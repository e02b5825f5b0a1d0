import type { PrismaClient } from '../../../generated/prisma/client.ts';
import { API_CLIENT_SCOPES, isPermission } from '../../../auth/permissions.ts';
import { isExternalClient } from './clients.ts';

/**
 * An active API client as the embedded provider's client metadata (oidc-provider reads clients
 * it does not know statically through its adapter): only the client-credentials grant, HTTP
 * Basic authentication, and the scopes the client holds now. `client_secret` is the stored
 * hash; the provider compares presented secrets through `clientSecretMatches` (idp/provider.ts).
 * Revoked or unknown: undefined, so the token endpoint answers invalid_client.
 */
export async function oidcClientMetadata(prisma: Pick<PrismaClient, 'apiClient'>, clientId: string) {
  if (!clientId.startsWith('ac_') || clientId.includes('\u0000')) return undefined;
  const client = await prisma.apiClient.findUnique({ where: { clientId }, include: { owner: true } });
  if (!client || client.revokedAt || isExternalClient(client) || client.owner.accountStatus !== 'ACTIVE') {
    return undefined;
  }
  const allowed = API_CLIENT_SCOPES[client.owner.role] ?? [];
  const scopes = client.scopes.filter((scope) => isPermission(scope) && allowed.includes(scope));
  return {
    client_id: client.clientId,
    client_secret: client.secretHash,
    client_name: client.name,
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    token_endpoint_auth_method: 'client_secret_basic',
    scope: scopes.join(' '),
  };
}
