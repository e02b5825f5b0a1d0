import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Spec 8: the order cannot be placed while a line is unavailable or short of stock or places. */
export const UNAVAILABLE_MESSAGE = msg`Cannot place an order because some products are unavailable or there isn't enough to satisfy this order`;

/** The server's blockers (CartQuote.blockers); ACCOUNT_REQUIRED is shown as the sign-in box. */
export const BLOCKER_MESSAGES: Record<string, MessageDescriptor> = {
  ITEMS_UNAVAILABLE: UNAVAILABLE_MESSAGE,
  ACCOUNT_REQUIRED: msg`A cart holding a course needs an account: sign in to place the order.`,
  CART_EMPTY: msg`Your cart is empty`,
  FORBIDDEN: msg`Your account cannot buy in the shop.`,
};

/**
 * What stops the order besides the discount code: a code that does not apply is shown at its
 * field and left out of the order (DISCOUNT_CODE_…), and ACCOUNT_REQUIRED is the sign-in box.
 */
export function orderBlockers(blockers: readonly string[]): string[] {
  return blockers.filter((code) => code !== 'ACCOUNT_REQUIRED' && !code.startsWith('DISCOUNT_CODE_'));
}

export const GENERIC_BLOCKER = msg`This order cannot be placed at the moment.`;

/** The result of the discount code (CartDiscount.status). */
export const DISCOUNT_MESSAGES: Record<string, MessageDescriptor> = {
  APPLIED: msg`Discount code applied`,
  NOT_FOUND: msg`Discount code doesn't exist`,
  NOT_STARTED: msg`This discount code is not valid yet`,
  EXPIRED: msg`This discount code has expired`,
  USED_UP: msg`This discount code has already been used up`,
  NOT_APPLICABLE: msg`This discount code does not apply to the items in your cart`,
};

/** Why a line changed since it was added (CartQuote.notices); `name` is the line's name, when known. */
export function noticeMessage(code: string, name: string | null | undefined): MessageDescriptor {
  if (!name) {
    switch (code) {
      case 'LINE_REMOVED':
        return msg`An item is no longer offered and was removed from your cart.`;
      case 'AMOUNT_REDUCED':
        return msg`The amount of an item was reduced to what can be ordered.`;
      default:
        return msg`Your cart was updated.`;
    }
  }
  switch (code) {
    case 'LINE_REMOVED':
      return msg`"${name}" is no longer offered and was removed from your cart.`;
    case 'AMOUNT_REDUCED':
      return msg`The amount of "${name}" was reduced to what can be ordered.`;
    case 'LINE_MERGED':
      return msg`"${name}" was in your cart twice: the lines were merged.`;
    default:
      return msg`"${name}" was changed in your cart.`;
  }
}

export const PAYMENT_TYPE_LABELS: Record<string, MessageDescriptor> = {
  PRZELEWY24_TRANSFER: msg`Przelewy24 (online payment)`,
  TRADITIONAL_TRANSFER: msg`Traditional bank transfer`,
  O_TRANSFER: msg`Nothing to pay`,
};

export const cartPath = '/cart';
export const checkoutPath = '/cart/checkout';
export const coursePath = (id: string) => `/courses/${encodeURIComponent(id)}/details`;
export const productPath = (id: string) => `/shop/products/${encodeURIComponent(id)}/details`;
export function purchasePath(id: string, accessToken?: string | null): string {
  const base = `/purchases/${encodeURIComponent(id)}/details`;
  return accessToken ? `${base}?accessToken=${encodeURIComponent(accessToken)}` : base;
}
