import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { Trans } from '@lingui/react/macro';
import { AlertLinkButton } from '../../../shared/ui/AlertLinkButton';
import { CERTIFICATES_PATH } from './paths';
import type { SubjectState } from './progress';

/** After the last subject: congratulations, and where the certificate is. */
export function CourseFinishedNotice({ withoutExam }: { withoutExam: boolean }) {
  return (
    <Alert severity="success" icon={<WorkspacePremiumOutlinedIcon />} data-testid="course-finished">
      {withoutExam ? (
        <Trans>Congratulations! You have finished this course. Your certificate is in My certificates.</Trans>
      ) : (
        <Trans>
          Congratulations! You have finished this course. Your certificate is issued once you pass the exam.
        </Trans>
      )}
      <AlertLinkButton to={CERTIFICATES_PATH} testId="go-to-certificates">
        <Trans>My certificates</Trans>
      </AlertLinkButton>
    </Alert>
  );
}

/** A small heading line above a title ("Subject 2 · course"). */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Typography variant="overline" color="primary" sx={{ fontWeight: 700, lineHeight: 1.5, display: 'block' }}>
      {children}
    </Typography>
  );
}

export function SubjectStateChip({ state }: { state: SubjectState }) {
  if (state === 'completed') {
    return (
      <Chip
        size="small"
        color="success"
        variant="outlined"
        icon={<CheckCircleIcon />}
        label={<Trans>Completed</Trans>}
      />
    );
  }
  if (state === 'current') {
    return <Chip size="small" color="primary" icon={<PlayCircleOutlineIcon />} label={<Trans>Current</Trans>} />;
  }
  return <Chip size="small" variant="outlined" icon={<LockOutlinedIcon />} label={<Trans>Locked</Trans>} />;
}
