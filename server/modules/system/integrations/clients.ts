import { z } from 'zod';
import { API_CLIENT_NAME_MAX, API_CLIENTS_PER_OWNER_MAX } from '../../../contract/policies.ts';
import { API_CLIENT_SCOPES, can, isPermission, type Permission } from '../../../auth/permissions.ts';
import type { ApiClient, Prisma, PrismaClient, User } from '../../../generated/prisma/client.ts';
import { brokenRule, forbidden, notFound, unauthenticated } from '../../../platform/errors.ts';
import { viewerCan, type Viewer } from '../../../auth/viewer-can.ts';
import { isUuid, parseInput, requiredText } from '../../../platform/validation.ts';
import { hashClientSecret, newClientId, newClientSecret } from './secrets.ts';

/**
 * API clients (issue 30): an admin registers the school's, a company account its own. A client
 * acts as the account that registered it, narrowed to its scopes (the permission map's names);
 * its secret is shown once and only its hash is kept. With an external identity provider
 * (OIDC_ISSUER) the client is the provider's own, named by its client id, and has no secret here.
 */
type Db = Pick<PrismaClient, 'apiClient'>;

/** The stored "hash" of an external provider's client: no presented secret hashes to it. */
const EXTERNAL = 'external';
export const isExternalClient = (client: Pick<ApiClient, 'secretHash'>) => client.secretHash === EXTERNAL;

/** Whether `actor` manages every client (admins) or only their own (companies); null: neither. */
export function clientReach(actor: Pick<User, 'role'>): 'any' | 'own' | null {
  if (can(actor.role, 'manage:apiClient:any')) return 'any';
  if (can(actor.role, 'manage:apiClient:own')) return 'own';
  return null;
}

/** Whether the request's viewer manages API clients (an admin's or a company's, within an API client's scopes). */
export const managesClients = (viewer: Viewer | null) =>
  viewerCan(viewer, 'manage:apiClient:any') || viewerCan(viewer, 'manage:apiClient:own');

/** The account managing API clients on this request: UNAUTHENTICATED signed out, FORBIDDEN without the permission. */
export function clientManager(viewer: Viewer | null): User {
  if (!viewer) throw unauthenticated();
  if (!managesClients(viewer)) throw forbidden();
  return viewer.user;
}

export function visibleClients(actor: Pick<User, 'id' | 'role'>): Prisma.ApiClientWhereInput {
  const reach = clientReach(actor);
  if (!reach) throw forbidden();
  return reach === 'any' ? {} : { ownerId: actor.id };
}

export const CLIENT_ORDER = [
  { createdAt: 'desc' },
  { id: 'desc' },
] satisfies Prisma.ApiClientOrderByWithRelationInput[];

/** The scopes an account's clients may be given (empty: it may have no clients). */
export const grantableScopes = (actor: Pick<User, 'role'>): readonly Permission[] =>
  API_CLIENT_SCOPES[actor.role] ?? [];

const scopesInput = z.array(z.string()).min(1, 'required').max(50, 'max_length');

function checkedScopes(actor: Pick<User, 'role'>, scopes: string[]): Permission[] {
  const allowed = grantableScopes(actor);
  const unique = [...new Set(scopes)];
  if (!unique.every((s) => isPermission(s) && allowed.includes(s))) throw brokenRule('API_CLIENT_SCOPE_NOT_ALLOWED');
  return unique as Permission[];
}

const createInput = z.object({
  name: requiredText(API_CLIENT_NAME_MAX),
  scopes: scopesInput,
  externalClientId: z.string().trim().max(200).nullish(),
});

export interface CreatedClient {
  client: ApiClient;
  /** Shown once; null for a client of an external identity provider. */
  secret: string | null;
}

export async function createApiClient(
  prisma: Db,
  actor: Pick<User, 'id' | 'role'>,
  input: unknown,
  { embeddedIdp }: { embeddedIdp: boolean },
): Promise<CreatedClient> {
  if (!clientReach(actor)) throw forbidden();
  const data = parseInput(createInput, input);
  const scopes = checkedScopes(actor, data.scopes);
  if (!embeddedIdp && !data.externalClientId) {
    parseInput(z.object({ externalClientId: requiredText(200) }), { externalClientId: data.externalClientId });
  }
  const owned = await prisma.apiClient.count({ where: { ownerId: actor.id, revokedAt: null } });
  if (owned >= API_CLIENTS_PER_OWNER_MAX) throw brokenRule('API_CLIENT_LIMIT_REACHED');
  const secret = embeddedIdp ? newClientSecret() : null;
  const client = await prisma.apiClient.create({
    data: {
      clientId: embeddedIdp ? newClientId() : data.externalClientId!,
      name: data.name,
      ownerId: actor.id,
      scopes,
      // An external provider's client authenticates there: no secret of ours can match.
      secretHash: secret ? hashClientSecret(secret) : EXTERNAL,
    },
  });
  return { client, secret };
}

/** One client `actor` may see, else NOT_FOUND (another company's client does not exist for them). */
export async function findVisibleClient(prisma: Db, actor: Pick<User, 'id' | 'role'>, id: string): Promise<ApiClient> {
  const client = isUuid(id) ? await prisma.apiClient.findFirst({ where: { id, ...visibleClients(actor) } }) : null;
  if (!client) throw notFound('API client');
  return client;
}

const updateInput = z.object({
  name: requiredText(API_CLIENT_NAME_MAX).optional(),
  scopes: scopesInput.optional(),
});

/** Renames a client or changes its scopes: its next request already has the new ones. */
export async function updateApiClient(prisma: PrismaClient, actor: User, id: string, input: unknown) {
  const client = await findVisibleClient(prisma, actor, id);
  if (client.revokedAt) throw brokenRule('API_CLIENT_REVOKED');
  const data = parseInput(updateInput, input);
  // Scopes are the owner's to grant: an admin editing a company's client stays within the company's.
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: client.ownerId } });
  return prisma.apiClient.update({
    where: { id: client.id },
    data: { name: data.name, scopes: data.scopes ? checkedScopes(owner, data.scopes) : undefined },
  });
}

/** A new secret: the old one, and every token issued with it, stop working at once. */
export async function rotateApiClientSecret(
  prisma: Db,
  actor: Pick<User, 'id' | 'role'>,
  id: string,
): Promise<CreatedClient> {
  const client = await findVisibleClient(prisma, actor, id);
  if (client.revokedAt) throw brokenRule('API_CLIENT_REVOKED');
  if (client.secretHash === EXTERNAL) throw brokenRule('API_CLIENT_EXTERNAL');
  const secret = newClientSecret();
  const updated = await prisma.apiClient.update({
    where: { id: client.id },
    data: { secretHash: hashClientSecret(secret), secretSetAt: new Date() },
  });
  return { client: updated, secret };
}

/** Revoked for good: tokens stop working on their next request; the client stays listed. */
export async function revokeApiClient(prisma: Db, actor: Pick<User, 'id' | 'role'>, id: string): Promise<ApiClient> {
  const client = await findVisibleClient(prisma, actor, id);
  if (client.revokedAt) return client;
  return prisma.apiClient.update({ where: { id: client.id }, data: { revokedAt: new Date() } });
}
