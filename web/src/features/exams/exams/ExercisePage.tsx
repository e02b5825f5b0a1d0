import type { ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExercisePageQuery, ExercisePageQuery$data } from '../../../__generated__/ExercisePageQuery.graphql';
import type { ExercisePageUnregisterMutation } from '../../../__generated__/ExercisePageUnregisterMutation.graphql';
import { formatDateTime } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { BookingDetailFrame, BookingHeading, SlotFacts, useBookingWithdrawal } from './detail';
import { ExerciseStatusChip } from './parts';
import { EXERCISES_PATH, examRegistrationPath } from './paths';

type Exercise = NonNullable<ExercisePageQuery$data['exercise']>;

/** /exercises/:exerciseId: the session's date and place, the access code for the instructor, status, unregister. */
export default function ExercisePage() {
  return (
    <BookingDetailFrame
      testId="exercise-page"
      idParam="exerciseId"
      back={{ to: EXERCISES_PATH, label: <Trans>My practice</Trans> }}
      notFound={{
        testId: 'exercise-not-found',
        text: <Trans>This practice session does not exist, or it was cancelled.</Trans>,
      }}
    >
      {(exerciseId, missing) => <ExerciseLoader exerciseId={exerciseId} missing={missing} />}
    </BookingDetailFrame>
  );
}

function ExerciseLoader({ exerciseId, missing }: { exerciseId: string; missing: ReactNode }) {
  const { exercise } = useLazyLoadQuery<ExercisePageQuery>(
    graphql`
      query ExercisePageQuery($exerciseId: ID!) {
        exercise(id: $exerciseId) {
          id
          status
          courseTitle
          course {
            id
          }
          workSlot {
            ...detail_slot @relay(mask: false)
          }
          accessCode
          confirmedAt
          changeDeadline
          canUnregister
          calendarUrl
        }
      }
    `,
    { exerciseId },
    { fetchPolicy: 'store-and-network' },
  );
  if (!exercise) return missing;
  return <ExerciseDetails exercise={exercise} />;
}

function ExerciseDetails({ exercise }: { exercise: Exercise }) {
  const { t } = useLingui();
  const { asking, setAsking, outcome } = useBookingWithdrawal(
    t`You have unregistered from the practice session`,
    EXERCISES_PATH,
  );
  const [commit, busy] = useMutation<ExercisePageUnregisterMutation>(graphql`
    mutation ExercisePageUnregisterMutation($id: ID!) {
      unregisterExercise(id: $id) @deleteRecord
    }
  `);
  const unregister = () =>
    commit({
      variables: { id: exercise.id },
      ...outcome,
    });
  const confirmed = exercise.status === 'FINISHED';
  const deadline = formatDateTime(exercise.changeDeadline);
  const confirmedAt = formatDateTime(exercise.confirmedAt);
  return (
    <>
      <BookingHeading overline={<Trans>Practice session</Trans>} title={exercise.courseTitle} />
      <Stack spacing={3}>
        {!confirmed && exercise.accessCode ? (
          <Paper
            variant="outlined"
            sx={{ p: { xs: 2.5, md: 3 }, textAlign: 'center', borderColor: 'primary.main', borderWidth: 2 }}
          >
            <Typography sx={{ fontWeight: 700 }} id="exercise-access-code-label">
              <Trans>Your access code</Trans>
            </Typography>
            <Typography
              aria-labelledby="exercise-access-code-label"
              data-testid="exercise-access-code"
              sx={{
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                fontWeight: 800,
                fontSize: { xs: '2.75rem', md: '3.5rem' },
                letterSpacing: { xs: '0.2em', md: '0.3em' },
                lineHeight: 1.2,
                my: 1,
                pl: { xs: '0.2em', md: '0.3em' },
                userSelect: 'all',
              }}
            >
              {exercise.accessCode}
            </Typography>
            <Typography color="text.secondary">
              <Trans>Show this code to your instructor at the session: they enter it to confirm your practice.</Trans>
            </Typography>
          </Paper>
        ) : null}
        <SlotFacts
          status={<ExerciseStatusChip status={exercise.status} testId="exercise-status" />}
          slot={exercise.workSlot}
          calendarUrl={exercise.calendarUrl}
        />
        {confirmed ? (
          <Alert severity="success" data-testid="exercise-confirmed">
            <AlertTitle>
              <Trans>Your practice is confirmed</Trans>
            </AlertTitle>
            <Trans>The instructor confirmed your practice on {confirmedAt}. You can now register for the exam.</Trans>
            <Box sx={{ mt: 1.5 }}>
              <Button
                component={RouterLink}
                to={examRegistrationPath(exercise.course.id)}
                variant="outlined"
                color="inherit"
                size="small"
              >
                <Trans>Register for the exam</Trans>
              </Button>
            </Box>
          </Alert>
        ) : exercise.canUnregister ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              <Trans>You can unregister until {deadline}.</Trans>
            </Typography>
            <Button variant="outlined" color="error" onClick={() => setAsking(true)} data-testid="exercise-unregister">
              <Trans>Unregister</Trans>
            </Button>
          </Paper>
        ) : (
          <Typography variant="body2" color="text.secondary">
            <Trans>The booking can no longer be cancelled (possible until {deadline}).</Trans>
          </Typography>
        )}
      </Stack>
      <ConfirmDialog
        open={asking}
        destructive
        busy={busy}
        title={<Trans>Unregister from the practice session?</Trans>}
        message={<Trans>Your place is given back and you can book another date later.</Trans>}
        confirmLabel={<Trans>Unregister</Trans>}
        cancelLabel={<Trans>Keep it</Trans>}
        onConfirm={unregister}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
