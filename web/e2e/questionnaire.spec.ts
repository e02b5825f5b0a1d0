import { expect, test, type Browser, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';
import { expectFitsWidth, expectNoSeriousViolations, useLanguage } from './support/page.ts';

/*
 * The home questionnaire (issue 12): a visitor answers it on /home in Polish and in English, sees
 * the score and the matched demo course, and lands on that course's page; the admin changes a
 * score and the same answers lead elsewhere. Screenshots on a desktop and a 360 px phone.
 */

async function visitor(browser: Browser, lang: 'pl' | 'en', width = 1280): Promise<Page> {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width, height: width < 600 ? 780 : 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await skipCookieBanner(page);
  await useLanguage(page, lang);
  return page;
}

/** Opens /home, scrolls to the questionnaire (its code loads then) and starts it. */
async function start(page: Page) {
  await page.goto('/app/home');
  const section = page.getByTestId('home-questionnaire');
  await section.scrollIntoViewIfNeeded();
  await page.getByTestId('questionnaire-start').click();
  return section;
}

/** Picks the answers by their position (0-based), one question after another. */
async function answer(page: Page, choices: number[], total: number, progress: (n: number) => string) {
  for (const [i, choice] of choices.entries()) {
    await expect(page.getByTestId('questionnaire-progress')).toHaveText(progress(i + 1));
    await page.getByTestId('questionnaire-answer').nth(choice).click();
    if (i < total - 1) await page.getByTestId('questionnaire-next').click();
  }
  await page.getByTestId('questionnaire-check').click();
}

test('a Polish visitor answers the questionnaire, sees the score and lands on the matched course', async ({
  browser,
}) => {
  const page = await visitor(browser, 'pl');
  const section = await start(page);
  await expect(section.getByRole('heading', { name: 'Który kurs jest dla mnie?' })).toBeVisible();

  // Keyboard: the answers are one radio group; arrows move the choice, Next needs an answer.
  await expect(page.getByTestId('questionnaire-next')).toBeDisabled();
  await expect(section.getByRole('radiogroup')).toBeVisible();
  await page.getByRole('radio', { name: 'Małym dronem poniżej 250 g' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Małym dronem poniżej 250 g' })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Dronem do 4 kg (klasa C1 lub C2)' })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await page.getByTestId('questionnaire-next').click();
  // Back keeps the answer given.
  await page.getByTestId('questionnaire-back').click();
  await expect(page.getByRole('radio', { name: 'Małym dronem poniżej 250 g' })).toBeChecked();
  await page.getByTestId('questionnaire-next').click();
  await shot(page, 'questionnaire-question-pl');
  await expectNoSeriousViolations(page);

  await answer(page, [0, 0, 0], 3, (n) => `Pytanie ${n + 1} z 4`);
  const result = page.getByTestId('questionnaire-result');
  await expect(result.getByTestId('questionnaire-score')).toHaveText('Wynik: 9 z 9 punktów dla polecanego kursu');
  await expect(result.getByTestId('questionnaire-course-title')).toHaveText('Kurs A1/A3 online – kategoria otwarta');
  await expect(result.getByTestId('questionnaire-course')).toContainText('Kategoria otwarta');
  await expect(result.getByTestId('questionnaire-course')).toContainText(/od\s+490,00\s+zł/);
  await expect(result.getByTestId('questionnaire-course').locator('img')).toHaveAttribute('src', /\/api\/v1\/files\//);
  await shot(page, 'questionnaire-result-pl');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectFitsWidth(page, 360);
  await shot(page, 'questionnaire-result-pl-360');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Start again goes back to the first question with nothing chosen.
  await page.getByTestId('questionnaire-restart').click();
  await expect(page.getByTestId('questionnaire-progress')).toHaveText('Pytanie 1 z 4');
  await expect(page.getByTestId('questionnaire-next')).toBeDisabled();
  await answer(page, [1, 1, 1, 1], 4, (n) => `Pytanie ${n} z 4`);
  await expect(result.getByTestId('questionnaire-course-title')).toHaveText('Kurs A2 CofC – loty bliżej ludzi');
  await result.getByTestId('questionnaire-go-to-course').click();
  await expect(page).toHaveURL(/\/app\/courses\/[^/]+\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kurs A2 CofC – loty bliżej ludzi' })).toBeVisible();
});

test('an English visitor on a phone is matched with an English course and opens it', async ({ browser }) => {
  const page = await visitor(browser, 'en', 360);
  const section = await start(page);
  await expect(section.getByRole('heading', { name: 'Which course suits me?' })).toBeVisible();
  await shot(page, 'questionnaire-question-en-360');
  await answer(page, [2, 2, 1, 1], 4, (n) => `Question ${n} of 4`);
  const result = page.getByTestId('questionnaire-result');
  await expect(result.getByTestId('questionnaire-score')).toHaveText(
    'Score: 9 of 9 points for the course we recommend',
  );
  await expect(result.getByTestId('questionnaire-course-title')).toHaveText(
    'NSTS training – national scenarios NSTS-01 to NSTS-08',
  );
  // Nothing sticks out of a 360 px screen.
  await expectFitsWidth(page, 360);
  await result.scrollIntoViewIfNeeded();
  await shot(page, 'questionnaire-result-en-360');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'questionnaire-result-en');
  await result.getByTestId('questionnaire-go-to-course').click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'NSTS training – national scenarios NSTS-01 to NSTS-08' }),
  ).toBeVisible();
});

test('the admin changes a score and the same answers lead to another course', async ({ browser }) => {
  const admin = await visitor(browser, 'pl');
  await signIn(admin, 'admin@example.com');
  await admin.goto('/app/admin/questionnaires');
  await expect(admin.getByRole('heading', { level: 1, name: 'Ankieta' })).toBeVisible();
  const editor = admin.getByTestId('questionnaire-editor-PL');
  await expect(editor.getByTestId('questionnaire-question-text').first()).toHaveValue('Jakim dronem chcesz latać?');
  await shot(admin, 'questionnaire-admin-pl');
  await admin.setViewportSize({ width: 360, height: 780 });
  await expectFitsWidth(admin, 360);
  await shot(admin, 'questionnaire-admin-pl-360');
  await admin.setViewportSize({ width: 1280, height: 900 });

  // Validation: an empty question text is refused, with the field marked.
  const firstQuestion = editor.getByTestId('questionnaire-question-editor').first();
  await firstQuestion.getByTestId('questionnaire-question-text').fill('');
  await editor.getByTestId('questionnaire-save').click();
  await expect(editor.getByRole('alert').filter({ hasText: 'Popraw zaznaczone pola' })).toBeVisible();
  await expect(firstQuestion.getByText('To pole jest wymagane')).toBeVisible();
  await firstQuestion.getByTestId('questionnaire-question-text').fill('Jakim dronem chcesz latać?');

  // A score for a course shows the course's title; any course is found by typing its title (a
  // search on the server, not a list of the first courses).
  const secondAnswer = firstQuestion.getByTestId('questionnaire-answer-editor').nth(1);
  await expect(secondAnswer.getByTestId('questionnaire-score-target').last()).toHaveValue(
    'Kurs A2 CofC – loty bliżej ludzi (PL)',
  );
  const firstAnswer = firstQuestion.getByTestId('questionnaire-answer-editor').first();
  await firstAnswer.getByTestId('questionnaire-add-score').click();
  const searched = firstAnswer.getByTestId('questionnaire-score-row').last();
  await searched.getByRole('combobox').fill('fotogram');
  await expect(admin.getByRole('option')).toHaveText(['Fotogrametria i ortofotomapy z BSP (PL)']);
  await shot(admin, 'questionnaire-admin-course-search-pl');
  await admin.getByRole('option', { name: 'Fotogrametria i ortofotomapy z BSP (PL)' }).click();
  await expect(searched.getByTestId('questionnaire-score-target')).toHaveValue(
    'Fotogrametria i ortofotomapy z BSP (PL)',
  );
  await searched.getByRole('button', { name: 'Usuń punkty' }).click();

  // The first answer ("under 250 g") now also gives the instructor course's category 50 points.
  await firstAnswer.getByTestId('questionnaire-add-score').click();
  const row = firstAnswer.getByTestId('questionnaire-score-row').last();
  await row.getByRole('combobox').click();
  await admin.getByRole('option', { name: 'Certyfikowane' }).click();
  await row.getByTestId('questionnaire-score-points').fill('50');

  // Unsaved changes are not lost silently.
  await admin
    .getByRole('link', { name: /strona główna/i })
    .first()
    .click();
  await expect(admin.getByRole('dialog')).toContainText('niezapisane zmiany');
  await admin.getByRole('button', { name: 'Zostań na stronie' }).click();

  await editor.getByTestId('questionnaire-save').click();
  await expect(admin.getByText('Zmiany zostały zapisane')).toBeVisible();
  await expect(editor.getByText('Niezapisane zmiany')).toHaveCount(0);

  // English tab, and the phone layout.
  await admin.getByTestId('questionnaire-tab-EN').click();
  await expect(
    admin.getByTestId('questionnaire-editor-EN').getByTestId('questionnaire-question-text').first(),
  ).toHaveValue('What will you fly?');
  await expectNoSeriousViolations(admin);
  await shot(admin, 'questionnaire-admin-en');
  await admin.setViewportSize({ width: 360, height: 780 });
  await expectFitsWidth(admin, 360);
  await shot(admin, 'questionnaire-admin-en-360');
  await admin.close();

  // The visitor's "beginner" answers now lead to the certified (instructor) course: 50 of the
  // 50 + 5 + 2 points that category can get.
  const page = await visitor(browser, 'pl');
  await start(page);
  await answer(page, [0, 0, 0, 0], 4, (n) => `Pytanie ${n} z 4`);
  const result = page.getByTestId('questionnaire-result');
  await expect(result.getByTestId('questionnaire-score')).toHaveText('Wynik: 50 z 57 punktów dla polecanego kursu');
  await expect(result.getByTestId('questionnaire-course-title')).toHaveText('Kurs instruktora BSP');

  // Put the demo questionnaire back as it was.
  const again = await visitor(browser, 'pl');
  await signIn(again, 'admin@example.com');
  await again.goto('/app/admin/questionnaires');
  const restored = again.getByTestId('questionnaire-editor-PL');
  const answerAgain = restored.getByTestId('questionnaire-answer-editor').first();
  await answerAgain.getByRole('button', { name: 'Usuń punkty' }).last().click();
  await restored.getByTestId('questionnaire-save').click();
  await expect(again.getByText('Zmiany zostały zapisane')).toBeVisible();
});
