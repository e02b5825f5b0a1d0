import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CourseType, CourseVariantType, ProductKind, StockState } from '../../../shared/catalogue/labels';
import type { Visibility } from '../../../shared/catalogue/visibility';

/**
 * The admin's own enumerations and wordings, in display order; the ones the public pages share
 * are in shared/catalogue/labels.
 */

export const COURSE_TYPE_LABELS: Record<CourseType, MessageDescriptor> = {
  THEORETICAL: msg`Theoretical`,
  FULL: msg`Full (theory and practice)`,
};

export const COURSE_VARIANT_LABELS: Record<CourseVariantType, MessageDescriptor> = {
  FULL_ONLINE: msg`Full, online`,
  FULL_MIXED: msg`Full, mixed`,
  FULL_STATIONARY: msg`Full, stationary`,
  THEORETICAL_ONLINE: msg`Theoretical, online`,
  THEORETICAL_STATIONARY: msg`Theoretical, stationary`,
};

export { VISIBILITIES, VISIBILITY_LABELS, type Visibility } from '../../../shared/catalogue/visibility';
export const VISIBILITY_COLORS: Record<Visibility, 'success' | 'default' | 'info' | 'warning'> = {
  PUBLIC: 'success',
  PRIVATE: 'default',
  LANDING: 'info',
  SOON: 'warning',
};

export const LANGUAGES = ['PL', 'EN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<Language, MessageDescriptor> = {
  PL: msg`Polish`,
  EN: msg`English`,
};

export const EXAM_DURATIONS = ['DURATION_60', 'DURATION_120'] as const;
export type ExamDuration = (typeof EXAM_DURATIONS)[number];
export const EXAM_DURATION_LABELS: Record<ExamDuration, MessageDescriptor> = {
  DURATION_60: msg`60 minutes`,
  DURATION_120: msg`120 minutes`,
};

/** Spec 9 leaves the rates open; the API accepts these. */
export { VAT_RATES } from '../../../shared/policies';

export const PRODUCT_KIND_LABELS: Record<ProductKind, MessageDescriptor> = {
  DRONE: msg`Drone`,
  PLANE: msg`Plane`,
  MULTIROTOR: msg`Multi-rotor aircraft`,
};

export const STOCK_STATE_COLORS: Record<StockState, 'success' | 'warning' | 'error'> = {
  IN_STOCK: 'success',
  LOW: 'warning',
  NONE: 'error',
};

export const COUPON_KINDS = ['AMOUNT', 'PERCENT'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_KIND_LABELS: Record<CouponKind, MessageDescriptor> = {
  AMOUNT: msg`Amount (PLN)`,
  PERCENT: msg`Percent`,
};
