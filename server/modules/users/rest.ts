// Admin users: REST facade (spec 7 admin users).
import type { FastifyInstance } from 'fastify';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Config } from '../../config.ts';
import type { Storage } from '../../platform/storage/storage.ts';

export async function usersRest(
  _app: FastifyInstance,
  _deps: { prisma: PrismaClient; config: Config; storage: Storage },
): Promise<void> {}
