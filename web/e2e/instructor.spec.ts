import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot } from './support/auth.ts';
import { INSTRUCTOR, freeStart, graphql, pl, signedIn, stamp, warsawInstant, warsawWall } from './support/exams.ts';
import { expectNoSeriousViolations } from './support/page.ts';

/*
 * The instructor's calendar (issue 10): the demo instructor creates an exam date and a practice
 * date with "New slot" (kind, Warsaw date and time, place, capacity), sees both in the week and
 * the month views with the "free" label, opens one, and deletes a date nobody booked (confirmed).
 * In Polish, then (switching the language once) in English. The times are found free in the
 * instructor's calendar through the API, in daytime hours, so other journeys' dates never clash.
 */

test.use({ reducedMotion: 'reduce', timezoneId: 'Europe/Warsaw' });
test.describe.configure({ timeout: 300_000 });

/** Fills and saves the new-slot dialog. */
async function newSlot(page: Page, kind: 'EXAM_60' | 'EXERCISE', start: Date, place: string, capacity: number) {
  await page.getByTestId('new-slot').click();
  const dialog = page.getByTestId('slot-dialog');
  await expect(dialog).toBeVisible();
  const wall = warsawWall(start);
  await dialog.getByTestId('slot-kind').selectOption(kind);
  await dialog.getByTestId('slot-date').fill(wall.date);
  await dialog.getByTestId('slot-time').fill(wall.time);
  await dialog.getByTestId('slot-place').fill(place);
  await dialog.getByTestId('slot-capacity').fill(String(capacity));
  await dialog.getByTestId('slot-save').click();
  await expect(dialog).toBeHidden();
}

/** The calendar's event of the slot at `place`, moving forward until the view shows it. */
async function eventOf(page: Page, place: string): Promise<Locator> {
  const calendar = page.getByTestId('calendar');
  const event = calendar.getByTestId('slot-event').filter({ hasText: place });
  for (let moves = 0; moves < 3; moves++) {
    await expect(calendar).toHaveAttribute('aria-busy', 'false');
    if ((await event.count()) > 0) break;
    await page.getByTestId('calendar-next').click();
  }
  await expect(event).toBeVisible();
  return event;
}

/** The instructor's first slot from `from` on, as the API knows it: its Warsaw start (null: none). */
async function firstSlotFrom(page: Page, from: string): Promise<{ date: string; time: string } | null> {
  const { instructorNextWorkSlot } = await graphql<{ instructorNextWorkSlot: { startsAt: string } | null }>(
    page,
    'query ($from: DateTime!) { instructorNextWorkSlot(from: $from) { startsAt } }',
    { from },
  );
  return instructorNextWorkSlot ? warsawWall(new Date(instructorNextWorkSlot.startsAt)) : null;
}

/** The calendar's event of the slot starting at a Warsaw day and time. */
const eventAt = (page: Page, start: { date: string; time: string }) =>
  page.locator(`[data-testid="slot-event"][data-start="${start.date} ${start.time}"]`);

/** The Monday after the Monday-to-Sunday week of a day (YYYY-MM-DD). */
function weekAfter(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7 - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

test('the instructor creates exam and practice dates, sees them in the week and month views, opens and deletes one', async ({
  browser,
}) => {
  const run = stamp();
  const examPlace = `Sala ${run}`;
  const practicePlace = `Lądowisko ${run}`;
  const page = await signedIn(browser, INSTRUCTOR, 'pl');
  // A render loop (React error #185) or any other uncaught error fails the journey where it happened.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  // Free daytime times from tomorrow on: an exam hour, then a practice after it.
  const examStart = await freeStart(page, 60, new Date(Date.now() + 24 * 3_600_000), { daytime: true });
  const practiceStart = await freeStart(page, 120, new Date(examStart.getTime() + 60 * 60_000), { daytime: true });

  await page.goto('/app/instructor/calendar');
  await expect(page.getByTestId('calendar')).toHaveAttribute('data-view', 'week');
  await newSlot(page, 'EXAM_60', examStart, examPlace, 6);
  await newSlot(page, 'EXERCISE', practiceStart, practicePlace, 3);

  // The week view: each date with its place and the "free" label.
  const free = pl('free');
  const examEvent = await eventOf(page, examPlace);
  await expect(examEvent).toContainText(free);
  await expect(examEvent).toHaveAttribute('data-kind', 'EXAM_60');
  await expectNoSeriousViolations(page);
  await shot(page, 'instructor-pl-week');

  // Issue 31: it opens on the week of the next slot, not on an empty today; "Next slot" goes to the
  // next week that has one.
  const next = (await firstSlotFrom(page, new Date().toISOString()))!;
  await page.goto('/app/instructor/calendar');
  await expect(page.getByTestId('calendar')).toHaveAttribute('aria-busy', 'false');
  await expect(eventAt(page, next)).toBeVisible();
  // Nothing in it scrolls on its own, out of the keyboard's reach (WCAG 2.1.1): the page does.
  const innerScrollers = await page.getByTestId('calendar').evaluate(
    (root) =>
      [...root.querySelectorAll('*')].filter((element) => {
        const style = getComputedStyle(element);
        const scrolls = /auto|scroll/.test(`${style.overflowX} ${style.overflowY}`);
        return scrolls && element.scrollHeight > element.clientHeight + 1;
      }).length,
  );
  expect(innerScrollers).toBe(0);
  const later = await firstSlotFrom(page, warsawInstant(weekAfter(next.date), '00:00'));
  if (later) {
    await page.getByTestId('calendar-next-slot').click();
    await expect(page.getByTestId('calendar')).toHaveAttribute('aria-busy', 'false');
    await expect(eventAt(page, later)).toBeVisible();
  } else {
    await expect(page.getByTestId('calendar-next-slot')).toBeDisabled();
  }
  await page.goto('/app/instructor/calendar');
  const practiceEvent = await eventOf(page, practicePlace);
  await expect(practiceEvent).toContainText(free);
  await expect(practiceEvent).toHaveAttribute('data-kind', 'EXERCISE');

  // English from here on (the switch in the app bar).
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('new-slot')).toHaveText('New slot');

  // The month view shows both, free (in-app: a new page load would bring back the stored Polish).
  await page.getByTestId('calendar-today').click();
  await page.getByTestId('calendar-view-month').click();
  await expect(page.getByTestId('calendar')).toHaveAttribute('data-view', 'month');
  for (const place of [examPlace, practicePlace]) {
    await expect(await eventOf(page, place)).toContainText('free');
  }
  await expectNoSeriousViolations(page);
  await shot(page, 'instructor-en-month');

  // The practice date's page: its details, nobody booked; deleted after confirming.
  await (await eventOf(page, practicePlace)).click();
  await expect(page).toHaveURL(/\/app\/instructor\/work-slot\/[^/]+$/);
  const details = page.getByTestId('slot-details');
  await expect(details).toContainText(practicePlace);
  await expect(details.getByTestId('slot-booked')).toHaveText('0/3');
  await expect(page.getByTestId('slot-free')).toBeVisible();
  await expect(page.getByTestId('participants-empty')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'instructor-en-slot');
  await page.getByTestId('slot-delete').click();
  await expect(page.getByTestId('confirm-dialog')).toBeVisible();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page).toHaveURL(/\/app\/instructor\/calendar/);

  // Gone from the calendar; the exam date stays.
  await page.getByTestId('calendar-view-week').click();
  await eventOf(page, examPlace);
  await page.getByTestId('calendar-today').click();
  await page.getByTestId('calendar-view-month').click();
  await expect(await eventOf(page, examPlace)).toContainText('free');
  await expect(page.getByTestId('slot-event').filter({ hasText: practicePlace })).toHaveCount(0);
  expect(errors).toEqual([]);

  // The exam date goes too (through the API), so later runs on the same app find the day as empty.
  const { instructorWorkSlots } = await graphql<{ instructorWorkSlots: { id: string; place: string | null }[] }>(
    page,
    `
      query ($from: Date!, $to: Date!) {
        instructorWorkSlots(dateFrom: $from, dateTo: $to) {
          id
          place
        }
      }
    `,
    { from: warsawWall(examStart).date, to: warsawWall(examStart).date },
  );
  const examSlot = instructorWorkSlots.find((slot) => slot.place === examPlace)!;
  await graphql(
    page,
    `
      mutation ($id: ID!) {
        deleteWorkSlot(id: $id)
      }
    `,
    { id: examSlot.id },
  );
  await page.context().close();
});
