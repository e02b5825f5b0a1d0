import { describe, expect, it } from 'vitest';
import { PurchaseStatus } from '../../../generated/prisma/enums.ts';
import { PURCHASE_ACTIONS, allowedActions, nextStatus, type PurchaseAction } from './transitions.ts';

/** Every allowed transition; anything else is refused. [from, action, withProducts] → to */
const ALLOWED: [PurchaseStatus, PurchaseAction, boolean, PurchaseStatus][] = [
  ['PLACED', 'PAID', false, 'PAID'],
  ['PLACED', 'PAID', true, 'PAID'],
  ['PLACED', 'CANCEL', false, 'NO_PAID'],
  ['PLACED', 'CANCEL', true, 'NO_PAID'],
  ['PAID', 'CANCEL', false, 'NO_PAID'],
  ['PAID', 'CANCEL', true, 'NO_PAID'],
  ['PAID', 'SEND', true, 'SEND'],
  ['PAID', 'COMPLETE', false, 'COMPLETED'],
  ['SEND', 'COMPLETE', true, 'DELIVERED'],
  // A SEND purchase always holds products; should one not, completing it still means delivered.
  ['SEND', 'COMPLETE', false, 'DELIVERED'],
];

describe('the purchase state machine', () => {
  for (const status of Object.values(PurchaseStatus)) {
    for (const action of PURCHASE_ACTIONS) {
      for (const containsProducts of [false, true]) {
        const expected =
          ALLOWED.find(([f, a, p]) => f === status && a === action && p === containsProducts)?.[3] ?? null;
        it(`${status} + ${action}${containsProducts ? ' (with products)' : ' (courses only)'} → ${expected ?? 'refused'}`, () => {
          expect(nextStatus({ status, containsProducts }, action)).toBe(expected);
        });
      }
    }
  }

  it('offers exactly the allowed actions', () => {
    expect(allowedActions({ status: 'PLACED', containsProducts: true })).toEqual(['PAID', 'CANCEL']);
    expect(allowedActions({ status: 'PAID', containsProducts: true })).toEqual(['CANCEL', 'SEND']);
    expect(allowedActions({ status: 'PAID', containsProducts: false })).toEqual(['CANCEL', 'COMPLETE']);
    expect(allowedActions({ status: 'SEND', containsProducts: true })).toEqual(['COMPLETE']);
    for (const status of ['DELIVERED', 'COMPLETED', 'NO_PAID', 'NO_ITEMS'] as const) {
      expect(allowedActions({ status, containsProducts: true })).toEqual([]);
    }
  });
});
