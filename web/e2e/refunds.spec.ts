import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';
import { waitForLink } from './support/mailbox.ts';
import { expectFitsWidth, expectNoSeriousViolations } from './support/page.ts';

/*
 * Refunds (issue 28): the admin refunds one line of a paid order by bank transfer, the refund is
 * done at once and its correction invoice is issued, and the guest buyer sees both; a guest pays
 * on the Przelewy24 simulator for an order the admin has just cancelled, the admin finds the
 * "refund needed" among the purchases that need attention and sends it back through Przelewy24,
 * and the buyer sees the refund and its e-mail. Each journey places its own guest order (a setup step through
 * the API, as checkout.spec.ts tests the checkout itself). English.
 */

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 300_000 });

const toast = (page: Page) => page.getByTestId('toast');

/** Two demo products for the orders (not the ones other journeys count the stock of). */
const MUG = { product: 'Kubek pilota drona', variant: 'Standard' };
const BATTERY = { product: 'Akumulator inteligentny 2450 mAh', variant: '1 sztuka' };

interface Placed {
  id: string;
  number: string;
  accessToken: string;
  paymentRedirectUrl: string | null;
  email: string;
}

/** A GraphQL call made by `page`'s browser (its cookies, with the CSRF token of its session). */
async function callApi<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { csrfToken } = (await (await page.request.get('/api/session')).json()) as { csrfToken?: string };
  const answer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken ?? '' },
    data: { query, variables },
  });
  const body = (await answer.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A guest's order of one mug and one battery, paid by `paymentType`, placed in `page`'s browser. */
async function placeGuestOrder(page: Page, paymentType: 'TRADITIONAL_TRANSFER' | 'PRZELEWY24_TRANSFER') {
  const email = `refund-${randomUUID().slice(0, 8)}@example.com`;
  type Catalogue = {
    products: { edges: { node: { name: string; variants: { id: string; name: string }[] } }[] };
    shippingMethods: { id: string }[];
  };
  const catalogue = await callApi<Catalogue>(
    page,
    `{ products(first: 100) { edges { node { name variants { id name } } } } shippingMethods { id } }`,
  );
  const variantId = ({ product, variant }: typeof MUG) => {
    const found = catalogue.products.edges.find((edge) => edge.node.name === product);
    const id = found?.node.variants.find((v) => v.name === variant)?.id;
    expect(id, `${product} / ${variant}`).toBeTruthy();
    return id;
  };
  const { placeOrder } = await callApi<{
    placeOrder: { accessToken: string; paymentRedirectUrl: string | null; purchase: { id: string; number: string } };
  }>(
    page,
    `mutation ($input: PlaceOrderInput!) {
      placeOrder(input: $input) { accessToken paymentRedirectUrl purchase { id number } }
    }`,
    {
      input: {
        idempotencyKey: randomUUID(),
        buyerType: 'INDIVIDUAL',
        cart: {
          productsMaterial: [
            { productVariantId: variantId(MUG), amount: 1 },
            { productVariantId: variantId(BATTERY), amount: 1 },
          ],
          productsVirtual: [],
        },
        name: 'Anna Zwrotna',
        streetAndNumber: 'Lotnicza 1',
        postalCode: '00-950',
        city: 'Warszawa',
        phone: '+48 600 100 200',
        email,
        paymentType,
        shippingMethodId: catalogue.shippingMethods[0]?.id,
        termsAccepted: true,
      },
    },
  );
  return { ...placeOrder.purchase, ...placeOrder, email } as Placed;
}

/** A page of its own (cookies, session) for another person of the journey. */
async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await skipCookieBanner(page);
  return page;
}

const adminDetails = (id: string) => `/app/admin/purchases/${encodeURIComponent(id)}/details`;
const guestDetails = (placed: Placed) =>
  `/app/purchases/${encodeURIComponent(placed.id)}/details?accessToken=${encodeURIComponent(placed.accessToken)}`;

/** Runs an admin action of the details page through its confirmation. */
async function act(page: Page, action: 'paid' | 'cancel', status: string) {
  await page.getByTestId(`purchase-action-${action}`).click();
  await page.getByTestId('confirm-dialog').getByTestId('confirm-dialog-confirm').click();
  await expect(page.getByTestId('confirm-dialog')).toBeHidden();
  await expect(page.getByTestId('purchase-status').first()).toHaveText(status);
}

test('the admin refunds one line of a paid order by bank transfer; a correction invoice follows', async ({
  page,
  browser,
}) => {
  const guest = await personPage(browser);
  const placed = await placeGuestOrder(guest, 'TRADITIONAL_TRANSFER');

  await skipCookieBanner(page);
  await signIn(page, 'admin@example.com');
  await page.goto(adminDetails(placed.id));
  await expect(page.getByRole('heading', { level: 1, name: `Purchase ${placed.number}` })).toBeVisible();
  // Not paid yet: nothing to refund, and no refunds.
  await expect(page.getByTestId('purchase-action-refund')).toHaveCount(0);
  await expect(page.getByTestId('refunds-none')).toBeVisible();
  await act(page, 'paid', 'Paid');
  await expect(page.getByTestId('invoice-number')).toBeVisible();

  // The dialog: nothing chosen, then too many units, are refused before sending.
  await page.getByTestId('purchase-action-refund').click();
  const dialog = page.getByTestId('refund-dialog');
  await expect(dialog).toBeVisible();
  const lines = dialog.getByTestId('refund-line-field');
  await expect(lines).toHaveCount(2);
  // Paid by bank transfer: Przelewy24 cannot give anything back.
  await expect(dialog.getByTestId('refund-method-przelewy24')).toHaveCount(0);
  await expect(dialog.getByTestId('refund-method-transfer')).toBeChecked();
  // Every line can be chosen (the API names each purchase line).
  await expect(dialog.getByTestId('refund-lines-unavailable')).toHaveCount(0);
  await dialog.getByTestId('refund-save').click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose at least one line (or the shipping) to refund');
  const mug = lines.filter({ hasText: MUG.product });
  const mugIndex = (await lines.allInnerTexts()).findIndex((text) => text.includes(MUG.product));
  await mug.getByRole('textbox').fill('3');
  await dialog.getByTestId('refund-save').click();
  await expect(mug.getByText('Enter a number from 0 to 1')).toBeVisible();

  // The mug's line, back to stock: the total is the line's amount.
  await mug.getByRole('textbox').fill('1');
  const lineAmount = (await dialog.getByTestId(`refund-line-amount-${mugIndex}`).innerText()).trim();
  await expect(dialog.getByTestId('refund-total')).toHaveText(lineAmount);
  await dialog.getByTestId('refund-restock').check();
  await dialog.getByTestId('refund-note').fill('The mug arrived broken.');
  await expectNoSeriousViolations(page);
  await shot(page, 'refund-dialog');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsWidth(page, 390);
  await shot(page, 'refund-dialog-390');
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByTestId('refund-save').click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText('Refund recorded');

  // Done at once, with its line, and the correction invoice of the amount.
  const refund = page.getByTestId('refund');
  await expect(refund).toHaveCount(1);
  await expect(refund.getByTestId('refund-status')).toHaveText('Refunded');
  await expect(refund.getByTestId('refund-amount')).toHaveText(lineAmount);
  await expect(refund.getByTestId('refund-line')).toContainText(MUG.product);
  await expect(refund).toContainText('Bank transfer');
  await expect(refund).toContainText('The mug arrived broken.');
  await expect(refund.getByTestId('refund-request')).toHaveCount(0);
  await expect(page.getByTestId('correction-invoice')).toHaveCount(1);
  await expect(page.getByTestId('correction-number')).toContainText(lineAmount);
  await expect(page.getByTestId('correction-pdf')).toHaveAttribute('href', /\/corrections\/.+\.pdf$/);
  const history = page.getByTestId('purchase-history');
  await expect(history.locator('[data-kind="REFUND_DONE"]')).toContainText(lineAmount);
  await expect(history.locator('[data-kind="CORRECTION_ISSUED"]')).toContainText('Correction invoice issued');
  await shot(page, 'refund-admin-details');
  // What is left (the battery) can still be refunded.
  await page.getByTestId('purchase-action-refund').click();
  await expect(page.getByTestId('refund-dialog').getByTestId('refund-line-field')).toHaveCount(1);
  await page.getByTestId('refund-dialog').getByRole('button', { name: 'Cancel' }).click();

  // The guest sees the refund and downloads the correction through the private link.
  await guest.goto(guestDetails(placed));
  await expect(guest.getByTestId('refund-status')).toHaveText('Refunded');
  await expect(guest.getByTestId('refunds-none')).toHaveCount(0);
  const pdf = guest.getByTestId('correction-pdf');
  await expect(pdf).toHaveAttribute('href', new RegExp(`accessToken=${encodeURIComponent(placed.accessToken)}`));
  const download = await guest.request.get((await pdf.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
  await guest.context().close();
});

test('money paid for a cancelled order: refund needed, sent back through Przelewy24', async ({ page, browser }) => {
  // The guest starts paying on the simulator's page…
  const guest = await personPage(browser);
  const placed = await placeGuestOrder(guest, 'PRZELEWY24_TRANSFER');
  expect(placed.paymentRedirectUrl).toBeTruthy();
  await guest.goto(placed.paymentRedirectUrl ?? '');
  await expect(guest).toHaveURL(/\/p24-simulator\//);

  // …while the admin cancels the order…
  await skipCookieBanner(page);
  await signIn(page, 'admin@example.com');
  await page.goto(adminDetails(placed.id));
  await act(page, 'cancel', 'Cancelled');

  // …then the guest pays: the money cannot pay a cancelled order, so a refund is needed.
  await guest.getByRole('button', { name: /Zapłać|Pay/ }).click();
  await expect(guest).toHaveURL(/\/app\/purchases\//);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('refund-status')).toHaveText('Refund needed', { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  const refund = page.getByTestId('refund');
  await expect(refund).toContainText('Paid for a cancelled order');
  await expect(refund).toContainText('Przelewy24');
  await expect(page.getByTestId('purchase-history').locator('[data-kind="REFUND_NEEDED"]')).toHaveCount(1);

  // It is among the purchases that need attention, marked.
  await page.goto('/app/admin/purchases');
  // The box shows what the address says: checked once the address has changed.
  await page.getByTestId('purchases-needs-attention').click();
  await expect(page).toHaveURL(/attention=1/);
  await expect(page.getByTestId('purchases-needs-attention')).toBeChecked();
  const row = page.getByRole('row').filter({ hasText: placed.number });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('purchase-needs-attention')).toBeVisible();
  await shot(page, 'refund-needs-attention');
  await row.getByTestId('purchase-link').click();

  // Sent back through Przelewy24 (confirmed first); the simulator completes it a moment later.
  await refund.getByTestId('refund-request').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('via Przelewy24');
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(toast(page)).toContainText('Refund requested from Przelewy24');
  await expect(refund.getByTestId('refund-status')).not.toHaveText('Refund needed');
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('refund-status')).toHaveText('Refunded', { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('refund-request')).toHaveCount(0);
  await shot(page, 'refund-online-done');

  // No longer in need of attention; the buyer sees the refund.
  await page.goto('/app/admin/purchases?attention=1');
  await expect(page.getByTestId('purchases-total')).toBeVisible();
  await expect(page.getByTestId('purchase-link').filter({ hasText: placed.number })).toHaveCount(0);
  await guest.goto(guestDetails(placed));
  await expect(guest.getByTestId('refund-status')).toHaveText('Refunded');
  await expect(guest.getByTestId('refund')).toContainText('Paid for a cancelled order');
  await shot(guest, 'refund-buyer');
  // …and is told by e-mail, in the order's language, that the money went back.
  await waitForLink(placed.email, /Zwrot [^\n]*zosta.{1,2} wykonany|The refund of [^\n]*has been completed/);
  await guest.context().close();
});
