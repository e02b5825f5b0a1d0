import { useCallback, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { i18n } from '../shared/i18n/i18n';
import { CanVisitContext } from '../shared/navigation/access';
import { startSessionChecks, useSession } from '../shared/session/session';
import { ToastProvider } from '../shared/ui/toast';
import { canVisitPath } from './menu';
import { createAppRouter } from './router';
import { theme } from './theme';

const router = createAppRouter();

/**
 * Providers: Lingui, MUI theme, toasts, the router. Relay is provided per page by RelayRoot,
 * loaded only with the pages that use GraphQL, so public pages do not download it.
 */
export function App() {
  const session = useSession();
  useEffect(() => startSessionChecks(), []);
  const canVisit = useCallback((path: string) => canVisitPath(path, session), [session]);

  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <CanVisitContext.Provider value={canVisit}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </CanVisitContext.Provider>
      </ThemeProvider>
    </I18nProvider>
  );
}
