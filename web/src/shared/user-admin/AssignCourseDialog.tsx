import { useState, type SubmitEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssignCourseDialogMutation } from '../../__generated__/AssignCourseDialogMutation.graphql';
import { errorCode } from '../errors/graphqlErrors';
import { errorMessage } from '../errors/messages';
import { useToast } from '../ui/toast';

/** The same wordings as the course form's variants (one translation each). */
const VARIANT_LABELS: Record<string, MessageDescriptor> = {
  FULL_ONLINE: msg`Full, online`,
  FULL_MIXED: msg`Full, mixed`,
  FULL_STATIONARY: msg`Full, stationary`,
  THEORETICAL_ONLINE: msg`Theoretical, online`,
  THEORETICAL_STATIONARY: msg`Theoretical, stationary`,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Gives a student the course (spec 7 POST admin/users/{id}/assign): by e-mail, in one of its variants. */
export function AssignCourseDialog({
  variants,
  onClose,
  onAssigned,
}: {
  variants: readonly { readonly id: string; readonly variant: string }[];
  onClose: () => void;
  onAssigned: () => void;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [email, setEmail] = useState('');
  const [variantId, setVariantId] = useState(variants[0]?.id ?? '');
  const [emailIssue, setEmailIssue] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [assign, busy] = useMutation<AssignCourseDialogMutation>(graphql`
    mutation AssignCourseDialogMutation($input: AssignCourseInput!) {
      assignCourse(input: $input) {
        id
      }
    }
  `);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return setEmailIssue(t`This field is required`);
    if (!EMAIL.test(trimmed)) return setEmailIssue(t`Enter a valid e-mail address`);
    setEmailIssue(null);
    setFormError(null);
    assign({
      variables: { input: { courseVariantId: variantId, email: trimmed } },
      onCompleted: () => {
        showToast(t`Course assigned`, 'success');
        onAssigned();
      },
      onError: (error) => {
        if (errorCode(error) === 'NOT_FOUND') setEmailIssue(t`No account uses this e-mail address`);
        else setFormError(errorMessage(i18n, error));
      },
    });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="assign-course-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="assign-course-title">
          <Trans>Assign the course</Trans>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError ? (
              <Alert severity="error" data-testid="assign-error">
                {formError}
              </Alert>
            ) : null}
            <TextField
              id="assign-email"
              label={t`Student's e-mail`}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(emailIssue)}
              helperText={emailIssue ?? t`The account of a student (not a business account).`}
              required
              autoFocus
              fullWidth
            />
            <TextField
              id="assign-variant"
              select
              label={t`Variant`}
              value={variantId}
              onChange={(event) => setVariantId(event.target.value)}
              fullWidth
            >
              {variants.map((v) => (
                <MenuItem key={v.id} value={v.id}>
                  {VARIANT_LABELS[v.variant] ? i18n._(VARIANT_LABELS[v.variant]!) : v.variant}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !variantId} data-testid="assign-submit">
            <Trans>Assign</Trans>
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
