import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../shared/format';
import { KSEF_STATE } from './labels';

export interface EInvoiceStateData {
  readonly status: string;
  readonly offlineReason: string | null | undefined;
  readonly sendBy: string | null | undefined;
  readonly errors: readonly { readonly code: number | null | undefined; readonly description: string }[];
}

/** Not accepted yet (queued or being sent). */
const waiting = (status: string) => status === 'QUEUED' || status === 'SENDING';

/** An offline invoice not sent by its legal deadline. */
export function isOverdue(row: EInvoiceStateData, now = Date.now()): boolean {
  return waiting(row.status) && Boolean(row.sendBy) && new Date(row.sendBy!).getTime() < now;
}

/** KSeF's reasons, one a line ("code: description"). */
export const errorLines = (row: EInvoiceStateData) =>
  row.errors.map((error) => (error.code != null ? `${error.code}: ${error.description}` : error.description));

/**
 * An e-invoice's state: a chip (accepted green, rejected red with KSeF's reasons as its tooltip,
 * queued grey, sending blue) and, for one issued in the offline mode, an "Offline" badge with
 * its deadline for sending, red once past it.
 */
export function EInvoiceState({ row }: { row: EInvoiceStateData }) {
  const { t, i18n } = useLingui();
  const reasons = errorLines(row).join('\n');
  const chip = (
    <Chip
      size="small"
      color={KSEF_STATE.color(row.status)}
      variant={row.status === 'QUEUED' ? 'outlined' : 'filled'}
      label={KSEF_STATE.label(i18n, row.status)}
      data-testid="e-invoice-status"
      data-status={row.status}
    />
  );
  const overdue = isOverdue(row);
  const deadline = formatDateTime(row.sendBy);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      {row.status === 'REJECTED' && reasons ? (
        <Tooltip title={<Box sx={{ whiteSpace: 'pre-line' }}>{reasons}</Box>}>{chip}</Tooltip>
      ) : (
        chip
      )}
      {row.offlineReason ? (
        <Tooltip
          title={
            waiting(row.status) && row.sendBy
              ? overdue
                ? t`Issued in the offline mode; the deadline for sending it to KSeF (${deadline}) has passed`
                : t`Issued in the offline mode; send it to KSeF by ${deadline}`
              : t`Issued in the offline mode`
          }
        >
          <Chip
            size="small"
            variant={overdue ? 'filled' : 'outlined'}
            color={overdue ? 'error' : 'warning'}
            label={
              waiting(row.status) && row.sendBy
                ? overdue
                  ? t`Offline · overdue`
                  : t`Offline · by ${deadline}`
                : t`Offline`
            }
            data-testid="e-invoice-offline"
            data-overdue={overdue || undefined}
          />
        </Tooltip>
      ) : null}
    </Box>
  );
}
