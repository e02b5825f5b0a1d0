import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The catalogue's enumerations (spec 3) in display order, with the labels the admin and the
 * public pages share. Plain data only (no MUI, no data grid, no editor): the public pages load it.
 */

export const COURSE_CATEGORIES = ['PARTICULAR', 'OPEN', 'TECHNICAL', 'CERTIFIED'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];
export const COURSE_CATEGORY_LABELS: Record<CourseCategory, MessageDescriptor> = {
  PARTICULAR: msg`Specific category`,
  OPEN: msg`Open category`,
  TECHNICAL: msg`Specialized`,
  CERTIFIED: msg`Certified`,
};

export const COURSE_TYPES = ['THEORETICAL', 'FULL'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export const COURSE_VARIANTS = [
  'FULL_ONLINE',
  'FULL_MIXED',
  'FULL_STATIONARY',
  'THEORETICAL_ONLINE',
  'THEORETICAL_STATIONARY',
] as const;
export type CourseVariantType = (typeof COURSE_VARIANTS)[number];
/** Keyed by any string: the public pages and the cart read variants as the API sends them. */
export const COURSE_VARIANT_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  FULL_ONLINE: msg`Full online`,
  FULL_MIXED: msg`Full mixed`,
  FULL_STATIONARY: msg`Full stationary`,
  THEORETICAL_ONLINE: msg`Theoretical online`,
  THEORETICAL_STATIONARY: msg`Theoretical stationary`,
};

export const PRODUCT_CATEGORIES = ['EQUIPMENT', 'ACCESSORY', 'GADGET', 'SOFTWARE', 'SERVICE', 'VOUCHER'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, MessageDescriptor> = {
  EQUIPMENT: msg`Equipment`,
  ACCESSORY: msg`Accessories`,
  GADGET: msg`Gadgets`,
  SOFTWARE: msg`Software`,
  SERVICE: msg`Services`,
  VOUCHER: msg`Vouchers`,
};

export const PRODUCT_KINDS = ['DRONE', 'PLANE', 'MULTIROTOR'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const STOCK_STATES = ['IN_STOCK', 'LOW', 'NONE'] as const;
export type StockState = (typeof STOCK_STATES)[number];
export const STOCK_STATE_LABELS: Record<StockState, MessageDescriptor> = {
  IN_STOCK: msg`In stock`,
  LOW: msg`Low stock`,
  NONE: msg`Out of stock`,
};

/**
 * Spec 3: the drone specification's 17 fields in the order both the form and the public table
 * show them, with the API's limits (255, two of them 1000). `label` names the form field;
 * `tableLabel`, when present, is the public table's wording of the same field.
 */
export const DRONE_SPEC_FIELDS = [
  { name: 'aircraftType', label: msg`Aircraft type`, max: 255 },
  { name: 'droneClass', label: msg`Drone class`, max: 255 },
  { name: 'startingMass', label: msg`Take-off mass`, max: 255 },
  { name: 'maximumStartingMass', label: msg`Maximum take-off mass`, max: 255 },
  { name: 'flightTime', label: msg`Flight time`, max: 255 },
  { name: 'preparationTime', label: msg`Preparation time`, max: 255 },
  { name: 'cameraParams', label: msg`Camera parameters`, max: 255 },
  { name: 'compatibleSensors', label: msg`Compatible sensors`, max: 255 },
  { name: 'additionalSensors', label: msg`Additional sensors`, max: 255 },
  { name: 'sizeExtended', label: msg`Size unfolded`, tableLabel: msg`Size (extended)`, max: 255 },
  { name: 'sizeFolded', label: msg`Size folded`, tableLabel: msg`Size (folded)`, max: 255 },
  { name: 'sizeTransportCase', label: msg`Transport case size`, tableLabel: msg`Size (transport case)`, max: 255 },
  { name: 'workTemperature', label: msg`Operating temperature`, max: 255 },
  { name: 'normIP', label: msg`IP rating`, max: 255 },
  { name: 'specialFeatures', label: msg`Special features`, max: 1000, multiline: true },
  { name: 'packageDescription', label: msg`Package contents`, max: 1000, multiline: true },
  { name: 'suggestedCertification', label: msg`Suggested certification`, max: 255 },
] as const satisfies readonly {
  name: string;
  label: MessageDescriptor;
  tableLabel?: MessageDescriptor;
  max: number;
  multiline?: boolean;
}[];
export type DroneSpecField = (typeof DRONE_SPEC_FIELDS)[number]['name'];

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
