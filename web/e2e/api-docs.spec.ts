import { expect, test } from '@playwright/test';
import { shot } from './support/auth.ts';

/* The REST contract at /api/docs: bundled Swagger UI under the app's CSP, every /api/v1 call. */

test('GET /api/docs shows every documented REST operation, loading nothing from elsewhere', async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== new URL(baseURL!).origin)
      problems.push(`external request ${request.url()}`);
  });

  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");

  const document = (await (await page.request.get('/api/docs/json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
  expect(operations).toBeGreaterThan(25);

  await expect(page.getByRole('heading', { name: /SkyPilot Academy REST API/ })).toBeVisible();
  await expect(page.locator('.opblock')).toHaveCount(operations);
  for (const tag of ['account', 'courses', 'admin courses', 'discount coupons', 'shop', 'admin shop', 'files']) {
    await expect(page.locator('.opblock-tag', { hasText: tag }).first()).toBeVisible();
  }

  // One operation opened: its parameters and responses come from the route's zod schemas.
  const courses = page.locator('.opblock-get', {
    has: page.locator('.opblock-summary-path', { hasText: /^\/api\/v1\/courses$/ }),
  });
  await courses.locator('.opblock-summary').click();
  await expect(courses.locator('.parameters-container')).toContainText('lang');
  await expect(courses.locator('.responses-table')).toContainText('One page of courses');
  await shot(page, 'api-docs');
  expect(problems).toEqual([]);
});
