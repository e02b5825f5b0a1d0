import type { Course, Prisma, WorkSlot, WorkSlotKind } from '../../../generated/prisma/client.ts';
import { AppError, brokenRule, notFound } from '../../../platform/errors.ts';
import { isUuid } from '../../../platform/validation.ts';
import { BOOKING_CHANGE_CUTOFF_HOURS as CHANGE_CUTOFF_HOURS, WORK_SLOT_MINUTES } from '../../../contract/policies.ts';

/**
 * Places on work slots (exams contract, "Booking a place"): one conditional UPDATE takes a place,
 * so concurrent bookings never exceed the capacity; exams (exams.ts) and exercises
 * (exercises.ts) both book through here, inside their own transaction (after locking the user
 * course's row, so one learner's bookings queue and no two learners deadlock on a slot).
 */

/** Minutes a slot lasts by kind (`endsAt = startsAt + length`; the client never sends endsAt). */
export const SLOT_MINUTES: Record<WorkSlotKind, number> = WORK_SLOT_MINUTES;

/** Bookings can be cancelled or moved until this many hours before the slot starts (rule BOOKING_CHANGE_CLOSED). */
export const BOOKING_CHANGE_CUTOFF_HOURS = CHANGE_CUTOFF_HOURS;

/** The end of a slot starting at `startsAt`. */
export const slotEndOf = (kind: WorkSlotKind, startsAt: Date) =>
  new Date(startsAt.getTime() + SLOT_MINUTES[kind] * 60_000);

/** The last moment a booking on the slot may be cancelled or moved: start − 24 h. */
export const changeDeadlineOf = (slot: Pick<WorkSlot, 'startsAt'>) =>
  new Date(slot.startsAt.getTime() - BOOKING_CHANGE_CUTOFF_HOURS * 3_600_000);

/** Whether a booking on the slot may still be cancelled or moved at `now`. */
export const bookingChangeOpen = (slot: Pick<WorkSlot, 'startsAt'>, now = new Date()) =>
  now.getTime() < changeDeadlineOf(slot).getTime();

/** Throws BOOKING_CHANGE_CLOSED once the cut-off has passed. */
export function requireBookingChangeOpen(slot: Pick<WorkSlot, 'startsAt'>, now = new Date()) {
  if (!bookingChangeOpen(slot, now)) throw brokenRule('BOOKING_CHANGE_CLOSED');
}

/** The exam slot kind serving a course (by its exam duration), or null when it has no exam. */
export function examSlotKindOf(course: Pick<Course, 'examDuration' | 'withoutExamFlg'>): WorkSlotKind | null {
  if (course.withoutExamFlg || course.examDuration === null) return null;
  return course.examDuration === 'DURATION_120' ? 'EXAM_120' : 'EXAM_60';
}

/** Whether a course has practical exercises (FULL courses). */
export const hasPractice = (course: Pick<Course, 'courseType'>) => course.courseType === 'FULL';

/** A slot is bookable while it has not started. */
export const slotStarted = (slot: Pick<WorkSlot, 'startsAt'>, now = new Date()) =>
  slot.startsAt.getTime() <= now.getTime();

/**
 * The filter of bookable slots of a kind starting in `[gte, lt)`: not started at `now`, a place
 * left (`bookedCount < capacity`, compared in the database). Exam and exercise availability.
 */
export function bookableSlotsWhere(
  db: Pick<Prisma.TransactionClient, 'workSlot'>,
  kind: WorkSlotKind,
  range: { gte: Date; lt: Date },
  now = new Date(),
): Prisma.WorkSlotWhereInput {
  return {
    kind,
    startsAt: { gt: now, gte: range.gte, lt: range.lt },
    bookedCount: { lt: db.workSlot.fields.capacity },
  };
}

/**
 * Takes one place on a slot in the caller's transaction: `bookedCount + 1` only while places
 * remain and the slot has not started, and marks the booking "new" for the instructor
 * (`lastBookedAt`). With `kinds`, a slot of another kind is SLOT_NOT_BOOKABLE (checked first).
 * Zero rows updated: SLOT_NOT_BOOKABLE when the slot started, SLOT_FULL when every place is taken;
 * an unknown slot is NOT_FOUND. Returns the slot after the update.
 */
export async function takePlace(
  tx: Prisma.TransactionClient,
  slotId: string,
  now = new Date(),
  kinds?: readonly WorkSlotKind[],
): Promise<WorkSlot> {
  if (!isUuid(slotId)) throw notFound('Work slot');
  if (kinds) {
    const slot = await tx.workSlot.findUnique({ where: { id: slotId }, select: { kind: true } });
    if (!slot) throw notFound('Work slot');
    if (!kinds.includes(slot.kind)) throw brokenRule('SLOT_NOT_BOOKABLE');
  }
  const taken = await tx.$executeRaw`
    UPDATE "WorkSlot" SET "bookedCount" = "bookedCount" + 1, "lastBookedAt" = ${now}, "updatedAt" = ${now}
    WHERE "id" = ${slotId}::uuid AND "bookedCount" < "capacity" AND "startsAt" > ${now}`;
  const slot = await tx.workSlot.findUnique({ where: { id: slotId } });
  if (!slot) throw notFound('Work slot');
  if (taken === 1) return slot;
  if (slotStarted(slot, now)) throw brokenRule('SLOT_NOT_BOOKABLE');
  throw new AppError('SLOT_FULL', 'Every place of this date is taken');
}

/** Gives a place back in the caller's transaction (`bookedCount − 1`, never below zero). */
export async function releasePlace(tx: Prisma.TransactionClient, slotId: string): Promise<void> {
  if (!isUuid(slotId)) return;
  await tx.$executeRaw`
    UPDATE "WorkSlot" SET "bookedCount" = "bookedCount" - 1, "updatedAt" = ${new Date()}
    WHERE "id" = ${slotId}::uuid AND "bookedCount" > 0`;
}
