import { useState, type SubmitEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssignSeatDialogMutation } from '../../../__generated__/AssignSeatDialogMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { FormButtons } from '../../../shared/ui/FormButtons';
import { PhoneFullScreenDialog } from '../../../shared/ui/PhoneFullScreenDialog';
import { FormErrorAlert } from '../../../shared/ui/FormErrorAlert';
import { useToast } from '../../../shared/ui/toast';
import { isEmail } from './csv';

/**
 * Assigns one free seat by e-mail (spec 7 POST user-resources {userResourceId, email}): an
 * existing student gets the course at once, an unknown address an invitation and the course on
 * registration. Refusals show spec 8's message in the dialog (it stays open to correct the address).
 */
export function AssignSeatDialog({
  seat,
  onClose,
  onAssigned,
}: {
  seat: { id: string; courseLabel: string };
  onClose: () => void;
  onAssigned: () => void;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [email, setEmail] = useState('');
  const [emailIssue, setEmailIssue] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [assign, busy] = useMutation<AssignSeatDialogMutation>(graphql`
    mutation AssignSeatDialogMutation($input: AssignSeatInput!) {
      assignSeat(input: $input) {
        invited
        seat {
          ...SeatsList_seatState
        }
      }
    }
  `);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return setEmailIssue(t`This field is required`);
    if (!isEmail(trimmed)) return setEmailIssue(t`Invalid email address`);
    setEmailIssue(null);
    setFormError(null);
    assign({
      variables: { input: { seatId: seat.id, email: trimmed } },
      onCompleted: (response) => {
        showToast(
          response.assignSeat.invited
            ? t`Invitation sent to ${trimmed}: the course is theirs once they register`
            : t`Seat assigned to ${trimmed}: the course is in their account`,
          'success',
        );
        onAssigned();
      },
      onError: (error) => setFormError(errorMessage(i18n, error)),
    });
  };

  return (
    <PhoneFullScreenDialog
      busy={busy}
      onClose={onClose}
      maxWidth="sm"
      titleId="assign-seat-title"
      testId="assign-seat-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="assign-seat-title">
          <Trans>Assign a seat</Trans>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {seat.courseLabel}
            </Typography>
            <FormErrorAlert error={formError} testId="assign-seat-error" />
            <TextField
              id="assign-seat-email"
              label={t`Employee's e-mail`}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(emailIssue)}
              helperText={
                emailIssue ??
                t`A student with this e-mail gets the course at once; anyone else gets an invitation to register.`
              }
              required
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': 'assign-seat-email' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <FormButtons busy={busy} onCancel={onClose} submitTestId="assign-seat-submit">
            <Trans context="seat">Assign</Trans>
          </FormButtons>
        </DialogActions>
      </form>
    </PhoneFullScreenDialog>
  );
}
