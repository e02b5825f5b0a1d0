import { useId, useRef, useState, type SubmitEvent } from 'react';
import { graphql, readInlineData, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { LessonQuizPageQuery, LessonQuizPageQuery$data } from '../../../__generated__/LessonQuizPageQuery.graphql';
import type {
  LessonQuizPage_result$data,
  LessonQuizPage_result$key,
} from '../../../__generated__/LessonQuizPage_result.graphql';
import type { LessonQuizPageSubmitMutation } from '../../../__generated__/LessonQuizPageSubmitMutation.graphql';
import { errorCode } from '../../../shared/errors/graphqlErrors';
import { errorMessage } from '../../../shared/errors/messages';
import { formatDateTime } from '../../../shared/format';
import { CourseAccessGate, LearningBoundary } from './CourseAccess';
import { BackLink } from '../../../shared/ui/BackLink';
import { Eyebrow } from './parts';
import { subjectLessonsPath } from './paths';
import { choose, quizAnswers } from './progress';

type Lesson = Extract<NonNullable<LessonQuizPageQuery$data['lesson']>, { __typename: 'Lesson' }>;
type Quiz = NonNullable<Lesson['quiz']>;
type Result = LessonQuizPage_result$data;

/** A quiz result (the quiz's standing and its last attempt), as the lesson's and a submitted one are fetched. */
const resultFragment = graphql`
  fragment LessonQuizPage_result on QuizResult @inline {
    countsAsPassed
    passedAt
    passed
    correctCount
    questionCount
    scorePercent
    bestScorePercent
    attempts
    answeredAt
  }
`;
const readResult = (key: LessonQuizPage_result$key) => readInlineData(resultFragment, key);

/**
 * /courses/:courseId/subjects/:subjectId/lessons/:lessonId/quiz: the lesson's questions without
 * their correct answers; the server grades. A quiz that does not exist sends the learner back to
 * the lessons page (spec 8).
 */
export default function LessonQuizPage() {
  const { courseId = '', subjectId = '', lessonId = '' } = useParams();
  const lessons = subjectLessonsPath(courseId, subjectId, lessonId);
  return (
    <LearningBoundary courseId={courseId} notFound={<Navigate to={lessons} replace />}>
      <CourseAccessGate courseId={courseId}>
        {() => <LessonQuiz courseId={courseId} subjectId={subjectId} lessonId={lessonId} />}
      </CourseAccessGate>
    </LearningBoundary>
  );
}

function LessonQuiz({ courseId, subjectId, lessonId }: { courseId: string; subjectId: string; lessonId: string }) {
  const { lesson } = useLazyLoadQuery<LessonQuizPageQuery>(
    graphql`
      query LessonQuizPageQuery($lessonId: ID!) {
        lesson: node(id: $lessonId) {
          __typename
          ... on Lesson {
            id
            number
            title
            subject {
              id
              number
            }
            quiz {
              questionCount
              passThreshold
              questions {
                id
                content
                multipleAnswers
                answers {
                  id
                  content
                }
              }
            }
            quizResult {
              ...LessonQuizPage_result
            }
          }
        }
      }
    `,
    { lessonId },
    { fetchPolicy: 'network-only' },
  );
  const lessons = subjectLessonsPath(courseId, subjectId, lessonId);
  if (lesson?.__typename !== 'Lesson' || !lesson.quiz || !lesson.quiz.questions.length) {
    return <Navigate to={lessons} replace />;
  }
  const number = lesson.number;
  const subjectNumber = lesson.subject.number;
  const title = lesson.title;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="lesson-quiz-page">
      <BackLink to={lessons}>
        <Trans>Back to the lesson</Trans>
      </BackLink>
      <Box sx={{ mb: 3 }}>
        <Eyebrow>
          <Trans>
            Subject {subjectNumber} · Lesson {number}
          </Trans>
        </Eyebrow>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
          <Trans>Quiz: {title}</Trans>
        </Typography>
      </Box>
      <QuizForm lesson={lesson} quiz={lesson.quiz} lessonsPath={lessons} />
    </Container>
  );
}

function QuizForm({ lesson, quiz, lessonsPath }: { lesson: Lesson; quiz: Quiz; lessonsPath: string }) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const formId = useId();
  const [commit, inFlight] = useMutation<LessonQuizPageSubmitMutation>(graphql`
    mutation LessonQuizPageSubmitMutation($input: SubmitQuizInput!) {
      submitQuiz(input: $input) {
        result {
          ...LessonQuizPage_result
        }
        lesson {
          id
          quizResult {
            ...LessonQuizPage_result
          }
        }
        userCourse {
          id
          completedSubjects
          progressPercent
          inProgress
          finishedAt
        }
      }
    }
  `);
  const threshold = quiz.passThreshold;
  const questionCount = quiz.questions.length;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const unanswered = new Set(quiz.questions.filter((q) => !chosen[q.id]?.length).map((q) => q.id));
    setMissing(unanswered);
    if (unanswered.size) {
      const first = quiz.questions.find((q) => unanswered.has(q.id));
      if (first) {
        document.querySelector<HTMLInputElement>(`[data-question="${CSS.escape(first.id)}"] input`)?.focus();
      }
      return;
    }
    setError(null);
    commit({
      variables: { input: { lessonId: lesson.id, answers: quizAnswers(quiz.questions, chosen) } },
      onCompleted: (response) => {
        setResult(readResult(response.submitQuiz.result));
        requestAnimationFrame(() => {
          window.scrollTo({ top: 0 });
          resultRef.current?.focus({ preventScroll: true });
        });
      },
      onError: (failure) => {
        // The quiz was removed meanwhile (spec 8): back to the lessons.
        if (errorCode(failure) === 'NOT_FOUND') void navigate(lessonsPath, { replace: true });
        else setError(errorMessage(i18n, failure));
      },
    });
  };

  const retry = () => {
    setResult(null);
    setChosen({});
    setMissing(new Set());
    window.scrollTo({ top: 0 });
  };

  if (result) {
    return (
      <Box ref={resultRef} tabIndex={-1} sx={{ outline: 'none' }} data-testid="quiz-result">
        <ResultSummary result={result} threshold={threshold} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          {result.countsAsPassed ? (
            <Button component={RouterLink} to={lessonsPath} variant="contained" data-testid="quiz-back">
              <Trans>Back to the lessons</Trans>
            </Button>
          ) : (
            <Button variant="contained" startIcon={<ReplayIcon />} onClick={retry} data-testid="quiz-retry">
              <Trans>Try again</Trans>
            </Button>
          )}
          {result.countsAsPassed ? (
            <Button variant="outlined" startIcon={<ReplayIcon />} onClick={retry} data-testid="quiz-retry">
              <Trans>Take the quiz again</Trans>
            </Button>
          ) : (
            <Button component={RouterLink} to={lessonsPath} variant="outlined">
              <Trans>Back to the lesson</Trans>
            </Button>
          )}
        </Stack>
      </Box>
    );
  }

  const last = lesson.quizResult ? readResult(lesson.quizResult) : null;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Plural value={questionCount} one="# question" other="# questions" />.{' '}
        <Trans>To pass, answer at least {threshold}% of the questions correctly.</Trans>
      </Typography>
      {last ? (
        <Box sx={{ mb: 3 }} data-testid="quiz-last-result">
          <ResultSummary result={last} threshold={threshold} previous />
        </Box>
      ) : null}
      <Box component="form" noValidate onSubmit={submit} aria-label={t`Quiz`}>
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {quiz.questions.map((question, index) => {
            const position = index + 1;
            const selected = chosen[question.id] ?? [];
            const invalid = missing.has(question.id);
            const helpId = `${formId}-${question.id}-help`;
            const order = question.answers.map((a) => a.id);
            return (
              <Paper
                component="li"
                key={question.id}
                variant="outlined"
                sx={{ p: { xs: 2, md: 3 }, borderColor: invalid ? 'error.main' : undefined, scrollMarginTop: 96 }}
                data-testid="quiz-question"
                data-question={question.id}
              >
                <Box component="fieldset" aria-describedby={helpId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                  <Box component="legend" sx={{ p: 0, mb: 1, width: '100%' }}>
                    <Typography variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.5 }}>
                      <Trans>
                        Question {position} of {questionCount}
                      </Trans>
                    </Typography>
                    <Typography sx={{ fontWeight: 700, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {question.content}
                    </Typography>
                  </Box>
                  <FormHelperText id={helpId} error={invalid} sx={{ mx: 0, mb: 1 }}>
                    {invalid ? (
                      <Trans>Choose an answer to this question.</Trans>
                    ) : question.multipleAnswers ? (
                      <Trans>Choose all correct answers.</Trans>
                    ) : (
                      <Trans>Choose one answer.</Trans>
                    )}
                  </FormHelperText>
                  <Stack spacing={0.5}>
                    {question.answers.map((answer) => {
                      const checked = selected.includes(answer.id);
                      const onChange = () => {
                        setChosen((all) => ({
                          ...all,
                          [question.id]: choose(all[question.id] ?? [], answer.id, question.multipleAnswers, order),
                        }));
                        if (invalid) {
                          setMissing((set) => {
                            const next = new Set(set);
                            next.delete(question.id);
                            return next;
                          });
                        }
                      };
                      const control = question.multipleAnswers ? (
                        <Checkbox checked={checked} onChange={onChange} />
                      ) : (
                        <Radio
                          checked={checked}
                          onChange={onChange}
                          name={`${formId}-${question.id}`}
                          value={answer.id}
                        />
                      );
                      return (
                        <FormControlLabel
                          key={answer.id}
                          control={control}
                          label={answer.content}
                          slotProps={{
                            typography: { sx: { overflowWrap: 'anywhere' } },
                          }}
                          data-testid="quiz-answer"
                          sx={{
                            m: 0,
                            pr: 1,
                            borderRadius: 1,
                            alignItems: 'flex-start',
                            '& .MuiFormControlLabel-label': { pt: 1.1 },
                            bgcolor: checked ? 'action.selected' : undefined,
                          }}
                        />
                      );
                    })}
                  </Stack>
                </Box>
              </Paper>
            );
          })}
        </Stack>
        {missing.size ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            <Plural
              value={missing.size}
              one="Answer every question: # question has no answer."
              other="Answer every question: # questions have no answer."
            />
          </Alert>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {error}
          </Alert>
        ) : null}
        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={inFlight}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
            data-testid="quiz-submit"
          >
            <Trans>Check answers</Trans>
          </Button>
        </Box>
      </Box>
    </>
  );
}

/**
 * Passed or not passed, with the score against the pass mark. `previous`: the lesson's result before
 * this visit, whose title is the quiz's standing; otherwise the attempt just graded. A pass stays when
 * a later attempt fails: both are said, so this page, the lessons list and progress agree.
 */
function ResultSummary({
  result,
  threshold,
  previous = false,
}: {
  result: Result;
  threshold: number;
  previous?: boolean;
}) {
  const score = result.scorePercent;
  const best = result.bestScorePercent;
  const correct = result.correctCount;
  const total = result.questionCount;
  const when = formatDateTime(result.answeredAt);
  const passedOn = formatDateTime(result.passedAt);
  const attempts = result.attempts;
  const keptPass = result.countsAsPassed && !result.passed;
  return (
    <Alert
      severity={result.countsAsPassed ? 'success' : previous ? 'info' : 'error'}
      role={previous ? undefined : 'status'}
      data-testid={result.passed ? 'quiz-passed' : 'quiz-failed'}
    >
      <AlertTitle>
        {previous ? (
          result.countsAsPassed ? (
            <Trans>You have passed this quiz</Trans>
          ) : (
            <Trans>Your last result: not passed</Trans>
          )
        ) : result.passed ? (
          <Trans>Passed</Trans>
        ) : keptPass ? (
          <Trans>Not passed this time: the quiz stays passed</Trans>
        ) : (
          <Trans>Not passed</Trans>
        )}
      </AlertTitle>
      {keptPass ? (
        <Typography variant="body2" sx={{ mb: 0.5 }} data-testid="quiz-kept-pass">
          <Trans>
            You passed it on {passedOn} (best result {best}%); that result counts.
          </Trans>
        </Typography>
      ) : best > score ? (
        <Typography variant="body2" sx={{ mb: 0.5 }} data-testid="quiz-best">
          <Trans>Your best result so far: {best}%.</Trans>
        </Typography>
      ) : null}
      <Typography variant="body2" data-testid="quiz-score">
        {previous || keptPass ? (
          <Trans>
            Last attempt: {score}% ({correct} of {total} correct). Pass mark: {threshold}%.
          </Trans>
        ) : (
          <Trans>
            Score {score}% ({correct} of {total} correct). Pass mark: {threshold}%.
          </Trans>
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        <Trans>Answered {when}</Trans> · <Plural value={attempts} one="# attempt" other="# attempts" />
      </Typography>
      {!previous && !result.countsAsPassed ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <Trans>Read the lesson again and try once more.</Trans>
        </Typography>
      ) : null}
    </Alert>
  );
}
