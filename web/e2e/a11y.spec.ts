import { expect, test, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot } from './support/auth.ts';
import { expectNoSeriousViolations } from './support/page.ts';

/* Accessibility (axe: no serious or critical violations) and the mobile layout. */

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
