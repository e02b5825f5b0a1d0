import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';
import { DELIVERY_STATUS_COLORS, DELIVERY_STATUS_LABELS, isDeliveryStatus } from './labels';

/** Pending (blue), delivered (green), failed (red). */
export function DeliveryStatusChip({ status }: { status: string }) {
  const { i18n } = useLingui();
  return (
    <Chip
      size="small"
      color={isDeliveryStatus(status) ? DELIVERY_STATUS_COLORS[status] : 'default'}
      label={isDeliveryStatus(status) ? i18n._(DELIVERY_STATUS_LABELS[status]) : status}
      data-testid="delivery-status"
      data-status={status}
    />
  );
}
