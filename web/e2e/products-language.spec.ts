import { expect, test, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';
import { useLanguage } from './support/page.ts';

/*
 * Products in PL and EN (issue 14): the shop, the product page, the cart and the shipping choice
 * speak the visitor's language, with Polish where an English text is missing; the admin sees
 * what lacks English. Runs against the seeded demo data, which has both languages.
 */

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

const DRONE = { en: 'Sokół Pro 4K Drone', pl: 'Dron Sokół Pro 4K' };
const AIRCRAFT_TYPE = { en: 'Multirotor (quadcopter), foldable', pl: 'Wielowirnikowiec (quadrocopter), składany' };
const COURIER = { en: 'InPost courier', pl: 'Kurier InPost' };

const productCard = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openDrone(page: Page, lang: 'en' | 'pl') {
  await page.goto('/app/shop?kind=DRONE');
  await expect(productCard(page, DRONE[lang])).toBeVisible();
  await expect(productCard(page, DRONE[lang === 'en' ? 'pl' : 'en'])).toHaveCount(0);
  await productCard(page, DRONE[lang]).getByTestId('product-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRONE[lang]);
}

for (const lang of ['en', 'pl'] as const) {
  test(`a visitor sees product names, specification values and shipping methods in ${lang.toUpperCase()}`, async ({
    page,
  }) => {
    await useLanguage(page, lang);
    await openDrone(page, lang);
    const specification = page.getByTestId('drone-specification');
    await expect(specification.locator('[data-field="aircraftType"] td')).toHaveText(AIRCRAFT_TYPE[lang]);
    await expect(page.getByTestId('shipping-methods')).toContainText(COURIER[lang]);
    await shot(page, `products-language-details-${lang}`);

    // The cart names the line and the checkout the shipping choice in the same language.
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-line').getByTestId('cart-line-name')).toHaveText(DRONE[lang]);
    await page.getByTestId('cart-checkout').click();
    await page.getByTestId('checkout-as-guest').click();
    await expect(page.getByTestId('shipping-method').filter({ hasText: COURIER[lang] })).toBeVisible();
  });
}

test('switching the language re-reads the product in the other language', async ({ page }) => {
  await useLanguage(page, 'en');
  await openDrone(page, 'en');
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-pl').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRONE.pl);
  await expect(page.getByTestId('drone-specification').locator('[data-field="aircraftType"] td')).toHaveText(
    AIRCRAFT_TYPE.pl,
  );
});

test('the admin sees what lacks English and fills it in', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'admin@example.com');
  const name = `E2E mug ${Date.now().toString(36)}`;
  await page.goto('/app/admin/shop');
  await page.getByTestId('product-new').click();
  const dialog = page.getByTestId('new-product-dialog');
  await dialog.getByTestId('new-product-name').fill(name);
  await dialog.getByTestId('new-product-create').click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // A Polish name without an English one: marked beside the field and summed up above the form.
  await expect(page.getByTestId('missing-en-name')).toHaveText('EN missing');
  await expect(page.getByTestId('product-missing-en')).toBeVisible();
  await page.getByTestId('product-shortDescription').fill('Kubek ceramiczny 330 ml');
  await expect(page.getByTestId('missing-en-shortDescription')).toBeVisible();
  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('toast')).toContainText('Changes saved');

  // The product list marks it too.
  await page.goto('/app/admin/shop');
  await page.getByLabel('Search by name').fill(name);
  const row = page.getByRole('row').filter({ has: page.getByTestId('product-link').filter({ hasText: name }) });
  await expect(row.getByTestId('product-missing-en')).toHaveText('EN missing: 2');
  await shot(page, 'products-language-admin-list');

  // Filled in English, the marks go.
  await row.getByTestId('product-link').click();
  await page.getByTestId('product-nameEn').fill(`${name} EN`);
  await page.getByTestId('product-shortDescriptionEn').fill('A 330 ml ceramic mug');
  await expect(page.getByTestId('missing-en-name')).toHaveCount(0);
  await expect(page.getByTestId('product-missing-en')).toHaveCount(0);
  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('toast')).toContainText('Changes saved');
  await page.goto('/app/admin/shop');
  await page.getByLabel('Search by name').fill(name);
  await expect(row.getByTestId('product-english-complete')).toHaveText('Translated');
});
