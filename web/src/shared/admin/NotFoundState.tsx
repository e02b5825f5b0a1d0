import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AdminPage } from './AdminPage';

/** What an edit page shows for an id that does not (or no longer) exist. */
export function NotFoundState({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: ReactNode;
  message: ReactNode;
  backTo: string;
  backLabel: ReactNode;
}) {
  return (
    <AdminPage title={title} maxWidth="md">
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }} data-testid="not-found-state">
        <Typography sx={{ mb: 3 }}>{message}</Typography>
        <Button component={RouterLink} to={backTo} variant="contained" startIcon={<ArrowBackIcon />}>
          {backLabel}
        </Button>
      </Paper>
    </AdminPage>
  );
}
