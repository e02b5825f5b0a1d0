import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  EXAM_BANK,
  INSTRUCTOR,
  assignCourse,
  createSlot,
  examCourse,
  fillPilotData,
  freeStart,
  graphql,
  newStudent,
  passQuiz,
  signedIn,
  stamp,
  warsawDate,
} from './support/exams.ts';
import { expectNoSeriousViolations } from './support/page.ts';

/*
 * Keyboard only (WCAG 2.1.1, 2.1.2): after signing in, a student buys a course and takes an exam
 * with Tab, Shift+Tab, Enter, Space and the arrow keys, never the mouse. Reaching each control by
 * tabbing also shows there is no keyboard trap on the way.
 */

test.use({ reducedMotion: 'reduce', timezoneId: 'Europe/Warsaw' });

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 120; presses++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} is not reached with ${key}`);
}

/** Types into a field reached with Tab, replacing what it holds. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * A date of the demo instructor's starting within the hour (so it can be unlocked now) with a free
 * place: another journey's, or a new one where there is none (the instructor's dates never overlap).
 */
async function examDateWithinTheHour(instructor: Page, place: string): Promise<string> {
  const { instructorWorkSlots } = await graphql<{
    instructorWorkSlots: { id: string; kind: string; startsAt: string; freePlaces: number }[];
  }>(
    instructor,
    'query ($from: Date!, $to: Date!) { instructorWorkSlots(dateFrom: $from, dateTo: $to) { id kind startsAt freePlaces } }',
    { from: warsawDate(0), to: warsawDate(1) },
  );
  // Bookable (not started) and unlockable now (from an hour before the start): another journey's
  // date starting in 3 minutes is taken, not walked around (walking around a 60-minute date that
  // starts soon leaves no free start within the hour).
  const soon = (startsAt: string) => {
    const minutes = (Date.parse(startsAt) - Date.now()) / 60_000;
    return minutes > 2 && minutes < 59;
  };
  const open = instructorWorkSlots.find((s) => s.kind === 'EXAM_60' && s.freePlaces > 0 && soon(s.startsAt));
  if (open) return open.id;
  const start = await freeStart(instructor, 60, new Date(Date.now() + 3 * 60_000), {
    latest: new Date(Date.now() + 59 * 60_000),
  });
  return createSlot(instructor, { kind: 'EXAM_60', startsAt: start, place, capacity: 5 });
}

test('a student buys a course and pays in the simulator with the keyboard only', async ({ browser }) => {
  const email = await newStudent(browser, 'Klara', 'Klawiszowa');
  const page = await signedIn(browser, email, 'en');
  await page.goto('/app/courses');
  // Tab only once the page is drawn: a Tab pressed before the skip link exists goes nowhere.
  await expect(page.getByTestId('course-link').first()).toBeVisible();

  // The skip link first, then the first course's page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('course-link').first());
  const title = (await page.getByTestId('course-link').first().innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await tabTo(page, page.getByTestId('add-to-cart').first());
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast')).toBeVisible();

  // Back up to the header's cart, then to the checkout.
  await tabTo(page, page.getByTestId('cart-button'), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/app/cart');
  await tabTo(page, page.getByTestId('cart-checkout'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/app/cart/checkout');
  await expect(page.getByTestId('checkout-form')).toBeVisible();

  // A new account has no address yet.
  await typeInto(page, page.getByTestId('field-streetAndNumber'), 'Klawiszowa 1');
  await typeInto(page, page.getByTestId('field-postalCode'), '00-950');
  await typeInto(page, page.getByTestId('field-city'), 'Warszawa');
  // The payment methods are one radio group: Tab enters it, the arrow keys choose.
  const p24 = page.getByTestId('payment-PRZELEWY24_TRANSFER');
  const payment = page.locator('input[type="radio"][data-testid^="payment-"]').first();
  await tabTo(page, payment);
  for (let presses = 0; presses < 5 && !(await p24.isChecked()); presses++) await page.keyboard.press('ArrowDown');
  await expect(p24).toBeChecked();
  await expect(p24).toBeFocused();
  await tabTo(page, page.getByTestId('terms-accepted'));
  await page.keyboard.press('Space');
  await expect(page.getByTestId('terms-accepted')).toBeChecked();
  await expectNoSeriousViolations(page);
  await tabTo(page, page.getByTestId('place-order'));
  await page.keyboard.press('Enter');

  // The simulator's page: Pay is reached and pressed from the keyboard too.
  await expect(page).toHaveURL(/\/p24-simulator\//);
  await tabTo(page, page.getByRole('button', { name: /Pay/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/purchases\/[^/]+\/details/);
  await expect(page.getByTestId('purchase-item').first()).toContainText(title);
  await page.context().close();
});

test('a student takes an unlocked exam with the keyboard only', async ({ browser }) => {
  // As in exams.spec.ts, through the API: a course with an exam, a ready student, a date within
  // the hour, booked and unlocked.
  const run = stamp();
  const admin = await signedIn(browser, ADMIN, 'en');
  const course = await examCourse(admin, { title: `Keyboard exam ${run}`, courseType: 'THEORETICAL' });
  const email = await newStudent(browser, 'Karol', 'Klawiatura');
  await assignCourse(admin, course, email);
  await admin.context().close();
  const page = await signedIn(browser, email, 'en');
  await fillPilotData(page);
  await passQuiz(page, course);
  const instructor = await signedIn(browser, INSTRUCTOR, 'en');
  const workSlotId = await examDateWithinTheHour(instructor, `Keyboard room ${run}`);
  const { registerForExam } = await graphql(
    page,
    'mutation ($input: RegisterForExamInput!) { registerForExam(input: $input) { id } }',
    { input: { courseId: course.id, workSlotId } },
  );
  const examId = registerForExam.id as string;
  await graphql(instructor, 'mutation ($input: UnlockExamInput!) { unlockExam(input: $input) { id } }', {
    input: { examId, identityConfirmed: true },
  });
  await instructor.context().close();

  await page.goto(`/app/exams/${encodeURIComponent(examId)}`);
  await expect(page.getByTestId('exam-unlocked')).toBeVisible();
  await tabTo(page, page.getByTestId('exam-start'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/questions$/);
  await expect(page.getByTestId('exam-clock')).toBeVisible();

  // Each question: Tab to the right answer, Space ticks it, then on to the next question.
  for (let i = 0; i < EXAM_BANK.length; i++) {
    const question = page.getByTestId('exam-question');
    const text = await question.innerText();
    const item = EXAM_BANK.find((q) => text.includes(q.text));
    expect(item, text).toBeDefined();
    const box = question.getByTestId('exam-answer').filter({ hasText: item!.right }).getByRole('checkbox');
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await expect(page.getByTestId('exam-saved')).toBeVisible();
    if (i === 0) await expectNoSeriousViolations(page);
    if (i < EXAM_BANK.length - 1) {
      await tabTo(page, page.getByTestId('exam-next'));
      await page.keyboard.press('Enter');
      await expect(question).not.toContainText(item!.text);
    }
  }

  // Finish: the button is above the questions; the confirmation dialog takes the focus.
  await tabTo(page, page.getByTestId('exam-finish'), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('exam-finish-confirm'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/exams/${encodeURIComponent(examId)}$`));
  await expect(page.getByTestId('exam-finished')).toBeVisible();
  await page.context().close();
});
