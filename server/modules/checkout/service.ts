import type { Prisma } from '../../generated/prisma/client.ts';

/**
 * Cart quotes and order placement (spec 3 Cart and Checkout fields, 5 cart and coupon rules).
 * Skeleton: the commerce work fills it in.
 */

/** Returns a cancelled purchase's stock, course places and coupon use (inside its transaction). */
export async function releaseReservations(_tx: Prisma.TransactionClient, _purchaseId: string): Promise<void> {
  throw new Error('not implemented yet');
}
