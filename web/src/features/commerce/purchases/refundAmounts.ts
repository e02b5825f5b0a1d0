/**
 * What a refund gives back, computed as the server does (server/modules/commerce/payments/refunds.ts), so
 * the admin's dialog shows the total the refund will have. Pure functions, unit-tested.
 */

/** What is left to refund of one purchase line (Refundable.lines). */
export interface RefundableLine {
  /** Units not refunded yet, and their gross value (grosze). */
  quantity: number;
  amount: number;
  /** The purchase line as bought: all its units and their gross value (grosze). */
  item: { quantity: number; totalGross: number };
}

/**
 * Grosze given back for `quantity` of the line's remaining units: all of them take exactly what
 * is left (rounding never leaves or overdraws a grosz), fewer their share of the line's value.
 */
export function refundLineAmount(line: RefundableLine, quantity: number): number {
  if (quantity <= 0) return 0;
  if (quantity >= line.quantity) return line.amount;
  return Math.round((line.item.totalGross * quantity) / line.item.quantity);
}

/** The refund's total: the chosen units of each line, plus the shipping left when it is refunded too. */
export function refundTotal(
  lines: readonly RefundableLine[],
  quantities: readonly number[],
  shipping: { left: number; refunded: boolean },
): number {
  const goods = lines.reduce((sum, line, index) => sum + refundLineAmount(line, quantities[index] ?? 0), 0);
  return goods + (shipping.refunded ? shipping.left : 0);
}
