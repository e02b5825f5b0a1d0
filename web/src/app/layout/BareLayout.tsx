import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { Trans } from '@lingui/react/macro';
import { logout, useSession } from '../../shared/session/session';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';

/** "Without layout" pages (registration): the logo, the language and logout only. */
export function BareLayout() {
  const session = useSession();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar position="static" color="secondary" component="header">
        <Toolbar sx={{ gap: 1 }}>
          <Logo to="/register-details" />
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch />
          {session.status === 'signed-in' ? (
            <Button
              color="inherit"
              startIcon={<LogoutIcon />}
              onClick={() => void logout()}
              data-testid="logout-button"
            >
              <Trans>Sign out</Trans>
            </Button>
          ) : null}
        </Toolbar>
      </AppBar>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
