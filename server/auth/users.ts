import type { Config } from '../config.ts';
import { Prisma, type PrismaClient, type User } from '../generated/prisma/client.ts';
import { claimInvitedSeats } from '../modules/commerce/seats/service.ts';
import { isRole, type Role } from './permissions.ts';

export interface IdentityClaims {
  sub: string;
  email?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  resource_access?: unknown;
  /** Issued at (seconds), for bearer tokens. */
  iat?: unknown;
}

/** Role from a Keycloak-shaped claim: the first role listed for our client, else REGISTER (spec 6). */
export function roleFromClaims(claims: IdentityClaims, clientId: string): Role {
  const access = claims.resource_access as Record<string, { roles?: unknown[] }> | undefined;
  const first = access?.[clientId]?.roles?.[0];
  return isRole(first) ? first : 'REGISTER';
}

/**
 * The database row behind a token's subject. The embedded provider's subject is our user id.
 * Users of an external provider are matched by e-mail and created on first sign-in with the
 * role their token carries; from then on the database row is the source of truth. A student
 * created so claims the seats companies invited that e-mail to, as at registration.
 */
export async function findOrProvisionUser(prisma: PrismaClient, config: Config, claims: IdentityClaims): Promise<User> {
  if (config.embeddedIdp) return prisma.user.findUniqueOrThrow({ where: { id: claims.sub } });
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : `${claims.sub}@users.invalid`;
  const existing = await prisma.user.findUnique({ where: { email } });
  if (existing) return existing;
  try {
    return await prisma.$transaction(
      async (tx) => {
        const user = await tx.user.create({
          data: {
            email,
            emailVerified: true,
            role: roleFromClaims(claims, config.OIDC_CLIENT_ID),
            firstName: typeof claims.given_name === 'string' ? claims.given_name : null,
            lastName: typeof claims.family_name === 'string' ? claims.family_name : null,
          },
        });
        // Seats a company invited this e-mail to become courses now (a USER only; seats module).
        await claimInvitedSeats(tx, user);
        return user;
      },
      { timeout: 30_000 },
    );
  } catch (error) {
    // Two first sign-ins at once: the other one created the row (and claimed the seats).
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      return prisma.user.findUniqueOrThrow({ where: { email } });
    }
    throw error;
  }
}

/** Lookup for bearer tokens: never creates a user (an API client must have signed in once). */
export async function findUserForToken(
  prisma: PrismaClient,
  config: Config,
  claims: IdentityClaims,
): Promise<User | null> {
  if (config.embeddedIdp) {
    return /^[0-9a-f-]{36}$/i.test(claims.sub) ? prisma.user.findUnique({ where: { id: claims.sub } }) : null;
  }
  return typeof claims.email === 'string'
    ? prisma.user.findUnique({ where: { email: claims.email.toLowerCase() } })
    : null;
}
