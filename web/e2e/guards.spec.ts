import { expect, test, type Page } from '@playwright/test';
import { sessionOf, skipCookieBanner } from './support/accounts.ts';
import { DEMO_PASSWORD, shot, signIn } from './support/auth.ts';

/* Route guards (spec 2) and the menu per role, against the real session. */

const NO_ACCESS = 'You do not have access to this page.';

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

async function expectNoAccess(page: Page, path: '/app/unauthorized' | '/app/invalid-access') {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NO_ACCESS);
  await expect(page.getByTestId(path.slice('/app/'.length))).toBeVisible();
}

test('a signed-out visitor of a protected page signs in at the provider and comes back to it', async ({ page }) => {
  await page.goto('/app/my-courses');
  await expect(page).toHaveURL(/\/auth\//);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill('student@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/app/my-courses');
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  await expect(page).toHaveTitle('My courses | SkyPilot Academy');
  expect(await sessionOf(page)).toMatchObject({ authenticated: true, user: { role: 'USER' } });
  await shot(page, 'guards-return-after-sign-in');
});

test('a USER opening an admin page is sent to /app/unauthorized', async ({ page }) => {
  await signIn(page, 'student@example.com');
  await page.goto('/app/admin/courses');
  await expectNoAccess(page, '/app/unauthorized');
  await shot(page, 'guards-user-unauthorized');
});

test('an ADMIN opening the courses or the shop is sent to /app/invalid-access', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await page.goto('/app/courses');
  await expectNoAccess(page, '/app/invalid-access');
  await page.goto('/app/shop');
  await expectNoAccess(page, '/app/invalid-access');
  await shot(page, 'guards-admin-invalid-access');
});

test('an INSTRUCTOR opening the shop is sent to /app/invalid-access', async ({ page }) => {
  await signIn(page, 'instructor@example.com');
  await page.goto('/app/shop');
  await expectNoAccess(page, '/app/invalid-access');
  await shot(page, 'guards-instructor-invalid-access');
});

test('an INSTRUCTOR\'s home offers no Courses or Shop tab or card (they would lead to "no access")', async ({
  page,
}) => {
  await signIn(page, 'instructor@example.com');
  await page.goto('/app/home');
  await expect(page.getByTestId('hero-tab-exams')).toBeVisible();
  await expect(page.getByTestId('hero-exams')).toBeVisible();
  for (const id of ['hero-tab-courses', 'hero-tab-shop', 'feature-courses', 'feature-shop', 'hero-courses-cta']) {
    await expect(page.getByTestId(id), id).toHaveCount(0);
  }
  await shot(page, 'guards-instructor-home');
});

test('an unknown address shows "Page not found", for visitors and users alike', async ({ page }) => {
  await page.goto('/app/no-such-page');
  await expect(page).toHaveURL('/app/page-not-found');
  await expect(page.getByTestId('page-not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

  await signIn(page, 'seller@example.com');
  await page.goto('/app/no-such-page/deeper?x=1');
  await expect(page).toHaveURL('/app/page-not-found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found | SkyPilot Academy');
  await shot(page, 'guards-page-not-found');
});

test('an unknown address outside /app shows the app\'s "Page not found"; the API keeps its JSON 404', async ({
  page,
}) => {
  await page.goto('/nonexistent');
  await expect(page).toHaveURL('/app/page-not-found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const api = await page.request.get('/api/v1/nope', { headers: { accept: 'text/html' } });
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
});

test('a REGISTER user is kept on /app/register-details', async ({ browser }) => {
  // A fresh context: the seeded newcomer stays REGISTER (the registration is not completed).
  const context = await browser.newContext();
  const page = await context.newPage();
  await skipCookieBanner(page);
  await signIn(page, 'newcomer@example.com');
  await expect(page).toHaveURL('/app/register-details');
  for (const path of ['/app/account', '/app/home', '/app/my-courses']) {
    await page.goto(path);
    await expect(page).toHaveURL('/app/register-details');
    await expect(page.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  }
  await expect(page.getByTestId('register-step-1')).toBeVisible();
  await shot(page, 'guards-register-details');
  await context.close();
});

test('the ADMIN menu has the administration and no shop', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await expect(page).toHaveURL('/app/home');
  await page.getByTestId('menu-group-admin').click();
  await expect(page.getByTestId('menu-admin-courses')).toBeVisible();
  await expect(page.getByTestId('menu-admin-users')).toBeVisible();
  await expect(page.getByTestId('menu-admin-mail')).toBeVisible();
  await expect(page.getByTestId('menu-group-shop')).toHaveCount(0);
  await expect(page.getByTestId('menu-shop')).toHaveCount(0);
  await expect(page.getByTestId('menu-group-courses')).toHaveCount(0);
  await expect(page.getByTestId('menu-group-learning')).toHaveCount(0);
  await expect(page.getByTestId('cart-button')).toHaveCount(0);
  await page.getByTestId('menu-admin-users').click();
  await expect(page).toHaveURL('/app/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await shot(page, 'guards-menu-admin');
});

test('the USER menu has "My courses" and no administration', async ({ page }) => {
  await signIn(page, 'student@example.com');
  await expect(page).toHaveURL('/app/home');
  await expect(page.getByTestId('menu-group-shop')).toBeVisible();
  await expect(page.getByTestId('menu-group-admin')).toHaveCount(0);
  await page.getByTestId('menu-group-learning').click();
  const myCourses = page.getByTestId('menu-my-courses');
  await expect(myCourses).toHaveText('My courses');
  await expect(page.locator('[data-testid^="menu-admin"]')).toHaveCount(0);
  await myCourses.click();
  await expect(page).toHaveURL('/app/my-courses');
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  await shot(page, 'guards-menu-user');
});
