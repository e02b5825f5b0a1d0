import { expect, test } from '@playwright/test';
import { shot, signIn } from './support/auth.ts';

const ACCOUNTS = [
  { email: 'admin@example.com', role: 'ADMIN', lands: '/app/home' },
  { email: 'student@example.com', role: 'USER', lands: '/app/home' },
  { email: 'company@example.com', role: 'B2B', lands: '/app/home' },
  { email: 'instructor@example.com', role: 'INSTRUCTOR', lands: '/app/home' },
  { email: 'seller@example.com', role: 'SELLER', lands: '/app/home' },
  { email: 'newcomer@example.com', role: 'REGISTER', lands: '/app/register-details' },
];

for (const account of ACCOUNTS) {
  test(`${account.role} signs in through the provider and lands on ${account.lands}`, async ({ page }) => {
    await signIn(page, account.email);
    await expect(page).toHaveURL(account.lands);
    const session = await (await page.request.get('/api/session')).json();
    expect(session).toMatchObject({ authenticated: true, user: { role: account.role } });
    // The browser keeps no token: only language and visual settings live in web storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+/); // no JWT
    expect(stored.toLowerCase()).not.toContain('token');
    await shot(page, `sign-in-${account.role.toLowerCase()}`);
  });
}

test('a wrong password is refused with one generic message', async ({ page }) => {
  await page.goto('/app/login');
  await page.getByLabel('E-mail address').fill('student@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/incorrect e-mail address or password|wrong e-mail|invalid/i).first()).toBeVisible();
  await shot(page, 'sign-in-wrong-password');
});

test('signing out ends the session and returns to the public site', async ({ page }) => {
  await signIn(page, 'student@example.com');
  await page
    .getByRole('button', { name: /account|konto/i })
    .first()
    .click();
  // Wait for the logout call itself: the page was on /app/… before, so a URL check alone would
  // pass before anything happened (the race behind this test's old failures).
  const logout = page.waitForResponse((r) => r.url().endsWith('/app/logout') && r.request().method() === 'POST');
  await page.getByRole('menuitem', { name: /sign out|wyloguj/i }).click();
  const answer = await logout;
  expect(answer.status()).toBe(200);
  await expect(page.getByRole('button', { name: /^(sign in|zaloguj się)$/i }).first()).toBeVisible();
  const session = await (await page.request.get('/api/session')).json();
  expect(session.authenticated).toBe(false);
  // The provider's session ended too: the sign-in page asks for the password again.
  await page.goto('/app/account');
  await expect(page).toHaveURL(/\/auth\//);
  await expect(page.locator('input[name="password"]')).toBeVisible();
});
