import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '../../../auth/permissions.ts';
import { can } from '../../../auth/permissions.ts';
import type { CalendarFeed, PrismaClient } from '../../../generated/prisma/client.ts';
import { forbidden, notFound, RateLimitedError, unauthenticated } from '../../../platform/errors.ts';
import type { MailAttachment } from '../../../platform/mail/outbox.ts';
import { consume } from '../../../platform/rate-limit.ts';
import {
  CALENDAR_FEED_CANCELLED_DAYS,
  CALENDAR_FEED_MAX_EVENTS,
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_REFRESH_MINUTES,
} from '../../../contract/policies.ts';
import { readableExam } from './exams.ts';
import { exerciseFor } from './exercises.ts';
import {
  academyCalendar,
  addBookingEvent,
  addSlotEvent,
  bookingInvitation,
  bookingOf,
  type BookingEventData,
  EXAM_BOOKING,
  examUrl,
  EXERCISE_BOOKING,
  exerciseUrl,
} from './invitations.ts';
import { BY_START, isInstructor, managedSlot, type ExamsViewer } from './slots.ts';

/**
 * Calendars (issue 31): "Add to calendar" on a booking's or a slot's page, and each person's
 * private subscription feed. Every .ics is written by invitations.ts, so a booking's event has
 * the UID and SEQUENCE of its e-mails wherever it comes from.
 *
 * The feed is read by calendar apps (webcal), which send no cookie: a random 256-bit token in its
 * address is the credential. Only its SHA-256 is stored, so the address is shown once, when made;
 * making a new one revokes the old, turning the feed off deletes it. An unknown or revoked token,
 * or an account that is no longer active, is 404 (no hint that a token ever existed).
 */

const DAY = 86_400_000;

/** Who has a calendar: learners (their bookings) and instructors (their slots). */
export const hasCalendar = (role: Role | null | undefined) => can(role, 'learn:course:own') || isInstructor(role);

// ───────────────────────────── Downloads ─────────────────────────────

export const examCalendarPath = (examId: string) => `/api/v1/exams/${examId}/calendar.ics`;
export const exerciseCalendarPath = (exerciseId: string) => `/api/v1/exercises/${exerciseId}/calendar.ics`;
export const workSlotCalendarPath = (slotId: string) => `/api/v1/instructor/work-slot/${slotId}/calendar.ics`;

/**
 * A booking's .ics as its e-mails carry it (same UID, current SEQUENCE), in the candidate's
 * language: for the candidate, the slot's instructor or an admin (readableExam, exerciseFor).
 */
export async function bookingCalendarFile(
  prisma: PrismaClient,
  viewer: ExamsViewer | null,
  kind: 'exam' | 'exercise',
  id: string,
  now = new Date(),
): Promise<MailAttachment> {
  const row =
    kind === 'exam'
      ? await prisma.exam.findUniqueOrThrow({
          where: { id: (await readableExam(prisma, viewer, id, now)).id },
          ...EXAM_BOOKING,
        })
      : await prisma.exercise.findUniqueOrThrow({
          where: { id: (await exerciseFor(prisma, viewer, id)).id },
          ...EXERCISE_BOOKING,
        });
  return bookingInvitation(bookingOf(kind, row), 'BOOKED', row.user.language, now);
}

/** A work slot's .ics for its instructor (or an admin), in the instructor's language: the event of their feed. */
export async function workSlotCalendarFile(
  prisma: PrismaClient,
  viewer: ExamsViewer | null,
  slotId: string,
  now = new Date(),
): Promise<MailAttachment> {
  const slot = await managedSlot(prisma, viewer, slotId);
  const { language } = await prisma.user.findUniqueOrThrow({
    where: { id: slot.instructorId },
    select: { language: true },
  });
  const calendar = academyCalendar(language);
  addSlotEvent(
    calendar,
    { ...slot, places: { booked: slot.bookedCount, capacity: slot.capacity }, sequence: 0 },
    language,
    {
      cancelled: false,
      now,
    },
  );
  return { filename: 'work-slot.ics', contentType: 'text/calendar; charset=utf-8', content: calendar.toString() };
}

// ───────────────────────────── The feed's address ─────────────────────────────

/** base64url of 32 random bytes. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The feed's address (https; a calendar app may be given it as webcal:// too). */
export const calendarFeedUrl = (publicUrl: URL, token: string) =>
  `${publicUrl.origin}/api/v1/calendar-feeds/${token}.ics`;

function requireCalendarOwner(viewer: ExamsViewer | null | undefined): ExamsViewer {
  if (!viewer) throw unauthenticated();
  if (!hasCalendar(viewer.role)) throw forbidden();
  return viewer;
}

/** The viewer's feed (when it was made and last read), or null while it is off. */
export async function calendarFeedOf(prisma: PrismaClient, userId: string): Promise<CalendarFeed | null> {
  return prisma.calendarFeed.findUnique({ where: { userId } });
}

/**
 * Turns the viewer's feed on with a new address, revoking the previous one at once; returns the
 * address, which is never shown again (only the token's hash is kept).
 */
export async function enableCalendarFeed(
  prisma: PrismaClient,
  viewer: ExamsViewer | null | undefined,
  publicUrl: URL,
  now = new Date(),
): Promise<{ url: string; feed: CalendarFeed }> {
  const owner = requireCalendarOwner(viewer);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = tokenHashOf(token);
  const feed = await prisma.calendarFeed.upsert({
    where: { userId: owner.id },
    create: { userId: owner.id, tokenHash, createdAt: now },
    update: { tokenHash, createdAt: now, lastUsedAt: null },
  });
  return { url: calendarFeedUrl(publicUrl, token), feed };
}

/** Turns the viewer's feed off: its address answers 404 from now on. */
export async function disableCalendarFeed(prisma: PrismaClient, viewer: ExamsViewer | null | undefined) {
  const owner = requireCalendarOwner(viewer);
  await prisma.calendarFeed.deleteMany({ where: { userId: owner.id } });
}

// ───────────────────────────── The feed ─────────────────────────────

/** `lastUsedAt` is written at most once a minute: calendar apps poll, the owner wants the day. */
const LAST_USE_PRECISION_MS = 60_000;

/**
 * The feed of the token's owner as iCalendar text: a learner's exams and exercises, an
 * instructor's work slots, from CALENDAR_FEED_PAST_DAYS ago on, and those cancelled in the last
 * CALENDAR_FEED_CANCELLED_DAYS as STATUS:CANCELLED; in the owner's language. Each client address
 * may ask `perMinute` times a minute (RATE_LIMITED); an unknown token is NOT_FOUND.
 */
export async function calendarFeedFile(
  deps: { prisma: PrismaClient; perMinute: number },
  token: string,
  clientIp: string,
  now = new Date(),
): Promise<string> {
  const { prisma } = deps;
  const limit = await consume(prisma, `calendar-feed:ip:${clientIp}`, deps.perMinute, 60_000);
  if (!limit.allowed)
    throw new RateLimitedError('Too many calendar requests. Try again later', limit.retryAfterSeconds);
  const feed = TOKEN_PATTERN.test(token)
    ? await prisma.calendarFeed.findUnique({
        where: { tokenHash: tokenHashOf(token) },
        include: { user: { select: { id: true, role: true, language: true, accountStatus: true } } },
      })
    : null;
  if (!feed || feed.user.accountStatus !== 'ACTIVE' || !hasCalendar(feed.user.role)) throw notFound('Calendar feed');
  if (!feed.lastUsedAt || now.getTime() - feed.lastUsedAt.getTime() >= LAST_USE_PRECISION_MS) {
    await prisma.calendarFeed.updateMany({ where: { id: feed.id }, data: { lastUsedAt: now } });
  }

  const { id: userId, language } = feed.user;
  const since = new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * DAY);
  const recent = { endsAt: { gte: since } };
  const calendar = academyCalendar(language);
  calendar.name('SkyPilot Academy');
  calendar.ttl(CALENDAR_FEED_REFRESH_MINUTES * 60);
  const page = { orderBy: { workSlot: { startsAt: 'asc' as const } }, take: CALENDAR_FEED_MAX_EVENTS };

  if (can(feed.user.role, 'learn:course:own')) {
    const [exams, exercises] = await Promise.all([
      prisma.exam.findMany({ where: { userId, workSlot: recent }, ...page, ...EXAM_BOOKING }),
      prisma.exercise.findMany({ where: { userId, workSlot: recent }, ...page, ...EXERCISE_BOOKING }),
    ]);
    for (const exam of exams) addBookingEvent(calendar, bookingOf('exam', exam), language, { cancelled: false, now });
    for (const exercise of exercises) {
      addBookingEvent(calendar, bookingOf('exercise', exercise), language, { cancelled: false, now });
    }
  }
  if (isInstructor(feed.user.role)) {
    const slots = await prisma.workSlot.findMany({
      where: { instructorId: userId, ...recent },
      orderBy: BY_START,
      take: CALENDAR_FEED_MAX_EVENTS,
    });
    for (const slot of slots) {
      const places = { booked: slot.bookedCount, capacity: slot.capacity };
      addSlotEvent(calendar, { ...slot, places, sequence: 0 }, language, { cancelled: false, now });
    }
  }

  const cancelled = await prisma.cancelledCalendarEvent.findMany({
    where: { userId, ...recent, cancelledAt: { gte: new Date(now.getTime() - CALENDAR_FEED_CANCELLED_DAYS * DAY) } },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    take: CALENDAR_FEED_MAX_EVENTS,
  });
  for (const event of cancelled) {
    const slot = { startsAt: event.startsAt, endsAt: event.endsAt, place: event.place, onlineLink: event.onlineLink };
    const options = { cancelled: true, now };
    if (event.kind === 'SLOT') {
      addSlotEvent(
        calendar,
        { id: event.sourceId, kind: event.slotKind, ...slot, sequence: event.sequence },
        language,
        options,
      );
    } else {
      const kind = event.kind === 'EXAM' ? 'exam' : 'exercise';
      const url = kind === 'exam' ? examUrl(event.sourceId) : exerciseUrl(event.sourceId);
      const booking: BookingEventData = {
        kind,
        id: event.sourceId,
        sequence: event.sequence,
        courseTitle: event.courseTitle ?? '',
        slot,
        url,
      };
      addBookingEvent(calendar, booking, language, options);
    }
  }
  return calendar.toString();
}
