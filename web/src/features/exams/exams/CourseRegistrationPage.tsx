import type { ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { AlertColor } from '@mui/material/Alert';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type {
  CourseRegistrationPageQuery,
  CourseRegistrationPageQuery$data,
} from '../../../__generated__/CourseRegistrationPageQuery.graphql';
import type { CourseRegistrationPageSlotsQuery } from '../../../__generated__/CourseRegistrationPageSlotsQuery.graphql';
import type { CourseRegistrationPageExamMutation } from '../../../__generated__/CourseRegistrationPageExamMutation.graphql';
import type { CourseRegistrationPageExerciseMutation } from '../../../__generated__/CourseRegistrationPageExerciseMutation.graphql';
import {
  CourseNotHeld,
  Registration,
  RegistrationFrame,
  SlotBooking,
  SlotSearch,
  useOpenBooked,
  type SlotQuery,
} from './registration';
import type { BookingConfirmTexts } from './SlotList';

/** The learner's course as a registration page reads it: the exam's fields or the practice's. */
export type RegistrationCourse = NonNullable<CourseRegistrationPageQuery$data['myCourse']>;

/**
 * What differs between the exam and the practice registration pages: texts, the blocker, the
 * booked page. Test ids are `{name}-registration`, `{name}-blocker`, `{name}-date-from|to`,
 * `{name}-search`, `{name}-slot`, `no-{name}-dates` and `{name}-booking-error`.
 */
export interface RegistrationKind {
  name: 'exam' | 'exercise';
  /** Shown when the viewer does not hold the course. */
  notHeld: ReactNode;
  overline: ReactNode;
  /** Why the course refuses a registration (see refusalReason), null: the slots are shown. */
  refusal: (myCourse: RegistrationCourse) => string | null;
  blocker: (
    reason: string,
    myCourse: RegistrationCourse,
  ) => { severity?: AlertColor; title: ReactNode; action: ReactNode };
  intro: ReactNode;
  empty: ReactNode;
  /** The booking confirmation's title and its cut-off text. */
  confirm: BookingConfirmTexts;
  bookTestId: string;
  /** The toast after booking, and the booking's page. */
  booked: MessageDescriptor;
  bookedPath: (id: string) => string;
}

/**
 * /courses/:courseId/exam-registration and /courses/:courseId/exercise-registration: why the
 * learner cannot register yet (spec messages), or the dates of a chosen range grouped by day, each
 * booked after a confirmation.
 */
export function CourseRegistrationPage({ kind }: { kind: RegistrationKind }) {
  return (
    <RegistrationFrame testId={`${kind.name}-registration`}>
      {(courseId) => <CourseRegistration kind={kind} courseId={courseId} />}
    </RegistrationFrame>
  );
}

function CourseRegistration({ kind, courseId }: { kind: RegistrationKind; courseId: string }) {
  const { myCourse } = useLazyLoadQuery<CourseRegistrationPageQuery>(
    graphql`
      query CourseRegistrationPageQuery($courseId: ID!, $exam: Boolean!) {
        myCourse(courseId: $courseId) {
          id
          expired
          course {
            id
            title
          }
          ... @include(if: $exam) {
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
          }
          ... @skip(if: $exam) {
            hasPractice
            practiceConfirmed
            activeExercise {
              id
            }
            exerciseEligibility {
              allowed
              reason
            }
          }
        }
      }
    `,
    { courseId, exam: kind.name === 'exam' },
    { fetchPolicy: 'store-and-network' },
  );
  const blockerTestId = `${kind.name}-blocker`;
  if (!myCourse) return <CourseNotHeld blockerTestId={blockerTestId}>{kind.notHeld}</CourseNotHeld>;
  const { course } = myCourse;
  const reason = kind.refusal(myCourse);
  return (
    <Registration
      course={course}
      overline={kind.overline}
      reason={reason}
      blocker={{ testId: blockerTestId, ...kind.blocker(reason ?? '', myCourse) }}
    >
      <SlotSearch
        intro={kind.intro}
        testIds={{ from: `${kind.name}-date-from`, to: `${kind.name}-date-to`, search: `${kind.name}-search` }}
      >
        {(query) => <SlotResults kind={kind} courseId={course.id} {...query} />}
      </SlotSearch>
    </Registration>
  );
}

function SlotResults({
  kind,
  courseId,
  range,
  fetchKey,
  onStale,
}: SlotQuery & { kind: RegistrationKind; courseId: string }) {
  const { i18n } = useLingui();
  const openBooked = useOpenBooked();
  const exam = kind.name === 'exam';
  const { examAvailability, exerciseAvailability } = useLazyLoadQuery<CourseRegistrationPageSlotsQuery>(
    graphql`
      query CourseRegistrationPageSlotsQuery($courseId: ID!, $dateFrom: Date!, $dateTo: Date!, $exam: Boolean!) {
        examAvailability(courseId: $courseId, dateFrom: $dateFrom, dateTo: $dateTo) @include(if: $exam) {
          ...SlotList_slot @relay(mask: false)
        }
        exerciseAvailability(courseId: $courseId, dateFrom: $dateFrom, dateTo: $dateTo) @skip(if: $exam) {
          ...SlotList_slot @relay(mask: false)
        }
      }
    `,
    { courseId, exam, ...range },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const [registerForExam, examInFlight] = useMutation<CourseRegistrationPageExamMutation>(graphql`
    mutation CourseRegistrationPageExamMutation($input: RegisterForExamInput!) {
      registerForExam(input: $input) {
        id
        status
        course {
          id
        }
      }
    }
  `);
  const [registerForExercise, exerciseInFlight] = useMutation<CourseRegistrationPageExerciseMutation>(graphql`
    mutation CourseRegistrationPageExerciseMutation($input: RegisterForExerciseInput!) {
      registerForExercise(input: $input) {
        id
        status
        accessCode
      }
    }
  `);
  const book = (workSlotId: string, done: (failure?: Error) => void) => {
    const booked = (id: string) => {
      done();
      openBooked(i18n._(kind.booked), kind.bookedPath(id));
    };
    const config = { variables: { input: { courseId, workSlotId } }, onError: done };
    if (exam) registerForExam({ ...config, onCompleted: (response) => booked(response.registerForExam.id) });
    else registerForExercise({ ...config, onCompleted: (response) => booked(response.registerForExercise.id) });
  };
  return (
    <SlotBooking
      slots={examAvailability ?? exerciseAvailability ?? []}
      inFlight={examInFlight || exerciseInFlight}
      onStale={onStale}
      book={book}
      empty={kind.empty}
      confirm={kind.confirm}
      testIds={{
        row: `${kind.name}-slot`,
        book: kind.bookTestId,
        empty: `no-${kind.name}-dates`,
        error: `${kind.name}-booking-error`,
      }}
    />
  );
}
