import { Suspense, lazy, useEffect } from 'react';
import { Navigate } from 'react-router';
import { useLingui } from '@lingui/react';
import { pageTitle } from '../shared/brand';
import { RouteMetaContext } from '../shared/navigation/routeMeta';
import { loginUrl, useSession } from '../shared/session/session';
import { PageLoader } from '../shared/ui/PageLoader';
import { decide } from './guard';
import { PAGES, type AppRoute } from './routes';

const RelayRoot = lazy(() => import('./RelayRoot'));

/**
 * Renders one route of the table behind its guard: waits for the session, sends a signed-out
 * visitor of a protected page to the server's sign-in (full-page navigation, also when the
 * session disappears while the page is open), redirects wrong roles, sets the page title.
 */
export function RouteGate({ route }: { route: AppRoute }) {
  const { i18n } = useLingui();
  const session = useSession();
  const decision = decide(route, session);
  const title = i18n._(route.title);

  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  useEffect(() => {
    if (decision.kind === 'login') window.location.assign(loginUrl());
  }, [decision.kind]);

  // Start downloading the page while the session is checked.
  useEffect(() => {
    void (route.page ?? PAGES.comingSoon).load().catch(() => {});
  }, [route.page]);

  if (decision.kind === 'wait' || decision.kind === 'login') return <PageLoader />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (route.redirect) return <Navigate to={route.redirect} replace />;

  const page = route.server ? PAGES.serverRoute : (route.page ?? PAGES.comingSoon);
  const Page = page.Component;
  return (
    <RouteMetaContext.Provider value={{ id: route.id, title: route.title }}>
      <Suspense fallback={<PageLoader />}>
        {page.relay ? (
          <RelayRoot>
            <Page />
          </RelayRoot>
        ) : (
          <Page />
        )}
      </Suspense>
    </RouteMetaContext.Provider>
  );
}
