import { useEffect, useState, useTransition, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useMutation, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExamPageQuery } from '../../../__generated__/ExamPageQuery.graphql';
import type { ExamPage_exam$data, ExamPage_exam$key } from '../../../__generated__/ExamPage_exam.graphql';
import type { ExamPageRefetchQuery } from '../../../__generated__/ExamPageRefetchQuery.graphql';
import type { ExamPageCancelMutation } from '../../../__generated__/ExamPageCancelMutation.graphql';
import type { ExamPageMoveMutation } from '../../../__generated__/ExamPageMoveMutation.graphql';
import type { ExamPageMoveSlotsQuery } from '../../../__generated__/ExamPageMoveSlotsQuery.graphql';
import { formatDateTime } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/toast';
import { BookingDetailFrame, BookingHeading, Fact, SlotFacts, useBookingWithdrawal } from './detail';
import { ExamStatusChip } from './parts';
import { EXAMS_PATH, examQuestionsPath, examRegistrationPath } from './paths';
import { SlotBooking, SlotSearch, type SlotQuery } from './registration';

/** While the exam waits for the instructor (to unlock it, or to confirm it), the page asks again this often. */
export const EXAM_POLL_MS = 10_000;

type Exam = ExamPage_exam$data;

const examFragment = graphql`
  fragment ExamPage_exam on Exam @refetchable(queryName: "ExamPageRefetchQuery") {
    id
    status
    attempt
    courseTitle
    course {
      id
    }
    workSlot {
      ...detail_slot @relay(mask: false)
    }
    durationMinutes
    passThreshold
    unlockedAt
    deadlineAt
    finishedAt
    verifiedAt
    passed
    correctCount
    questionCount
    scorePercent
    answeredCount
    itemCount
    changeDeadline
    canCancel
    triesLeft
    calendarUrl
  }
`;

/** /exams/:examId: the exam's date and place, its status with what to do next, and the result once verified. */
export default function ExamPage() {
  return (
    <BookingDetailFrame
      testId="exam-page"
      idParam="examId"
      back={{ to: EXAMS_PATH, label: <Trans>My exams</Trans> }}
      notFound={{ testId: 'exam-not-found', text: <Trans>This exam does not exist, or it was cancelled.</Trans> }}
    >
      {(examId, missing) => <ExamLoader examId={examId} missing={missing} />}
    </BookingDetailFrame>
  );
}

function ExamLoader({ examId, missing }: { examId: string; missing: ReactNode }) {
  const { exam } = useLazyLoadQuery<ExamPageQuery>(
    graphql`
      query ExamPageQuery($examId: ID!) {
        exam(id: $examId) {
          ...ExamPage_exam
        }
      }
    `,
    { examId },
    { fetchPolicy: 'store-and-network' },
  );
  if (!exam) return missing;
  return <ExamDetails exam={exam} />;
}

function ExamDetails({ exam: key }: { exam: ExamPage_exam$key }) {
  const [exam, refetch] = useRefetchableFragment<ExamPageRefetchQuery, ExamPage_exam$key>(examFragment, key);
  const [, startTransition] = useTransition();
  const waiting = exam.status === 'REGISTER' || exam.status === 'FINISHED';

  // Waiting for the instructor: ask again every 10 s while the page is open (and stop on leaving it).
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      });
    }, EXAM_POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, refetch]);

  const attempt = exam.attempt;
  return (
    <>
      <BookingHeading overline={<Trans>Exam · attempt {attempt}</Trans>} title={exam.courseTitle} />
      <Stack spacing={3}>
        <ExamFacts exam={exam} />
        <ExamNextStep exam={exam} />
      </Stack>
    </>
  );
}

function ExamFacts({ exam }: { exam: Exam }) {
  const minutes = exam.durationMinutes;
  const threshold = exam.passThreshold;
  return (
    <SlotFacts
      status={<ExamStatusChip status={exam.status} passed={exam.passed} testId="exam-status" />}
      slot={exam.workSlot}
      calendarUrl={exam.calendarUrl}
    >
      <Fact label={<Trans>Time limit and pass mark</Trans>}>
        <Trans>
          {minutes} minutes · {threshold}% to pass
        </Trans>
      </Fact>
    </SlotFacts>
  );
}

function ExamNextStep({ exam }: { exam: Exam }) {
  switch (exam.status) {
    case 'REGISTER':
      return <Registered exam={exam} />;
    case 'UNLOCKED': {
      const answered = exam.answeredCount;
      const total = exam.itemCount;
      const deadline = formatDateTime(exam.deadlineAt);
      return (
        <Alert severity="success" data-testid="exam-unlocked">
          <AlertTitle>
            <Trans>Your exam is unlocked</Trans>
          </AlertTitle>
          <Trans>
            Answer the questions by {deadline}. Answered so far: {answered} of {total}. Each answer is saved at once.
          </Trans>
          <Box sx={{ mt: 1.5 }}>
            <Button
              component={RouterLink}
              to={examQuestionsPath(exam.id)}
              variant="contained"
              startIcon={<PlayArrowIcon />}
              data-testid="exam-start"
            >
              {answered > 0 ? <Trans>Continue the exam</Trans> : <Trans>Start the exam</Trans>}
            </Button>
          </Box>
        </Alert>
      );
    }
    case 'FINISHED': {
      const finished = formatDateTime(exam.finishedAt);
      return (
        <Alert severity="info" data-testid="exam-finished">
          <AlertTitle>
            <Trans>Exam finished: awaiting the instructor's confirmation</Trans>
          </AlertTitle>
          <Trans>
            You finished the exam on {finished}. The instructor confirms that you completed it on your own; your result
            appears here then.
          </Trans>
        </Alert>
      );
    }
    case 'VERIFIED':
      return <ExamResult exam={exam} />;
    default:
      return null;
  }
}

function ExamResult({ exam }: { exam: Exam }) {
  const score = exam.scorePercent ?? 0;
  const correct = exam.correctCount ?? 0;
  const total = exam.questionCount ?? 0;
  const threshold = exam.passThreshold;
  const verified = formatDateTime(exam.verifiedAt);
  return (
    <Alert
      severity={exam.passed ? 'success' : 'error'}
      data-testid="exam-result"
      data-passed={exam.passed ? 'true' : 'false'}
    >
      <AlertTitle>
        {exam.passed ? (
          <Trans>Congratulations, you passed the exam</Trans>
        ) : (
          <Trans>Unfortunately you failed the exam. Please try again</Trans>
        )}
      </AlertTitle>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        <Trans>
          Score {score}% ({correct} of {total} correct). Pass mark: {threshold}%.
        </Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        <Trans>Confirmed on {verified}</Trans>
      </Typography>
      {exam.passed ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Trans>Your certificate is in My certificates.</Trans>
        </Typography>
      ) : exam.triesLeft > 0 ? (
        <Box sx={{ mt: 1.5 }}>
          <Button
            component={RouterLink}
            to={examRegistrationPath(exam.course.id)}
            variant="contained"
            color="error"
            startIcon={<EventRepeatOutlinedIcon />}
            data-testid="exam-register-again"
          >
            <Trans>Register again</Trans>
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 700 }} data-testid="exam-no-tries">
          <Trans>You have used all your exam tries, contact an administrator</Trans>
        </Typography>
      )}
    </Alert>
  );
}

/** REGISTER: what happens on the day, and (before the cut-off) cancel or move. */
function Registered({ exam }: { exam: Exam }) {
  const { t } = useLingui();
  const { asking, setAsking, outcome } = useBookingWithdrawal(t`Your exam booking was cancelled`, EXAMS_PATH);
  const [moving, setMoving] = useState(false);
  const [commitCancel, cancelling] = useMutation<ExamPageCancelMutation>(graphql`
    mutation ExamPageCancelMutation($id: ID!) {
      cancelExam(id: $id) @deleteRecord
    }
  `);
  const deadline = formatDateTime(exam.changeDeadline);
  const cancel = () =>
    commitCancel({
      variables: { id: exam.id },
      ...outcome,
    });
  return (
    <Stack spacing={2}>
      <Alert severity="info" data-testid="exam-waiting">
        <AlertTitle>
          <Trans>You are registered</Trans>
        </AlertTitle>
        <Trans>
          Come on time with an identity document. Wait for the instructor to verify your identity and unlock the exam:
          this page updates by itself and then lets you start.
        </Trans>
      </Alert>
      {exam.canCancel ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            <Trans>You can cancel or move the booking until {deadline}.</Trans>
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="outlined" onClick={() => setMoving(true)} data-testid="exam-move">
              <Trans>Move to another date</Trans>
            </Button>
            <Button variant="outlined" color="error" onClick={() => setAsking(true)} data-testid="exam-cancel">
              <Trans>Cancel the booking</Trans>
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Typography variant="body2" color="text.secondary">
          <Trans>The booking can no longer be cancelled or moved (possible until {deadline}).</Trans>
        </Typography>
      )}
      <ConfirmDialog
        open={asking}
        destructive
        busy={cancelling}
        title={<Trans>Cancel the exam booking?</Trans>}
        message={<Trans>Your place is given back and you can register for another date later.</Trans>}
        confirmLabel={<Trans>Cancel the booking</Trans>}
        cancelLabel={<Trans>Keep it</Trans>}
        onConfirm={cancel}
        onCancel={() => setAsking(false)}
      />
      {moving ? <MoveDialog exam={exam} onClose={() => setMoving(false)} /> : null}
    </Stack>
  );
}

/** Move: the same slot list as the registration, without the current slot; the chosen one is confirmed. */
function MoveDialog({ exam, onClose }: { exam: Exam; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="exam-move-title">
      <DialogTitle id="exam-move-title">
        <Trans>Move the exam to another date</Trans>
      </DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <SlotSearch testIds={{ from: 'exam-move-date-from', to: 'exam-move-date-to', search: 'exam-move-search' }}>
            {(query) => <MoveSlots exam={exam} {...query} onDone={onClose} />}
          </SlotSearch>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function MoveSlots({ exam, range, fetchKey, onStale, onDone }: SlotQuery & { exam: Exam; onDone: () => void }) {
  const { t } = useLingui();
  const { showToast } = useToast();
  const { examAvailability } = useLazyLoadQuery<ExamPageMoveSlotsQuery>(
    graphql`
      query ExamPageMoveSlotsQuery($courseId: ID!, $dateFrom: Date!, $dateTo: Date!) {
        examAvailability(courseId: $courseId, dateFrom: $dateFrom, dateTo: $dateTo) {
          ...SlotList_slot @relay(mask: false)
        }
      }
    `,
    { courseId: exam.course.id, ...range },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const [commit, inFlight] = useMutation<ExamPageMoveMutation>(graphql`
    mutation ExamPageMoveMutation($input: MoveExamInput!) {
      moveExam(input: $input) {
        ...ExamPage_exam
      }
    }
  `);
  return (
    <SlotBooking
      slots={examAvailability.filter((slot) => slot.id !== exam.workSlot.id)}
      inFlight={inFlight}
      onStale={onStale}
      book={(workSlotId, done) =>
        commit({
          variables: { input: { examId: exam.id, workSlotId } },
          onCompleted: () => {
            done();
            showToast(t`Your exam was moved to the new date`, 'success');
            onDone();
          },
          onError: done,
        })
      }
      bookLabel={<Trans>Move here</Trans>}
      bookAriaLabel={(when) => t`Move the exam to ${when}`}
      empty={<Trans>No available exam dates in chosen range</Trans>}
      confirm={{
        title: <Trans>Move the exam to this date?</Trans>,
        confirmLabel: <Trans>Move</Trans>,
        cutoffText: (deadline) => (
          <Trans>Your current place is given back. The new booking can be changed until {deadline}.</Trans>
        ),
      }}
      testIds={{ row: 'exam-move-slot', book: 'exam-move-to', empty: 'no-exam-move-dates' }}
    />
  );
}
