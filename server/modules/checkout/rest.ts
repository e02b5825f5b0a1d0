import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { PaymentDeps } from '../payments/service.ts';

/**
 * The checkout module's routes under /api/v1 (filled in by the commerce work). `payments` is what
 * startPayment(payments, purchaseId) needs (buildApp passes it).
 */
export async function checkoutRest(
  _app: FastifyInstance,
  _deps: { prisma: PrismaClient; config: Config; payments: PaymentDeps },
) {}
