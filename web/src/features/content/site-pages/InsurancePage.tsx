import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Trans } from '@lingui/react/macro';
import { CallToAction } from './CallToAction';
import { SitePageView } from './SitePageView';

/** /insurance: drone insurance and the informational premium tables (the admin's text). */
export default function InsurancePage() {
  return (
    <SitePageView
      pageKey="INSURANCE"
      testId="insurance-page"
      after={
        <Stack spacing={3}>
          <Alert severity="info" data-testid="insurance-informational">
            <Trans>
              The premiums above are informational. The price and the terms of a policy are those of the insurer’s
              offer.
            </Trans>
          </Alert>
          <CallToAction
            title={<Trans>Questions about insurance?</Trans>}
            actions={
              <Button variant="contained" component={RouterLink} to="/consultation">
                <Trans>Free consultation</Trans>
              </Button>
            }
          >
            <Trans>We will tell you which cover your flights need.</Trans>
          </CallToAction>
        </Stack>
      }
    />
  );
}
