import { expect, test, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';
import { E2E_ORIGIN } from './support/env.ts';
import { expectFitsWidth, useLanguage } from './support/page.ts';

/*
 * The order exchange (issue 13): a pilot publishes a public profile that appears on the map of
 * providers once an admin approves it; a client (the company, without access) posts an order
 * with an attachment; a user with access (the student) reads it and downloads the attachment, a
 * user without access (the instructor) reads the spec 8 message; the author closes it and it
 * moves to the completed ones. PL and EN; the company's part at a phone's width.
 * The map must make no request outside the app and raise no Content-Security-Policy violation.
 */

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'serial' });

/** A town no demo provider has, so the search finds only the new card. */
const TOWN = 'Ełk';
const COMPANY = `Ełk Drone Lab ${Date.now().toString(36)}`;
let orderPath = '';
let orderNumber = '';

async function signInAs(page: Page, email: string) {
  await skipCookieBanner(page);
  await signIn(page, email);
}

/** Console errors about the CSP and requests leaving the app, collected while the page lives. */
function watchPolicy(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(E2E_ORIGIN) && !url.startsWith('data:') && !url.startsWith('blob:')) problems.push(url);
  });
  return problems;
}

test('a pilot publishes a public profile: refused coordinates, then saved for approval', async ({ page }) => {
  await useLanguage(page, 'en');
  await signInAs(page, 'instructor@example.com');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByTestId('menu-public-profile').click();
  await expect(page).toHaveURL(/\/app\/public-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Public profile' })).toBeVisible();

  await page.getByTestId('profile-company-name').fill(COMPANY);
  await page.getByTestId('profile-phone').fill('+48 500 600 700');
  await page.getByTestId('profile-website').fill('https://elk-drones.example.pl');
  await page.getByTestId('profile-skysnap').fill('https://skysnap.example/elk-drone-lab');
  await page.getByTestId('profile-town').fill(TOWN);
  await page.getByTestId('profile-description').fill('Thermal inspections of roofs and solar farms.');
  await page.getByTestId('profile-services').getByLabel('Thermovision').check();
  // Spec 5: at most 14 decimals.
  await page.getByTestId('profile-coordinates').fill('53.827812345678901, 22.36');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Invalid coordinates')).toBeVisible();
  // Out of range.
  await page.getByTestId('profile-coordinates').fill('95.1, 22.36');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Invalid coordinates')).toBeVisible();

  await page.getByTestId('profile-coordinates').fill('53.82781, 22.36201');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('toast')).toContainText('Changes saved');
  await expect(page.getByTestId('profile-status')).toHaveAttribute('data-status', 'PENDING');
  await expect(page.getByTestId('profile-status')).toHaveText('Awaiting approval');
  await shot(page, 'exchange-profile-pending-en');

  // Not on the map until an admin approves it.
  await page.goto(`/app/public-profiles-exchange?town=${encodeURIComponent(TOWN)}`);
  await expect(page.getByTestId('exchange-empty')).toBeVisible();
});

test('an admin approves the profile; visitors find it on the map by town', async ({ page, browser }) => {
  await useLanguage(page, 'en');
  await signInAs(page, 'admin@example.com');
  await page.goto('/app/admin/public-profiles');
  await expect(page.getByRole('heading', { level: 1, name: 'Public profiles' })).toBeVisible();
  const card = page.locator(`[data-company="${COMPANY}"]`);
  await expect(card.getByTestId('admin-profile-status')).toHaveText('Awaiting approval');
  await card.getByTestId('profile-approve').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(`Approve ${COMPANY}?`);
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page.getByTestId('toast')).toContainText(`${COMPANY}: approved`);
  await expect(card.getByTestId('admin-profile-status')).toHaveText('Approved');

  // A visitor, in Polish: the map shows the providers with no request outside the app.
  const visitor = await browser.newPage();
  const problems = watchPolicy(visitor);
  await useLanguage(visitor, 'pl');
  await skipCookieBanner(visitor);
  await visitor.goto('/app/public-profiles-exchange');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Giełda zleceń' })).toBeVisible();
  const map = visitor.getByTestId('exchange-map');
  // Poland's bundled outline.
  await expect(map.locator('path.exchange-poland')).toBeVisible();
  await expect(map.locator('.exchange-cluster, path.leaflet-interactive').first()).toBeVisible();
  expect(Number(await map.getAttribute('data-markers'))).toBeGreaterThanOrEqual(12);

  await visitor.getByTestId('exchange-town-search').getByRole('textbox').fill(TOWN);
  await expect(visitor.getByTestId('provider-card-0')).toContainText(COMPANY);
  await expect(visitor.getByTestId('provider-card-1')).toHaveCount(0);
  await expect(map).toHaveAttribute('data-markers', '1');
  await expect(visitor.getByTestId('provider-card-0').getByTestId('provider-phone')).toHaveText('+48 500 600 700');
  await expect(visitor.getByTestId('provider-card-0')).toContainText('Termowizja');
  // Its marker on the map selects its card.
  await map.locator('path.leaflet-interactive').first().click();
  await expect(visitor.getByTestId('provider-card-0')).toHaveAttribute('data-selected', 'true');
  await shot(visitor, 'exchange-map-town-pl');

  expect(problems).toEqual([]);
  await visitor.close();
});

test.describe('on a phone, in Polish', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a client without access sees the message, then posts an order with an attachment', async ({ page }) => {
    await useLanguage(page, 'pl');
    await signInAs(page, 'company@example.com');
    await page.goto('/app/exchange/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Zlecenia' })).toBeVisible();
    await expect(page.getByTestId('exchange-no-access')).toContainText(
      'Nie masz dostępu do zleceń, jeśli jesteś zainteresowany dostępem, napisz do nas',
    );
    await expect(page.getByTestId('exchange-no-access').getByRole('link')).toHaveAttribute('href', '/app/contact');
    await expectFitsWidth(page, 390);

    await page.getByRole('link', { name: 'Dodaj zlecenie' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nowe zlecenie' })).toBeVisible();
    // Required fields first.
    await page.getByTestId('order-submit').click();
    await expect(page.getByText('To pole jest wymagane').first()).toBeVisible();

    await page.getByTestId('order-category').click();
    await page.getByRole('option', { name: 'Termowizja' }).click();
    await page.getByTestId('order-description').fill('Inspekcja termowizyjna dachu hali magazynowej, ok. 4000 m².');
    await page.getByTestId('order-requirements').fill('Raport PDF ze zdjęciami radiometrycznymi.');
    await page.getByTestId('order-location').fill('Ełk');
    await page.getByTestId('order-fulfillment').click();
    await page.getByRole('option', { name: 'Do wybranej daty' }).click();
    await page.getByTestId('order-custom-date').fill('2020-01-01');
    await page.getByTestId('order-submit').click();
    await expect(page.getByText('Wybierz datę późniejszą niż dziś')).toBeVisible();
    const future = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await page.getByTestId('order-custom-date').fill(future);
    await page.getByTestId('order-company').check();
    await page.getByTestId('order-attachment').setInputFiles({
      name: 'dach-hali.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
    });
    await expect(page.getByTestId('order-attachment-name')).toContainText('dach-hali.pdf');
    await expectFitsWidth(page, 390);
    await shot(page, 'exchange-new-order-phone-pl');
    await page.getByTestId('order-submit').click();

    await expect(page).toHaveURL(/\/app\/exchange\/orders\/(?!new$)[^/]+$/);
    await expect(page.getByTestId('toast')).toContainText('Dodano zlecenie ZL/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Zlecenie ZL\/\d{4}\/\d+$/);
    orderNumber = (await heading.innerText()).replace('Zlecenie ', '').trim();
    orderPath = new URL(page.url()).pathname;
    await expect(page.getByTestId('order-status')).toHaveText('Otwarte');
    await expect(page.getByTestId('order-fulfillment')).toHaveText(`Do ${future}`);
    await expect(page.getByTestId('order-attachment-link')).toContainText('dach-hali.pdf');
    await expect(page.getByTestId('order-close')).toBeVisible();

    // Their own orders stay readable without access.
    await page.goto('/app/exchange/orders');
    await expect(page.locator(`[data-number="${orderNumber}"]`)).toBeVisible();
    await shot(page, 'exchange-orders-phone-pl');
  });
});

test('a user with access reads the order and downloads its attachment', async ({ page }) => {
  expect(orderPath).not.toBe('');
  await useLanguage(page, 'en');
  await signInAs(page, 'student@example.com');
  await page.goto('/app/exchange/orders');
  await expect(page.getByTestId('exchange-no-access')).toHaveCount(0);
  const row = page.locator(`[data-number="${orderNumber}"]`);
  await expect(row).toContainText('Thermovision');
  await row.getByTestId('order-number').click();
  await expect(page).toHaveURL(new RegExp(`${orderPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('order-location')).toHaveText('Ełk');
  await expect(page.getByTestId('order-contact')).toContainText('company@example.com');
  // Not the author: nothing to close.
  await expect(page.getByTestId('order-close')).toHaveCount(0);
  const href = await page.getByTestId('order-attachment-link').getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await shot(page, 'exchange-order-details-en');
});

test('a user without access who is not the author reads the no-access message', async ({ page }) => {
  await useLanguage(page, 'en');
  await signInAs(page, 'instructor@example.com');
  await page.goto(orderPath);
  await expect(page.getByTestId('exchange-no-access')).toContainText(
    'You do not have access to orders, if you are interested in access write to us',
  );
  await expect(page.getByTestId('order-details')).toHaveCount(0);
});

test('the author closes the order and it moves to the completed ones', async ({ page }) => {
  await useLanguage(page, 'pl');
  await signInAs(page, 'company@example.com');
  await page.goto(orderPath);
  await page.getByTestId('order-close').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(`Zamknąć zlecenie ${orderNumber}?`);
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page.getByTestId('toast')).toContainText('Zlecenie zamknięte');
  await expect(page.getByTestId('order-status')).toHaveText('Zakończone');
  await expect(page.getByTestId('order-close')).toHaveCount(0);

  await page.goto('/app/exchange/orders');
  await expect(page.getByTestId('orders-list')).toHaveAttribute('data-status', 'OPEN');
  await expect(page.locator(`[data-number="${orderNumber}"]`)).toHaveCount(0);
  await page.getByTestId('orders-completed').click();
  await expect(page.getByTestId('orders-list')).toHaveAttribute('data-status', 'ENDED');
  await expect(page.locator(`[data-number="${orderNumber}"]`)).toContainText('Zakończone');
});

test('visitors filter the providers by service', async ({ page }) => {
  const visitor = page;
  await useLanguage(visitor, 'pl');
  await skipCookieBanner(visitor);
  await visitor.goto(`/app/public-profiles-exchange?town=${encodeURIComponent(TOWN)}`);
  await expect(visitor.getByTestId('provider-card-0')).toContainText(COMPANY);
  // By service: the card offers thermovision, not drone shows.
  await visitor.getByTestId('exchange-service-filter').click();
  await visitor.getByRole('option', { name: 'Pokazy dronów' }).click();
  await expect(visitor.getByTestId('exchange-empty')).toBeVisible();
  await visitor.getByTestId('exchange-service-filter').click();
  await visitor.getByRole('option', { name: 'Termowizja' }).click();
  await expect(visitor.getByTestId('provider-card-0')).toContainText(COMPANY);
});
