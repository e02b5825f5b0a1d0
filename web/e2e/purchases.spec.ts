import { expect, test, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';
import { expectFitsWidth } from './support/page.ts';

/*
 * The buyer's purchases (spec 2 /purchases, /purchases/{id}/details): the list, newest first,
 * with statuses in the reader's language (NO_PAID reads "Cancelled"), a purchase's lines,
 * totals, data and status history; a purchase the reader may not see is not found. The demo
 * purchases come from prisma/seed/purchases.ts.
 */

test.use({ reducedMotion: 'reduce' });

async function signInAs(page: Page, email: string) {
  await skipCookieBanner(page);
  await signIn(page, email);
}

test.describe('on a phone, in Polish', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // The app in Polish (the identity provider's pages stay in the browser's English).
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('skypilot.language', 'pl'));
  });

  test('a student reads their purchases as cards and opens a cancelled one', async ({ page }) => {
    await signInAs(page, 'student@example.com');
    await page.goto('/app/purchases');
    await expect(page.getByRole('heading', { level: 1, name: 'Moje zakupy' })).toBeVisible();
    const rows = page.getByTestId('purchase-row');
    expect(await rows.count()).toBeGreaterThanOrEqual(4);
    // Cards, not a table, and nothing wider than the phone.
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectFitsWidth(page, 390);

    // Newest first: the numbers of one year go down the list.
    const numbers = (await page.getByTestId('purchase-number').allInnerTexts()).map((n) => n.trim());
    expect(numbers).toEqual(numbers.toSorted().toReversed());
    await shot(page, 'purchases-phone-pl');

    const cancelled = rows.filter({ hasText: 'Anulowane' }).first();
    const number = (await cancelled.getByTestId('purchase-number').innerText()).trim();
    await cancelled.click();
    await expect(page.getByRole('heading', { level: 1, name: `Zamówienie ${number}` })).toBeVisible();
    await expect(page.getByTestId('purchase-status').first()).toHaveText('Anulowane');
    await expect(page.getByTestId('purchase-item').first()).toBeVisible();
    await expect(page.getByTestId('purchase-history')).toContainText('Złożone → Anulowane');
    // Nothing to pay for a cancelled order.
    await expect(page.getByTestId('purchase-bank-transfer')).toHaveCount(0);
    await expect(page.getByTestId('pay-online')).toHaveCount(0);
    await expectFitsWidth(page, 390);
    await shot(page, 'purchase-details-phone-pl');

    await page.getByRole('link', { name: 'Moje zakupy' }).first().click();
    await expect(page).toHaveURL(/\/app\/purchases$/);
  });
});

test('a student reads a completed purchase: lines, totals, buyer data and its history', async ({ page }) => {
  await signInAs(page, 'student@example.com');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByTestId('menu-purchases').click();
  await expect(page).toHaveURL(/\/app\/purchases$/);
  await expect(page.getByRole('table', { name: 'My purchases' })).toBeVisible();

  const completed = page.getByTestId('purchase-row').filter({ hasText: 'Completed' }).first();
  const number = (await completed.getByTestId('purchase-number').innerText()).trim();
  await completed.getByTestId('purchase-number').click();
  await expect(page).toHaveURL(/\/app\/purchases\/[^/]+\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: `Purchase ${number}` })).toBeVisible();
  await expect(page.getByTestId('purchase-status').first()).toHaveText('Completed');
  await expect(page.getByTestId('purchase-items').getByRole('columnheader', { name: 'Unit price' })).toBeVisible();
  await expect(page.getByTestId('purchase-total')).toHaveText(/PLN/);
  await expect(page.getByTestId('purchase-buyer')).toContainText('student@example.com');
  await expect(page.getByTestId('purchase-paid-at')).toBeVisible();
  await expect(page.getByTestId('purchase-history')).toContainText('Placed → Paid');
  await expect(page.getByTestId('purchase-history')).toContainText('→ Completed');
  // The paid purchase's VAT invoice downloads as a PDF.
  await expect(page.getByTestId('invoice-number')).toContainText('FV/');
  const pdf = await page.request.get((await page.getByTestId('invoice-pdf').getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  // Buyers have no actions.
  await expect(page.locator('[data-testid^="purchase-action-"]')).toHaveCount(0);
  await shot(page, 'purchase-details-desktop-en');

  // Back from Przelewy24 the address names the purchase by its database id: the page opens, paid.
  const globalId = decodeURIComponent(/\/purchases\/([^/]+)\/details/.exec(page.url())![1]!);
  const uuid = Buffer.from(globalId, 'base64')
    .toString('utf8')
    .replace(/^Purchase:/, '');
  await page.goto(`/app/purchases/${uuid}/details?payment=return`);
  await expect(page.getByRole('heading', { level: 1, name: `Purchase ${number}` })).toBeVisible();
  await expect(page.getByTestId('payment-confirmed')).toBeVisible();
  // A guest coming back has no private token in that address: a thank-you page points to the e-mail.
  await page.context().clearCookies();
  await page.goto(`/app/purchases/${uuid}/details?payment=return`);
  await expect(page.getByTestId('payment-returned-guest')).toBeVisible();
  await expect(page.getByTestId('purchase-details')).toHaveCount(0);
});

test('another buyer’s purchase, an unknown one or a wrong private link is not found', async ({ page }) => {
  // The company's purchase id, read by the admin.
  await signInAs(page, 'admin@example.com');
  await page.goto('/app/admin/purchases?q=company%40example.com');
  await page.getByTestId('purchase-link').first().click();
  await expect(page).toHaveURL(/\/app\/admin\/purchases\/[^/]+\/details$/);
  const id = /\/admin\/purchases\/([^/]+)\/details/.exec(page.url())![1]!;

  await page.context().clearCookies();
  // A guest without the token, with a wrong one, and an id that is no purchase.
  for (const path of [
    `/app/purchases/${id}/details`,
    `/app/purchases/${id}/details?accessToken=not-the-token`,
    '/app/purchases/UHVyY2hhc2U6MDAwMDAwMDAtMDAwMC00MDAwLTgwMDAtMDAwMDAwMDAwMDAw/details',
    '/app/purchases/nonsense/details',
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('page-not-found')).toBeVisible();
    await expect(page.getByTestId('purchase-details')).toHaveCount(0);
  }

  // The student is not the company.
  await signInAs(page, 'student@example.com');
  await page.goto(`/app/purchases/${id}/details`);
  await expect(page.getByTestId('page-not-found')).toBeVisible();
});
