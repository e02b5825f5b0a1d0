import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';
import { expectFitsWidth, expectNoSeriousViolations, useLanguage } from './support/page.ts';

/*
 * Personnel and references (issue 12): the admin adds a person with a photo and a reference in
 * Polish; both appear on /about-us and /references for a Polish visitor, not for an English one,
 * who sees the English rows. Screenshots of the public pages on a desktop and a 360 px phone.
 */

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
const PERSON = {
  name: `Halina Testowa ${stamp}`,
  position: 'Instruktorka lotów nocnych',
  bio: 'Lata nocą od dziesięciu lat.',
};
const REFERENCE = {
  author: `Dronex ${stamp}`,
  role: 'Operator inspekcji, Łódź',
  quote: 'Szkolenie z lotów nocnych było konkretne i dobrze zorganizowane.',
};

async function visitor(browser: Browser, lang: 'pl' | 'en', width = 1280): Promise<Page> {
  const context = await browser.newContext({
    // The provider's sign-in pages stay in English; the app's language is the stored choice.
    locale: 'en-US',
    viewport: { width, height: width < 600 ? 780 : 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await skipCookieBanner(page);
  await useLanguage(page, lang);
  return page;
}

test('the admin adds a person with a photo and a reference in Polish; they show on the public pages of their language', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await visitor(browser, 'pl');
  await signIn(admin, 'admin@example.com');

  // A person with a photo.
  await admin.goto('/app/admin/personnel');
  await expect(admin.getByRole('heading', { name: 'Kadra' })).toBeVisible();
  await expect(admin.getByTestId('admin-personnel-row').first()).toBeVisible();
  await shot(admin, 'people-admin-list-pl');
  await admin.getByTestId('admin-personnel-add').click();
  await expect(admin).toHaveURL(/\/app\/admin\/personnel\/new\/details$/);
  // Nothing typed yet: saving is refused on the name.
  await admin.getByTestId('admin-personnel-save').click();
  await expect(admin.getByTestId('admin-personnel-error')).toBeVisible();
  await admin.getByTestId('admin-personnel-name').fill(PERSON.name);
  await admin.getByTestId('admin-personnel-role').fill(PERSON.position);
  await admin.getByTestId('admin-personnel-text').click();
  await admin.keyboard.type(PERSON.bio);
  const portrait = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();
  await admin.getByTestId('admin-personnel-picture-input').setInputFiles({
    name: 'halina.png',
    mimeType: 'image/png',
    buffer: portrait,
  });
  await expect(admin.getByTestId('admin-personnel-picture-preview').locator('img')).toHaveAttribute('src', /^blob:/);
  await admin.getByTestId('admin-personnel-save').click();
  // A new record leads to its details page.
  await expect(admin).toHaveURL(/\/app\/admin\/personnel\/[0-9a-f-]{36}\/details$/);
  await expect(admin.getByRole('heading', { name: PERSON.name })).toBeVisible();
  await expect(admin.getByTestId('admin-personnel-picture-preview').locator('img')).toHaveAttribute(
    'src',
    /\/api\/v1\/files\//,
  );
  await shot(admin, 'people-admin-person-pl');

  // Unsaved changes are not lost silently.
  await admin.getByTestId('admin-personnel-role').fill(`${PERSON.position}!`);
  await admin.getByRole('link', { name: 'Kadra' }).first().click();
  await expect(admin.getByRole('dialog')).toContainText('Wyjść bez zapisywania?');
  await admin.getByRole('button', { name: 'Zostań na stronie' }).click();
  await admin.getByTestId('admin-personnel-role').fill(PERSON.position);

  // A reference with four stars.
  await admin.goto('/app/admin/reference');
  await admin.getByTestId('admin-references-add').click();
  await expect(admin).toHaveURL(/\/app\/admin\/reference\/new\/details$/);
  await admin.getByTestId('admin-reference-name').fill(REFERENCE.author);
  await admin.getByTestId('admin-reference-role').fill(REFERENCE.role);
  const fourStars = admin.getByTestId('admin-reference-rating').getByLabel('4 na 5 gwiazdek');
  await admin
    .getByTestId('admin-reference-rating')
    .locator(`label[for="${await fourStars.getAttribute('id')}"]`)
    .click();
  await expect(fourStars).toBeChecked();
  await admin.getByTestId('admin-reference-text').click();
  await admin.keyboard.type(REFERENCE.quote);
  await admin.getByTestId('admin-reference-save').click();
  await expect(admin).toHaveURL(/\/app\/admin\/reference\/[0-9a-f-]{36}\/details$/);
  await expect(admin.getByRole('heading', { name: REFERENCE.author })).toBeVisible();
  await shot(admin, 'people-admin-reference-pl');
  // The Polish filter lists it, the English one does not.
  await admin.goto('/app/admin/reference?language=PL');
  await expect(admin.getByTestId('admin-references-table')).toContainText(REFERENCE.author);
  await admin.goto('/app/admin/reference?language=EN');
  await expect(admin.getByTestId('admin-references-row').first()).toBeVisible();
  await expect(admin.getByTestId('admin-references-table')).not.toContainText(REFERENCE.author);

  // A Polish visitor sees both, with the photo and the stars.
  for (const width of [1280, 360]) {
    const pl = await visitor(browser, 'pl', width);
    await pl.goto('/app/about-us');
    const card = pl.getByTestId('personnel-card').filter({ hasText: PERSON.name });
    await expect(card).toContainText(PERSON.position);
    await expect(card).toContainText(PERSON.bio);
    await expect(card.locator('img')).toHaveAttribute('src', /\/api\/v1\/files\/.+size=medium/);
    await expect(pl.getByRole('heading', { name: 'Nasz zespół' })).toBeVisible();
    await shot(pl, `people-about-us-pl-${width}`);
    if (width === 1280) await expectNoSeriousViolations(pl);
    await pl.goto('/app/references');
    const quote = pl.getByTestId('reference-card').filter({ hasText: REFERENCE.author });
    await expect(quote).toContainText(REFERENCE.quote);
    await expect(quote).toContainText(REFERENCE.role);
    await expect(quote.getByTestId('reference-rating')).toHaveAttribute('aria-label', 'Ocena: 4 na 5');
    await shot(pl, `people-references-pl-${width}`);
    if (width === 1280) await expectNoSeriousViolations(pl);
    // Nothing wider than the screen.
    await expectFitsWidth(pl, width);
    await pl.context().close();
  }

  // An English visitor sees the English rows only.
  for (const width of [1280, 360]) {
    const en = await visitor(browser, 'en', width);
    await en.goto('/app/about-us');
    await expect(en.getByRole('heading', { name: 'Our team' })).toBeVisible();
    await expect(en.getByTestId('personnel-card').first()).toBeVisible();
    await expect(en.getByTestId('personnel-grid')).not.toContainText(PERSON.name);
    await expect(en.getByTestId('personnel-grid')).toContainText('Founder, chief instructor');
    await shot(en, `people-about-us-en-${width}`);
    await en.goto('/app/references');
    await expect(en.getByTestId('reference-card').first()).toBeVisible();
    await expect(en.getByTestId('references-grid')).not.toContainText(REFERENCE.author);
    await shot(en, `people-references-en-${width}`);
    await expectFitsWidth(en, width);
    await en.context().close();
  }

  // The admin screens on a phone.
  await admin.setViewportSize({ width: 360, height: 780 });
  await admin.goto('/app/admin/reference?language=PL');
  await expect(admin.getByTestId('admin-references-table')).toContainText(REFERENCE.author);
  await expectFitsWidth(admin, 360);
  await shot(admin, 'people-admin-references-pl-360');
  await admin.getByRole('link', { name: REFERENCE.author, exact: true }).click();
  await expect(admin.getByTestId('admin-reference-name')).toHaveValue(REFERENCE.author);
  await expectFitsWidth(admin, 360);
  await shot(admin, 'people-admin-reference-pl-360');
  await expectNoSeriousViolations(admin);
  await admin.setViewportSize({ width: 1280, height: 900 });

  // Deleting the person (confirmed) takes them off /about-us.
  await admin.goto('/app/admin/personnel?language=PL');
  await admin.getByRole('link', { name: PERSON.name, exact: true }).click();
  await admin.getByTestId('admin-personnel-delete').click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Usuń' }).click();
  await expect(admin).toHaveURL(/\/app\/admin\/personnel$/);
  await admin.goto('/app/about-us');
  await expect(admin.getByTestId('personnel-card').first()).toBeVisible();
  await expect(admin.getByTestId('personnel-grid')).not.toContainText(PERSON.name);
});
