import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness } from '../../../test/harness.ts';
import { moveExam, registerForExam } from './exams.ts';
import { registerForExercise } from './exercises.ts';
import { createCandidate, createExamCourse } from '../../../test/fixtures.ts';

/**
 * The booking mails say what is true when they are written (a fixed clock): the deadline to
 * cancel (an exam also to move) while it lies ahead, else that the app no longer can and whom to
 * ask, also when it is less than a minute away.
 */

let h: Harness;
let instructorId: string;
const OFFICE = { OFFICE_PHONE: '+48 22 700 80 90', OFFICE_EMAIL: 'office@academy.example' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Slots from 2030 on, each a day after the last: far from today, so the clock passed is the only one.
let day = 0;
const nextStart = () => new Date(Date.UTC(2030, 4, 6 + day++, 8, 30)); // 10:30 in Warsaw (summer time)

beforeAll(async () => {
  h = await startHarness(OFFICE);
  instructorId = (await signIn(h, 'INSTRUCTOR')).userId;
});
afterAll(() => h.close());

const slot = (kind: 'EXAM_60' | 'EXERCISE', startsAt: Date) =>
  h.db.prisma.workSlot.create({
    data: {
      instructorId,
      kind,
      startsAt,
      endsAt: new Date(startsAt.getTime() + (kind === 'EXAM_60' ? 1 : 2) * HOUR),
      place: 'Hangar 1',
      capacity: 5,
    },
  });

/** A candidate of `language` holding a course with an exam (or practice), access without end. */
async function candidate(language: 'PL' | 'EN', courseType: 'THEORETICAL' | 'FULL' = 'THEORETICAL') {
  const course = await createExamCourse(h.db.prisma, { courseType });
  const c = await createCandidate(h, course);
  await h.db.prisma.user.update({ where: { id: c.userId }, data: { language } });
  // The theory is done (the exercise's rule) and access never ends (the clock is in 2030).
  await h.db.prisma.userCourse.update({
    where: { id: c.userCourseId },
    data: { accessUntil: null, completedSubjects: 1 },
  });
  const user = await h.db.prisma.user.findUniqueOrThrow({ where: { id: c.userId } });
  return { viewer: { id: c.userId, role: 'USER' as const }, email: user.email, courseId: course.courseId };
}

/** The one mail to `to` (each step below clears the candidate's mails first). */
async function onlyMailTo(to: string) {
  const [mail, ...more] = await h.db.prisma.mailMessage.findMany({ where: { to } });
  expect(more).toHaveLength(0);
  return mail!.text;
}

type Candidate = Awaited<ReturnType<typeof candidate>>;

/** Books the candidate on the slot (exam or exercise by its kind) `before` ms ahead of its start; the mail's text. */
async function book(who: Candidate, on: { id: string; kind: string; startsAt: Date }, before: number) {
  const input = { courseId: who.courseId, workSlotId: on.id };
  const now = new Date(on.startsAt.getTime() - before);
  const booking =
    on.kind === 'EXERCISE'
      ? await registerForExercise(h.db.prisma, who.viewer, input, now)
      : await registerForExam(h.db.prisma, who.viewer, input, now);
  return { id: booking.id, text: await onlyMailTo(who.email) };
}

describe('the deadline sentence of booking mails', () => {
  it('an exam booked before the deadline gives it (PL); booked after it, it says whom to ask (EN)', async () => {
    // Two minutes before the deadline (start − 24 h): still true when written.
    const { text: pl } = await book(await candidate('PL'), await slot('EXAM_60', nextStart()), 24 * HOUR + 2 * MINUTE);
    expect(pl).toMatch(/Termin można odwołać lub zmienić do .*10:30 \(24 godziny przed rozpoczęciem\)\./);
    expect(pl).not.toContain('nie można już');

    // Booked 23 hours before the start: the deadline passed an hour ago.
    const { text: en } = await book(await candidate('EN'), await slot('EXAM_60', nextStart()), 23 * HOUR);
    expect(en).toContain(
      'This booking can no longer be cancelled or moved online (only until 24 hours before the start). ' +
        'If you cannot come, contact the academy’s office: +48 22 700 80 90, office@academy.example.',
    );
    expect(en).not.toContain('You can cancel');
  });

  it('a deadline less than a minute away counts as passed (EN), and a move into the last day says so (PL)', async () => {
    const soon = await book(await candidate('EN'), await slot('EXAM_60', nextStart()), 24 * HOUR + 30_000);
    expect(soon.text).toContain('This booking can no longer be cancelled or moved online');

    const mover = await candidate('PL');
    const from = await slot('EXAM_60', nextStart());
    const exam = await book(mover, from, 72 * HOUR);
    expect(exam.text).toContain('Termin można odwołać lub zmienić do');
    // Moved, while the old date's deadline is open, to a date starting within 24 hours of now.
    await h.db.prisma.mailMessage.deleteMany({ where: { to: mover.email } });
    const to = await slot('EXAM_60', new Date(from.startsAt.getTime() - 30 * HOUR));
    await moveExam(
      h.db.prisma,
      mover.viewer,
      exam.id,
      { workSlotId: to.id },
      new Date(to.startsAt.getTime() - 20 * HOUR),
    );
    expect(await onlyMailTo(mover.email)).toContain(
      'Tego terminu nie można już odwołać ani zmienić w aplikacji (jest to możliwe do 24 godzin przed rozpoczęciem). ' +
        'Jeśli nie możesz przyjść, skontaktuj się z biurem akademii: +48 22 700 80 90, office@academy.example.',
    );
  });

  it('a practical exercise: the cancel deadline while open (EN), that it can no longer be cancelled after (PL)', async () => {
    const open = await book(await candidate('EN', 'FULL'), await slot('EXERCISE', nextStart()), 48 * HOUR);
    expect(open.text).toMatch(/You can cancel the booking until .*10:30 \(24 hours before the start\)\./);

    const closed = await book(await candidate('PL', 'FULL'), await slot('EXERCISE', nextStart()), 2 * HOUR);
    expect(closed.text).toContain('Tego terminu nie można już odwołać w aplikacji');
    expect(closed.text).toContain('+48 22 700 80 90, office@academy.example');
    expect(closed.text).not.toContain('Termin można odwołać');
  });
});
