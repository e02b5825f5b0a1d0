import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COURSE_VARIANT_LABELS } from '../../../shared/catalogue/labels';

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
  przelewy24: msg`Przelewy24`,
  'auto-cancel': msg`Automatic cancellation (not paid in time)`,
  system: msg`System`,
  checkout: msg`Order placed`,
};

/** Money events of the history (PurchaseEvent.kind other than STATUS): the status stays. */
export const MONEY_EVENT_KINDS = [
  'PAYMENT_STARTED',
  'PAYMENT_NOTIFIED',
  'PAYMENT_VERIFIED',
  'REFUND_NEEDED',
  'REFUND_REQUESTED',
  'REFUND_DONE',
  'REFUND_FAILED',
  'INVOICE_ISSUED',
  'CORRECTION_ISSUED',
] as const;
export type MoneyEventKind = (typeof MONEY_EVENT_KINDS)[number];
export const MONEY_EVENT_LABELS: Record<MoneyEventKind, MessageDescriptor> = {
  PAYMENT_STARTED: msg`Online payment started`,
  PAYMENT_NOTIFIED: msg`Payment reported`,
  PAYMENT_VERIFIED: msg`Payment received`,
  REFUND_NEEDED: msg`Refund needed`,
  REFUND_REQUESTED: msg`Refund requested`,
  REFUND_DONE: msg`Refund done`,
  REFUND_FAILED: msg`Refund failed`,
  INVOICE_ISSUED: msg`Invoice issued`,
  CORRECTION_ISSUED: msg`Correction invoice issued`,
};

/** Refunds (Refund.status, .reason, .method) with their PL/EN labels and chip colours. */
export const REFUND_STATUSES = ['NEEDED', 'REQUESTED', 'DONE', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_STATUS_LABELS: Record<RefundStatus, MessageDescriptor> = {
  NEEDED: msg({ message: 'Refund needed', context: 'refund status' }),
  REQUESTED: msg({ message: 'Requested', context: 'refund status' }),
  DONE: msg({ message: 'Refunded', context: 'refund status' }),
  FAILED: msg({ message: 'Failed', context: 'refund status' }),
};
export const REFUND_STATUS_COLORS: Record<RefundStatus, 'warning' | 'info' | 'success' | 'error'> = {
  NEEDED: 'warning',
  REQUESTED: 'info',
  DONE: 'success',
  FAILED: 'error',
};

export const REFUND_REASONS = ['CANCELLED_ORDER', 'PAID_TWICE', 'ADMIN'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_REASON_LABELS: Record<RefundReason, MessageDescriptor> = {
  CANCELLED_ORDER: msg`Paid for a cancelled order`,
  PAID_TWICE: msg`Paid twice`,
  ADMIN: msg`Refund by the shop`,
};

export const REFUND_METHODS = ['PRZELEWY24', 'TRANSFER'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, MessageDescriptor> = {
  PRZELEWY24: msg`Przelewy24`,
  TRANSFER: msg`Bank transfer`,
};

/** A label of `labels` for a value from the API, or the value itself when it is a newer one. */
export function labelOf<T extends string>(
  i18n: I18n,
  values: readonly T[],
  labels: Record<T, MessageDescriptor>,
  value: string,
): string {
  return isOneOf(values, value) ? i18n._(labels[value]) : value;
}

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** A course line's frozen variant is the variant's type (FULL_ONLINE…): shown in words. */
export function variantLabel(i18n: I18n, kind: string, variantName: string): string {
  const label = kind === 'COURSE' ? COURSE_VARIANT_LABELS[variantName] : undefined;
  return label ? i18n._(label) : variantName;
}
