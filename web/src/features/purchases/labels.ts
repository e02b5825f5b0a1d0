import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The commerce enumerations (spec 3) in display order, with their PL/EN labels. The purchase
 * statuses live in shared/purchases (the admin user page lists purchases too).
 */

export {
  PURCHASE_STATUSES,
  PURCHASE_STATUS_COLORS,
  PURCHASE_STATUS_LABELS,
  type PurchaseStatus,
} from '../../shared/purchases/status';

export const PAYMENT_TYPES = ['PRZELEWY24_TRANSFER', 'TRADITIONAL_TRANSFER', 'O_TRANSFER'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_TYPE_LABELS: Record<PaymentType, MessageDescriptor> = {
  PRZELEWY24_TRANSFER: msg`Przelewy24`,
  TRADITIONAL_TRANSFER: msg`Traditional bank transfer`,
  O_TRANSFER: msg`No payment (zero total)`,
};

export const BUYER_TYPES = ['INDIVIDUAL', 'BUSINESS'] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];
export const BUYER_TYPE_LABELS: Record<BuyerType, MessageDescriptor> = {
  INDIVIDUAL: msg`Individual`,
  BUSINESS: msg`Business`,
};

/** The admin's actions on a purchase, in the order the buttons show. */
export const PURCHASE_ACTIONS = ['PAID', 'SEND', 'COMPLETE', 'CANCEL'] as const;
export type PurchaseAction = (typeof PURCHASE_ACTIONS)[number];

/** Who made a change when no person did (PurchaseEvent.source). */
export const EVENT_SOURCE_LABELS: Record<string, MessageDescriptor> = {
  przelewy24: msg`Przelewy24 payment`,
  'auto-cancel': msg`Automatic cancellation (not paid in time)`,
  system: msg`System`,
  checkout: msg`Order placed`,
};

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** A course line's frozen variant is the variant's type (FULL_ONLINE…): shown in words. */
const COURSE_VARIANT_LABELS: Record<string, MessageDescriptor> = {
  FULL_ONLINE: msg`Full online`,
  FULL_MIXED: msg`Full mixed`,
  FULL_STATIONARY: msg`Full stationary`,
  THEORETICAL_ONLINE: msg`Theoretical online`,
  THEORETICAL_STATIONARY: msg`Theoretical stationary`,
};

export function variantLabel(i18n: I18n, kind: string, variantName: string): string {
  const label = kind === 'COURSE' ? COURSE_VARIANT_LABELS[variantName] : undefined;
  return label ? i18n._(label) : variantName;
}
