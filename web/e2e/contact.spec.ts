import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';
import { MAILBOX_DIR } from './support/mailbox.ts';
import { expectFitsWidth, expectNoSeriousViolations, useLanguage } from './support/page.ts';

/**
 * Contact and the free consultation (issue 12): a visitor writes through the contact form and the
 * office's mail arrives through SMTP (Reply-To the visitor); an invalid form shows the spec's
 * failure message and each field's error; a visitor asks for a call back and sees the 30-minute
 * promise; the admin marks the request handled. Polish and English, desktop and a 360 px phone.
 */

const OFFICE = 'biuro@skypilot.example';
const PHONE = { width: 360, height: 780 };

/** Decodes quoted-printable bodies as nodemailer sends them. */
const decode = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The raw message (headers and decoded body) to `to` that contains `token`, once it has arrived. */
function findMail(to: string, token: string): string | undefined {
  if (!existsSync(MAILBOX_DIR)) return undefined;
  for (const file of readdirSync(MAILBOX_DIR).sort().reverse()) {
    const mail = JSON.parse(readFileSync(path.join(MAILBOX_DIR, file), 'utf8')) as { to: string; body: string };
    if (!mail.to.split(',').includes(to)) continue;
    const text = decode(mail.body);
    if (text.includes(token)) return text;
  }
  return undefined;
}

/** Waits (as long as the test may run: the outbox worker's pace depends on the machine) for the mail. */
async function waitForMail(to: string, token: string): Promise<string> {
  let mail: string | undefined;
  await expect
    .poll(() => (mail = findMail(to, token)), {
      message: `a mail to ${to} containing ${token}`,
      timeout: test.info().timeout,
    })
    .toBeDefined();
  return mail!;
}

const token = () => `H4-${Math.random().toString(36).slice(2, 8)}`;

async function fillContact(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.getByTestId(`contact-${name}`).fill(value);
}

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test.describe('contact form', () => {
  test('EN: an invalid form shows the failure and field errors; a valid one reaches the office by SMTP', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.goto('/app/contact');
    const office = page.getByTestId('office-card');
    await expect(office.getByTestId('office-phone')).toHaveAttribute('href', /^tel:\+48/);
    await expect(office.getByTestId('office-email')).toHaveAttribute('href', `mailto:${OFFICE}`);
    await expect(office.getByTestId('office-hours')).toHaveText('Monday to Friday, 10:00–18:00');
    await expect(page.getByTestId('contact-form').getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/app/shop-terms',
    );
    await expect(page.getByTestId('contact-form').getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/app/privacy-policy',
    );

    // Nothing filled in: the spec's failure message and an error under each field.
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-failure')).toHaveText(
      'Error sending message, please correct your details and try again',
    );
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'subject', 'message']) {
      await expect(page.getByTestId(`contact-${name}-error`)).toHaveText('This field is required');
    }
    await expect(page.getByTestId('contact-terms-error')).toHaveText('Accepting this is required');
    await expect(page.getByTestId('contact-privacy-error')).toHaveText('Accepting this is required');
    await shot(page, 'contact-en-invalid');

    // Wrong e-mail and phone, a name too long.
    await fillContact(page, { firstName: 'x'.repeat(51), email: 'not-an-email', phone: '12ab' });
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-firstName-error')).toHaveText('Maximum length is 50 characters');
    await expect(page.getByTestId('contact-email-error')).toHaveText('Enter a valid e-mail address');
    await expect(page.getByTestId('contact-phone-error')).toContainText('Enter a valid phone number');

    const subject = `Course question ${token()}`;
    const sender = `visitor.${Date.now()}@example.com`;
    await fillContact(page, {
      firstName: 'Emily',
      lastName: 'Stone',
      email: sender,
      phone: '+48 600 700 800',
      subject,
      message: 'When does the next A2 course start? <b>bold?</b>',
    });
    await page.getByTestId('contact-terms').check();
    await page.getByTestId('contact-privacy').check();
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-success')).toHaveText('Message sent successfully');
    await expect(page.getByTestId('contact-failure')).toHaveCount(0);
    await expect(page.getByTestId('contact-subject')).toHaveValue('');
    await expect(page.getByTestId('contact-message')).toHaveValue('');
    await expect(page.getByTestId('contact-terms')).not.toBeChecked();
    await shot(page, 'contact-en-sent');

    const mail = await waitForMail(OFFICE, subject);
    expect(mail).toMatch(new RegExp(`^Reply-To: ${sender.replace(/\./g, '\\.')}`, 'm'));
    expect(mail).toContain('Emily Stone');
    expect(mail).toContain('&lt;b&gt;bold?&lt;/b&gt;'); // the HTML part shows typed markup as text
    const copy = await waitForMail(sender, 'We have received your message');
    expect(copy).not.toContain(subject); // nothing typed is repeated to the given address

    await expectNoSeriousViolations(page);
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByTestId('contact-form')).toBeVisible();
    await expectFitsWidth(page, PHONE.width);
    await shot(page, 'contact-en-phone');
  });

  test('PL: the failure and success messages in Polish, the mail reaches the office', async ({ page }) => {
    await useLanguage(page, 'pl');
    await page.setViewportSize(PHONE);
    await page.goto('/app/contact');
    await expect(page.getByTestId('office-hours')).toHaveText('Od poniedziałku do piątku, 10:00–18:00');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-failure')).toHaveText(
      'Błąd podczas wysyłania wiadomości, popraw dane i spróbuj ponownie',
    );
    await expect(page.getByTestId('contact-email-error')).toHaveText('To pole jest wymagane');
    await shot(page, 'contact-pl-phone-invalid');

    const subject = `Pytanie o kurs ${token()}`;
    await fillContact(page, {
      firstName: 'Zofia',
      lastName: 'Kamińska',
      email: `zofia.${Date.now()}@example.com`,
      phone: '600 700 801',
      subject,
      message: 'Czy kurs A2 jest dostępny online?',
    });
    await page.getByTestId('contact-terms').check();
    await page.getByTestId('contact-privacy').check();
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-success')).toHaveText('Wiadomość została wysłana');
    await shot(page, 'contact-pl-phone-sent');
    const mail = await waitForMail(OFFICE, subject);
    expect(mail).toContain('Zofia Kamińska');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(page.getByTestId('contact-form')).toBeVisible();
    await shot(page, 'contact-pl-desktop');
  });
});

test.describe('free consultation', () => {
  test('EN: a visitor asks for a call back, gets the 30-minute promise, and the admin marks it handled', async ({
    page,
    browser,
  }) => {
    await useLanguage(page, 'en');
    await page.goto('/app/consultation');
    await expect(
      page.getByTestId('consultation-form').getByRole('link', { name: 'consultation terms' }),
    ).toHaveAttribute('href', '/app/consultation-terms');
    await page.getByTestId('consultation-submit').click();
    await expect(page.getByTestId('consultation-failure')).toBeVisible();
    await expect(page.getByTestId('consultation-phone-error')).toHaveText('This field is required');
    await expect(page.getByTestId('consultation-terms-error')).toHaveText('Accepting this is required');

    const name = `Harry Flyer ${token()}`;
    const email = `harry.${Date.now()}@example.com`;
    await page.getByTestId('consultation-name').fill(name);
    await page.getByTestId('consultation-phone').fill('+48 511 222 333');
    await page.getByTestId('consultation-email').fill(email);
    await page.getByTestId('consultation-time').click();
    await page.getByTestId('consultation-time-AFTERNOON').click();
    await page.getByTestId('consultation-topic').fill('Which course do I need for roof inspections?');
    await page.getByTestId('consultation-terms').check();
    await shot(page, 'consultation-en-filled');
    await page.getByTestId('consultation-submit').click();
    const confirmation = page.getByTestId('consultation-confirmation');
    await expect(confirmation).toContainText('We will call you at +48 511 222 333 within 30 minutes on business days');
    await expect(confirmation).toContainText('Monday to Friday, 10:00–18:00');
    await shot(page, 'consultation-en-confirmed');
    const mail = await waitForMail(email, 'within 30 minutes on business days');
    expect(mail).toContain('Free consultation: we will call you back');
    await waitForMail(OFFICE, name);
    await expectNoSeriousViolations(page);

    const adminContext = await browser.newContext({ locale: 'en-US' });
    const admin = await adminContext.newPage();
    await skipCookieBanner(admin);
    await useLanguage(admin, 'en');
    await signIn(admin, 'admin@example.com');
    await admin.goto('/app/admin/consultations');
    const row = admin.getByTestId('consultation-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('consultation-phone')).toHaveAttribute('href', 'tel:+48511222333');
    await expect(row.getByTestId('consultation-status')).toHaveText('New');
    await shot(admin, 'admin-consultations-en');
    await row.getByTestId('consultation-mark').click();
    const dialog = admin.getByTestId('confirm-dialog');
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByTestId('consultation-mark').click();
    await dialog.getByRole('button', { name: 'Mark handled' }).click();
    await expect(admin.getByTestId('consultation-row').filter({ hasText: name })).toHaveCount(0);

    await admin.getByTestId('consultation-filter').click();
    await admin.getByRole('option', { name: 'Handled' }).click();
    // The menu fades out: axe below must not read its half-transparent items (low contrast).
    await expect(admin.getByRole('listbox')).toHaveCount(0);
    const handled = admin.getByTestId('consultation-row').filter({ hasText: name });
    await expect(handled.getByTestId('consultation-status')).toHaveText('Handled');
    await expect(handled).toContainText('Anna Administratorska');
    await expectNoSeriousViolations(admin);

    await admin.setViewportSize(PHONE);
    await admin.getByTestId('consultation-filter').click();
    await admin.getByRole('option', { name: 'All' }).click();
    await expect(admin.getByTestId('consultation-row').filter({ hasText: name })).toBeVisible();
    await expectFitsWidth(admin, PHONE.width);
    await shot(admin, 'admin-consultations-en-phone');
    await adminContext.close();
  });

  test('PL: a call-back request without e-mail on a phone; the admin sees it in Polish', async ({ page, browser }) => {
    await useLanguage(page, 'pl');
    await page.setViewportSize(PHONE);
    await page.goto('/app/consultation');
    const name = `Jan Pilot ${token()}`;
    await page.getByTestId('consultation-name').fill(name);
    await page.getByTestId('consultation-phone').fill('512 333 444');
    await page.getByTestId('consultation-topic').fill('Czy potrzebuję uprawnień A2 do drona 900 g?');
    await page.getByTestId('consultation-terms').check();
    await expectFitsWidth(page, PHONE.width);
    await shot(page, 'consultation-pl-phone');
    await page.getByTestId('consultation-submit').click();
    await expect(page.getByTestId('consultation-confirmation')).toContainText(
      'Zadzwonimy pod numer 512 333 444 w ciągu 30 minut w dni robocze',
    );
    await shot(page, 'consultation-pl-phone-confirmed');
    await waitForMail(OFFICE, name);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await skipCookieBanner(admin);
    // Before any page loads: set after signing in, the landing page's own start could still
    // store its language over it (a race).
    await useLanguage(admin, 'pl');
    await signIn(admin, 'admin@example.com');
    await admin.goto('/app/admin/consultations');
    const row = admin.getByTestId('consultation-row').filter({ hasText: name });
    await expect(row.getByTestId('consultation-status')).toHaveText('Nowe');
    await row.getByTestId('consultation-mark').click();
    await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Oznacz jako obsłużone' }).click();
    await expect(admin.getByTestId('consultation-row').filter({ hasText: name })).toHaveCount(0);
    await shot(admin, 'admin-consultations-pl');
    await adminContext.close();
  });
});
