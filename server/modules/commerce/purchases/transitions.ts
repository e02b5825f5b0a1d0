import type { PurchaseStatus } from '../../../generated/prisma/enums.ts';

/**
 * The purchase state machine, in one place (spec 4 "Purchase"; issue 8). Every change of a
 * purchase's status goes through `nextStatus`; nothing else decides what is allowed.
 *
 *   PLACED ──PAID──▶ PAID ──SEND──▶ SEND ──COMPLETE──▶ DELIVERED
 *     │               │ └──COMPLETE──▶ COMPLETED        (courses only: nothing to ship)
 *     └──CANCEL──▶ NO_PAID ◀──CANCEL──┘                  (paid but not yet sent)
 *
 * - PAID → SEND only when the purchase holds products (something to ship); a purchase holding
 *   products cannot be completed before it is sent.
 * - The admin's "completed" action gives DELIVERED when the purchase was shipped (SEND) and
 *   COMPLETED when nothing was to be shipped (courses only, straight from PAID). Both are final.
 * - NO_PAID (shown as cancelled) and NO_ITEMS (never produced here; listed by the spec as "not
 *   applicable") are final.
 * - Cancelling releases the reserved stock, course places and coupon use; cancelling a PAID
 *   purchase also withdraws the courses and seats it granted.
 */
export const PURCHASE_ACTIONS = ['PAID', 'CANCEL', 'SEND', 'COMPLETE'] as const;
export type PurchaseAction = (typeof PURCHASE_ACTIONS)[number];

export interface TransitionSubject {
  status: PurchaseStatus;
  containsProducts: boolean;
}

/** The status `action` leads to from `purchase`, or null when the action is not allowed. */
export function nextStatus(purchase: TransitionSubject, action: PurchaseAction): PurchaseStatus | null {
  const { status, containsProducts } = purchase;
  switch (action) {
    case 'PAID':
      return status === 'PLACED' ? 'PAID' : null;
    case 'CANCEL':
      return status === 'PLACED' || status === 'PAID' ? 'NO_PAID' : null;
    case 'SEND':
      return status === 'PAID' && containsProducts ? 'SEND' : null;
    case 'COMPLETE':
      if (status === 'SEND') return 'DELIVERED';
      return status === 'PAID' && !containsProducts ? 'COMPLETED' : null;
  }
}

/** The actions allowed on `purchase` now (what an admin's details screen offers). */
export const allowedActions = (purchase: TransitionSubject): PurchaseAction[] =>
  PURCHASE_ACTIONS.filter((action) => nextStatus(purchase, action) !== null);

/** Statuses at or after PAID: the money arrived (markPaid on them changes nothing). */
export const PAID_OR_LATER: readonly PurchaseStatus[] = ['PAID', 'SEND', 'DELIVERED', 'COMPLETED'];
