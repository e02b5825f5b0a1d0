import { useEffect } from 'react';
import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { APP_BASE } from '../../../shared/brand';
import { Page } from '../../../shared/ui/Page';
import { useRouteMeta } from '../../../shared/navigation/routeMeta';
import { useLingui } from '@lingui/react';

/**
 * Sign-in, registration and password pages are answered by the server. When the SPA itself
 * navigated here, it hands over with a full-page navigation; when the browser loaded this
 * address and still got the SPA (the server did not answer it), a link is shown instead of a
 * redirect loop.
 */
export default function ServerRoutePage() {
  const location = useLocation();
  const meta = useRouteMeta();
  const { i18n } = useLingui();
  const target = `${APP_BASE}${location.pathname}${location.search}`;
  const cameFromApp = location.key !== 'default';

  useEffect(() => {
    if (cameFromApp) window.location.assign(target);
  }, [cameFromApp, target]);

  return (
    <Page title={meta ? i18n._(meta.title) : ''} maxWidth="sm">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          {cameFromApp ? <Trans>Redirecting…</Trans> : <Trans>This page is not available right now.</Trans>}
        </Typography>
        <Button variant="contained" href={target}>
          <Trans>Continue</Trans>
        </Button>
      </Stack>
    </Page>
  );
}
