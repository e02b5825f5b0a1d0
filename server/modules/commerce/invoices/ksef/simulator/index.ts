import type { FastifyError, FastifyInstance } from 'fastify';
import type { Config } from '../../../../../config.ts';
import type { PrismaClient } from '../../../../../generated/prisma/client.ts';
import { AppError } from '../../../../../platform/errors.ts';
import { KSEF_SIMULATOR_PATH } from '../environments.ts';
import { authRoutes } from './auth-routes.ts';
import type { SimulatorContext } from './context.ts';
import { isKsefSimulatorDown } from './control.ts';
import { badRequest, unavailable } from './errors.ts';
import { loadSimulatorKey, type SimulatorKey } from './keys.ts';
import { sessionRoutes } from './session-routes.ts';
import { siteRoutes } from './site-routes.ts';

export { KSEF_SIMULATOR_PATH } from '../environments.ts';
export { isKsefSimulatorDown, setKsefSimulatorDown } from './control.ts';
export { simulatorKsefToken } from './tokens.ts';

/**
 * The local KSeF 2.0 simulator: the subset of the API (https://api-test.ksef.mf.gov.pl/v2) the
 * product's client uses, under /ksef-simulator/v2 with the same paths, request and answer shapes
 * (open-api.json's types), cryptography and checks; beside it the UPO links and the QR
 * verification page (site-routes.ts). Never registered in production (the caller decides).
 */
export async function registerKsefSimulator(
  app: FastifyInstance,
  { prisma, config, now = () => new Date() }: { prisma: PrismaClient; config: Config; now?: () => Date },
): Promise<void> {
  let key: Promise<SimulatorKey> | undefined;
  const ctx: SimulatorContext = {
    prisma,
    config,
    now,
    key: () => {
      key ??= loadSimulatorKey(prisma);
      // A failed read is not cached: the next request tries again.
      void key.catch(() => (key = undefined));
      return key;
    },
  };

  // The key pair is made at start, not by the first request (a visitor's call writes nothing).
  app.addHook('onReady', async () => void (await ctx.key()));
  await app.register(
    async (simulator) => {
      siteRoutes(simulator, ctx);
      await simulator.register(
        async (api) => {
          // Hostile or broken input (bad JSON, wrong content type, too large) gets the API's own
          // error shapes, never a 500; anything else is the simulator's fault and stays a 500.
          api.setErrorHandler((error: FastifyError, request, reply) => {
            // The app's own refusals (AppError: e.g. NUL characters in the query) keep their 4xx.
            const status = error.statusCode ?? (error instanceof AppError ? error.status : 500);
            if (status === 400) return badRequest(request, reply, 'validation', [error.message]);
            if (status > 400 && status < 500) {
              return reply
                .status(status)
                .type('application/problem+json; charset=utf-8')
                .send({
                  title: error.code ?? 'Client Error',
                  status,
                  detail: error.message,
                  instance: request.url,
                  timestamp: new Date().toISOString(),
                });
            }
            request.log.error({ err: error }, 'ksef simulator: request failed');
            return reply.status(500).send({ title: 'Internal Server Error', status: 500 });
          });
          // KSeF takes POSTs without a body (challenge, redeem, close) even with a JSON content type.
          api.removeContentTypeParser('application/json');
          api.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
            const text = String(body);
            if (text.trim() === '') return done(null, undefined);
            try {
              done(null, JSON.parse(text));
            } catch {
              done(Object.assign(new Error('Nieprawidłowy JSON.'), { statusCode: 400 }), undefined);
            }
          });
          api.addHook('onRequest', async (request, reply) => {
            if (await isKsefSimulatorDown(prisma)) return unavailable(request, reply);
          });
          authRoutes(api, ctx);
          sessionRoutes(api, ctx);
        },
        { prefix: '/v2' },
      );
    },
    { prefix: KSEF_SIMULATOR_PATH },
  );
}
