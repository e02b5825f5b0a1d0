import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { freshEmail, registerVerifiedAccount, skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';
import { E2E_PORT } from './support/env.ts';
import { waitForLink } from './support/mailbox.ts';
import { expectFitsWidth, expectNoSeriousViolations, useLanguage } from './support/page.ts';

/*
 * Company seats (spec 2 /resources and /admin/resource, spec 7 user-resources, spec 8 assignment
 * messages): a company buys 4 seats of a course (traditional transfer, the admin confirms the
 * payment), assigns one to the demo student (the course at once, and a mail saying so) and one
 * to a new e-mail, who is invited, registers as a person and finds the course in /my-courses; a
 * second assignment of the student is refused with 'User already owns this course'. In Polish
 * the company returns the student's seat (the confirmation states the rule) and assigns from a
 * CSV file: per-row results with spec 8's reasons. The admin finds the company's seats with the
 * company filter. The parts share the purchase, so they run in order.
 */

const COURSE = 'Photogrammetry and orthophoto maps with UAS';
const STUDENT = 'student@example.com';

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'serial' });

/** A signed-in page of its own (its own cookies) in the given language. */
async function pageOf(browser: Browser, email: string, lang: 'en' | 'pl'): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://localhost:${E2E_PORT}`, locale: 'en-US' });
  const page = await context.newPage();
  await skipCookieBanner(page);
  await useLanguage(page, lang);
  await signIn(page, email);
  return page;
}

const group = (page: Page) =>
  page.locator('[data-testid^="seat-group-"]').filter({ has: page.getByRole('heading', { name: COURSE }) });

/** The first seat row of the course in a status (FREE, INVITED, ASSIGNED, STARTED). */
const seatRow = (page: Page, status: string, text?: string): Locator => {
  let rows = page
    .getByTestId('seat-row')
    .filter({ hasText: COURSE })
    .filter({ has: page.locator(`[data-testid="seat-status"][data-status="${status}"]`) });
  if (text) rows = rows.filter({ hasText: text });
  return rows.first();
};

async function assignSeat(page: Page, email: string) {
  await seatRow(page, 'FREE').locator('[data-testid^="seat-assign-"]').click();
  const dialog = page.getByTestId('assign-seat-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('assign-seat-email').fill(email);
  await dialog.getByTestId('assign-seat-submit').click();
  return dialog;
}

let invitee = '';

test('a company buys seats, assigns one to a student and one to a new e-mail, who registers and has the course (EN)', async ({
  browser,
}) => {
  const company = await pageOf(browser, 'company@example.com', 'en');

  // Four seats of the course through the shop, paid by transfer.
  await company.goto('/app/courses');
  await company
    .getByTestId('course-card')
    .filter({ has: company.getByRole('heading', { name: COURSE, exact: true }) })
    .getByTestId('course-link')
    .click();
  await expect(company.getByRole('heading', { level: 1 })).toHaveText(COURSE);
  await company.getByTestId('course-variant').first().getByTestId('add-to-cart').click();
  await expect(company.getByTestId('toast')).toBeVisible();
  await company.getByTestId('cart-button').click();
  const line = company.getByTestId('cart-line').filter({ hasText: COURSE });
  for (const amount of ['2', '3', '4']) {
    await line.getByTestId('amount-increase').click();
    await expect(line.getByTestId('amount-input')).toHaveValue(amount);
  }
  await company.getByTestId('cart-checkout').click();
  await expect(company.getByTestId('checkout-form')).toBeVisible();
  for (const [field, value] of [
    ['name', 'AeroSkan Sp. z o.o.'],
    ['invNip', '1234563218'],
    ['streetAndNumber', 'Przemysłowa 7'],
    ['postalCode', '60-100'],
    ['city', 'Poznań'],
    ['phone', '+48 61 100 20 30'],
  ] as const) {
    if (!(await company.getByTestId(`field-${field}`).inputValue()))
      await company.getByTestId(`field-${field}`).fill(value);
  }
  await company.getByTestId('payment-TRADITIONAL_TRANSFER').check();
  await company.getByTestId('terms-accepted').check();
  await company.getByTestId('place-order').click();
  await expect(company).toHaveURL(/\/app\/purchases\/[^/?]+\/details$/);
  const purchaseId = /\/purchases\/([^/?]+)\/details/.exec(company.url())![1]!;

  // Nothing to assign before the payment is confirmed.
  await company.goto('/app/resources');
  await expect(company.getByRole('heading', { level: 1, name: 'Course access for employees' })).toBeVisible();
  await expect(group(company)).toHaveCount(0);

  // The admin confirms the transfer: the seats are created.
  const admin = await pageOf(browser, 'admin@example.com', 'en');
  await admin.goto(`/app/admin/purchases/${purchaseId}/details`);
  await admin.getByTestId('purchase-action-paid').click();
  await admin.getByTestId('confirm-dialog').getByTestId('confirm-dialog-confirm').click();
  await expect(admin.getByTestId('purchase-status').first()).toHaveText('Paid');

  await company.reload();
  const card = group(company);
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('seats-bought')).toHaveText('4');
  await expect(card.getByTestId('seats-free')).toHaveText('4');
  await expect(card.getByTestId('seats-used')).toHaveText('0');
  await expectNoSeriousViolations(company);

  // The student has an account: the course is theirs at once.
  let dialog = await assignSeat(company, STUDENT);
  await expect(dialog).toBeHidden();
  await expect(company.getByTestId('toast')).toContainText(`Seat assigned to ${STUDENT}`);
  await expect(seatRow(company, 'ASSIGNED', STUDENT)).toBeVisible();
  await expect(card.getByTestId('seats-used')).toHaveText('1');
  // The student is told by e-mail, with the link to their courses.
  await waitForLink(STUDENT, new RegExp(`http://localhost:${E2E_PORT}/app/my-courses[^\\s"<]*`));

  // Assigning the same student again is refused with spec 8's message; a malformed address too.
  dialog = await assignSeat(company, STUDENT);
  await expect(dialog.getByTestId('assign-seat-error')).toHaveText('User already owns this course');
  await dialog.getByTestId('assign-seat-email').fill('not-an-email');
  await dialog.getByTestId('assign-seat-submit').click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();

  // An unknown e-mail is invited.
  invitee = freshEmail('employee');
  await dialog.getByTestId('assign-seat-email').fill(invitee);
  await dialog.getByTestId('assign-seat-submit').click();
  await expect(dialog).toBeHidden();
  await expect(company.getByTestId('toast')).toContainText(`Invitation sent to ${invitee}`);
  await expect(seatRow(company, 'INVITED', invitee)).toContainText('Waiting for registration');
  await expect(card.getByTestId('seats-invited')).toHaveText('1');
  await expect(card.getByTestId('seats-free')).toHaveText('2');
  await shot(company, 'company-seats-en');

  // The invitation arrives with the app's registration link; the employee registers as a person.
  const link = await waitForLink(invitee, new RegExp(`http://localhost:${E2E_PORT}/app/register[^\\s"<]*`));
  expect(link).toContain('/app/register');
  const employee = await (await browser.newContext({ baseURL: `http://localhost:${E2E_PORT}` })).newPage();
  await skipCookieBanner(employee);
  await useLanguage(employee, 'en');
  await registerVerifiedAccount(employee, { email: invitee, firstName: 'Ola', lastName: 'Lotna' });
  await signIn(employee, invitee);
  await expect(employee).toHaveURL('/app/register-details');
  await employee.getByTestId('account-type-PERSON').check();
  await employee.getByTestId('register-next').click();
  await employee.getByTestId('field-firstName').fill('Ola');
  await employee.getByTestId('field-lastName').fill('Lotna');
  await employee.getByTestId('field-phoneNumber').fill('+48 600 100 300');
  await employee.getByTestId('register-next').click();
  await employee.getByTestId('register-confirm').click();
  await expect(employee).toHaveURL('/app/home');
  await employee.goto('/app/my-courses');
  await expect(employee.getByTestId('my-course-card').filter({ hasText: COURSE })).toBeVisible();

  // The company now sees the employee's name on the seat, which is used.
  await company.reload();
  await expect(seatRow(company, 'ASSIGNED', invitee)).toContainText('Ola Lotna');
  await expect(group(company).getByTestId('seats-used')).toHaveText('2');
  await expect(group(company).getByTestId('seats-invited')).toHaveText('0');
});

test('the company returns a seat and assigns from a CSV file with a result per row (PL)', async ({ browser }) => {
  const company = await pageOf(browser, 'company@example.com', 'pl');
  await company.goto('/app/resources');
  await expect(company.getByRole('heading', { level: 1, name: 'Dostęp pracowników do kursów' })).toBeVisible();

  // Unassigning states the rule; the student has not started, so the seat returns.
  await seatRow(company, 'ASSIGNED', STUDENT).locator('[data-testid^="seat-unassign-"]').click();
  const confirm = company.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Miejsce wraca tylko, dopóki pracownik nie rozpoczął kursu');
  await confirm.getByTestId('confirm-dialog-confirm').click();
  await expect(company.getByTestId('toast')).toContainText('Miejsce znów jest wolne');
  await expect(seatRow(company, 'ASSIGNED', STUDENT)).toHaveCount(0);
  await expect(group(company).getByTestId('seats-free')).toHaveText('3');

  // A seat whose employee started cannot be returned (the demo employee of the A2 course).
  const started = company.getByTestId('seat-row').filter({ has: company.locator('[data-status="STARTED"]') });
  if (await started.count()) await expect(started.first().locator('[data-testid^="seat-unassign-"]')).toBeDisabled();

  // The CSV: a header, the student, a new address twice (in other case), a malformed one and the company itself.
  const fresh = freshEmail('bulk');
  const csv = [
    'Imię;Nazwisko;E-mail',
    `Anna;Kursantka;${STUDENT}`,
    `Piotr;Nowy;${fresh}`,
    `Piotr;Nowy;${fresh.toUpperCase()}`,
    'Zły;Adres;jan@@example.com',
    'Firma;;company@example.com',
  ].join('\n');
  const variantId = await group(company).getAttribute('data-course-variant-id');
  await company.getByTestId('seats-bulk').click();
  const dialog = company.getByTestId('bulk-assign-dialog');
  await dialog.getByTestId('bulk-assign-variant').selectOption(variantId!);
  await dialog.getByTestId('bulk-assign-file').setInputFiles({
    name: 'pracownicy.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  const preview = dialog.getByTestId('bulk-assign-preview');
  await expect(preview).toHaveAttribute('data-count', '4');
  await expect(preview).toContainText('pominięte powtórzone adresy: 1');
  await expect(preview).toContainText('jan@@example.com');
  await shot(company, 'company-seats-bulk-preview-pl');
  await dialog.getByTestId('bulk-assign-submit').click();

  const results = dialog.getByTestId('bulk-assign-results');
  await expect(results).toBeVisible();
  const row = (email: string) => results.getByTestId('bulk-assign-result').filter({ hasText: email });
  await expect(row(STUDENT)).toHaveAttribute('data-outcome', 'ASSIGNED');
  await expect(row(fresh)).toHaveAttribute('data-outcome', 'INVITED');
  await expect(row('jan@@example.com')).toHaveAttribute('data-outcome', 'FAILED');
  await expect(row('jan@@example.com')).toContainText('Nieprawidłowy adres e-mail');
  await expect(row('company@example.com')).toHaveAttribute('data-outcome', 'FAILED');
  await expect(row('company@example.com')).toContainText('Nie można nadać dostępu do kursu użytkownikowi biznesowemu');
  await expect(dialog.getByTestId('bulk-assign-summary')).toHaveText('Przydzielone: 1 · Zaproszone: 1 · Nieudane: 2');
  await shot(company, 'company-seats-bulk-results-pl');
  await dialog.getByTestId('bulk-assign-close').click();
  await expect(group(company).getByTestId('seats-free')).toHaveText('1');
  await expect(seatRow(company, 'INVITED', fresh)).toBeVisible();

  // On a phone the seats are cards and nothing is wider than the screen.
  await company.setViewportSize({ width: 390, height: 844 });
  await company.reload();
  await expect(company.getByRole('table')).toHaveCount(0);
  await expect(company.getByTestId('seat-row').first()).toBeVisible();
  await expectFitsWidth(company, 390);
  await shot(company, 'company-seats-phone-pl');
});

test('the admin finds the company’s seats by the company filter and unassigns an invitation (EN)', async ({
  browser,
}) => {
  const admin = await pageOf(browser, 'admin@example.com', 'en');
  await admin.goto('/app/admin/resource');
  await expect(admin.getByRole('heading', { level: 1, name: 'Company seats' })).toBeVisible();
  await admin.getByTestId('seats-company-filter').fill('AeroSkan');
  await admin
    .getByRole('option', { name: /AeroSkan/ })
    .first()
    .click();
  await expect(admin).toHaveURL(/company=/);
  await expect(seatRow(admin, 'ASSIGNED', invitee)).toBeVisible();

  // The search narrows to the employee's e-mail.
  await admin.locator('#seats-search').fill(invitee);
  await expect(admin.getByTestId('seat-row')).toHaveCount(1);
  await admin.locator('#seats-search').fill('');
  await expect(admin.getByTestId('seat-row').nth(1)).toBeVisible();

  const invited = seatRow(admin, 'INVITED', 'bulk-');
  await invited.locator('[data-testid^="seat-unassign-"]').click();
  await expect(admin.getByTestId('confirm-dialog')).toContainText('The invitation for');
  await admin.getByTestId('confirm-dialog').getByTestId('confirm-dialog-confirm').click();
  await expect(admin.getByTestId('toast')).toContainText('The seat is free again');
  await expect(seatRow(admin, 'INVITED', 'bulk-')).toHaveCount(0);
  await shot(admin, 'admin-seats-en');

  // A company's name in the table filters by that company too.
  await admin.getByRole('button', { name: 'Clear filters' }).click();
  await expect(admin).not.toHaveURL(/company=/);
  await admin
    .getByTestId('seat-row')
    .getByRole('button', { name: /AeroSkan/ })
    .first()
    .click();
  await expect(admin).toHaveURL(/company=/);
  await expect(admin.getByTestId('seats-company-filter')).toHaveValue(/AeroSkan/);
});

test('a new company without seats is sent to the course catalogue (PL, phone)', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await skipCookieBanner(page);
  await useLanguage(page, 'pl');
  const email = freshEmail('company');
  await registerVerifiedAccount(page, { email, firstName: 'Jan', lastName: 'Kowalski' });
  await signIn(page, email);
  await expect(page).toHaveURL('/app/register-details');
  await page.getByTestId('account-type-COMPANY').check();
  await page.getByTestId('register-next').click();
  await page.getByTestId('field-companyName').fill('Dron-Tech sp. z o.o.');
  await page.getByTestId('field-nip').fill('5260250274');
  await page.getByTestId('field-address').fill('ul. Lotnicza 7');
  await page.getByTestId('field-postalCode').fill('02-495');
  await page.getByTestId('field-city').fill('Warszawa');
  await page.getByTestId('register-next').click();
  await page.getByTestId('register-confirm').click();
  await expect(page).toHaveURL('/app/home');

  await page.goto('/app/resources');
  const empty = page.getByTestId('seats-empty');
  await expect(empty).toContainText('Nie masz jeszcze miejsc');
  await expect(page.getByTestId('seats-table')).toHaveCount(0);
  await expectFitsWidth(page, 390);
  await shot(page, 'company-seats-empty-phone-pl');
  await empty.getByRole('link', { name: 'Przejdź do katalogu kursów' }).click();
  await expect(page).toHaveURL('/app/courses');
});
