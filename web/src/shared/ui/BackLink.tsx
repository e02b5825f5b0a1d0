import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** The way back to a page's list, above its heading: an arrow and the list's name. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {children}
    </Link>
  );
}
