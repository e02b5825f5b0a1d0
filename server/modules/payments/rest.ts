import type { FastifyInstance } from 'fastify';
import type { PaymentDeps } from './service.ts';

/** The payments module's routes under /api/v1. */
export async function paymentsRest(_app: FastifyInstance, _deps: { payments: PaymentDeps }) {}
