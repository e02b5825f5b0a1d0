import { describe, expect, it } from 'vitest';
import type { Role } from '../shared/permissions';
import type { Session } from '../shared/session/session';
import { decide, visibleFor } from './guard';
import { accountMenu, canVisitPath, isCurrent, mainMenu, matchAppRoute } from './menu';
import { APP_ROUTES } from './routes';

const guest: Session = { status: 'guest', user: null, csrfToken: null };
const loading: Session = { status: 'loading', user: null, csrfToken: null };
const as = (role: Role): Session => ({
  status: 'signed-in',
  csrfToken: 't',
  user: { id: 'id', role, displayName: 'X' },
});
const route = (path: string) => {
  const found = matchAppRoute(path);
  if (!found) throw new Error(`no route for ${path}`);
  return found;
};
const outcome = (path: string, session: Session) => {
  const d = decide(route(path), session);
  return d.kind === 'redirect' ? d.to : d.kind;
};

/** Every route of spec section 2 (ids replaced by sample values). */
const SPEC_PATHS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/dashboards/default',
  '/page-not-found',
  '/unauthorized',
  '/invalid-access',
  '/login-redirect',
  '/home',
  '/courses',
  '/courses/special',
  '/courses/open',
  '/courses/specialized',
  '/courses/certified',
  '/special',
  '/open',
  '/specialized',
  '/certified',
  '/courses/1/details',
  '/shop',
  '/shop/products/1/details',
  '/cart',
  '/cart/checkout',
  '/purchases/1/details',
  '/faq',
  '/references',
  '/about-us',
  '/contact',
  '/thanks',
  '/consultation',
  '/about-exams',
  '/insurance',
  '/shop-terms',
  '/privacy-policy',
  '/consultation-terms',
  '/public-profiles-exchange',
  '/remote-uas',
  '/blog',
  '/blog/1',
  '/site/1',
  '/my-courses',
  '/courses/1/subjects',
  '/courses/1/subjects/2/lessons',
  '/courses/1/subjects/2/lessons/3/quiz',
  '/courses/1/exam-registration',
  '/exams',
  '/exams/1',
  '/exams/1/questions',
  '/courses/1/exercise-registration',
  '/exercises',
  '/exercises/1',
  '/certificates',
  '/account',
  '/purchases',
  '/resources',
  '/register-details',
  '/instructor/calendar',
  '/instructor/work-slot/1',
  '/seller/orders',
  '/admin/courses',
  '/admin/courses/1/details',
  '/admin/courses/1/subjects',
  '/admin/courses/1/subjects/2/lessons',
  '/admin/courses/1/subjects/2/lessons/3/details',
  '/admin/courses/1/subjects/2/lessons/3/questions',
  '/admin/courses/1/exam-questions',
  '/admin/courses/1/discount-coupons',
  '/admin/courses/1/users',
  '/admin/shop',
  '/admin/shop/products/1/details',
  '/admin/shop/products/1/discount-coupons',
  '/admin/shop/shipping-methods',
  '/admin/users',
  '/admin/users/1',
  '/admin/purchases',
  '/admin/purchases/1/details',
  '/admin/resource',
  '/admin/personnel/1/details',
  '/admin/reference/1/details',
  '/admin/blog',
  '/admin/blog/1',
  '/admin/mail',
];

describe('route table', () => {
  it('has every route of spec section 2, once', () => {
    for (const path of SPEC_PATHS) expect(matchAppRoute(path), path).toBeDefined();
    const ids = APP_ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('does not match unknown paths', () => {
    expect(matchAppRoute('/nope')).toBeUndefined();
    expect(matchAppRoute('/admin')).toBeUndefined();
  });
});

describe('guard', () => {
  it('sends a signed-out visitor of a protected page to sign-in', () => {
    expect(outcome('/account', guest)).toBe('login');
    expect(outcome('/my-courses', guest)).toBe('login');
    expect(outcome('/admin/mail', guest)).toBe('login');
  });

  it('sends a signed-in user without the permission to /unauthorized', () => {
    expect(outcome('/admin/mail', as('USER'))).toBe('/unauthorized');
    expect(outcome('/my-courses', as('B2B'))).toBe('/unauthorized');
    expect(outcome('/account', as('ADMIN'))).toBe('/unauthorized');
    expect(outcome('/seller/orders', as('INSTRUCTOR'))).toBe('/unauthorized');
  });

  it('sends excluded roles to /invalid-access (spec 2 exclusions)', () => {
    for (const path of [
      '/courses',
      '/courses/1/details',
      '/shop',
      '/cart',
      '/cart/checkout',
      '/shop/products/1/details',
      '/purchases/1/details',
    ]) {
      expect(outcome(path, as('ADMIN')), path).toBe('/invalid-access');
      expect(outcome(path, as('INSTRUCTOR')), path).toBe('/invalid-access');
      expect(outcome(path, as('USER')), path).toBe('allow');
      expect(outcome(path, guest), path).toBe('allow');
    }
    for (const path of [
      '/references',
      '/about-us',
      '/contact',
      '/thanks',
      '/consultation',
      '/about-exams',
      '/insurance',
    ]) {
      expect(outcome(path, as('ADMIN')), path).toBe('allow');
      expect(outcome(path, as('INSTRUCTOR')), path).toBe('allow');
    }
  });

  it('keeps a REGISTER user on /register-details, except the entry pages', () => {
    const register = as('REGISTER');
    for (const path of ['/home', '/faq', '/courses', '/about-us', '/account', '/admin/mail']) {
      expect(outcome(path, register), path).toBe('/register-details');
    }
    for (const path of ['/', '/dashboards/default', '/page-not-found', '/unauthorized', '/invalid-access', '/login']) {
      expect(outcome(path, register), path).toBe('allow');
    }
    expect(outcome('/register-details', register)).toBe('allow');
  });

  it('sends a registered user from /register-details home, a visitor to sign-in', () => {
    expect(outcome('/register-details', as('USER'))).toBe('/home');
    expect(outcome('/register-details', guest)).toBe('login');
  });

  it('waits for the session, except on entry pages', () => {
    expect(outcome('/home', loading)).toBe('wait');
    expect(outcome('/page-not-found', loading)).toBe('allow');
  });

  it('lets each role open its own pages', () => {
    expect(outcome('/my-courses', as('USER'))).toBe('allow');
    expect(outcome('/resources', as('B2B'))).toBe('allow');
    expect(outcome('/instructor/calendar', as('INSTRUCTOR'))).toBe('allow');
    expect(outcome('/seller/orders', as('SELLER'))).toBe('allow');
    expect(outcome('/admin/mail', as('ADMIN'))).toBe('allow');
    expect(outcome('/account', as('INSTRUCTOR'))).toBe('allow');
    // API clients (issue 30): a company its own at /api-clients, an admin every one under /admin.
    expect(outcome('/api-clients/abc', as('B2B'))).toBe('allow');
    expect(outcome('/admin/api-clients/abc', as('ADMIN'))).toBe('allow');
    expect(outcome('/api-clients', as('ADMIN'))).toBe('/unauthorized');
    expect(outcome('/admin/api-clients', as('B2B'))).toBe('/unauthorized');
    expect(outcome('/api-clients', as('USER'))).toBe('/unauthorized');
  });
});

describe('menu', () => {
  const roles: Role[] = ['USER', 'B2B', 'INSTRUCTOR', 'ADMIN', 'SELLER', 'REGISTER'];
  const sessions = [guest, ...roles.map(as)];

  it('only lists pages the visitor may open', () => {
    for (const session of sessions) {
      for (const link of [...mainMenu(session).flatMap((s) => s.links), ...accountMenu(session)]) {
        expect(visibleFor(route(link.to), session), `${session.user?.role ?? 'guest'} ${link.to}`).toBe(true);
      }
    }
  });

  it('shows each role its areas', () => {
    const groups = (session: Session) => mainMenu(session).map((s) => s.id);
    expect(groups(guest)).toEqual(['courses', 'shop', 'academy']);
    expect(groups(as('USER'))).toEqual(['courses', 'shop', 'learning', 'academy']);
    expect(groups(as('ADMIN'))).toEqual(['academy', 'admin']);
    expect(groups(as('INSTRUCTOR'))).toEqual(['instructor', 'academy']);
    expect(groups(as('REGISTER'))).toEqual([]);
    expect(
      mainMenu(as('ADMIN'))
        .find((s) => s.id === 'admin')
        ?.links.map((l) => l.to),
    ).toContain('/admin/mail');
    expect(accountMenu(as('USER')).map((l) => l.to)).toEqual(['/account', '/public-profile', '/purchases']);
    expect(accountMenu(as('INSTRUCTOR')).map((l) => l.to)).toEqual(['/account', '/public-profile']);
    expect(
      mainMenu(as('ADMIN'))
        .find((s) => s.id === 'admin')
        ?.links.map((l) => l.to),
    ).toEqual(
      expect.arrayContaining(['/admin/users', '/admin/resource', '/admin/public-profiles', '/admin/job-offers']),
    );
    expect(
      mainMenu(as('B2B'))
        .flatMap((s) => s.links)
        .map((l) => l.to),
    ).toEqual(expect.arrayContaining(['/resources', '/api-clients']));
    expect(
      mainMenu(as('ADMIN'))
        .find((s) => s.id === 'admin')
        ?.links.map((l) => l.to),
    ).toContain('/admin/api-clients');
    expect(accountMenu(guest)).toEqual([]);
  });

  it('links the course categories at the spec shortcuts, which forward to the filtered lists', () => {
    const courses = mainMenu(guest).find((s) => s.id === 'courses')?.links ?? [];
    expect(courses.map((l) => l.to)).toEqual(['/courses', '/special', '/open', '/specialized', '/certified']);
    for (const name of ['special', 'open', 'specialized', 'certified']) {
      expect(route(`/${name}`).redirect, name).toBe(`/courses/${name}`);
      expect(route(`/courses/${name}`).id, name).toBe(`courses-${name}`);
      expect(outcome(`/${name}`, guest), name).toBe('allow');
      expect(outcome(`/${name}`, as('ADMIN')), name).toBe('/invalid-access');
    }
    const open = courses.find((l) => l.to === '/open')!;
    expect(isCurrent(open, '/courses/open', '')).toBe(true);
    expect(isCurrent(open, '/courses/certified', '')).toBe(false);
  });

  it('checks paths with a query string', () => {
    expect(canVisitPath('/shop?category=ACCESSORY', guest)).toBe(true);
    expect(canVisitPath('/shop?category=ACCESSORY', as('ADMIN'))).toBe(false);
    expect(canVisitPath('/unknown', guest)).toBe(false);
  });
});
