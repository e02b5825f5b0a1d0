import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Divider from '@mui/material/Divider';
import AddIcon from '@mui/icons-material/Add';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  UserCoursesSection_user$data,
  UserCoursesSection_user$key,
} from '../../../__generated__/UserCoursesSection_user.graphql';
import { formatDay } from '../../../shared/format';
import { isRole, isStudentAccount } from '../../../shared/permissions';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { AssignCourseDialog } from '../../../shared/user-admin/AssignCourseDialog';
import { GrantExamTriesDialog } from '../../../shared/user-admin/GrantExamTriesDialog';
import { UserCourseProgress, UserCourseStatusChip } from '../../../shared/user-admin/UserCourseState';
import { useUserCourseActions } from '../../../shared/user-admin/useUserCourseActions';
import { Section } from './Section';

type UserCourseRow = UserCoursesSection_user$data['userCourses']['edges'][number]['node'];

const fragment = graphql`
  fragment UserCoursesSection_user on User {
    id
    displayName
    role
    userCourses(first: 50) {
      totalCount
      edges {
        node {
          ...UserCourseState_userCourse @relay(mask: false)
          seatCompanyName
          course {
            id
            title
            language
            examMaxTries
          }
        }
      }
    }
  }
`;

function useUserCourses(key: UserCoursesSection_user$key) {
  const user = useFragment(fragment, key);
  const rows = useMemo(
    () => user.userCourses.edges.map((edge) => edge.node).filter((node): node is UserCourseRow => Boolean(node)),
    [user.userCourses.edges],
  );
  return { user, rows };
}

/**
 * The user's courses (newest first): access period, status and progress; set in progress or
 * finished, withdraw access (irreversible, confirmed), and assign another course (students only).
 */
export function UserCoursesSection({
  user: key,
  onChanged,
}: {
  user: UserCoursesSection_user$key;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const { user, rows } = useUserCourses(key);
  const [assigning, setAssigning] = useState(false);
  const [withdrawing, setWithdrawing] = useState<UserCourseRow | null>(null);
  const { setInProgress, statusBusy, withdraw, withdrawBusy } = useUserCourseActions(onChanged);
  const student = isRole(user.role) && isStudentAccount(user.role);
  const withdrawTitle = withdrawing?.course.title ?? '';
  const name = user.displayName;
  const shown = rows.length;
  const total = user.userCourses.totalCount;

  return (
    <Section
      id="user-courses"
      title={<Trans>Courses</Trans>}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setAssigning(true)}
          disabled={!student}
          title={student ? undefined : t`Courses can only be given to student accounts`}
          data-testid="user-course-assign"
        >
          <Trans>Assign a course</Trans>
        </Button>
      }
    >
      {!student ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <Trans>Courses can only be given to student accounts.</Trans>
        </Typography>
      ) : null}
      {rows.length === 0 ? (
        <Typography color="text.secondary" data-testid="user-courses-empty">
          <Trans>No courses yet.</Trans>
        </Typography>
      ) : (
        <Stack component="ul" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row, index) => {
            const since = formatDay(row.createdAt);
            const until = row.accessUntil ? formatDay(row.accessUntil) : t`unlimited`;
            const company = row.seatCompanyName;
            return (
              <Box
                component="li"
                key={row.id}
                data-testid="user-course"
                sx={{
                  py: 1.5,
                  display: 'grid',
                  gap: 1.5,
                  alignItems: 'center',
                  gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(180px, 1fr) auto' },
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <Link
                      component={RouterLink}
                      to={`/admin/courses/${encodeURIComponent(row.course.id)}/users`}
                      sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                    >
                      {row.course.title || t`(untitled)`}
                    </Link>
                    <Chip size="small" label={row.course.language} />
                    <UserCourseStatusChip state={row} testId="user-course-status-chip" />
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    <Trans>
                      Access {since} – {until}
                    </Trans>
                    {company ? ` · ${t`company seat: ${company}`}` : ''}
                  </Typography>
                </Box>
                <UserCourseProgress progress={row} />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: { md: 'flex-end' } }}>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={statusBusy}
                    onClick={() => setInProgress(row.id, !row.inProgress)}
                    data-testid={`user-course-status-${index}`}
                  >
                    {row.inProgress ? <Trans>Set as finished</Trans> : <Trans>Set as in progress</Trans>}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setWithdrawing(row)}
                    data-testid={`user-course-withdraw-${index}`}
                  >
                    <Trans>Withdraw access</Trans>
                  </Button>
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
      {user.userCourses.totalCount > rows.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <Trans>
            The newest {shown} of {total} courses.
          </Trans>
        </Typography>
      ) : null}
      {assigning ? (
        <AssignCourseDialog
          userId={user.id}
          onClose={() => setAssigning(false)}
          onAssigned={() => {
            setAssigning(false);
            onChanged();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={withdrawing != null}
        destructive
        busy={withdrawBusy}
        title={<Trans>Withdraw access to “{withdrawTitle}”?</Trans>}
        message={
          <Trans>
            {name} loses the course with their progress, quiz results and bookings. This cannot be undone: to give the
            course back, assign it again from the start.
          </Trans>
        }
        confirmLabel={<Trans>Withdraw access</Trans>}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => {
          if (!withdrawing) return;
          withdraw(withdrawing.id, () => setWithdrawing(null));
        }}
      />
    </Section>
  );
}

/** Exam tries per course with an exam: used and left, and granting more (GrantExamTriesDialog). */
export function UserExamTriesSection({ user: key }: { user: UserCoursesSection_user$key }) {
  const { user, rows } = useUserCourses(key);
  const withExam = rows.filter((row) => row.hasExam);
  const [granting, setGranting] = useState<UserCourseRow | null>(null);
  return (
    <Section id="user-exam-tries" title={<Trans>Exam tries</Trans>}>
      {withExam.length === 0 ? (
        <Typography color="text.secondary">
          <Trans>None of the user's courses has an exam.</Trans>
        </Typography>
      ) : (
        <Stack component="ul" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {withExam.map((row, index) => {
            const used = row.examTriesUsed;
            const left = row.examTriesLeft;
            const max = row.course.examMaxTries;
            const extra = row.extraExamTries;
            return (
              <Box
                component="li"
                key={row.id}
                data-testid={`user-exam-tries-${index}`}
                data-left={left}
                sx={{ py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
              >
                <Typography sx={{ fontWeight: 600, flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
                  {row.course.title}
                </Typography>
                <Typography variant="body2" sx={{ flex: '0 1 auto' }}>
                  <Trans>
                    used {used} · left{' '}
                    <Box component="strong" sx={{ color: left === 0 ? 'error.main' : undefined }}>
                      {left}
                    </Box>{' '}
                    · course maximum {max} + extra {extra}
                  </Trans>
                </Typography>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setGranting(row)}
                  data-testid={`user-grant-tries-${index}`}
                >
                  <Trans>Grant exam tries</Trans>
                </Button>
              </Box>
            );
          })}
        </Stack>
      )}
      {granting ? (
        <GrantExamTriesDialog
          participant={{ ...granting, name: user.displayName }}
          maxTries={granting.course.examMaxTries}
          onClose={() => setGranting(null)}
        />
      ) : null}
    </Section>
  );
}
