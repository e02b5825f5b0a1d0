import Chip, { type ChipProps } from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';

/** How a status reads on the slot page: its words, colour and variant. */
type Look = [label: string, color: ChipProps['color'], variant: ChipProps['variant']];

/** The participant's status chip; the journeys read its test id and status. */
function StatusChip({ status, look: [label, color, variant] }: { status: string; look: Look }) {
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

/** An exam's status on the slot page; a verified exam says passed or failed. */
export function ExamStatusChip({ status, passed }: { status: string; passed: boolean | null | undefined }) {
  const { t } = useLingui();
  const look: Look =
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
  return <StatusChip status={status} look={look} />;
}

/** A practice session's status: booked (waiting for the instructor's confirmation) or confirmed. */
export function ExerciseStatusChip({ status }: { status: string }) {
  const { t } = useLingui();
  const look: Look =
    status === 'UNFINISHED'
      ? [t`Booked`, 'default', 'outlined']
      : status === 'FINISHED'
        ? [t`Confirmed`, 'success', 'filled']
        : [status, 'default', 'outlined'];
  return <StatusChip status={status} look={look} />;
}
