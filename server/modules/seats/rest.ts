// Company seats: REST facade (spec 7 user-resources).
import type { FastifyInstance } from 'fastify';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Config } from '../../config.ts';

export async function seatsRest(
  _app: FastifyInstance,
  _deps: { prisma: PrismaClient; config: Config },
): Promise<void> {}
