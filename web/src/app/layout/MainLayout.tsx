import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useLingui } from '@lingui/react/macro';
import { useCartCount } from '../../shared/cart/useCart';
import { useSession } from '../../shared/session/session';
import { canVisitPath, mainMenu } from '../menu';
import { AccountArea } from './AccountArea';
import { DesktopMenu } from './DesktopMenu';
import { Footer } from './Footer';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';

/** The drawer (with MUI's modal, focus trap and transitions) loads when first opened. */
const MobileDrawer = lazy(() => import('./MobileDrawer'));

/** Header with the horizontal menu (a drawer below 1200 px), the page, the footer. */
export function MainLayout() {
  const { t } = useLingui();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const session = useSession();
  const sections = mainMenu(session);
  const cartCount = useCartCount();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After an in-app navigation, move focus to the new page (screen readers announce it).
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar position="sticky" color="secondary" component="header">
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 60, lg: 68 }, px: { xs: 1, sm: 2 } }}>
          {compact ? (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t`Open menu`}
              aria-expanded={drawerOpen ? 'true' : 'false'}
              aria-controls="main-drawer"
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              data-testid="menu-drawer-button"
            >
              <MenuIcon />
            </IconButton>
          ) : null}
          <Logo />
          {compact ? null : <DesktopMenu sections={sections} />}
          <Box sx={{ flexGrow: 1 }} />
          {canVisitPath('/cart', session) ? (
            <IconButton
              color="inherit"
              component={RouterLink}
              to="/cart"
              aria-label={cartCount ? t`Cart (${cartCount})` : t`Cart`}
              data-testid="cart-button"
            >
              <ShoppingCartOutlinedIcon />
              {cartCount ? (
                <Box
                  component="span"
                  aria-hidden
                  data-testid="cart-count"
                  sx={{
                    position: 'absolute',
                    top: 2,
                    right: 0,
                    minWidth: 18,
                    height: 18,
                    px: 0.5,
                    borderRadius: 9,
                    bgcolor: 'primary.main',
                    color: '#ffffff',
                    fontSize: '0.7rem',
                    fontWeight: 700,
                    lineHeight: '18px',
                    textAlign: 'center',
                  }}
                >
                  {cartCount > 99 ? '99+' : cartCount}
                </Box>
              ) : null}
            </IconButton>
          ) : null}
          <LanguageSwitch />
          <AccountArea compact={compact} />
        </Toolbar>
      </AppBar>
      {compact && drawerUsed ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} sections={sections} />
        </Suspense>
      ) : null}
      <Box
        component="main"
        id="main-content"
        ref={mainRef}
        tabIndex={-1}
        // At least a screen high: the footer starts below the fold and never jumps down when
        // the page's code and data arrive (it was the layout shift of every first visit).
        sx={{ flex: 1, minHeight: '100vh', outline: 'none', display: 'flex', flexDirection: 'column' }}
      >
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
