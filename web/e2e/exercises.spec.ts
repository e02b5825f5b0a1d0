import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { shot } from './support/auth.ts';
import {
  ADMIN,
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
  warsawWall,
} from './support/exams.ts';
import { expectNoSeriousViolations } from './support/page.ts';

/*
 * Practical exercises end to end (issue 10): a student of a FULL course with an exam cannot book
 * practice before finishing the theory, nor the exam before the practice is confirmed. With the
 * theory finished they book the instructor's practice date and see their access code; the
 * instructor confirms with the code (a wrong one is refused); the exam registration then opens.
 * The student in Polish, the instructor in English. The course, the student and the date are this
 * run's own (the date found free in the demo instructor's calendar through the API).
 */

test.use({ reducedMotion: 'reduce', timezoneId: 'Europe/Warsaw' });
test.describe.configure({ timeout: 480_000 });

test('practice booked after the theory, confirmed by the instructor with the access code, opens the exam registration', async ({
  browser,
}) => {
  const run = stamp();
  const place = `Training field ${run}`;

  const admin = await signedIn(browser, ADMIN, 'en');
  const course = await examCourse(admin, { title: `Practice journey ${run}`, courseType: 'FULL', language: 'PL' });
  const email = await newStudent(browser, 'Zofia', 'Praktyczna');
  await assignCourse(admin, course, email);
  await admin.context().close();

  // The instructor's practice date, from tomorrow on (free in their calendar; unregistering stays open
  // until 24 hours before the start).
  const instructor = await signedIn(browser, INSTRUCTOR, 'en');
  const start = await freeStart(instructor, 120, new Date(Date.now() + 26 * 3_600_000), { daytime: true });
  const slotId = await createSlot(instructor, { kind: 'EXERCISE', startsAt: start, place, capacity: 4 });

  const page = await signedIn(browser, email, 'pl');
  await fillPilotData(page);
  await passQuiz(page, course);
  const exerciseRegistration = `/app/courses/${encodeURIComponent(course.id)}/exercise-registration`;
  const examRegistration = `/app/courses/${encodeURIComponent(course.id)}/exam-registration`;

  // Before the theory is finished: no practice; and no exam before the practice.
  await page.goto(exerciseRegistration);
  await expect(page.getByTestId('exercise-blocker')).toHaveAttribute('data-reason', 'THEORY_NOT_FINISHED');
  await page.goto(examRegistration);
  await expect(page.getByTestId('exam-blocker')).toHaveAttribute('data-reason', 'PRACTICE_NOT_CONFIRMED');
  await expectNoSeriousViolations(page);

  // The theory finished (the one subject completed), practice can be booked.
  await graphql(
    page,
    `
      mutation ($input: CompleteSubjectInput!) {
        completeSubject(input: $input) {
          id
        }
      }
    `,
    {
      input: { courseId: course.id, subjectNumber: 1 },
    },
  );
  await page.goto(exerciseRegistration);
  await expect(page.getByTestId('exercise-blocker')).toHaveCount(0);
  await page.getByTestId('exercise-date-from').fill(warsawDate(0));
  await page.getByTestId('exercise-date-to').fill(warsawWall(new Date(start.getTime() + 86_400_000)).date);
  await page.getByTestId('exercise-search').click();
  const row = page.getByTestId('exercise-slot').filter({ hasText: place });
  await expect(row).toBeVisible();
  await expectNoSeriousViolations(page);
  await row.getByTestId('book-exercise').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page).toHaveURL(/\/app\/exercises\/[^/]+$/);
  const exerciseUrl = page.url();
  const code = (await page.getByTestId('exercise-access-code').innerText()).replace(/\s/g, '');
  expect(code).toMatch(/^\d{6}$/);
  await expect(page.getByTestId('exercise-status')).toHaveAttribute('data-status', 'UNFINISHED');
  await expect(page.getByTestId('exercise-unregister')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'exercises-pl-access-code');

  // "Add to calendar" downloads the booking's invitation; the admin's outbox lists it with the mail.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('add-to-calendar').click()]);
  expect(download.suggestedFilename()).toBe('invite.ics');
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toContain('METHOD:REQUEST');
  expect(ics).toMatch(/UID:exercise-[0-9a-f-]+@/);
  const outbox = await signedIn(browser, ADMIN, 'en');
  await outbox.goto('/app/admin/mail');
  // The student's account speaks English (registered in an English browser): so does their mail.
  const mail = outbox
    .getByTestId('mail-row')
    .filter({ hasText: email })
    .filter({ hasText: 'Booked: practical exercise' });
  await expect(mail.getByTestId('mail-row-attachments')).toContainText('invite.ics');
  await mail.getByTestId('mail-open').click();
  // The mail's deadline is true when it was sent (issue 31): 24 hours before the start, still ahead.
  const deadline = warsawWall(new Date(start.getTime() - 24 * 3_600_000));
  await expect(outbox.getByTestId('mail-text')).toContainText('You can cancel the booking until');
  await expect(outbox.getByTestId('mail-text')).toContainText(deadline.time);
  const attachment = outbox.getByTestId('mail-attachment');
  await expect(attachment).toContainText('text/calendar; charset=utf-8; method=REQUEST');
  const [mailed] = await Promise.all([
    outbox.waitForEvent('download'),
    attachment.getByTestId('mail-attachment-download').click(),
  ]);
  expect(mailed.suggestedFilename()).toBe('invite.ics');
  await outbox.context().close();

  await page.goto('/app/exercises');
  await expect(page.getByTestId('exercise-row').filter({ hasText: course.title })).toHaveCount(1);

  // The instructor confirms with the code the student shows (a wrong one is refused first).
  await instructor.goto(`/app/instructor/work-slot/${encodeURIComponent(slotId)}`);
  await expect(instructor.getByTestId('slot-details')).toContainText(place);
  await expect(instructor.getByTestId('slot-add-to-calendar')).toHaveAttribute('href', /\/calendar\.ics$/);
  const participant = instructor.getByTestId('participant-row').filter({ hasText: email });
  await expect(participant).toBeVisible();
  await participant.getByTestId('confirm-exercise').click();
  const dialog = instructor.getByTestId('confirm-exercise-dialog');
  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByTestId('access-code').fill(wrong);
  await dialog.getByTestId('confirm-exercise-submit').click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('access-code')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByTestId('access-code').fill(code);
  await dialog.getByTestId('confirm-exercise-submit').click();
  await expect(dialog).toBeHidden();
  await expect(participant.getByTestId('confirm-exercise')).toHaveCount(0);
  await expectNoSeriousViolations(instructor);
  await shot(instructor, 'exercises-en-instructor-confirmed');

  // The student's practice is confirmed, and the exam registration opens.
  await page.goto(exerciseUrl);
  await expect(page.getByTestId('exercise-status')).toHaveAttribute('data-status', 'FINISHED');
  await expect(page.getByTestId('exercise-confirmed')).toBeVisible();
  await page.goto(exerciseRegistration);
  await expect(page.getByTestId('exercise-blocker')).toHaveAttribute('data-reason', 'EXERCISE_ALREADY_CONFIRMED');
  await page.goto(examRegistration);
  await expect(page.getByTestId('exam-search')).toBeVisible();
  await expect(page.getByTestId('exam-blocker')).toHaveCount(0);
  await shot(page, 'exercises-pl-exam-open');
  await page.context().close();
  await instructor.context().close();
});
