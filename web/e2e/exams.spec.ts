import { expect, test, type Browser, type Page } from '@playwright/test';
import { shot } from './support/auth.ts';
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
  pl,
  signedIn,
  stamp,
  warsawDate,
  type JourneyCourse,
} from './support/exams.ts';
import { expectNoSeriousViolations } from './support/page.ts';

/*
 * Exams end to end (issue 10). An admin makes a course with an exam (a quiz, a three-question
 * bank, pass mark 60%, three tries) and gives it to new students. The demo instructor creates an
 * exam date starting within the hour (so it can be unlocked now). A student sees
 * the blockers first ('Fill in your profile…', then 'Pass all tests…'), searches a range without
 * dates, books the instructor's date; the instructor confirms their identity and unlocks; the
 * student answers against the clock and finishes; the instructor confirms independent work; the
 * result shows with the score. Another student fails three times (two tries set up through the
 * API) and reads the tries message, until an admin grants one more on the course's participants
 * screen. A candidate whose clock runs out (the browser's clock moved past the hour) sees the exam
 * finish by itself and the exam page show it. English and Polish.
 *
 * The students, the course and the date are this run's own; the instructor's other dates are
 * found free through the API, so nothing here counts what other journeys add.
 */

test.use({ reducedMotion: 'reduce', timezoneId: 'Europe/Warsaw' });
test.describe.configure({ mode: 'serial', timeout: 480_000 });

const RUN = stamp();
const PLACE = `Exam room ${RUN}`;

let course: JourneyCourse | null = null;
let slotId: string | null = null;

/** The run's course with an exam (made once, by the admin through the API). */
async function journeyCourse(browser: Browser): Promise<JourneyCourse> {
  if (!course) {
    const admin = await signedIn(browser, ADMIN, 'en');
    course = await examCourse(admin, { title: `Exam journey ${RUN}`, courseType: 'THEORETICAL' });
    await admin.context().close();
  }
  return course;
}

/** A new student holding the run's course; with pilot data and the quiz passed when `ready`. */
async function student(browser: Browser, lang: 'en' | 'pl', name: [string, string], ready: boolean) {
  const theCourse = await journeyCourse(browser);
  const email = await newStudent(browser, ...name);
  const admin = await signedIn(browser, ADMIN, 'en');
  await assignCourse(admin, theCourse, email);
  await admin.context().close();
  const page = await signedIn(browser, email, lang);
  if (ready) {
    await fillPilotData(page);
    await passQuiz(page, theCourse);
  }
  return { email, page };
}

/**
 * The run's exam date: the demo instructor's, starting within the hour (so it can be unlocked
 * now), free in their calendar (made once, through the API: the calendar screens have their own
 * journey, instructor.spec.ts).
 */
async function journeySlot(browser: Browser): Promise<string> {
  if (!slotId) {
    const instructor = await signedIn(browser, INSTRUCTOR, 'en');
    const start = await freeStart(instructor, 60, new Date(Date.now() + 10 * 60_000), {
      latest: new Date(Date.now() + 55 * 60_000),
    });
    slotId = await createSlot(instructor, { kind: 'EXAM_60', startsAt: start, place: PLACE, capacity: 10 });
    await instructor.context().close();
  }
  return slotId;
}

const registrationUrl = (c: JourneyCourse) => `/app/courses/${encodeURIComponent(c.id)}/exam-registration`;
const slotUrl = (id: string) => `/app/instructor/work-slot/${encodeURIComponent(id)}`;

/** The candidate's row on the slot page (the latest of their bookings first in the DOM order is not assumed). */
const participant = (page: Page, email: string) => page.getByTestId('participant-row').filter({ hasText: email });

/** The instructor unlocks the candidate's exam on the slot page (identity confirmed first). */
async function unlockOnSlotPage(instructor: Page, email: string) {
  await instructor.goto(slotUrl(slotId!));
  await expect(instructor.getByTestId('slot-details')).toContainText(PLACE);
  const row = participant(instructor, email).filter({ has: instructor.getByTestId('unlock-exam') });
  await row.getByTestId('unlock-exam').click();
  const dialog = instructor.getByTestId('unlock-exam-dialog');
  await expect(dialog.getByTestId('unlock-confirm')).toBeDisabled();
  await dialog.getByTestId('identity-confirmed').check();
  await dialog.getByTestId('unlock-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('unlock-exam')).toHaveCount(0);
}

/** The instructor confirms (or not) the candidate's independent work on the slot page. */
async function verifyOnSlotPage(instructor: Page, email: string, independent: boolean) {
  await instructor.goto(slotUrl(slotId!));
  const row = participant(instructor, email).filter({ has: instructor.getByTestId('verify-exam') });
  await row.getByTestId('verify-exam').click();
  const dialog = instructor.getByTestId('verify-exam-dialog');
  await dialog.getByTestId(independent ? 'independent-yes' : 'independent-no').check();
  await dialog.getByTestId('verify-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('verify-exam')).toHaveCount(0);
}

/** Books the run's date on the registration page (searched from today to tomorrow). */
async function bookTheDate(page: Page) {
  await page.getByTestId('exam-date-from').fill(warsawDate(0));
  await page.getByTestId('exam-date-to').fill(warsawDate(1));
  await page.getByTestId('exam-search').click();
  const row = page.getByTestId('exam-slot').filter({ hasText: PLACE });
  await row.getByTestId('book-slot').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page).toHaveURL(/\/app\/exams\/[^/]+$/);
  await expect(page.getByTestId('exam-status')).toHaveAttribute('data-status', 'REGISTER');
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

/** Answers every question shown (the right answer, or a wrong one), moving on with "next". */
async function answerAll(page: Page, pick: 'right' | 'wrong') {
  for (let i = 0; i < EXAM_BANK.length; i++) {
    const question = page.getByTestId('exam-question');
    await expect(question).toBeVisible();
    const text = await question.innerText();
    const item = EXAM_BANK.find((q) => text.includes(q.text));
    expect(item, text).toBeDefined();
    const answer = pick === 'right' ? item!.right : item!.wrong[0]!;
    const box = question.getByTestId('exam-answer').filter({ hasText: answer }).getByRole('checkbox');
    await box.check();
    await expect(box).toBeChecked();
    await expect(page.getByTestId('exam-saved')).toBeVisible();
    if (i < EXAM_BANK.length - 1) {
      await page.getByTestId('exam-next').click();
      await expect(page.getByTestId('exam-question')).not.toContainText(item!.text);
    }
  }
}

/** The clock's text as seconds (M:SS or H:MM:SS). */
const clockSeconds = (text: string) =>
  text
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);

test('a student books the instructor’s date, is unlocked, answers against the clock; the instructor verifies; the result shows', async ({
  browser,
}) => {
  const theCourse = await journeyCourse(browser);
  // The instructor's exam date starting within the hour.
  const dateId = await journeySlot(browser);
  const instructor = await signedIn(browser, INSTRUCTOR, 'en');

  // A new student holding the course: first the profile, then the quizzes.
  const { email, page } = await student(browser, 'en', ['Ewa', 'Lotna'], false);
  await page.goto(registrationUrl(theCourse));
  const blocker = page.getByTestId('exam-blocker');
  await expect(blocker).toContainText('Fill in your profile with pilot info to register for an exam');
  await expectNoSeriousViolations(page);
  await blocker.getByTestId('exam-blocker-account').click();
  await expect(page).toHaveURL(/\/app\/account/);
  await page.getByTestId('account-edit').click();
  await page.getByTestId('field-pilotNumber').fill(`POL-RP-${RUN}`);
  await page.getByTestId('account-save').click();
  await expect(page.getByTestId('value-pilotNumber')).toHaveText(`POL-RP-${RUN}`);

  await page.goto(registrationUrl(theCourse));
  await expect(blocker).toContainText('Pass all tests to register for an exam');
  await passQuiz(page, theCourse);
  await page.reload();
  await expect(page.getByTestId('exam-search')).toBeVisible();
  await expect(blocker).toHaveCount(0);

  // A range without dates, then today to tomorrow: the instructor's date.
  await page.getByTestId('exam-date-from').fill(warsawDate(50));
  await page.getByTestId('exam-date-to').fill(warsawDate(55));
  await page.getByTestId('exam-search').click();
  await expect(page.getByTestId('no-exam-dates')).toContainText('No available exam dates in chosen range');
  const examId = await bookTheDate(page);
  await expect(page.getByTestId('exam-waiting')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'exams-en-booked');
  // Booked within the hour, past the 24-hour deadline: the mail says so instead of a passed deadline (issue 31).
  const outbox = await signedIn(browser, ADMIN, 'en');
  await outbox.goto('/app/admin/mail');
  await outbox
    .getByTestId('mail-row')
    .filter({ hasText: email })
    .filter({ hasText: 'Booked: exam' })
    .getByTestId('mail-open')
    .click();
  await expect(outbox.getByTestId('mail-text')).toContainText(
    'This booking can no longer be cancelled or moved online',
  );
  await expect(outbox.getByTestId('mail-text')).not.toContainText('You can cancel');
  await outbox.context().close();

  // The instructor sees the booking on the date's page and unlocks it.
  await instructor.goto(slotUrl(dateId));
  await expect(participant(instructor, email)).toBeVisible();
  await expectNoSeriousViolations(instructor);
  await unlockOnSlotPage(instructor, email);
  await shot(instructor, 'exams-en-instructor-unlocked');

  // The student answers against the clock.
  await page.reload();
  await expect(page.getByTestId('exam-unlocked')).toBeVisible();
  await page.getByTestId('exam-start').click();
  await expect(page).toHaveURL(new RegExp(`/app/exams/${encodeURIComponent(examId)}/questions$`));
  const clock = page.getByTestId('exam-clock');
  await expect(clock).toBeVisible();
  const first = clockSeconds(await clock.innerText());
  expect(first).toBeLessThanOrEqual(60 * 60);
  expect(first).toBeGreaterThan(50 * 60);
  await expect.poll(async () => clockSeconds(await clock.innerText())).toBeLessThan(first);
  await answerAll(page, 'right');
  await expectNoSeriousViolations(page);
  await shot(page, 'exams-en-questions');
  await page.getByTestId('exam-finish').click();
  await page.getByTestId('exam-finish-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/app/exams/${encodeURIComponent(examId)}$`));
  await expect(page.getByTestId('exam-finished')).toBeVisible();
  await expect(page.getByTestId('exam-result')).toHaveCount(0);

  // The instructor confirms independent work; the result shows with the score.
  await verifyOnSlotPage(instructor, email, true);
  await page.reload();
  const result = page.getByTestId('exam-result');
  await expect(result).toHaveAttribute('data-passed', 'true');
  await expect(result).toContainText('Congratulations, you passed the exam');
  await expect(result).toContainText('Score 100% (3 of 3 correct)');
  await expect(page.getByTestId('exam-status')).toHaveAttribute('data-status', 'VERIFIED');
  await expectNoSeriousViolations(page);
  await shot(page, 'exams-en-result');

  await page.goto('/app/exams');
  await expect(page.getByTestId('exam-row').filter({ hasText: theCourse.title })).toHaveCount(1);
  await page.context().close();
  await instructor.context().close();
});

test('three failed tries give the tries message; an admin grants one more try (Polish)', async ({ browser }) => {
  const theCourse = await journeyCourse(browser);
  const dateId = await journeySlot(browser);
  const { email, page } = await student(browser, 'pl', ['Jan', 'Niezdał'], true);
  const instructor = await signedIn(browser, INSTRUCTOR, 'pl');

  // Two tries taken and not passed, through the API (registered, unlocked, finished, verified).
  for (let i = 0; i < 2; i++) {
    const { registerForExam } = await graphql(
      page,
      `
        mutation ($input: RegisterForExamInput!) {
          registerForExam(input: $input) {
            id
            attempt
          }
        }
      `,
      { input: { courseId: theCourse.id, workSlotId: dateId } },
    );
    expect(registerForExam.attempt).toBe(i + 1);
    await graphql(
      instructor,
      `
        mutation ($input: UnlockExamInput!) {
          unlockExam(input: $input) {
            id
          }
        }
      `,
      {
        input: { examId: registerForExam.id, identityConfirmed: true },
      },
    );
    await graphql(
      page,
      `
        mutation ($id: ID!) {
          finishExam(id: $id) {
            id
          }
        }
      `,
      { id: registerForExam.id },
    );
    await graphql(
      instructor,
      `
        mutation ($input: VerifyExamInput!) {
          verifyExam(input: $input) {
            passed
          }
        }
      `,
      {
        input: { examId: registerForExam.id, independent: false },
      },
    );
  }

  // The third try through the screens, answered wrong.
  await page.goto(registrationUrl(theCourse));
  await expect(page.getByTestId('exam-blocker')).toHaveCount(0);
  await bookTheDate(page);
  await unlockOnSlotPage(instructor, email);
  await page.reload();
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-clock')).toBeVisible();
  await answerAll(page, 'wrong');
  await page.getByTestId('exam-finish').click();
  await page.getByTestId('exam-finish-confirm').click();
  await expect(page.getByTestId('exam-finished')).toBeVisible();
  await verifyOnSlotPage(instructor, email, true);

  await page.reload();
  const result = page.getByTestId('exam-result');
  await expect(result).toHaveAttribute('data-passed', 'false');
  await expect(result).toContainText(pl('Unfortunately you failed the exam. Please try again'));
  await expect(page.getByTestId('exam-no-tries')).toHaveText(
    pl('You have used all your exam tries, contact an administrator'),
  );
  await expect(page.getByTestId('exam-register-again')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shot(page, 'exams-pl-no-tries');
  await page.goto(registrationUrl(theCourse));
  await expect(page.getByTestId('exam-blocker')).toHaveAttribute('data-reason', 'EXAM_TRIES_EXHAUSTED');

  // An admin grants one more try on the course's participants screen (the row's menu, then the dialog).
  const admin = await signedIn(browser, ADMIN, 'pl');
  await admin.goto(`/app/admin/courses/${encodeURIComponent(theCourse.id)}/users?q=${encodeURIComponent(email)}`);
  const row = admin.getByTestId('participant-row').filter({ hasText: email });
  await expect(row.getByTestId('participant-exam-tries')).toHaveAttribute('data-left', '0');
  await row.getByTestId('participant-actions').click();
  await admin.getByTestId('grant-exam-tries').click();
  const grant = admin.getByTestId('grant-exam-tries-dialog');
  await expect(grant.getByTestId('grant-exam-tries-count')).toHaveValue('0');
  await grant.getByTestId('grant-exam-tries-count').fill('1');
  await expect(grant.getByTestId('grant-exam-tries-left')).toHaveText(
    pl('Tries left after saving: {leftAfter}').replace('{leftAfter}', '1'),
  );
  await expectNoSeriousViolations(admin);
  await shot(admin, 'exams-pl-grant-tries');
  await grant.getByTestId('grant-exam-tries-confirm').click();
  await expect(grant).toBeHidden();
  // What the server now holds, read afresh.
  await admin.reload();
  await expect(row.getByTestId('participant-exam-tries')).toHaveAttribute('data-left', '1');
  await admin.context().close();

  await page.reload();
  await expect(page.getByTestId('exam-blocker')).toHaveCount(0);
  await expect(page.getByTestId('exam-search')).toBeVisible();
  await page.context().close();
  await instructor.context().close();
});

/** A new ready student with an unlocked exam on the run's date (through the API); returns the exam's id. */
async function unlockedExam(browser: Browser, name: [string, string]) {
  const theCourse = await journeyCourse(browser);
  const dateId = await journeySlot(browser);
  const { page } = await student(browser, 'en', name, true);
  const { registerForExam } = await graphql(
    page,
    `
      mutation ($input: RegisterForExamInput!) {
        registerForExam(input: $input) {
          id
        }
      }
    `,
    { input: { courseId: theCourse.id, workSlotId: dateId } },
  );
  const instructor = await signedIn(browser, INSTRUCTOR, 'en');
  await graphql(
    instructor,
    `
      mutation ($input: UnlockExamInput!) {
        unlockExam(input: $input) {
          id
        }
      }
    `,
    {
      input: { examId: registerForExam.id, identityConfirmed: true },
    },
  );
  await instructor.context().close();
  return { page, examId: registerForExam.id as string };
}

test('the clock runs out on the questions page: the exam finishes by itself and the exam page shows it', async ({
  browser,
}) => {
  const { page, examId } = await unlockedExam(browser, ['Olga', 'Spóźniona']);
  // The browser's clock is the test's from here on: it runs as usual until moved on.
  await page.clock.install();
  await page.goto(`/app/exams/${encodeURIComponent(examId)}/questions`);
  const clock = page.getByTestId('exam-clock');
  await expect(clock).toBeVisible();
  const box = page.getByTestId('exam-answer').first().getByRole('checkbox');
  await box.check();
  await expect(page.getByTestId('exam-saved')).toBeVisible();

  // An hour and a minute later (the server's deadline is an hour after the unlock): the page
  // finishes the exam with the answer saved and shows the exam page.
  await page.clock.fastForward('01:01:00');
  await expect(page).toHaveURL(new RegExp(`/app/exams/${encodeURIComponent(examId)}$`));
  await expect(page.getByText('Time is up. The exam has ended with the answers you saved.')).toBeVisible();
  await expect(page.getByTestId('exam-finished')).toBeVisible();
  await expect(page.getByTestId('exam-status')).toHaveAttribute('data-status', 'FINISHED');
  await expect(page.getByTestId('exam-start')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shot(page, 'exams-en-time-up');
  await page.context().close();
});
