import { matchPath } from 'react-router';
import { APP_BASE } from '../shared/brand';
import { APP_ROUTES, PAGES } from './routes';

/**
 * Starts downloading the code of the page at `pathname` (and Relay when it uses GraphQL) at
 * start-up, in parallel with the translations and the session check, instead of after them.
 */
export function preloadPage(pathname: string): void {
  const path = pathname.startsWith(APP_BASE) ? pathname.slice(APP_BASE.length) || '/' : pathname;
  const route = APP_ROUTES.find((r) => matchPath({ path: `/${r.path}`, end: true }, path));
  if (!route || route.server || route.redirect) return;
  const page = route.page ?? PAGES.comingSoon;
  void page.load().catch(() => {});
  if (page.relay) void import('./RelayRoot').catch(() => {});
}
