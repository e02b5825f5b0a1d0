import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { MailAttachment } from '../../../platform/mail/outbox.ts';
import { MailWorker } from '../../../platform/mail/worker.ts';
import { gid, startHarness, type Harness } from '../../../test/harness.ts';
import {
  mailExamBooking,
  mailExamResult,
  mailExerciseBooking,
  mailExerciseConfirmed,
  type BookingEvent,
} from './invitations.ts';

// The exam and exercise e-mails (exams contract, C): language of the recipient, links to the app
// at PUBLIC_URL, the .ics invitation (REQUEST/CANCEL, one UID per booking, rising SEQUENCE, UTC),
// results with the score and tries left; and the mail worker really sends the calendar part.

let h: Harness;
const PUBLIC = 'https://academy.example';
const START = new Date('2030-05-06T08:30:00Z'); // 10:30 in Warsaw (summer time)

let seq = 0;
async function setting(language: 'PL' | 'EN', course: { maxTries?: number; courseType?: 'FULL' | 'THEORETICAL' } = {}) {
  seq += 1;
  const prisma = h.db.prisma;
  const instructor = await prisma.user.create({
    data: { email: `instr${seq}@example.com`, role: 'INSTRUCTOR', firstName: 'Irena', lastName: 'Nowak' },
  });
  const user = await prisma.user.create({
    data: { email: `pilot${seq}@example.com`, role: 'USER', firstName: 'Paweł', lastName: 'Lot', language },
  });
  const row = await prisma.course.create({
    data: {
      title: `Kurs A2 ${seq}`,
      courseType: course.courseType ?? 'THEORETICAL',
      category: 'OPEN',
      examDuration: 'DURATION_60',
      examMaxTries: course.maxTries ?? 3,
    },
  });
  const uc = await prisma.userCourse.create({ data: { userId: user.id, courseId: row.id } });
  const slot = (kind: 'EXAM_60' | 'EXERCISE', startsAt: Date, place: string | null, onlineLink: string | null) =>
    prisma.workSlot.create({
      data: {
        instructorId: instructor.id,
        kind,
        startsAt,
        endsAt: new Date(startsAt.getTime() + (kind === 'EXAM_60' ? 60 : 120) * 60_000),
        place,
        onlineLink,
        capacity: 5,
      },
    });
  /** An exam of this candidate on slot `workSlotId` (REGISTER unless `data` says otherwise). */
  const exam = (workSlotId: string, data: Partial<Prisma.ExamUncheckedCreateInput> = {}) =>
    prisma.exam.create({
      data: {
        ...{ userId: user.id, userCourseId: uc.id, courseId: row.id, workSlotId },
        ...{ attempt: 1, durationMinutes: 60, passThreshold: 75 },
        ...data,
      },
    });
  return { user, course: row, uc, slot, exam };
}

const mailsTo = (email: string) =>
  h.db.prisma.mailMessage.findMany({ where: { to: email }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
const icsOf = (mail: { attachments: unknown }) => ((mail.attachments as MailAttachment[] | null) ?? [])[0];
const line = (ics: string, name: string) =>
  ics
    .replace(/\r\n[ \t]/g, '') // unfold
    .split('\r\n')
    .filter((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

beforeAll(async () => {
  h = await startHarness({ PUBLIC_URL: PUBLIC, MAIL_FROM: 'SkyPilot Academy <exams@academy.example>' });
});
afterAll(() => h.close());

describe('exam booking mails', () => {
  it('books, moves and cancels one calendar event (PL), times in UTC', async () => {
    const { user, course, slot, exam: newExam } = await setting('PL');
    const first = await slot('EXAM_60', START, 'Lotnisko Bemowo, hangar 2', null);
    const second = await slot('EXAM_60', new Date(START.getTime() + 7 * 86_400_000), null, 'https://meet.example/x');
    const exam = await newExam(first.id, { attempt: 2 });
    const at = (seconds: number) => new Date(exam.createdAt.getTime() + seconds * 1000);
    const send = (event: BookingEvent, seconds: number) =>
      h.db.prisma.$transaction((tx) => mailExamBooking(tx, exam.id, event, at(seconds)));

    await send('BOOKED', 0);
    await h.db.prisma.exam.update({ where: { id: exam.id }, data: { workSlotId: second.id } });
    await send('MOVED', 60);
    await send('CANCELLED', 120);

    const [booked, moved, cancelled] = await mailsTo(user.email);
    expect(booked!.subject).toBe(`Zapisano na egzamin: „${course.title}”, poniedziałek, 6 maja 2030 10:30`);
    expect(booked!.text).toContain('Dzień dobry, Paweł Lot!');
    expect(booked!.text).toContain('Miejsce: Lotnisko Bemowo, hangar 2');
    expect(booked!.text).toContain('Egzaminator: Irena Nowak');
    expect(booked!.text).toContain('Podejście: 2');
    expect(booked!.text).toContain('(60 min)');
    expect(booked!.text).toContain('Termin można odwołać lub zmienić do niedziela, 5 maja 2030 10:30');
    expect(booked!.text).toContain(`Szczegóły: ${PUBLIC}/app/exams/${gid('Exam', exam.id)}`);
    expect(moved!.subject).toMatch(/^Zmieniono termin \(egzamin\)/);
    expect(moved!.text).toContain('Spotkanie online: https://meet.example/x');
    expect(cancelled!.subject).toMatch(/^Odwołano termin \(egzamin\)/);

    const [a, b, c] = [icsOf(booked!)!, icsOf(moved!)!, icsOf(cancelled!)!];
    expect(a.filename).toBe('invite.ics');
    expect(a.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(c.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(line(a.content, 'METHOD')).toEqual(['METHOD:REQUEST']);
    expect(line(b.content, 'METHOD')).toEqual(['METHOD:REQUEST']);
    expect(line(c.content, 'METHOD')).toEqual(['METHOD:CANCEL']);
    const uid = line(a.content, 'UID');
    expect(uid).toEqual([`UID:exam-${exam.id}@academy.example`]);
    expect(line(b.content, 'UID')).toEqual(uid);
    expect(line(c.content, 'UID')).toEqual(uid);
    const sequence = (ics: string) => Number(line(ics, 'SEQUENCE')[0]!.split(':')[1]);
    // The booking's counter, raised with each invitation sent again (calendar.test.ts: through the services).
    expect([sequence(a.content), sequence(b.content), sequence(c.content)]).toEqual([0, 1, 2]);
    expect(line(a.content, 'DTSTART')).toEqual(['DTSTART:20300506T083000Z']);
    expect(line(a.content, 'DTEND')).toEqual(['DTEND:20300506T093000Z']);
    expect(line(b.content, 'DTSTART')).toEqual(['DTSTART:20300513T083000Z']);
    expect(line(a.content, 'LOCATION')).toEqual(['LOCATION:Lotnisko Bemowo\\, hangar 2']);
    expect(line(b.content, 'LOCATION')).toEqual(['LOCATION:https://meet.example/x']);
    expect(line(a.content, 'ORGANIZER')[0]!.toLowerCase()).toContain('mailto:exams@academy.example');
    expect(line(a.content, 'ATTENDEE')[0]!.toLowerCase()).toContain(`mailto:${user.email}`);
    expect(line(a.content, 'STATUS')).toEqual(['STATUS:CONFIRMED']);
    expect(line(c.content, 'STATUS')).toEqual(['STATUS:CANCELLED']);
    expect(line(a.content, 'URL')[0]).toContain(`${PUBLIC}/app/exams/${gid('Exam', exam.id)}`);
  });

  it('writes in English for an English-speaking candidate, place and link both in the location', async () => {
    const { user, course, slot, exam: newExam } = await setting('EN');
    const both = await slot('EXAM_60', START, 'Hangar 2', 'https://meet.example/y');
    const exam = await newExam(both.id);
    await h.db.prisma.$transaction((tx) => mailExamBooking(tx, exam.id, 'BOOKED'));
    const [mail] = await mailsTo(user.email);
    // (The date as Intl writes it in en-GB; ICU versions differ in the comma after the weekday.)
    expect(mail!.subject).toMatch(new RegExp(`^Booked: exam “${course.title}”, Monday,? 6 May 2030 at 10:30$`));
    expect(mail!.text).toContain('Hello Paweł Lot,');
    expect(mail!.text).toMatch(/You can cancel or move the booking until Sunday,? 5 May 2030 at 10:30/);
    expect(mail!.text).toContain('A calendar invitation is attached.');
    expect(line(icsOf(mail!)!.content, 'LOCATION')).toEqual(['LOCATION:Hangar 2\\, https://meet.example/y']);
  });
});

describe('exam result mails', () => {
  async function verified(language: 'PL' | 'EN', data: { passed: boolean; correct: number; independent?: boolean }) {
    const { user, course, slot, exam: newExam } = await setting(language, { maxTries: 2 });
    const s = await slot('EXAM_60', START, 'Hangar', null);
    const exam = await newExam(s.id, {
      status: 'VERIFIED',
      verifiedAt: new Date(),
      passed: data.passed,
      independent: data.independent ?? true,
      questionCount: 20,
      correctCount: data.correct,
    });
    await h.db.prisma.$transaction((tx) => mailExamResult(tx, exam.id));
    return { user, course, exam, newExam, slotId: s.id };
  }

  it('tells a pass with the score (PL)', async () => {
    const { user, course, exam } = await verified('PL', { passed: true, correct: 17 });
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe(`Egzamin zdany: „${course.title}”`);
    expect(mail!.text).toContain('Wynik: 85% (17 z 20 poprawnych odpowiedzi; próg zaliczenia: 75%).');
    expect(mail!.text).toContain(`${PUBLIC}/app/exams/${gid('Exam', exam.id)}`);
    expect(mail!.attachments).toBeNull();
  });

  it('tells a failure with the spec sentence and the tries left (EN), then that none are left', async () => {
    const { user, course, newExam, slotId } = await verified('EN', { passed: false, correct: 10 });
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe(`Exam result: “${course.title}”`);
    expect(mail!.text).toContain('Unfortunately you failed the exam. Please try again');
    expect(mail!.text).toContain('Score: 50% (10 of 20 answers correct; pass mark: 75%).');
    expect(mail!.text).toContain('Exam tries left: 1.');

    // A second failure, not independent: the last try of two.
    const second = await newExam(slotId, {
      attempt: 2,
      status: 'VERIFIED',
      verifiedAt: new Date(),
      passed: false,
      independent: false,
      questionCount: 20,
      correctCount: 19,
    });
    await h.db.prisma.$transaction((tx) => mailExamResult(tx, second.id));
    const [, last] = await mailsTo(user.email);
    expect(last!.text).toContain('The examiner did not confirm that you completed the exam independently.');
    expect(last!.text).toContain('You have used all your exam tries, contact an administrator.');
  });

  it('translates the failure in Polish', async () => {
    const { user } = await verified('PL', { passed: false, correct: 3 });
    const [mail] = await mailsTo(user.email);
    expect(mail!.text).toContain('Niestety egzamin nie został zdany. Spróbuj ponownie.');
    expect(mail!.text).toContain('Pozostałe próby egzaminu: 1.');
  });
});

describe('exercise mails', () => {
  it('books with the access code and an invitation, cancels it, and confirms', async () => {
    const { user, course, uc, slot } = await setting('EN', { courseType: 'FULL' });
    const s = await slot('EXERCISE', START, 'Airfield', null);
    const exercise = await h.db.prisma.exercise.create({
      data: { userId: user.id, userCourseId: uc.id, courseId: course.id, workSlotId: s.id, accessCode: '042137' },
    });
    await h.db.prisma.$transaction((tx) => mailExerciseBooking(tx, exercise.id, 'BOOKED'));
    await h.db.prisma.$transaction((tx) => mailExerciseBooking(tx, exercise.id, 'CANCELLED'));
    await h.db.prisma.$transaction((tx) => mailExerciseConfirmed(tx, exercise.id));
    const [booked, cancelled, confirmed] = await mailsTo(user.email);
    expect(booked!.subject).toMatch(new RegExp(`^Booked: practical exercise “${course.title}”, Monday,? 6 May 2030`));
    expect(booked!.text).toContain('Access code (show it to the instructor): 042137');
    expect(booked!.text).toContain('(120 min)');
    expect(booked!.text).toContain(`${PUBLIC}/app/exercises/${gid('Exercise', exercise.id)}`);
    const ics = icsOf(booked!)!.content;
    expect(line(ics, 'UID')).toEqual([`UID:exercise-${exercise.id}@academy.example`]);
    expect(line(ics, 'DTEND')).toEqual(['DTEND:20300506T103000Z']);
    expect(cancelled!.text).not.toContain('042137');
    expect(line(icsOf(cancelled!)!.content, 'METHOD')).toEqual(['METHOD:CANCEL']);
    expect(confirmed!.subject).toBe(`Practical exercise confirmed: “${course.title}”`);
    expect(confirmed!.text).toContain('You can now register for the exam.');
    expect(confirmed!.attachments).toBeNull();
  });
});

describe('the mail worker', () => {
  it('sends the invitation as a text/calendar part over SMTP', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => {
          received.push(body);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    // Only this test's message is due: the others are marked sent.
    await h.db.prisma.mailMessage.updateMany({ data: { status: 'SENT' } });
    const { user, slot, exam: newExam } = await setting('PL');
    const exam = await newExam((await slot('EXAM_60', START, 'Hangar 3', null)).id);
    await h.db.prisma.$transaction((tx) => mailExamBooking(tx, exam.id, 'BOOKED'));
    const worker = new MailWorker(
      h.db.prisma,
      `smtp://127.0.0.1:${port}`,
      'SkyPilot Academy <exams@academy.example>',
      pino({ level: 'silent' }),
    );
    try {
      expect(await worker.tick()).toBe(1);
    } finally {
      await worker.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    const raw = received[0]!.replace(/\r\n[ \t]/g, ' ');
    expect(raw).toMatch(/Content-Type: multipart\/mixed/i);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST; name=invite\.ics/i);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=invite\.ics/i);
    expect(raw).toContain(`To: ${user.email}`);
  });
});
