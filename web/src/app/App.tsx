import { useCallback, useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { RelayEnvironmentProvider } from 'react-relay';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { i18n } from '../shared/i18n/i18n';
import { CanVisitContext } from '../shared/navigation/access';
import { createRelayEnvironment } from '../shared/relay/environment';
import { startSessionChecks, useSession } from '../shared/session/session';
import { ToastProvider } from '../shared/ui/toast';
import { canVisitPath } from './menu';
import { createAppRouter } from './router';
import { theme } from './theme';

const router = createAppRouter();

/** Providers: Lingui, MUI theme, Relay (one store per signed-in user), toasts, the router. */
export function App() {
  const session = useSession();
  useEffect(() => startSessionChecks(), []);

  // A new user (or signing out) gets a new, empty Relay store: nothing outlives the session.
  const storeOwner = session.user?.id ?? 'guest';
  const environment = useMemo(() => createRelayEnvironment(storeOwner), [storeOwner]);
  const canVisit = useCallback((path: string) => canVisitPath(path, session), [session]);

  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RelayEnvironmentProvider environment={environment}>
          <CanVisitContext.Provider value={canVisit}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </CanVisitContext.Provider>
        </RelayEnvironmentProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}
