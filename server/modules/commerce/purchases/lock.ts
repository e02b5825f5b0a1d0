import type { Prisma } from '../../../generated/prisma/client.ts';
import type { PurchaseStatus } from '../../../generated/prisma/enums.ts';
import { notFound } from '../../../platform/errors.ts';
import { isUuid } from '../../../platform/validation.ts';

export interface LockedPurchase {
  id: string;
  status: PurchaseStatus;
  containsProducts: boolean;
}

/**
 * Locks the purchase's row until the transaction ends (concurrent changes wait in turn). Every
 * change of a purchase, its payments' outcome and its refunds takes this lock first, so they
 * never interleave (and never deadlock on each other's order).
 */
export async function lockPurchase(tx: Prisma.TransactionClient, purchaseId: string): Promise<LockedPurchase> {
  if (!isUuid(purchaseId)) throw notFound('Purchase');
  const rows = await tx.$queryRaw<LockedPurchase[]>`
    SELECT id::text AS id, status::text AS status, "containsProducts"
    FROM "Purchase" WHERE id = ${purchaseId}::uuid FOR UPDATE`;
  const row = rows[0];
  if (!row) throw notFound('Purchase');
  return row;
}
