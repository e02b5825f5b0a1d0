import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Who sees a course or product: staff screens name it (the course editor, the questionnaire's course picker). */
export const VISIBILITIES = ['PUBLIC', 'PRIVATE', 'LANDING', 'SOON'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const VISIBILITY_LABELS: Record<Visibility, MessageDescriptor> = {
  PUBLIC: msg`Public`,
  PRIVATE: msg`Private`,
  LANDING: msg`Landing page only`,
  SOON: msg`Coming soon`,
};
