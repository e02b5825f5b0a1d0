import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Trans } from '@lingui/react/macro';
import { Page } from './Page';

/** A page that only says something (not found, no access, coming soon) and leads back to the home page. */
export function MessagePage({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Page title={title} maxWidth="md">
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }} data-testid={testId}>
        {children}
        <Button variant="contained" component={RouterLink} to="/home">
          <Trans>Go to the home page</Trans>
        </Button>
      </Stack>
    </Page>
  );
}
