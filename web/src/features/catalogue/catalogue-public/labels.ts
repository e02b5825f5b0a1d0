import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductKind } from '../../../shared/catalogue/labels';

/**
 * The public pages' own wordings of the catalogue's enumerations (spec 3); the enumerations and
 * the labels shared with the admin are in shared/catalogue/labels.
 */

export const COURSE_TYPE_LABELS: Record<string, MessageDescriptor> = {
  THEORETICAL: msg`Theory course`,
  FULL: msg`Theory and practice`,
};

export const EXAM_DURATION_MINUTES: Record<string, number> = { DURATION_60: 60, DURATION_120: 120 };

export const PRODUCT_KIND_LABELS: Record<ProductKind, MessageDescriptor> = {
  DRONE: msg`Drones`,
  PLANE: msg`Planes`,
  MULTIROTOR: msg`Multi-rotor aircraft`,
};
