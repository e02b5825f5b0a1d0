import type { Prisma } from '../../generated/prisma/client.ts';

/**
 * Issues the VAT invoice of a purchase that has just been paid, inside that transaction (the
 * number is gap-free per series and year). Idempotent. Skeleton: the commerce work fills it in.
 */
export async function issueInvoice(_tx: Prisma.TransactionClient, _purchaseId: string): Promise<void> {
  throw new Error('not implemented yet');
}
