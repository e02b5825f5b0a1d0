import type { Prisma, WorkSlot } from '../../../generated/prisma/client.ts';
import { CALENDAR_FEED_CANCELLED_DAYS } from '../../../contract/policies.ts';

/**
 * Cancelled bookings and deleted slots lose their rows, but a calendar that subscribed to its
 * owner's feed still holds their events: each is kept CALENDAR_FEED_CANCELLED_DAYS as a
 * CancelledCalendarEvent (same UID, last SEQUENCE), written in the transaction that deletes the
 * row, so the feed shows it STATUS:CANCELLED and the calendar strikes it out.
 */

type Tx = Prisma.TransactionClient;

const SLOT = { select: { kind: true, startsAt: true, endsAt: true, place: true, onlineLink: true } } as const;

/** Rows older than the window go (an idempotent delete, whichever process runs it). */
async function pruneCancelledEvents(tx: Tx, now: Date) {
  const before = new Date(now.getTime() - CALENDAR_FEED_CANCELLED_DAYS * 86_400_000);
  await tx.cancelledCalendarEvent.deleteMany({ where: { cancelledAt: { lt: before } } });
}

/**
 * Keeps a booking being cancelled (call it after its cancellation e-mail raised the SEQUENCE,
 * before the row is deleted).
 */
export async function recordCancelledBooking(
  tx: Tx,
  kind: 'exam' | 'exercise',
  id: string,
  now = new Date(),
): Promise<void> {
  const select = { userId: true, calendarSequence: true, course: { select: { title: true } }, workSlot: SLOT };
  const row =
    kind === 'exam'
      ? await tx.exam.findUniqueOrThrow({ where: { id }, select })
      : await tx.exercise.findUniqueOrThrow({ where: { id }, select });
  const { kind: slotKind, ...slot } = row.workSlot;
  await tx.cancelledCalendarEvent.create({
    data: {
      userId: row.userId,
      kind: kind === 'exam' ? 'EXAM' : 'EXERCISE',
      sourceId: id,
      slotKind,
      courseTitle: row.course.title,
      ...slot,
      sequence: row.calendarSequence,
      cancelledAt: now,
    },
  });
  await pruneCancelledEvents(tx, now);
}

/** Keeps a work slot being deleted, for its instructor's feed (a slot never changes, so SEQUENCE 1). */
export async function recordDeletedSlot(tx: Tx, slot: WorkSlot, now = new Date()): Promise<void> {
  await tx.cancelledCalendarEvent.create({
    data: {
      userId: slot.instructorId,
      kind: 'SLOT',
      sourceId: slot.id,
      slotKind: slot.kind,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      place: slot.place,
      onlineLink: slot.onlineLink,
      sequence: 1,
      cancelledAt: now,
    },
  });
  await pruneCancelledEvents(tx, now);
}
