import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { variantLabel } from './labels';

export interface SeatGroup {
  readonly course: { readonly id: string; readonly title: string };
  readonly variant: string | null | undefined;
  readonly courseVariantId: string | null | undefined;
  readonly total: number;
  readonly used: number;
  readonly free: number;
  readonly invited: number;
}

function Figure({ label, value, testId }: { label: React.ReactNode; value: number; testId: string }) {
  return (
    <Box sx={{ minWidth: 64 }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }} data-testid={testId}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/**
 * The company's seats per course variant (spec 2 /resources: seats bought, how many used): one
 * card each with bought, used, free and invited, and a way to list that course's free seats.
 */
export function SeatGroups({
  groups,
  onShowFree,
}: {
  groups: readonly SeatGroup[];
  onShowFree: (courseId: string) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Box
      component="ul"
      aria-label={t`Seats per course`}
      data-testid="seat-groups"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 4,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {groups.map((group, index) => {
        const title = group.course.title || t`(untitled)`;
        const percent = (count: number) => (group.total ? Math.round((count / group.total) * 100) : 0);
        return (
          <li key={`${group.course.id}:${group.courseVariantId ?? ''}`}>
            <Card
              variant="outlined"
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              data-testid={`seat-group-${index}`}
              data-course-variant-id={group.courseVariantId ?? ''}
              data-course-id={group.course.id}
            >
              <CardContent sx={{ flex: 1 }}>
                <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
                  {title}
                </Typography>
                {group.variant ? (
                  <Typography variant="body2" color="text.secondary">
                    {variantLabel(i18n, group.variant)}
                  </Typography>
                ) : null}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
                  <Figure label={<Trans>bought</Trans>} value={group.total} testId="seats-bought" />
                  <Figure label={<Trans>used</Trans>} value={group.used} testId="seats-used" />
                  <Figure label={<Trans>free</Trans>} value={group.free} testId="seats-free" />
                  <Figure label={<Trans>invited</Trans>} value={group.invited} testId="seats-invited" />
                </Box>
                {/* Used in full colour, invited lighter after it, free as the empty rest. */}
                <LinearProgress
                  variant="buffer"
                  value={percent(group.used)}
                  valueBuffer={percent(group.used + group.invited)}
                  sx={{
                    mt: 2,
                    height: 6,
                    borderRadius: 3,
                    bgcolor: 'action.hover',
                    '& .MuiLinearProgress-dashed': { display: 'none' },
                  }}
                  aria-label={t`Seats used: ${group.used} of ${group.total}`}
                />
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button size="small" onClick={() => onShowFree(group.course.id)} disabled={group.free === 0}>
                  <Trans>Show free seats</Trans>
                </Button>
              </CardActions>
            </Card>
          </li>
        );
      })}
    </Box>
  );
}
