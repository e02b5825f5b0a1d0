import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay';
import { Navigate, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type {
  ExamQuestionsPageQuery,
  ExamQuestionsPageQuery$data,
} from '../../../__generated__/ExamQuestionsPageQuery.graphql';
import type { ExamQuestionsPageClockQuery } from '../../../__generated__/ExamQuestionsPageClockQuery.graphql';
import type { ExamQuestionsPageAnswerMutation } from '../../../__generated__/ExamQuestionsPageAnswerMutation.graphql';
import type { ExamQuestionsPageFinishMutation } from '../../../__generated__/ExamQuestionsPageFinishMutation.graphql';
import { errorCode } from '../../../shared/errors/graphqlErrors';
import { errorMessage } from '../../../shared/errors/messages';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useToast } from '../../../shared/ui/toast';
import { WARNING_SECONDS, formatClock, useCountdown } from './clock';
import { NotFoundBoundary } from './parts';
import { EXAMS_PATH, examPath } from './paths';

type Exam = NonNullable<ExamQuestionsPageQuery$data['exam']>;
type Item = Exam['items'][number];
type SaveState = 'saving' | 'saved' | 'error';

/** The clock asks the server for the time left this often (and when the tab becomes visible again). */
const RESYNC_MS = 60_000;

const examQuery = graphql`
  query ExamQuestionsPageQuery($examId: ID!) {
    exam(id: $examId) {
      id
      status
      courseTitle
      secondsLeft
      itemCount
      items {
        id
        position
        text
        answers {
          id
          text
        }
        chosenAnswerIds
        answered
      }
    }
  }
`;

const clockQuery = graphql`
  query ExamQuestionsPageClockQuery($examId: ID!) {
    exam(id: $examId) {
      id
      status
      secondsLeft
    }
  }
`;

/**
 * /exams/:examId/questions: one question at a time, each change of an answer saved at once, a
 * navigator of the questions, and the server's clock. At 0 the exam is finished; TIME_EXPIRED
 * from the server (spec 8) ends it whatever the clock shows.
 */
export default function ExamQuestionsPage() {
  const { examId = '' } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }} data-testid="exam-questions-page">
      <NotFoundBoundary fallback={<Navigate to={EXAMS_PATH} replace />}>
        <Suspense fallback={<PageLoader />}>
          <ExamQuestions examId={examId} />
        </Suspense>
      </NotFoundBoundary>
    </Container>
  );
}

function ExamQuestions({ examId }: { examId: string }) {
  const { exam } = useLazyLoadQuery<ExamQuestionsPageQuery>(examQuery, { examId }, { fetchPolicy: 'network-only' });
  if (!exam) return <Navigate to={EXAMS_PATH} replace />;
  if (exam.status !== 'UNLOCKED' || !exam.items.length) return <Navigate to={examPath(exam.id)} replace />;
  return <ExamRunner exam={exam} />;
}

function ExamRunner({ exam }: { exam: Exam }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const items = exam.items;
  const total = items.length;
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<Record<string, readonly string[]>>(() =>
    Object.fromEntries(items.map((item) => [item.id, item.chosenAnswerIds])),
  );
  const [saves, setSaves] = useState<Record<string, SaveState>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState(false);
  const ended = useRef(false);
  const { secondsLeft, resync } = useCountdown(exam.secondsLeft ?? 0);
  const questionRef = useRef<HTMLHeadingElement>(null);

  const [commitAnswer] = useMutation<ExamQuestionsPageAnswerMutation>(graphql`
    mutation ExamQuestionsPageAnswerMutation($input: AnswerExamQuestionInput!) {
      answerExamQuestion(input: $input) {
        id
        chosenAnswerIds
        answered
      }
    }
  `);
  const [commitFinish] = useMutation<ExamQuestionsPageFinishMutation>(graphql`
    mutation ExamQuestionsPageFinishMutation($id: ID!) {
      finishExam(id: $id) {
        id
        status
        finishedAt
        secondsLeft
        answeredCount
      }
    }
  `);

  const leave = useCallback(
    (message: string, severity: 'success' | 'warning') => {
      showToast(message, severity);
      void navigate(examPath(exam.id), { replace: true });
    },
    [exam.id, navigate, showToast],
  );

  /** The server said the time is over (spec 8): the exam is treated as expired. */
  const timeUp = useCallback(() => {
    if (ended.current) return;
    ended.current = true;
    leave(t`Time is up. The exam has ended with the answers you saved.`, 'warning');
  }, [leave, t]);

  const finish = useCallback(
    (byClock: boolean) => {
      if (ended.current) return;
      ended.current = true;
      setEnding(true);
      commitFinish({
        variables: { id: exam.id },
        onCompleted: () =>
          leave(
            byClock ? t`Time is up. The exam has ended with the answers you saved.` : t`You have finished the exam.`,
            byClock ? 'warning' : 'success',
          ),
        onError: (error) => {
          if (byClock || errorCode(error) === 'TIME_EXPIRED' || errorCode(error) === 'BOOKING_STATUS_CONFLICT') {
            leave(t`Time is up. The exam has ended with the answers you saved.`, 'warning');
            return;
          }
          ended.current = false;
          setEnding(false);
          setConfirming(false);
          setSaveError(errorMessage(i18n, error));
        },
      });
    },
    [commitFinish, exam.id, i18n, leave, t],
  );

  // The clock reached 0: finish, then the exam page.
  useEffect(() => {
    if (secondsLeft <= 0) finish(true);
  }, [secondsLeft, finish]);

  // Keep the clock on the server's time: every minute and whenever the tab comes back.
  useEffect(() => {
    const sync = () => {
      fetchQuery<ExamQuestionsPageClockQuery>(
        environment,
        clockQuery,
        { examId: exam.id },
        {
          fetchPolicy: 'network-only',
        },
      ).subscribe({
        next: (data) => {
          if (!data.exam || data.exam.status !== 'UNLOCKED') timeUp();
          else if (data.exam.secondsLeft != null) resync(data.exam.secondsLeft);
        },
        error: (error: unknown) => {
          if (errorCode(error) === 'TIME_EXPIRED') timeUp();
        },
      });
    };
    const timer = window.setInterval(sync, RESYNC_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') sync();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [environment, exam.id, resync, timeUp]);

  // Saving: one request per question at a time; a change made meanwhile is sent when it answers.
  const wanted = useRef<Record<string, readonly string[]>>({});
  const sending = useRef<Set<string>>(new Set());
  function save(itemId: string) {
    if (sending.current.has(itemId) || ended.current) return;
    const answerIds = wanted.current[itemId] ?? [];
    sending.current.add(itemId);
    setSaves((all) => ({ ...all, [itemId]: 'saving' }));
    commitAnswer({
      variables: { input: { examId: exam.id, itemId, answerIds: [...answerIds] } },
      onCompleted: () => {
        sending.current.delete(itemId);
        if (!sameSet(wanted.current[itemId] ?? [], answerIds)) save(itemId);
        else setSaves((all) => ({ ...all, [itemId]: 'saved' }));
      },
      onError: (error) => {
        sending.current.delete(itemId);
        if (errorCode(error) === 'TIME_EXPIRED') {
          timeUp();
          return;
        }
        setSaves((all) => ({ ...all, [itemId]: 'error' }));
        setSaveError(errorMessage(i18n, error));
      },
    });
  }

  const toggle = (item: Item, answerId: string) => {
    const current = chosen[item.id] ?? [];
    const set = new Set(current.includes(answerId) ? current.filter((id) => id !== answerId) : [...current, answerId]);
    const next = item.answers.map((a) => a.id).filter((id) => set.has(id));
    setChosen((all) => ({ ...all, [item.id]: next }));
    setSaveError(null);
    wanted.current[item.id] = next;
    save(item.id);
  };

  const goTo = (next: number) => {
    setIndex(Math.max(0, Math.min(total - 1, next)));
    requestAnimationFrame(() => questionRef.current?.focus());
  };

  const item = items[index]!;
  const answeredCount = items.filter((i) => (chosen[i.id] ?? []).length > 0).length;
  const unanswered = total - answeredCount;
  const unsaved = Object.values(saves).filter((s) => s !== 'saved').length;
  const warning = secondsLeft <= WARNING_SECONDS;
  const position = index + 1;
  const state = saves[item.id];

  return (
    <>
      <Box sx={{ mb: 1.5 }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, lineHeight: 1.4, display: 'block' }}>
          <Trans>Exam</Trans>
        </Typography>
        <Typography
          variant="h1"
          sx={{ fontWeight: 800, fontSize: { xs: '1.25rem', md: '1.6rem' }, overflowWrap: 'anywhere' }}
        >
          {exam.courseTitle}
        </Typography>
      </Box>
      <Paper
        variant="outlined"
        sx={{
          position: 'sticky',
          top: { xs: 60, lg: 68 },
          zIndex: 2,
          p: { xs: 1, md: 1.5 },
          mb: 2,
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, md: 2 },
        }}
      >
        <Box
          role="timer"
          aria-live="off"
          aria-label={t`Time left`}
          data-testid="exam-clock"
          data-warning={warning ? 'true' : 'false'}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            px: 1.5,
            py: 0.75,
            borderRadius: 1,
            fontVariantNumeric: 'tabular-nums',
            fontWeight: 800,
            fontSize: { xs: '1.25rem', md: '1.5rem' },
            bgcolor: warning ? 'error.main' : 'action.selected',
            color: warning ? 'error.contrastText' : 'text.primary',
          }}
        >
          <TimerOutlinedIcon aria-hidden />
          {formatClock(secondsLeft)}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, minWidth: 0 }}>
          <Trans>
            Answered {answeredCount} of {total}
          </Trans>
        </Typography>
        <Button
          variant="contained"
          onClick={() => setConfirming(true)}
          disabled={ending}
          data-testid="exam-finish"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          <Trans>Finish the exam</Trans>
        </Button>
      </Paper>

      {warning ? (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }} data-testid="exam-time-warning">
          <Trans>Less than 5 minutes left. The exam ends by itself at 0:00 with the answers you saved.</Trans>
        </Alert>
      ) : null}
      {saveError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {saveError}
        </Alert>
      ) : null}

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 280px' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="exam-question" data-item={item.id}>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Box component="legend" sx={{ p: 0, mb: 1, width: '100%' }}>
              <Typography variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.5 }}>
                <Trans>
                  Question {position} of {total}
                </Trans>
              </Typography>
              <Typography
                ref={questionRef}
                tabIndex={-1}
                component="h2"
                sx={{
                  fontWeight: 700,
                  fontSize: { xs: '1.05rem', md: '1.2rem' },
                  whiteSpace: 'pre-line',
                  overflowWrap: 'anywhere',
                  outline: 'none',
                }}
              >
                {item.text}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              <Trans>Choose all correct answers: one or more may be correct.</Trans>
            </Typography>
            <Stack spacing={0.75}>
              {item.answers.map((answer) => {
                const checked = (chosen[item.id] ?? []).includes(answer.id);
                return (
                  <FormControlLabel
                    key={answer.id}
                    control={<Checkbox checked={checked} onChange={() => toggle(item, answer.id)} />}
                    label={answer.text}
                    disabled={ending}
                    data-testid="exam-answer"
                    slotProps={{ typography: { sx: { overflowWrap: 'anywhere' } } }}
                    sx={{
                      m: 0,
                      pr: 1,
                      border: 1,
                      borderColor: checked ? 'primary.main' : 'divider',
                      borderRadius: 1,
                      alignItems: 'flex-start',
                      '& .MuiFormControlLabel-label': { pt: 1.1, pb: 1 },
                      bgcolor: checked ? 'action.selected' : undefined,
                    }}
                  />
                );
              })}
            </Stack>
          </Box>
          <Box sx={{ minHeight: 32, mt: 1.5, display: 'flex', alignItems: 'center' }} aria-live="polite">
            <SaveStatus state={state} onRetry={() => save(item.id)} />
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5, mt: 1, justifyContent: 'space-between' }}>
            <Button
              variant="outlined"
              startIcon={<ArrowBackIcon />}
              onClick={() => goTo(index - 1)}
              disabled={index === 0}
              data-testid="exam-prev"
            >
              <Trans>Previous</Trans>
            </Button>
            {index < total - 1 ? (
              <Button
                variant="contained"
                endIcon={<ArrowForwardIcon />}
                onClick={() => goTo(index + 1)}
                data-testid="exam-next"
              >
                <Trans>Next</Trans>
              </Button>
            ) : (
              <Button variant="contained" onClick={() => setConfirming(true)} disabled={ending}>
                <Trans>Finish the exam</Trans>
              </Button>
            )}
          </Box>
        </Paper>

        <Paper variant="outlined" component="nav" aria-label={t`Questions`} sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>
            <Trans>Questions</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="exam-answered">
            <Trans>
              Answered {answeredCount} of {total}
            </Trans>
          </Typography>
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(44px, 1fr))',
            }}
          >
            {items.map((it, i) => {
              const done = (chosen[it.id] ?? []).length > 0;
              const current = i === index;
              const n = i + 1;
              return (
                <li key={it.id}>
                  <Button
                    onClick={() => goTo(i)}
                    variant={done ? 'contained' : 'outlined'}
                    color={saves[it.id] === 'error' ? 'error' : 'primary'}
                    aria-current={current ? 'step' : undefined}
                    aria-label={done ? t`Question ${n}, answered` : t`Question ${n}, not answered`}
                    data-testid="exam-nav"
                    data-answered={done ? 'true' : 'false'}
                    sx={{
                      minWidth: 0,
                      width: '100%',
                      height: 44,
                      p: 0,
                      fontWeight: 800,
                      outline: current ? '3px solid' : undefined,
                      outlineColor: current ? 'secondary.main' : undefined,
                      outlineOffset: 2,
                    }}
                  >
                    {n}
                  </Button>
                </li>
              );
            })}
          </Box>
        </Paper>
      </Box>

      <Dialog open={confirming || ending} aria-labelledby="exam-finish-title" data-testid="exam-finish-dialog">
        <DialogTitle id="exam-finish-title">
          <Trans>Finish the exam?</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText component="div">
            {unanswered > 0 ? (
              <Typography sx={{ fontWeight: 700, color: 'warning.dark' }} data-testid="exam-unanswered">
                <Plural value={unanswered} one="# question has no answer." other="# questions have no answer." />
              </Typography>
            ) : (
              <Typography>
                <Trans>You have answered every question.</Trans>
              </Typography>
            )}
            {unsaved > 0 ? (
              <Typography sx={{ mt: 1, color: 'error.main' }}>
                <Trans>Some answers are not saved yet.</Trans>
              </Typography>
            ) : null}
            <Typography sx={{ mt: 1 }}>
              <Trans>After finishing you cannot change your answers.</Trans>
            </Typography>
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={ending}>
            <Trans>Back to the questions</Trans>
          </Button>
          <Button variant="contained" onClick={() => finish(false)} disabled={ending} data-testid="exam-finish-confirm">
            <Trans>Finish the exam</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** A line of the save status: an icon, then the text. */
function StatusLine({
  color,
  gap,
  testId,
  icon,
  children,
}: {
  color: string;
  gap: number;
  testId: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Typography variant="body2" color={color} sx={{ display: 'flex', alignItems: 'center', gap }} data-testid={testId}>
      {icon}
      {children}
    </Typography>
  );
}

function SaveStatus({ state, onRetry }: { state: SaveState | undefined; onRetry: () => void }) {
  if (state === 'saving') {
    return (
      <StatusLine color="text.secondary" gap={1} testId="exam-saving" icon={<CircularProgress size={16} aria-hidden />}>
        <Trans>Saving…</Trans>
      </StatusLine>
    );
  }
  if (state === 'saved') {
    return (
      <StatusLine color="success.main" gap={0.75} testId="exam-saved" icon={<CheckIcon fontSize="small" aria-hidden />}>
        <Trans>Answer saved</Trans>
      </StatusLine>
    );
  }
  if (state === 'error') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="error" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <ErrorOutlineIcon fontSize="small" aria-hidden />
          <Trans>The answer was not saved.</Trans>
        </Typography>
        <Button size="small" variant="outlined" color="error" onClick={onRetry} data-testid="exam-save-retry">
          <Trans>Try again</Trans>
        </Button>
      </Box>
    );
  }
  return null;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}
