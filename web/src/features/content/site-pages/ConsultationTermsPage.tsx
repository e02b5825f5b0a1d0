import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import { CallToAction } from './CallToAction';
import { SitePageView } from './SitePageView';

/** /consultation-terms: the terms of the free 15-minute consultation (the admin's text). */
export default function ConsultationTermsPage() {
  return (
    <SitePageView
      pageKey="CONSULTATION_TERMS"
      testId="consultation-terms-page"
      after={
        <CallToAction
          title={<Trans>Request a free consultation</Trans>}
          actions={
            <Button variant="contained" component={RouterLink} to="/consultation">
              <Trans>Request a call back</Trans>
            </Button>
          }
        />
      }
    />
  );
}
