import { expect, test, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot } from './support/auth.ts';
import { expectNoSeriousViolations, useLanguage } from './support/page.ts';

/*
 * Issue 12: every link of the Academy menu and of the footer opens a real page (never "coming
 * soon", never the not-found page), with its own heading, content, and no serious axe violation,
 * in PL and in EN, for a visitor.
 */

test.use({ reducedMotion: 'reduce' });

/** The Academy menu's entries a visitor sees (menu-<testId>). */
const ACADEMY_LINKS = [
  'about-us',
  'references',
  'about-exams',
  'insurance',
  'faq',
  'blog',
  'consultation',
  'contact',
  'order-exchange',
  'remote-uas',
] as const;

/** The footer's page links (footer-<testId>). */
const FOOTER_LINKS = ['shop-terms', 'privacy-policy', 'consultation-terms', 'contact', 'remote-uas'] as const;

async function hrefsOf(page: Page, testIds: readonly string[], prefix: string): Promise<string[]> {
  const hrefs: string[] = [];
  for (const id of testIds) {
    const link = page.getByTestId(`${prefix}${id}`).first();
    const href = await link.getAttribute('href');
    expect(href, `${prefix}${id} has a link`).toBeTruthy();
    hrefs.push(href!);
  }
  return hrefs;
}

async function expectRealPage(page: Page, href: string): Promise<void> {
  const response = await page.goto(href);
  expect(response?.status(), `${href} answers 200`).toBe(200);
  await expect(page.locator('main h1').first(), `${href} has its heading`).toBeVisible();
  await expect(page.getByTestId('coming-soon'), `${href} is not "coming soon"`).toHaveCount(0);
  await expect(page.getByTestId('page-not-found'), `${href} is not the not-found page`).toHaveCount(0);
  // Content below the heading: a page is more than its title (polled while its data loads).
  await expect
    .poll(async () => (await page.locator('main').innerText()).trim().length, { message: `${href} shows content` })
    .toBeGreaterThan(80);
  await expectNoSeriousViolations(page);
}

for (const lang of ['pl', 'en'] as const) {
  test(`every Academy and footer link opens a real page (${lang.toUpperCase()})`, async ({ page }) => {
    await skipCookieBanner(page);
    await useLanguage(page, lang);
    await page.goto('/app/home');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The office's details (OFFICE_* configuration, written into the page by the server).
    await expect(page.getByTestId('footer-office')).toContainText('biuro@skypilot.example');
    await expect(page.getByTestId('footer-office').getByRole('link', { name: '+48 22 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+48221234567',
    );

    await page.getByTestId('menu-group-academy').click();
    const academy = await hrefsOf(page, ACADEMY_LINKS, 'menu-');
    await page.keyboard.press('Escape');
    const footer = await hrefsOf(page, FOOTER_LINKS, 'footer-');

    for (const href of new Set([...academy, ...footer])) {
      await test.step(href, async () => expectRealPage(page, href));
    }
    await page.goto('/app/thanks');
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await shot(page, `content-thanks-${lang}`);
  });
}
