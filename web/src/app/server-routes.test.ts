import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATHS, matchAppRoute } from '../../../server/modules/content/seo/app-routes';
import { APP_ROUTES } from './routes';

/**
 * The server answers an unknown address under /app with HTTP 404 (and serves SEO tags per
 * public route): it keeps its own copy of the route patterns, which must equal APP_ROUTES.
 */
describe("the server's list of web routes", () => {
  it('equals the paths of APP_ROUTES (add a new route to server/modules/content/seo/app-routes.ts too)', () => {
    const web = APP_ROUTES.map((route) => route.path);
    expect([...APP_ROUTE_PATHS].sort()).toEqual([...web].sort());
    expect(new Set(APP_ROUTE_PATHS).size).toBe(APP_ROUTE_PATHS.length);
  });

  it('matches static segments before parameters, like React Router', () => {
    expect(matchAppRoute('/courses/open')?.pattern).toBe('courses/open');
    expect(matchAppRoute('/courses/abc/details')).toEqual({
      pattern: 'courses/:courseId/details',
      params: { courseId: 'abc' },
    });
    expect(matchAppRoute('/exchange/orders/new')?.pattern).toBe('exchange/orders/new');
    expect(matchAppRoute('/home/')?.pattern).toBe('home');
    expect(matchAppRoute('/no-such-page')).toBeNull();
    expect(matchAppRoute('/courses/abc')).toBeNull();
  });
});
