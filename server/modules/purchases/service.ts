import type { PrismaClient } from '../../generated/prisma/client.ts';

/** Who changed a purchase: a signed-in user, or the system with a reason. */
export type PurchaseActor = { userId: string } | { source: 'przelewy24' | 'auto-cancel' | 'system' };

/**
 * Marks a purchase PAID (idempotent: an already paid purchase changes nothing and returns
 * `changed: false`). Skeleton: the commerce work fills it in.
 */
export async function markPaid(
  _prisma: PrismaClient,
  _purchaseId: string,
  _actor: PurchaseActor,
): Promise<{ changed: boolean }> {
  throw new Error('not implemented yet');
}
