import { expect, test, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';
import { stamp } from './support/exams.ts';
import { useLanguage } from './support/page.ts';

/*
 * The rest of the catalogue (issue 14), in PL and EN: unsaved changes in the course and product
 * editors ask before they are lost (in-app leaving: a translated dialog; closing the tab: the
 * browser's own question), the admin previews a course or product page as visitors see it (drafts
 * included, buying off), a product marked free is published at zero and reads "Free", and the admin
 * lists name products and shipping methods in English in the English admin.
 */

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 300_000 });

/** A valid 1×1 PNG (fixed bytes). */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const TEXTS = {
  en: {
    leaveTitle: 'Leave without saving?',
    stay: 'Stay on the page',
    leave: 'Leave without saving',
    preview: 'Preview',
    draft: 'Draft: visitors cannot see it yet',
    free: 'Free',
    saved: 'Changes saved',
    published: 'Published in the shop',
    backToEditor: 'Back to the editor',
    noPrices: 'Prices will be announced soon.',
  },
  pl: {
    leaveTitle: 'Wyjść bez zapisywania?',
    stay: 'Zostań na stronie',
    leave: 'Wyjdź bez zapisywania',
    preview: 'Podgląd',
    draft: 'Szkic: odwiedzający jeszcze go nie widzą',
    free: 'Bezpłatny',
    saved: 'Zmiany zostały zapisane',
    published: 'Opublikowany w sklepie',
    backToEditor: 'Wróć do edycji',
    noPrices: 'Ceny zostaną wkrótce ogłoszone.',
  },
} as const;

async function signInAsAdmin(page: Page, lang: 'en' | 'pl') {
  await skipCookieBanner(page);
  await useLanguage(page, lang);
  await signIn(page, 'admin@example.com');
}

/** Closing the tab while the form is dirty: the browser asks (beforeunload); dismissed, the page stays. */
async function expectCloseAsks(page: Page) {
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', async (dialog) => {
      const type = dialog.type();
      await dialog.dismiss();
      resolve(type);
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
}

for (const lang of ['en', 'pl'] as const) {
  const T = TEXTS[lang];

  test(`product editor: leaving with unsaved changes asks, the preview shows the draft, free is published as "${T.free}" (${lang.toUpperCase()})`, async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page, lang);
    const name = `E2E poradnik ${stamp()}`;
    await page.goto('/app/admin/shop');
    await page.getByTestId('product-new').click();
    // The English name is optional: only the Polish one is typed.
    await page.getByTestId('new-product-dialog').getByTestId('new-product-name').fill(name);
    await page.getByTestId('new-product-dialog').getByTestId('new-product-create').click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const editorUrl = page.url();

    // A change not saved: the Preview button asks first; staying keeps the text.
    await page.getByTestId('product-shortDescription').fill('Poradnik pilota w PDF');
    await page.getByTestId('product-preview-link').click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText(T.leaveTitle);
    await shot(page, `catalogue-gaps-unsaved-${lang}`);
    await confirm.getByRole('button', { name: T.stay }).click();
    await expect(confirm).toHaveCount(0);
    expect(page.url()).toBe(editorUrl);
    await expect(page.getByTestId('product-shortDescription')).toHaveValue('Poradnik pilota w PDF');
    // Closing or reloading the tab: the browser's question.
    await expectCloseAsks(page);

    // Marked free and saved: nothing is pending, so the preview opens at once.
    await page.getByTestId('product-freeFlg').check();
    await page.getByTestId('product-save').click();
    await expect(page.getByTestId('toast')).toContainText(T.saved);
    await page.getByTestId('product-preview-link').click();
    await expect(page).toHaveURL(/\/app\/admin\/shop\/products\/[^/]+\/preview$/);
    const banner = page.getByTestId('preview-banner');
    await expect(banner).toContainText(T.preview);
    await expect(banner.getByTestId('preview-draft')).toHaveText(T.draft);
    await expect(page.getByTestId('product-title')).toHaveText(name);
    await expect(page.getByTestId('product-purchase').getByTestId('price')).toHaveText(T.free);
    await expect(page.getByTestId('add-to-cart')).toBeDisabled();
    await shot(page, `catalogue-gaps-product-preview-${lang}`);
    await banner.getByTestId('preview-back-to-editor').click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

    // In stock, still at zero: a free product may keep a zero price.
    await page.getByTestId('variant-row').first().getByTestId('variant-edit').click();
    await page.getByTestId('variant-dialog').getByTestId('variant-stock').fill('10');
    await page.getByTestId('variant-dialog').getByTestId('variant-save').click();
    await expect(page.getByTestId('variant-dialog')).toHaveCount(0);

    // Published at zero (free), with a description and a picture.
    await page
      .getByTestId('gallery-input')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(page.getByTestId('gallery-item')).toHaveCount(1);
    await page.getByTestId('product-description').click();
    await page.keyboard.type('Sto stron porad dla pilotów dronów.');
    await page.locator('#product-published').click();
    await page.getByRole('option', { name: T.published, exact: true }).click();
    await page.getByTestId('product-save').click();
    await expect(page.getByTestId('form-error')).toHaveCount(0);
    await expect(page.locator('#product-published')).toContainText(T.published);

    // A visitor reads "Free" on its card and its page (never "PLN 0.00"), and may add it to the cart.
    const visitorContext = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
    const visitor = await visitorContext.newPage();
    await skipCookieBanner(visitor);
    await useLanguage(visitor, lang);
    const card = visitor
      .getByTestId('product-card')
      .filter({ has: visitor.getByRole('heading', { name, exact: true }) });
    // The save may still be on its way: the shop is read again until the product is there.
    await expect(async () => {
      await visitor.goto('/app/shop');
      await expect(card.getByTestId('price')).toHaveText(T.free, { timeout: 3000 });
    }).toPass();
    await card.getByTestId('product-link').click();
    await expect(visitor.getByTestId('product-purchase').getByTestId('price')).toHaveText(T.free);
    await expect(visitor.getByTestId('add-to-cart')).toBeEnabled();
    await expect(visitor.getByTestId('preview-banner')).toHaveCount(0);
    await shot(visitor, `catalogue-gaps-free-product-${lang}`);
    await visitorContext.close();

    // Leaving through the back link with a change: asked, and leaving for real goes.
    await page.getByTestId('product-shortDescription').fill('Zmiana, której nie zapiszę');
    await page
      .getByRole('link', { name: lang === 'en' ? 'Products' : 'Produkty', exact: true })
      .first()
      .click();
    await expect(confirm).toContainText(T.leaveTitle);
    await confirm.getByRole('button', { name: T.leave }).click();
    await expect(page).toHaveURL(/\/app\/admin\/shop$/);
  });

  test(`course editor: unsaved changes ask, saving clears them, the preview shows the private draft (${lang.toUpperCase()})`, async ({
    page,
  }) => {
    await signInAsAdmin(page, lang);
    const title = `E2E course ${stamp()}`;
    await page.goto('/app/admin/courses');
    await page.getByTestId('course-new').click();
    const dialog = page.getByTestId('new-course-dialog');
    await dialog.getByTestId('new-course-title-input').fill(title);
    await dialog.getByTestId('new-course-create').click();
    await expect(page).toHaveURL(/\/app\/admin\/courses\/[^/]+\/details$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const editorUrl = page.url();

    // Typed, then off to the subjects: asked; staying keeps it.
    await page.getByTestId('course-city').fill('Gdańsk');
    await page.getByTestId('course-subjects-link').click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText(T.leaveTitle);
    await confirm.getByRole('button', { name: T.stay }).click();
    expect(page.url()).toBe(editorUrl);
    await expect(page.getByTestId('course-city')).toHaveValue('Gdańsk');
    await expectCloseAsks(page);

    // Saved (with the free mark): the preview opens without a question.
    await page.getByTestId('course-freeFlg').check();
    await page.getByTestId('course-save').click();
    await expect(page.getByTestId('toast')).toContainText(T.saved);
    await expect(page.getByTestId('course-freeFlg')).toBeChecked();
    await page.getByTestId('course-preview-link').click();
    await expect(page).toHaveURL(/\/app\/admin\/courses\/[^/]+\/preview$/);
    await expect(page.getByTestId('preview-banner')).toContainText(T.preview);
    await expect(page.getByTestId('preview-draft')).toHaveText(T.draft);
    await expect(page.getByTestId('course-title')).toHaveText(title);
    await expect(page.getByTestId('course-details')).toContainText('Gdańsk');
    await expect(page.getByTestId('course-no-variants')).toHaveText(T.noPrices);
    await shot(page, `catalogue-gaps-course-preview-${lang}`);
    // Back in the editor with nothing pending: leaving does not ask.
    await page.getByRole('link', { name: T.backToEditor }).first().click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await page.getByTestId('course-subjects-link').click();
    await expect(page).toHaveURL(/\/subjects$/);
    await expect(confirm).toHaveCount(0);
  });
}

test('the English admin lists products and shipping methods by their English names, the Polish admin by the Polish ones', async ({
  page,
}) => {
  await signInAsAdmin(page, 'en');
  // An untouched editor (the demo drone, with rich text) has nothing unsaved: its preview opens at once.
  await page.goto('/app/admin/shop');
  await page.getByTestId('product-link').filter({ hasText: 'Sokół Pro 4K Drone' }).click();
  await page.getByTestId('product-preview-link').click();
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
  await expect(page.getByTestId('product-title')).toHaveText('Sokół Pro 4K Drone');

  const name = `E2E kubek ${stamp()}`;
  await page.goto('/app/admin/shop');
  await page.getByTestId('product-new').click();
  const dialog = page.getByTestId('new-product-dialog');
  await dialog.getByTestId('new-product-name').fill(name);
  await dialog.getByTestId('new-product-name-en').fill(`${name} mug`);
  await dialog.getByTestId('new-product-create').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/app/admin/shop');
  await page.getByLabel('Search by name').fill(name);
  await expect(page.getByTestId('product-link').filter({ hasText: name })).toHaveText(`${name} mug`);
  await page.goto('/app/admin/shop/shipping-methods');
  const shown = page.getByTestId('shipping-name-shown');
  await expect(shown.filter({ hasText: /^InPost courier$/ })).toHaveCount(1);
  await expect(shown.filter({ hasText: /^Kurier InPost$/ })).toHaveCount(0);

  await page.evaluate(() => window.localStorage.setItem('skypilot.language', 'pl'));
  await page.addInitScript(() => window.localStorage.setItem('skypilot.language', 'pl'));
  await page.goto('/app/admin/shop');
  await page.getByLabel('Szukaj po nazwie').fill(name);
  await expect(page.getByTestId('product-link').filter({ hasText: name })).toHaveText(name);
  await page.goto('/app/admin/shop/shipping-methods');
  await expect(shown.filter({ hasText: /^Kurier InPost$/ })).toHaveCount(1);
  await expect(shown.filter({ hasText: /^InPost courier$/ })).toHaveCount(0);
});
