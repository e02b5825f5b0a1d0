import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';
import { SEAT_STATUS } from './labels';

/** A seat's status in the reader's language; `data-status` keeps the stable value for tests. */
export function SeatStatusChip({ status }: { status: string }) {
  const { i18n } = useLingui();
  return (
    <Chip
      size="small"
      variant={status === 'FREE' ? 'filled' : 'outlined'}
      color={SEAT_STATUS.color(status)}
      label={SEAT_STATUS.label(i18n, status)}
      data-testid="seat-status"
      data-status={status}
    />
  );
}
