import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { EXERCISES_PATH, courseSubjectsPath, examRegistrationPath, exercisePath } from './paths';
import { blockerLink, refusalReason } from './registration';
import { CourseRegistrationPage, type RegistrationKind } from './CourseRegistrationPage';

const EXERCISE: RegistrationKind = {
  name: 'exercise',
  notHeld: <Trans>You don't have this course, so you cannot book its practice.</Trans>,
  overline: <Trans>Practice registration</Trans>,
  refusal: (myCourse) =>
    refusalReason(
      myCourse,
      { has: myCourse.hasPractice, noneCode: 'COURSE_HAS_NO_PRACTICE' },
      myCourse.exerciseEligibility,
    ),
  blocker: (reason, myCourse) => {
    const confirmed = reason === 'EXERCISE_ALREADY_CONFIRMED';
    return {
      severity: confirmed ? 'success' : 'warning',
      title: confirmed ? <Trans>Your practice is confirmed</Trans> : <Trans>You cannot book practice yet</Trans>,
      action: (
        <BlockerAction reason={reason} courseId={myCourse.course.id} activeExerciseId={myCourse.activeExercise?.id} />
      ),
    };
  },
  intro: <Trans>Choose a date for your practical flight session with an instructor (120 minutes).</Trans>,
  empty: <Trans>No available practice dates in chosen range</Trans>,
  confirm: {
    title: <Trans>Book this practice date?</Trans>,
    cutoffText: (deadline) => (
      <Trans>
        You can unregister until 24 hours before the start (until {deadline}). After that the date is binding.
      </Trans>
    ),
  },
  bookTestId: 'book-exercise',
  booked: msg`Your practice session is booked`,
  bookedPath: exercisePath,
};

/** /courses/:courseId/exercise-registration: the practice dates of the learner's course (CourseRegistrationPage). */
export default function ExerciseRegistrationPage() {
  return <CourseRegistrationPage kind={EXERCISE} />;
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
