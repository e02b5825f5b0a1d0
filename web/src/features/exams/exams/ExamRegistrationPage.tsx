import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { ACCOUNT_PATH, EXAMS_PATH, courseSubjectsPath, examPath, exerciseRegistrationPath } from './paths';
import { blockerLink, refusalReason } from './registration';
import { CourseRegistrationPage, type RegistrationKind } from './CourseRegistrationPage';

const EXAM: RegistrationKind = {
  name: 'exam',
  notHeld: <Trans>You don't have this course, so you cannot register for its exam.</Trans>,
  overline: <Trans>Exam registration</Trans>,
  refusal: (myCourse) =>
    refusalReason(myCourse, { has: myCourse.hasExam, noneCode: 'COURSE_HAS_NO_EXAM' }, myCourse.examEligibility),
  blocker: (reason, myCourse) => ({
    title: <Trans>You cannot register for this exam yet</Trans>,
    action: <BlockerAction reason={reason} courseId={myCourse.course.id} lastExamId={myCourse.lastExam?.id} />,
  }),
  intro: <Trans>Choose a date for your exam. Dates and places come from our instructors' calendars.</Trans>,
  empty: <Trans>No available exam dates in chosen range</Trans>,
  confirm: {
    title: <Trans>Book this exam date?</Trans>,
    cutoffText: (deadline) => (
      <Trans>
        You can cancel or move the booking until 24 hours before the start (until {deadline}). After that the date is
        binding.
      </Trans>
    ),
  },
  bookTestId: 'book-slot',
  booked: msg`You are registered for the exam`,
  bookedPath: examPath,
};

/** /courses/:courseId/exam-registration: the exam dates of the learner's course (CourseRegistrationPage). */
export default function ExamRegistrationPage() {
  return <CourseRegistrationPage kind={EXAM} />;
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
  switch (reason) {
    case 'PILOT_DATA_MISSING':
      return blockerLink(ACCOUNT_PATH, <Trans>Fill in my profile</Trans>, 'exam-blocker-account');
    case 'TESTS_NOT_PASSED':
      return blockerLink(courseSubjectsPath(courseId), <Trans>Go to the course</Trans>);
    case 'PRACTICE_NOT_CONFIRMED':
      return blockerLink(exerciseRegistrationPath(courseId), <Trans>Book practice</Trans>);
    case 'EXAM_ALREADY_BOOKED':
    case 'EXAM_ALREADY_PASSED':
      return lastExamId
        ? blockerLink(examPath(lastExamId), <Trans>See my exam</Trans>)
        : blockerLink(EXAMS_PATH, <Trans>My exams</Trans>);
    default:
      return null;
  }
}
