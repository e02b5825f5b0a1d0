import Chip, { type ChipProps } from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';

/** An exam's status on the slot page; a verified exam says passed or failed. */
export function ExamStatusChip({ status, passed }: { status: string; passed: boolean | null | undefined }) {
  const { t } = useLingui();
  const [label, color, variant]: [string, ChipProps['color'], ChipProps['variant']] =
    status === 'REGISTER'
      ? [t`Registered`, 'default', 'outlined']
      : status === 'UNLOCKED'
        ? [t`In progress`, 'info', 'filled']
        : status === 'FINISHED'
          ? [t`Finished, to verify`, 'warning', 'filled']
          : status === 'VERIFIED'
            ? passed
              ? [t`Passed`, 'success', 'filled']
              : [t`Not passed`, 'error', 'outlined']
            : [status, 'default', 'outlined'];
  return (
    <Chip
      size="small"
      label={label}
      color={color}
      variant={variant}
      data-testid="participant-status"
      data-status={status}
    />
  );
}

/** A practice session's status: booked (waiting for the instructor's confirmation) or confirmed. */
export function ExerciseStatusChip({ status }: { status: string }) {
  const { t } = useLingui();
  const [label, color, variant]: [string, ChipProps['color'], ChipProps['variant']] =
    status === 'UNFINISHED'
      ? [t`Booked`, 'default', 'outlined']
      : status === 'FINISHED'
        ? [t`Confirmed`, 'success', 'filled']
        : [status, 'default', 'outlined'];
  return (
    <Chip
      size="small"
      label={label}
      color={color}
      variant={variant}
      data-testid="participant-status"
      data-status={status}
    />
  );
}
