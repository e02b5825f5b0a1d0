import { describe, expect, it } from 'vitest';
import { refundLineAmount, refundTotal, type RefundableLine } from './refundAmounts';

/** 3 units of 33,34 zł with a 0,01 zł discount: 100,01 zł in all. */
const line: RefundableLine = { quantity: 3, amount: 10001, item: { quantity: 3, totalGross: 10001 } };

describe('refund amounts (as the server computes them)', () => {
  it('gives back a share of the line for some units, rounded to the grosz', () => {
    expect(refundLineAmount(line, 0)).toBe(0);
    expect(refundLineAmount(line, 1)).toBe(3334);
    expect(refundLineAmount(line, 2)).toBe(6667);
  });

  it('gives back exactly what is left when every remaining unit is chosen', () => {
    expect(refundLineAmount(line, 3)).toBe(10001);
    // One unit was refunded already (3334): the last two take the 6667 left, not round(2 × 10001 / 3).
    const rest: RefundableLine = { ...line, quantity: 2, amount: 6667 };
    expect(refundLineAmount(rest, 2)).toBe(6667);
    expect(refundLineAmount(rest, 1)).toBe(3334);
  });

  it('adds the lines and the shipping when it is refunded too', () => {
    const other: RefundableLine = { quantity: 1, amount: 129900, item: { quantity: 1, totalGross: 129900 } };
    expect(refundTotal([line, other], [1, 1], { left: 1500, refunded: false })).toBe(3334 + 129900);
    expect(refundTotal([line, other], [0, 0], { left: 1500, refunded: true })).toBe(1500);
    expect(refundTotal([line, other], [3], { left: 0, refunded: true })).toBe(10001);
  });
});
