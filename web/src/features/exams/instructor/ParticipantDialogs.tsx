import { useState, type ReactNode } from 'react';
import { graphql, useMutation } from 'react-relay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorCode, fieldErrors } from '../../../shared/errors/graphqlErrors';
import { errorMessage, validationMessage } from '../../../shared/errors/messages';
import { FormDialog } from '../../../shared/ui/FormDialog';
import type { ParticipantDialogsUnlockMutation } from '../../../__generated__/ParticipantDialogsUnlockMutation.graphql';
import type { ParticipantDialogsVerifyMutation } from '../../../__generated__/ParticipantDialogsVerifyMutation.graphql';
import type { ParticipantDialogsConfirmMutation } from '../../../__generated__/ParticipantDialogsConfirmMutation.graphql';

/** Who the action is about: shown at the top of each dialog. */
export interface Candidate {
  candidateName: string;
  candidateEmail: string;
  candidatePilotNumber?: string | null;
  courseTitle: string;
}

/** Called with the refusal of the server: the dialog stays open and shows it. */
export type Refused = (error: unknown) => void;

/** Called once the action is done, with the toast's text: the page closes the dialog and reads the slot again. */
export type Done = (message: string) => void;

/**
 * A dialog of one action on a participant: the candidate, the content, and the confirm button.
 * Like the app's confirm dialogs it ignores a click outside and Escape (only its buttons close it).
 */
function ActionDialog({
  testId,
  title,
  candidate,
  busy,
  confirmLabel,
  confirmTestId,
  confirmDisabled,
  onSubmit,
  onClose,
  children,
}: {
  testId: string;
  title: ReactNode;
  candidate: Candidate;
  busy: boolean;
  confirmLabel: ReactNode;
  confirmTestId: string;
  confirmDisabled?: boolean;
  /** Sends the action; `refused` shows the server's refusal above the content. */
  onSubmit: (refused: Refused) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      id={{ dialog: testId, title: `${testId}-title`, submit: confirmTestId }}
      title={title}
      maxWidth="sm"
      saving={busy}
      submitLabel={confirmLabel}
      submitDisabled={confirmDisabled}
      dismiss="buttons"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        onSubmit((refusal) => setError(errorMessage(i18n, refusal)));
      }}
      onClose={onClose}
    >
      <Box sx={{ mb: 2, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{candidate.candidateName}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {candidate.candidateEmail}
          {candidate.candidatePilotNumber ? (
            <>
              {' · '}
              <Trans>Pilot number {candidate.candidatePilotNumber}</Trans>
            </>
          ) : null}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {candidate.courseTitle}
        </Typography>
      </Box>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid={`${testId}-error`}>
          {error}
        </Alert>
      ) : null}
      {children}
    </FormDialog>
  );
}

/** Unlock an exam: the instructor confirms the candidate's identity first (spec: verify identity, then unlock). */
export function UnlockExamDialog({
  exam,
  onDone,
  onClose,
}: {
  exam: Candidate & { id: string; durationMinutes: number };
  onDone: Done;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [identity, setIdentity] = useState(false);
  const [unlock, busy] = useMutation<ParticipantDialogsUnlockMutation>(graphql`
    mutation ParticipantDialogsUnlockMutation($input: UnlockExamInput!) {
      unlockExam(input: $input) {
        ...WorkSlotPage_exam
      }
    }
  `);
  const durationMinutes = exam.durationMinutes;
  return (
    <ActionDialog
      testId="unlock-exam-dialog"
      title={<Trans>Unlock the exam</Trans>}
      candidate={exam}
      busy={busy}
      confirmLabel={<Trans>Unlock</Trans>}
      confirmTestId="unlock-confirm"
      confirmDisabled={!identity}
      onSubmit={(refused) =>
        unlock({
          variables: { input: { examId: exam.id, identityConfirmed: true } },
          onCompleted: () => onDone(t`Exam unlocked`),
          onError: refused,
        })
      }
      onClose={onClose}
    >
      <Typography sx={{ mb: 1 }}>
        <Trans>
          Check the candidate’s identity document against the name and pilot number above. Once unlocked, the candidate
          gets the questions and {durationMinutes} minutes to answer them.
        </Trans>
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={identity}
            onChange={(event) => setIdentity(event.target.checked)}
            disabled={busy}
            slotProps={{ input: { 'data-testid': 'identity-confirmed' } as object }}
          />
        }
        label={<Trans>I have confirmed the candidate’s identity</Trans>}
      />
    </ActionDialog>
  );
}

/** The figures of a finished exam that the verification turns into a result. */
export interface ExamScore {
  scorePercent: number | null | undefined;
  correctCount: number | null | undefined;
  questionCount: number | null | undefined;
  passThreshold: number;
}

/**
 * Verify a finished exam: the instructor states whether the candidate worked independently; the
 * result follows from that and the score (passed = independent and score ≥ threshold).
 */
export function VerifyExamDialog({
  exam,
  onDone,
  onClose,
}: {
  exam: Candidate & ExamScore & { id: string };
  onDone: Done;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [independent, setIndependent] = useState<'yes' | 'no' | null>(null);
  const [verify, busy] = useMutation<ParticipantDialogsVerifyMutation>(graphql`
    mutation ParticipantDialogsVerifyMutation($input: VerifyExamInput!) {
      verifyExam(input: $input) {
        ...WorkSlotPage_exam
      }
    }
  `);
  const percent = exam.scorePercent;
  const reached = percent != null && percent >= exam.passThreshold;
  const threshold = exam.passThreshold;
  return (
    <ActionDialog
      testId="verify-exam-dialog"
      title={<Trans>Verify the exam</Trans>}
      candidate={exam}
      busy={busy}
      confirmLabel={<Trans>Confirm the result</Trans>}
      confirmTestId="verify-confirm"
      confirmDisabled={independent == null}
      onSubmit={(refused) => {
        if (independent == null) return;
        verify({
          variables: { input: { examId: exam.id, independent: independent === 'yes' } },
          onCompleted: () => onDone(t`Exam verified`),
          onError: refused,
        });
      }}
      onClose={onClose}
    >
      <Box sx={{ mb: 2 }} data-testid="verify-score">
        {percent != null ? (
          <Typography>
            <Trans>
              Score: <strong>{percent}%</strong> ({exam.correctCount ?? 0} of {exam.questionCount ?? 0} correct), pass
              threshold {threshold}%.
            </Trans>
          </Typography>
        ) : (
          <Typography color="text.secondary">
            <Trans>The score is shown once the candidate has finished.</Trans>
          </Typography>
        )}
      </Box>
      <FormControl disabled={busy}>
        <FormLabel id="verify-independent-label">
          <Trans>Did the candidate complete the exam independently?</Trans>
        </FormLabel>
        <RadioGroup
          aria-labelledby="verify-independent-label"
          value={independent ?? ''}
          onChange={(event) => setIndependent(event.target.value === 'yes' ? 'yes' : 'no')}
        >
          <FormControlLabel
            value="yes"
            control={<Radio slotProps={{ input: { 'data-testid': 'independent-yes' } as object }} />}
            label={<Trans>Yes, independently</Trans>}
          />
          <FormControlLabel
            value="no"
            control={<Radio slotProps={{ input: { 'data-testid': 'independent-no' } as object }} />}
            label={<Trans>No (the exam is failed)</Trans>}
          />
        </RadioGroup>
      </FormControl>
      {independent != null ? (
        <Alert
          severity={independent === 'yes' && reached ? 'success' : 'warning'}
          sx={{ mt: 2 }}
          data-testid="verify-outcome"
        >
          {independent === 'yes' && reached ? (
            <Trans>The result will be: passed.</Trans>
          ) : (
            <Trans>The result will be: failed.</Trans>
          )}
        </Alert>
      ) : null}
    </ActionDialog>
  );
}

/** Confirm a practice session: the candidate shows the access code from their booking; the instructor types it in. */
export function ConfirmExerciseDialog({
  exercise,
  onDone,
  onClose,
}: {
  exercise: Candidate & { id: string };
  onDone: Done;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const [confirm, busy] = useMutation<ParticipantDialogsConfirmMutation>(graphql`
    mutation ParticipantDialogsConfirmMutation($input: ConfirmExerciseInput!) {
      confirmExercise(input: $input) {
        ...WorkSlotPage_exercise
      }
    }
  `);
  return (
    <ActionDialog
      testId="confirm-exercise-dialog"
      title={<Trans>Confirm the practice</Trans>}
      candidate={exercise}
      busy={busy}
      confirmLabel={<Trans>Confirm</Trans>}
      confirmTestId="confirm-exercise-submit"
      onSubmit={(refused) => {
        const accessCode = code.trim();
        if (!accessCode) {
          setIssue(validationMessage(i18n, 'required'));
          return;
        }
        confirm({
          variables: { input: { exerciseId: exercise.id, accessCode } },
          onCompleted: () => onDone(t`Practice confirmed`),
          onError: (refusal) => {
            const detail = fieldErrors(refusal).accessCode;
            if (detail) setIssue(validationMessage(i18n, detail.code, detail.max));
            else if (errorCode(refusal) === 'INVALID_ACCESS_CODE') setIssue(errorMessage(i18n, refusal));
            else refused(refusal);
          },
        });
      }}
      onClose={onClose}
    >
      <Typography sx={{ mb: 2 }}>
        <Trans>Ask the candidate for the access code shown with their booking and enter it here.</Trans>
      </Typography>
      <TextField
        autoFocus
        required
        fullWidth
        label={t`Access code`}
        value={code}
        disabled={busy}
        error={Boolean(issue)}
        helperText={issue ?? ' '}
        onChange={(event) => {
          setCode(event.target.value);
          setIssue(null);
        }}
        slotProps={{
          htmlInput: { 'data-testid': 'access-code', inputMode: 'numeric', autoComplete: 'off', maxLength: 20 },
        }}
      />
    </ActionDialog>
  );
}
