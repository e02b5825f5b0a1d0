import { Suspense } from 'react';
import { graphql, useFragment, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { I18n } from '@lingui/core';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { isBusinessRule } from '../../../../../server/contract/errors';
import { GraphQLResponseError } from '../../../shared/errors/graphqlErrors';
import { errorMessage } from '../../../shared/errors/messages';
import type { MyCoursesPageQuery, UserCourseStatus } from '../../../__generated__/MyCoursesPageQuery.graphql';
import type { MyCoursesList_query$key } from '../../../__generated__/MyCoursesList_query.graphql';
import type { MyCoursesListPaginationQuery } from '../../../__generated__/MyCoursesListPaginationQuery.graphql';
import type { MyCourseCard_userCourse$key } from '../../../__generated__/MyCourseCard_userCourse.graphql';
import type { CourseNextSteps_userCourse$key } from '../../../__generated__/CourseNextSteps_userCourse.graphql';
import { ShowMoreButton } from '../../../shared/lists/ShowMoreButton';
import { threeColumnGridSx } from '../../../shared/lists/PagedCardGrid';
import { CoverImage } from '../../../shared/ui/MediaCard';
import { Page } from '../../../shared/ui/Page';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { CourseProgress } from './CourseProgress';
import { CATALOGUE_PATH, courseDetailsPath, courseSubjectsPath } from './paths';
import { formatDay } from '../../../shared/format';
import { CourseLanguageChip } from '../../../shared/catalogue/CourseLanguageChip';

/** Courses per page of the list. */
const MY_COURSES_PAGE_SIZE = 12;

/** The tabs of the list and the `?status=` value of each (none: all courses). */
const FILTERS = ['all', 'in-progress', 'finished'] as const;
type Filter = (typeof FILTERS)[number];
const STATUS: Record<Filter, UserCourseStatus | null> = {
  all: null,
  'in-progress': 'IN_PROGRESS',
  finished: 'FINISHED',
};

const readFilter = (value: string | null): Filter => (FILTERS.includes(value as Filter) ? (value as Filter) : 'all');

const fragment = graphql`
  fragment MyCoursesList_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 12 }
    cursor: { type: "String" }
    status: { type: "UserCourseStatus" }
  )
  @refetchable(queryName: "MyCoursesListPaginationQuery") {
    myCourses(first: $count, after: $cursor, status: $status) @connection(key: "MyCoursesList_myCourses") {
      edges {
        node {
          id
          ...MyCourseCard_userCourse
          # Spread here, not inside the card: one fragment level less keeps the page under the cost limit.
          ...CourseNextSteps_userCourse
        }
      }
    }
  }
`;

/** /my-courses: the learner's courses, newest first, with progress and access; in progress or finished. */
export default function MyCoursesPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('status'));
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Page title={<Trans>My courses</Trans>} subtitle={<Trans>Continue where you left off.</Trans>}>
      <Tabs
        value={filter}
        onChange={(_event, value: Filter) =>
          setParams(value === 'all' ? {} : { status: value }, { replace: true, preventScrollReset: true })
        }
        aria-label={t`Show courses`}
        variant={phone ? 'fullWidth' : 'standard'}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label={t`All`} data-testid="my-courses-tab-all" />
        <Tab value="in-progress" label={t`In progress`} data-testid="my-courses-tab-in-progress" />
        <Tab value="finished" label={t`Finished`} data-testid="my-courses-tab-finished" />
      </Tabs>
      <Suspense fallback={<PageLoader />}>
        <MyCoursesResults filter={filter} />
      </Suspense>
    </Page>
  );
}

function MyCoursesResults({ filter }: { filter: Filter }) {
  const data = useLazyLoadQuery<MyCoursesPageQuery>(
    graphql`
      query MyCoursesPageQuery($status: UserCourseStatus) {
        ...MyCoursesList_query @arguments(status: $status)
      }
    `,
    { status: STATUS[filter] },
    { fetchPolicy: 'store-and-network' },
  );
  return <MyCoursesList query={data} filter={filter} />;
}

function MyCoursesList({ query, filter }: { query: MyCoursesList_query$key; filter: Filter }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    MyCoursesListPaginationQuery,
    MyCoursesList_query$key
  >(fragment, query);
  const rows = (data.myCourses?.edges ?? []).map((edge) => edge?.node).filter((node) => node != null);

  if (!rows.length) return <EmptyState filter={filter} />;

  return (
    <>
      <Box component="ul" aria-label={t`My courses`} sx={threeColumnGridSx}>
        {rows.map((row) => (
          <li key={row.id}>
            <MyCourseCard userCourse={row} steps={row} />
          </li>
        ))}
      </Box>
      <ShowMoreButton
        hasNext={hasNext}
        loading={isLoadingNext}
        onMore={() => loadNext(MY_COURSES_PAGE_SIZE)}
        testId="my-courses-more"
      />
    </>
  );
}

function EmptyState({ filter }: { filter: Filter }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }} data-testid="my-courses-empty">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          {filter === 'finished' ? (
            <Trans>You have not finished any course yet.</Trans>
          ) : filter === 'in-progress' ? (
            <Trans>You have no courses in progress.</Trans>
          ) : (
            <Trans>You have no courses yet. Choose one from our catalogue and start learning.</Trans>
          )}
        </Typography>
        <Button component={RouterLink} to={CATALOGUE_PATH} variant="contained" startIcon={<SchoolOutlinedIcon />}>
          <Trans>Browse courses</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}

/** One course: picture, title, status, progress, access until, and the way in (or to buy again). */
function MyCourseCard({
  userCourse,
  steps,
}: {
  userCourse: MyCourseCard_userCourse$key;
  steps: CourseNextSteps_userCourse$key;
}) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment MyCourseCard_userCourse on UserCourse {
        ...CourseAccess_state @relay(mask: false)
        course {
          id
          title
          language
          highlightImage {
            thumbnailUrl
          }
        }
      }
    `,
    userCourse,
  );
  const { course } = data;
  const title = course.title;
  const finished = !data.inProgress;
  const until = data.accessUntil ? formatDay(data.accessUntil) : null;
  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="my-course-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: '#e0f2fe', overflow: 'hidden' }}>
        {course.highlightImage ? (
          <CoverImage
            src={course.highlightImage.thumbnailUrl}
            width={480}
            height={270}
            loading="lazy"
            decoding="async"
            sx={{ filter: data.expired ? 'grayscale(0.8)' : undefined }}
          />
        ) : (
          <Box aria-hidden sx={{ height: '100%', display: 'grid', placeItems: 'center', color: '#0369a1' }}>
            <SchoolOutlinedIcon sx={{ fontSize: 56 }} />
          </Box>
        )}
        <Stack direction="row" sx={{ position: 'absolute', top: 12, left: 12, right: 12, flexWrap: 'wrap', gap: 1 }}>
          {data.expired ? (
            <Chip
              label={<Trans>Access expired</Trans>}
              size="small"
              color="error"
              sx={{ fontWeight: 700 }}
              data-testid="my-course-expired"
            />
          ) : null}
          {finished ? (
            <Chip
              label={<Trans>Course finished</Trans>}
              size="small"
              color="success"
              sx={{ fontWeight: 700 }}
              data-testid="my-course-finished"
            />
          ) : null}
          <CourseLanguageChip language={course.language} />
        </Stack>
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          <Link
            component={RouterLink}
            to={courseSubjectsPath(course.id)}
            underline="hover"
            color="inherit"
            data-testid="my-course-link"
          >
            {course.title}
          </Link>
        </Typography>
        <CourseProgress percent={data.progressPercent} completed={data.completedSubjects} total={data.subjectCount} />
        <Typography
          variant="body2"
          color={data.expired ? 'error' : 'text.secondary'}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
          data-testid="my-course-access"
        >
          <EventOutlinedIcon fontSize="small" aria-hidden />
          {data.expired ? (
            <Trans>Access ended on {until}</Trans>
          ) : until ? (
            <Trans>Access until {until}</Trans>
          ) : (
            <Trans>Access with no time limit</Trans>
          )}
        </Typography>
        {data.expired ? null : <CourseNextSteps userCourse={steps} courseId={course.id} title={title} compact />}
        <Box sx={{ mt: 'auto', pt: 1 }}>
          {data.expired ? (
            <Button
              component={RouterLink}
              to={courseDetailsPath(course.id)}
              variant="outlined"
              fullWidth
              aria-label={t`Buy the course again: ${title}`}
            >
              <Trans>Buy the course again</Trans>
            </Button>
          ) : (
            <Button
              component={RouterLink}
              to={courseSubjectsPath(course.id)}
              variant={finished ? 'outlined' : 'contained'}
              fullWidth
              aria-label={finished ? t`Review the course: ${title}` : t`Continue learning: ${title}`}
              data-testid="my-course-open"
            >
              {finished ? <Trans>Review the course</Trans> : <Trans>Continue learning</Trans>}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Exam and practice paths of the contract; the learning feature links to them by address. */
const examRegistrationPath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}/exam-registration`;
const exerciseRegistrationPath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}/exercise-registration`;
const examPath = (examId: string) => `/exams/${encodeURIComponent(examId)}`;
const exercisePath = (exerciseId: string) => `/exercises/${encodeURIComponent(exerciseId)}`;

/** Why a registration is refused: `reason` is an error code or business-rule id, worded as the server's refusal. */
function eligibilityMessage(i18n: I18n, reason: string | null | undefined): string {
  const extensions = isBusinessRule(reason) ? { code: 'BUSINESS_RULE', rule: reason } : { code: reason ?? undefined };
  return errorMessage(i18n, new GraphQLResponseError([{ message: '', extensions }]));
}

/** Blockers that the exam's own row already explains (a booked exam, a passed one). */
const EXAM_SHOWN_BY_LAST = new Set(['EXAM_ALREADY_BOOKED', 'EXAM_ALREADY_PASSED']);
/** An exam in these states is under way: its row leads to it, and there is nothing to register for. */
const EXAM_UNDER_WAY = new Set(['REGISTER', 'UNLOCKED', 'FINISHED']);

/**
 * The steps after the theory: book practice (FULL courses) and register for the exam, each with
 * the reason when it is not possible yet, the practice booked, and the last exam's state or result.
 */
export function CourseNextSteps({
  userCourse,
  courseId,
  title,
  compact = false,
}: {
  userCourse: CourseNextSteps_userCourse$key;
  courseId: string;
  title: string;
  compact?: boolean;
}) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment CourseNextSteps_userCourse on UserCourse {
        hasExam
        examEligibility {
          allowed
          reason
        }
        lastExam {
          id
          status
          passed
          scorePercent
        }
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
    `,
    userCourse,
  );
  if (!data.hasExam && !data.hasPractice) return null;
  const size = compact ? 'small' : 'medium';
  const exam = data.lastExam;
  const examReason = data.examEligibility.allowed ? null : data.examEligibility.reason;
  const examShown =
    (examReason != null && EXAM_SHOWN_BY_LAST.has(examReason)) || EXAM_UNDER_WAY.has(exam?.status ?? '');
  const practiceReason = data.exerciseEligibility.allowed ? null : data.exerciseEligibility.reason;
  return (
    <Stack spacing={1.25} data-testid="course-next-steps">
      {data.hasPractice ? (
        <Box>
          {data.practiceConfirmed ? (
            <Chip size="small" color="success" variant="outlined" label={<Trans>Practice confirmed</Trans>} />
          ) : data.activeExercise ? (
            <Link
              component={RouterLink}
              to={exercisePath(data.activeExercise.id)}
              variant="body2"
              sx={{ fontWeight: 600 }}
              data-testid="my-course-exercise"
            >
              <Trans>Practice booked: your access code</Trans>
            </Link>
          ) : (
            <>
              <Button
                component={RouterLink}
                to={exerciseRegistrationPath(courseId)}
                variant={practiceReason ? 'outlined' : 'contained'}
                color="secondary"
                size={size}
                fullWidth={compact}
                aria-label={t`Book practice: ${title}`}
                data-testid="register-exercise"
                data-allowed={practiceReason ? 'false' : 'true'}
              >
                <Trans>Book practice</Trans>
              </Button>
              {practiceReason ? (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                  {eligibilityMessage(i18n, practiceReason)}
                </Typography>
              ) : null}
            </>
          )}
        </Box>
      ) : null}
      {data.hasExam ? (
        <Box>
          {exam ? (
            <Link
              component={RouterLink}
              to={examPath(exam.id)}
              variant="body2"
              sx={{
                fontWeight: 600,
                display: 'block',
                mb: examShown ? 0 : 0.75,
              }}
              data-testid="my-course-last-exam"
              data-status={exam.status}
            >
              <LastExam status={exam.status} passed={exam.passed} score={exam.scorePercent} />
            </Link>
          ) : null}
          {examShown ? null : examReason === 'EXAM_TRIES_EXHAUSTED' ? (
            <Typography variant="caption" color="error" sx={{ display: 'block' }}>
              {eligibilityMessage(i18n, examReason)}
            </Typography>
          ) : (
            <>
              <Button
                component={RouterLink}
                to={examRegistrationPath(courseId)}
                variant={examReason ? 'outlined' : 'contained'}
                size={size}
                fullWidth={compact}
                aria-label={
                  exam?.status === 'VERIFIED' && !exam.passed
                    ? t`Register for the exam again: ${title}`
                    : t`Register for the exam: ${title}`
                }
                data-testid="register-exam"
                data-allowed={examReason ? 'false' : 'true'}
              >
                {exam?.status === 'VERIFIED' && !exam.passed ? (
                  <Trans>Register for the exam again</Trans>
                ) : (
                  <Trans>Register for the exam</Trans>
                )}
              </Button>
              {examReason ? (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                  {eligibilityMessage(i18n, examReason)}
                </Typography>
              ) : null}
            </>
          )}
        </Box>
      ) : null}
    </Stack>
  );
}

function LastExam({
  status,
  passed,
  score,
}: {
  status: string;
  passed: boolean | null | undefined;
  score: number | null | undefined;
}) {
  const percent = score ?? 0;
  switch (status) {
    case 'REGISTER':
      return <Trans>Exam booked: date and place</Trans>;
    case 'UNLOCKED':
      return <Trans>Exam in progress</Trans>;
    case 'FINISHED':
      return <Trans>Exam finished: awaiting confirmation</Trans>;
    default:
      return passed ? <Trans>Last exam: passed ({percent}%)</Trans> : <Trans>Last exam: not passed ({percent}%)</Trans>;
  }
}
