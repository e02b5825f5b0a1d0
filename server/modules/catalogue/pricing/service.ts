import type { Prisma, PrismaClient } from '../../../generated/prisma/client.ts';

type Tx = Pick<Prisma.TransactionClient, 'priceChange'>;
type Db = Pick<PrismaClient, 'priceChange'>;

export type VariantRef = { courseVariantId: string } | { productVariantId: string };

const DAY_MS = 86_400_000;
export const OMNIBUS_WINDOW_DAYS = 30;

/** Records a variant's price (call in the transaction that sets it, including the first price). */
export async function recordPriceChange(
  tx: Tx,
  variant: VariantRef,
  priceGross: number,
  at = new Date(),
): Promise<void> {
  await tx.priceChange.create({ data: { ...variant, priceGross, changedAt: at } });
}

export interface PricePoint {
  priceGross: number;
  changedAt: Date;
}

/**
 * Omnibus rule: when the current price is a reduction, the lowest price in force during the
 * 30 days before that reduction; null when the current price is not a reduction (or the
 * variant has no earlier price). `history` is the variant's changes, any order.
 */
export function omnibusLowestPrice(history: PricePoint[]): number | null {
  const changes = [...history].sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
  const current = changes.at(-1);
  if (!current || changes.length < 2) return null;
  const reductionAt = current.changedAt.getTime();
  const previous = changes.at(-2)!;
  if (current.priceGross >= previous.priceGross) return null;
  const windowStart = reductionAt - OMNIBUS_WINDOW_DAYS * DAY_MS;
  let lowest: number | null = null;
  for (let i = 0; i < changes.length - 1; i++) {
    const change = changes[i]!;
    const endsAt = changes[i + 1]!.changedAt.getTime();
    // In force during [changedAt, endsAt): counts when that overlaps the 30-day window.
    if (endsAt > windowStart && change.changedAt.getTime() < reductionAt) {
      lowest = lowest === null ? change.priceGross : Math.min(lowest, change.priceGross);
    }
  }
  return lowest;
}

/** Omnibus prices for many variants in one query (no N+1): variant id → lowest price or null. */
export async function omnibusPrices(
  db: Db,
  kind: 'course' | 'product',
  variantIds: readonly string[],
): Promise<Map<string, number | null>> {
  const column = kind === 'course' ? 'courseVariantId' : 'productVariantId';
  const rows = await db.priceChange.findMany({
    where: { [column]: { in: [...variantIds] } },
    select: { courseVariantId: true, productVariantId: true, priceGross: true, changedAt: true },
  });
  const byVariant = new Map<string, PricePoint[]>();
  for (const row of rows) {
    const id = (kind === 'course' ? row.courseVariantId : row.productVariantId)!;
    byVariant.set(id, [...(byVariant.get(id) ?? []), row]);
  }
  return new Map(variantIds.map((id) => [id, omnibusLowestPrice(byVariant.get(id) ?? [])]));
}

/** A price on sale: above zero, or zero when the item is marked free (courses and products alike). */
export const priceAllowed = (priceGross: number, free: boolean) => priceGross > 0 || (free && priceGross === 0);
