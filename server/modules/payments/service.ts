import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';

/** What starting a payment needs; the GraphQL context and the REST plugins both provide it. */
export interface PaymentDeps {
  prisma: PrismaClient;
  config: Config;
}

/**
 * Registers a new Przelewy24 attempt for a PLACED purchase and returns where to send the buyer.
 * Skeleton: the commerce work fills it in.
 */
export async function startPayment(_deps: PaymentDeps, _purchaseId: string): Promise<{ redirectUrl: string }> {
  throw new Error('not implemented yet');
}
