import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './auth.ts';
import { E2E_PORT } from './env.ts';
import { waitForLink } from './mailbox.ts';

/** A new, unused address: the database is shared by every test of a run. */
export function freshEmail(prefix = 'visitor'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

const accountLink = (path: string) =>
  new RegExp(`http://localhost:${E2E_PORT}/auth/${path}\\?token=[\\w-]+(?:&(?:amp;)?lang=\\w+)?`);
export const VERIFY_LINK = accountLink('verify-email');
export const RESET_LINK = accountLink('reset-password');

export interface NewAccount {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

/** Fills and sends the provider's registration form (reached from the app's /app/register). */
export async function fillRegistration(page: Page, account: NewAccount): Promise<void> {
  const password = account.password ?? DEMO_PASSWORD;
  await page.goto('/app/register');
  await expect(page).toHaveURL(/\/auth\//);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat password').fill(password);
  await page.getByLabel('First name').fill(account.firstName ?? 'Test');
  await page.getByLabel('Last name').fill(account.lastName ?? 'Pilot');
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Registers through the provider pages and checks the "check your mailbox" page. */
export async function registerAccount(page: Page, account: NewAccount): Promise<void> {
  await fillRegistration(page, account);
  await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible();
}

/** Opens the verification link the SMTP server received and checks the result page. */
export async function verifyEmail(page: Page, email: string): Promise<void> {
  const link = await waitForLink(email, VERIFY_LINK);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'E-mail address verified' })).toBeVisible();
}

/** A verified account with the REGISTER role (registration details not completed yet). */
export async function registerVerifiedAccount(page: Page, account: NewAccount): Promise<void> {
  await registerAccount(page, account);
  await verifyEmail(page, account.email);
}

/** The app's session as the server reports it (shares the page's cookies). */
export async function sessionOf(page: Page): Promise<{ authenticated: boolean; user?: { role: string } }> {
  const response = await page.request.get('/api/session');
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Stores the cookie choice before the app loads, so the banner does not cover the page. */
export async function skipCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('skypilot.cookie-consent')) {
      window.localStorage.setItem(
        'skypilot.cookie-consent',
        JSON.stringify({ version: 1, necessary: true, analytics: false, decidedAt: new Date().toISOString() }),
      );
    }
  });
}
