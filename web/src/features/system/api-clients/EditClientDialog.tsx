import type { SubmitEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EditClientDialogMutation } from '../../../__generated__/EditClientDialogMutation.graphql';
import { FormDialog, dialogIds } from '../../../shared/ui/FormDialog';
import { IssueTextField } from '../../../shared/admin/IssueTextField';
import { compact } from '../../../shared/admin/form';
import { API_CLIENT_SCOPES } from '../../../shared/permissions';
import { useToast } from '../../../shared/ui/toast';
import { ScopesField } from './ScopeCheckboxes';
import { useClientForm } from './clientForm';

/**
 * "Edit" of a client: its name and scopes (its next request already has them). The scopes are
 * its owner's to grant: a company's client stays within a company's, whoever edits it.
 */
export function EditClientDialog({
  client,
  onClose,
}: {
  client: { id: string; name: string; scopes: readonly string[]; ownedByCompany: boolean };
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { showToast } = useToast();
  const form = useClientForm(client);
  const grantable = API_CLIENT_SCOPES[client.ownedByCompany ? 'B2B' : 'ADMIN'] ?? [];
  // A scope the owner may no longer grant is still shown, to be taken away.
  const options = [...grantable, ...client.scopes.filter((scope) => !(grantable as readonly string[]).includes(scope))];
  const [commit, saving] = useMutation<EditClientDialogMutation>(graphql`
    mutation EditClientDialogMutation($id: ID!, $name: String, $scopes: [String!]) {
      updateApiClient(id: $id, name: $name, scopes: $scopes) {
        id
        name
        scopes
        subscribableEvents
      }
    }
  `);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!form.accept(compact(form.checks()))) return;
    commit({
      variables: { id: client.id, name: form.name, scopes: form.chosen(options) },
      onCompleted: () => {
        showToast(t`Changes saved`, 'success');
        onClose();
      },
      onError: form.refused,
    });
  };

  return (
    <FormDialog
      id={dialogIds('api-client-edit')}
      title={<Trans>Edit the API client</Trans>}
      maxWidth="sm"
      saving={saving}
      error={form.formError}
      submitLabel={saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <IssueTextField {...form.nameField('api-client-edit-name')} sx={{ mt: 1 }} />
      <ScopesField
        {...form.scopesField('api-client-edit-scopes', options)}
        hint={
          <Trans>Its next request already has the new scopes. Webhook events outside them are no longer sent.</Trans>
        }
      />
    </FormDialog>
  );
}
