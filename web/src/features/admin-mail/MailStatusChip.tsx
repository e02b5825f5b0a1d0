import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';

export function MailStatusChip({ status }: { status: string }) {
  const { t } = useLingui();
  switch (status) {
    case 'SENT':
      return <Chip size="small" color="success" label={t`Sent`} />;
    case 'FAILED':
      return <Chip size="small" color="error" label={t`Failed`} />;
    case 'PENDING':
      return <Chip size="small" color="warning" variant="outlined" label={t`Pending`} />;
    default:
      return <Chip size="small" label={status} />;
  }
}
