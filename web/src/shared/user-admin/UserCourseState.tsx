import { graphql } from 'react-relay';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';

/**
 * What admins see of a user's course wherever they manage it (a course's participants, a user's
 * page): access, status, progress and exam tries. Lists spread it unmasked (`@relay(mask: false)`).
 */
export const userCourseStateFragment = graphql`
  fragment UserCourseState_userCourse on UserCourse {
    id
    createdAt
    accessUntil
    expired
    inProgress
    finishedAt
    completedSubjects
    subjectCount
    progressPercent
    hasExam
    examTriesUsed
    examTriesLeft
    extraExamTries
  }
`;

/** Access expired, in progress or finished. */
export function UserCourseStatusChip({
  state,
  testId,
}: {
  state: { expired: boolean; inProgress: boolean };
  /** On the in progress / finished chip. */
  testId: string;
}) {
  const { t } = useLingui();
  if (state.expired) return <Chip size="small" variant="outlined" color="warning" label={t`Access expired`} />;
  return state.inProgress ? (
    <Chip size="small" variant="outlined" color="info" label={t`In progress`} data-testid={testId} />
  ) : (
    <Chip size="small" variant="outlined" color="success" label={t`Finished`} data-testid={testId} />
  );
}

/** The progress bar, the percentage and the subjects done of all. */
export function UserCourseProgress({
  progress,
}: {
  progress: { progressPercent: number; completedSubjects: number; subjectCount: number };
}) {
  const { t } = useLingui();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={progress.progressPercent}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
        aria-label={t`Progress`}
      />
      <Typography variant="body2" sx={{ minWidth: 72, textAlign: 'right' }}>
        {progress.progressPercent}% ({progress.completedSubjects}/{progress.subjectCount})
      </Typography>
    </Box>
  );
}
