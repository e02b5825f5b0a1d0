import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type {
  SubjectLessonsPageQuery,
  SubjectLessonsPageQuery$data,
} from '../../../__generated__/SubjectLessonsPageQuery.graphql';
import type { SubjectLessonsPageLessonQuery } from '../../../__generated__/SubjectLessonsPageLessonQuery.graphql';
import type { SubjectLessonsPageCompleteMutation } from '../../../__generated__/SubjectLessonsPageCompleteMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { formatDateTime } from '../../../shared/format';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { ContentNotFound, CourseAccessGate, LearningBoundary, type CourseAccess } from './CourseAccess';
import { LessonSegments } from './LessonSegments';
import { usePrefetch } from './prefetch';
import { BackLink } from '../../../shared/ui/BackLink';
import { CourseFinishedNotice, Eyebrow, SubjectStateChip } from './parts';
import { courseSubjectsPath, lessonQuizPath, subjectLessonsPath } from './paths';
import { completeBlocker, quizTally, subjectState } from './progress';

type Subject = Extract<NonNullable<SubjectLessonsPageQuery$data['subject']>, { __typename: 'Subject' }>;
type LessonItem = Subject['lessons'][number];

/** Navigation state of a lesson chosen on the page: its heading takes the focus. */
const FOCUS_LESSON = { focusLesson: true };

const subjectQuery = graphql`
  query SubjectLessonsPageQuery($courseId: ID!, $subjectId: ID!) {
    myCourse(courseId: $courseId) {
      id
      course {
        id
        subjects {
          id
          number
          title
        }
      }
    }
    subject: node(id: $subjectId) {
      __typename
      ... on Subject {
        id
        number
        title
        lessons {
          id
          number
          title
          quiz {
            questionCount
            passThreshold
          }
          quizResult {
            countsAsPassed
            passedAt
            passed
            scorePercent
            bestScorePercent
            correctCount
            questionCount
            attempts
          }
        }
      }
    }
  }
`;

/** /courses/:courseId/subjects/:subjectId/lessons: a subject's lessons; the chosen one (`?lesson=`) is shown. */
export default function SubjectLessonsPage() {
  const { courseId = '', subjectId = '' } = useParams();
  usePrefetch<SubjectLessonsPageQuery>(subjectQuery, { courseId, subjectId });
  return (
    <Suspense fallback={<PageLoader />}>
      <LearningBoundary courseId={courseId}>
        <CourseAccessGate courseId={courseId}>
          {(access) => <SubjectLessons access={access} subjectId={subjectId} />}
        </CourseAccessGate>
      </LearningBoundary>
    </Suspense>
  );
}

function SubjectLessons({ access, subjectId }: { access: CourseAccess; subjectId: string }) {
  const { t } = useLingui();
  const courseId = access.course.id;
  const data = useLazyLoadQuery<SubjectLessonsPageQuery>(
    subjectQuery,
    { courseId, subjectId },
    // Fresh already: usePrefetch asked the network when the page mounted.
    { fetchPolicy: 'store-or-network' },
  );
  const [params] = useSearchParams();
  const subjects = data.myCourse?.course.subjects ?? [];
  const subject = data.subject?.__typename === 'Subject' ? data.subject : null;
  const back = courseSubjectsPath(courseId);

  if (!subject || !subjects.some((s) => s.id === subject.id)) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <ContentNotFound back={back} backLabel={<Trans>All subjects</Trans>} />
      </Container>
    );
  }

  const finished = !access.inProgress;
  const state = subjectState(subject.number, access.completedSubjects, finished);
  const lessons = subject.lessons;
  const chosen = lessons.find((lesson) => lesson.id === params.get('lesson')) ?? lessons[0] ?? null;
  const next = subjects.find((s) => s.number === subject.number + 1) ?? null;
  const number = subject.number;
  const previous = number - 1;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="subject-lessons">
      <BackLink to={back}>
        <Trans>All subjects</Trans>
      </BackLink>
      <Box sx={{ mb: 3 }}>
        <Eyebrow>
          <Trans>Subject {number}</Trans> · {access.course.title}
        </Eyebrow>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
            {subject.title}
          </Typography>
          <SubjectStateChip state={state} />
        </Box>
      </Box>

      {finished ? (
        <Box sx={{ mb: 3 }}>
          <CourseFinishedNotice withoutExam={access.course.withoutExamFlg} />
        </Box>
      ) : null}
      {state === 'locked' ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="subject-locked">
          <Alert severity="info" sx={{ width: '100%' }}>
            <Trans>This subject is locked. Complete subject {previous} to unlock it.</Trans>
          </Alert>
          <Button component={RouterLink} to={back} variant="contained" startIcon={<ArrowBackIcon />}>
            <Trans>All subjects</Trans>
          </Button>
        </Stack>
      ) : !lessons.length ? (
        <Paper variant="outlined" sx={{ p: 3 }} data-testid="lessons-empty">
          <Typography>
            <Trans>This subject has no lessons yet.</Trans>
          </Typography>
        </Paper>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' },
            gridTemplateAreas: { xs: '"nav" "content" "complete"', md: '"nav content" "complete content"' },
            gridTemplateRows: { md: 'auto 1fr' },
            alignItems: 'start',
          }}
        >
          <Paper
            variant="outlined"
            component="nav"
            aria-label={t`Lessons`}
            sx={{ gridArea: 'nav', overflow: 'hidden' }}
          >
            <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 700, px: 2, pt: 2, pb: 1 }}>
              <Trans>Lessons</Trans>
            </Typography>
            <List component="ol" disablePadding sx={{ listStyle: 'none' }}>
              {lessons.map((lesson) => (
                <li key={lesson.id}>
                  <ListItemButton
                    component={RouterLink}
                    to={subjectLessonsPath(courseId, subject.id, lesson.id)}
                    replace
                    preventScrollReset
                    state={FOCUS_LESSON}
                    selected={lesson.id === chosen?.id}
                    aria-current={lesson.id === chosen?.id ? 'page' : undefined}
                    data-testid="lesson-item"
                    sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}
                  >
                    <Typography component="span" sx={{ fontWeight: 700, minWidth: 20, color: 'text.secondary' }}>
                      {lesson.number}.
                    </Typography>
                    <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                      <Typography component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                        {lesson.title}
                      </Typography>
                      <QuizStatus lesson={lesson} />
                    </Box>
                  </ListItemButton>
                </li>
              ))}
            </List>
          </Paper>

          <Box sx={{ gridArea: 'content', minWidth: 0 }}>
            {chosen ? (
              <LessonPanel
                key={chosen.id}
                courseId={courseId}
                subjectId={subject.id}
                lesson={chosen}
                lessons={lessons}
              />
            ) : null}
          </Box>

          <Box sx={{ gridArea: 'complete' }}>
            <CompleteSubject access={access} subject={subject} state={state} next={next} />
          </Box>
        </Box>
      )}
    </Container>
  );
}

/**
 * The quiz's state in the lessons list: to take, passed or not passed, with the last attempt's
 * score, and the best one beside it when it was higher (a pass is kept when a later attempt fails).
 */
function QuizStatus({ lesson }: { lesson: LessonItem }) {
  if (!lesson.quiz) return null;
  const result = lesson.quizResult;
  const score = result?.scorePercent ?? 0;
  const best = result?.bestScorePercent ?? 0;
  const passed = result?.countsAsPassed ?? false;
  return (
    <Typography
      component="span"
      variant="caption"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: passed ? 'success.main' : result ? 'error.main' : 'text.secondary',
        fontWeight: 600,
      }}
      data-testid="lesson-item-quiz"
    >
      {passed ? (
        <CheckCircleIcon sx={{ fontSize: 14 }} aria-hidden />
      ) : (
        <QuizOutlinedIcon sx={{ fontSize: 14 }} aria-hidden />
      )}
      {passed && best <= score ? (
        <Trans>Quiz passed ({score}%)</Trans>
      ) : passed ? (
        <Trans>
          Quiz passed · best {best}% · last attempt {score}%
        </Trans>
      ) : result && best > score ? (
        <Trans>
          Quiz not passed · best {best}% · last attempt {score}%
        </Trans>
      ) : result ? (
        <Trans>Quiz not passed ({score}%)</Trans>
      ) : (
        <Trans>Quiz to take</Trans>
      )}
    </Typography>
  );
}

/** The chosen lesson: its title, its segments (loaded on their own), its quiz, and the way to the next lesson. */
function LessonPanel({
  courseId,
  subjectId,
  lesson,
  lessons,
}: {
  courseId: string;
  subjectId: string;
  lesson: LessonItem;
  lessons: readonly LessonItem[];
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const index = lessons.findIndex((l) => l.id === lesson.id);
  const previous = index > 0 ? lessons[index - 1] : null;
  const next = index >= 0 && index < lessons.length - 1 ? lessons[index + 1] : null;
  const number = lesson.number;

  // A lesson chosen in the list or by previous/next: move the focus (and the view, on phones) to its heading.
  const location = useLocation();
  const focusHeading = (location.state as { focusLesson?: boolean } | null)?.focusLesson === true;
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  return (
    <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 3 } }} data-testid="lesson-panel">
      <Typography variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.5 }}>
        <Trans>Lesson {number}</Trans>
      </Typography>
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: { xs: '1.3rem', md: '1.6rem' }, mb: 3, overflowWrap: 'anywhere', outline: 'none' }}
        data-testid="lesson-title"
      >
        {lesson.title}
      </Typography>
      <Suspense fallback={<PageLoader />}>
        <LessonContent lessonId={lesson.id} />
      </Suspense>
      {lesson.quiz ? <LessonQuizBox courseId={courseId} subjectId={subjectId} lesson={lesson} /> : null}
      <Box component="nav" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mt: 3 }}>
        {previous ? (
          <LessonStep to={subjectLessonsPath(courseId, subjectId, previous.id)} step="previous">
            <Trans>Previous lesson</Trans>
          </LessonStep>
        ) : (
          <span />
        )}
        {next ? (
          <LessonStep to={subjectLessonsPath(courseId, subjectId, next.id)} step="next">
            <Trans>Next lesson</Trans>
          </LessonStep>
        ) : null}
      </Box>
    </Paper>
  );
}

/** The link to the previous or next lesson of the subject: it replaces the page and focuses the lesson's heading. */
function LessonStep({ to, step, children }: { to: string; step: 'previous' | 'next'; children: ReactNode }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      replace
      preventScrollReset
      state={FOCUS_LESSON}
      startIcon={step === 'previous' ? <ArrowBackIcon /> : undefined}
      endIcon={step === 'next' ? <ArrowForwardIcon /> : undefined}
      data-testid={`lesson-${step}`}
    >
      {children}
    </Button>
  );
}

function LessonContent({ lessonId }: { lessonId: string }) {
  const { lesson } = useLazyLoadQuery<SubjectLessonsPageLessonQuery>(
    graphql`
      query SubjectLessonsPageLessonQuery($lessonId: ID!) {
        lesson: node(id: $lessonId) {
          __typename
          ... on Lesson {
            id
            segments {
              ...lessonSegment_fields @relay(mask: false)
            }
          }
        }
      }
    `,
    { lessonId },
    { fetchPolicy: 'store-and-network' },
  );
  if (lesson?.__typename !== 'Lesson') return null;
  return <LessonSegments segments={lesson.segments} />;
}

/** The lesson's quiz: its size and threshold, whether it counts as passed, the last attempt, and the way in. */
function LessonQuizBox({ courseId, subjectId, lesson }: { courseId: string; subjectId: string; lesson: LessonItem }) {
  const quiz = lesson.quiz;
  if (!quiz) return null;
  const result = lesson.quizResult;
  const questions = quiz.questionCount;
  const threshold = quiz.passThreshold;
  const score = result?.scorePercent ?? 0;
  const best = result?.bestScorePercent ?? 0;
  const attempts = result?.attempts ?? 0;
  const passedOn = formatDateTime(result?.passedAt);
  return (
    <Paper
      variant="outlined"
      sx={{ mt: 4, p: 2, bgcolor: 'action.hover', display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="lesson-quiz"
    >
      <QuizOutlinedIcon color="primary" aria-hidden />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>
          <Trans>Quiz</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Plural value={questions} one="# question" other="# questions" /> · <Trans>pass mark {threshold}%</Trans>
        </Typography>
        {result ? (
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="lesson-quiz-result">
            {result.countsAsPassed ? (
              <Chip size="small" color="success" label={<Trans>Passed</Trans>} sx={{ mr: 1 }} />
            ) : (
              <Chip size="small" color="error" label={<Trans>Not passed</Trans>} sx={{ mr: 1 }} />
            )}
            {result.countsAsPassed && !result.passed ? (
              <>
                <Trans>Passed on {passedOn}</Trans> · <Trans>Best result: {best}%</Trans> ·{' '}
                <Trans>Last attempt: {score}%, not passed</Trans>
              </>
            ) : best > score ? (
              <>
                <Trans>Best result: {best}%</Trans> · <Trans>Last attempt: {score}%</Trans>
              </>
            ) : (
              <Trans>Last attempt: {score}%</Trans>
            )}{' '}
            · <Plural value={attempts} one="# attempt" other="# attempts" />
          </Typography>
        ) : null}
      </Box>
      <Button
        component={RouterLink}
        to={lessonQuizPath(courseId, subjectId, lesson.id)}
        variant={result?.countsAsPassed ? 'outlined' : 'contained'}
        data-testid="take-quiz"
      >
        {result ? <Trans>Take the quiz again</Trans> : <Trans>Take quiz</Trans>}
      </Button>
    </Paper>
  );
}

/**
 * "Complete subject": available for the current subject once every quiz of it is passed; otherwise
 * it says why not. The last subject finishes the course (and leads to the certificates).
 */
function CompleteSubject({
  access,
  subject,
  state,
  next,
}: {
  access: CourseAccess;
  subject: Subject;
  state: ReturnType<typeof subjectState>;
  next: { readonly id: string; readonly number: number } | null;
}) {
  const { i18n } = useLingui();
  const reasonId = useId();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [commit, inFlight] = useMutation<SubjectLessonsPageCompleteMutation>(graphql`
    mutation SubjectLessonsPageCompleteMutation($input: CompleteSubjectInput!) {
      completeSubject(input: $input) {
        ...CourseAccess_state
      }
    }
  `);
  const tally = quizTally(subject.lessons);
  const blocker = completeBlocker(state, tally, access.expired);
  const finished = !access.inProgress;
  const number = subject.number;
  const previous = number - 1;
  const passed = tally.passed;
  const total = tally.total;
  const nextNo = next?.number ?? 0;

  const complete = () => {
    setError(null);
    commit({
      variables: { input: { courseId: access.course.id, subjectNumber: subject.number } },
      onCompleted: () => setDone(true),
      onError: (failure) => setError(errorMessage(i18n, failure)),
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="complete-subject">
      <Stack spacing={1.5}>
        {done && !finished ? (
          <Alert severity="success" data-testid="subject-completed">
            <Trans>Subject {number} completed.</Trans>
          </Alert>
        ) : null}
        {blocker === 'completed' ? (
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }} color="success.main">
            <TaskAltIcon aria-hidden />
            <Trans>You have completed this subject.</Trans>
          </Typography>
        ) : (
          <>
            <Button
              variant="contained"
              color="success"
              startIcon={<TaskAltIcon />}
              onClick={complete}
              disabled={blocker !== null || inFlight}
              aria-describedby={blocker ? reasonId : undefined}
              data-testid="complete-subject-button"
            >
              <Trans>Complete subject</Trans>
            </Button>
            {blocker === 'quizzes' ? (
              <Typography id={reasonId} variant="body2" color="text.secondary" data-testid="complete-subject-reason">
                <Trans>
                  Pass every quiz of this subject to complete it: {passed} of {total} passed.
                </Trans>
              </Typography>
            ) : blocker === 'locked' ? (
              <Typography id={reasonId} variant="body2" color="text.secondary" data-testid="complete-subject-reason">
                <Trans>Complete subject {previous} first.</Trans>
              </Typography>
            ) : blocker === 'expired' ? (
              <Typography id={reasonId} variant="body2" color="text.secondary" data-testid="complete-subject-reason">
                <Trans>Your access to this course has expired</Trans>
              </Typography>
            ) : total ? (
              <Typography variant="body2" color="text.secondary">
                <Trans>All quizzes of this subject are passed.</Trans>
              </Typography>
            ) : null}
          </>
        )}
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        {!finished && next && state === 'completed' ? (
          <Button
            component={RouterLink}
            to={subjectLessonsPath(access.course.id, next.id)}
            variant={done ? 'contained' : 'outlined'}
            endIcon={<ArrowForwardIcon />}
            data-testid="next-subject"
          >
            <Trans>Go to subject {nextNo}</Trans>
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
