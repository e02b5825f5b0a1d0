import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../shared/ui/Page';
import { SkyIllustration } from '../../shared/ui/illustrations';

/** 404: spec 8 'Page not found'. */
export default function NotFoundPage() {
  return (
    <Page title={<Trans>Page not found</Trans>} maxWidth="md">
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }} data-testid="page-not-found">
        <Typography>
          <Trans>The address may be mistyped, or the page has moved. The drone flew off course.</Trans>
        </Typography>
        <SkyIllustration variant="lost" />
        <Button variant="contained" component={RouterLink} to="/home">
          <Trans>Go to the home page</Trans>
        </Button>
      </Stack>
    </Page>
  );
}
