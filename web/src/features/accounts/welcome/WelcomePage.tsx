import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { Trans } from '@lingui/react/macro';
import { APP_BASE, PRODUCT_NAME } from '../../../shared/brand';
import { loginUrl, registerUrl, useSession } from '../../../shared/session/session';
import { Page } from '../../../shared/ui/Page';
import { HeroIllustration } from '../../../shared/ui/illustrations';
import { mustCompleteRegistration } from '../../../shared/permissions';

/** /dashboards/default: the welcome page, open to everyone. */
export default function WelcomePage() {
  const session = useSession();
  const role = session.user?.role;
  const displayName = session.user?.displayName;
  return (
    <Page title={<Trans>Welcome to {PRODUCT_NAME}</Trans>} maxWidth="lg">
      <Paper
        sx={{
          p: { xs: 3, md: 5 },
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
          alignItems: 'center',
        }}
        data-testid="welcome"
      >
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {displayName ? (
            <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
              <Trans>Hello, {displayName}!</Trans>
            </Typography>
          ) : null}
          <Typography>
            <Trans>
              Learn to fly drones safely and legally: theory online, practice with an instructor, exams and
              certificates, and equipment from our shop.
            </Trans>
          </Typography>
          {mustCompleteRegistration(role) ? (
            <Button variant="contained" component={RouterLink} to="/register-details">
              <Trans>Complete your registration</Trans>
            </Button>
          ) : session.status === 'signed-in' ? (
            <Button variant="contained" component={RouterLink} to="/home">
              <Trans>Go to the home page</Trans>
            </Button>
          ) : (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" href={loginUrl(`${APP_BASE}/home`)} data-testid="welcome-sign-in">
                <Trans>Sign in</Trans>
              </Button>
              <Button variant="outlined" href={registerUrl()}>
                <Trans>Create account</Trans>
              </Button>
              <Button component={RouterLink} to="/home">
                <Trans>Browse as a guest</Trans>
              </Button>
            </Stack>
          )}
        </Stack>
        <HeroIllustration variant="courses" />
      </Paper>
    </Page>
  );
}
