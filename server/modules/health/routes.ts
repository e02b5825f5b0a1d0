import type { FastifyInstance } from 'fastify';
import type { PrismaClient } from '../../generated/prisma/client.ts';

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export async function healthRoutes(app: FastifyInstance, { prisma }: { prisma: PrismaClient }): Promise<void> {
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/ready', async (request, reply) => {
    try {
      await prisma.$queryRaw`SELECT 1`;
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send({ code: 'NOT_READY', message: 'Database not reachable' });
    }
  });
}
