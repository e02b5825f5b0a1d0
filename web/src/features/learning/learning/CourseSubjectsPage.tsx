import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CourseSubjectsPageQuery } from '../../../__generated__/CourseSubjectsPageQuery.graphql';
import { PageHeader } from '../../../shared/ui/Page';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { CourseAccessGate, LearningBoundary, type CourseAccess } from './CourseAccess';
import { BackLink } from '../../../shared/ui/BackLink';
import { CourseFinishedNotice, SubjectStateChip } from './parts';
import { CourseProgress } from './CourseProgress';
import { CourseNextSteps } from './MyCoursesPage';
import { usePrefetch } from './prefetch';
import { MY_COURSES_PATH, subjectLessonsPath } from './paths';
import { formatDay } from '../../../shared/format';
import { subjectState, type SubjectState } from './progress';

const subjectsQuery = graphql`
  query CourseSubjectsPageQuery($courseId: ID!) {
    myCourse(courseId: $courseId) {
      id
      hasExam
      hasPractice
      ...CourseNextSteps_userCourse
      course {
        id
        subjects {
          id
          number
          title
          lessonCount
        }
      }
    }
  }
`;

/** /courses/:courseId/subjects: the course's numbered subjects with the learner's progress. */
export default function CourseSubjectsPage() {
  const { courseId = '' } = useParams();
  usePrefetch<CourseSubjectsPageQuery>(subjectsQuery, { courseId });
  return (
    <Suspense fallback={<PageLoader />}>
      <LearningBoundary courseId={courseId}>
        <CourseAccessGate courseId={courseId}>{(access) => <CourseSubjects access={access} />}</CourseAccessGate>
      </LearningBoundary>
    </Suspense>
  );
}

function CourseSubjects({ access }: { access: CourseAccess }) {
  const finished = !access.inProgress;
  const until = access.accessUntil ? formatDay(access.accessUntil) : null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="course-subjects">
      <BackLink to={MY_COURSES_PATH}>
        <Trans>My courses</Trans>
      </BackLink>
      <PageHeader title={access.course.title} longTitle />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Stack spacing={1.5}>
          <CourseProgress
            percent={access.progressPercent}
            completed={access.completedSubjects}
            total={access.subjectCount}
          />
          <Typography variant="body2" color="text.secondary">
            {until ? <Trans>Access until {until}</Trans> : <Trans>Access with no time limit</Trans>}
          </Typography>
        </Stack>
      </Paper>
      {finished ? (
        <Box sx={{ mb: 3 }}>
          <CourseFinishedNotice withoutExam={access.course.withoutExamFlg} />
        </Box>
      ) : null}
      <Suspense fallback={null}>
        <CourseSteps courseId={access.course.id} title={access.course.title} />
      </Suspense>
      <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
        <Trans>Subjects</Trans>
      </Typography>
      <Suspense fallback={<PageLoader />}>
        <SubjectList access={access} />
      </Suspense>
    </Container>
  );
}

/** Practice and exam: the next steps once the theory is done, with what still stands in the way. */
function CourseSteps({ courseId, title }: { courseId: string; title: string }) {
  const { myCourse } = useLazyLoadQuery<CourseSubjectsPageQuery>(
    subjectsQuery,
    { courseId },
    { fetchPolicy: 'store-or-network' },
  );
  if (!myCourse || (!myCourse.hasExam && !myCourse.hasPractice)) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }} data-testid="course-steps">
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        <Trans>Practice and exam</Trans>
      </Typography>
      <CourseNextSteps userCourse={myCourse} courseId={courseId} title={title} />
    </Paper>
  );
}

function SubjectList({ access }: { access: CourseAccess }) {
  const { t } = useLingui();
  const { myCourse } = useLazyLoadQuery<CourseSubjectsPageQuery>(
    subjectsQuery,
    { courseId: access.course.id },
    // Fresh already: usePrefetch asked the network when the page mounted.
    { fetchPolicy: 'store-or-network' },
  );
  const subjects = myCourse?.course.subjects ?? [];
  if (!subjects.length) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }} data-testid="subjects-empty">
        <Typography>
          <Trans>This course has no subjects yet. Come back soon.</Trans>
        </Typography>
      </Paper>
    );
  }
  const finished = !access.inProgress;
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Subjects`}>
      {subjects.map((subject) => {
        const state = subjectState(subject.number, access.completedSubjects, finished);
        return (
          <li key={subject.id}>
            <SubjectRow courseId={access.course.id} subject={subject} state={state} previous={subject.number - 1} />
          </li>
        );
      })}
    </Stack>
  );
}

function SubjectRow({
  courseId,
  subject,
  state,
  previous,
}: {
  courseId: string;
  subject: { readonly id: string; readonly number: number; readonly title: string; readonly lessonCount: number };
  state: SubjectState;
  previous: number;
}) {
  const locked = state === 'locked';
  const number = subject.number;
  const lessons = subject.lessonCount;
  const body = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, width: '100%', textAlign: 'left' }}>
      <Box
        aria-hidden
        sx={{
          flex: 'none',
          width: 40,
          height: 40,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          bgcolor: state === 'completed' ? 'success.main' : state === 'current' ? 'primary.main' : 'action.selected',
          color: state === 'locked' ? 'text.secondary' : 'common.white',
        }}
      >
        {state === 'completed' ? <CheckCircleIcon fontSize="small" /> : number}
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          <Trans>Subject {number}</Trans> · <Plural value={lessons} one="# lesson" other="# lessons" />
        </Typography>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="subject-title">
          {subject.title}
        </Typography>
        <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
          <SubjectStateChip state={state} />
        </Box>
        {locked ? (
          <Typography variant="body2" color="text.secondary">
            <Trans>Complete subject {previous} to unlock it.</Trans>
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <SubjectStateChip state={state} />
      </Box>
    </Box>
  );
  if (locked) {
    return (
      <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }} data-testid="subject-row" data-state={state}>
        {body}
      </Paper>
    );
  }
  return (
    <Paper
      variant="outlined"
      component={RouterLink}
      to={subjectLessonsPath(courseId, subject.id)}
      data-testid="subject-row"
      data-state={state}
      sx={{
        p: 2,
        display: 'block',
        textDecoration: 'none',
        color: 'inherit',
        borderColor: state === 'current' ? 'primary.main' : undefined,
        borderWidth: state === 'current' ? 2 : undefined,
        transition: 'box-shadow 150ms',
        '&:hover, &:focus-visible': { boxShadow: 3 },
      }}
    >
      {body}
    </Paper>
  );
}
