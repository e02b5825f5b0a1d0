import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Translated names of the catalogue's enumerations (spec 3), shared by the public pages. */

export const COURSE_CATEGORIES = ['PARTICULAR', 'OPEN', 'TECHNICAL', 'CERTIFIED'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const COURSE_CATEGORY_LABELS: Record<CourseCategory, MessageDescriptor> = {
  PARTICULAR: msg`Specific category`,
  OPEN: msg`Open category`,
  TECHNICAL: msg`Specialized`,
  CERTIFIED: msg`Certified`,
};

export const COURSE_TYPE_LABELS: Record<string, MessageDescriptor> = {
  THEORETICAL: msg`Theory course`,
  FULL: msg`Theory and practice`,
};

export const COURSE_VARIANT_LABELS: Record<string, MessageDescriptor> = {
  FULL_ONLINE: msg`Full online`,
  FULL_MIXED: msg`Full mixed`,
  FULL_STATIONARY: msg`Full stationary`,
  THEORETICAL_ONLINE: msg`Theoretical online`,
  THEORETICAL_STATIONARY: msg`Theoretical stationary`,
};

export const EXAM_DURATION_MINUTES: Record<string, number> = { DURATION_60: 60, DURATION_120: 120 };

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

export const PRODUCT_KIND_LABELS: Record<ProductKind, MessageDescriptor> = {
  DRONE: msg`Drones`,
  PLANE: msg`Planes`,
  MULTIROTOR: msg`Multi-rotor aircraft`,
};

export const STOCK_STATE_LABELS: Record<string, MessageDescriptor> = {
  IN_STOCK: msg`In stock`,
  LOW: msg`Low stock`,
  NONE: msg`Out of stock`,
};

/** The drone specification's 17 fields (spec 3), in the order the table shows them. */
export const DRONE_SPECIFICATION_FIELDS = [
  ['aircraftType', msg`Aircraft type`],
  ['droneClass', msg`Drone class`],
  ['startingMass', msg`Take-off mass`],
  ['maximumStartingMass', msg`Maximum take-off mass`],
  ['flightTime', msg`Flight time`],
  ['preparationTime', msg`Preparation time`],
  ['cameraParams', msg`Camera parameters`],
  ['compatibleSensors', msg`Compatible sensors`],
  ['additionalSensors', msg`Additional sensors`],
  ['sizeExtended', msg`Size (extended)`],
  ['sizeFolded', msg`Size (folded)`],
  ['sizeTransportCase', msg`Size (transport case)`],
  ['workTemperature', msg`Operating temperature`],
  ['normIP', msg`IP rating`],
  ['specialFeatures', msg`Special features`],
  ['packageDescription', msg`Package contents`],
  ['suggestedCertification', msg`Suggested certification`],
] as const satisfies readonly (readonly [string, MessageDescriptor])[];

export type DroneSpecificationField = (typeof DRONE_SPECIFICATION_FIELDS)[number][0];
