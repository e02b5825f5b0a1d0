import { useState, type SubmitEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EditClientDialogMutation } from '../../../__generated__/EditClientDialogMutation.graphql';
import { FormDialog, dialogIds, useFormIssues } from '../../../shared/admin/FormDialog';
import { IssueTextField } from '../../../shared/admin/IssueTextField';
import { checkText, compact } from '../../../shared/admin/form';
import { API_CLIENT_SCOPES } from '../../../shared/permissions';
import { API_CLIENT_NAME_MAX } from '../../../shared/policies';
import { useToast } from '../../../shared/ui/toast';
import { ScopesField } from './ScopeCheckboxes';

type Key = 'name' | 'scopes';

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
  const [name, setName] = useState(client.name);
  const [scopes, setScopes] = useState<string[]>([...client.scopes]);
  const { issues, formError, clear, accept, refused } = useFormIssues<Key>();
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
    const found = compact<Key>({
      name: checkText(name, { required: true, max: API_CLIENT_NAME_MAX }),
      scopes: scopes.length ? null : { code: 'required' },
    });
    if (!accept(found)) return;
    commit({
      variables: { id: client.id, name: name.trim(), scopes: options.filter((scope) => scopes.includes(scope)) },
      onCompleted: () => {
        showToast(t`Changes saved`, 'success');
        onClose();
      },
      onError: refused,
    });
  };

  return (
    <FormDialog
      id={dialogIds('api-client-edit')}
      title={<Trans>Edit the API client</Trans>}
      maxWidth="sm"
      saving={saving}
      error={formError}
      submitLabel={saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <IssueTextField
        id="api-client-edit-name"
        label={t`Name`}
        value={name}
        issue={issues.name}
        onValue={(text) => {
          setName(text);
          clear('name');
        }}
        required
        fullWidth
        sx={{ mt: 1 }}
        testId="api-client-edit-name"
        htmlInput={{ maxLength: API_CLIENT_NAME_MAX }}
      />
      <ScopesField
        id="api-client-edit-scopes"
        options={options}
        value={scopes}
        onChange={(next) => {
          setScopes(next);
          clear('scopes');
        }}
        missing={Boolean(issues.scopes)}
        hint={
          <Trans>Its next request already has the new scopes. Webhook events outside them are no longer sent.</Trans>
        }
      />
    </FormDialog>
  );
}
