import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled panel of the details page. */
export function DetailsSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
      data-testid={id}
    >
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
