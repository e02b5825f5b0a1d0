import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ListItemIcon from '@mui/material/ListItemIcon';
import LogoutIcon from '@mui/icons-material/Logout';
import LoginIcon from '@mui/icons-material/Login';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_BASE } from '../../shared/brand';
import { ROLE_LABELS } from '../../shared/roles';
import { loginUrl, registerUrl, logout, useSession } from '../../shared/session/session';
import { accountMenu } from '../menu';
import { LazyMenu } from '../../shared/ui/LazyMenu';
import { visuallyHidden } from '../../shared/ui/visuallyHidden';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** Sign-in and registration links for visitors; the account menu (with logout) for users. */
export function AccountArea({ compact }: { compact: boolean }) {
  const { i18n } = useLingui();
  const session = useSession();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [leaving, setLeaving] = useState(false);

  if (session.status === 'loading') return null;

  if (session.status === 'guest') {
    const returnTo = `${APP_BASE}${location.pathname}${location.search}`;
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {compact ? null : (
          <Button color="inherit" href={registerUrl()} data-testid="register-button">
            <Trans>Create account</Trans>
          </Button>
        )}
        <Button
          variant="contained"
          color="primary"
          onClick={() => window.location.assign(loginUrl(returnTo))}
          startIcon={compact ? undefined : <LoginIcon />}
          data-testid="sign-in-button"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          <Trans>Sign in</Trans>
        </Button>
      </Box>
    );
  }

  const { user } = session;
  const links = accountMenu(session);
  const close = () => setAnchor(null);
  const onLogout = () => {
    close();
    setLeaving(true);
    void logout();
  };
  return (
    <>
      {/* Named by its content, "<name>, account menu": the visible name comes first (WCAG 2.5.3). */}
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'account-menu' : undefined}
        data-testid="account-menu-button"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={leaving}
        sx={{ gap: 1, px: 1, minWidth: 0 }}
      >
        <Avatar sx={{ width: 30, height: 30, fontSize: '0.8rem', bgcolor: 'primary.main' }} aria-hidden>
          {initials(user.displayName)}
        </Avatar>
        <Box
          component="span"
          sx={
            compact
              ? visuallyHidden
              : { maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
          }
        >
          {user.displayName}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          , <Trans>account menu</Trans>
        </Box>
      </Button>
      <LazyMenu id="account-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2" component="p">
            {user.displayName}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {i18n._(ROLE_LABELS[user.role])}
          </Typography>
        </Box>
        <Divider />
        {links.map((link) => (
          <MenuItem
            key={link.key}
            component={RouterLink}
            to={link.to}
            onClick={close}
            data-testid={`menu-${link.testId}`}
          >
            {i18n._(link.label)}
          </MenuItem>
        ))}
        {links.length ? <Divider /> : null}
        <MenuItem onClick={onLogout} data-testid="logout-button">
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <Trans>Sign out</Trans>
        </MenuItem>
      </LazyMenu>
    </>
  );
}
