import { matchPath } from 'react-router';
import { APP_BASE } from '../shared/brand';
import { APP_ROUTES, PAGES } from './routes';

/**
 * Starts downloading the code of the page at `pathname` (and Relay when it uses GraphQL) at
 * start-up, in parallel with the translations and the session check, instead of after them;
 * a page that exports `prefetch` then starts its first query (before the first render).
 */
export function preloadPage(pathname: string, search = ''): void {
  const path = decodePath(pathname.startsWith(APP_BASE) ? pathname.slice(APP_BASE.length) || '/' : pathname);
  let params: Record<string, string | undefined> = {};
  const route = APP_ROUTES.find((r) => {
    const match = matchPath({ path: `/${r.path}`, end: true }, path);
    if (match) params = match.params;
    return match;
  });
  if (!route || route.server || route.redirect) return;
  const page = route.page ?? PAGES.comingSoon;
  void page
    .load()
    .then((module) => module.prefetch?.({ routeId: route.id, params, search }))
    .catch(() => {});
  if (page.relay) void import('./RelayRoot').catch(() => {});
}

/** The path's segments decoded, as the router decodes them before matching (so `params` are the page's). */
function decodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll('/', '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}
