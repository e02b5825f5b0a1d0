import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { E2E_OUT_DIR } from './env.ts';

export const DEMO_PASSWORD = 'Academy123!';

/** Signs in through the real provider pages, starting where a user would: the app's login route. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/app/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Polled, not awaited as one navigation: the sign-in is a chain of redirects, and a step of it
  // superseded by the next one (net::ERR_ABORTED) failed waitForURL on a busy machine.
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/app/') && !url.pathname.startsWith('/app/login'), {
    timeout: 30_000,
  });
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu|menu konta/i }).click();
  await page.getByRole('menuitem', { name: /sign out|wyloguj/i }).click();
  await page.waitForURL((url) => url.pathname === '/app/home' || url.pathname === '/');
}

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(E2E_OUT_DIR, 'screenshots', `${name}.png`), fullPage: true });
