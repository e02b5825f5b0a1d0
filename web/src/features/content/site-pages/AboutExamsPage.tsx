import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import { CallToAction } from './CallToAction';
import { SitePageView } from './SitePageView';

/** /about-exams: how the exams work (the admin's text), then the way to a course or a consultation. */
export default function AboutExamsPage() {
  return (
    <SitePageView
      pageKey="ABOUT_EXAMS"
      testId="about-exams-page"
      after={
        <CallToAction
          title={<Trans>Ready to prepare for the exam?</Trans>}
          actions={
            <>
              <Button variant="contained" component={RouterLink} to="/courses" data-testid="about-exams-courses">
                <Trans>See the courses</Trans>
              </Button>
              <Button
                variant="outlined"
                component={RouterLink}
                to="/consultation"
                data-testid="about-exams-consultation"
              >
                <Trans>Free consultation</Trans>
              </Button>
            </>
          }
        >
          <Trans>
            Choose a course that ends with the exam you need, or let us help you choose in a free 15-minute call.
          </Trans>
        </CallToAction>
      }
    />
  );
}
