import { expect, test, type Page } from '@playwright/test';
import {
  RESET_LINK,
  fillRegistration,
  freshEmail,
  registerAccount,
  registerVerifiedAccount,
  sessionOf,
  skipCookieBanner,
  verifyEmail,
} from './support/accounts.ts';
import { DEMO_PASSWORD, shot, signIn } from './support/auth.ts';
import { waitForLink } from './support/mailbox.ts';

/*
 * Registration journeys through the real provider pages and the app's /app/register-details
 * wizard. Every journey works on a fresh address: the seeded newcomer@example.com must stay a
 * REGISTER user for the other journeys of the run (sign-in.spec, guards.spec), so completing
 * its registration here would break them.
 */

const PHONE_ERROR = 'Enter a valid phone number (9 to 15 digits, optionally starting with +)';
const NIP_ERROR = 'Invalid number: a NIP has 10 digits with a valid check digit';

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

async function startWizard(page: Page, type: 'PERSON' | 'COMPANY') {
  await expect(page).toHaveURL('/app/register-details');
  await expect(page.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  await expect(page.getByTestId('register-step-1')).toBeVisible();
  await page.getByTestId(`account-type-${type}`).check();
  await page.getByTestId('register-next').click();
  await expect(page.getByTestId('register-step-2')).toBeVisible();
}

test('a REGISTER user completes the registration as a private person and becomes USER', async ({ page }) => {
  const email = freshEmail('person');
  await registerVerifiedAccount(page, { email, firstName: 'Ewa', lastName: 'Nowak' });
  await signIn(page, email);
  expect((await sessionOf(page)).user?.role).toBe('REGISTER');

  await startWizard(page, 'PERSON');
  await expect(page.getByRole('heading', { name: 'Personal data' })).toBeVisible();
  await page.getByTestId('field-firstName').fill('Ewa');
  await page.getByTestId('field-lastName').fill('Nowak');
  await page.getByTestId('field-phoneNumber').fill('abc');
  await page.getByTestId('field-pilotNumber').fill('POL-RP-00042');

  // A bad phone number is shown at its field, and the wizard stays on step 2.
  await page.getByTestId('register-next').click();
  await expect(page.getByTestId('form-error')).toHaveText('Invalid form. Correct the marked fields');
  await expect(page.getByTestId('field-phoneNumber')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('field-phoneNumber')).toHaveAccessibleDescription(PHONE_ERROR);
  await expect(page.getByTestId('register-step-2')).toBeVisible();

  await page.getByTestId('field-phoneNumber').fill('+48 600 100 200');
  await expect(page.getByText(PHONE_ERROR)).toBeHidden();
  await page.getByTestId('register-next').click();

  await expect(page.getByTestId('register-step-3')).toBeVisible();
  await expect(page.getByTestId('summary-firstName')).toHaveText('Ewa');
  await expect(page.getByTestId('summary-lastName')).toHaveText('Nowak');
  await expect(page.getByTestId('summary-phoneNumber')).toHaveText('+48 600 100 200');
  await expect(page.getByTestId('summary-pilotNumber')).toHaveText('POL-RP-00042');
  await expect(page.getByTestId('summary-operatorNumber')).toHaveText('—');
  await page.getByTestId('register-confirm').click();

  await expect(page.getByTestId('toast')).toContainText('Registration complete. Welcome aboard!');
  await expect(page).toHaveURL('/app/home');
  expect(await sessionOf(page)).toMatchObject({ authenticated: true, user: { role: 'USER' } });
  // The registration page is over for this user: it sends them home.
  await page.goto('/app/register-details');
  await expect(page).toHaveURL('/app/home');
  await shot(page, 'registration-person-done');
});

test('a visitor registers, verifies the address from the mail and completes a company account (B2B)', async ({
  page,
}) => {
  const email = freshEmail('company');
  await registerAccount(page, { email, firstName: 'Jan', lastName: 'Kowalski' });
  await expect(page.getByText('We have sent you a message with a link to verify your e-mail address.')).toBeVisible();

  // Not verified yet: signing in is refused with the "not verified" notice.
  await page.goto('/app/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Your e-mail address is not verified yet.', { exact: false })).toBeVisible();

  await verifyEmail(page, email);
  // The result page offers signing in.
  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await startWizard(page, 'COMPANY');
  await expect(page.getByRole('heading', { name: 'Company data' })).toBeVisible();
  await page.getByTestId('field-companyName').fill('Dron-Tech sp. z o.o.');
  await page.getByTestId('field-nip').fill('1234567890');
  await page.getByTestId('field-address').fill('ul. Lotnicza 7');
  await page.getByTestId('field-postalCode').fill('02-495');
  await page.getByTestId('field-city').fill('Warszawa');
  await page.getByTestId('register-next').click();
  await expect(page.getByTestId('field-nip')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('field-nip')).toHaveAccessibleDescription(NIP_ERROR);
  await expect(page.getByTestId('register-step-2')).toBeVisible();

  await page.getByTestId('field-nip').fill('5260250274');
  await page.getByTestId('register-next').click();
  await expect(page.getByTestId('register-step-3')).toBeVisible();
  await expect(page.getByTestId('summary-companyName')).toHaveText('Dron-Tech sp. z o.o.');
  await expect(page.getByTestId('summary-nip')).toHaveText('5260250274');
  await expect(page.getByTestId('summary-postalCode')).toHaveText('02-495');
  await expect(page.getByTestId('summary-city')).toHaveText('Warszawa');
  await expect(page.getByTestId('summary-address')).toHaveText('ul. Lotnicza 7');
  await page.getByTestId('register-confirm').click();

  await expect(page).toHaveURL('/app/home');
  expect(await sessionOf(page)).toMatchObject({ authenticated: true, user: { role: 'B2B' } });
  // The company data was kept: the account page shows it.
  await page.goto('/app/account');
  await expect(page.getByTestId('account-type')).toHaveText('Company');
  await expect(page.getByTestId('value-nip')).toHaveText('5260250274');
  await expect(page.getByTestId('value-companyName')).toHaveText('Dron-Tech sp. z o.o.');
  await shot(page, 'registration-company-done');
});

test('registering with an address that already has an account is refused', async ({ page }) => {
  await fillRegistration(page, { email: 'student@example.com' });
  const message = 'Account with given email already exists. Choose other email or log in';
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription(message);
  await expect(page.getByRole('alert')).toContainText(message);
  // The form keeps what was typed (except the passwords).
  await expect(page.getByLabel('E-mail address')).toHaveValue('student@example.com');
  await expect(page.getByLabel('First name')).toHaveValue('Test');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await shot(page, 'registration-duplicate-email');
});

test('a user resets a forgotten password from the mailed link; only the new password works', async ({ page }) => {
  const email = freshEmail('forgot');
  const newPassword = 'NewSecret2024';
  await registerVerifiedAccount(page, { email });

  await page.goto('/app/forgot-password');
  await expect(page).toHaveURL(/\/auth\/forgot-password/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible();

  const link = await waitForLink(email, RESET_LINK);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  // Mismatched repetition first: refused at the field.
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByLabel('Repeat new password')).toHaveAccessibleDescription('The passwords do not match.');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();

  // The link is single-use.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();

  // The old password no longer works...
  await page.goto('/app/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid e-mail address or password.')).toBeVisible();
  expect((await sessionOf(page)).authenticated).toBe(false);

  // ...the new one does (a REGISTER user: the app continues with the registration details).
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL('/app/register-details');
  expect(await sessionOf(page)).toMatchObject({ authenticated: true, user: { role: 'REGISTER' } });
  await shot(page, 'registration-password-reset');
});
