import { Navigate, Outlet, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router';
import { APP_BASE } from '../shared/brand';
import { CookieConsent } from '../shared/consent/CookieConsent';
import { AuthErrorNotice } from './AuthErrorNotice';
import { BareLayout } from './layout/BareLayout';
import { MainLayout } from './layout/MainLayout';
import { RouteError } from './RouteError';
import { RouteGate } from './RouteGate';
import { APP_ROUTES, type AppRoute } from './routes';

function toRouteObject(route: AppRoute): RouteObject {
  const element = <RouteGate route={route} />;
  return route.path === '' ? { index: true, element } : { path: route.path, element };
}

function Root() {
  return (
    <>
      <Outlet />
      <AuthErrorNotice />
      <CookieConsent />
      <ScrollRestoration />
    </>
  );
}

/** React Router (data router) built from the route table, under /app. */
export function createAppRouter() {
  const main = APP_ROUTES.filter((route) => route.layout !== 'bare').map(toRouteObject);
  const bare = APP_ROUTES.filter((route) => route.layout === 'bare').map(toRouteObject);
  return createBrowserRouter(
    [
      {
        element: <Root />,
        errorElement: <RouteError />,
        children: [
          {
            element: <MainLayout />,
            children: [
              {
                errorElement: <RouteError />,
                children: [...main, { path: '*', element: <Navigate to="/page-not-found" replace /> }],
              },
            ],
          },
          { element: <BareLayout />, children: [{ errorElement: <RouteError />, children: bare }] },
        ],
      },
    ],
    { basename: APP_BASE },
  );
}
