import { expect, test, type Browser, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot } from './support/auth.ts';
import { ADMIN, INSTRUCTOR, graphql, signedIn, warsawDate, type Lang } from './support/exams.ts';
import { expectNoSeriousViolations, seriousViolations, useLanguage } from './support/page.ts';

/*
 * Accessibility (axe: no serious or critical violations) on every page of every role, and the
 * mobile layout.
 */

test.use({ reducedMotion: 'reduce' });

test('home has no serious accessibility violations, with the cookie banner and after accepting it', async ({
  page,
}) => {
  await page.goto('/app/home');
  await expect(page.getByRole('heading', { name: 'Become a certified drone pilot' })).toBeVisible();
  const banner = page.getByTestId('cookie-consent');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { name: 'Cookies' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByTestId('consent-accept-all').click();
  await expect(banner).toBeHidden();
  await expectNoSeriousViolations(page);
  // The choice is kept.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Become a certified drone pilot' })).toBeVisible();
  await expect(banner).toBeHidden();
  await shot(page, 'a11y-home');
});

test('the provider sign-in page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/app/login');
  await expect(page).toHaveURL(/\/auth\//);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Also with the error summary shown.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'a11y-sign-in');
});

test('the registration page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/app/register');
  await expect(page).toHaveURL(/\/auth\//);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'a11y-register');
});

test.describe('at mobile width (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  async function expectNoHorizontalScroll(page: Page) {
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  }

  for (const lang of ['pl', 'en'] as const) {
    test(`home in ${lang.toUpperCase()} has a menu button opening the drawer and no horizontal scroll`, async ({
      page,
    }) => {
      await skipCookieBanner(page);
      await page.addInitScript((l) => localStorage.setItem('skypilot.language', l), lang);
      await page.goto('/app/home');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const hero = lang === 'pl' ? 'Zostań certyfikowanym pilotem drona' : 'Become a certified drone pilot';
      await expect(page.getByRole('heading', { name: hero })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousViolations(page);
      await shot(page, `a11y-mobile-home-${lang}`);

      const menuButton = page.getByTestId('menu-drawer-button');
      await expect(menuButton).toHaveAccessibleName(lang === 'pl' ? 'Otwórz menu' : 'Open menu');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('menu-group-courses')).toHaveCount(0); // no desktop menu
      await menuButton.click();
      const drawer = page.locator('#main-drawer');
      await expect(drawer.getByRole('navigation', { name: lang === 'pl' ? 'Menu główne' : 'Main menu' })).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer.getByTestId('menu-home')).toBeVisible();
      await expect(drawer.getByTestId('menu-courses')).toBeVisible();
      await expect(drawer.getByTestId('menu-register')).toBeVisible();
      await shot(page, `a11y-mobile-drawer-${lang}`);

      // A link closes the drawer and opens the page.
      await drawer.getByTestId('menu-faq').click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL('/app/faq');
      await expectNoHorizontalScroll(page);
      await page.goto('/app/home');
      await expect(page.getByRole('heading', { name: hero })).toBeVisible();
      await shot(page, `mobile-home-${lang}`);
    });
  }

  test('the open menu drawer is a named dialog with no serious accessibility violations', async ({ page }) => {
    await skipCookieBanner(page);
    await page.goto('/app/home');
    await page.getByTestId('menu-drawer-button').click();
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await shot(page, 'a11y-mobile-drawer-dialog');
  });
});

// ───────────────────────────── Every page of every role ─────────────────────────────

/**
 * A stop of a role's tour: an app address; a pattern, followed as the first matching link in the
 * content of the pages visited so far, the latest first (demo records as the screens list them);
 * or a step returning an address (one the API gives, or after an action on the page).
 */
type Stop = string | RegExp | ((page: Page) => Promise<string>);

/** Past the page's loading state: its heading shown, no spinner of the page or of a table left. */
async function contentShown(page: Page, path: string) {
  await expect(page, `${path} stays (no guard sends the role elsewhere)`).toHaveURL(
    (url) => url.pathname === new URL(path, url).pathname,
  );
  const main = page.locator('#main-content');
  await expect(main.locator('h1').first()).toBeVisible();
  await expect(
    main.locator('[role="status"] [role="progressbar"], .MuiDataGrid-overlay [role="progressbar"]'),
  ).toHaveCount(0);
}

/** Visits each stop in turn in the role's one browser context, checking every page with axe. */
async function tour(page: Page, stops: readonly Stop[]) {
  const linksSeen: string[][] = [];
  for (const stop of stops) {
    let path: string;
    if (typeof stop === 'string') path = stop;
    else if (stop instanceof RegExp) {
      const found = linksSeen
        .findLast((hrefs) => hrefs.some((href) => stop.test(href)))
        ?.find((href) => stop.test(href));
      expect(found, `a link matching ${stop} on the pages visited`).toBeDefined();
      path = found!;
    } else path = await stop(page);
    await test.step(path, async () => {
      await page.goto(path);
      await contentShown(page, path);
      const serious = await seriousViolations(page);
      // Soft: one run names every page with findings.
      expect.soft(serious, `${path}\n${JSON.stringify(serious, null, 2)}`).toEqual([]);
      linksSeen.push(
        await page
          .locator('#main-content a[href]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
      );
    });
  }
}

/** A visitor's context, or a role's, signed in once. */
async function roleContext(browser: Browser, email: string | null, lang: Lang): Promise<Page> {
  if (email) return signedIn(browser, email, lang);
  const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce', timezoneId: 'Europe/Warsaw' });
  const page = await context.newPage();
  await skipCookieBanner(page);
  await useLanguage(page, lang);
  return page;
}

/** The ids in app addresses are global ids, as the screens' links carry them. */
const ID = '[^/?]+';
const link = (pattern: string) => new RegExp(`^/app/${pattern}$`);

/**
 * Every route of web/src/app/routes.ts with a screen, each visited by a role that may open it (a
 * screen two roles share, such as the account page, once); the sign-in and registration pages
 * are the provider's, checked above.
 */
const TOURS: readonly { name: string; email: string | null; lang: Lang; stops: readonly Stop[] }[] = [
  {
    name: 'a visitor: catalogue and cart (Polish)',
    email: null,
    lang: 'pl',
    stops: [
      '/app/home',
      '/app/courses',
      '/app/courses/open',
      link(`courses/${ID}/details`),
      '/app/shop',
      link(`shop/products/${ID}/details`),
      async (page) => {
        await page.getByTestId('add-to-cart').click();
        await expect(page.getByTestId('cart-count')).toHaveText('1');
        return '/app/cart';
      },
      '/app/cart/checkout',
      '/app/public-profiles-exchange',
    ],
  },
  {
    name: 'a visitor: the academy’s pages and the error pages',
    email: null,
    lang: 'en',
    stops: [
      '/app/about-us',
      '/app/references',
      '/app/about-exams',
      '/app/insurance',
      '/app/faq',
      '/app/blog',
      link(`blog/${ID}`),
      async (page) => `/app/site/${new URL(page.url()).pathname.split('/').pop()}`,
      '/app/consultation',
      '/app/contact',
      '/app/remote-uas',
      '/app/thanks',
      '/app/shop-terms',
      '/app/privacy-policy',
      '/app/consultation-terms',
      '/app/dashboards/default',
      '/app/page-not-found',
      '/app/unauthorized',
      '/app/invalid-access',
      '/app/certificates/verify/no-such-token',
    ],
  },
  {
    name: 'a student',
    email: 'student@example.com',
    lang: 'en',
    stops: [
      '/app/my-courses',
      // The demo course the student is part-way through (seed/learning.ts): its first subjects are open.
      async (page) =>
        (await page
          .getByTestId('my-course-card')
          .filter({ hasText: 'A1/A3' })
          .first()
          .getByTestId('my-course-link')
          .getAttribute('href'))!,
      link(`courses/${ID}/subjects/${ID}/lessons`),
      link(`courses/${ID}/subjects/${ID}/lessons/${ID}/quiz`),
      link(`courses/${ID}/exam-registration`),
      link(`courses/${ID}/exercise-registration`),
      '/app/exams',
      link(`exams/${ID}`),
      '/app/exercises',
      link(`exercises/${ID}`),
      '/app/certificates',
      async (page) => {
        const { myCertificates } = await graphql<{ myCertificates: { verificationUrl: string | null }[] }>(
          page,
          '{ myCertificates { verificationUrl } }',
        );
        const url = myCertificates.find((c) => c.verificationUrl)?.verificationUrl;
        expect(url, 'a demo certificate with a verification page').toBeTruthy();
        return new URL(url!).pathname;
      },
      '/app/purchases',
      link(`purchases/${ID}/details`),
      '/app/account',
      '/app/public-profile',
      '/app/exchange/orders',
      link(`exchange/orders/(?!new)${ID}`),
      '/app/exchange/orders/new',
    ],
  },
  {
    name: 'a company',
    email: 'company@example.com',
    lang: 'en',
    stops: ['/app/resources', '/app/api-clients', link(`api-clients/${ID}`), '/app/account'],
  },
  {
    name: 'an instructor',
    email: INSTRUCTOR,
    lang: 'en',
    stops: [
      '/app/instructor/calendar',
      async (page) => {
        const { instructorWorkSlots } = await graphql<{ instructorWorkSlots: { id: string }[] }>(
          page,
          'query ($from: Date!, $to: Date!) { instructorWorkSlots(dateFrom: $from, dateTo: $to) { id } }',
          { from: warsawDate(-31), to: warsawDate(30) },
        );
        expect(instructorWorkSlots.length, 'a demo work slot').toBeGreaterThan(0);
        return `/app/instructor/work-slot/${encodeURIComponent(instructorWorkSlots[0]!.id)}`;
      },
    ],
  },
  {
    name: 'a seller',
    email: 'seller@example.com',
    lang: 'en',
    stops: ['/app/seller/orders', link(`seller/orders/${ID}`)],
  },
  {
    name: 'an admin: catalogue and courses',
    email: ADMIN,
    lang: 'en',
    stops: [
      '/app/admin/courses',
      link(`admin/courses/${ID}/details`),
      link(`admin/courses/${ID}/preview`),
      link(`admin/courses/${ID}/users`),
      link(`admin/courses/${ID}/exam-questions`),
      link(`admin/courses/${ID}/discount-coupons`),
      link(`admin/courses/${ID}/subjects`),
      link(`admin/courses/${ID}/subjects/${ID}/lessons`),
      link(`admin/courses/${ID}/subjects/${ID}/lessons/${ID}/details`),
      link(`admin/courses/${ID}/subjects/${ID}/lessons/${ID}/questions`),
      '/app/admin/shop',
      link(`admin/shop/products/${ID}/details`),
      link(`admin/shop/products/${ID}/preview`),
      link(`admin/shop/products/${ID}/discount-coupons`),
      '/app/admin/shop/shipping-methods',
      '/app/admin/exam-results',
    ],
  },
  {
    name: 'an admin: people, sales and content',
    email: ADMIN,
    lang: 'en',
    stops: [
      '/app/admin/users',
      link(`admin/users/${ID}`),
      '/app/admin/purchases',
      link(`admin/purchases/${ID}/details`),
      '/app/admin/e-invoices',
      '/app/admin/api-clients',
      link(`admin/api-clients/${ID}`),
      '/app/admin/resource',
      '/app/admin/public-profiles',
      '/app/admin/job-offers',
      link(`admin/job-offers/${ID}`),
      '/app/admin/personnel',
      link(`admin/personnel/(?!new/)${ID}/details`),
      '/app/admin/reference',
      link(`admin/reference/(?!new/)${ID}/details`),
      '/app/admin/blog',
      link(`admin/blog/(?!new$)${ID}`),
      '/app/admin/pages',
      link(`admin/pages/${ID}`),
      '/app/admin/questionnaires',
      '/app/admin/consultations',
      '/app/admin/mail',
    ],
  },
];

test.describe('every page of every role', () => {
  for (const { name, email, lang, stops } of TOURS) {
    test(`${name}: no serious accessibility violations`, async ({ browser }) => {
      const page = await roleContext(browser, email, lang);
      await tour(page, stops);
      await page.context().close();
    });
  }

  test('a newcomer completing the registration: no serious accessibility violations', async ({ browser }) => {
    const page = await roleContext(browser, 'newcomer@example.com', 'en');
    await tour(page, ['/app/register-details']);
    // The next step (nothing is saved before the last one).
    await page.getByTestId('account-type-PERSON').check();
    await page.getByTestId('register-next').click();
    await expect(page.getByTestId('register-step-2')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.context().close();
  });
});
