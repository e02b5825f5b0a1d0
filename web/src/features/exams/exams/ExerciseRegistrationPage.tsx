import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExerciseRegistrationPageQuery } from '../../../__generated__/ExerciseRegistrationPageQuery.graphql';
import type { ExerciseRegistrationPageSlotsQuery } from '../../../__generated__/ExerciseRegistrationPageSlotsQuery.graphql';
import type { ExerciseRegistrationPageRegisterMutation } from '../../../__generated__/ExerciseRegistrationPageRegisterMutation.graphql';
import { EXERCISES_PATH, courseSubjectsPath, examRegistrationPath, exercisePath } from './paths';
import {
  CourseNotHeld,
  Registration,
  RegistrationFrame,
  SlotBooking,
  SlotSearch,
  blockerLink,
  refusalReason,
  useOpenBooked,
  type SlotQuery,
} from './registration';

/**
 * /courses/:courseId/exercise-registration: why practice cannot be booked yet, or the practice
 * dates of a chosen range grouped by day, each booked after a confirmation.
 */
export default function ExerciseRegistrationPage() {
  return (
    <RegistrationFrame testId="exercise-registration">
      {(courseId) => <ExerciseRegistration courseId={courseId} />}
    </RegistrationFrame>
  );
}

function ExerciseRegistration({ courseId }: { courseId: string }) {
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
      <CourseNotHeld blockerTestId="exercise-blocker">
        <Trans>You don't have this course, so you cannot book its practice.</Trans>
      </CourseNotHeld>
    );
  }
  const { course } = myCourse;
  const offered = { has: myCourse.hasPractice, noneCode: 'COURSE_HAS_NO_PRACTICE' };
  const reason = refusalReason(myCourse, offered, myCourse.exerciseEligibility);
  const confirmed = reason === 'EXERCISE_ALREADY_CONFIRMED';
  return (
    <Registration
      course={course}
      overline={<Trans>Practice registration</Trans>}
      reason={reason}
      blocker={{
        testId: 'exercise-blocker',
        severity: confirmed ? 'success' : 'warning',
        title: confirmed ? <Trans>Your practice is confirmed</Trans> : <Trans>You cannot book practice yet</Trans>,
        action: reason ? (
          <BlockerAction reason={reason} courseId={course.id} activeExerciseId={myCourse.activeExercise?.id} />
        ) : null,
      }}
    >
      <SlotSearch
        intro={<Trans>Choose a date for your practical flight session with an instructor (120 minutes).</Trans>}
        testIds={{ from: 'exercise-date-from', to: 'exercise-date-to', search: 'exercise-search' }}
      >
        {(query) => <ExerciseSlotResults courseId={course.id} {...query} />}
      </SlotSearch>
    </Registration>
  );
}

/** The way forward from a blocker: the course's theory, the session booked, or the exam once confirmed. */
function BlockerAction({
  reason,
  courseId,
  activeExerciseId,
}: {
  reason: string;
  courseId: string;
  activeExerciseId: string | undefined;
}) {
  switch (reason) {
    case 'THEORY_NOT_FINISHED':
      return blockerLink(courseSubjectsPath(courseId), <Trans>Go to the course</Trans>);
    case 'EXERCISE_ALREADY_BOOKED':
      return activeExerciseId
        ? blockerLink(exercisePath(activeExerciseId), <Trans>See my booking</Trans>)
        : blockerLink(EXERCISES_PATH, <Trans>My practice</Trans>);
    case 'EXERCISE_ALREADY_CONFIRMED':
      return blockerLink(examRegistrationPath(courseId), <Trans>Register for the exam</Trans>);
    default:
      return null;
  }
}

function ExerciseSlotResults({ courseId, range, fetchKey, onStale }: SlotQuery & { courseId: string }) {
  const { t } = useLingui();
  const openBooked = useOpenBooked();
  const { exerciseAvailability } = useLazyLoadQuery<ExerciseRegistrationPageSlotsQuery>(
    graphql`
      query ExerciseRegistrationPageSlotsQuery($courseId: ID, $dateFrom: Date!, $dateTo: Date!) {
        exerciseAvailability(courseId: $courseId, dateFrom: $dateFrom, dateTo: $dateTo) {
          ...SlotList_slot @relay(mask: false)
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
  return (
    <SlotBooking
      slots={exerciseAvailability}
      inFlight={inFlight}
      onStale={onStale}
      book={(workSlotId, done) =>
        commit({
          variables: { input: { courseId, workSlotId } },
          onCompleted: (response) => {
            done();
            openBooked(t`Your practice session is booked`, exercisePath(response.registerForExercise.id));
          },
          onError: done,
        })
      }
      empty={<Trans>No available practice dates in chosen range</Trans>}
      title={<Trans>Book this practice date?</Trans>}
      cutoffText={(deadline) => (
        <Trans>
          You can unregister until 24 hours before the start (until {deadline}). After that the date is binding.
        </Trans>
      )}
      testIds={{
        row: 'exercise-slot',
        book: 'book-exercise',
        empty: 'no-exercise-dates',
        error: 'exercise-booking-error',
      }}
    />
  );
}
