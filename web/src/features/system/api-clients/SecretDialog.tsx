import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { CopyableValue } from './parts';

export interface ShownValue {
  label: ReactNode;
  value: string;
  /** The copy button's name. */
  copyLabel: string;
  testId: string;
  /** A secret: framed, under the warning. */
  secret?: boolean;
}

/**
 * What the server shows this once (a client's secret, a webhook's signing secret): each value
 * with its copy button, the warning that it is not shown again, and what to do with it. Only its
 * button closes it (not a click beside it, nor Escape), so a secret is not lost by a slip.
 */
export function SecretDialog({
  title,
  values,
  children,
  testId,
  onClose,
}: {
  title: ReactNode;
  values: readonly ShownValue[];
  /** Under the values: how to use them. */
  children?: ReactNode;
  testId: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const onDialogClose: DialogProps['onClose'] = (_event, reason) => {
    if (reason === 'backdropClick' || reason === 'escapeKeyDown') return;
    onClose();
  };
  const hasSecret = values.some((value) => value.secret);
  return (
    <Dialog open onClose={onDialogClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid={testId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {hasSecret ? (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="secret-warning">
            <Trans>
              Copy the secret now and keep it somewhere safe: it is shown only this once. We keep only a fingerprint of
              it, so nobody can show it to you again; if it is lost, rotate it to get a new one.
            </Trans>
          </Alert>
        ) : null}
        <Stack spacing={2}>
          {values.map((shown) => (
            <Box key={shown.testId}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {shown.label}
              </Typography>
              <CopyableValue value={shown.value} label={shown.copyLabel} testId={shown.testId} strong />
            </Box>
          ))}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid={`${testId}-done`}>
          {hasSecret ? <Trans>I have saved it</Trans> : <Trans>Close</Trans>}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** How to get a token with the client's id and secret: the client-credentials grant with curl. */
export function TokenExample({ clientId, secret, tokenUrl }: { clientId: string; secret: string; tokenUrl: string }) {
  const { t } = useLingui();
  const command = `curl -u ${clientId}:${secret} \\
  -d grant_type=client_credentials \\
  ${tokenUrl}`;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        <Trans>
          Get an access token (OAuth 2.0 client credentials), then send it as <code>Authorization: Bearer …</code>:
        </Trans>
      </Typography>
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 1 }}>
        <CopyableValue value={command} label={t`Copy the command`} testId="token-example" strong pre />
      </Box>
    </Box>
  );
}
