import { expect, test, type Browser, type Page } from '@playwright/test';
import { RESET_LINK, freshEmail, sessionOf, skipCookieBanner } from './support/accounts.ts';
import { DEMO_PASSWORD } from './support/auth.ts';
import { waitForLink } from './support/mailbox.ts';
import { useLanguage } from './support/page.ts';

type Lang = 'pl' | 'en';

/** A page of its own (cookies and session) in `lang`. */
async function newPage(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'pl' ? 'pl-PL' : 'en-US' });
  const page = await context.newPage();
  await useLanguage(page, lang);
  await skipCookieBanner(page);
  return page;
}

/** Signs in through the provider's form in either language (its fields by id). */
async function signInAs(page: Page, email: string, password: string, lang: Lang): Promise<void> {
  await page.goto(`/app/login?lang=${lang}`);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => url.pathname.startsWith('/app/') && !url.pathname.startsWith('/app/login'));
}

/** The admin creates an account from /admin/users (a student or an instructor) and lands on its page. */
async function createAccount(admin: Page, kind: 'user' | 'instructor', email: string, first: string, last: string) {
  await admin.goto('/app/admin/users');
  await admin.getByTestId('user-create').click();
  await admin.getByTestId(kind === 'user' ? 'user-create-user' : 'user-create-instructor').click();
  const dialog = admin.getByTestId('create-user-dialog');
  await dialog.getByTestId('create-user-email').fill(email);
  await dialog.getByTestId('create-user-first-name').fill(first);
  await dialog.getByTestId('create-user-last-name').fill(last);
  await dialog.getByTestId('create-user-submit').click();
  await expect(dialog).toBeHidden();
  await expect(admin).toHaveURL(/\/app\/admin\/users\/[^/]+$/);
  await expect(admin.getByTestId('user-email')).toHaveText(email);
}

/** Opens the mailed set-password link, sets the password and sees the done page. */
async function setPasswordFromMail(page: Page, email: string, password: string): Promise<void> {
  const link = await waitForLink(email, RESET_LINK);
  await page.goto(link);
  await page.locator('#password').fill(password);
  await page.locator('#password2').fill(password);
  await page.locator('button[type=submit]').click();
  // The provider's done page: /reset-password/set for a set-password link, /done for a reset.
  await expect(page).toHaveURL(/\/auth\/reset-password\/(set|done)/);
  await expect(page.locator('#password2')).toHaveCount(0);
}

test('PL: the admin creates a student who sets a password, finds them by filters, assigns a course and deactivates the account: the student is signed out at once', async ({
  browser,
}) => {
  const admin = await newPage(browser, 'pl');
  const learner = await newPage(browser, 'pl');
  const email = freshEmail('admin-created');
  const password = 'Student-Pass-2026!';
  await signInAs(admin, 'admin@example.com', DEMO_PASSWORD, 'pl');
  await createAccount(admin, 'user', email, 'Zofia', 'Testowa');

  // The same e-mail again: spec 8's message in the dialog.
  await admin.goto('/app/admin/users');
  await admin.getByTestId('user-create').click();
  await admin.getByTestId('user-create-user').click();
  const dialog = admin.getByTestId('create-user-dialog');
  await dialog.getByTestId('create-user-email').fill(email.toUpperCase());
  await dialog.getByTestId('create-user-first-name').fill('Zofia');
  await dialog.getByTestId('create-user-last-name').fill('Druga');
  await dialog.getByTestId('create-user-submit').click();
  await expect(dialog.getByTestId('create-user-error')).toHaveText('Użytkownik z tym adresem e-mail już istnieje');
  await dialog.getByRole('button', { name: 'Anuluj' }).click();

  // The student sets a password from the mail and signs in.
  await setPasswordFromMail(learner, email, password);
  await signInAs(learner, email, password, 'pl');
  await learner.goto('/app/my-courses');
  expect((await sessionOf(learner)).authenticated).toBe(true);

  // The admin finds the student by search, role and status.
  await admin.getByTestId('users-search').getByRole('searchbox').fill('Testowa');
  await admin.getByTestId('users-roles').getByRole('combobox').click();
  await admin.getByRole('option', { name: 'Kursant', exact: true }).click();
  await admin.keyboard.press('Escape');
  await admin.getByTestId('users-status').getByRole('combobox').click();
  await admin.getByRole('option', { name: 'Aktywne', exact: true }).click();
  await expect(admin).toHaveURL(/roles=USER/);
  await expect(admin).toHaveURL(/status=ACTIVE/);
  const row = admin.getByTestId('admin-user-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByTestId('user-link').click();
  await expect(admin.getByTestId('user-account')).toBeVisible();
  await expect(admin.getByTestId('user-courses-empty')).toBeVisible();

  // Assigns a course from the available ones.
  await admin.getByTestId('user-course-assign').click();
  const assign = admin.getByTestId('assign-course-dialog');
  await assign.getByTestId('assign-course').click();
  await admin.getByRole('option').first().click();
  await assign.getByTestId('assign-submit').click();
  await expect(assign).toBeHidden();
  await expect(admin.getByTestId('user-course')).toHaveCount(1);
  await expect(admin.getByTestId('user-course-status-0')).toHaveText('Oznacz jako ukończony');

  // The student sees the course.
  await learner.goto('/app/my-courses');
  await expect(learner.getByRole('heading', { level: 1 })).toBeVisible();

  // Deactivation, confirmed: the student's next request finds the session gone.
  await admin.getByTestId('user-status-toggle').click();
  const confirm = admin.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Dezaktywować konto');
  await confirm.getByTestId('confirm-dialog-confirm').click();
  await expect(admin.getByTestId('user-status-toggle')).not.toBeChecked();
  await expect(admin.getByTestId('user-status-chip')).toHaveText('Nieaktywne');

  expect((await sessionOf(learner)).authenticated).toBe(false);
  await learner.reload();
  await expect(learner).not.toHaveURL(/\/app\/my-courses/);

  // And the password no longer opens the account.
  await learner.goto('/app/login?lang=pl');
  await learner.locator('#email').fill(email);
  await learner.locator('#password').fill(password);
  await learner.locator('button[type=submit]').click();
  await expect(learner).toHaveURL(/\/auth\//);

  await admin.context().close();
  await learner.context().close();
});

test('EN: the admin creates an instructor, who sets a password from the mailed link and signs in to the calendar', async ({
  browser,
}) => {
  const admin = await newPage(browser, 'en');
  const instructor = await newPage(browser, 'en');
  const email = freshEmail('new-instructor');
  const password = 'Instructor-Pass-2026!';
  await signInAs(admin, 'admin@example.com', DEMO_PASSWORD, 'en');
  await createAccount(admin, 'instructor', email, 'Ian', 'Structor');
  await expect(admin.getByTestId('user-role-chip').first()).toHaveAttribute('data-role', 'INSTRUCTOR');
  // Courses go to students only.
  await expect(admin.getByTestId('user-course-assign')).toBeDisabled();

  // The list finds the instructor by the role filter and the search.
  await admin.goto('/app/admin/users?roles=INSTRUCTOR');
  await admin.getByTestId('users-search').getByRole('searchbox').fill(email);
  await expect(admin.getByTestId('admin-user-row').filter({ hasText: email })).toHaveCount(1);
  await expect(admin.getByTestId('admin-user-row')).toHaveCount(1);

  await setPasswordFromMail(instructor, email, password);
  await signInAs(instructor, email, password, 'en');
  const session = await sessionOf(instructor);
  expect(session.authenticated).toBe(true);
  expect(session.user?.role).toBe('INSTRUCTOR');
  await instructor.goto('/app/instructor/calendar');
  await expect(instructor).toHaveURL(/\/app\/instructor\/calendar/);

  await admin.context().close();
  await instructor.context().close();
});
