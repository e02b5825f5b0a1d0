import Button from '@mui/material/Button';
import CookieOutlinedIcon from '@mui/icons-material/CookieOutlined';
import { Trans } from '@lingui/react/macro';
import { openConsentSettings } from '../../../shared/consent/consent';
import { CallToAction } from './CallToAction';
import { SitePageView } from './SitePageView';

/** /privacy-policy: the privacy and cookie policy (the admin's text) and the way to change the cookie choice. */
export default function PrivacyPolicyPage() {
  return (
    <SitePageView
      pageKey="PRIVACY_POLICY"
      testId="privacy-policy-page"
      after={
        <CallToAction
          title={<Trans>Your cookie choice</Trans>}
          actions={
            <Button
              variant="contained"
              startIcon={<CookieOutlinedIcon />}
              onClick={openConsentSettings}
              data-testid="privacy-cookie-settings"
            >
              <Trans>Cookie settings</Trans>
            </Button>
          }
        >
          <Trans>
            Necessary cookies are always on; analytics cookies only with your consent. You can change it at any time.
          </Trans>
        </CallToAction>
      }
    />
  );
}
