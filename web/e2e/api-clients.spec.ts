import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';
import { expectNoSeriousViolations } from './support/page.ts';

/*
 * Integrators (issue 30): the admin registers an API client with the purchases scope and sees
 * its secret once (with the curl line that gets a token), subscribes a webhook to "Purchase
 * paid" pointing at a receiver this test runs on 127.0.0.1, confirms the payment of a guest's
 * order, and the client's delivery log shows the delivery delivered (the sending job runs every
 * 10 s) with the body and the receiver's answer; the receiver got the request signed with the
 * webhook's secret (Standard Webhooks). English.
 */

test.use({ reducedMotion: 'reduce' });

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook endpoint on a free port of 127.0.0.1: answers 204 and keeps what it got. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/academy/webhooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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

/** A guest's order of one mug, waiting for a bank transfer (a setup step through the API, as refunds.spec.ts). */
async function placeGuestOrder(page: Page): Promise<{ id: string; number: string }> {
  type Catalogue = {
    products: { edges: { node: { name: string; variants: { id: string; name: string }[] } }[] };
    shippingMethods: { id: string }[];
  };
  const catalogue = await callApi<Catalogue>(
    page,
    `{ products(first: 100) { edges { node { name variants { id name } } } } shippingMethods { id } }`,
  );
  const mug = catalogue.products.edges.find((edge) => edge.node.name === 'Kubek pilota drona');
  const variantId = mug?.node.variants.find((variant) => variant.name === 'Standard')?.id;
  expect(variantId, 'the demo mug').toBeTruthy();
  const { placeOrder } = await callApi<{ placeOrder: { purchase: { id: string; number: string } } }>(
    page,
    `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { purchase { id number } } }`,
    {
      input: {
        idempotencyKey: randomUUID(),
        buyerType: 'INDIVIDUAL',
        cart: { productsMaterial: [{ productVariantId: variantId, amount: 1 }], productsVirtual: [] },
        name: 'Jan Integracyjny',
        streetAndNumber: 'Lotnicza 1',
        postalCode: '00-950',
        city: 'Warszawa',
        phone: '+48 600 100 200',
        email: `webhook-${randomUUID().slice(0, 8)}@example.com`,
        paymentType: 'TRADITIONAL_TRANSFER',
        shippingMethodId: catalogue.shippingMethods[0]?.id,
        termsAccepted: true,
      },
    },
  );
  return placeOrder.purchase;
}

test('the admin registers an API client, subscribes a webhook to “Purchase paid” and sees the signed delivery', async ({
  page,
  browser,
}) => {
  const receiver = await startReceiver();
  try {
    const guestContext = await browser.newContext({ locale: 'en-US' });
    const placed = await placeGuestOrder(await guestContext.newPage());
    await guestContext.close();

    await skipCookieBanner(page);
    await signIn(page, 'admin@example.com');
    await page.getByTestId('menu-group-admin').click();
    await page.getByTestId('menu-admin-api-clients').click();
    await expect(page.getByRole('heading', { level: 1, name: 'API clients' })).toBeVisible();

    // Register: a name and the purchases scope; the ID and secret are shown once.
    const name = `Accounting ${randomUUID().slice(0, 6)}`;
    await page.getByTestId('api-client-register').first().click();
    const register = page.getByTestId('api-client-register-dialog');
    await register.getByTestId('api-client-name').fill(name);
    await register.getByRole('checkbox', { name: /Purchases and invoices \(all\)/ }).check();
    await register.getByTestId('api-client-register-save').click();
    const created = page.getByTestId('api-client-secret-dialog');
    await expect(created.getByTestId('secret-warning')).toContainText('shown only this once');
    const clientId = await created.getByTestId('new-client-id').innerText();
    const secret = await created.getByTestId('new-client-secret').innerText();
    expect(clientId).toMatch(/^ac_/);
    expect(secret).toMatch(/^acs_/);
    await expect(created.getByTestId('token-example')).toContainText(`curl -u ${clientId}:${secret}`);
    await expect(created.getByTestId('token-example')).toContainText('grant_type=client_credentials');
    // Only its button closes it: a secret is not lost by a slip.
    await page.keyboard.press('Escape');
    await expect(created).toBeVisible();
    await created.getByTestId('api-client-secret-dialog-done').click();

    // The client's page: its ID and scope, and no secret any more.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('api-client-client-id')).toHaveText(clientId);
    await expect(page.getByTestId('section-api-client').locator('[data-scope="manage:purchase:any"]')).toHaveText(
      'Purchases and invoices (all)',
    );
    await expect(page.getByText(secret)).toHaveCount(0);
    const clientPage = new URL(page.url()).pathname;

    // A webhook for "Purchase paid" at the receiver (a loopback address: the admin allows it).
    await page.getByTestId('webhook-add').click();
    const add = page.getByTestId('webhook-add-dialog');
    await add.getByTestId('webhook-url').fill(receiver.url);
    await add.getByRole('checkbox', { name: /Purchase paid/ }).check();
    await add.getByTestId('webhook-allow-private').check();
    await add.getByTestId('webhook-add-save').click();
    const signing = page.getByTestId('webhook-secret-dialog');
    const signingSecret = await signing.getByTestId('webhook-secret').innerText();
    expect(signingSecret).toMatch(/^whsec_/);
    await signing.getByTestId('webhook-secret-dialog-done').click();
    const webhook = page.getByTestId('webhook-row');
    await expect(webhook).toHaveCount(1);
    await expect(webhook.getByTestId('webhook-url-value')).toHaveText(receiver.url);
    await expect(webhook.locator('[data-event="PURCHASE_PAID"]')).toContainText('purchase.paid');
    await expect(webhook.getByTestId('webhook-state')).toHaveText('Active');

    // The guest's transfer arrives: the admin confirms the payment.
    await page.goto(`/app/admin/purchases/${encodeURIComponent(placed.id)}/details`);
    await page.getByTestId('purchase-action-paid').click();
    await page.getByTestId('confirm-dialog').getByTestId('confirm-dialog-confirm').click();
    await expect(page.getByTestId('purchase-status').first()).toHaveText('Paid');

    // The sending job delivers it within a pass or two: "Refresh" until the log shows it delivered.
    await page.goto(clientPage);
    const delivered = page
      .getByTestId('delivery-row')
      .filter({ has: page.locator('[data-testid="delivery-status"][data-status="DELIVERED"]') });
    await expect(async () => {
      await page.getByTestId('deliveries-refresh').click();
      await expect(delivered).toHaveCount(1, { timeout: 3_000 });
    }).toPass({ timeout: 120_000 });
    await expect(delivered).toContainText('Purchase paid');
    await expect(delivered.getByTestId('delivery-last-status')).toHaveText('204');
    await shot(page, 'api-client-delivered');
    await expectNoSeriousViolations(page);

    // The delivery: the body sent and the receiver's answer.
    await delivered.getByTestId('delivery-open').click();
    const details = page.getByTestId('delivery-dialog');
    await expect(details.getByTestId('delivery-payload')).toContainText('"type": "purchase.paid"');
    await expect(details.getByTestId('delivery-payload')).toContainText(placed.number);
    await expect(details.getByTestId('delivery-attempt-status')).toHaveText(['HTTP 204']);
    const messageId = await details.getByTestId('delivery-message-id').innerText();

    // The receiver got it, signed with the webhook's secret.
    const request = receiver.received.find((got) => got.headers['webhook-id'] === messageId);
    expect(request, `a request with webhook-id ${messageId}`).toBeDefined();
    expect(request!.headers['webhook-signature']).toMatch(/^v1,/);
    const event = new Webhook(signingSecret).verify(request!.body, {
      'webhook-id': String(request!.headers['webhook-id']),
      'webhook-timestamp': String(request!.headers['webhook-timestamp']),
      'webhook-signature': String(request!.headers['webhook-signature']),
    }) as { type: string; data: { number: string } };
    expect(event.type).toBe('purchase.paid');
    expect(event.data.number).toBe(placed.number);
  } finally {
    await receiver.close();
  }
});
