import { expect, test } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';

/* The own account page (/app/account): view, edit, save; client-side limits. */

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
  await signIn(page, 'student@example.com');
  await page.goto('/app/account');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByTestId('account-details')).toContainText('E-mail: student@example.com');
});

test('a student edits the pilot number; a toast confirms and a reload shows it', async ({ page }) => {
  const pilotNumber = `POL-RP-${Date.now()}`;
  await page.getByTestId('account-edit').click();
  const input = page.getByTestId('field-pilotNumber');
  await expect(input).toBeVisible();
  await input.fill(pilotNumber);
  await page.getByTestId('account-save').click();

  await expect(page.getByTestId('toast')).toContainText('Changes saved');
  await expect(page.getByTestId('account-save')).toHaveCount(0); // back to the read-only view
  await expect(page.getByTestId('value-pilotNumber')).toHaveText(pilotNumber);

  await page.reload();
  await expect(page.getByTestId('value-pilotNumber')).toHaveText(pilotNumber);
  await shot(page, 'account-pilot-number-saved');
});

test('a first name of 101 characters is refused at the field and nothing is saved', async ({ page }) => {
  const firstNameBefore = await page.getByTestId('value-firstName').textContent();
  expect(firstNameBefore).toBeTruthy();
  const mutations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') {
      const body = request.postData() ?? '';
      if (body.includes('mutation')) mutations.push(body);
    }
  });

  await page.getByTestId('account-edit').click();
  const firstName = page.getByTestId('field-firstName');
  await firstName.fill('A'.repeat(101));
  await expect(firstName).toHaveValue('A'.repeat(101));
  await page.getByTestId('account-save').click();

  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('Maximum length is 100 characters');
  await expect(page.getByTestId('form-error')).toHaveText('Invalid form. Correct the marked fields');
  await expect(page.getByTestId('account-save')).toBeVisible(); // still editing
  expect(mutations).toEqual([]);
  await shot(page, 'account-first-name-too-long-error');

  // The API refuses it too (same limit on the server).
  const { csrfToken } = await (await page.request.get('/api/session')).json();
  const refused = await page.request.post('/graphql', {
    headers: { 'x-csrf-token': csrfToken },
    data: {
      query: 'mutation ($input: UpdateAccountInput!) { updateAccount(input: $input) { viewer { firstName } } }',
      variables: { input: { firstName: 'A'.repeat(101) } },
    },
  });
  const body = await refused.json();
  expect(body.data?.updateAccount ?? null).toBeNull();
  expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');

  await page.reload();
  await expect(page.getByTestId('value-firstName')).toHaveText(firstNameBefore!);
  await shot(page, 'account-first-name-too-long');
});
