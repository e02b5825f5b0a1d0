import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Language } from '../../generated/prisma/enums.ts';
import { enqueueMail, type MailAttachment } from '../../platform/mail/outbox.ts';
import { changeDeadlineOf } from './booking.ts';
import { courseHasExam, examTriesOf, triesLeftOf } from './eligibility.ts';
// exams.ts mails through this file; its score function is only called here, after both loaded.
import { scorePercentOf } from './exams.ts';
import { mailLocale, SIGNATURE } from '../../platform/mail/layout.ts';
import { WARSAW } from '../../platform/time.ts';

/**
 * The e-mails of bookings (with an .ics invitation) and results, written through the outbox in
 * the caller's transaction (both commit or neither does), in the recipient's language. Callers
 * pass the id of a row that still exists: a cancellation mails before deleting its row.
 *
 * The invitation (iTIP): METHOD:REQUEST for a booking and a move, METHOD:CANCEL for a
 * cancellation, one UID per booking (`exam-<id>@…`, `exercise-<id>@…`) so a calendar updates the
 * event it holds, and a SEQUENCE that only grows: 0 when booked, then the seconds since the
 * booking was made (a move and the cancellation come later). Times are UTC.
 */
export type BookingEvent = 'BOOKED' | 'MOVED' | 'CANCELLED';

type Tx = Prisma.TransactionClient;

// ───────────────────────────── Where the app is ─────────────────────────────

interface MailSettings {
  /** The app's public origin: links in the e-mails. */
  publicUrl: URL;
  /** The sender (MAIL_FROM): the invitation's organizer. */
  mailFrom: string;
}

let settings: MailSettings = {
  publicUrl: new URL('http://localhost:3000'),
  mailFrom: 'SkyPilot Academy <no-reply@skypilot.example>',
};

/** Set once when the app starts (exams' REST plugin), from the configuration. */
export function configureExamMails(next: Partial<MailSettings>): void {
  settings = { ...settings, ...next };
}

export const examUrl = (examId: string) => `${settings.publicUrl.origin}/app/exams/${examId}`;
export const exerciseUrl = (exerciseId: string) => `${settings.publicUrl.origin}/app/exercises/${exerciseId}`;

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
    changeUntil: (date: string) => `Termin można odwołać lub zmienić do ${date} (24 godziny przed rozpoczęciem).`,
    invitation: 'W załączniku zaproszenie do kalendarza.',
    details: 'Szczegóły',
    eventTitle: (what: string, course: string) => `SkyPilot Academy: ${what} – ${course}`,
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
    changeUntil: (date: string) => `You can cancel or move the booking until ${date} (24 hours before the start).`,
    invitation: 'A calendar invitation is attached.',
    details: 'Details',
    eventTitle: (what: string, course: string) => `SkyPilot Academy: ${what} – ${course}`,
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

interface Booking {
  kind: 'exam' | 'exercise';
  id: string;
  createdAt: Date;
  courseTitle: string;
  slot: { startsAt: Date; endsAt: Date; place: string | null; onlineLink: string | null };
  candidate: { email: string; name: string | null };
  instructor: { email: string; name: string | null };
  url: string;
}

/** The sequence of a booking's invitation: 0 when booked, then ever higher. */
function sequenceOf(booking: Booking, event: BookingEvent, now: Date): number {
  if (event === 'BOOKED') return 0;
  return Math.max(1, Math.floor((now.getTime() - booking.createdAt.getTime()) / 1000) + 1);
}

/** The .ics of a booking (METHOD:REQUEST, or METHOD:CANCEL for a cancellation), times in UTC. */
export function bookingInvitation(
  booking: Booking,
  event: BookingEvent,
  language: Language,
  now = new Date(),
): MailAttachment {
  const t = T[language];
  const cancelled = event === 'CANCELLED';
  const organizer = organizerOf(settings.mailFrom);
  const calendar = ical({
    prodId: { company: 'SkyPilot Academy', product: 'Academy', language: language },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const location = [booking.slot.place, booking.slot.onlineLink].filter(Boolean).join(', ');
  calendar.createEvent({
    id: `${booking.kind}-${booking.id}@${settings.publicUrl.hostname}`,
    sequence: sequenceOf(booking, event, now),
    stamp: now,
    start: booking.slot.startsAt,
    end: booking.slot.endsAt,
    summary: t.eventTitle(booking.kind === 'exam' ? t.exam : t.exercise, booking.courseTitle),
    description: [
      booking.slot.onlineLink ? `${t.online}: ${booking.slot.onlineLink}` : null,
      `${t.details}: ${booking.url}`,
    ]
      .filter(Boolean)
      .join('\n'),
    location: location || null,
    url: booking.url,
    organizer,
    attendees: [
      {
        email: booking.candidate.email,
        ...(booking.candidate.name ? { name: booking.candidate.name } : {}),
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return {
    filename: cancelled ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
    content: calendar.toString(),
  };
}

function bookingText(
  booking: Booking,
  event: BookingEvent,
  language: Language,
  extra: { attempt?: number; durationMinutes?: number; accessCode?: string },
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
    event === 'CANCELLED' ? null : t.changeUntil(when(changeDeadlineOf(booking.slot), language)),
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

/** The booking, move or cancellation of an exam, with its invitation. */
export async function mailExamBooking(tx: Tx, examId: string, event: BookingEvent, now = new Date()) {
  const exam = await tx.exam.findUniqueOrThrow({
    where: { id: examId },
    select: {
      id: true,
      createdAt: true,
      attempt: true,
      durationMinutes: true,
      user: PERSON,
      course: { select: { title: true } },
      workSlot: SLOT,
    },
  });
  const booking: Booking = {
    kind: 'exam',
    id: exam.id,
    createdAt: exam.createdAt,
    courseTitle: exam.course.title,
    slot: exam.workSlot,
    candidate: { email: exam.user.email, name: nameOf(exam.user) },
    instructor: { email: exam.workSlot.instructor.email, name: nameOf(exam.workSlot.instructor) },
    url: examUrl(exam.id),
  };
  const language = exam.user.language;
  await enqueueMail(tx, {
    to: exam.user.email,
    ...bookingText(booking, event, language, { attempt: exam.attempt, durationMinutes: exam.durationMinutes }),
    attachments: [bookingInvitation(booking, event, language, now)],
  });
}

/** The booking or cancellation of a practical exercise, with its invitation. */
export async function mailExerciseBooking(tx: Tx, exerciseId: string, event: BookingEvent, now = new Date()) {
  const exercise = await tx.exercise.findUniqueOrThrow({
    where: { id: exerciseId },
    select: {
      id: true,
      createdAt: true,
      accessCode: true,
      user: PERSON,
      course: { select: { title: true } },
      workSlot: SLOT,
    },
  });
  const booking: Booking = {
    kind: 'exercise',
    id: exercise.id,
    createdAt: exercise.createdAt,
    courseTitle: exercise.course.title,
    slot: exercise.workSlot,
    candidate: { email: exercise.user.email, name: nameOf(exercise.user) },
    instructor: { email: exercise.workSlot.instructor.email, name: nameOf(exercise.workSlot.instructor) },
    url: exerciseUrl(exercise.id),
  };
  const language = exercise.user.language;
  const minutes = Math.round((exercise.workSlot.endsAt.getTime() - exercise.workSlot.startsAt.getTime()) / 60_000);
  await enqueueMail(tx, {
    to: exercise.user.email,
    ...bookingText(booking, event, language, { durationMinutes: minutes, accessCode: exercise.accessCode }),
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
