import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../../config.ts';
import type { PrismaClient } from '../../../../generated/prisma/client.ts';
import { SIMULATOR_PREFIX, simulatorCredentials } from '../gateway.ts';
import type { FetchLike, P24Credentials } from '../p24-client.ts';
import { p24SimulatorRoutes } from './routes.ts';
import { createSimulator, type P24Simulator } from './simulator.ts';

export type { P24Simulator, SimulatorFaults } from './simulator.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The local Przelewy24 simulator (tests set its faults and deliver notifications at a chosen time). */
    p24Simulator: P24Simulator | undefined;
  }
}

/** How often the runner passes (outside tests, which call it with an explicit now). */
const RUNNER_INTERVAL_MS = 5_000;

/**
 * Mounts the simulator under /p24-simulator and, outside tests, a runner that completes requested
 * refunds and re-sends due notifications with back-off (tests run a pass themselves:
 * deliverDueNotifications). buildApp calls this only without P24 credentials and never in production.
 */
export async function registerP24Simulator(
  app: FastifyInstance,
  { prisma, config, fetch }: { prisma: PrismaClient; config: Config; fetch: FetchLike },
): Promise<P24Simulator> {
  let credentials: Promise<P24Credentials> | undefined;
  const simulator = createSimulator({
    prisma,
    fetch,
    log: app.log,
    credentials: () => {
      credentials ??= simulatorCredentials(prisma);
      void credentials.catch(() => (credentials = undefined));
      return credentials;
    },
  });
  app.decorate('p24Simulator', simulator);
  await app.register(p24SimulatorRoutes, { prefix: SIMULATOR_PREFIX, prisma, config, simulator });
  if (config.NODE_ENV !== 'test') {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const tick = () => {
      if (running) return;
      running = simulator
        .deliverDueNotifications()
        .then(() => undefined)
        .catch((error: unknown) => app.log.error({ err: error }, 'p24 simulator: notification runner failed'))
        .finally(() => (running = undefined));
    };
    app.addHook('onReady', async () => {
      timer = setInterval(tick, RUNNER_INTERVAL_MS);
      timer.unref();
    });
    // A pass in progress finishes (its claimed attempt is sent) before the database closes.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }
  return simulator;
}
