import { expect, test, type Page, type Request } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { signIn } from './support/auth.ts';

/*
 * The SPA sends persisted operation ids (relay.config.js persistConfig), never GraphQL documents:
 * every /graphql request of a visitor's and a student's pages, queries and a mutation, carries a
 * `documentId` (the SHA-256 of the operation's text) and no `query`.
 */

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

/** The bodies of the page's POST /graphql requests, as they are sent. */
function graphqlBodies(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
    bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

function expectIdsOnly(bodies: Record<string, unknown>[]) {
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) {
    expect(body, JSON.stringify(body)).not.toHaveProperty('query');
    expect(body.documentId, JSON.stringify(body)).toMatch(/^[0-9a-f]{64}$/);
    expect(body.operationName).toEqual(expect.any(String));
  }
}

test('a visitor browsing courses and the shop sends operation ids, not documents', async ({ page }) => {
  const bodies = graphqlBodies(page);
  await page.goto('/app/courses');
  await expect(page.getByTestId('course-card').first()).toBeVisible();
  await page.getByTestId('course-card').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/app/shop');
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  expectIdsOnly(bodies);
  const names = bodies.map((body) => body.operationName);
  expect(names).toContain('CoursesPageQuery');
  expect(names).toContain('ShopPageQuery');
});

test('a student saving the account sends the mutation by id too', async ({ page }) => {
  await signIn(page, 'student@example.com');
  const bodies = graphqlBodies(page);
  await page.goto('/app/account');
  await page.getByTestId('account-edit').click();
  await page.getByTestId('field-pilotNumber').fill(`POL-RP-${Date.now()}`);
  await page.getByTestId('account-save').click();
  await expect(page.getByTestId('toast')).toContainText('Changes saved');

  expectIdsOnly(bodies);
  const names = bodies.map((body) => body.operationName);
  expect(names).toContain('AccountPageQuery');
  expect(names).toContain('AccountDetailsUpdateMutation');
});
