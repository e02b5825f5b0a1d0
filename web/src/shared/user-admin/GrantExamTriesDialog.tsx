import { useState, type SubmitEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GrantExamTriesDialogMutation } from '../../__generated__/GrantExamTriesDialogMutation.graphql';
import { FormDialog } from '../ui/FormDialog';
import { fieldErrors } from '../errors/graphqlErrors';
import { errorMessage, validationMessage } from '../errors/messages';
import { useToast } from '../ui/toast';
import { wholeNumberIssue } from '../validation/wholeNumber';
import { EXAM_EXTRA_TRIES_MAX } from '../policies';

/** Extra exam tries an admin may grant to one participant (exams contract: 0..20). */
export const EXTRA_EXAM_TRIES_MAX = EXAM_EXTRA_TRIES_MAX;

export interface TriesOf {
  id: string;
  name: string;
  examTriesUsed: number;
  extraExamTries: number;
}

/**
 * "Grant exam tries": sets the participant's extra exam tries beyond the course's maximum (0..20,
 * `grantExamTries`), showing how many tries they will have left; the row updates from the answer.
 * Like the confirm dialogs, only the buttons close it.
 */
export function GrantExamTriesDialog({
  participant,
  maxTries,
  onClose,
}: {
  participant: TriesOf;
  maxTries: number;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [value, setValue] = useState(String(participant.extraExamTries));
  const [issue, setIssue] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [grant, granting] = useMutation<GrantExamTriesDialogMutation>(graphql`
    mutation GrantExamTriesDialogMutation($input: GrantExamTriesInput!) {
      grantExamTries(input: $input) {
        id
        examTriesUsed
        examTriesLeft
        extraExamTries
      }
    }
  `);
  const range = t`Enter a whole number from 0 to ${EXTRA_EXAM_TRIES_MAX}`;
  const check = (text: string) =>
    wholeNumberIssue(text, 0, EXTRA_EXAM_TRIES_MAX, { required: validationMessage(i18n, 'required'), range });
  const extra = check(value) ? null : Number(value.trim());
  const leftAfter = extra == null ? null : Math.max(0, maxTries + extra - participant.examTriesUsed);
  const name = participant.name;
  const used = participant.examTriesUsed;

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = check(value);
    setIssue(found);
    setFormError(null);
    if (found || extra == null) return;
    grant({
      variables: { input: { userCourseId: participant.id, extraTries: extra } },
      onCompleted: () => {
        showToast(t`Exam tries granted`, 'success');
        onClose();
      },
      onError: (error) => {
        if (fieldErrors(error).extraTries) setIssue(range);
        else setFormError(errorMessage(i18n, error));
      },
    });
  };

  return (
    <FormDialog
      id={{ dialog: 'grant-exam-tries-dialog', title: 'grant-exam-tries-title', submit: 'grant-exam-tries-confirm' }}
      title={<Trans>Grant exam tries</Trans>}
      maxWidth="xs"
      saving={granting}
      error={formError}
      submitLabel={<Trans>Grant tries</Trans>}
      dismiss="buttons"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>
        <Trans>
          {name} has used {used} of the course’s {maxTries} exam tries. Extra tries are added to the course’s maximum.
        </Trans>
      </DialogContentText>
      <TextField
        autoFocus
        fullWidth
        required
        margin="dense"
        label={t`Extra tries`}
        value={value}
        disabled={granting}
        error={Boolean(issue)}
        helperText={issue ?? t`From 0 to ${EXTRA_EXAM_TRIES_MAX}`}
        onChange={(event) => {
          setValue(event.target.value);
          setIssue(null);
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'grant-exam-tries-count' } }}
      />
      {leftAfter != null ? (
        <Typography sx={{ mt: 1 }} data-testid="grant-exam-tries-left">
          <Trans>Tries left after saving: {leftAfter}</Trans>
        </Typography>
      ) : null}
    </FormDialog>
  );
}
