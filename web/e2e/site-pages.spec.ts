import { expect, test, type Locator, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';
import { expectNoSeriousViolations, useLanguage } from './support/page.ts';

/*
 * Site pages (issue 12): every page an admin writes renders its own heading and lead in Polish and
 * English; the admin edits the FAQ in English and in Polish (a new question with a table) and a
 * visitor finds it in the FAQ's accordion in each language; leaving unsaved changes asks first;
 * tables scroll inside their own region on a phone; the privacy policy reopens the cookie settings.
 */

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

const PAGES = [
  { path: 'faq', key: 'FAQ', testId: 'faq-page' },
  { path: 'about-exams', key: 'ABOUT_EXAMS', testId: 'about-exams-page' },
  { path: 'insurance', key: 'INSURANCE', testId: 'insurance-page' },
  { path: 'shop-terms', key: 'SHOP_TERMS', testId: 'shop-terms-page' },
  { path: 'privacy-policy', key: 'PRIVACY_POLICY', testId: 'privacy-policy-page' },
  { path: 'consultation-terms', key: 'CONSULTATION_TERMS', testId: 'consultation-terms-page' },
  { path: 'remote-uas', key: 'REMOTE_UAS', testId: 'remote-uas-page' },
  { path: 'thanks', key: 'THANKS', testId: 'thanks-page' },
] as const;

async function storedPage(page: Page, key: string, language: 'PL' | 'EN') {
  const response = await page.request.get(`/api/v1/site-pages/${key}?languageCd=${language}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { title: string; description: string; languageCd: string };
}

for (const lang of ['pl', 'en'] as const) {
  test(`every site page renders its heading and lead (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await skipCookieBanner(page);
    for (const { path, key, testId } of PAGES) {
      const stored = await storedPage(page, key, lang === 'pl' ? 'PL' : 'EN');
      expect(stored.languageCd).toBe(lang.toUpperCase());
      await page.goto(`/app/${path}`);
      const root = page.getByTestId(testId);
      await expect(root.getByRole('heading', { level: 1 })).toHaveText(stored.title);
      if (stored.description) await expect(root.getByTestId('site-page-lead')).toHaveText(stored.description);
      await expectNoSeriousViolations(page);
    }
    await page.goto('/app/thanks?from=consultation');
    await expect(page.getByTestId('thanks-consultation')).toBeVisible();
    await page.goto('/app/remote-uas');
    await expect(page.getByTestId('eu-funding-notice')).toContainText(
      lang === 'pl' ? 'Dofinansowane przez Unię Europejską' : 'Co-funded by the European Union',
    );
  });
}

/**
 * Puts the caret at the end of a rich-text editor with Ctrl+End, as a person would. ProseMirror
 * applies its own selection once it has taken the focus (its `ProseMirror-focused` class), which
 * can land after an early key press: so wait for that, and press again until nothing follows the
 * caret (pressing Ctrl+End at the end changes nothing).
 */
async function moveCaretToEnd(editor: Locator): Promise<void> {
  await expect(editor).toHaveClass(/ProseMirror-focused/);
  await expect(async () => {
    await editor.page().keyboard.press('Control+End');
    const after = await editor.evaluate((element) => {
      const selection = window.getSelection();
      if (!selection?.focusNode || !element.contains(selection.focusNode)) return null;
      const rest = document.createRange();
      rest.selectNodeContents(element);
      rest.setStart(selection.focusNode, selection.focusOffset);
      return rest.toString();
    });
    expect(after).toBe('');
  }).toPass();
}

test('the admin adds a question to the FAQ in English and in Polish; visitors find it in the accordion', async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await useLanguage(admin, 'en');
  await skipCookieBanner(admin);
  await signIn(admin, 'admin@example.com');
  await admin.goto('/app/admin/pages');
  const row = admin.getByTestId('admin-site-page-FAQ');
  await expect(row).toContainText('FAQ');
  await expect(row).toContainText((await storedPage(admin, 'FAQ', 'EN')).title);
  await shot(admin, 'site-pages-admin-list');
  await row.getByTestId('admin-site-page-name').click();
  await expect(admin).toHaveURL(/\/app\/admin\/pages\/faq$/);
  await expect(admin.getByTestId('admin-site-page-view')).toHaveAttribute('href', '/app/faq');

  const versions = [
    {
      tab: 'EN',
      lead: `Drone rules in plain words ${stamp}`,
      question: `Can I fly over a lake ${stamp}?`,
      answer: 'Yes, in the open category, keeping 120 m and the drone in sight.',
      cells: ['Mass', 'Premium'],
    },
    {
      tab: 'PL',
      lead: `Przepisy dronowe prostymi słowami ${stamp}`,
      question: `Czy mogę latać nad jeziorem ${stamp}?`,
      answer: 'Tak, w kategorii otwartej, do 120 m i w zasięgu wzroku.',
      cells: ['Masa', 'Składka'],
    },
  ];
  for (const version of versions) {
    await admin.getByTestId(`site-page-tab-${version.tab}`).click();
    const form = admin.getByTestId(`site-page-form-${version.tab}`);
    await form.getByTestId(`site-page-${version.tab}-description`).fill(version.lead);
    const editor = form.getByTestId(`site-page-${version.tab}-content`);
    // Focus without a click (a click's own caret could land after the key press), then to the end.
    await editor.focus();
    await moveCaretToEnd(editor);
    await admin.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Subheading' }).click();
    await admin.keyboard.type(version.question);
    await admin.keyboard.press('Enter');
    await admin.keyboard.type(version.answer);
    await admin.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Insert table' }).click();
    await admin.keyboard.type(version.cells[0]!);
    await admin.keyboard.press('Tab');
    await admin.keyboard.type(version.cells[1]!);
    const table = editor.locator('table').last();
    await expect(table.locator('th')).toHaveCount(3);
    await expect(table.locator('th').first()).toHaveText(version.cells[0]!);
    // Tab moves to the third column, which the table menu deletes.
    await admin.keyboard.press('Tab');
    await form.getByRole('button', { name: 'Table', exact: true }).click();
    await admin.getByRole('menuitem', { name: 'Delete the column' }).click();
    await expect(table.locator('th')).toHaveCount(2);
    await form.getByTestId(`site-page-${version.tab}-save`).click();
    await expect(
      admin.getByText(version.tab === 'EN' ? 'English version saved' : 'Polish version saved'),
    ).toBeVisible();
  }

  // Unsaved changes ask before leaving.
  await admin.getByTestId('site-page-PL-title').fill(`Draft ${stamp}`);
  await admin.getByRole('link', { name: 'All site pages' }).click();
  await expect(admin.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  await admin.getByRole('button', { name: 'Stay on the page' }).click();
  await expect(admin).toHaveURL(/\/app\/admin\/pages\/faq$/);
  await admin.getByRole('link', { name: 'All site pages' }).click();
  await admin.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(admin).toHaveURL(/\/app\/admin\/pages$/);
  await adminContext.close();

  for (const [lang, version] of [
    ['en', versions[0]!],
    ['pl', versions[1]!],
  ] as const) {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await useLanguage(visitor, lang);
    await skipCookieBanner(visitor);
    await visitor.goto('/app/faq');
    const faq = visitor.getByTestId('faq-page');
    await expect(faq.getByTestId('site-page-lead')).toHaveText(version.lead);
    // The title did not change with the draft that was left.
    await expect(faq.getByRole('heading', { level: 1 })).not.toHaveText(`Draft ${stamp}`);
    await faq.getByTestId('faq-search').fill(stamp);
    const item = faq.getByTestId('faq-item');
    await expect(item).toHaveCount(1);
    const question = item.getByRole('button', { name: version.question });
    // One match opens by itself; it closes and opens again on click.
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = item.getByTestId('faq-answer');
    await expect(answer).toContainText(version.answer);
    await expect(answer.getByRole('region').locator('table th')).toHaveText(version.cells);
    await shot(visitor, `site-pages-faq-${lang}`);

    await faq.getByTestId('faq-search').fill(`no such question ${stamp}x`);
    await expect(faq.getByTestId('faq-no-match')).toBeVisible();
    await faq.getByTestId('faq-search').fill('');
    await expect(faq.getByTestId('faq-item').first()).toBeVisible();
    expect(await faq.getByTestId('faq-item').count()).toBeGreaterThan(10);
    await expectNoSeriousViolations(visitor);
    await context.close();
  }
});

test('on a phone the insurance tables scroll in their own region, not the page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await useLanguage(page, 'pl');
  await skipCookieBanner(page);
  await page.goto('/app/insurance');
  const regions = page.getByTestId('insurance-page').locator('.rich-table[role="region"]');
  await expect(regions.first()).toBeVisible();
  expect(await regions.count()).toBeGreaterThan(0);
  const pageOverflows = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(pageOverflows).toBe(false);
  await expect(page.getByTestId('insurance-informational')).toBeVisible();
  await shot(page, 'site-pages-insurance-phone-pl');
  await expectNoSeriousViolations(page);
  await context.close();
});

test('the privacy policy reopens the cookie settings', async ({ page }) => {
  await useLanguage(page, 'en');
  await skipCookieBanner(page);
  await page.goto('/app/privacy-policy');
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
  await page.getByTestId('privacy-cookie-settings').click();
  await expect(page.getByTestId('cookie-consent')).toBeVisible();
});
