import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A quiet panel under a page's text: a heading, a sentence and its buttons. */
export function CallToAction({
  title,
  children,
  actions,
  testId,
}: {
  title: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 3 }, bgcolor: 'action.hover', border: 0 }}
      data-testid={testId}
    >
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {title}
      </Typography>
      {children ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {children}
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        {actions}
      </Stack>
    </Paper>
  );
}
