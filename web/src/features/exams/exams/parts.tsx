import type { I18n } from '@lingui/core';
import Chip from '@mui/material/Chip';
import { Trans } from '@lingui/react/macro';
import { isBusinessRule } from '../../../../../server/contract/errors';
import { GraphQLResponseError } from '../../../shared/errors/graphqlErrors';
import { errorMessage } from '../../../shared/errors/messages';

export type ExamStatusValue = 'REGISTER' | 'UNLOCKED' | 'FINISHED' | 'VERIFIED';

/**
 * Why a registration is refused, in the reader's language: `reason` is an error code or a
 * business-rule id of the contract, worded as the server's refusal would be.
 */
export function eligibilityMessage(i18n: I18n, reason: string | null | undefined): string {
  const extensions = isBusinessRule(reason) ? { code: 'BUSINESS_RULE', rule: reason } : { code: reason ?? undefined };
  return errorMessage(i18n, new GraphQLResponseError([{ message: '', extensions }]));
}

/** An exam's status as the candidate reads it; VERIFIED shows passed or not passed. */
export function ExamStatusChip({
  status,
  passed,
  testId,
}: {
  status: ExamStatusValue | string;
  passed?: boolean | null;
  testId?: string;
}) {
  const common = { size: 'small' as const, sx: { fontWeight: 700 }, 'data-testid': testId, 'data-status': status };
  switch (status) {
    case 'REGISTER':
      return <Chip {...common} color="info" variant="outlined" label={<Trans>Registered</Trans>} />;
    case 'UNLOCKED':
      return <Chip {...common} color="primary" label={<Trans>In progress</Trans>} />;
    case 'FINISHED':
      return <Chip {...common} color="warning" variant="outlined" label={<Trans>Awaiting confirmation</Trans>} />;
    case 'VERIFIED':
      return passed ? (
        <Chip {...common} color="success" label={<Trans>Passed</Trans>} />
      ) : (
        <Chip {...common} color="error" label={<Trans>Not passed</Trans>} />
      );
    default:
      return <Chip {...common} label={status} />;
  }
}

/** A practice session's status: booked (waiting for the instructor) or confirmed. */
export function ExerciseStatusChip({ status, testId }: { status: string; testId?: string }) {
  const common = { size: 'small' as const, sx: { fontWeight: 700 }, 'data-testid': testId, 'data-status': status };
  return status === 'FINISHED' ? (
    <Chip {...common} color="success" label={<Trans>Confirmed</Trans>} />
  ) : (
    <Chip {...common} color="info" variant="outlined" label={<Trans>Booked</Trans>} />
  );
}

/** A refused exam or practice query (not the viewer's, no longer there, a broken address) shows `fallback`; others go on. */
export { NotFoundBoundary } from '../../../shared/errors/NotFoundBoundary';
