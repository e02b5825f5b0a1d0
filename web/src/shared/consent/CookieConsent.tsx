import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Link from '@mui/material/Link';
import { Trans } from '@lingui/react/macro';
import { closeConsentSettings, saveConsent, useConsentState } from './consent';

/** The switches of "Customize" (MUI's Switch and form controls) load when asked for. */
const ConsentDetails = lazy(() => import('./ConsentDetails'));

/** The cookie banner: shown until the visitor decides, and again from the footer's link. */
export function CookieConsent() {
  const { choice, settingsOpen } = useConsentState();
  if (choice && !settingsOpen) return null;
  // Remounted each time it opens, so the switches start from the saved choice.
  return <ConsentPanel initialAnalytics={choice?.analytics ?? false} reopened={settingsOpen} />;
}

function ConsentPanel({ initialAnalytics, reopened }: { initialAnalytics: boolean; reopened: boolean }) {
  const [showDetails, setShowDetails] = useState(reopened);
  const [analytics, setAnalytics] = useState(initialAnalytics);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (reopened) headingRef.current?.focus();
  }, [reopened]);

  return (
    <Paper
      component="section"
      role="region"
      aria-labelledby={headingId}
      elevation={8}
      data-testid="cookie-consent"
      sx={{
        position: 'fixed',
        insetInline: { xs: 8, sm: 24 },
        bottom: { xs: 8, sm: 24 },
        maxWidth: 760,
        mx: 'auto',
        p: { xs: 2, sm: 3 },
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        borderTop: 4,
        borderColor: 'primary.main',
      }}
    >
      <Typography id={headingId} ref={headingRef} tabIndex={-1} variant="h6" component="h2" gutterBottom>
        <Trans>Cookies</Trans>
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        <Trans>
          We use necessary cookies to keep you signed in and the site secure. With your consent we would also use
          analytics cookies to learn how the site is used. Read more in the{' '}
          <Link component={RouterLink} to="/privacy-policy">
            privacy policy
          </Link>
          .
        </Trans>
      </Typography>
      {showDetails ? (
        <Suspense fallback={null}>
          <ConsentDetails analytics={analytics} onAnalyticsChange={setAnalytics} />
        </Suspense>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {showDetails ? (
          <>
            {reopened ? (
              <Button onClick={closeConsentSettings}>
                <Trans>Close</Trans>
              </Button>
            ) : null}
            <Button variant="outlined" onClick={() => saveConsent(analytics)} data-testid="consent-save">
              <Trans>Save my choice</Trans>
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setShowDetails(true)} data-testid="consent-customize">
              <Trans>Customize</Trans>
            </Button>
            <Button variant="outlined" onClick={() => saveConsent(false)} data-testid="consent-necessary">
              <Trans>Necessary only</Trans>
            </Button>
          </>
        )}
        <Button variant="contained" onClick={() => saveConsent(true)} data-testid="consent-accept-all">
          <Trans>Accept all</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
