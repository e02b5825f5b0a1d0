import { useState, type SubmitEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreateUserDialogMutation } from '../../../__generated__/CreateUserDialogMutation.graphql';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { errorCode, fieldErrors } from '../../../shared/errors/graphqlErrors';
import { validationMessage } from '../../../shared/errors/messages';
import { contentLanguage } from '../../../shared/i18n/contentLanguage';
import { useToast } from '../../../shared/ui/toast';

export type NewUserRole = 'USER' | 'INSTRUCTOR';
type Field = 'email' | 'firstName' | 'lastName';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 100;
const EMAIL_MAX = 255;

/**
 * New user or instructor (spec 7 POST admin/users, admin/users/instructor): an active account with
 * no password; the person gets an e-mail with a link to set one. Spec 8: DUPLICATE_EMAIL reads
 * 'User with this email already exists', any other failure 'Error while adding user'.
 */
export function CreateUserDialog({ initialRole, onClose }: { initialRole: NewUserRole; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: '', firstName: '', lastName: '' });
  const [role, setRole] = useState<NewUserRole>(initialRole);
  const [language, setLanguage] = useState<'PL' | 'EN'>(contentLanguage(i18n.locale));
  const [issues, setIssues] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [create, busy] = useMutation<CreateUserDialogMutation>(graphql`
    mutation CreateUserDialogMutation($input: CreateUserInput!) {
      createUser(input: $input) {
        user {
          id
          email
          role
        }
      }
    }
  `);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setIssues((found) => ({ ...found, [field]: undefined }));
  };

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const email = values.email.trim();
    if (!email) found.email = validationMessage(i18n, 'required');
    else if (email.length > EMAIL_MAX) found.email = validationMessage(i18n, 'max_length', EMAIL_MAX);
    else if (!EMAIL.test(email)) found.email = validationMessage(i18n, 'invalid_email');
    for (const field of ['firstName', 'lastName'] as const) {
      const text = values[field].trim();
      if (!text) found[field] = validationMessage(i18n, 'required');
      else if (text.length > NAME_MAX) found[field] = validationMessage(i18n, 'max_length', NAME_MAX);
    }
    return found;
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = check();
    setIssues(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    const email = values.email.trim();
    create({
      variables: {
        input: {
          email,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          role,
          language,
        },
      },
      onCompleted: (response) => {
        showToast(
          role === 'INSTRUCTOR'
            ? t`Instructor created. We sent ${email} a link to set a password`
            : t`User created. We sent ${email} a link to set a password`,
          'success',
        );
        onClose();
        void navigate(`/admin/users/${encodeURIComponent(response.createUser.user.id)}`);
      },
      onError: (error) => {
        const code = errorCode(error);
        if (code === 'DUPLICATE_EMAIL') {
          const message = t`User with this email already exists`;
          setIssues({ email: message });
          setFormError(message);
        } else if (code === 'BAD_EMAIL') {
          setIssues({ email: t`Invalid email address` });
        } else if (code === 'VALIDATION_FAILED') {
          const fields = fieldErrors(error);
          const mapped: Partial<Record<Field, string>> = {};
          for (const field of ['email', 'firstName', 'lastName'] as const) {
            const issue = fields[field];
            if (issue) mapped[field] = validationMessage(i18n, issue.code, issue.max);
          }
          setIssues(mapped);
          if (!Object.keys(mapped).length) setFormError(t`Error while adding user`);
        } else {
          setFormError(t`Error while adding user`);
        }
      },
    });
  };

  const text = (field: Field, label: string, testId: string, extra: object = {}) => (
    <TextField
      id={`create-user-${field}`}
      label={label}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(issues[field])}
      helperText={issues[field]}
      required
      fullWidth
      disabled={busy}
      slotProps={{ htmlInput: { 'data-testid': testId, maxLength: field === 'email' ? EMAIL_MAX : NAME_MAX } }}
      {...extra}
    />
  );

  return (
    <FormDialog
      id={{ dialog: 'create-user-dialog', title: 'create-user-title', submit: 'create-user-submit' }}
      title={role === 'INSTRUCTOR' ? <Trans>New instructor</Trans> : <Trans>New user</Trans>}
      maxWidth="sm"
      saving={busy}
      submitLabel={role === 'INSTRUCTOR' ? <Trans>Create instructor</Trans> : <Trans>Create user</Trans>}
      dismiss="escape"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>
        <Trans>
          The account is active at once. We e-mail the person a link (valid for 7 days) to set their password.
        </Trans>
      </DialogContentText>
      <Stack spacing={2}>
        {formError ? (
          <Alert severity="error" role="alert" data-testid="create-user-error">
            {formError}
          </Alert>
        ) : null}
        {text('email', t`E-mail address`, 'create-user-email', { type: 'email', autoFocus: true })}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('firstName', t`First name`, 'create-user-first-name')}
          {text('lastName', t`Last name`, 'create-user-last-name')}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="create-user-role"
            select
            label={t`Role`}
            value={role}
            onChange={(event) => setRole(event.target.value as NewUserRole)}
            fullWidth
            disabled={busy}
            data-testid="create-user-role"
          >
            <MenuItem value="USER">
              <Trans>Student</Trans>
            </MenuItem>
            <MenuItem value="INSTRUCTOR">
              <Trans>Instructor</Trans>
            </MenuItem>
          </TextField>
          <TextField
            id="create-user-language"
            select
            label={t`Language of the e-mail`}
            value={language}
            onChange={(event) => setLanguage(event.target.value as 'PL' | 'EN')}
            fullWidth
            disabled={busy}
          >
            <MenuItem value="PL">Polski</MenuItem>
            <MenuItem value="EN">English</MenuItem>
          </TextField>
        </Stack>
      </Stack>
    </FormDialog>
  );
}
