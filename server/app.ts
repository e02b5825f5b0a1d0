import { integrationsRest } from './modules/system/integrations/rest.ts';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, type JWK } from 'jose';
import { createBearerVerifier } from './auth/bearer.ts';
import { embeddedClientSecret, signingKeys } from './auth/idp/keys.ts';
import { apiResource } from './auth/idp/provider.ts';
import { registerEmbeddedIdp } from './auth/idp/index.ts';
import { createOidcClient } from './auth/oidc-client.ts';
import { authRoutes } from './auth/routes.ts';
import { sessionCookieName } from './auth/session.ts';
import { viewerPlugin } from './auth/viewer.ts';
import type { Config } from './config.ts';
import { graphqlRoutes } from './graphql/yoga.ts';
import { accountRest } from './modules/accounts/account/rest.ts';
import { seatsRest } from './modules/commerce/seats/rest.ts';
import { blogRest } from './modules/content/blog/rest.ts';
import { sitePagesRest } from './modules/content/site-pages/rest.ts';
import { peopleRest } from './modules/content/people/rest.ts';
import { contactRest } from './modules/content/contact/rest.ts';
import { questionnaireRest } from './modules/learning/questionnaire/rest.ts';
import { usersRest } from './modules/accounts/users/rest.ts';
import { couponsRest } from './modules/catalogue/coupons/rest.ts';
import { coursesRest } from './modules/catalogue/courses/rest.ts';
import { filesRest } from './modules/content/files/rest.ts';
import { mailRest } from './modules/system/mail/rest.ts';
import { shippingRest } from './modules/catalogue/shipping/rest.ts';
import { checkoutRest } from './modules/commerce/checkout/rest.ts';
import { ksefRest } from './modules/commerce/invoices/ksef/rest.ts';
import { invoicesRest } from './modules/commerce/invoices/rest.ts';
import {
  createKsefGatewayClient,
  ksefMode,
  registerKsefSimulator,
  type KsefDeps,
} from './modules/commerce/invoices/service.ts';
import { learningRest } from './modules/learning/learning/rest.ts';
import { certificatesRest } from './modules/learning/certificates/rest.ts';
import { examsModuleRest } from './modules/exams/exams/rest.ts';
import { exchangeRest } from './modules/exchange/exchange/rest.ts';
import { createP24Gateway, simulatorEnabled } from './modules/commerce/payments/gateway.ts';
import { injectFetch } from './platform/http/inject-fetch.ts';
import { paymentsRest } from './modules/commerce/payments/rest.ts';
import type { PaymentDeps } from './modules/commerce/payments/service.ts';
import { registerP24Simulator } from './modules/commerce/payments/simulator/index.ts';
import { purchasesRest } from './modules/commerce/purchases/rest.ts';
import { shopRest } from './modules/catalogue/shop/rest.ts';
import { healthRoutes } from './modules/system/health/routes.ts';
import type { Database } from './platform/db/database.ts';
import { apiNotFound, installErrorHandling } from './platform/http/errors.ts';
import { rejectNulCharacters } from './platform/http/input-guard.ts';
import { registerApiDocs, useRestSchemas } from './platform/http/openapi.ts';
import { installDrain } from './platform/http/drain.ts';
import { createPublicCache } from './platform/http/public-cache.ts';
import { OneLineRequestLog } from './platform/http/request-log.ts';
import { securityHeaders } from './platform/http/security-headers.ts';
import { pageNotFound, spaRoutes } from './platform/http/spa.ts';
import { seoRoutes } from './modules/content/seo/rest.ts';
import { seoPageRenderer } from './modules/content/seo/service.ts';
import { MailWorker } from './platform/mail/worker.ts';
import { registerMetrics } from './platform/metrics.ts';
import { openStorage } from './platform/storage/open.ts';
import type { Storage } from './platform/storage/storage.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  storage?: Storage;
}

const PRIVATE_JWK_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

/**
 * The whole product as one Fastify app; main.ts only starts it, tests build it and call
 * inject(). Plugins load in a fixed order: ecosystem, platform, then modules.
 */
export async function buildApp({ config, db, storage = openStorage(config) }: AppDeps): Promise<FastifyInstance> {
  const { prisma } = db;
  const trustProxy = config.TRUST_PROXY;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]'],
    },
    // One access-log line per request (platform/http/request-log.ts).
    logController: new OneLineRequestLog(),
    // A hop count is "trust the nearest n proxies" (Fastify's types lack the number form).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
  });

  // Graceful shutdown (app.drain(), app.draining for readiness): see platform/http/drain.ts.
  installDrain(app);

  // Ecosystem
  installErrorHandling(app);
  rejectNulCharacters(app);
  await app.register(fastifyCookie);
  const issuerOrigin = new URL(config.issuer).origin;
  const contentSecurityPolicy: Record<string, string[]> = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // MUI (emotion) injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The exchange map's tile server when one is configured (MAP_TILE_URL); none by default.
    imgSrc: ["'self'", 'data:', 'blob:', ...(config.mapTiles ? [config.mapTiles.imgSrc] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    formAction: ["'self'", issuerOrigin],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
  };
  securityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    strictTransportSecurity: config.secureCookies,
    crossOriginEmbedderPolicy: false,
  });
  await registerApiDocs(app, {
    contentSecurityPolicy,
    sessionCookie: sessionCookieName(config),
    publicUrl: config.publicUrl,
    issuer: config.issuer,
  });

  // Platform
  // Prometheus metrics of this process, only when a token may read them (platform/metrics.ts).
  const metrics = config.METRICS_TOKEN ? registerMetrics(app, db, config.METRICS_TOKEN) : undefined;
  const localKeys = config.embeddedIdp
    ? async () => {
        const { keys } = await signingKeys(prisma);
        const publicKeys = keys.map((key) => {
          const copy: Record<string, unknown> = { ...key };
          for (const member of PRIVATE_JWK_MEMBERS) delete copy[member];
          return copy as JWK;
        });
        return createLocalJWKSet({ keys: publicKeys });
      }
    : undefined;
  let embeddedJwks: ReturnType<typeof createLocalJWKSet> | undefined;
  const verifyBearer = createBearerVerifier(
    config,
    localKeys
      ? async (header, token) => {
          embeddedJwks ??= await localKeys();
          return embeddedJwks(header, token);
        }
      : undefined,
    config.embeddedIdp ? apiResource(config) : undefined,
  );
  await app.register(viewerPlugin, { prisma, config, verifyBearer });

  let mailWorker: MailWorker | undefined;
  if (config.SMTP_URL) {
    mailWorker = new MailWorker(prisma, config.SMTP_URL, config.MAIL_FROM, app.log);
    app.addHook('onReady', async () => mailWorker?.start());
    app.addHook('onClose', async () => mailWorker?.stop());
  }
  app.decorate('mailWorker', mailWorker);

  // Modules
  // Przelewy24: the real service with credentials, else (never in production) the local
  // simulator under /p24-simulator, which the client reaches in process through app.inject.
  const inProcessFetch = injectFetch(app);
  const p24 = createP24Gateway({ config, prisma, inProcessFetch });
  const payments: PaymentDeps = { prisma, config, p24 };
  // What reconciliation needs (tests and the crash test's restart run a pass themselves).
  app.decorate('payments', payments);
  if (simulatorEnabled(config)) {
    await registerP24Simulator(app, { prisma, config, fetch: inProcessFetch });
    // The simulator's credentials are made at start, not by the first visitor's request.
    app.addHook('onReady', async () => void (await p24.client()));
  } else app.decorate('p24Simulator', undefined);
  // KSeF: the Ministry's API with KSEF_TOKEN, else (never in production) the local simulator
  // under /ksef-simulator reached in process; production without a token sends nothing (offline).
  const ksef: KsefDeps = { prisma, config, client: createKsefGatewayClient(config, inProcessFetch), log: app.log };
  app.decorate('ksef', ksef);
  if (ksefMode(config) === 'simulator') await registerKsefSimulator(app, { prisma, config });
  // Set by main.ts on SIGTERM: /api/ready answers 503 while the process drains.
  app.decorate('draining', false);
  await app.register(healthRoutes, { prisma, storage });
  if (config.embeddedIdp) await registerEmbeddedIdp(app, { prisma, config });
  const client = createOidcClient(config, () =>
    config.OIDC_CLIENT_SECRET ? Promise.resolve(config.OIDC_CLIENT_SECRET) : embeddedClientSecret(prisma, config),
  );
  await app.register(authRoutes, { prisma, config, client });
  // Visitors' catalogue reads, never stale: see platform/http/public-cache.ts.
  const publicCache = createPublicCache(db);
  await app.register(graphqlRoutes, { prisma, config, storage, p24, ksef, publicCache, metrics });
  await app.register(
    async (api) => {
      apiNotFound(api);
      useRestSchemas(api);
      await api.register(accountRest, { prisma, config, storage });
      await api.register(filesRest, { prisma, storage });
      await api.register(mailRest, { prisma });
      await api.register(coursesRest, { prisma, storage, publicCache });
      await api.register(couponsRest, { prisma });
      await api.register(shopRest, { prisma, storage, publicCache });
      await api.register(shippingRest, { prisma });
      await api.register(checkoutRest, { prisma, config, payments });
      await api.register(purchasesRest, { prisma, config });
      await api.register(paymentsRest, { payments });
      await api.register(invoicesRest, { prisma, config });
      await api.register(ksefRest, { ksef });
      await api.register(learningRest, { prisma, config, storage });
      await api.register(certificatesRest, { prisma, config, storage });
      await api.register(examsModuleRest, { prisma, config });
      await api.register(exchangeRest, { prisma, config, storage });
      await api.register(seatsRest, { prisma, config });
      await api.register(usersRest, { prisma, config, storage });
      await api.register(blogRest, { prisma, config, storage });
      await api.register(sitePagesRest, { prisma, config, storage });
      await api.register(peopleRest, { prisma, config, storage });
      await api.register(contactRest, { prisma, config, storage });
      await api.register(questionnaireRest, { prisma, config, storage });
      await api.register(integrationsRest, { prisma, config });
    },
    { prefix: '/api/v1' },
  );
  await app.register(async (api) => apiNotFound(api), { prefix: '/api' });
  await app.register(seoRoutes, { prisma, config });
  await app.register(spaRoutes, { root: config.WEB_DIST, renderPage: seoPageRenderer({ prisma, config }) });
  pageNotFound(app);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker | undefined;
    /** Shutting down: readiness fails so load balancers stop sending requests (modules/system/health). */
    draining: boolean;
  }
}
