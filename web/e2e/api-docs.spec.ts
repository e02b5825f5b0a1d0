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
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  const perTag = new Map<string, number>();
  for (const methods of Object.values(document.paths))
    for (const operation of Object.values(methods))
      for (const tag of operation.tags ?? []) perTag.set(tag, (perTag.get(tag) ?? 0) + 1);
  const operations = [...perTag.values()].reduce((sum, n) => sum + n, 0);
  expect(operations).toBeGreaterThan(25);

  await expect(page.getByRole('heading', { name: /SkyPilot Academy REST API/ })).toBeVisible();
  // Tags start collapsed (with every tag open, Swagger UI renders only part of a list this long);
  // each one, opened, lists all of its operations.
  const tags = page.locator('.opblock-tag');
  await expect(tags).toHaveCount(perTag.size);
  for (const [tag, count] of perTag) {
    const header = page.locator(`.opblock-tag[data-tag="${tag}"]`);
    await header.click();
    await expect(page.locator('.opblock'), tag).toHaveCount(count);
    await header.click();
    await expect(page.locator('.opblock')).toHaveCount(0);
  }
  for (const tag of ['account', 'courses', 'admin courses', 'discount coupons', 'shop', 'admin shop', 'files']) {
    await expect(page.locator('.opblock-tag', { hasText: tag }).first()).toBeVisible();
  }

  // One operation opened: its parameters and responses come from the route's zod schemas.
  await page.locator('.opblock-tag[data-tag="courses"]').click();
  const courses = page.locator('.opblock-get', {
    has: page.locator('.opblock-summary-path', { hasText: /^\/api\/v1\/courses$/ }),
  });
  await courses.locator('.opblock-summary').click();
  await expect(courses.locator('.parameters-container')).toContainText('lang');
  await expect(courses.locator('.responses-table')).toContainText('One page of courses');
  await shot(page, 'api-docs');
  expect(problems).toEqual([]);
});
