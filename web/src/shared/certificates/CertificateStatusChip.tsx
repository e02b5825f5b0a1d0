import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';

export type CertificateStatus = 'VALID' | 'EXPIRED' | 'REVOKED';

/** A certificate's status (valid, expired, revoked) as a coloured chip; shared by the student's and the admin's lists. */
export function CertificateStatusChip({ status, size = 'small' }: { status: string; size?: 'small' | 'medium' }) {
  const { t } = useLingui();
  const [label, color] =
    status === 'VALID'
      ? [t`Valid`, 'success' as const]
      : status === 'EXPIRED'
        ? [t`Expired`, 'warning' as const]
        : status === 'REVOKED'
          ? [t`Revoked`, 'error' as const]
          : [status, 'default' as const];
  return <Chip size={size} label={label} color={color} variant="outlined" data-testid="certificate-status" />;
}
