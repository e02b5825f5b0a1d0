import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExamRegistrationPageQuery } from '../../../__generated__/ExamRegistrationPageQuery.graphql';
import type { ExamRegistrationPageSlotsQuery } from '../../../__generated__/ExamRegistrationPageSlotsQuery.graphql';
import type { ExamRegistrationPageRegisterMutation } from '../../../__generated__/ExamRegistrationPageRegisterMutation.graphql';
import { ACCOUNT_PATH, EXAMS_PATH, courseSubjectsPath, examPath, exerciseRegistrationPath } from './paths';
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
 * /courses/:courseId/exam-registration: why the learner cannot register yet (spec messages), or
 * the exam dates of a chosen range grouped by day, each booked after a confirmation.
 */
export default function ExamRegistrationPage() {
  return (
    <RegistrationFrame testId="exam-registration">
      {(courseId) => <ExamRegistration courseId={courseId} />}
    </RegistrationFrame>
  );
}

function ExamRegistration({ courseId }: { courseId: string }) {
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
      <CourseNotHeld blockerTestId="exam-blocker">
        <Trans>You don't have this course, so you cannot register for its exam.</Trans>
      </CourseNotHeld>
    );
  }
  const { course } = myCourse;
  const offered = { has: myCourse.hasExam, noneCode: 'COURSE_HAS_NO_EXAM' };
  const reason = refusalReason(myCourse, offered, myCourse.examEligibility);
  return (
    <Registration
      course={course}
      overline={<Trans>Exam registration</Trans>}
      reason={reason}
      blocker={{
        testId: 'exam-blocker',
        title: <Trans>You cannot register for this exam yet</Trans>,
        action: reason ? (
          <BlockerAction reason={reason} courseId={course.id} lastExamId={myCourse.lastExam?.id} />
        ) : null,
      }}
    >
      <SlotSearch
        intro={<Trans>Choose a date for your exam. Dates and places come from our instructors' calendars.</Trans>}
        testIds={{ from: 'exam-date-from', to: 'exam-date-to', search: 'exam-search' }}
      >
        {(query) => <ExamSlotResults courseId={course.id} {...query} />}
      </SlotSearch>
    </Registration>
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

function ExamSlotResults({ courseId, range, fetchKey, onStale }: SlotQuery & { courseId: string }) {
  const { t } = useLingui();
  const openBooked = useOpenBooked();
  const { examAvailability } = useLazyLoadQuery<ExamRegistrationPageSlotsQuery>(
    graphql`
      query ExamRegistrationPageSlotsQuery($courseId: ID!, $dateFrom: Date!, $dateTo: Date!) {
        examAvailability(courseId: $courseId, dateFrom: $dateFrom, dateTo: $dateTo) {
          ...SlotList_slot @relay(mask: false)
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
  return (
    <SlotBooking
      slots={examAvailability}
      inFlight={inFlight}
      onStale={onStale}
      book={(workSlotId, done) =>
        commit({
          variables: { input: { courseId, workSlotId } },
          onCompleted: (response) => {
            done();
            openBooked(t`You are registered for the exam`, examPath(response.registerForExam.id));
          },
          onError: done,
        })
      }
      empty={<Trans>No available exam dates in chosen range</Trans>}
      title={<Trans>Book this exam date?</Trans>}
      cutoffText={(deadline) => (
        <Trans>
          You can cancel or move the booking until 24 hours before the start (until {deadline}). After that the date is
          binding.
        </Trans>
      )}
      testIds={{ row: 'exam-slot', book: 'book-slot', empty: 'no-exam-dates', error: 'exam-booking-error' }}
    />
  );
}
