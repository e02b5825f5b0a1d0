import { expect, test, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot } from './support/auth.ts';
import { expectNoSeriousViolations, useLanguage } from './support/page.ts';

/*
 * The cart (spec 2 /cart, 3 Cart, 4, 5, 8, 9): kept in the browser under the spec's keys,
 * rebuilt by the server after every change; toasts on adding; the header count; a course needs
 * an account (sign-in keeps the cart); an unknown discount code; PL and EN; a phone viewport.
 * Runs against the seeded demo data.
 */

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

/** The demo drone's English name: this journey runs in English (products are named in the page's language). */
const DRONE = 'Sokół Pro 4K Drone';
const COURSE_PL = 'Kurs A1/A3 online – kategoria otwarta';

async function openDrone(page: Page) {
  await page.goto('/app/shop?kind=DRONE');
  await page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: DRONE, exact: true }) })
    .getByTestId('product-link')
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRONE);
}

test('a visitor adds a drone, changes the amount, and the cart is kept and priced by the server (EN)', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/app/cart');
  await expect(page.getByTestId('cart-empty')).toContainText('Your cart is empty');
  await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', 'Cart');

  await openDrone(page);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('toast')).toContainText('Product added to the cart');
  await expect(page.getByTestId('cart-count')).toContainText('1');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toContainText('2');

  // The spec's storage keys and version.
  const stored = await page.evaluate(() => ({
    material: window.localStorage.getItem('cart-material'),
    version: window.localStorage.getItem('storage-version'),
  }));
  expect(stored.version).toBe('1.0.15');
  expect(JSON.parse(stored.material ?? '[]')).toEqual([{ productVariantId: expect.any(String), amount: 2 }]);

  await page.getByTestId('cart-button').click();
  await expect(page).toHaveURL('/app/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('cart-line-name')).toHaveText(DRONE);
  await expect(line.getByTestId('amount-input')).toHaveValue('2');
  await expect(line.getByTestId('omnibus-note')).toContainText('Lowest price in the 30 days');
  const totalBefore = await page.getByTestId('summary-total').textContent();
  await line.getByTestId('amount-increase').click();
  await expect(line.getByTestId('amount-input')).toHaveValue('3');
  await expect(page.getByTestId('summary-total')).not.toHaveText(totalBefore ?? '');
  await expect(page.getByTestId('summary-vat-row')).toHaveCount(1);
  await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', 'Cart (3)');

  // Kept across a reload; an unknown discount code is refused with the spec's message.
  await page.reload();
  await expect(page.getByTestId('cart-line').getByTestId('amount-input')).toHaveValue('3');
  await page.getByTestId('discount-code-input').fill('NO-SUCH-CODE');
  await page.getByTestId('discount-code-apply').click();
  await expect(page.getByTestId('discount-code-result')).toHaveText("Discount code doesn't exist");
  await expect(page.getByTestId('cart-checkout')).toBeEnabled();
  await shot(page, 'cart-en');
  await expectNoSeriousViolations(page);

  // A stock above what is left blocks the order with the spec's message.
  await page.getByTestId('cart-line').getByTestId('amount-input').fill('999');
  await page.getByTestId('cart-line').getByTestId('amount-input').press('Enter');
  await expect(page.getByTestId('cart-line')).toHaveAttribute('data-available', 'false');
  await expect(page.getByTestId('cart-blocker')).toHaveText(
    "Cannot place an order because some products are unavailable or there isn't enough to satisfy this order",
  );
  await expect(page.getByTestId('cart-checkout')).toHaveAttribute('aria-disabled', 'true');

  await page.getByTestId('cart-line-remove').click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

test('a demo discount code takes PLN 150 off the Orlik drone (EN)', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/app/shop?kind=DRONE');
  await page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: 'Orlik Mini 2 Drone', exact: true }) })
    .getByTestId('product-link')
    .click();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toContainText('1');
  await page.getByTestId('cart-button').click();
  await page.getByTestId('discount-code-input').fill('ORLIK150');
  await page.getByTestId('discount-code-apply').click();
  await expect(page.getByTestId('discount-code-result')).toHaveAttribute('data-status', 'APPLIED');
  await expect(page.getByTestId('discount-code-result')).toContainText('150.00');
});

test('a cart holding a course asks a visitor to sign in, on a phone (PL)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'pl');
  await page.goto('/app/courses');
  await page
    .getByTestId('course-card')
    .filter({ has: page.getByRole('heading', { name: COURSE_PL, exact: true }) })
    .getByTestId('course-link')
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE_PL);
  await page.getByTestId('course-variant').first().getByTestId('add-to-cart').click();
  await expect(page.getByTestId('toast')).toContainText('Kurs dodany do koszyka');
  await expect(page.getByTestId('cart-count')).toContainText('1');

  await page.getByTestId('cart-button').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Koszyk');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line-amount')).toHaveText('Ilość: 1');
  await expect(page.getByTestId('cart-sign-in')).toBeVisible();
  await expect(page.getByTestId('cart-checkout')).toHaveAttribute('aria-disabled', 'true');

  await page.getByTestId('discount-code-input').fill('NIE-MA-TAKIEGO');
  await page.getByTestId('discount-code-apply').click();
  await expect(page.getByTestId('discount-code-result')).toHaveText('Kod rabatowy nie istnieje');
  // Nothing runs off the side of a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'cart-course-mobile-pl');
  await expectNoSeriousViolations(page);

  // Signing in keeps the cart and leads to the checkout.
  await page.getByTestId('cart-sign-in-button').click();
  await expect(page).toHaveURL(/\/auth\//);
  const returnTo = await page.evaluate(() => window.localStorage.getItem('cart-virtual'));
  expect(JSON.parse(returnTo ?? '[]')).toHaveLength(1);
});
