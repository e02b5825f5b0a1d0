import { useEffect, useRef, useState, type ReactNode } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuestionnaireFlowQuery } from '../../../../__generated__/QuestionnaireFlowQuery.graphql';
import type {
  QuestionnaireFlowEvaluateMutation,
  QuestionnaireFlowEvaluateMutation$data,
} from '../../../../__generated__/QuestionnaireFlowEvaluateMutation.graphql';
import { COURSE_CATEGORY_LABELS, type CourseCategory } from '../../../../shared/catalogue/labels';
import { errorCode } from '../../../../shared/errors/graphqlErrors';
import { errorMessage } from '../../../../shared/errors/messages';
import { formatMoney } from '../../../../shared/format';
import { contentLanguage } from '../../../../shared/i18n/contentLanguage';
import { environmentFor } from '../../../../shared/relay/environment';
import { useSession } from '../../../../shared/session/session';
import { CoverImage } from '../../../../shared/ui/MediaCard';

type Result = QuestionnaireFlowEvaluateMutation$data['evaluateQuestionnaire'];
type Step = { kind: 'intro' } | { kind: 'question'; index: number } | { kind: 'result'; result: Result };

const coursePath = (id: string) => `/courses/${encodeURIComponent(id)}/details`;

/** The questionnaire with its own Relay environment (the home page itself does not load Relay). */
export default function QuestionnaireFlow() {
  const session = useSession();
  return (
    <RelayEnvironmentProvider environment={environmentFor(session.user?.id ?? 'guest')}>
      <Questionnaire />
    </RelayEnvironmentProvider>
  );
}

function Questionnaire() {
  const { i18n } = useLingui();
  const language = contentLanguage(i18n.locale);
  const [fetchKey, setFetchKey] = useState(0);
  const { questionnaire } = useLazyLoadQuery<QuestionnaireFlowQuery>(
    graphql`
      query QuestionnaireFlowQuery($language: Language!) {
        questionnaire(language: $language) {
          id
          title
          intro
          questions {
            id
            text
            answers {
              id
              text
            }
          }
        }
      }
    `,
    { language },
    { fetchKey, fetchPolicy: fetchKey ? 'network-only' : 'store-or-network' },
  );
  if (!questionnaire || questionnaire.questions.length === 0) return null;
  // Another language, or the questionnaire changed (new answers): start from the beginning.
  const version = [questionnaire.id, ...questionnaire.questions.map((q) => q.id)].join();
  return (
    <Flow
      key={version}
      questionnaire={questionnaire}
      language={language}
      onReload={() => setFetchKey((key) => key + 1)}
    />
  );
}

type Loaded = NonNullable<QuestionnaireFlowQuery['response']['questionnaire']>;

function Flow({
  questionnaire,
  language,
  onReload,
}: {
  questionnaire: Loaded;
  language: 'PL' | 'EN';
  onReload: () => void;
}) {
  const { t, i18n } = useLingui();
  const [evaluate, evaluating] = useMutation<QuestionnaireFlowEvaluateMutation>(graphql`
    mutation QuestionnaireFlowEvaluateMutation($language: Language!, $answerIds: [ID!]!) {
      evaluateQuestionnaire(language: $language, answerIds: $answerIds) {
        score
        maxScore
        courseCategory
        course {
          id
          title
          category
          lowestPriceGross
          highlightImage {
            mediumUrl
          }
        }
      }
    }
  `);
  const [step, setStep] = useState<Step>({ kind: 'intro' });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  const section = useRef<HTMLElement>(null);
  // Focus moves only once the visitor has moved (not when the section first appears).
  const [moved, setMoved] = useState(false);

  // After each step, the step's heading (the title on the first screen) takes the focus.
  useEffect(() => {
    if (!moved) return;
    const targets = section.current?.querySelectorAll<HTMLElement>('[data-focus-target]');
    targets?.[targets.length - 1]?.focus();
  }, [step, moved]);

  const questions = questionnaire.questions;
  const total = questions.length;

  const go = (next: Step) => {
    setMoved(true);
    setError(null);
    setStep(next);
  };
  const restart = () => {
    setAnswers({});
    go({ kind: 'question', index: 0 });
  };
  const submit = () => {
    setError(null);
    evaluate({
      variables: { language, answerIds: questions.map((q) => answers[q.id]!).filter(Boolean) },
      onCompleted: (data) => go({ kind: 'result', result: data.evaluateQuestionnaire }),
      onError: (failure) => {
        // The office changed the questionnaire meanwhile: its answers are new, so start again.
        const stale = errorCode(failure) === 'VALIDATION_FAILED' || errorCode(failure) === 'NOT_FOUND';
        setError({
          stale,
          message: stale
            ? t`The questionnaire has just been updated. Please answer it again.`
            : errorMessage(i18n, failure),
        });
      },
    });
  };

  return (
    <Box
      component="section"
      ref={section}
      aria-labelledby="home-questionnaire-title"
      sx={{
        p: { xs: 2.5, sm: 3, md: 4 },
        borderRadius: 3,
        border: 1,
        borderColor: '#bae6fd',
        bgcolor: 'background.paper',
        boxShadow: '0 1px 2px rgba(11, 37, 69, 0.06)',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, color: 'primary.main' }}>
        <QuizOutlinedIcon fontSize="small" aria-hidden />
        <Typography
          component="p"
          sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: '0.8rem' }}
        >
          <Trans>Course finder</Trans>
        </Typography>
      </Stack>
      <StepHeading id="home-questionnaire-title" variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' }, mb: 1 }}>
        {questionnaire.title}
      </StepHeading>

      {step.kind === 'intro' ? (
        <Box>
          {questionnaire.intro ? (
            <Typography color="text.secondary" sx={{ maxWidth: 720, mb: 2 }}>
              {questionnaire.intro}
            </Typography>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon />}
              onClick={restart}
              data-testid="questionnaire-start"
            >
              <Trans>Start the questionnaire</Trans>
            </Button>
            <Typography variant="body2" color="text.secondary">
              <Trans>Questions: {total}. It takes about a minute.</Trans>
            </Typography>
          </Stack>
        </Box>
      ) : null}

      {step.kind === 'question'
        ? (() => {
            const question = questions[step.index]!;
            const chosen = answers[question.id] ?? '';
            const last = step.index === total - 1;
            const number = step.index + 1;
            return (
              <Box data-testid="questionnaire-question">
                <Typography
                  variant="body2"
                  color="text.secondary"
                  id="questionnaire-progress"
                  data-testid="questionnaire-progress"
                >
                  <Trans>
                    Question {number} of {total}
                  </Trans>
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={(number / total) * 100}
                  aria-labelledby="questionnaire-progress"
                  sx={{ my: 1.5, height: 6, borderRadius: 3 }}
                />
                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                  <StepHeading component="legend" sx={{ fontSize: { xs: '1.1rem', md: '1.25rem' }, mb: 1.5, p: 0 }}>
                    {question.text}
                  </StepHeading>
                  <RadioGroup
                    name={`questionnaire-${question.id}`}
                    value={chosen}
                    onChange={(event) => setAnswers((current) => ({ ...current, [question.id]: event.target.value }))}
                    sx={{ gap: 1 }}
                  >
                    {question.answers.map((answer) => (
                      <FormControlLabel
                        key={answer.id}
                        value={answer.id}
                        control={<Radio />}
                        label={answer.text}
                        data-testid="questionnaire-answer"
                        sx={{
                          m: 0,
                          pr: 2,
                          py: 0.5,
                          border: 1,
                          borderRadius: 2,
                          borderColor: chosen === answer.id ? 'primary.main' : 'divider',
                          bgcolor: chosen === answer.id ? '#f0f9ff' : 'transparent',
                          alignItems: 'center',
                          '& .MuiFormControlLabel-label': { py: 0.75 },
                        }}
                      />
                    ))}
                  </RadioGroup>
                </Box>
                {error ? (
                  <Alert
                    severity="error"
                    sx={{ mt: 2 }}
                    action={
                      error.stale ? (
                        <Button
                          color="inherit"
                          size="small"
                          onClick={() => {
                            setAnswers({});
                            go({ kind: 'intro' });
                            onReload();
                          }}
                        >
                          <Trans>Start again</Trans>
                        </Button>
                      ) : undefined
                    }
                  >
                    {error.message}
                  </Alert>
                ) : null}
                <Stack direction="row" spacing={1.5} sx={{ mt: 2.5, justifyContent: 'space-between' }}>
                  <Button
                    startIcon={<ArrowBackIcon />}
                    onClick={() =>
                      go(step.index === 0 ? { kind: 'intro' } : { kind: 'question', index: step.index - 1 })
                    }
                    data-testid="questionnaire-back"
                  >
                    <Trans>Back</Trans>
                  </Button>
                  {last ? (
                    <Button
                      variant="contained"
                      disabled={!chosen || evaluating}
                      onClick={submit}
                      data-testid="questionnaire-check"
                    >
                      <Trans>Check result</Trans>
                    </Button>
                  ) : (
                    <Button
                      variant="contained"
                      endIcon={<ArrowForwardIcon />}
                      disabled={!chosen}
                      onClick={() => go({ kind: 'question', index: step.index + 1 })}
                      data-testid="questionnaire-next"
                    >
                      <Trans>Next</Trans>
                    </Button>
                  )}
                </Stack>
              </Box>
            );
          })()
        : null}

      {step.kind === 'result' ? <ResultView result={step.result} onRestart={restart} /> : null}
    </Box>
  );
}

/** A step's heading: the focus moves to it when the step changes (see Questionnaire), without an outline. */
function StepHeading({
  id,
  variant = 'h3',
  component,
  sx,
  children,
}: {
  id?: string;
  variant?: 'h2' | 'h3';
  component?: 'h3' | 'legend';
  sx: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Typography
      id={id}
      variant={variant}
      {...(component ? { component } : {})}
      data-focus-target
      tabIndex={-1}
      sx={[sx as object, { outline: 'none' }]}
    >
      {children}
    </Typography>
  );
}

function ResultView({ result, onRestart }: { result: Result; onRestart: () => void }) {
  const { i18n } = useLingui();
  const course = result.course;
  const { score, maxScore } = result;
  const category = course ? COURSE_CATEGORY_LABELS[course.category as CourseCategory] : undefined;
  const price = course?.lowestPriceGross == null ? null : formatMoney(course.lowestPriceGross, i18n.locale);

  return (
    <Box data-testid="questionnaire-result" aria-live="polite">
      <StepHeading component="h3" sx={{ fontSize: { xs: '1.1rem', md: '1.25rem' }, mb: 1 }}>
        {course ? <Trans>Your result</Trans> : <Trans>We could not match a course</Trans>}
      </StepHeading>
      {course ? (
        <>
          <Typography sx={{ mb: 2 }} data-testid="questionnaire-score">
            <Trans>
              Score: <strong>{score}</strong> of {maxScore} points for the course we recommend
            </Trans>
          </Typography>
          <Box
            data-testid="questionnaire-course"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
              gap: { xs: 1.5, sm: 2.5 },
              alignItems: 'center',
              p: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: '#f8fafc',
            }}
          >
            <Box
              sx={{
                aspectRatio: '16 / 9',
                borderRadius: 1.5,
                overflow: 'hidden',
                bgcolor: '#e0f2fe',
                color: '#0369a1',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {course.highlightImage ? (
                <CoverImage src={course.highlightImage.mediumUrl} width={480} height={270} />
              ) : (
                <SchoolOutlinedIcon sx={{ fontSize: 48 }} aria-hidden />
              )}
            </Box>
            <Stack spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
              {category ? <Chip label={i18n._(category)} size="small" color="primary" variant="outlined" /> : null}
              <Typography
                component="p"
                sx={{ fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' }}
                data-testid="questionnaire-course-title"
              >
                {course.title}
              </Typography>
              {price ? (
                <Typography color="secondary.main" sx={{ fontWeight: 700 }}>
                  {course.lowestPriceGross === 0 ? <Trans>Free</Trans> : <Trans>from {price}</Trans>}
                </Typography>
              ) : null}
            </Stack>
          </Box>
        </>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
          <Trans>None of our current courses fits these answers. Browse all courses or book a free consultation.</Trans>
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2.5 }}>
        {course ? (
          <Button
            component={RouterLink}
            to={coursePath(course.id)}
            variant="contained"
            endIcon={<ArrowForwardIcon />}
            data-testid="questionnaire-go-to-course"
          >
            <Trans>Go to course</Trans>
          </Button>
        ) : (
          <Button component={RouterLink} to="/courses" variant="contained">
            <Trans>All courses</Trans>
          </Button>
        )}
        <Button startIcon={<ReplayIcon />} onClick={onRestart} data-testid="questionnaire-restart">
          <Trans>Start again</Trans>
        </Button>
      </Stack>
    </Box>
  );
}
