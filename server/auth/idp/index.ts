import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { pruneRateLimits } from '../../platform/rate-limit.ts';
import { pruneOidcPayloads } from './adapter.ts';
import { accountPageRoutes } from './account-pages.ts';
import { idpErrorPage } from './error-page.ts';
import { interactionRoutes } from './interactions.ts';
import { cookieKeys, embeddedClientSecret, signingKeys } from './keys.ts';
import { mountProvider } from './mount.ts';
import { createProvider, mountPath } from './provider.ts';
import { routeKit } from './route-kit.ts';

export { embeddedClientSecret } from './keys.ts';
export { apiResource } from './provider.ts';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The embedded OpenID Connect provider (oidc-provider) at `${PUBLIC_URL}/auth`: our interaction
 * pages as Fastify routes, everything else (discovery, authorize, token, userinfo, jwks, logout)
 * handed to the provider. State, keys and cookie keys live in the database.
 */
export async function registerEmbeddedIdp(
  app: FastifyInstance,
  deps: { prisma: PrismaClient; config: Config },
): Promise<void> {
  const { prisma, config } = deps;
  if (!config.embeddedIdp) throw new Error('registerEmbeddedIdp: OIDC_ISSUER names an external provider');
  const mount = mountPath(config);
  if (!mount) throw new Error('registerEmbeddedIdp: the issuer must have a path (e.g. /auth)');

  const [jwks, keys, clientSecret] = await Promise.all([
    signingKeys(prisma),
    cookieKeys(prisma),
    embeddedClientSecret(prisma, config),
  ]);
  const provider = createProvider({ prisma, config, signingKeys: jwks, cookieKeys: keys, clientSecret });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'oidc-provider server error'));

  const kit = routeKit(config, prisma);
  const errorPage = idpErrorPage(kit);
  await mountProvider(app, provider, config, errorPage);
  await app.register(
    async (scope) => {
      scope.setErrorHandler(errorPage);
      // Our forms are urlencoded; parse them here unless the app already does everywhere.
      if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
        await scope.register(formbody, { bodyLimit: 16 * 1024 });
      }
      await interactionRoutes(scope, { provider, prisma, config, kit });
      await accountPageRoutes(scope, { prisma, config, kit });
    },
    { prefix: mount },
  );

  // Expired sessions, codes, tokens and rate-limit windows are deleted now and then.
  // Plain deletes of expired rows: every process may run them at any time, the effect is the same.
  let running: Promise<void> | undefined;
  const prune = () => {
    running ??= Promise.all([pruneOidcPayloads(prisma), pruneRateLimits(prisma)])
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, 'pruning expired provider rows failed'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
