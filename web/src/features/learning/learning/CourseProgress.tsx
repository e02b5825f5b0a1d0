import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { clampPercent } from './progress';

/** A course's progress: a labelled bar with the percent, and the completed subjects out of all. */
export function CourseProgress({
  percent,
  completed,
  total,
  testId = 'course-progress',
}: {
  percent: number;
  completed: number;
  total: number;
  testId?: string;
}) {
  const { t } = useLingui();
  const value = clampPercent(percent);
  return (
    <Box data-testid={testId}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          <Trans>
            {completed} of {total} subjects completed
          </Trans>
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid={`${testId}-percent`}>
          {value}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={t`Course progress`}
        color={value >= 100 ? 'success' : 'primary'}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
