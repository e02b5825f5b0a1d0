import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { sessionOf } from './support/accounts.ts';
import { shot } from './support/auth.ts';
import { ADMIN, graphql, newStudent, pl, signedIn, stamp, type Lang } from './support/exams.ts';

/*
 * The account's own data (issue 11), in English and Polish: a new student sees the read-only
 * flags, follows the link to the public profile on the order exchange and back, fills the exam
 * entity serial number, uploads a competence document, downloads it and the own-data ZIP,
 * deletes the document (confirmed), asks for the account to be deleted, withdraws and asks again;
 * an admin confirms through GraphQL; the student is signed out and can no longer sign in.
 */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

const say = (lang: Lang, msgid: string) => (lang === 'pl' ? pl(msgid) : msgid);

async function viewerId(page: Page): Promise<string> {
  const data = await graphql<{ viewer: { id: string } }>(page, '{ viewer { id } }');
  return data.viewer.id;
}

for (const lang of ['en', 'pl'] as const) {
  test(`${lang}: documents, own data ZIP and deletion confirmed by an admin`, async ({ browser }) => {
    const email = await newStudent(browser, 'Ewa', `Lot${stamp()}`);
    const student = await signedIn(browser, email, lang);
    await student.goto('/app/account');
    await expect(student.getByTestId('account-details')).toBeVisible();

    // The flags an admin sets: read-only, explained.
    const flags = student.getByTestId('account-flags');
    await expect(flags.getByTestId('account-flag-public')).toHaveText(say(lang, 'Public profile: no'));
    await expect(flags.getByTestId('account-flag-premium')).toHaveText(say(lang, 'Premium: no'));
    await expect(flags).toContainText(
      say(lang, 'Premium accounts see the job offers of the order exchange. The academy grants it.'),
    );

    // The way to one's business card on the order exchange, and back.
    const publicProfile = student.getByTestId('account-public-profile');
    await expect(publicProfile.getByRole('heading')).toHaveText(say(lang, 'Public profile on the order exchange'));
    await publicProfile.getByTestId('account-public-profile-link').click();
    await expect(student).toHaveURL(/\/app\/public-profile$/);
    await expect(student.getByTestId('profile-form')).toBeVisible();
    await student.goBack();
    await expect(student.getByTestId('account-details')).toBeVisible();

    // Every Account field: the exam entity serial number is edited with the rest.
    const serial = `EE-${stamp()}`;
    await student.getByTestId('account-edit').click();
    await student.getByTestId('field-examEntitySerialNumber').fill(serial);
    await student.getByTestId('account-save').click();
    await expect(student.getByTestId('value-examEntitySerialNumber')).toHaveText(serial);

    // A competence document: refused type, then a PDF uploaded, listed and downloadable.
    const competences = student.getByTestId('account-competences');
    await expect(competences.getByTestId('competences-empty')).toBeVisible();
    await student.getByTestId('competence-upload').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(student.getByTestId('competence-error')).toHaveText(say(lang, 'Choose a PDF, PNG or JPEG file'));
    await student.getByTestId('competence-upload').setInputFiles({
      name: 'licencja-a2.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(student.getByTestId('toast')).toContainText(say(lang, 'Attachment added'));
    await expect(student.getByTestId('competence-0')).toContainText('licencja-a2.pdf');
    const href = await student.getByTestId('competence-0').locator('a[download]').first().getAttribute('href');
    const file = await student.request.get(href!);
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
    await shot(student, `account-data-${lang}-document`);

    // The own data ZIP holds the account and the document.
    const downloading = student.waitForEvent('download');
    await student.getByTestId('account-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^skypilot-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(student.getByTestId('toast')).toContainText(say(lang, 'Data exported'));
    const zip = await JSZip.loadAsync(await readFile((await download.path())!));
    const data = JSON.parse(await zip.file('my-data.json')!.async('string'));
    expect(data.account).toMatchObject({ email, examEntitySerialNumber: serial, firstName: 'Ewa' });
    expect(data.competences).toEqual([expect.objectContaining({ name: 'licencja-a2.pdf' })]);
    expect((await zip.file(data.competences[0].path)!.async('nodebuffer')).equals(PDF)).toBe(true);

    // Deleting the document is confirmed.
    await student.getByTestId('competence-delete-0').click();
    await expect(student.getByTestId('confirm-dialog')).toContainText('licencja-a2.pdf');
    await student.getByTestId('confirm-dialog-confirm').click();
    await expect(competences.getByTestId('competences-empty')).toBeVisible();
    expect((await student.request.get(href!)).status()).toBe(404);

    // Deletion asked (confirmed), withdrawn, asked again.
    await student.getByTestId('account-delete-request').click();
    await expect(student.getByTestId('confirm-dialog')).toContainText(say(lang, 'Ask to delete your account?'));
    await student.getByTestId('confirm-dialog-confirm').click();
    await expect(student.getByTestId('account-deletion-requested')).toBeVisible();
    await student.getByTestId('account-delete-cancel').click();
    await expect(student.getByTestId('account-delete-request')).toBeVisible();
    await student.getByTestId('account-delete-request').click();
    await student.getByTestId('confirm-dialog-confirm').click();
    await expect(student.getByTestId('account-deletion-requested')).toBeVisible();
    await student.reload();
    await expect(student.getByTestId('account-deletion-requested')).toBeVisible();
    await shot(student, `account-data-${lang}-deletion-requested`);
    const userId = await viewerId(student);

    // An admin confirms; the student is signed out at once and cannot sign in again.
    const admin = await signedIn(browser, ADMIN, lang);
    const seen = await graphql<{ node: { deletionRequestedAt: string | null } }>(
      admin,
      'query ($id: ID!) { node(id: $id) { ... on User { deletionRequestedAt } } }',
      { id: userId },
    );
    expect(seen.node.deletionRequestedAt).toEqual(expect.any(String));
    const confirmed = await graphql<{ confirmAccountDeletion: { user: { email: string; deletedAt: string } } }>(
      admin,
      'mutation ($id: ID!) { confirmAccountDeletion(input: { userId: $id }) { user { email deletedAt } } }',
      { id: userId },
    );
    expect(confirmed.confirmAccountDeletion.user.email).toMatch(/^deleted-.*@deleted\.invalid$/);

    expect((await sessionOf(student)).authenticated).toBe(false);
    const again = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await again.goto('/app/login');
    await again.getByLabel('E-mail address').fill(email);
    await again.getByLabel('Password', { exact: true }).fill('Academy123!');
    await again.getByRole('button', { name: 'Sign in' }).click();
    await expect(again.getByText('Invalid e-mail address or password.')).toBeVisible();
    await again.context().close();
    await admin.context().close();
    await student.context().close();
  });
}
