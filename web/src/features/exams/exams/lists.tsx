import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '../../../shared/format';
import { MY_COURSES_PATH } from './paths';

/** Bookings per page of the learner's lists (my exams, my practice). */
export const MY_BOOKINGS_PAGE_SIZE = 20;

/**
 * The learner's bookings (exams, practice sessions), newest first: each row links to its page;
 * an empty list says how to get one and links to the courses; "Show more" loads the next page.
 */
export function BookingList<T extends { readonly id: string }>({
  rows,
  ariaLabel,
  empty,
  testIds,
  more,
  row,
}: {
  rows: readonly T[];
  ariaLabel: string;
  empty: ReactNode;
  testIds: { empty: string; more: string };
  more: { hasNext: boolean; isLoadingNext: boolean; loadNext: () => void };
  row: (item: T) => ReactNode;
}) {
  if (!rows.length) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }} data-testid={testIds.empty}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{empty}</Typography>
          <Button component={RouterLink} to={MY_COURSES_PATH} variant="contained" startIcon={<SchoolOutlinedIcon />}>
            <Trans>My courses</Trans>
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={ariaLabel}>
        {rows.map((item) => (
          <li key={item.id}>{row(item)}</li>
        ))}
      </Stack>
      {more.hasNext ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={more.loadNext} disabled={more.isLoadingNext} data-testid={testIds.more}>
            <Trans>Show more</Trans>
          </Button>
        </Box>
      ) : null}
    </>
  );
}

/** One booking of the list: course, date and place (and what follows them), the status line below. */
export function BookingRow({
  to,
  testId,
  status,
  courseTitle,
  startsAt,
  where,
  after,
  children,
}: {
  to: string;
  testId: string;
  status: string;
  courseTitle: string;
  startsAt: string;
  where: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component={RouterLink}
      to={to}
      data-testid={testId}
      data-status={status}
      sx={{
        p: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        textDecoration: 'none',
        color: 'inherit',
        transition: 'box-shadow 150ms',
        '&:hover, &:focus-visible': { boxShadow: 3 },
      }}
    >
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{courseTitle}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(startsAt)} · {where}
          {after}
        </Typography>
        {children}
      </Box>
      <ChevronRightIcon color="action" aria-hidden />
    </Paper>
  );
}
