import { expect, test } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot } from './support/auth.ts';

/*
 * Pages search engines and link previews read (issue 12): the server writes each public page's
 * title, description, canonical URL, PL/EN alternates (?lang=), Open Graph and JSON-LD into the
 * HTML it serves; ?lang= opens the app in that language; unknown addresses answer HTTP 404.
 */

test.use({ reducedMotion: 'reduce' });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

test('?lang= opens the app in that language, over the browser language and the stored choice', async ({ page }) => {
  await skipCookieBanner(page);
  // The browser says en-US: ?lang=pl still opens in Polish, and becomes the stored choice.
  await page.goto('/app/home?lang=pl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page).toHaveTitle('Strona główna | SkyPilot Academy');
  expect(await page.evaluate(() => localStorage.getItem('skypilot.language'))).toBe('pl');

  // Stored 'pl': ?lang=en wins, and is stored in turn.
  await page.goto('/app/faq?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('menu-group-courses')).toHaveText('Courses');
  await page.goto('/app/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Home | SkyPilot Academy');
  await shot(page, 'seo-lang-en');
});

test("a course page's HTML, as a crawler fetches it, carries its own title, description, alternates and JSON-LD", async ({
  request,
}) => {
  const list = await request.get('/api/v1/courses?lang=PL');
  expect(list.status()).toBe(200);
  const course = (await list.json()).items[0] as { courseId: string; title: string };
  expect(course, 'the demo data has a public Polish course').toBeTruthy();

  const response = await request.get(`/app/courses/${course.courseId}/details`, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  expect(html).toContain(`<title>${escapeHtml(course.title)} | SkyPilot Academy</title>`);
  expect(html).toMatch(/<meta name="description" content="[^"]{10,}" \/>/);
  expect(html).toContain(`<meta property="og:title" content="${escapeHtml(course.title)} | SkyPilot Academy" />`);
  expect(html).toMatch(
    new RegExp(`<link rel="canonical" href="[^"]*/app/courses/${course.courseId}/details\\?lang=pl" />`),
  );
  expect(html).toContain('<link rel="alternate" hreflang="pl"');
  expect(html).toContain('"@type":"Course"');
  // The built page is intact: its scripts still load the app.
  expect(html).toMatch(/<script type="module"[^>]*src="\/app\/assets\/[^"]+\.js"/);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`/app/courses/${course.courseId}/details?lang=pl</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /app/admin');
  expect(robots).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
});

test('an unknown address answers 404 and shows the not-found page', async ({ page }) => {
  await skipCookieBanner(page);
  const unknown = await page.goto('/app/no-such-page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByTestId('page-not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await shot(page, 'seo-not-found');

  const course = await page.goto('/app/courses/3f1c2a4e-0000-4000-8000-000000000000/details');
  expect(course?.status()).toBe(404);

  // A malformed id and a certificate code that cannot exist are no soft 404s (issue 31).
  expect((await page.goto('/app/purchases/1/details'))?.status()).toBe(404);
  expect((await page.goto('/app/certificates/verify/nope'))?.status()).toBe(404);
  await expect(page.getByText('Certificate not found')).toBeVisible();

  // A real page still answers 200.
  expect((await page.goto('/app/courses'))?.status()).toBe(200);
});
