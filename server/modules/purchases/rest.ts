import type { FastifyInstance } from 'fastify';
import type { PrismaClient } from '../../generated/prisma/client.ts';

/** The purchases module's routes under /api/v1 (filled in by the commerce work). */
export async function purchasesRest(_app: FastifyInstance, _deps: { prisma: PrismaClient }) {}
