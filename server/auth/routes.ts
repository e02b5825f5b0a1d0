import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { AppError } from '../platform/errors.ts';
import { displayName } from '../modules/accounts/account/service.ts';
import { fromForeignPage } from './origin.ts';
import { mustCompleteRegistration } from './permissions.ts';
import { findOrProvisionUser } from './users.ts';
import type { OidcClient } from './oidc-client.ts';
import { pkceVerifier, randomState } from './oidc-client.ts';
import { createSession, destroySession, endProviderSession, readSession } from './session.ts';

const LOGIN_STATE_TTL_MS = 3600_000; // stored login state expires after 1 hour (spec 9)
const LOGIN_COOKIE = 'academy_login';

/** Only paths inside the app may be returned to: no open redirect. */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/app/') || value.startsWith('//')) return undefined;
  // No backslash or control character (CR/LF, NUL…): none belongs in a path, and PostgreSQL cannot store NUL.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value) || value.startsWith('/app/login')) return undefined;
  return value;
}

/** The SPA's chosen language, when it sent one; otherwise the provider reads Accept-Language. */
const uiLocale = (value: unknown) => (value === 'en' || value === 'pl' ? value : undefined);

/**
 * Backend-for-frontend sign-in: /app/login starts the code flow (PKCE S256, state, nonce),
 * /app/login-redirect finishes it and opens a cookie session; no token reaches the browser.
 */
export async function authRoutes(
  app: FastifyInstance,
  { prisma, config, client }: { prisma: PrismaClient; config: Config; client: OidcClient },
): Promise<void> {
  const loginQuery = z.object({ returnTo: z.string().optional(), lang: z.string().optional() });

  async function startLogin(request: FastifyRequest, reply: FastifyReply, extra: Record<string, string> = {}) {
    const query = loginQuery.parse(request.query);
    const configuration = await client.configuration();
    const state = randomState();
    const nonce = randomState();
    const codeVerifier = pkceVerifier();
    await prisma.loginAttempt.deleteMany({ where: { expiresAt: { lt: new Date() } } });
    await prisma.loginAttempt.create({
      data: {
        state,
        nonce,
        codeVerifier,
        returnTo: safeReturnTo(query.returnTo) ?? '/app/home',
        expiresAt: new Date(Date.now() + LOGIN_STATE_TTL_MS),
      },
    });
    // Binds the callback to this browser, so nobody can complete a login in someone else's.
    reply.setCookie(LOGIN_COOKIE, state, {
      path: '/app/login-redirect',
      httpOnly: true,
      secure: config.secureCookies,
      sameSite: 'lax',
      maxAge: LOGIN_STATE_TTL_MS / 1000,
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: client.redirectUri,
      scope: 'openid profile email',
      response_type: 'code',
      response_mode: 'query',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...(uiLocale(query.lang) ? { ui_locales: uiLocale(query.lang)! } : {}),
      // The embedded provider's session id in the ID token, to end that session at logout.
      ...(config.embeddedIdp ? { claims: JSON.stringify({ id_token: { sid: null } }) } : {}),
      ...extra,
    });
    return reply.redirect(url.href);
  }

  app.get('/app/login', (request, reply) => startLogin(request, reply));
  app.get('/app/register', (request, reply) =>
    startLogin(request, reply, config.embeddedIdp ? { screen: 'register' } : { prompt: 'create' }),
  );

  app.get('/app/forgot-password', async (request, reply) => {
    const { lang } = loginQuery.parse(request.query);
    if (!config.embeddedIdp) return startLogin(request, reply);
    const locale = uiLocale(lang);
    return reply.redirect(`${config.issuer}/forgot-password${locale ? `?ui_locales=${locale}` : ''}`);
  });

  app.get('/app/reset-password', async (request, reply) => {
    const search = new URLSearchParams(request.query as Record<string, string>).toString();
    if (!config.embeddedIdp) return startLogin(request, reply);
    return reply.redirect(`${config.issuer}/reset-password${search ? `?${search}` : ''}`);
  });

  app.get('/app/login-redirect', async (request, reply) => {
    const params = request.query as Record<string, string | undefined>;
    // A repeated parameter arrives as an array: only a single string can name a login state.
    const state = typeof params.state === 'string' ? params.state : undefined;
    const cookieState = request.cookies[LOGIN_COOKIE];
    reply.clearCookie(LOGIN_COOKIE, { path: '/app/login-redirect' });
    const attempt = state ? await prisma.loginAttempt.findUnique({ where: { state } }) : null;
    if (attempt) await prisma.loginAttempt.delete({ where: { state: attempt.state } });
    if (params.error) {
      request.log.info({ error: params.error, description: params.error_description }, 'sign-in refused by provider');
      return reply.redirect(`/app/home?authError=${encodeURIComponent(params.error)}`);
    }
    if (!attempt || attempt.state !== cookieState || attempt.expiresAt.getTime() < Date.now()) {
      return reply.redirect('/app/home?authError=login_expired');
    }
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      const currentUrl = new URL(request.url, config.publicUrl.origin);
      tokens = await oidc.authorizationCodeGrant(await client.configuration(), currentUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'code exchange failed');
      return reply.redirect('/app/home?authError=code_exchange_failed');
    }
    const claims = tokens.claims();
    if (!claims) return reply.redirect('/app/home?authError=code_exchange_failed');
    const user = await findOrProvisionUser(prisma, config, claims);
    if (user.accountStatus !== 'ACTIVE') return reply.redirect('/app/invalid-access');
    await createSession(prisma, config, reply, user.id, typeof claims.sid === 'string' ? claims.sid : undefined);
    return reply.redirect(mustCompleteRegistration(user.role) ? '/app/register-details' : attempt.returnTo);
  });

  /**
   * Ends the app's session and, with the embedded provider, the provider's session it came from,
   * both before answering: the next sign-in asks for the password again. An external provider is
   * sent the browser with our client id only: the ID token is never kept, so it can neither reach
   * browser JavaScript nor a log line of a URL.
   */
  app.post('/app/logout', async (request, reply) => {
    // Another origin's page may not sign the user out (the viewer plugin checked the CSRF token
    // only for requests it lets act with the cookie).
    if (fromForeignPage(request, config)) throw new AppError('CSRF_FAILED', 'Cross-origin request refused');
    const session = await destroySession(prisma, config, request, reply);
    if (session && config.embeddedIdp) await endProviderSession(prisma, config, session);
    let redirectTo = client.postLogoutRedirectUri;
    if (session && !config.embeddedIdp) {
      try {
        redirectTo = oidc.buildEndSessionUrl(await client.configuration(), {
          client_id: config.OIDC_CLIENT_ID,
          post_logout_redirect_uri: client.postLogoutRedirectUri,
        }).href;
      } catch (error) {
        request.log.warn({ err: error }, 'provider logout unavailable');
      }
    }
    return { redirectTo };
  });

  /** Polled by the SPA every 5 s: who is signed in, and the CSRF token for unsafe calls. */
  app.get('/api/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = fromForeignPage(request, config) ? null : await readSession(prisma, config, request);
    if (!session || session.user.accountStatus !== 'ACTIVE') return { authenticated: false, csrfToken: null };
    const { user } = session;
    return {
      authenticated: true,
      csrfToken: session.csrfToken,
      user: { id: encodeGlobalID('User', user.id), role: user.role, displayName: displayName(user) },
    };
  });
}
