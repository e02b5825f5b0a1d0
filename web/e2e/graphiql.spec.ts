import { expect, test, type Page } from '@playwright/test';
import { shot, signIn } from './support/auth.ts';

/* GraphQL at /graphql: GraphiQL for a browser, JSON for a client. */

async function openGraphiQL(page: Page) {
  const response = await page.goto('/graphql');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page).toHaveTitle(/GraphiQL/);
  await expect(page.locator('.graphiql-container')).toBeVisible();
  await expect(page.locator('.graphiql-query-editor .monaco-editor')).toBeVisible();
}

/** Replaces the editor's text and runs it; returns the response pane. */
async function runQuery(page: Page, query: string) {
  await page.locator('.graphiql-query-editor .monaco-editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(query); // no auto-closed brackets
  await page.getByRole('button', { name: /execute query/i }).click();
  return page.locator('.graphiql-response');
}

test('GET /graphql in a browser shows GraphiQL, which runs a query', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openGraphiQL(page);
  await expect(await runQuery(page, '{ viewer { id } }')).toContainText('"viewer": null');
  expect(errors).toEqual([]);
  await shot(page, 'graphiql');
});

test('GraphiQL runs queries as the signed-in user (session cookie and CSRF token)', async ({ page }) => {
  await signIn(page, 'student@example.com');
  await openGraphiQL(page);
  await expect(await runQuery(page, '{ viewer { email role } }')).toContainText('"email": "student@example.com"');
  await expect(page.locator('.graphiql-response')).toContainText('"role": "USER"');
  await shot(page, 'graphiql-signed-in');
});

test('a visitor asking for the viewer gets null', async ({ page }) => {
  const response = await page.request.post('/graphql', { data: { query: '{ viewer { id } }' } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: { viewer: null } });
  // The same as JSON when a client asks with GET (no GraphiQL without Accept: text/html).
  const viaGet = await page.request.get('/graphql?query=%7Bviewer%7Bid%7D%7D', {
    headers: { accept: 'application/json' },
  });
  expect(viaGet.headers()['content-type']).toContain('application/json');
  expect(await viaGet.json()).toEqual({ data: { viewer: null } });
  await page.goto('/app/home');
  await shot(page, 'graphql-visitor-viewer');
});
