import { expect, test, type Browser, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';

/*
 * E-invoices (issue 29): the admin opens the e-invoices screen, sends the waiting invoices to
 * KSeF (the local simulator) at once and sees an accepted one with its KSeF number; finds the
 * demo's rejected invoice (the company's order with a mistyped NIP), corrects the NIP in
 * "Resend", sends it again and sees it accepted; the company then opens that order and sees the
 * KSeF number and the QR code of KOD I. English.
 */

test.use({ reducedMotion: 'reduce' });

/** The demo company's NIP (prisma/seed/ksef.ts mistypes its last digit on one order). */
const COMPANY_NIP = '5260250274';
const KSEF_NUMBER = /^5252248481-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/;

const rows = (page: Page) => page.getByTestId('e-invoice-row');
const withState = (page: Page, state: string) =>
  rows(page).filter({ has: page.locator(`[data-testid="e-invoice-status"][data-status="${state}"]`) });

async function sendNow(page: Page) {
  await page.getByTestId('e-invoices-send-now').click();
  await expect(page.getByTestId('e-invoices-report')).toContainText('Sending pass done');
}

async function personPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await skipCookieBanner(page);
  await signIn(page, email);
  return page;
}

test('the admin resends a rejected e-invoice with the NIP corrected; the company sees its KSeF number and QR', async ({
  page,
  browser,
}) => {
  await skipCookieBanner(page);
  await signIn(page, 'admin@example.com');
  await page.getByTestId('menu-group-admin').click();
  await page.getByTestId('menu-admin-e-invoices').click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-invoices' })).toBeVisible();
  await expect(page.getByTestId('ksef-overview')).toHaveAttribute('data-mode', 'simulator');

  await sendNow(page);
  await expect(withState(page, 'ACCEPTED').first().getByTestId('e-invoice-ksef-number')).toHaveText(KSEF_NUMBER);

  // The rejected one: KSeF's reason in the dialog, the mistyped NIP prefilled and refused.
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Rejected', exact: true }).click();
  await expect(page).toHaveURL(/status=REJECTED/);
  const rejected = rows(page).filter({ hasText: 'NIP 5260250275' }).first();
  await expect(rejected.getByTestId('e-invoice-status')).toHaveAttribute('data-status', 'REJECTED');
  const number = await rejected.getByTestId('e-invoice-document').innerText();
  const purchaseHref = await rejected.getByTestId('e-invoice-document').getAttribute('href');
  await rejected.getByTestId('e-invoice-resend').click();
  const dialog = page.getByTestId('e-invoice-resend-dialog');
  await expect(dialog.getByTestId('e-invoice-errors')).toContainText('450');
  const nip = dialog.getByTestId('e-invoice-buyer-nip');
  await expect(nip).toHaveValue('5260250275');
  await dialog.getByTestId('e-invoice-resend-save').click();
  await expect(dialog.getByText(/a NIP has 10 digits/)).toBeVisible();
  await nip.fill(COMPANY_NIP);
  await dialog.getByTestId('e-invoice-resend-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast')).toContainText(`Invoice ${number} queued for KSeF again`);

  // Queued again; the next pass (now) has it accepted.
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await page.getByRole('searchbox', { name: /^Search/ }).fill(number);
  await expect(rows(page)).toHaveCount(1);
  await sendNow(page);
  await expect(rows(page).getByTestId('e-invoice-status')).toHaveAttribute('data-status', 'ACCEPTED');
  await expect(rows(page).getByTestId('e-invoice-ksef-number')).toHaveText(KSEF_NUMBER);
  const ksefNumber = await rows(page).getByTestId('e-invoice-ksef-number').innerText();
  await shot(page, 'e-invoices-admin');

  // The company's order page: the KSeF number and the QR code with the number under it.
  const purchaseId = /\/admin\/purchases\/([^/]+)\/details/.exec(purchaseHref ?? '')?.[1];
  expect(purchaseId, purchaseHref ?? '').toBeTruthy();
  const company = await personPage(browser, 'company@example.com');
  await company.goto(`/app/purchases/${purchaseId}/details`);
  const ksef = company.getByTestId('invoice-ksef');
  await expect(ksef).toHaveAttribute('data-status', 'ACCEPTED');
  await expect(ksef.getByTestId('invoice-ksef-number')).toContainText(ksefNumber);
  await expect(ksef.getByTestId('ksef-qr').getByRole('img')).toBeVisible();
  await expect(ksef.getByTestId('ksef-qr-caption')).toHaveText(ksefNumber);
  await shot(company, 'e-invoices-company-order');
});
