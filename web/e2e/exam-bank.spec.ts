import { expect, test } from '@playwright/test';
import { ADMIN, graphql, signedIn, stamp } from './support/exams.ts';
import { expectNoSeriousViolations } from './support/page.ts';

// The admin's exam screens: a course with an exam and an empty bank says 'Exam must have at least
// 1 question'; a question without a correct answer is refused ('Missing correct answer'), then
// saved; the results page downloads the authority report.

test('an admin fills an empty exam bank and downloads the exam results', async ({ browser }) => {
  const admin = await signedIn(browser, ADMIN, 'en');
  const title = `Exam bank ${stamp()}`;
  const { createCourse } = await graphql(
    admin,
    `
      mutation ($input: CreateCourseInput!) {
        createCourse(input: $input) {
          id
        }
      }
    `,
    { input: { title, language: 'EN', courseType: 'THEORETICAL', withoutExamFlg: false } },
  );
  const courseId = createCourse.id as string;
  await graphql(
    admin,
    `
      mutation ($input: UpdateCourseInput!) {
        updateCourse(input: $input) {
          id
        }
      }
    `,
    {
      input: { id: courseId, title, category: 'OPEN', language: 'EN', examDuration: 'DURATION_60' },
    },
  );

  await admin.goto(`/app/admin/courses/${encodeURIComponent(courseId)}/exam-questions`);
  await expect(admin.getByTestId('exam-bank-empty-warning')).toHaveText('Exam must have at least 1 question');
  await expect(admin.getByTestId('exam-question-row')).toHaveCount(0);

  await admin.getByTestId('add-exam-question').click();
  const dialog = admin.getByTestId('exam-question-dialog');
  await dialog.getByTestId('exam-question-text').fill('What is the height limit in the open category?');
  const answers = dialog.getByTestId('exam-answer-text');
  await answers.nth(0).fill('120 m');
  await answers.nth(1).fill('500 m');
  await dialog.getByTestId('exam-question-save').click();
  await expect(dialog).toContainText('Missing correct answer');
  await expect(dialog).toBeVisible();

  await dialog.getByTestId('exam-answer-correct').nth(0).check();
  await dialog.getByTestId('exam-question-save').click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByTestId('exam-question-row')).toHaveCount(1);
  await expect(admin.getByTestId('exam-question-row')).toContainText('120 m');
  await expect(admin.getByTestId('exam-bank-empty-warning')).toHaveCount(0);
  await expectNoSeriousViolations(admin);

  await admin.goto('/app/admin/exam-results');
  const download = admin.waitForEvent('download');
  await admin.getByTestId('export-xlsx').click();
  expect((await download).suggestedFilename()).toMatch(/^exam-results-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  await admin.context().close();
});
