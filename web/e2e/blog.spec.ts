import { expect, test, type Browser, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';
import { expectNoSeriousViolations, useLanguage } from './support/page.ts';

/*
 * The blog (issue 12): an admin writes a post in Polish and one in English, each with a picture,
 * and publishes them; each appears in the blog of its language (the visitor switches language),
 * opens, and shows as a plain site page; an unknown post sends the visitor to /blog.
 */

const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

interface Draft {
  language: 'Polish' | 'English';
  category: string;
  title: string;
  lead: string;
  body: string;
}

const PL_POST: Draft = {
  language: 'Polish',
  category: 'Knowledge',
  title: `Strefy geograficzne UAS ${stamp}`,
  lead: 'Jak czytać mapę stref i kiedy potrzebny jest check-in w aplikacji.',
  body: 'Strefy geograficzne wyznaczają miejsca, gdzie lot wymaga zgody.',
};
const EN_POST: Draft = {
  language: 'English',
  category: 'How-to',
  title: `Reading UAS geographical zones ${stamp}`,
  lead: 'How to read the zone map and when the app needs a check-in.',
  body: 'Geographical zones mark the places where a flight needs permission.',
};

async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label });
  if ((await select.textContent())?.trim() === option) return;
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

/** Writes, illustrates and publishes a post as the admin; returns its postId (the editor's address). */
async function writePost(page: Page, post: Draft): Promise<string> {
  await page.goto('/app/admin/blog');
  await page.getByTestId('admin-blog-new').click();
  await expect(page).toHaveURL(/\/app\/admin\/blog\/new$/);
  // The list (with its own Language filter) stays on screen until the editor has loaded.
  await expect(page.getByTestId('admin-post-title')).toBeVisible();
  await choose(page, 'Language', post.language);
  await choose(page, 'Category', post.category);
  await page.getByTestId('admin-post-title').fill(post.title);
  await page.getByTestId('admin-post-short').fill(post.lead);
  await page.getByTestId('admin-post-content').click();
  await page.keyboard.type(post.body);
  await page.getByTestId('admin-post-picture-input').setInputFiles({
    name: 'zones.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  await expect(page.getByTestId('admin-post-picture-preview')).toBeVisible();
  await choose(page, 'Status', 'Published');
  await page.getByTestId('admin-post-save').click();
  // A new post leads to its own editor.
  await page.waitForURL((url) => /\/app\/admin\/blog\/[0-9a-f-]{36}$/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByTestId('admin-post-picture-preview')).toHaveAttribute('src', /\/api\/v1\/files\//);
  return page.url().split('/').pop()!;
}

async function visitor(browser: Browser, lang: 'pl' | 'en'): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await skipCookieBanner(page);
  await useLanguage(page, lang);
  return page;
}

test('an admin publishes a post in Polish and in English; each shows in the blog of its language', async ({
  page,
  browser,
}) => {
  await skipCookieBanner(page);
  await useLanguage(page, 'en');
  await signIn(page, 'admin@example.com');

  // A post that cannot be published yet: the editor names what is missing.
  await page.goto('/app/admin/blog/new');
  await page.getByTestId('admin-post-title').fill(`Incomplete ${stamp}`);
  await choose(page, 'Status', 'Published');
  await page.getByTestId('admin-post-save').click();
  await expect(page.getByTestId('admin-post-error')).toBeVisible();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await expect(page).toHaveURL(/\/app\/admin\/blog\/new$/);

  const plId = await writePost(page, PL_POST);
  await shot(page, 'blog-admin-editor-en');
  const enId = await writePost(page, EN_POST);

  // The admin's table lists both, filtered by language.
  await page.goto('/app/admin/blog?language=PL');
  await expect(page.getByRole('link', { name: PL_POST.title })).toBeVisible();
  await expect(page.getByRole('link', { name: EN_POST.title })).toHaveCount(0);
  await shot(page, 'blog-admin-list-en');

  // A Polish visitor sees the Polish post only.
  const reader = await visitor(browser, 'pl');
  await reader.goto('/app/blog');
  const plCard = reader.getByTestId('post-card').filter({ hasText: PL_POST.title });
  await expect(plCard).toBeVisible();
  await expect(plCard.getByTestId('post-category')).toHaveText('Wiedza');
  await expect(reader.getByText(EN_POST.title)).toHaveCount(0);
  // The category filter lives in the URL.
  await reader.getByTestId('blog-category-KNOWLEDGE').click();
  await expect(reader).toHaveURL(/category=KNOWLEDGE/);
  await expect(plCard).toBeVisible();
  await reader.getByTestId('blog-category-TRIVIA').click();
  await expect(plCard).toHaveCount(0);
  await reader.getByTestId('blog-category-all').click();
  await shot(reader, 'blog-list-pl');

  await plCard.getByTestId('post-link').click();
  await expect(reader).toHaveURL(new RegExp(`/app/blog/${plId}$`));
  await expect(reader.getByTestId('post-title')).toHaveText(PL_POST.title);
  await expect(reader.getByTestId('post-lead')).toHaveText(PL_POST.lead);
  await expect(reader.getByTestId('post-content')).toContainText(PL_POST.body);
  await expect(reader.getByTestId('post-picture')).toBeVisible();
  await expect(reader.getByTestId('post-back')).toHaveText('Wszystkie artykuły');
  await shot(reader, 'blog-post-pl');

  // Switching to English from a Polish post leads to the English blog, where the English post is.
  await reader.getByTestId('language-switch').click();
  await reader.getByTestId('language-en').click();
  await expect(reader).toHaveURL(/\/app\/blog$/);
  const enCard = reader.getByTestId('post-card').filter({ hasText: EN_POST.title });
  await expect(enCard).toBeVisible();
  await expect(enCard.getByTestId('post-category')).toHaveText('How-to');
  await expect(reader.getByText(PL_POST.title)).toHaveCount(0);
  await enCard.getByTestId('post-link').click();
  await expect(reader).toHaveURL(new RegExp(`/app/blog/${enId}$`));
  await expect(reader.getByTestId('post-title')).toHaveText(EN_POST.title);
  await expect(reader.getByTestId('post-content')).toContainText(EN_POST.body);

  // The same post as a plain site page: title and content, no blog chrome.
  await reader.goto(`/app/site/${enId}`);
  await expect(reader.getByTestId('post-title')).toHaveText(EN_POST.title);
  await expect(reader.getByTestId('post-content')).toContainText(EN_POST.body);
  await expect(reader.getByTestId('post-back')).toHaveCount(0);
  await expect(reader.getByTestId('post-category')).toHaveCount(0);
  await shot(reader, 'blog-site-page-en');

  // Back to a draft: the post leaves the blog, and its address sends visitors to /blog.
  await page.goto(`/app/admin/blog/${enId}`);
  await choose(page, 'Status', 'Draft');
  await page.getByTestId('admin-post-save').click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await reader.goto(`/app/blog/${enId}`);
  await expect(reader).toHaveURL(/\/app\/blog$/);
  await expect(reader.getByText(EN_POST.title)).toHaveCount(0);

  // Deleting asks first.
  await page.getByTestId('admin-post-delete').click();
  await page.getByRole('button', { name: 'Delete' }).last().click();
  await expect(page).toHaveURL(/\/app\/admin\/blog$/);
  await expect(page.getByRole('link', { name: EN_POST.title })).toHaveCount(0);
});

test('an unknown post sends the visitor to /blog; the blog fits a phone', async ({ browser }) => {
  const reader = await visitor(browser, 'en');
  await reader.setViewportSize({ width: 360, height: 740 });
  await reader.goto('/app/blog/00000000-0000-4000-8000-000000000000');
  await expect(reader).toHaveURL(/\/app\/blog$/);
  await expect(reader.getByTestId('post-card').first()).toBeVisible();
  await reader.goto('/app/site/not-a-post');
  await expect(reader).toHaveURL(/\/app\/blog$/);
  // Nothing wider than the phone.
  const overflow = await reader.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(reader, 'blog-list-en-phone');
});

test('the blog pages and the blog admin have no serious accessibility violations', async ({ page, browser }) => {
  const reader = await visitor(browser, 'pl');
  await reader.goto('/app/blog');
  const first = reader.getByTestId('post-card').first();
  await expect(first).toBeVisible();
  await expectNoSeriousViolations(reader);
  await first.getByTestId('post-link').click();
  await expect(reader.getByTestId('post-content')).toBeVisible();
  await expectNoSeriousViolations(reader);

  await skipCookieBanner(page);
  await useLanguage(page, 'en');
  await signIn(page, 'admin@example.com');
  await page.goto('/app/admin/blog');
  await expect(page.getByTestId('admin-blog-row').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByTestId('admin-blog-row').first().getByRole('link').click();
  await expect(page.getByTestId('admin-post-title')).toBeVisible();
  await expectNoSeriousViolations(page);
});
