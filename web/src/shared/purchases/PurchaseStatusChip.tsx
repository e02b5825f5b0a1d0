import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';
import { PURCHASE_STATUSES, PURCHASE_STATUS_COLORS, PURCHASE_STATUS_LABELS, type PurchaseStatus } from './status';

const isStatus = (value: string): value is PurchaseStatus => (PURCHASE_STATUSES as readonly string[]).includes(value);

/** A purchase's status in the reader's language (NO_PAID reads "Cancelled"). */
export function PurchaseStatusChip({ status, size = 'small' }: { status: string; size?: 'small' | 'medium' }) {
  const { i18n } = useLingui();
  if (!isStatus(status)) return <Chip size={size} label={status} />;
  const color = PURCHASE_STATUS_COLORS[status];
  return (
    <Chip
      size={size}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={i18n._(PURCHASE_STATUS_LABELS[status])}
      data-testid="purchase-status"
      data-status={status}
    />
  );
}
