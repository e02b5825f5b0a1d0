import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExamRegistrationPageQuery } from '../../__generated__/ExamRegistrationPageQuery.graphql';
import type { ExamRegistrationPageSlotsQuery } from '../../__generated__/ExamRegistrationPageSlotsQuery.graphql';
import type { ExamRegistrationPageRegisterMutation } from '../../__generated__/ExamRegistrationPageRegisterMutation.graphql';
import { errorMessage } from '../../shared/errors/messages';
import { PageLoader } from '../../shared/ui/PageLoader';
import { useToast } from '../../shared/ui/toast';
import { defaultRange, type DayRange } from './dates';
import { BackLink, eligibilityMessage } from './parts';
import { ACCOUNT_PATH, EXAMS_PATH, MY_COURSES_PATH, courseSubjectsPath, examPath } from './paths';
import { BookingConfirmDialog, SlotList, SlotRangeForm, type BookableSlot } from './SlotList';

/**
 * /courses/:courseId/exam-registration: why the learner cannot register yet (spec messages), or
 * the exam dates of a chosen range grouped by day, each booked after a confirmation.
 */
export default function ExamRegistrationPage() {
  const { courseId = '' } = useParams();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="exam-registration">
      <Suspense fallback={<PageLoader />}>
        <ExamRegistration courseId={courseId} />
      </Suspense>
    </Container>
  );
}

function ExamRegistration({ courseId }: { courseId: string }) {
  const { i18n } = useLingui();
  const { myCourse } = useLazyLoadQuery<ExamRegistrationPageQuery>(
    graphql`
      query ExamRegistrationPageQuery($courseId: ID!) {
        myCourse(courseId: $courseId) {
          id
          expired
          hasExam
          examTriesLeft
          examEligibility {
            allowed
            reason
          }
          lastExam {
            id
            status
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
        <Alert severity="info" data-testid="exam-blocker">
          <Trans>You don't have this course, so you cannot register for its exam.</Trans>
        </Alert>
      </>
    );
  }
  const { course } = myCourse;
  const reason = myCourse.expired
    ? 'ACCESS_EXPIRED'
    : !myCourse.hasExam
      ? 'COURSE_HAS_NO_EXAM'
      : myCourse.examEligibility.allowed
        ? null
        : (myCourse.examEligibility.reason ?? 'BOOKING_STATUS_CONFLICT');
  return (
    <>
      <BackLink to={courseSubjectsPath(course.id)}>
        <Trans>Back to the course</Trans>
      </BackLink>
      <Typography variant="overline" color="primary" sx={{ fontWeight: 700, display: 'block', lineHeight: 1.5 }}>
        <Trans>Exam registration</Trans>
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere', mb: 3 }}>
        {course.title}
      </Typography>
      {reason ? (
        <Alert severity="warning" data-testid="exam-blocker" data-reason={reason}>
          <AlertTitle>
            <Trans>You cannot register for this exam yet</Trans>
          </AlertTitle>
          {eligibilityMessage(i18n, reason)}
          <BlockerAction reason={reason} courseId={course.id} lastExamId={myCourse.lastExam?.id} />
        </Alert>
      ) : (
        <ExamSlots courseId={course.id} />
      )}
    </>
  );
}

/** The way forward from a blocker: the profile, the course's quizzes, the practice or the exam booked. */
function BlockerAction({
  reason,
  courseId,
  lastExamId,
}: {
  reason: string;
  courseId: string;
  lastExamId: string | undefined;
}) {
  const link = (to: string, label: React.ReactNode, testId?: string) => (
    <Box sx={{ mt: 1.5 }}>
      <Button component={RouterLink} to={to} variant="outlined" color="inherit" size="small" data-testid={testId}>
        {label}
      </Button>
    </Box>
  );
  switch (reason) {
    case 'PILOT_DATA_MISSING':
      return link(ACCOUNT_PATH, <Trans>Fill in my profile</Trans>, 'exam-blocker-account');
    case 'TESTS_NOT_PASSED':
      return link(courseSubjectsPath(courseId), <Trans>Go to the course</Trans>);
    case 'PRACTICE_NOT_CONFIRMED':
      return link(`/courses/${encodeURIComponent(courseId)}/exercise-registration`, <Trans>Book practice</Trans>);
    case 'EXAM_ALREADY_BOOKED':
    case 'EXAM_ALREADY_PASSED':
      return lastExamId
        ? link(examPath(lastExamId), <Trans>See my exam</Trans>)
        : link(EXAMS_PATH, <Trans>My exams</Trans>);
    default:
      return null;
  }
}

function ExamSlots({ courseId }: { courseId: string }) {
  const [range, setRange] = useState<DayRange>(() => defaultRange());
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>Choose a date for your exam. Dates and places come from our instructors' calendars.</Trans>
      </Typography>
      <SlotRangeForm
        range={range}
        onSearch={(next) => {
          setRange(next);
          setFetchKey((key) => key + 1);
        }}
        testIds={{ from: 'exam-date-from', to: 'exam-date-to', search: 'exam-search' }}
      />
      <Suspense fallback={<PageLoader />}>
        <ExamSlotResults
          courseId={courseId}
          range={range}
          fetchKey={fetchKey}
          onStale={() => setFetchKey((k) => k + 1)}
        />
      </Suspense>
    </>
  );
}

function ExamSlotResults({
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
  const { examAvailability } = useLazyLoadQuery<ExamRegistrationPageSlotsQuery>(
    graphql`
      query ExamRegistrationPageSlotsQuery($courseId: ID!, $dateFrom: Date!, $dateTo: Date!) {
        examAvailability(courseId: $courseId, dateFrom: $dateFrom, dateTo: $dateTo) {
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
  const [commit, inFlight] = useMutation<ExamRegistrationPageRegisterMutation>(graphql`
    mutation ExamRegistrationPageRegisterMutation($input: RegisterForExamInput!) {
      registerForExam(input: $input) {
        id
        status
        course {
          id
        }
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
        showToast(t`You are registered for the exam`, 'success');
        void navigate(examPath(response.registerForExam.id));
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
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="exam-booking-error">
          {error}
        </Alert>
      ) : null}
      <SlotList
        slots={examAvailability}
        onBook={setChosen}
        busy={inFlight}
        empty={<Trans>No available exam dates in chosen range</Trans>}
        testIds={{ row: 'exam-slot', book: 'book-slot', empty: 'no-exam-dates' }}
      />
      <BookingConfirmDialog
        slot={chosen}
        title={<Trans>Book this exam date?</Trans>}
        busy={inFlight}
        onConfirm={book}
        onCancel={() => setChosen(null)}
        cutoffText={(deadline) => (
          <Trans>
            You can cancel or move the booking until 24 hours before the start (until {deadline}). After that the date
            is binding.
          </Trans>
        )}
      />
    </>
  );
}
