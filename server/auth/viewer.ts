import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { PrismaClient, User } from '../generated/prisma/client.ts';
import { AppError } from '../platform/errors.ts';
import type { BearerVerifier } from './bearer.ts';
import { fromForeignPage } from './origin.ts';
import { csrfMatches, issuedBeforeSessionsEnded, readSession, sessionCookieName } from './session.ts';
import { findUserForToken } from './users.ts';
import { clientPrincipal, type ClientPrincipal } from '../modules/system/integrations/service.ts';
import { runWithScopes } from './client-scopes.ts';
import { can, type Permission } from './permissions.ts';

/** The signed-in user as read from the database on this request (never from a token alone). */
export interface Viewer {
  /** The person, or for an API client the account it acts for. */
  user: User;
  /** How the request was authenticated. */
  via: 'session' | 'bearer' | 'client';
  /** An API client's request (client credentials): which client, and the scopes it holds. */
  client?: ClientPrincipal['client'] & { scopes: ReadonlySet<Permission> };
}

/**
 * Whether the viewer may: the role's permission, within an API client's scopes. The gates
 * (Pothos scopes, REST guards) ask this; deeper checks are narrowed by auth/client-scopes.ts.
 */
export const viewerCan = (viewer: Viewer | null, permission: Permission): boolean =>
  viewer !== null && can(viewer.user.role, permission) && (!viewer.client || viewer.client.scopes.has(permission));

/** `canFor` (ownership) for the viewer: the `…:own` permission on their own thing, else the `…:any` one. */
export function viewerCanFor(viewer: Viewer | null, permission: Permission, isOwner: boolean): boolean {
  if (!permission.endsWith(':own')) return viewerCan(viewer, permission);
  const any = permission.replace(/:own$/, ':any') as Permission;
  return (isOwner && viewerCan(viewer, permission)) || viewerCan(viewer, any);
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const GUARDED = /^\/(graphql|api\/v1\/|app\/logout)/;

/**
 * Authenticates every API request: a bearer token, else the session cookie. The user row is
 * read from the database each time, so a changed role or a deactivated account applies at once.
 * Cookie-authenticated unsafe requests must echo the session's CSRF token in `x-csrf-token`,
 * and requests from foreign pages never use the cookie (auth/origin.ts).
 */
export const viewerPlugin = fp(
  async (app: FastifyInstance, opts: { prisma: PrismaClient; config: Config; verifyBearer: BearerVerifier }) => {
    app.decorateRequest('viewer', null);
    const cookieName = sessionCookieName(opts.config);
    app.addHook('preHandler', (request, _reply, done) => {
      if (!GUARDED.test(request.url)) return done();
      // A visitor's request (no token, no session cookie) has no viewer: nothing to read or wait for.
      if (request.headers.authorization === undefined && !request.cookies[cookieName]) return done();
      resolveViewer(request, opts).then((viewer) => {
        request.viewer = viewer;
        // The rest of an API client's request runs with its scopes (every can() sees them).
        if (viewer?.client) runWithScopes(viewer.client.scopes, () => done());
        else done();
      }, done);
    });
  },
  { name: 'viewer' },
);

async function resolveViewer(
  request: FastifyRequest,
  { prisma, config, verifyBearer }: { prisma: PrismaClient; config: Config; verifyBearer: BearerVerifier },
): Promise<Viewer | null> {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) {
    const claims = await verifyBearer(authorization.slice(7).trim());
    const principal = claims ? await clientPrincipal(prisma, config, claims) : null;
    if (principal) {
      return { user: principal.user, via: 'client', client: { ...principal.client, scopes: principal.scopes } };
    }
    const user = claims ? await findUserForToken(prisma, config, claims) : null;
    if (!user || issuedBeforeSessionsEnded(user, claims?.iat)) {
      throw new AppError('UNAUTHENTICATED', 'Invalid or expired token');
    }
    if (user.accountStatus !== 'ACTIVE') throw new AppError('ACCOUNT_INACTIVE', 'Your account is inactive');
    return { user, via: 'bearer' };
  }
  // A foreign page's request is served as a visitor's, whatever cookie the browser attached.
  if (fromForeignPage(request, config)) return null;
  const session = await readSession(prisma, config, request);
  if (!session) return null;
  if (UNSAFE.has(request.method) && !csrfMatches(session, request.headers['x-csrf-token'])) {
    throw new AppError('CSRF_FAILED', 'Missing or invalid CSRF token');
  }
  if (session.user.accountStatus !== 'ACTIVE') throw new AppError('ACCOUNT_INACTIVE', 'Your account is inactive');
  return { user: session.user, via: 'session' };
}
