import Alert from '@mui/material/Alert';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RegisteredClient } from './RegisterClientDialog';
import { SecretDialog, TokenExample, type ShownValue } from './SecretDialog';

/**
 * A client's ID and secret, shown once: after registering it (`rotated` false) or after a new
 * secret (`rotated`). A client of an external identity provider has no secret here.
 */
export function ClientSecretDialog({
  created,
  tokenUrl,
  rotated = false,
  onClose,
}: {
  created: RegisteredClient;
  tokenUrl: string;
  rotated?: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { name, clientId, secret } = created;
  const values: ShownValue[] = [
    { label: <Trans>Client ID</Trans>, value: clientId, copyLabel: t`Copy the client ID`, testId: 'new-client-id' },
  ];
  if (secret) {
    values.push({
      label: <Trans>Client secret</Trans>,
      value: secret,
      copyLabel: t`Copy the client secret`,
      testId: 'new-client-secret',
      secret: true,
    });
  }
  return (
    <SecretDialog
      title={rotated ? <Trans>New secret of {name}</Trans> : <Trans>Client {name} registered</Trans>}
      values={values}
      testId="api-client-secret-dialog"
      onClose={onClose}
    >
      {secret ? (
        <TokenExample clientId={clientId} secret={secret} tokenUrl={tokenUrl} />
      ) : (
        <Alert severity="info">
          <Trans>Its secret is kept by the identity provider: get tokens there with this client ID.</Trans>
        </Alert>
      )}
    </SecretDialog>
  );
}
