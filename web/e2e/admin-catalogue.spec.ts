import { expect, test, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';
import { expectNoSeriousViolations } from './support/page.ts';

/*
 * The admin catalogue (spec 2 admin routes, 3, 5): courses with priced variants, duplicate and
 * delete behind confirmations, products with a picture, a price reduction (Omnibus), discount
 * coupons with unique codes, shipping methods. The UI runs in English (the browser's language).
 */

test.use({ reducedMotion: 'reduce' });
// Long journeys through several screens.
test.describe.configure({ timeout: 300_000 });

/** A valid 1×1 PNG (fixed bytes). */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

async function signInAsAdmin(page: Page) {
  await skipCookieBanner(page);
  await signIn(page, 'admin@example.com');
}

async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const toast = (page: Page) => page.getByTestId('toast');

/**
 * Closes the queued toasts (each would otherwise stay 3 s), so the next one shows at once. A toast
 * may also close by itself between two steps, so this retries until none is left instead of
 * counting them first and then clicking a button that may be gone.
 */
async function dismissToasts(page: Page) {
  await expect(async () => {
    const close = toast(page).getByRole('button', { name: 'Close' });
    if ((await close.count()) > 0) await close.click({ timeout: 1000 });
    expect(await toast(page).count()).toBe(0);
  }).toPass();
}

/** A seeded PRIVATE Polish draft without an English version (prisma/seed/courses.ts). */
const POLISH_DRAFT = 'Szkic: drony w działaniach poszukiwawczo-ratowniczych';

test('an admin creates a course with two priced variants, then duplicates it and deletes the copy', async ({
  page,
}) => {
  const title = `E2E drone course ${stamp()}`;
  await signInAsAdmin(page);
  await page.goto('/app/admin/courses');
  await expect(page.getByRole('heading', { name: 'Manage courses', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Courses' })).toBeVisible();

  // A new course asks for its title and type first (nothing is saved before "Create and edit") and
  // leads to its details page (spec 4) as a private draft.
  await page.getByTestId('course-new').click();
  const dialog = page.getByTestId('new-course-dialog');
  await dialog.getByTestId('new-course-title-input').fill(title);
  await dialog.getByLabel('Full (theory and practice)').check();
  await dialog.getByTestId('new-course-create').click();
  await expect(page).toHaveURL(/\/app\/admin\/courses\/[^/]+\/details$/);
  await expect(toast(page)).toContainText('Course created');
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('course-title')).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: /^Visibility/ })).toContainText('Private');
  const courseUrl = page.url();

  await pick(page, /^Category/, 'Open category');
  await pick(page, /^Language/, 'English');
  const description = page.getByTestId('course-description');
  await description.click();
  await page.keyboard.type('Practical training for the A2 certificate. ');
  await page.getByRole('button', { name: 'Bold' }).first().click();
  await page.keyboard.type('Exam included.');
  await page.getByTestId('course-theoryHours').fill('12.5');
  await page.getByTestId('course-city').fill('Warsaw');
  await page.getByTestId('course-startDate').fill('2030-09-01');
  await page.getByTestId('course-endDate').fill('2030-09-03');
  await page.getByTestId('course-save').click();
  await expect(toast(page)).toContainText('Changes saved');
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(description.locator('strong')).toHaveText('Exam included.');

  // Client validation mirrors the limits: the end cannot precede the start.
  await page.getByTestId('course-endDate').fill('2030-08-01');
  await page.getByTestId('course-save').click();
  await expect(page.getByTestId('form-error')).toBeVisible();
  await expect(page.getByText('The end cannot be earlier than the start')).toBeVisible();
  await page.getByTestId('course-endDate').fill('2030-09-03');

  // Its twin: the same course in the other language (Polish, as this one is in English).
  await dismissToasts(page);
  const twin = page.getByTestId('course-twin');
  await twin.fill('Szkic');
  await page.getByRole('option', { name: POLISH_DRAFT }).click();
  await page.getByTestId('course-save').click();
  await expect(toast(page)).toContainText('Changes saved');
  await expect(twin).toHaveValue(POLISH_DRAFT);

  // Two variants with their gross prices.
  await page.getByTestId('variant-FULL_ONLINE-price').fill('1299');
  await page.getByTestId('variant-FULL_ONLINE-save').click();
  await expect(toast(page)).toContainText('Variant added');
  await dismissToasts(page);
  await page.getByTestId('variant-FULL_STATIONARY-price').fill('2499,50');
  await page.getByTestId('variant-FULL_STATIONARY-save').click();
  await expect(page.getByTestId('variant-FULL_STATIONARY').getByText('On sale')).toBeVisible();
  await expect(page.getByTestId('variant-FULL_ONLINE').getByText('On sale')).toBeVisible();

  // Published once it has a description, a picture and its prices.
  await dismissToasts(page);
  await page
    .getByTestId('course-image-input')
    .setInputFiles({ name: 'course.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await pick(page, /^Visibility/, 'Public');
  await page.getByTestId('course-save').click();
  await expect(toast(page)).toContainText('Changes saved');
  await expect(page.getByTestId('course-image-preview')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'admin-course-details');

  // The list finds it by its title, with its lowest price and visibility.
  await page.goto('/app/admin/courses');
  await page.getByLabel('Search by title').fill(title);
  const link = page.getByTestId('course-link').filter({ hasText: title });
  await expect(link).toHaveCount(1);
  const row = page.getByRole('row').filter({ has: link });
  await expect(row).toContainText('PLN 1,299.00');
  await expect(row).toContainText('Public');
  await expect(row).toContainText('Open category');
  await expectNoSeriousViolations(page);
  await shot(page, 'admin-courses');

  // Duplicate: confirmed; the confirmation ignores Escape (spec 5).
  await page.goto(courseUrl);
  await dismissToasts(page);
  await page.getByTestId('course-duplicate').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await confirm.getByTestId('confirm-dialog-confirm').click();
  await expect(toast(page)).toContainText('Course duplicated');
  await expect(page).not.toHaveURL(courseUrl);
  await expect(page).toHaveURL(/\/details$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(copy)');
  // The copy has the prices and is private.
  await expect(page.getByTestId('variant-FULL_ONLINE-price')).toHaveValue('1299.00');
  await expect(page.getByRole('combobox', { name: /^Visibility/ })).toContainText('Private');
  // The twin stays with the original.
  await expect(page.getByTestId('course-twin')).toHaveValue('');

  // Delete the copy: confirmed, then back to the list; the original stays.
  await dismissToasts(page);
  await page.getByTestId('course-delete').click();
  await expect(confirm).toContainText('Delete this course?');
  await confirm.getByTestId('confirm-dialog-confirm').click();
  await expect(page).toHaveURL(/\/app\/admin\/courses$/);
  await expect(toast(page)).toContainText('Course deleted');
  await page.getByLabel('Search by title').fill(title);
  await expect(page.getByTestId('course-link').filter({ hasText: title })).toHaveCount(1);
});

test('an admin creates a product with a picture, lowers its price and adds discount coupons with unique codes', async ({
  page,
  browser,
}) => {
  const name = `E2E drone ${stamp()}`;
  const code = `E2E${stamp()}`.slice(0, 20);
  await signInAsAdmin(page);
  await page.goto('/app/admin/shop');
  await expect(page.getByRole('heading', { name: 'Manage products', level: 1 })).toBeVisible();

  await page.getByTestId('product-new').click();
  const dialog = page.getByTestId('new-product-dialog');
  await dialog.getByTestId('new-product-name').fill(name);
  await dialog.getByTestId('new-product-create').click();
  await expect(page).toHaveURL(/\/app\/admin\/shop\/products\/[^/]+\/details$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const productUrl = page.url();
  // The shop's page of the same product (the id is shared by both routes).
  const shopUrl = productUrl.replace('/app/admin/shop/products/', '/app/shop/products/');
  const visibility = page.getByRole('combobox', { name: /^Visibility in the shop/ });
  await expect(visibility).toContainText('Draft');

  // A drone: the specification section opens with the kind.
  await pick(page, /^Kind of aircraft/, 'Drone');
  await page.getByTestId('product-shortDescription').fill('A light drone for the open category.');
  await page.getByTestId('product-droneClass').fill('C0');
  await page.getByTestId('product-flightTime').fill('34 min');
  await page.getByTestId('product-save').click();
  await expect(toast(page)).toContainText('Changes saved');

  // Publishing is refused while something is missing (here the description), and it stays a draft.
  await pick(page, /^Visibility in the shop/, 'Published in the shop');
  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('form-error')).toContainText('Cannot publish yet: fill in the description');
  await pick(page, /^Visibility in the shop/, 'Draft: only admins see it');

  // Pictures: the first one becomes the main picture; another can be made main and moved.
  const gallery = page.getByTestId('gallery-item');
  const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PIXEL_PNG });
  await page.getByTestId('gallery-input').setInputFiles(picture('first.png'));
  await expect(gallery).toHaveCount(1);
  await expect(gallery.first()).toHaveAttribute('data-main', 'true');
  await page.getByTestId('gallery-input').setInputFiles(picture('second.png'));
  await expect(gallery).toHaveCount(2);
  await expect(gallery.nth(1)).toHaveAttribute('data-main', 'false');
  await page.getByRole('button', { name: 'Set picture 2 as the main picture' }).click();
  await expect(gallery.nth(1)).toHaveAttribute('data-main', 'true');
  await page.getByRole('button', { name: 'Move picture 2 left' }).click();
  await expect(gallery.first()).toHaveAttribute('data-main', 'true');
  await gallery.nth(1).getByTestId('gallery-delete').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(gallery).toHaveCount(1);
  await expect(gallery.first()).toHaveAttribute('data-main', 'true');

  // A variant at 500 zł, then lowered to 450 zł: the Omnibus price (lowest of the 30 days before) shows.
  await page.getByTestId('variant-add').click();
  const variantDialog = page.getByTestId('variant-dialog');
  await variantDialog.getByTestId('variant-name').fill('Fly More combo');
  await variantDialog.getByTestId('variant-price').fill('500');
  await variantDialog.getByTestId('variant-stock').fill('10');
  await variantDialog.getByTestId('variant-save').click();
  const combo = page.getByTestId('variant-row').filter({ hasText: 'Fly More combo' });
  await expect(combo).toContainText('PLN 500.00');
  await expect(combo.getByTestId('variant-omnibus')).toHaveCount(0);
  await combo.getByTestId('variant-edit').click();
  await variantDialog.getByTestId('variant-price').fill('450');
  await variantDialog.getByTestId('variant-save').click();
  await expect(combo.getByTestId('variant-price')).toHaveText('PLN 450.00');
  await expect(combo.getByTestId('variant-omnibus')).toContainText('PLN 500.00');

  // The product keeps at least one variant: the server's rule is shown.
  const standard = page.getByTestId('variant-row').filter({ hasText: 'Standard' });
  await standard.getByTestId('variant-delete').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page.getByTestId('variant-row')).toHaveCount(1);
  await dismissToasts(page);
  await combo.getByTestId('variant-delete').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(toast(page).getByRole('alert')).toContainText('A product must have at least one variant');
  await expect(page.getByTestId('variant-row')).toHaveCount(1);
  await expectNoSeriousViolations(page);
  await shot(page, 'admin-product-details');

  // A draft is not in the shop (seen by a visitor: admins do not open the shop); with a description,
  // a picture and its price it is published there.
  const visitorContext = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  const visitor = await visitorContext.newPage();
  await skipCookieBanner(visitor);
  await visitor.goto(shopUrl);
  await expect(visitor.getByTestId('catalogue-not-found')).toBeVisible();
  await page.goto(productUrl);
  await page.getByTestId('product-description').click();
  await page.keyboard.type('Folds into a jacket pocket; flies up to 34 minutes.');
  await pick(page, /^Visibility in the shop/, 'Published in the shop');
  await page.getByTestId('product-save').click();
  await expect(toast(page)).toContainText('Changes saved');
  await expect(visibility).toContainText('Published in the shop');
  await visitor.goto(shopUrl);
  await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(visitor.getByText('PLN 450.00').first()).toBeVisible();
  await visitorContext.close();

  // The list shows the main picture's thumbnail, the lowest price and the stock state.
  await page.goto('/app/admin/shop');
  await page.getByLabel('Search by name').fill(name);
  const row = page.getByRole('row').filter({ has: page.getByTestId('product-link').filter({ hasText: name }) });
  await expect(row).toContainText('PLN 450.00');
  await expect(row).toContainText('In stock');
  await expect(row.locator('img')).toHaveCount(1);
  await shot(page, 'admin-products');

  // Coupons: one added; the same code again is refused with the spec's message.
  await page.goto(productUrl);
  await page.getByTestId('product-coupons-link').click();
  await expect(page.getByRole('heading', { name: 'Discount coupons', level: 1 })).toBeVisible();
  await page.getByTestId('coupon-add').click();
  const couponDialog = page.getByTestId('coupon-dialog');
  await couponDialog.getByTestId('coupon-code').fill(code.toLowerCase());
  await couponDialog.getByTestId('coupon-value').fill('10');
  await couponDialog.getByTestId('coupon-usage-limit').fill('100');
  await couponDialog.getByTestId('coupon-save').click();
  await expect(couponDialog).toBeHidden();
  await expect(page.getByTestId('coupon-row')).toHaveCount(1);
  await expect(page.getByTestId('coupon-row')).toContainText(code);
  await expect(page.getByTestId('coupon-row')).toContainText('10%');

  await page.getByTestId('coupon-add').click();
  await couponDialog.getByTestId('coupon-code').fill(code);
  await pick(page, /^Discount type/, 'Amount (PLN)');
  await couponDialog.getByTestId('coupon-value').fill('25');
  await couponDialog.getByTestId('coupon-save').click();
  await expect(couponDialog.getByText('Discount code must have unique value')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'admin-product-coupons');
  await couponDialog.getByRole('button', { name: 'Cancel' }).click();

  // Deleting a coupon is confirmed.
  await page.getByTestId('coupon-delete').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page.getByTestId('coupon-row')).toHaveCount(0);
});

test('an admin manages shipping methods; unknown ids show a not-found state', async ({ page }) => {
  const name = `E2E courier ${stamp()}`;
  await signInAsAdmin(page);
  await page.goto('/app/admin/shop/shipping-methods');
  await expect(page.getByRole('heading', { name: 'Shipping methods', level: 1 })).toBeVisible();
  await page.getByTestId('shipping-add').click();
  const dialog = page.getByTestId('shipping-dialog');
  await dialog.getByTestId('shipping-name').fill(name);
  await dialog.getByTestId('shipping-description').fill('Delivery in 1–2 business days');
  await dialog.getByTestId('shipping-price').fill('19.99');
  await dialog.getByTestId('shipping-save').click();
  const row = page.getByTestId('shipping-row').filter({ hasText: name });
  await expect(row).toContainText('PLN 19.99');
  await row.getByTestId('shipping-delete').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(row).toHaveCount(0);

  await page.goto('/app/admin/courses/Q291cnNlOjAwMDAwMDAwLTAwMDAtMDAwMC0wMDAwLTAwMDAwMDAwMDAwMA==/details');
  await expect(page.getByTestId('not-found-state')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
});
