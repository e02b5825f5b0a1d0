import { Suspense, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExerciseRegistrationPageQuery } from '../../__generated__/ExerciseRegistrationPageQuery.graphql';
import type { ExerciseRegistrationPageSlotsQuery } from '../../__generated__/ExerciseRegistrationPageSlotsQuery.graphql';
import type { ExerciseRegistrationPageRegisterMutation } from '../../__generated__/ExerciseRegistrationPageRegisterMutation.graphql';
import { errorMessage } from '../../shared/errors/messages';
import { PageLoader } from '../../shared/ui/PageLoader';
import { useToast } from '../../shared/ui/toast';
import { defaultRange, type DayRange } from './dates';
import { BackLink, eligibilityMessage } from './parts';
import { EXERCISES_PATH, MY_COURSES_PATH, courseSubjectsPath, examRegistrationPath, exercisePath } from './paths';
import { BookingConfirmDialog, SlotList, SlotRangeForm, type BookableSlot } from './SlotList';

/**
 * /courses/:courseId/exercise-registration: why practice cannot be booked yet, or the practice
 * dates of a chosen range grouped by day, each booked after a confirmation.
 */
export default function ExerciseRegistrationPage() {
  const { courseId = '' } = useParams();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="exercise-registration">
      <Suspense fallback={<PageLoader />}>
        <ExerciseRegistration courseId={courseId} />
      </Suspense>
    </Container>
  );
}

function ExerciseRegistration({ courseId }: { courseId: string }) {
  const { i18n } = useLingui();
  const { myCourse } = useLazyLoadQuery<ExerciseRegistrationPageQuery>(
    graphql`
      query ExerciseRegistrationPageQuery($courseId: ID!) {
        myCourse(courseId: $courseId) {
          id
          expired
          hasPractice
          practiceConfirmed
          activeExercise {
            id
          }
          exerciseEligibility {
            allowed
            reason
          }
          course {
            id
            title
          }
        }
      }
    `,
    { courseId },
    { fetchPolicy: 'store-and-network' },
  );
  if (!myCourse) {
    return (
      <>
        <BackLink to={MY_COURSES_PATH}>
          <Trans>My courses</Trans>
        </BackLink>
        <Alert severity="info" data-testid="exercise-blocker">
          <Trans>You don't have this course, so you cannot book its practice.</Trans>
        </Alert>
      </>
    );
  }
  const { course } = myCourse;
  const reason = myCourse.expired
    ? 'ACCESS_EXPIRED'
    : !myCourse.hasPractice
      ? 'COURSE_HAS_NO_PRACTICE'
      : myCourse.exerciseEligibility.allowed
        ? null
        : (myCourse.exerciseEligibility.reason ?? 'BOOKING_STATUS_CONFLICT');
  return (
    <>
      <BackLink to={courseSubjectsPath(course.id)}>
        <Trans>Back to the course</Trans>
      </BackLink>
      <Typography variant="overline" color="primary" sx={{ fontWeight: 700, display: 'block', lineHeight: 1.5 }}>
        <Trans>Practice registration</Trans>
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere', mb: 3 }}>
        {course.title}
      </Typography>
      {reason ? (
        <Alert
          severity={reason === 'EXERCISE_ALREADY_CONFIRMED' ? 'success' : 'warning'}
          data-testid="exercise-blocker"
          data-reason={reason}
        >
          <AlertTitle>
            {reason === 'EXERCISE_ALREADY_CONFIRMED' ? (
              <Trans>Your practice is confirmed</Trans>
            ) : (
              <Trans>You cannot book practice yet</Trans>
            )}
          </AlertTitle>
          {eligibilityMessage(i18n, reason)}
          <BlockerAction reason={reason} courseId={course.id} activeExerciseId={myCourse.activeExercise?.id} />
        </Alert>
      ) : (
        <ExerciseSlots courseId={course.id} />
      )}
    </>
  );
}

function BlockerAction({
  reason,
  courseId,
  activeExerciseId,
}: {
  reason: string;
  courseId: string;
  activeExerciseId: string | undefined;
}) {
  const link = (to: string, label: ReactNode) => (
    <Box sx={{ mt: 1.5 }}>
      <Button component={RouterLink} to={to} variant="outlined" color="inherit" size="small">
        {label}
      </Button>
    </Box>
  );
  switch (reason) {
    case 'THEORY_NOT_FINISHED':
      return link(courseSubjectsPath(courseId), <Trans>Go to the course</Trans>);
    case 'EXERCISE_ALREADY_BOOKED':
      return activeExerciseId
        ? link(exercisePath(activeExerciseId), <Trans>See my booking</Trans>)
        : link(EXERCISES_PATH, <Trans>My practice</Trans>);
    case 'EXERCISE_ALREADY_CONFIRMED':
      return link(examRegistrationPath(courseId), <Trans>Register for the exam</Trans>);
    default:
      return null;
  }
}

function ExerciseSlots({ courseId }: { courseId: string }) {
  const [range, setRange] = useState<DayRange>(() => defaultRange());
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>Choose a date for your practical flight session with an instructor (120 minutes).</Trans>
      </Typography>
      <SlotRangeForm
        range={range}
        onSearch={(next) => {
          setRange(next);
          setFetchKey((key) => key + 1);
        }}
        testIds={{ from: 'exercise-date-from', to: 'exercise-date-to', search: 'exercise-search' }}
      />
      <Suspense fallback={<PageLoader />}>
        <ExerciseSlotResults
          courseId={courseId}
          range={range}
          fetchKey={fetchKey}
          onStale={() => setFetchKey((k) => k + 1)}
        />
      </Suspense>
    </>
  );
}

function ExerciseSlotResults({
  courseId,
  range,
  fetchKey,
  onStale,
}: {
  courseId: string;
  range: DayRange;
  fetchKey: number;
  onStale: () => void;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [chosen, setChosen] = useState<BookableSlot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { exerciseAvailability } = useLazyLoadQuery<ExerciseRegistrationPageSlotsQuery>(
    graphql`
      query ExerciseRegistrationPageSlotsQuery($courseId: ID, $dateFrom: Date!, $dateTo: Date!) {
        exerciseAvailability(courseId: $courseId, dateFrom: $dateFrom, dateTo: $dateTo) {
          id
          startsAt
          endsAt
          place
          onlineLink
          freePlaces
          instructorName
        }
      }
    `,
    { courseId, ...range },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const [commit, inFlight] = useMutation<ExerciseRegistrationPageRegisterMutation>(graphql`
    mutation ExerciseRegistrationPageRegisterMutation($input: RegisterForExerciseInput!) {
      registerForExercise(input: $input) {
        id
        status
        accessCode
      }
    }
  `);
  const book = () => {
    if (!chosen) return;
    setError(null);
    commit({
      variables: { input: { courseId, workSlotId: chosen.id } },
      onCompleted: (response) => {
        setChosen(null);
        showToast(t`Your practice session is booked`, 'success');
        void navigate(exercisePath(response.registerForExercise.id));
      },
      onError: (failure) => {
        setChosen(null);
        setError(errorMessage(i18n, failure));
        onStale();
      },
    });
  };
  return (
    <>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="exercise-booking-error">
          {error}
        </Alert>
      ) : null}
      <SlotList
        slots={exerciseAvailability}
        onBook={setChosen}
        busy={inFlight}
        empty={<Trans>No available practice dates in chosen range</Trans>}
        testIds={{ row: 'exercise-slot', book: 'book-exercise', empty: 'no-exercise-dates' }}
      />
      <BookingConfirmDialog
        slot={chosen}
        title={<Trans>Book this practice date?</Trans>}
        busy={inFlight}
        onConfirm={book}
        onCancel={() => setChosen(null)}
        cutoffText={(deadline) => (
          <Trans>
            You can unregister until 24 hours before the start (until {deadline}). After that the date is binding.
          </Trans>
        )}
      />
    </>
  );
}
