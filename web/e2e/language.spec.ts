import { expect, test, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot } from './support/auth.ts';

/* PL/EN (spec 4): the switch, <html lang>, titles, the remembered choice, the browser's language. */

// No hero rotation: the hero heading stays the first variant while the test reads it.
test.use({ reducedMotion: 'reduce' });

const TEXTS = {
  pl: {
    switchName: 'Język',
    hero: 'Zostań certyfikowanym pilotem drona',
    courses: 'Kursy',
    title: 'Strona główna | SkyPilot Academy',
    signIn: 'Zaloguj się',
  },
  en: {
    switchName: 'Language',
    hero: 'Become a certified drone pilot',
    courses: 'Courses',
    title: 'Home | SkyPilot Academy',
    signIn: 'Sign in',
  },
} as const;

type Lang = keyof typeof TEXTS;

async function expectLanguage(page: Page, lang: Lang) {
  const t = TEXTS[lang];
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { name: t.hero })).toBeVisible();
  await expect(page.getByTestId('menu-group-courses')).toHaveText(t.courses);
  await expect(page.getByRole('button', { name: t.switchName })).toHaveText(lang.toUpperCase());
  await expect(page).toHaveTitle(t.title);
  expect(await page.title()).toMatch(/ \| SkyPilot Academy$/);
}

async function choose(page: Page, lang: Lang) {
  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByTestId(`language-${lang}`).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

test('the language switch changes the page to Polish and back to English, and the choice is remembered', async ({
  page,
}) => {
  await page.goto('/app/home');
  await expectLanguage(page, 'en'); // the browser's en-US

  await choose(page, 'pl');
  await expectLanguage(page, 'pl');
  expect(await page.evaluate(() => localStorage.getItem('skypilot.language'))).toBe('pl');
  await page.reload();
  await expectLanguage(page, 'pl');
  // The open switch marks the current language.
  await page.getByTestId('language-switch').click();
  await expect(page.getByTestId('language-pl')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('language-en')).toHaveAttribute('aria-checked', 'false');
  await page.getByTestId('language-en').click();

  await expectLanguage(page, 'en');
  expect(await page.evaluate(() => localStorage.getItem('skypilot.language'))).toBe('en');
  await page.reload();
  await expectLanguage(page, 'en');
  // Titles of other pages follow too.
  await page.getByTestId('footer-contact').click();
  await expect(page).toHaveTitle('Contact | SkyPilot Academy');
  await shot(page, 'language-en-after-reload');
});

for (const { locale, expected } of [
  { locale: 'pl-PL', expected: 'pl' },
  { locale: 'de-DE', expected: 'pl' },
  { locale: 'en-GB', expected: 'en' },
] as const) {
  test(`a browser in ${locale} starts in ${expected.toUpperCase()}`, async ({ browser }) => {
    const context = await browser.newContext({ locale, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await skipCookieBanner(page);
    await page.goto('/app/home');
    await expectLanguage(page, expected);
    await shot(page, `language-browser-${locale}`);
    await context.close();
  });
}

for (const { browserLocale, chosen } of [
  { browserLocale: 'en-US', chosen: 'pl' },
  { browserLocale: 'pl-PL', chosen: 'en' },
] as const) {
  test(`the provider's sign-in page follows the app's language (${chosen.toUpperCase()} chosen in a ${browserLocale} browser)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: browserLocale, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await skipCookieBanner(page);
    await page.goto('/app/home');
    await expect(page.getByTestId('sign-in-button')).toBeVisible();
    await choose(page, chosen);
    await expectLanguage(page, chosen);

    await page.getByTestId('sign-in-button').click();
    await expect(page).toHaveURL(/\/auth\//);
    await expect(page.locator('html')).toHaveAttribute('lang', chosen);
    await expect(page.getByRole('heading', { name: TEXTS[chosen].signIn })).toBeVisible();
    await expect(page.getByRole('button', { name: TEXTS[chosen].signIn })).toBeVisible();
    await expect(page).toHaveTitle(`${TEXTS[chosen].signIn} | SkyPilot Academy`);
    await shot(page, `language-provider-${chosen}`);
    await context.close();
  });
}
