import { useState, type SubmitEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RegisterClientDialogMutation } from '../../../__generated__/RegisterClientDialogMutation.graphql';
import { FormDialog, dialogIds } from '../../../shared/ui/FormDialog';
import { IssueTextField } from '../../../shared/admin/IssueTextField';
import { checkText, compact } from '../../../shared/admin/form';
import { ScopesField } from './ScopeCheckboxes';
import { useClientForm } from './clientForm';

export interface ClientSetup {
  readonly scopes: readonly string[];
  readonly tokenUrl: string;
  readonly external: boolean;
}

export interface RegisteredClient {
  id: string;
  clientId: string;
  name: string;
  secret: string | null;
}

/** The client id an external identity provider gave the client (its own limit, clients.ts). */
const EXTERNAL_ID_MAX = 200;

/**
 * "Register a client": a name, the scopes its tokens get (those the viewer's clients may have)
 * and, with an external identity provider, the client id registered there. `onCreated` gets the
 * new client with its secret, to be shown once.
 */
export function RegisterClientDialog({
  setup,
  onClose,
  onCreated,
}: {
  setup: ClientSetup;
  onClose: () => void;
  onCreated: (client: RegisteredClient) => void;
}) {
  const { t } = useLingui();
  const form = useClientForm<'externalClientId'>({ name: '', scopes: [] });
  const [externalClientId, setExternalClientId] = useState('');
  const [commit, saving] = useMutation<RegisterClientDialogMutation>(graphql`
    mutation RegisterClientDialogMutation($name: String!, $scopes: [String!]!, $externalClientId: String) {
      createApiClient(name: $name, scopes: $scopes, externalClientId: $externalClientId) {
        secret
        client {
          id
          clientId
          name
        }
      }
    }
  `);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = compact({
      ...form.checks(),
      externalClientId: setup.external ? checkText(externalClientId, { required: true, max: EXTERNAL_ID_MAX }) : null,
    });
    if (!form.accept(found)) return;
    commit({
      variables: {
        name: form.name,
        scopes: form.chosen(setup.scopes),
        externalClientId: setup.external ? externalClientId.trim() : null,
      },
      onCompleted: ({ createApiClient: { client, secret } }) => onCreated({ ...client, secret: secret ?? null }),
      onError: form.refused,
    });
  };

  return (
    <FormDialog
      id={dialogIds('api-client-register')}
      title={<Trans>Register an API client</Trans>}
      maxWidth="sm"
      saving={saving}
      error={form.formError}
      submitLabel={saving ? <Trans>Registering…</Trans> : <Trans>Register</Trans>}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>
          A partner’s system signs in with the client’s ID and secret (OAuth 2.0 client credentials) and may do only
          what its scopes allow, acting for this account.
        </Trans>
      </Typography>
      <IssueTextField
        {...form.nameField('api-client-name')}
        hint={t`So you recognise it later, e.g. the partner’s or the system’s name`}
        autoFocus
      />
      {setup.external ? (
        <IssueTextField
          id="api-client-external-id"
          label={t`Client ID at the identity provider`}
          value={externalClientId}
          issue={form.issues.externalClientId}
          hint={t`Register the client at the identity provider first (its secret stays there), then enter its client ID`}
          onValue={(text) => {
            setExternalClientId(text);
            form.clear('externalClientId');
          }}
          required
          fullWidth
          sx={{ mt: 2 }}
          testId="api-client-external-id"
          htmlInput={{ maxLength: EXTERNAL_ID_MAX }}
        />
      ) : null}
      <ScopesField
        {...form.scopesField('api-client-scopes-field', setup.scopes)}
        hint={<Trans>Give only what the integration needs; you can change it later.</Trans>}
      />
    </FormDialog>
  );
}
