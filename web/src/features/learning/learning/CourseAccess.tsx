import type { ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Trans } from '@lingui/react/macro';
import type { CourseAccessQuery, CourseAccessQuery$data } from '../../../__generated__/CourseAccessQuery.graphql';
import { errorCode } from '../../../shared/errors/graphqlErrors';
import { RefusalBoundary, isNotFound } from '../../../shared/errors/NotFoundBoundary';
import { Page } from '../../../shared/ui/Page';
import { CATALOGUE_PATH, MY_COURSES_PATH, courseDetailsPath } from './paths';
import { formatDay } from '../../../shared/format';

/** The viewer's user course of one course, as every learning screen needs it. */
export type CourseAccess = NonNullable<CourseAccessQuery$data['myCourse']>;

/** A learner's access and progress in a course: what the course pages and the course's card on "My courses" show. */
export const courseStateFragment = graphql`
  fragment CourseAccess_state on UserCourse {
    id
    expired
    inProgress
    finishedAt
    accessUntil
    completedSubjects
    subjectCount
    progressPercent
  }
`;

const accessQuery = graphql`
  query CourseAccessQuery($courseId: ID!) {
    myCourse(courseId: $courseId) {
      ...CourseAccess_state @relay(mask: false)
      course {
        id
        title
        withoutExamFlg
      }
    }
  }
`;

/**
 * Renders its children only for a learner whose access to the course is active; otherwise says
 * why not: the access has expired (with the way to buy again) or the viewer does not have the course.
 */
export function CourseAccessGate({
  courseId,
  children,
}: {
  courseId: string;
  children: (access: CourseAccess) => ReactNode;
}) {
  const { myCourse } = useLazyLoadQuery<CourseAccessQuery>(
    accessQuery,
    { courseId },
    { fetchPolicy: 'store-and-network' },
  );
  if (!myCourse) return <CourseNotOwned courseId={courseId} />;
  if (myCourse.expired) {
    return <AccessExpired courseId={courseId} title={myCourse.course.title} accessUntil={myCourse.accessUntil} />;
  }
  return <>{children(myCourse)}</>;
}

/** Spec: only a learner with active access sees content; expired access says so and leads to buying again. */
export function AccessExpired({
  courseId,
  title,
  accessUntil,
}: {
  courseId: string;
  title?: string | null;
  accessUntil?: string | null;
}) {
  const until = accessUntil ? formatDay(accessUntil) : null;
  return (
    <Page title={title ?? <Trans>Course access</Trans>} maxWidth="md">
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }} data-testid="course-access-expired">
        <Alert severity="warning" sx={{ width: '100%' }}>
          <AlertTitle>
            <Trans>Your access to this course has expired</Trans>
          </AlertTitle>
          {until ? <Trans>Your access ended on {until}.</Trans> : null}{' '}
          <Trans>Buy the course again to continue learning.</Trans>
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <Button
            component={RouterLink}
            to={courseDetailsPath(courseId)}
            variant="contained"
            startIcon={<ShoppingCartOutlinedIcon />}
            data-testid="buy-again"
          >
            <Trans>Buy the course again</Trans>
          </Button>
          <Button component={RouterLink} to={MY_COURSES_PATH} variant="outlined">
            <Trans>My courses</Trans>
          </Button>
        </Stack>
      </Stack>
    </Page>
  );
}

/** The viewer has no user course of this course (or the address is not valid). */
export function CourseNotOwned({ courseId }: { courseId?: string }) {
  return (
    <Page title={<Trans>Course not available</Trans>} maxWidth="md">
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }} data-testid="course-not-owned">
        <Alert severity="info" sx={{ width: '100%' }}>
          <Trans>You don't have this course. See its details to buy it, or choose another course.</Trans>
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {courseId ? (
            <Button component={RouterLink} to={courseDetailsPath(courseId)} variant="contained">
              <Trans>See the course details</Trans>
            </Button>
          ) : null}
          <Button component={RouterLink} to={CATALOGUE_PATH} variant={courseId ? 'outlined' : 'contained'}>
            <Trans>Browse courses</Trans>
          </Button>
        </Stack>
      </Stack>
    </Page>
  );
}

/** A subject or lesson that is not part of the course (or no longer exists). */
export function ContentNotFound({ back, backLabel }: { back: string; backLabel: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="learning-not-found">
      <Alert severity="info" sx={{ width: '100%' }}>
        <Trans>This part of the course does not exist any more, or the link is not valid.</Trans>
      </Alert>
      <Button component={RouterLink} to={back} variant="contained" startIcon={<ArrowBackIcon />}>
        {backLabel}
      </Button>
    </Stack>
  );
}

/**
 * Turns a refused learning query into its message: ACCESS_EXPIRED (the access ended while the
 * page was open, or content asked directly) and not found / no access; anything else goes on to
 * the route's error page.
 */
export function LearningBoundary({
  courseId,
  notFound,
  children,
}: {
  courseId: string;
  notFound?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RefusalBoundary
      fallback={(error) => {
        if (errorCode(error) === 'ACCESS_EXPIRED') return <AccessExpired courseId={courseId} />;
        if (isNotFound(error)) return notFound ?? <CourseNotOwned courseId={courseId} />;
        return undefined;
      }}
    >
      {children}
    </RefusalBoundary>
  );
}
