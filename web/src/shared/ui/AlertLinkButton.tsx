import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** A link under an alert's text, as a small outlined button in the alert's colour. */
export function AlertLinkButton({ to, testId, children }: { to: string; testId: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 1 }}>
      <Button component={RouterLink} to={to} variant="outlined" color="inherit" size="small" data-testid={testId}>
        {children}
      </Button>
    </Box>
  );
}
