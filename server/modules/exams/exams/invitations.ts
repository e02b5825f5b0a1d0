import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from 'ical-generator';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { Language, WorkSlotKind } from '../../../generated/prisma/enums.ts';
import { enqueueMail, type MailAttachment } from '../../../platform/mail/outbox.ts';
import { bookingChangeOpen, changeDeadlineOf } from './booking.ts';
import { courseHasExam, examTriesOf, triesLeftOf } from './eligibility.ts';
// exams.ts mails through this file; its score function is only called here, after both loaded.
import { scorePercentOf } from './exams.ts';
import { mailLocale, SIGNATURE } from '../../../platform/mail/layout.ts';
import { WARSAW } from '../../../platform/time.ts';

/**
 * The e-mails of bookings (with an .ics invitation) and results, written through the outbox in
 * the caller's transaction (both commit or neither does), in the recipient's language. Callers
 * pass the id of a row that still exists: a cancellation mails before deleting its row.
 *
 * The invitation (iTIP): METHOD:REQUEST for a booking and a move, METHOD:CANCEL for a
 * cancellation, one UID per booking (`exam-<id>@…`, `exercise-<id>@…`) so a calendar updates the
 * event it holds, and a SEQUENCE that only grows: the booking's `calendarSequence`, 0 when booked
 * and raised by one in the transaction of every change that sends the invitation again (a move,
 * the cancellation). Times are UTC. The same events make "Add to calendar" and the calendar
 * feeds (calendar.ts): this file is the app's only iCalendar writer.
 */
export type BookingEvent = 'BOOKED' | 'MOVED' | 'CANCELLED';

type Tx = Prisma.TransactionClient;

// ───────────────────────────── Where the app is ─────────────────────────────

interface MailSettings {
  /** The app's public origin: links in the e-mails. */
  publicUrl: URL;
  /** The sender (MAIL_FROM): the invitation's organizer. */
  mailFrom: string;
  /** The academy's office (OFFICE_PHONE, OFFICE_EMAIL): whom to ask once the app no longer allows a change. */
  office: { phone: string; email: string };
}

let settings: MailSettings = {
  publicUrl: new URL('http://localhost:3000'),
  mailFrom: 'SkyPilot Academy <no-reply@skypilot.example>',
  office: { phone: '+48 22 123 45 67', email: 'biuro@skypilot.example' },
};

/** Set once when the app starts (exams' REST plugin), from the configuration. */
export function configureExamMails(next: Partial<MailSettings>): void {
  settings = { ...settings, ...next };
}

// The app's pages take GraphQL (global) ids.
export const examUrl = (examId: string) => `${settings.publicUrl.origin}/app/exams/${encodeGlobalID('Exam', examId)}`;
export const exerciseUrl = (exerciseId: string) =>
  `${settings.publicUrl.origin}/app/exercises/${encodeGlobalID('Exercise', exerciseId)}`;
const workSlotUrl = (slotId: string) =>
  `${settings.publicUrl.origin}/app/instructor/work-slot/${encodeGlobalID('WorkSlot', slotId)}`;

/** `Name <address>` or a bare address → its parts. */
function organizerOf(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1]!.trim() || match[2]!, email: match[2]!.trim() } : { name: from, email: from };
}

// ───────────────────────────── Texts ─────────────────────────────

const when = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(mailLocale(language), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: WARSAW,
  }).format(date);

const T = {
  PL: {
    hello: (name: string | null) => (name ? `Dzień dobry, ${name}!` : 'Dzień dobry!'),
    exam: 'egzamin',
    exercise: 'ćwiczenia praktyczne',
    subject: {
      BOOKED: (what: string, course: string, date: string) => `Zapisano na ${what}: „${course}”, ${date}`,
      MOVED: (what: string, course: string, date: string) => `Zmieniono termin (${what}): „${course}”, ${date}`,
      CANCELLED: (what: string, course: string, date: string) => `Odwołano termin (${what}): „${course}”, ${date}`,
    },
    intro: {
      BOOKED: (what: string, course: string) => `Potwierdzamy zapis na ${what} z kursu „${course}”.`,
      MOVED: (what: string, course: string) => `Termin (${what}) z kursu „${course}” został zmieniony.`,
      CANCELLED: (what: string, course: string) =>
        `Termin (${what}) z kursu „${course}” został odwołany. Nowy termin możesz wybrać w aplikacji.`,
    },
    date: 'Termin',
    minutes: (n: number) => `${n} min`,
    place: 'Miejsce',
    online: 'Spotkanie online',
    instructor: 'Egzaminator',
    attempt: 'Podejście',
    accessCode: 'Kod dostępu (pokaż go instruktorowi)',
    changeUntil: (date: string, movable: boolean) =>
      `Termin można ${movable ? 'odwołać lub zmienić' : 'odwołać'} do ${date} (24 godziny przed rozpoczęciem).`,
    changeClosed: (contact: string, movable: boolean) =>
      `Tego terminu nie można już ${movable ? 'odwołać ani zmienić' : 'odwołać'} w aplikacji (jest to możliwe ` +
      `do 24 godzin przed rozpoczęciem). Jeśli nie możesz przyjść, skontaktuj się z biurem akademii: ${contact}.`,
    invitation: 'W załączniku zaproszenie do kalendarza.',
    details: 'Szczegóły',
    eventTitle: (what: string, course: string) => `SkyPilot Academy: ${what} – ${course}`,
    slotTitle: (what: string) => `SkyPilot Academy: ${what}`,
    booked: (taken: number, capacity: number) => `Zapisani: ${taken} z ${capacity}`,
    passedSubject: (course: string) => `Egzamin zdany: „${course}”`,
    failedSubject: (course: string) => `Wynik egzaminu: „${course}”`,
    passed: (course: string) => `Gratulacje! Egzamin z kursu „${course}” został zdany.`,
    failed: 'Niestety egzamin nie został zdany. Spróbuj ponownie.',
    score: (score: number, correct: number, questions: number, threshold: number) =>
      `Wynik: ${score}% (${correct} z ${questions} poprawnych odpowiedzi; próg zaliczenia: ${threshold}%).`,
    notIndependent: 'Egzaminator nie potwierdził samodzielnego rozwiązania egzaminu.',
    certificate: 'Certyfikat ukończenia kursu znajdziesz w zakładce Moje certyfikaty.',
    triesLeft: (n: number) => `Pozostałe próby egzaminu: ${n}.`,
    noTriesLeft: 'Wykorzystano wszystkie próby egzaminu, skontaktuj się z administratorem.',
    confirmedSubject: (course: string) => `Ćwiczenia praktyczne zaliczone: „${course}”`,
    confirmed: (course: string) => `Instruktor potwierdził Twoje ćwiczenia praktyczne z kursu „${course}”.`,
    examNext: 'Możesz teraz zapisać się na egzamin.',
  },
  EN: {
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    exam: 'exam',
    exercise: 'practical exercise',
    subject: {
      BOOKED: (what: string, course: string, date: string) => `Booked: ${what} “${course}”, ${date}`,
      MOVED: (what: string, course: string, date: string) => `Moved: ${what} “${course}”, ${date}`,
      CANCELLED: (what: string, course: string, date: string) => `Cancelled: ${what} “${course}”, ${date}`,
    },
    intro: {
      BOOKED: (what: string, course: string) => `Your ${what} of the course “${course}” is booked.`,
      MOVED: (what: string, course: string) => `Your ${what} of the course “${course}” has been moved.`,
      CANCELLED: (what: string, course: string) =>
        `Your ${what} of the course “${course}” has been cancelled. You can choose a new date in the app.`,
    },
    date: 'Date',
    minutes: (n: number) => `${n} min`,
    place: 'Place',
    online: 'Online meeting',
    instructor: 'Examiner',
    attempt: 'Attempt',
    accessCode: 'Access code (show it to the instructor)',
    changeUntil: (date: string, movable: boolean) =>
      `You can ${movable ? 'cancel or move' : 'cancel'} the booking until ${date} (24 hours before the start).`,
    changeClosed: (contact: string, movable: boolean) =>
      `This booking can no longer be ${movable ? 'cancelled or moved' : 'cancelled'} online (only until 24 hours ` +
      `before the start). If you cannot come, contact the academy’s office: ${contact}.`,
    invitation: 'A calendar invitation is attached.',
    details: 'Details',
    eventTitle: (what: string, course: string) => `SkyPilot Academy: ${what} – ${course}`,
    slotTitle: (what: string) => `SkyPilot Academy: ${what}`,
    booked: (taken: number, capacity: number) => `Booked: ${taken} of ${capacity}`,
    passedSubject: (course: string) => `Exam passed: “${course}”`,
    failedSubject: (course: string) => `Exam result: “${course}”`,
    passed: (course: string) => `Congratulations! You passed the exam of the course “${course}”.`,
    failed: 'Unfortunately you failed the exam. Please try again.',
    score: (score: number, correct: number, questions: number, threshold: number) =>
      `Score: ${score}% (${correct} of ${questions} answers correct; pass mark: ${threshold}%).`,
    notIndependent: 'The examiner did not confirm that you completed the exam independently.',
    certificate: 'Your course certificate is in My certificates.',
    triesLeft: (n: number) => `Exam tries left: ${n}.`,
    noTriesLeft: 'You have used all your exam tries, contact an administrator.',
    confirmedSubject: (course: string) => `Practical exercise confirmed: “${course}”`,
    confirmed: (course: string) => `The instructor confirmed your practical exercise of the course “${course}”.`,
    examNext: 'You can now register for the exam.',
  },
} as const;

const nameOf = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || null;

// ───────────────────────────── Invitation ─────────────────────────────

/** What a booking's calendar event shows (a cancelled booking's is kept as a CancelledCalendarEvent). */
export interface BookingEventData {
  kind: 'exam' | 'exercise';
  id: string;
  /** The event's SEQUENCE: the booking's `calendarSequence`. */
  sequence: number;
  courseTitle: string;
  slot: { startsAt: Date; endsAt: Date; place: string | null; onlineLink: string | null };
  url: string;
}

export interface Booking extends BookingEventData {
  candidate: { email: string; name: string | null };
  instructor: { email: string; name: string | null };
}

/** What a work slot's calendar event shows (its instructor's calendar). */
export interface SlotEventData {
  id: string;
  kind: WorkSlotKind;
  startsAt: Date;
  endsAt: Date;
  place: string | null;
  onlineLink: string | null;
  /** Places taken and offered; absent for a deleted slot. */
  places?: { booked: number; capacity: number };
  sequence: number;
}

/** One UID per booking or slot, so a calendar updates the event it holds. */
const uidOf = (kind: 'exam' | 'exercise' | 'slot', id: string) => `${kind}-${id}@${settings.publicUrl.hostname}`;

const locationOf = (slot: { place: string | null; onlineLink: string | null }) =>
  [slot.place, slot.onlineLink].filter(Boolean).join(', ') || null;

/**
 * An empty calendar of the academy's events: with `method` an iTIP message (an invitation or its
 * cancellation), without one a published calendar (the subscription feed).
 */
export function academyCalendar(language: Language, method?: 'REQUEST' | 'CANCEL'): ICalCalendar {
  return ical({
    prodId: { company: 'SkyPilot Academy', product: 'Academy', language: language },
    ...(method ? { method: ICalCalendarMethod[method] } : {}),
  });
}

/**
 * Adds a booking's event (UTC times, what, where, the link). With `attendee` (an invitation) the
 * organizer (MAIL_FROM) and the candidate as attendee too; a feed leaves them out.
 */
export function addBookingEvent(
  calendar: ICalCalendar,
  booking: BookingEventData,
  language: Language,
  options: { cancelled: boolean; now: Date; attendee?: Booking['candidate'] },
): void {
  const t = T[language];
  const { cancelled, attendee } = options;
  calendar.createEvent({
    id: uidOf(booking.kind, booking.id),
    sequence: booking.sequence,
    stamp: options.now,
    start: booking.slot.startsAt,
    end: booking.slot.endsAt,
    summary: t.eventTitle(booking.kind === 'exam' ? t.exam : t.exercise, booking.courseTitle),
    description: [
      booking.slot.onlineLink ? `${t.online}: ${booking.slot.onlineLink}` : null,
      `${t.details}: ${booking.url}`,
    ]
      .filter(Boolean)
      .join('\n'),
    location: locationOf(booking.slot),
    url: booking.url,
    ...(attendee
      ? {
          organizer: organizerOf(settings.mailFrom),
          attendees: [
            {
              email: attendee.email,
              ...(attendee.name ? { name: attendee.name } : {}),
              role: ICalAttendeeRole.REQ,
              status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
              rsvp: false,
            },
          ],
        }
      : {}),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/** Adds a work slot's event for its instructor: the kind and length, the places taken, where, the link. */
export function addSlotEvent(
  calendar: ICalCalendar,
  slot: SlotEventData,
  language: Language,
  options: { cancelled: boolean; now: Date },
): void {
  const t = T[language];
  const what = slot.kind === 'EXERCISE' ? t.exercise : t.exam;
  const minutes = Math.round((slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000);
  const url = workSlotUrl(slot.id);
  calendar.createEvent({
    id: uidOf('slot', slot.id),
    sequence: slot.sequence,
    stamp: options.now,
    start: slot.startsAt,
    end: slot.endsAt,
    summary: t.slotTitle(`${what} (${t.minutes(minutes)})`),
    description: [
      slot.places ? t.booked(slot.places.booked, slot.places.capacity) : null,
      slot.onlineLink ? `${t.online}: ${slot.onlineLink}` : null,
      `${t.details}: ${url}`,
    ]
      .filter(Boolean)
      .join('\n'),
    location: locationOf(slot),
    url,
    status: options.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/**
 * The .ics of a booking as its e-mail carries it (METHOD:REQUEST, or METHOD:CANCEL for a
 * cancellation), with the booking's current SEQUENCE; "Add to calendar" downloads it too.
 */
export function bookingInvitation(
  booking: Booking,
  event: BookingEvent,
  language: Language,
  now = new Date(),
): MailAttachment {
  const cancelled = event === 'CANCELLED';
  const calendar = academyCalendar(language, cancelled ? 'CANCEL' : 'REQUEST');
  addBookingEvent(calendar, booking, language, { cancelled, now, attendee: booking.candidate });
  return {
    filename: cancelled ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
    content: calendar.toString(),
  };
}

/** A deadline closer than this has passed by the time the mail is read (the mail shows minutes). */
const DEADLINE_MARGIN_MS = 60_000;

/**
 * What is true at `now` about changing the booking: until when it can be cancelled (an exam also
 * moved), or, once that has passed, that the app no longer can and whom to ask.
 */
function changeSentence(booking: Booking, language: Language, now: Date): string {
  const t = T[language];
  const movable = booking.kind === 'exam';
  if (bookingChangeOpen(booking.slot, new Date(now.getTime() + DEADLINE_MARGIN_MS))) {
    return t.changeUntil(when(changeDeadlineOf(booking.slot), language), movable);
  }
  return t.changeClosed(`${settings.office.phone}, ${settings.office.email}`, movable);
}

function bookingText(
  booking: Booking,
  event: BookingEvent,
  language: Language,
  extra: { attempt?: number; durationMinutes?: number; accessCode?: string },
  now: Date,
): { subject: string; text: string } {
  const t = T[language];
  const what = booking.kind === 'exam' ? t.exam : t.exercise;
  const date = when(booking.slot.startsAt, language);
  const lines = [
    t.hello(booking.candidate.name),
    '',
    t.intro[event](what, booking.courseTitle),
    '',
    `${t.date}: ${date}${extra.durationMinutes ? ` (${t.minutes(extra.durationMinutes)})` : ''}`,
    booking.slot.place ? `${t.place}: ${booking.slot.place}` : null,
    booking.slot.onlineLink ? `${t.online}: ${booking.slot.onlineLink}` : null,
    `${t.instructor}: ${booking.instructor.name ?? booking.instructor.email}`,
    extra.attempt ? `${t.attempt}: ${extra.attempt}` : null,
    extra.accessCode && event !== 'CANCELLED' ? `${t.accessCode}: ${extra.accessCode}` : null,
    '',
    event === 'CANCELLED' ? null : changeSentence(booking, language, now),
    event === 'CANCELLED' ? null : t.invitation,
    `${t.details}: ${booking.url}`,
    '',
    SIGNATURE[language],
  ];
  return {
    subject: t.subject[event](what, booking.courseTitle, date),
    text: lines.filter((l) => l !== null).join('\n'),
  };
}

// ───────────────────────────── The four e-mails ─────────────────────────────

const PERSON = { select: { email: true, firstName: true, lastName: true, language: true } } as const;
const SLOT = {
  select: { startsAt: true, endsAt: true, place: true, onlineLink: true, instructor: PERSON },
} as const;
const BOOKING = {
  id: true,
  calendarSequence: true,
  user: PERSON,
  course: { select: { title: true } },
  workSlot: SLOT,
} as const;

/** What an exam's invitation is made of (`bookingOf`), with the mail's attempt and duration. */
export const EXAM_BOOKING = {
  select: { ...BOOKING, attempt: true, durationMinutes: true },
} as const satisfies Prisma.ExamDefaultArgs;
/** What an exercise's invitation is made of (`bookingOf`), with the mail's access code. */
export const EXERCISE_BOOKING = {
  select: { ...BOOKING, accessCode: true },
} as const satisfies Prisma.ExerciseDefaultArgs;

type BookingRow = Prisma.ExamGetPayload<{ select: typeof BOOKING }>;

/** A booking read with EXAM_BOOKING or EXERCISE_BOOKING, as its invitation and the feed show it. */
export function bookingOf(kind: 'exam' | 'exercise', row: BookingRow): Booking {
  return {
    kind,
    id: row.id,
    sequence: row.calendarSequence,
    courseTitle: row.course.title,
    slot: row.workSlot,
    candidate: { email: row.user.email, name: nameOf(row.user) },
    instructor: { email: row.workSlot.instructor.email, name: nameOf(row.workSlot.instructor) },
    url: kind === 'exam' ? examUrl(row.id) : exerciseUrl(row.id),
  };
}

/** The booking, move or cancellation of an exam, with its invitation. */
export async function mailExamBooking(tx: Tx, examId: string, event: BookingEvent, now = new Date()) {
  // An invitation sent again (a move, the cancellation) takes the next SEQUENCE, in this transaction.
  const exam =
    event === 'BOOKED'
      ? await tx.exam.findUniqueOrThrow({ where: { id: examId }, ...EXAM_BOOKING })
      : await tx.exam.update({ where: { id: examId }, data: { calendarSequence: { increment: 1 } }, ...EXAM_BOOKING });
  const booking = bookingOf('exam', exam);
  const language = exam.user.language;
  await enqueueMail(tx, {
    to: exam.user.email,
    ...bookingText(booking, event, language, { attempt: exam.attempt, durationMinutes: exam.durationMinutes }, now),
    attachments: [bookingInvitation(booking, event, language, now)],
  });
}

/** The booking or cancellation of a practical exercise, with its invitation. */
export async function mailExerciseBooking(tx: Tx, exerciseId: string, event: BookingEvent, now = new Date()) {
  const exercise =
    event === 'BOOKED'
      ? await tx.exercise.findUniqueOrThrow({ where: { id: exerciseId }, ...EXERCISE_BOOKING })
      : await tx.exercise.update({
          where: { id: exerciseId },
          data: { calendarSequence: { increment: 1 } },
          ...EXERCISE_BOOKING,
        });
  const booking = bookingOf('exercise', exercise);
  const language = exercise.user.language;
  const minutes = Math.round((exercise.workSlot.endsAt.getTime() - exercise.workSlot.startsAt.getTime()) / 60_000);
  await enqueueMail(tx, {
    to: exercise.user.email,
    ...bookingText(booking, event, language, { durationMinutes: minutes, accessCode: exercise.accessCode }, now),
    attachments: [bookingInvitation(booking, event, language, now)],
  });
}

/** The result of a VERIFIED exam: passed or not, the score, and the tries left after a failure. */
export async function mailExamResult(tx: Tx, examId: string) {
  const exam = await tx.exam.findUniqueOrThrow({
    where: { id: examId },
    select: {
      id: true,
      userCourseId: true,
      passed: true,
      independent: true,
      correctCount: true,
      questionCount: true,
      passThreshold: true,
      user: PERSON,
      course: { select: { title: true } },
    },
  });
  const language = exam.user.language;
  const t = T[language];
  const course = exam.course.title;
  const questions = exam.questionCount ?? 0;
  const correct = exam.correctCount ?? 0;
  const score = scorePercentOf(correct, questions);
  const lines: (string | null)[] = [t.hello(nameOf(exam.user)), ''];
  if (exam.passed) {
    lines.push(t.passed(course), t.score(score, correct, questions, exam.passThreshold), '', t.certificate);
  } else {
    const tries = (await examTriesOf(tx, [exam.userCourseId])).get(exam.userCourseId);
    const left = tries ? triesLeftOf(tries) : 0;
    lines.push(
      t.failed,
      t.score(score, correct, questions, exam.passThreshold),
      exam.independent === false ? t.notIndependent : null,
      '',
      left > 0 ? t.triesLeft(left) : t.noTriesLeft,
    );
  }
  lines.push('', `${t.details}: ${examUrl(exam.id)}`, '', SIGNATURE[language]);
  await enqueueMail(tx, {
    to: exam.user.email,
    subject: exam.passed ? t.passedSubject(course) : t.failedSubject(course),
    text: lines.filter((l) => l !== null).join('\n'),
  });
}

/** The instructor confirmed a practical exercise (the exam opens next when the course has one). */
export async function mailExerciseConfirmed(tx: Tx, exerciseId: string) {
  const exercise = await tx.exercise.findUniqueOrThrow({
    where: { id: exerciseId },
    select: {
      id: true,
      user: PERSON,
      course: { select: { title: true, withoutExamFlg: true, examDuration: true } },
    },
  });
  const language = exercise.user.language;
  const t = T[language];
  const lines = [
    t.hello(nameOf(exercise.user)),
    '',
    t.confirmed(exercise.course.title),
    courseHasExam(exercise.course) ? t.examNext : null,
    '',
    `${t.details}: ${exerciseUrl(exercise.id)}`,
    '',
    SIGNATURE[language],
  ];
  await enqueueMail(tx, {
    to: exercise.user.email,
    subject: t.confirmedSubject(exercise.course.title),
    text: lines.filter((l) => l !== null).join('\n'),
  });
}
