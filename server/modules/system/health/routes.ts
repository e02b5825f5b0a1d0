import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import type { Storage } from '../../../platform/storage/storage.ts';

/** A dependency that does not answer in this time counts as failing: a probe must not hang. */
const CHECK_TIMEOUT_MS = 3000;

/**
 * Liveness (/api/health: the process answers) and readiness (/api/ready: it can serve) for load
 * balancers and orchestrators. Readiness checks the database and the storage; SMTP is not
 * checked: mail waits in the outbox, so a mail server that is down blocks nothing. While the
 * process drains (app.draining, set by main.ts on SIGTERM) readiness fails, so traffic moves away
 * before the server closes.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { prisma, storage }: { prisma: PrismaClient; storage: Storage },
): Promise<void> {
  const checks: Record<string, () => Promise<unknown>> = {
    database: () => prisma.$queryRaw`SELECT 1`,
    storage: () => storage.check(),
  };

  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/ready', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining) return notReady(reply, ['shutdown'], 'Shutting down');
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check());
          return null;
        } catch (error) {
          request.log.warn({ err: error, dependency: name }, 'readiness check failed');
          return name;
        }
      }),
    );
    const failing = results.filter((name) => name !== null);
    if (failing.length > 0) return notReady(reply, failing, `Not reachable: ${failing.join(', ')}`);
    return { status: 'ready' };
  });
}

/** 503 in the error contract's shape (`code`, `message`), naming what failed. */
function notReady(reply: FastifyReply, failing: string[], message: string) {
  return reply.status(503).send({ code: 'NOT_READY', status: 'not-ready', message, failing });
}

function withTimeout(check: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check, timeout]).finally(() => clearTimeout(timer));
}
