import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';
import { SEAT_STATUS_COLORS, SEAT_STATUS_LABELS, isSeatStatus } from './labels';

/** A seat's status in the reader's language; `data-status` keeps the stable value for tests. */
export function SeatStatusChip({ status }: { status: string }) {
  const { i18n } = useLingui();
  const known = isSeatStatus(status);
  return (
    <Chip
      size="small"
      variant={status === 'FREE' ? 'filled' : 'outlined'}
      color={known ? SEAT_STATUS_COLORS[status] : 'default'}
      label={known ? i18n._(SEAT_STATUS_LABELS[status]) : status}
      data-testid="seat-status"
      data-status={status}
    />
  );
}
