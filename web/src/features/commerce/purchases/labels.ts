import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COURSE_VARIANT_LABELS } from '../../../shared/catalogue/labels';
import { chipEnum, labelledEnum, type EnumValue } from '../../../shared/i18n/enumLabels';

/**
 * The commerce enumerations (spec 3) in display order, with their PL/EN labels. The purchase
 * statuses live in shared/purchases (the admin user page lists purchases too).
 */

export {
  PURCHASE_STATUSES,
  PURCHASE_STATUS_COLORS,
  PURCHASE_STATUS_LABELS,
  type PurchaseStatus,
} from '../../../shared/purchases/status';

export const PAYMENT_TYPE = labelledEnum({
  PRZELEWY24_TRANSFER: msg`Przelewy24`,
  TRADITIONAL_TRANSFER: msg`Traditional bank transfer`,
  O_TRANSFER: msg`No payment (zero total)`,
});
export type PaymentType = EnumValue<typeof PAYMENT_TYPE>;

export const BUYER_TYPE = labelledEnum({
  INDIVIDUAL: msg`Individual`,
  BUSINESS: msg`Business`,
});

/** The admin's actions on a purchase, in the order the buttons show. */
export const PURCHASE_ACTIONS = ['PAID', 'SEND', 'COMPLETE', 'CANCEL'] as const;
export type PurchaseAction = (typeof PURCHASE_ACTIONS)[number];

/** Who made a change when no person did (PurchaseEvent.source). */
export const EVENT_SOURCE_LABELS: Record<string, MessageDescriptor> = {
  przelewy24: msg`Przelewy24`,
  'auto-cancel': msg`Automatic cancellation (not paid in time)`,
  system: msg`System`,
  checkout: msg`Order placed`,
};

/** Money events of the history (PurchaseEvent.kind other than STATUS): the status stays. */
export const MONEY_EVENT = labelledEnum({
  PAYMENT_STARTED: msg`Online payment started`,
  PAYMENT_NOTIFIED: msg`Payment reported`,
  PAYMENT_VERIFIED: msg`Payment received`,
  REFUND_NEEDED: msg`Refund needed`,
  REFUND_REQUESTED: msg`Refund requested`,
  REFUND_DONE: msg`Refund done`,
  REFUND_FAILED: msg`Refund failed`,
  INVOICE_ISSUED: msg`Invoice issued`,
  CORRECTION_ISSUED: msg`Correction invoice issued`,
});

/** Refunds (Refund.status with chip colours, .reason, .method) with their PL/EN labels. */
export const REFUND_STATUS = chipEnum({
  NEEDED: [msg({ message: 'Refund needed', context: 'refund status' }), 'warning'],
  REQUESTED: [msg({ message: 'Requested', context: 'refund status' }), 'info'],
  DONE: [msg({ message: 'Refunded', context: 'refund status' }), 'success'],
  FAILED: [msg({ message: 'Failed', context: 'refund status' }), 'error'],
});

export const REFUND_REASON = labelledEnum({
  CANCELLED_ORDER: msg`Paid for a cancelled order`,
  PAID_TWICE: msg`Paid twice`,
  ADMIN: msg`Refund by the shop`,
});

export const REFUND_METHOD = labelledEnum({
  PRZELEWY24: msg`Przelewy24`,
  TRANSFER: msg`Bank transfer`,
});
export type RefundMethod = EnumValue<typeof REFUND_METHOD>;

export { isOneOf } from '../../../shared/i18n/enumLabels';

/** A course line's frozen variant is the variant's type (FULL_ONLINE…): shown in words. */
export function variantLabel(i18n: I18n, kind: string, variantName: string): string {
  const label = kind === 'COURSE' ? COURSE_VARIANT_LABELS[variantName] : undefined;
  return label ? i18n._(label) : variantName;
}
