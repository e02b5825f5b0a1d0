import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isBusinessRule } from '../../../../../server/contract/errors';
import { GraphQLResponseError } from '../../../shared/errors/graphqlErrors';
import { errorMessage } from '../../../shared/errors/messages';
import { chipEnum, type EnumValue } from '../../../shared/i18n/enumLabels';

/** A seat's states (contract CompanySeat.status) in display order, with their chip colours. */
export const SEAT_STATUS = chipEnum({
  FREE: [msg({ message: 'Free', context: 'seat status' }), 'success'],
  INVITED: [msg({ message: 'Invited', context: 'seat status' }), 'warning'],
  ASSIGNED: [msg({ message: 'Assigned', context: 'seat status' }), 'info'],
  STARTED: [msg({ message: 'Started', context: 'seat status' }), 'default'],
});
export type SeatStatus = EnumValue<typeof SEAT_STATUS>;

/** The same wordings as the course form's variants (one translation each). */
const VARIANT_LABELS: Record<string, MessageDescriptor> = {
  FULL_ONLINE: msg`Full, online`,
  FULL_MIXED: msg`Full, mixed`,
  FULL_STATIONARY: msg`Full, stationary`,
  THEORETICAL_ONLINE: msg`Theoretical, online`,
  THEORETICAL_STATIONARY: msg`Theoretical, stationary`,
};

export function variantLabel(i18n: I18n, variant: string | null | undefined): string {
  if (!variant) return '';
  const label = VARIANT_LABELS[variant];
  return label ? i18n._(label) : variant;
}

/** A course and its variant on one line: 'Course A1/A3 · Full, online'. */
export function seatCourseLabel(i18n: I18n, title: string, variant: string | null | undefined): string {
  const kind = variantLabel(i18n, variant);
  return kind ? `${title} · ${kind}` : title;
}

/**
 * Spec 8 for a bulk row refused by the server (`SeatAssignResult.code`): the same message the
 * single assignment shows for that code (errorMessage, one mapping), business rules included.
 */
export function bulkFailureMessage(i18n: I18n, code: string | null | undefined): string {
  const extensions = isBusinessRule(code) ? { code: 'BUSINESS_RULE', rule: code } : code ? { code } : {};
  return errorMessage(i18n, new GraphQLResponseError([{ message: '', extensions }]));
}

/** The database id inside a global id (for the journeys' test ids), or the id as it is. */
export function rowIdOf(globalId: string): string {
  try {
    const decoded = atob(globalId);
    const colon = decoded.indexOf(':');
    return colon > 0 ? decoded.slice(colon + 1) : globalId;
  } catch {
    return globalId;
  }
}
