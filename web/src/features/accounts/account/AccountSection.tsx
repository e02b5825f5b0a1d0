import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * One section of the account page: a paper `section` (test id `account-{name}`) named by its
 * heading (`{name}-title`), with an optional grey introduction under the heading.
 */
export function AccountSection({
  name,
  state,
  title,
  titleGap = 1,
  intro,
  children,
}: {
  /** The heading's id is `{name}-title`. */
  name: string;
  /** The section's `data-state`, for the journeys. */
  state?: string;
  title: ReactNode;
  /** The space under the heading (theme spacing). */
  titleGap?: number;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      sx={{ p: { xs: 2, md: 4 } }}
      component="section"
      aria-labelledby={`${name}-title`}
      data-testid={`account-${name}`}
      data-state={state}
    >
      <Typography id={`${name}-title`} variant="h2" sx={{ fontSize: '1.3rem', mb: titleGap }}>
        {title}
      </Typography>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
