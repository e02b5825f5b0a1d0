import { expect, test, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';
import { expectNoSeriousViolations, useLanguage } from './support/page.ts';

/*
 * Checkout (spec 2 /cart/checkout, 3 Checkout fields, 5, 8): a visitor buys a drone with a
 * traditional transfer; a student buys a course with Przelewy24 through the local simulator and
 * the purchase is paid; a company buys 3 seats of a course. PL and EN. Runs against the seeded
 * demo data; each journey buys something else, so they do not depend on one another.
 */

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

/** The demo drone's English name: this journey runs in English (products are named in the page's language). */
const DRONE = 'Sokół Pro 4K Drone';

async function addCourse(page: Page, title: string) {
  await page.goto('/app/courses');
  await page
    .getByTestId('course-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByTestId('course-link')
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByTestId('course-variant').first().getByTestId('add-to-cart').click();
  await expect(page.getByTestId('toast')).toBeVisible();
}

/** GraphQL as the signed-in browser (the session cookie and its CSRF token). */
async function graphql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const session = (await (await page.request.get('/api/session')).json()) as { csrfToken?: string };
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken ?? '' },
    data: { query, variables },
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

test('a visitor buys a drone with a traditional transfer, without an account (EN)', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/app/shop?kind=DRONE');
  await page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: DRONE, exact: true }) })
    .getByTestId('product-link')
    .click();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('toast')).toContainText('Product added to the cart');
  await page.getByTestId('cart-button').click();
  await page.getByTestId('cart-checkout').click();

  await expect(page).toHaveURL('/app/cart/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expectNoSeriousViolations(page);
  await page.getByTestId('checkout-as-guest').click();
  const form = page.getByTestId('checkout-form');
  await expect(form).toBeVisible();

  // The browser checks the fields first.
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('form-error')).toHaveText('Invalid form. Correct the marked fields');
  await page.getByTestId('field-name').fill('Jan Kowalski');
  await page.getByTestId('field-streetAndNumber').fill('Lotnicza 12/3');
  await page.getByTestId('field-postalCode').fill('00950');
  await page.getByTestId('field-city').fill('Warszawa');
  await page.getByTestId('field-phone').fill('+48 600 100 200');
  await page.getByTestId('field-email').fill(`guest-${Date.now()}@example.com`);
  await page.getByTestId('place-order').click();
  await expect(form.getByText('Enter the postal code as NN-NNN')).toBeVisible();
  await page.getByTestId('field-postalCode').fill('00-950');

  await expect(page.getByTestId('shipping-method').first()).toBeVisible();
  // Shipping methods are named in English too.
  await expect(page.getByTestId('shipping-method').filter({ hasText: 'InPost parcel locker' })).toBeVisible();
  await page.getByTestId('shipping-method').first().click();
  await expect(page.getByTestId('summary-shipping')).toBeVisible();
  await page.getByTestId('payment-TRADITIONAL_TRANSFER').check();
  await expect(page.getByTestId('payment-transfer-info')).toContainText('The transfer title is your order number');
  await page.getByTestId('terms-accepted').check();
  await shot(page, 'checkout-guest-en');
  await expectNoSeriousViolations(page);
  await page.getByTestId('place-order').click();

  // The guest's private details link: the order number, the bank account and the title.
  // The toast (3 s) is shown as the details page starts loading.
  await expect(page.getByTestId('toast')).toContainText('Order accepted');
  await expect(page).toHaveURL(/\/app\/purchases\/[^/]+\/details\?accessToken=/);
  await expect(page.getByTestId('purchase-status').first()).toHaveAttribute('data-status', 'PLACED');
  await expect(page.getByTestId('bank-account')).toContainText(/\d{4}/);
  const title = (await page.getByTestId('bank-title').textContent()) ?? '';
  expect(title).toMatch(/\d{4}\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.match(/\d{4}\/\d+/)?.[0] ?? '');
  // The order keeps the name the buyer saw.
  await expect(page.getByTestId('purchase-item').first()).toContainText(DRONE);
  // The cart is empty again.
  await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', 'Cart');
  await shot(page, 'checkout-guest-placed-en');
});

test('a student buys a course with Przelewy24 through the simulator and it is paid (PL)', async ({ page }) => {
  await useLanguage(page, 'pl');
  await signIn(page, 'student@example.com');
  await addCourse(page, 'Szkolenie STS-01 i STS-02 – scenariusze europejskie');
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-line-amount')).toHaveText('Ilość: 1');
  await page.getByTestId('cart-checkout').click();

  // Signed in: no choice, the account's data is filled in.
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  await expect(page.getByTestId('field-email')).toHaveValue('student@example.com');
  await expect(page.getByTestId('checkout-delivery')).toHaveCount(0);
  if (!(await page.getByTestId('field-streetAndNumber').inputValue())) {
    await page.getByTestId('field-streetAndNumber').fill('Polna 5');
    await page.getByTestId('field-postalCode').fill('30-001');
    await page.getByTestId('field-city').fill('Kraków');
  }
  if (!(await page.getByTestId('field-phone').inputValue())) await page.getByTestId('field-phone').fill('600700800');
  await page.getByTestId('payment-PRZELEWY24_TRANSFER').check();
  await page.getByTestId('terms-accepted').check();
  await shot(page, 'checkout-student-pl');
  await page.getByTestId('place-order').click();

  // The simulator's payment page; paying returns to the shop's purchase details.
  await expect(page).toHaveURL(/\/p24-simulator\//);
  await page.getByRole('button', { name: /Zapłać/ }).click();
  await expect(page).toHaveURL(/\/app\/purchases\/[^/]+\/details/);
  // The return address may carry the purchase's database id: the page takes the GraphQL id.
  const segment = decodeURIComponent(new URL(page.url()).pathname.split('/')[3] ?? '');
  const purchaseId = /^[0-9a-f-]{36}$/.test(segment) ? Buffer.from(`Purchase:${segment}`).toString('base64') : segment;
  // The notification arrives on its own: the details page shows PAID once it has.
  await page.goto(`/app/purchases/${encodeURIComponent(purchaseId)}/details`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('purchase-status').first()).toHaveAttribute('data-status', 'PAID', { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  const result = await graphql(page, 'query($id: ID!) { purchase(id: $id) { status containsCourses } }', {
    id: purchaseId,
  });
  expect(result.data?.purchase).toEqual({ status: 'PAID', containsCourses: true });
  await shot(page, 'checkout-student-paid-pl');
});

test('a company buys 3 seats of a course (EN)', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'company@example.com');
  await addCourse(page, 'NSTS training – national scenarios NSTS-01 to NSTS-08');
  await page.getByTestId('cart-button').click();
  const line = page.getByTestId('cart-line');
  await line.getByTestId('amount-increase').click();
  await expect(line.getByTestId('amount-input')).toHaveValue('2');
  await line.getByTestId('amount-increase').click();
  await expect(line.getByTestId('amount-input')).toHaveValue('3');
  await expect(page.getByTestId('cart-count')).toContainText('3');
  await page.getByTestId('cart-checkout').click();

  await expect(page.getByTestId('checkout-form')).toBeVisible();
  await expect(page.getByTestId('buyer-business')).toBeChecked();
  await expect(page.getByTestId('checkout-item')).toContainText('× 3');
  for (const [field, value] of [
    ['name', 'Dronex Sp. z o.o.'],
    ['invNip', '1234563218'],
    ['streetAndNumber', 'Przemysłowa 7'],
    ['postalCode', '60-100'],
    ['city', 'Poznań'],
    ['phone', '+48 61 100 20 30'],
  ] as const) {
    if (!(await page.getByTestId(`field-${field}`).inputValue())) await page.getByTestId(`field-${field}`).fill(value);
  }
  await page.getByTestId('payment-TRADITIONAL_TRANSFER').check();
  await page.getByTestId('terms-accepted').check();
  await shot(page, 'checkout-company-en');
  await page.getByTestId('place-order').click();

  await expect(page.getByTestId('toast')).toContainText('Order accepted');
  await expect(page).toHaveURL(/\/app\/purchases\/[^/]+\/details$/);
  await expect(page.getByTestId('purchase-item')).toContainText('3');
  await expect(page.getByTestId('bank-account')).toBeVisible();
});
