import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import { CallToAction } from './CallToAction';
import { SitePageView } from './SitePageView';

/**
 * /thanks: after a form is sent. `?from=contact` or `?from=consultation` says which, so the first
 * line confirms the right thing; the rest is the admin's text.
 */
export default function ThanksPage() {
  const [params] = useSearchParams();
  const from = params.get('from');
  return (
    <SitePageView
      pageKey="THANKS"
      testId="thanks-page"
      before={
        from === 'contact' ? (
          <Alert severity="success" data-testid="thanks-contact">
            <Trans>Your message has been sent. We reply on business days, Monday to Friday, 10:00–18:00.</Trans>
          </Alert>
        ) : from === 'consultation' ? (
          <Alert severity="success" data-testid="thanks-consultation">
            <Trans>Your request has been sent. We will call you back within 30 minutes on business days.</Trans>
          </Alert>
        ) : null
      }
      after={
        <CallToAction
          title={<Trans>What next?</Trans>}
          actions={
            <>
              <Button variant="contained" component={RouterLink} to="/courses">
                <Trans>See the courses</Trans>
              </Button>
              <Button variant="outlined" component={RouterLink} to="/home">
                <Trans>Go to the home page</Trans>
              </Button>
            </>
          }
        />
      }
    />
  );
}
