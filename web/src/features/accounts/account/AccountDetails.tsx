import { useState, type SubmitEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountDetails_user$key } from '../../../__generated__/AccountDetails_user.graphql';
import type {
  AccountDetailsUpdateMutation,
  UpdateAccountInput,
} from '../../../__generated__/AccountDetailsUpdateMutation.graphql';
import { DetailsFields } from '../../../shared/account/DetailsFields';
import { useDetailsForm } from '../../../shared/account/useDetailsForm';
import { accountPageFields, cleanValue, type FieldValues } from '../../../shared/account/fields';
import { errorCode } from '../../../shared/errors/graphqlErrors';
import { isRole } from '../../../shared/permissions';
import { ROLE_LABELS } from '../../../shared/roles';
import { FormButtons } from '../../../shared/ui/FormButtons';
import { useToast } from '../../../shared/ui/toast';

const userFragment = graphql`
  fragment AccountDetails_user on User {
    id
    email
    role
    displayName
    accountType
    ...accountData_user @relay(mask: false)
  }
`;

const updateMutation = graphql`
  mutation AccountDetailsUpdateMutation($input: UpdateAccountInput!) {
    updateAccount(input: $input) {
      viewer {
        ...AccountDetails_user
      }
    }
  }
`;

/** The account's data per account type (person or company), with an edit form. */
export function AccountDetails({ user: userKey }: { user: AccountDetails_user$key }) {
  const { t, i18n } = useLingui();
  const user = useFragment(userFragment, userKey);
  const { showToast } = useToast();
  const [commit, saving] = useMutation<AccountDetailsUpdateMutation>(updateMutation);
  const email = user.email;
  const type = user.accountType === 'COMPANY' ? 'COMPANY' : 'PERSON';
  const fields = accountPageFields(type);
  const saved: FieldValues = Object.fromEntries(fields.map((f) => [f.name, user[f.name] ?? '']));

  const [editing, setEditing] = useState(false);
  const form = useDetailsForm(saved);
  const { values, formError } = form;

  const startEditing = () => {
    form.setValues(saved);
    form.setProblems({});
    form.setFormError(null);
    setEditing(true);
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!form.validate(fields)) return;
    // Only changed fields are sent: an omitted field stays as it is, null clears an optional one.
    const input: UpdateAccountInput = {};
    for (const field of fields) {
      const next = cleanValue(field, values[field.name]);
      const before = cleanValue(field, saved[field.name]);
      if (next !== before) input[field.name] = next;
    }
    if (!Object.keys(input).length) {
      setEditing(false);
      return;
    }
    commit({
      variables: { input },
      onCompleted: () => {
        setEditing(false);
        showToast(t`Changes saved`, 'success');
      },
      onError: (error) => {
        if (!form.refused(error).marked && !errorCode(error)) showToast(t`Operation failed. Try again later`, 'error');
      },
    });
  };

  return (
    <Paper sx={{ p: { xs: 2, md: 4 } }} data-testid="account-details">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', mr: 'auto' }}>
          {user.displayName || user.email}
        </Typography>
        {isRole(user.role) ? <Chip label={i18n._(ROLE_LABELS[user.role])} color="primary" variant="outlined" /> : null}
        <Chip
          label={type === 'COMPANY' ? t`Company` : t`Private person`}
          variant="outlined"
          data-testid="account-type"
        />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <Trans>E-mail: {email}</Trans>
      </Typography>
      <Divider sx={{ mb: 3 }} />

      {editing ? (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Edit account data`}>
          {formError ? (
            <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="form-error">
              {formError}
            </Alert>
          ) : null}
          <DetailsFields fields={fields} {...form.inputs} idPrefix="account" disabled={saving} />
          <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <FormButtons busy={saving} onCancel={() => setEditing(false)} submitTestId="account-save">
              <Trans>Save changes</Trans>
            </FormButtons>
          </Stack>
        </Box>
      ) : (
        <>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {fields.map((field) => (
              <Box key={field.name}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {i18n._(field.label)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={`value-${field.name}`}>
                  {user[field.name] || '—'}
                </Typography>
              </Box>
            ))}
          </Box>
          <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              startIcon={<EditOutlinedIcon />}
              onClick={startEditing}
              data-testid="account-edit"
            >
              <Trans>Edit data</Trans>
            </Button>
          </Stack>
        </>
      )}
    </Paper>
  );
}
