import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Purchase statuses (spec 3) in display order with their PL/EN labels and chip colours, shared by
 * the purchases screens and the admin user page. NO_PAID is shown as "Cancelled".
 */
export const PURCHASE_STATUSES = ['PLACED', 'PAID', 'SEND', 'DELIVERED', 'COMPLETED', 'NO_PAID', 'NO_ITEMS'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, MessageDescriptor> = {
  PLACED: msg({ message: 'Placed', context: 'purchase status' }),
  PAID: msg({ message: 'Paid', context: 'purchase status' }),
  SEND: msg({ message: 'Sent', context: 'purchase status' }),
  DELIVERED: msg({ message: 'Delivered', context: 'purchase status' }),
  COMPLETED: msg({ message: 'Completed', context: 'purchase status' }),
  NO_PAID: msg({ message: 'Cancelled', context: 'purchase status' }),
  NO_ITEMS: msg({ message: 'Not applicable', context: 'purchase status' }),
};

/** Chip colours: waiting (warning), paid and on the way (primary, info), done (success), cancelled (error). */
export const PURCHASE_STATUS_COLORS: Record<
  PurchaseStatus,
  'default' | 'warning' | 'primary' | 'info' | 'success' | 'error'
> = {
  PLACED: 'warning',
  PAID: 'primary',
  SEND: 'info',
  DELIVERED: 'success',
  COMPLETED: 'success',
  NO_PAID: 'error',
  NO_ITEMS: 'default',
};
