import type { MessageDescriptor } from '@lingui/core';
import { matchPath } from 'react-router';
import type { Session } from '../shared/session/session';
import { visibleFor } from './guard';
import { APP_ROUTES, MENU_GROUPS, type AppRoute, type MenuGroupId } from './routes';

export interface MenuLink {
  key: string;
  /** App path (without /app) with the entry's query string. */
  to: string;
  label: MessageDescriptor;
  testId: string;
}

export interface MenuSection {
  id: MenuGroupId;
  label: MessageDescriptor;
  links: MenuLink[];
}

function linksFor(group: MenuGroupId, session: Session): MenuLink[] {
  const links: MenuLink[] = [];
  for (const route of APP_ROUTES) {
    if (!route.menu || !visibleFor(route, session)) continue;
    for (const entry of route.menu) {
      if (entry.group !== group) continue;
      links.push({
        key: `${route.id}${entry.search ?? ''}`,
        to: `/${route.path}${entry.search ?? ''}`,
        label: entry.label,
        testId: entry.testId,
      });
    }
  }
  return links;
}

/** The main menu for this session: groups in order, entries the visitor may open, empty groups dropped. */
export function mainMenu(session: Session): MenuSection[] {
  return MENU_GROUPS.map((group) => ({ ...group, links: linksFor(group.id, session) })).filter(
    (section) => section.links.length > 0,
  );
}

/** Entries of the account button's menu (my account, my purchases). */
export function accountMenu(session: Session): MenuLink[] {
  return linksFor('account', session);
}

/** The table's route for an app path such as '/courses/12/details' or '/shop?category=X'. */
export function matchAppRoute(path: string): AppRoute | undefined {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return APP_ROUTES.find((route) => matchPath({ path: `/${route.path}`, end: true }, pathname));
}

/** Whether the visitor may open the path now (unknown paths: no). */
export function canVisitPath(path: string, session: Session): boolean {
  const route = matchAppRoute(path);
  return route ? visibleFor(route, session) : false;
}

/** Whether a menu link is the page shown (same path, or the path it forwards to; same query string). */
export function isCurrent(link: MenuLink, pathname: string, search: string): boolean {
  const [path = '', query] = link.to.split('?');
  const target = matchAppRoute(path)?.redirect ?? path;
  return target === pathname && search === (query ? `?${query}` : '');
}
