import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The order exchange's enumerations (spec 3) in display order, with their PL/EN labels. */

export const SERVICE_CATEGORIES = [
  'OBJECT_INSPECTION',
  'THERMOVISION',
  'MATERIAL_TRANSPORT',
  'PHOTOGRAPHY',
  'VIDEO',
  'CONSTRUCTION',
  'GEODESY',
  'SURFACE_CLEANING',
  'SPECTRAL_ANALYSIS',
  'AGRICULTURE',
  'FORESTRY',
  'DRONE_SHOWS',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export const SERVICE_LABELS: Record<ServiceCategory, MessageDescriptor> = {
  OBJECT_INSPECTION: msg`Object inspection`,
  THERMOVISION: msg`Thermovision`,
  MATERIAL_TRANSPORT: msg`Material transport`,
  PHOTOGRAPHY: msg`Photography`,
  VIDEO: msg`Video`,
  CONSTRUCTION: msg`Construction`,
  GEODESY: msg`Geodesy`,
  SURFACE_CLEANING: msg`Surface cleaning`,
  SPECTRAL_ANALYSIS: msg`Spectral analysis`,
  AGRICULTURE: msg`Agriculture`,
  FORESTRY: msg`Forestry`,
  DRONE_SHOWS: msg`Drone shows`,
};

export const FULFILLMENT_TIMES = ['AS_SOON_AS_POSSIBLE', 'ONE_MONTH', 'TWO_THREE_MONTHS', 'CUSTOM_TIME'] as const;
export type FulfillmentTime = (typeof FULFILLMENT_TIMES)[number];
export const FULFILLMENT_LABELS: Record<FulfillmentTime, MessageDescriptor> = {
  AS_SOON_AS_POSSIBLE: msg`As soon as possible`,
  ONE_MONTH: msg`Within a month`,
  TWO_THREE_MONTHS: msg`Within two to three months`,
  CUSTOM_TIME: msg`By a chosen date`,
};

export const PROFILE_STATUSES = ['PENDING', 'APPROVED', 'HIDDEN', 'REMOVED'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];
export const PROFILE_STATUS_LABELS: Record<ProfileStatus, MessageDescriptor> = {
  PENDING: msg({ message: 'Awaiting approval', context: 'public profile status' }),
  APPROVED: msg({ message: 'Approved', context: 'public profile status' }),
  HIDDEN: msg({ message: 'Hidden', context: 'public profile status' }),
  REMOVED: msg({ message: 'Removed', context: 'public profile status' }),
};
export const PROFILE_STATUS_COLORS: Record<ProfileStatus, 'warning' | 'success' | 'default' | 'error'> = {
  PENDING: 'warning',
  APPROVED: 'success',
  HIDDEN: 'default',
  REMOVED: 'error',
};

export const OFFER_STATUSES = ['OPEN', 'ENDED'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, MessageDescriptor> = {
  OPEN: msg({ message: 'Open', context: 'job offer status' }),
  ENDED: msg({ message: 'Completed', context: 'job offer status' }),
};

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** A label for an enumeration value from the server, or the value itself when it is new to this app. */
export function labelOf<T extends string>(
  i18n: I18n,
  list: readonly T[],
  labels: Record<T, MessageDescriptor>,
  value: string,
): string {
  return isOneOf(list, value) ? i18n._(labels[value]) : value;
}
