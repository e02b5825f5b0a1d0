import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { AppError } from '../platform/errors.ts';
import type { BearerVerifier } from './bearer.ts';
import { fromForeignPage } from './origin.ts';
import { csrfMatches, issuedBeforeSessionsEnded, readSession, sessionCookieName } from './session.ts';
import { findUserForToken } from './users.ts';
import { clientPrincipal } from '../modules/system/integrations/service.ts';
import { runWithScopes } from './client-scopes.ts';
// The viewer's type and rights live apart from this plugin (auth/viewer-can.ts), so that modules
// the plugin calls (API clients, seats) can ask them without an import circle.
import type { Viewer } from './viewer-can.ts';

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
