import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../shared/ui/Page';
import { useRouteMeta } from '../../shared/navigation/routeMeta';

/** /unauthorized and /invalid-access: spec 6 'You do not have access to this page.' */
export default function NoAccessPage() {
  const meta = useRouteMeta();
  return (
    <Page title={<Trans>You do not have access to this page.</Trans>} maxWidth="md">
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }} data-testid={meta?.id ?? 'no-access'}>
        <Typography color="text.secondary">
          <Trans>If you think you should have access, sign in with another account or contact us.</Trans>
        </Typography>
        <Button variant="contained" component={RouterLink} to="/home">
          <Trans>Go to the home page</Trans>
        </Button>
      </Stack>
    </Page>
  );
}
