/**
 * Every route pattern of the web app (web/src/app/routes.ts APP_ROUTES, relative to /app), so the
 * server can tell a real page from an unknown address and answer the latter with HTTP 404. The
 * list is written out once here (no build step, no import of the web code into the server); the
 * web unit test web/src/app/server-routes.test.ts fails as soon as it differs from APP_ROUTES, so
 * the two never drift: a new web route is added here in the same change.
 */
export const APP_ROUTE_PATHS: readonly string[] = [
  '',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'login-redirect',
  'dashboards/default',
  'page-not-found',
  'unauthorized',
  'certificates/verify/:token',
  'invalid-access',
  'home',
  'courses',
  'courses/special',
  'special',
  'courses/open',
  'open',
  'courses/specialized',
  'specialized',
  'courses/certified',
  'certified',
  'courses/:courseId/details',
  'shop',
  'shop/products/:productId/details',
  'cart',
  'cart/checkout',
  'purchases/:purchaseId/details',
  'about-us',
  'references',
  'about-exams',
  'insurance',
  'faq',
  'blog',
  'blog/:postId',
  'site/:postId',
  'consultation',
  'contact',
  'public-profiles-exchange',
  'exchange/orders',
  'exchange/orders/new',
  'exchange/orders/:orderId',
  'remote-uas',
  'thanks',
  'shop-terms',
  'privacy-policy',
  'consultation-terms',
  'my-courses',
  'courses/:courseId/subjects',
  'courses/:courseId/subjects/:subjectId/lessons',
  'courses/:courseId/subjects/:subjectId/lessons/:lessonId/quiz',
  'courses/:courseId/exam-registration',
  'exams',
  'exams/:examId',
  'exams/:examId/questions',
  'courses/:courseId/exercise-registration',
  'exercises',
  'exercises/:exerciseId',
  'certificates',
  'account',
  'public-profile',
  'purchases',
  'resources',
  'register-details',
  'instructor/calendar',
  'instructor/work-slot/:workSlotId',
  'seller/orders',
  'seller/orders/:purchaseId',
  'admin/courses',
  'admin/courses/:courseId/details',
  'admin/courses/:courseId/preview',
  'admin/courses/:courseId/subjects',
  'admin/courses/:courseId/subjects/:subjectId/lessons',
  'admin/courses/:courseId/subjects/:subjectId/lessons/:lessonId/details',
  'admin/courses/:courseId/subjects/:subjectId/lessons/:lessonId/questions',
  'admin/courses/:courseId/exam-questions',
  'admin/exam-results',
  'admin/courses/:courseId/discount-coupons',
  'admin/courses/:courseId/users',
  'admin/shop',
  'admin/shop/products/:productId/details',
  'admin/shop/products/:productId/preview',
  'admin/shop/products/:productId/discount-coupons',
  'admin/shop/shipping-methods',
  'admin/users',
  'admin/users/:userId',
  'admin/purchases',
  'admin/e-invoices',
  'admin/api-clients',
  'admin/api-clients/:clientId',
  'api-clients',
  'api-clients/:clientId',
  'admin/purchases/:purchaseId/details',
  'admin/resource',
  'admin/public-profiles',
  'admin/job-offers',
  'admin/job-offers/:orderId',
  'admin/personnel',
  'admin/personnel/:personnelId/details',
  'admin/reference',
  'admin/reference/:referenceId/details',
  'admin/blog',
  'admin/blog/:postId',
  'admin/pages',
  'admin/pages/:pageKey',
  'admin/questionnaires',
  'admin/consultations',
  'admin/mail',
];

/**
 * What each route parameter may be; a value of another form names no page, so the server answers
 * 404 as for an unknown address (service.ts). `row`: a row's id as the app's addresses carry it,
 * its UUID or a Relay global id of one (every table's key is a UUID); `row-or-new`: also `new`,
 * the editor of a new post, person or reference; `key`: any text, which the page itself looks up
 * (a site page's key; a certificate's verification code, which service.ts looks up too).
 * A parameter missing here is not checked (seo.test.ts fails until it is added).
 */
export const ROUTE_PARAMS: Readonly<Record<string, 'row' | 'row-or-new' | 'key'>> = {
  token: 'key',
  courseId: 'row',
  productId: 'row',
  purchaseId: 'row',
  postId: 'row-or-new',
  orderId: 'row',
  subjectId: 'row',
  lessonId: 'row',
  examId: 'row',
  exerciseId: 'row',
  workSlotId: 'row',
  userId: 'row',
  clientId: 'row',
  personnelId: 'row-or-new',
  referenceId: 'row-or-new',
  pageKey: 'key',
};

export interface RouteMatch {
  /** The matching pattern of APP_ROUTE_PATHS. */
  pattern: string;
  params: Record<string, string>;
}

/**
 * The route a path under /app belongs to (`/courses/x/details`, `courses/x/details/` and
 * `courses/x/details` alike), as React Router matches it: static segments before parameters, a
 * parameter matching one non-empty segment. Null: the web app has no such page.
 */
export function matchAppRoute(path: string): RouteMatch | null {
  const segments = path.split('/').filter(Boolean);
  let best: { match: RouteMatch; score: number } | null = null;
  for (const pattern of APP_ROUTE_PATHS) {
    const parts = pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    const ok = parts.every((part, i) => {
      const segment = segments[i]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(segment);
        return true;
      }
      score += 1;
      return part === segment;
    });
    if (ok && (!best || score > best.score)) best = { match: { pattern, params }, score };
  }
  return best?.match ?? null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
