import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';

/**
 * A message's delivery status. Without a mail server (no SMTP_URL) a pending message is never
 * sent, so it is shown as not sent rather than as waiting.
 */
export function MailStatusChip({ status, transportConfigured }: { status: string; transportConfigured: boolean }) {
  const { t } = useLingui();
  switch (status) {
    case 'SENT':
      return <Chip size="small" color="success" label={t`Sent`} />;
    case 'FAILED':
      return <Chip size="small" color="error" label={t`Failed`} />;
    case 'PENDING':
      return transportConfigured ? (
        <Chip size="small" color="warning" variant="outlined" label={t`Pending`} />
      ) : (
        <Chip size="small" variant="outlined" label={t`Not sent (no mail server)`} data-testid="mail-status-unsent" />
      );
    default:
      return <Chip size="small" label={status} />;
  }
}
