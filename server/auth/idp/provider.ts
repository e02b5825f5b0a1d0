import type { JWK } from 'jose';
import { errors, interactionPolicy, Provider, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import {
  clientSecretMatches,
  isClientSecretHash,
  SECRET_CLAIM,
  secretFingerprint,
} from '../../modules/system/integrations/service.ts';
import { API_CLIENT_SCOPES } from '../permissions.ts';
import { findActiveUser, userClaims } from './accounts.ts';
import { prismaAdapterFactory } from './adapter.ts';
import { raw } from './html.ts';
import { pickLanguage } from './language.ts';
import { MESSAGES } from './messages.ts';
import { logoutPage, messagePage, type Chrome } from './pages.ts';

export interface ProviderDeps {
  prisma: PrismaClient;
  config: Config;
  signingKeys: { keys: JWK[] };
  cookieKeys: string[];
  clientSecret: string;
}

/** Scopes and claims of the single first-party client, granted without a consent screen. */
export const SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;
const CLAIMS_BY_SCOPE = {
  // resource_access rides with `openid`, so every token of the app carries the role.
  openid: ['sub', 'resource_access'],
  profile: ['name', 'preferred_username', 'given_name', 'family_name'],
  email: ['email', 'email_verified'],
};
const ALL_CLAIMS = Object.values(CLAIMS_BY_SCOPE).flat();
/** Scope of the API resource server (so the JWT access token says what it was granted for). */
const API_SCOPE = 'openid profile email';
/** API clients' scopes (client credentials): the permission names their owners may grant. */
const PERMISSION_SCOPES = [...new Set(Object.values(API_CLIENT_SCOPES).flat())];

const DAY = 24 * 60 * 60;

/** `${origin}/api`: the audience of access tokens (JWT) that /graphql and /api/v1 accept. */
export const apiResource = (config: Config) => `${config.publicUrl.origin}/api`;

export function mountPath(config: Config): string {
  return new URL(config.issuer).pathname.replace(/\/$/, '');
}

/** Layout data for pages rendered inside the provider (logout, errors). */
function koaChrome(ctx: KoaContextWithOIDC, config: Config): Chrome {
  const query = ctx.query;
  const lang = pickLanguage({
    explicit: query.lang,
    uiLocales: ctx.oidc?.params?.ui_locales ?? query.ui_locales,
    acceptLanguage: ctx.get('accept-language'),
  });
  return {
    lang,
    mount: mountPath(config),
    origin: config.publicUrl.origin,
    switchUrl: (to) => {
      const url = new URL(ctx.originalUrl || ctx.url, config.publicUrl.origin);
      url.searchParams.set('lang', to);
      return `${url.pathname}${url.search}`;
    },
  };
}

/**
 * Answers with our message page in the request's language; `page` gives its texts from that
 * language's messages, and `home` the label of its one link, to the site's home page.
 */
function showMessage(
  ctx: KoaContextWithOIDC,
  config: Config,
  page: (m: (typeof MESSAGES)[Chrome['lang']]) => {
    title: string;
    text: string;
    code?: string;
    role?: 'status';
    home: string;
  },
): void {
  const chrome = koaChrome(ctx, config);
  const { home, ...texts } = page(MESSAGES[chrome.lang]);
  ctx.type = 'html';
  ctx.body = messagePage(chrome, { ...texts, actions: [{ href: `${chrome.origin}/`, label: home }] });
}

export function createProvider(deps: ProviderDeps): Provider {
  const { prisma, config } = deps;
  const clientId = config.OIDC_CLIENT_ID;
  const origin = config.publicUrl.origin;
  const mount = mountPath(config);
  const api = apiResource(config);

  // The login prompt also asks again when the session's account was deactivated (findAccount
  // then returns nothing); otherwise the consent checks would run on a session without account.
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('account_unavailable', 'the signed-in account is no longer available', (ctx) =>
        Boolean(ctx.oidc.session?.accountId && !ctx.oidc.account),
      ),
      0,
    );

  const configuration: Configuration = {
    adapter: prismaAdapterFactory(prisma),
    jwks: deps.signingKeys,
    cookies: {
      names: { session: 'idp_session', interaction: 'idp_interaction', resume: 'idp_resume' },
      // Scoped to the provider's path: the app's own pages never receive these cookies.
      long: { httpOnly: true, sameSite: 'lax', path: mount || '/', secure: config.secureCookies },
      short: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies },
      keys: deps.cookieKeys,
    },
    clients: [
      {
        client_id: clientId,
        client_secret: deps.clientSecret,
        client_name: MESSAGES.pl.product,
        redirect_uris: [`${origin}/app/login-redirect`],
        post_logout_redirect_uris: [`${origin}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // openid-client's default for a client with a secret.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: [...SCOPES, ...PERMISSION_SCOPES],
    claims: CLAIMS_BY_SCOPE,
    // Our client reads the profile from the ID token: put the scopes' claims in it.
    conformIdTokenClaims: false,
    extraParams: ['screen'],
    routes: { authorization: '/authorize' },
    ttl: {
      AccessToken: 15 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      RefreshToken: 14 * DAY,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 30 * DAY,
    },
    interactions: {
      url: (_ctx, interaction) => `${mount}/interaction/${interaction.uid}`,
      policy,
    },

    async findAccount(_ctx, sub) {
      const user = await findActiveUser(prisma, sub);
      if (!user) return undefined;
      return { accountId: user.id, claims: () => userClaims(user, clientId) };
    },

    // First party: the app's grant always covers every scope and claim, so no consent page.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const client = oidc.client;
      const accountId = oidc.account?.accountId;
      if (!client || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== clientId) return grant;
      if (!grant || grant.accountId !== accountId) grant = new oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope(SCOPES.join(' '));
      grant.addOIDCClaims(ALL_CLAIMS);
      grant.addResourceScope(api, API_SCOPE);
      await grant.save();
      return grant;
    },

    // Refresh tokens for the app even without offline_access (they then end with the session).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),

    // JWT access tokens carry the role and e-mail too, read from the database at issue.
    async extraTokenClaims(ctx, token) {
      // An API client's token names the secret it was issued for: rotation refuses it at once.
      const secret = ctx.oidc.client?.clientSecret;
      if (token.kind === 'ClientCredentials' && secret && isClientSecretHash(secret)) {
        return { [SECRET_CLAIM]: secretFingerprint(secret) };
      }
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await findActiveUser(prisma, token.accountId);
      if (!user) return undefined;
      const { email, email_verified, preferred_username, name, resource_access } = userClaims(user, clientId);
      return { email, email_verified, preferred_username, name, resource_access };
    },

    features: {
      devInteractions: { enabled: false },
      // The app asks for `sid` in its ID token (claims parameter) to end the session at logout.
      claimsParameter: { enabled: true },
      revocation: { enabled: true },
      // API clients of partners' systems (modules/system/integrations): tokens for the API, no user.
      clientCredentials: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx: KoaContextWithOIDC, _client: unknown, oneOf?: string[]) => oneOf ?? api,
        // The token endpoint issues the access token for the API granted at authorization.
        useGrantedResource: () => true,
        getResourceServerInfo: (
          _ctx: KoaContextWithOIDC,
          indicator: string,
          client?: { clientId: string; scope?: string },
        ) => {
          if (indicator !== api) throw new errors.InvalidTarget();
          return {
            // An API client's token carries the permission scopes it asked for (all its own when none).
            scope: client && client.clientId !== clientId ? (client.scope ?? '') : API_SCOPE,
            audience: api,
            accessTokenTTL: 15 * 60,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          const hint = ctx.oidc.entities.IdTokenHint?.payload;
          // endSessionChecks has verified the hint's signature and audience by now.
          const auto = !!hint && ctx.oidc.client?.clientId === clientId && hint.sub === ctx.oidc.session?.accountId;
          ctx.type = 'html';
          ctx.body = logoutPage(koaChrome(ctx, config), { form: raw(form), auto });
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          showMessage(ctx, config, (m) => ({
            title: m.loggedOutTitle,
            text: m.loggedOutText,
            role: 'status',
            home: m.goHome,
          }));
        },
      },
    },

    // Our page, the error code only: no description, stack or internal detail reaches the user.
    async renderError(ctx, out) {
      showMessage(ctx, config, (m) => ({ title: m.errorTitle, text: m.errorText, code: out.error, home: m.backToApp }));
    },
  };

  const provider = new Provider(config.issuer, configuration);
  // API clients' secrets are stored hashed: compare the presented one's hash (the maintainer's
  // suggested extension point, node-oidc-provider#631); the app's own client keeps plain compare.
  const plainCompare = provider.Client.prototype.compareClientSecret;
  provider.Client.prototype.compareClientSecret = function (this: { clientSecret?: string }, actual: string) {
    const stored = this.clientSecret ?? '';
    return isClientSecretHash(stored) ? clientSecretMatches(stored, actual) : plainCompare.call(this, actual);
  };
  // Unknown paths under the mount: our 404 page instead of Koa's plain "Not Found".
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body != null) return;
    showMessage(ctx, config, (m) => ({ title: m.notFoundTitle, text: m.notFoundText, home: m.backToApp }));
    ctx.status = 404;
  });
  // Requests reach the provider through Fastify with X-Forwarded-* rewritten to the public URL
  // (see mount.ts), so the provider builds its URLs and cookie flags from PUBLIC_URL.
  provider.proxy = true;
  return provider;
}
