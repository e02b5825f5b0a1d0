import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { RESET_LINK, freshEmail } from './support/accounts.ts';
import { DEMO_PASSWORD, shot } from './support/auth.ts';
import { waitForLink } from './support/mailbox.ts';

/*
 * The embedded provider's own pages (/auth) on a 360 px screen, in Polish and in English, under
 * the app's real Content-Security-Policy: axe finds no serious or critical violation, nothing is
 * wider than the screen, and the browser reports no CSP violation. (The sign-in and registration
 * pages at desktop width are in a11y.spec.ts.)
 */

test.use({ viewport: { width: 360, height: 740 } });

/** Collects the console's CSP complaints for the whole test. */
function watchCsp(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) complaints.push(`${page.url()}: ${message.text()}`);
  });
  return complaints;
}

/** Problems of the page as shown: serious or critical axe violations, horizontal overflow. */
async function audit(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const problems = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  if (scrollWidth > clientWidth) problems.push(`${label}: page is ${scrollWidth}px wide at ${clientWidth}px`);
  return problems;
}

for (const lang of ['pl', 'en'] as const) {
  test(`the provider pages in ${lang.toUpperCase()} are accessible and fit 360 px under the app CSP`, async ({
    page,
  }) => {
    const csp = watchCsp(page);
    const problems: string[] = [];
    const submit = page.locator('form[novalidate] button[type=submit]');

    await page.goto(`/app/login?lang=${lang}`);
    await expect(page).toHaveURL(/\/auth\//);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('#email')).toBeVisible();
    problems.push(...(await audit(page, 'sign-in')));

    await page.locator('#email').fill('nobody@example.com');
    await page.locator('#password').fill('wrong1234');
    await submit.click();
    await expect(page.getByRole('alert')).toBeVisible();
    problems.push(...(await audit(page, 'sign-in error')));

    await page.goto(`/app/register?lang=${lang}`);
    await expect(page.locator('#password2')).toBeVisible();
    await page.locator('#email').fill('bad');
    await submit.click();
    await expect(page.locator('#email')).toHaveAttribute('aria-invalid', 'true');
    problems.push(...(await audit(page, 'registration errors')));

    const email = freshEmail(`provider-${lang}`);
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(DEMO_PASSWORD);
    await page.locator('#password2').fill(DEMO_PASSWORD);
    await page.locator('#firstName').fill('Ada');
    await page.locator('#lastName').fill('Lovelace');
    await submit.click();
    await expect(page).toHaveURL(/registered/);
    problems.push(...(await audit(page, 'check mailbox')));

    // Not verified yet: the sign-in answers with an alert offering to send the link again.
    await page.goto(`/app/login?lang=${lang}`);
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(DEMO_PASSWORD);
    await submit.click();
    await expect(page.locator('.alert form')).toHaveCount(1);
    problems.push(...(await audit(page, 'unverified')));

    for (const [label, url] of [
      ['forgot password', `/auth/forgot-password?lang=${lang}`],
      ['reset link invalid', `/auth/reset-password?token=nope&lang=${lang}`],
      ['verified', `/auth/verify-email/done?lang=${lang}`],
      ['signed out', `/auth/session/end/success?lang=${lang}`],
      ['error', `/auth/authorize?client_id=nobody&lang=${lang}`],
    ] as const) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toBeVisible();
      problems.push(...(await audit(page, label)));
    }

    // A valid reset form needs the link from the mail; setting a password also verifies the address.
    await page.goto(`/auth/forgot-password?lang=${lang}`);
    await page.locator('#email').fill(email);
    await submit.click();
    await expect(page).toHaveURL(/forgot-password\/sent/);
    problems.push(...(await audit(page, 'reset link sent')));
    await page.goto(await waitForLink(email, RESET_LINK));
    await expect(page.locator('#password2')).toBeVisible();
    problems.push(...(await audit(page, 'reset form')));
    await page.locator('#password').fill('NewPassword123!');
    await page.locator('#password2').fill('NewPassword123!');
    await submit.click();
    await expect(page).toHaveURL(/reset-password\/done/);

    // Signed in at the provider, its logout asks for a confirmation.
    await page.goto(`/app/login?lang=${lang}`);
    await page.locator('#email').fill(email);
    await page.locator('#password').fill('NewPassword123!');
    await submit.click();
    await expect(page).toHaveURL('/app/register-details');
    await page.goto(`/auth/session/end?ui_locales=${lang}`);
    await expect(page.locator('button[value=yes]')).toBeVisible();
    problems.push(...(await audit(page, 'logout confirmation')));
    await shot(page, `provider-logout-confirmation-${lang}`);

    expect(problems).toEqual([]);
    expect(csp).toEqual([]);
  });
}

test("the provider's logout pages run their scripts under the app CSP", async ({ page }) => {
  const csp = watchCsp(page);
  // Without a provider session, oidc-provider's own form posts itself (an inline script the
  // CSP allows by its hash) and ends on our "signed out" page.
  const response = await page.goto('/auth/session/end?lang=en');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page).toHaveURL(/\/auth\/session\/end\/success/);
  await expect(page.locator('h1')).toHaveText('Signed out');
  // With an id_token_hint of our client, the logout page presses its button with a same-origin
  // script (assets/logout.js), which `script-src 'self'` allows.
  const script = await page.request.get('/auth/assets/logout.js');
  expect(script.ok()).toBe(true);
  expect(script.headers()['content-type']).toMatch(/javascript/);
  expect(await script.text()).toContain('data-auto-submit');
  expect(csp).toEqual([]);
});
