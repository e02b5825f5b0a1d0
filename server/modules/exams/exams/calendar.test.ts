import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  gid,
  gqlOk,
  graphql,
  inject,
  rest,
  signIn,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import type { MailAttachment } from '../../../platform/mail/outbox.ts';
import { cancelExam, moveExam, registerForExam } from './exams.ts';
import { createCandidate, createExamCourse, createSlot, type Candidate } from '../../../test/fixtures.ts';

// Calendars (issue 31): the invitation's SEQUENCE counted per booking, "Add to calendar"
// downloads and who may have them, the private feed (token, regenerate, turn off, content, 404,
// rate limit), and the outbox's attachment download for admins.

let h: Harness;
let instructor: SignedIn;
let otherInstructor: SignedIn;
let admin: SignedIn;
const PUBLIC = 'https://academy.example';
const FEED_LIMIT = 20;

beforeAll(async () => {
  ({ h, instructor, otherInstructor, admin } = await startWith(
    { instructor: 'INSTRUCTOR', otherInstructor: 'INSTRUCTOR', admin: 'ADMIN' },
    { PUBLIC_URL: PUBLIC, RATE_LIMIT_CALENDAR_FEED_PER_MINUTE: String(FEED_LIMIT) },
  ));
});
afterAll(() => h.close());

const DAY_MINUTES = 24 * 60;
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
/** Every value of a property, in order (e.g. each VEVENT's UID). */
const values = (ics: string, name: string) =>
  [...unfolded(ics).matchAll(new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*)$`, 'gm'))].map((m) => m[1]!);
/** The VEVENT whose UID is `uid`, as text. */
const eventOf = (ics: string, uid: string) =>
  unfolded(ics)
    .split('BEGIN:VEVENT')
    .find((part) => part.includes(`\r\nUID:${uid}\r\n`));

const viewer = (s: SignedIn) => ({ id: s.userId, role: 'USER' as const });
const invitationsTo = async (userId: string) => {
  const { email } = await h.db.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  const mails = await h.db.prisma.mailMessage.findMany({
    where: { to: email, attachments: { not: { equals: null } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return mails.map((mail) => (mail.attachments as unknown as MailAttachment[])[0]!);
};

async function bookedCandidate(): Promise<{ candidate: Candidate; examId: string }> {
  const course = await createExamCourse(h.db.prisma);
  const candidate = await createCandidate(h, course);
  const slot = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 5 * DAY_MINUTES });
  const exam = await registerForExam(h.db.prisma, viewer(candidate), {
    courseId: course.courseId,
    workSlotId: slot.id,
  });
  return { candidate, examId: exam.id };
}

const ENABLE = 'mutation { enableCalendarFeed { url viewer { calendarFeed { createdAt lastUsedAt } } } }';
const DISABLE = 'mutation { disableCalendarFeed { url viewer { calendarFeed { createdAt } } } }';
const feed = (url: string, remoteAddress?: string) =>
  inject(h, { method: 'GET', url: new URL(url).pathname, ...(remoteAddress ? { remoteAddress } : {}) });

describe('the invitation’s SEQUENCE', () => {
  it('two moves and a cancellation within one second (a fixed clock) give 0, 1, 2, 3 with one UID', async () => {
    const now = new Date(Math.floor(Date.now() / 1000) * 1000 + 250);
    const course = await createExamCourse(h.db.prisma);
    const candidate = await createCandidate(h, course);
    const [a, b, c] = await Promise.all(
      [4, 5, 6].map((days) => createSlot(h.db.prisma, instructor.userId, { startsInMinutes: days * DAY_MINUTES })),
    );
    const exam = await registerForExam(
      h.db.prisma,
      viewer(candidate),
      { courseId: course.courseId, workSlotId: a!.id },
      now,
    );
    await moveExam(h.db.prisma, viewer(candidate), exam.id, { workSlotId: b!.id }, now);
    await moveExam(h.db.prisma, viewer(candidate), exam.id, { workSlotId: c!.id }, now);
    await cancelExam(h.db.prisma, viewer(candidate), exam.id, now);

    const invitations = await invitationsTo(candidate.userId);
    expect(invitations.map((ics) => values(ics.content, 'SEQUENCE'))).toEqual([['0'], ['1'], ['2'], ['3']]);
    expect(invitations.map((ics) => values(ics.content, 'METHOD')[0])).toEqual([
      'REQUEST',
      'REQUEST',
      'REQUEST',
      'CANCEL',
    ]);
    expect(new Set(invitations.map((ics) => values(ics.content, 'UID')[0]))).toEqual(
      new Set([`exam-${exam.id}@academy.example`]),
    );
    // The row is gone; the feed keeps the event as cancelled with the last SEQUENCE.
    const kept = await h.db.prisma.cancelledCalendarEvent.findFirstOrThrow({ where: { sourceId: exam.id } });
    expect(kept).toMatchObject({ userId: candidate.userId, kind: 'EXAM', sequence: 3, startsAt: c!.startsAt });
  });
});

describe('“Add to calendar”', () => {
  it('downloads the exam’s invitation (same UID, current SEQUENCE) for the candidate, its instructor and admins only', async () => {
    const { candidate, examId } = await bookedCandidate();
    const other = (await bookedCandidate()).candidate;
    const path = `exams/${examId}/calendar.ics`;

    const own = await rest(h, 'GET', path, candidate);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="invite.ics"; filename*=UTF-8''invite.ics`);
    const [mailed] = await invitationsTo(candidate.userId);
    expect(values(own.body, 'UID')).toEqual(values(mailed!.content, 'UID'));
    expect(values(own.body, 'SEQUENCE')).toEqual(['0']);
    expect(values(own.body, 'URL')[0]).toBe(`${PUBLIC}/app/exams/${gid('Exam', examId)}`);

    expect((await rest(h, 'GET', path, instructor)).statusCode).toBe(200);
    expect((await rest(h, 'GET', path, admin)).statusCode).toBe(200);
    expect((await rest(h, 'GET', path, other)).statusCode).toBe(404);
    expect((await rest(h, 'GET', path, otherInstructor)).statusCode).toBe(404);
    expect((await rest(h, 'GET', path, null)).statusCode).toBe(401);
    expect((await rest(h, 'GET', 'exams/not-a-uuid/calendar.ics', candidate)).statusCode).toBe(404);

    // After a move the download carries the new SEQUENCE.
    const later = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 8 * DAY_MINUTES });
    await moveExam(h.db.prisma, viewer(candidate), examId, { workSlotId: later.id });
    expect(values((await rest(h, 'GET', path, candidate)).body, 'SEQUENCE')).toEqual(['1']);
  });

  it('downloads an exercise for its candidate and a slot for its instructor; GraphQL gives the links', async () => {
    const course = await createExamCourse(h.db.prisma, { courseType: 'FULL' });
    const candidate = await createCandidate(h, course);
    const slot = await createSlot(h.db.prisma, instructor.userId, {
      kind: 'EXERCISE',
      startsInMinutes: 4 * DAY_MINUTES,
    });
    const exercise = await h.db.prisma.exercise.create({
      data: {
        userId: candidate.userId,
        userCourseId: candidate.userCourseId,
        courseId: course.courseId,
        workSlotId: slot.id,
        accessCode: '123456',
        calendarSequence: 2,
      },
    });
    const file = await rest(h, 'GET', `exercises/${exercise.id}/calendar.ics`, candidate);
    expect(file.statusCode).toBe(200);
    expect(values(file.body, 'UID')).toEqual([`exercise-${exercise.id}@academy.example`]);
    expect(values(file.body, 'SEQUENCE')).toEqual(['2']);
    expect((await rest(h, 'GET', `exercises/${exercise.id}/calendar.ics`, otherInstructor)).statusCode).toBe(404);

    const slotFile = await rest(h, 'GET', `instructor/work-slot/${slot.id}/calendar.ics`, instructor);
    expect(slotFile.statusCode).toBe(200);
    expect(slotFile.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(values(slotFile.body, 'UID')).toEqual([`slot-${slot.id}@academy.example`]);
    expect(values(slotFile.body, 'DESCRIPTION')[0]).toContain('Zapisani: 0 z 10');
    expect((await rest(h, 'GET', `instructor/work-slot/${slot.id}/calendar.ics`, otherInstructor)).statusCode).toBe(
      404,
    );
    expect((await rest(h, 'GET', `instructor/work-slot/${slot.id}/calendar.ics`, candidate)).statusCode).toBe(403);

    const query = `query ($e: ID!, $s: ID!) {
      exercise(id: $e) { calendarUrl workSlot { calendarUrl } }
      workSlot(id: $s) { calendarUrl }
    }`;
    const ids = { e: gid('Exercise', exercise.id), s: gid('WorkSlot', slot.id) };
    const asCandidate = await graphql(h, query, ids, candidate.headers);
    expect(asCandidate.body.data.exercise).toEqual({
      calendarUrl: `/api/v1/exercises/${exercise.id}/calendar.ics`,
      workSlot: { calendarUrl: null },
    });
    const asInstructor = await gqlOk(h, query, ids, instructor);
    expect(asInstructor.workSlot.calendarUrl).toBe(`/api/v1/instructor/work-slot/${slot.id}/calendar.ics`);
  });
});

describe('the private calendar feed', () => {
  it('is shown once, read without a session, replaced by a new address and turned off; unknown tokens are 404', async () => {
    const { candidate, examId } = await bookedCandidate();
    expect(
      (await gqlOk(h, '{ viewer { calendarFeedAvailable calendarFeed { createdAt } } }', {}, candidate)).viewer,
    ).toEqual({ calendarFeedAvailable: true, calendarFeed: null });
    const first = (await gqlOk(h, ENABLE, {}, candidate)).enableCalendarFeed;
    expect(first.url).toMatch(new RegExp(`^${PUBLIC}/api/v1/calendar-feeds/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(first.viewer.calendarFeed).toMatchObject({ lastUsedAt: null });
    // Only the hash is stored.
    const row = await h.db.prisma.calendarFeed.findUniqueOrThrow({ where: { userId: candidate.userId } });
    expect(first.url).not.toContain(row.tokenHash);

    const read = await feed(first.url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(read.headers['set-cookie']).toBeUndefined();
    expect(values(read.body, 'X-WR-CALNAME')).toEqual(['SkyPilot Academy']);
    expect(values(read.body, 'METHOD')).toEqual([]);
    const event = eventOf(read.body, `exam-${examId}@academy.example`)!;
    expect(event).toContain('SEQUENCE:0');
    expect(event).toContain('STATUS:CONFIRMED');
    expect(event).not.toContain('ATTENDEE');
    expect(
      (await gqlOk(h, '{ viewer { calendarFeed { lastUsedAt } } }', {}, candidate)).viewer.calendarFeed.lastUsedAt,
    ).not.toBeNull();

    // Cancelled: still there, STATUS:CANCELLED with the cancellation's SEQUENCE.
    await cancelExam(h.db.prisma, viewer(candidate), examId);
    const cancelled = eventOf((await feed(first.url)).body, `exam-${examId}@academy.example`)!;
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('SEQUENCE:1');

    // Regenerate: the old address is 404 at once, the new one works.
    const second = (await gqlOk(h, ENABLE, {}, candidate)).enableCalendarFeed;
    expect(second.url).not.toBe(first.url);
    expect((await feed(first.url)).statusCode).toBe(404);
    expect((await feed(second.url)).statusCode).toBe(200);

    // Turn off: 404, and the account page shows it off.
    const off = (await gqlOk(h, DISABLE, {}, candidate)).disableCalendarFeed;
    expect(off).toEqual({ url: null, viewer: { calendarFeed: null } });
    const gone = await feed(second.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND' });

    for (const token of ['x', 'A'.repeat(43), `${second.url.slice(-47, -4)}x`, '..%2F..%2Fetc%2Fpasswd']) {
      expect((await inject(h, { method: 'GET', url: `/api/v1/calendar-feeds/${token}.ics` })).statusCode).toBe(404);
    }
  });

  it('holds an instructor’s slots, a deleted one as cancelled; companies have none; a deactivated owner’s is 404', async () => {
    const teacher = await signIn(h, 'INSTRUCTOR', { language: 'PL' });
    const kept = await createSlot(h.db.prisma, teacher.userId, { startsInMinutes: 3 * DAY_MINUTES });
    const dropped = await createSlot(h.db.prisma, teacher.userId, { startsInMinutes: 4 * DAY_MINUTES });
    const old = await createSlot(h.db.prisma, teacher.userId, { startsInMinutes: -100 * DAY_MINUTES });
    expect((await rest(h, 'DELETE', `instructor/work-slot/${dropped.id}`, teacher)).statusCode).toBe(204);
    const { url } = (await gqlOk(h, ENABLE, {}, teacher)).enableCalendarFeed;
    const body = (await feed(url)).body;
    expect(eventOf(body, `slot-${kept.id}@academy.example`)).toContain('SUMMARY:SkyPilot Academy: egzamin (60 min)');
    expect(eventOf(body, `slot-${kept.id}@academy.example`)).toContain('Zapisani: 0 z 10');
    expect(eventOf(body, `slot-${dropped.id}@academy.example`)).toContain('STATUS:CANCELLED');
    expect(eventOf(body, `slot-${old.id}@academy.example`)).toBeUndefined();

    const company = await signIn(h, 'B2B');
    const refused = await graphql(h, ENABLE, {}, company.headers);
    expect(errorCode(refused.body)).toBe('FORBIDDEN');
    expect((await graphql(h, ENABLE, {}, {})).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    await h.db.prisma.user.update({ where: { id: teacher.userId }, data: { accountStatus: 'INACTIVE' } });
    expect((await feed(url)).statusCode).toBe(404);
  });

  it('is rate-limited per client address', async () => {
    const { candidate } = await bookedCandidate();
    const { url } = (await gqlOk(h, ENABLE, {}, candidate)).enableCalendarFeed;
    const address = '198.51.100.7';
    for (let i = 0; i < FEED_LIMIT; i++) expect((await feed(url, address)).statusCode).toBe(200);
    const refused = await feed(url, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await feed(url, '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('the outbox’s attachments', () => {
  it('lists a booking mail’s invitation and lets admins, and only them, download it', async () => {
    const { candidate, examId } = await bookedCandidate();
    const { email } = await h.db.prisma.user.findUniqueOrThrow({ where: { id: candidate.userId } });
    const mail = await h.db.prisma.mailMessage.findFirstOrThrow({ where: { to: email } });
    const listed = await gqlOk(
      h,
      'query ($id: ID!) { node(id: $id) { ... on MailMessage { attachments { filename contentType size downloadUrl } } } }',
      { id: gid('MailMessage', mail.id) },
      admin,
    );
    const [attachment] = listed.node.attachments;
    const stored = (mail.attachments as unknown as MailAttachment[])[0]!;
    expect(attachment).toEqual({
      filename: 'invite.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      size: Buffer.byteLength(stored.content),
      downloadUrl: `/api/v1/admin/mail/${mail.id}/attachments/0`,
    });

    const path = `admin/mail/${mail.id}/attachments/0`;
    const download = await rest(h, 'GET', path, admin);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="invite.ics"; filename*=UTF-8''invite.ics`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.body).toBe(stored.content);
    expect(values(download.body, 'UID')).toEqual([`exam-${examId}@academy.example`]);

    expect((await rest(h, 'GET', path, candidate)).statusCode).toBe(403);
    expect((await rest(h, 'GET', path, instructor)).statusCode).toBe(403);
    expect((await rest(h, 'GET', path, null)).statusCode).toBe(401);
    for (const wrong of [
      `admin/mail/${mail.id}/attachments/1`,
      `admin/mail/${mail.id}/attachments/-1`,
      `admin/mail/x/attachments/0`,
    ]) {
      expect((await rest(h, 'GET', wrong, admin)).statusCode).toBe(404);
    }
    const student = await graphql(
      h,
      'query ($id: ID!) { node(id: $id) { ... on MailMessage { attachments { filename } } } }',
      { id: gid('MailMessage', mail.id) },
      candidate.headers,
    );
    expect(student.body.data?.node ?? null).toBeNull();
  });

  it('sends a hostile stored name and type safely', async () => {
    const mail = await h.db.prisma.mailMessage.create({
      data: {
        to: 'x@example.com',
        subject: 'x',
        text: 'x',
        attachments: [{ filename: 'a"b;\r\nc ż.txt', contentType: 'text/html\r\nX-Evil: 1', content: '<b>x</b>' }],
      },
    });
    const download = await rest(h, 'GET', `admin/mail/${mail.id}/attachments/0`, admin);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="a_b___c _.txt"; filename*=UTF-8''a%22b%3B%0D%0Ac%20%C5%BC.txt`,
    );
    expect(download.headers['x-evil']).toBeUndefined();
  });
});
