import { z } from 'zod';
import { can, type Role } from '../../../auth/permissions.ts';
import type { Prisma, PrismaClient, WorkSlot } from '../../../generated/prisma/client.ts';
import { WorkSlotKind } from '../../../generated/prisma/enums.ts';
import { AppError, brokenRule, forbidden, notFound, unauthenticated } from '../../../platform/errors.ts';
import {
  calendarDate,
  dateTime,
  enumOf,
  httpUrl,
  isUuid,
  optionalText,
  parseInput,
  wholeNumber,
} from '../../../platform/validation.ts';
import { warsawDayStart } from '../../../platform/time.ts';
import { slotEndOf } from './booking.ts';
import { recordDeletedSlot } from './cancelled-events.ts';
import { BOOKING_RANGE_MAX_DAYS, WORK_SLOT_CAPACITY_MAX } from '../../../contract/policies.ts';

/**
 * The instructor's calendar (exams contract, "Slot kinds", "Labels"): work slots by date range,
 * created with their length from the kind, never overlapping the instructor's other slots,
 * deleted only while nobody booked them; the "new" label cleared when the instructor opens one.
 * GraphQL (slots-graphql.ts) and REST (slots-rest.ts) both call here.
 */

export interface ExamsViewer {
  id: string;
  role: Role;
}

/** A client or an open transaction. */
type Db = PrismaClient | Prisma.TransactionClient;

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export const isInstructor = (role: Role | null | undefined) => can(role, 'manage:workSlot:own');
/** Admins read any slot and may unlock, verify and confirm on any (exams contract, Permissions). */
export const isExamsAdmin = (role: Role | null | undefined) => can(role, 'manage:user:any');

export const SLOT_CAPACITY_MAX = WORK_SLOT_CAPACITY_MAX;
export const SLOT_PLACE_MAX = 255;
/** A date range of the calendar (and of availability) spans at most this many days. */
export const SLOT_RANGE_MAX_DAYS = BOOKING_RANGE_MAX_DAYS;

/** By start, `id` last so the order is total. */
export const BY_START: Prisma.WorkSlotOrderByWithRelationInput[] = [{ startsAt: 'asc' }, { id: 'asc' }];

// ───────────────────────────── Labels and visibility ─────────────────────────────

type Labelled = Pick<WorkSlot, 'bookedCount' | 'capacity' | 'lastBookedAt' | 'instructorSeenAt'>;

/** free: a place remains. */
export const slotIsFree = (slot: Pick<WorkSlot, 'bookedCount' | 'capacity'>) => slot.bookedCount < slot.capacity;

/** new: booked since the instructor last opened the slot (or booked and never opened). */
export const slotIsNew = (slot: Labelled) =>
  slot.lastBookedAt !== null && (slot.instructorSeenAt === null || slot.lastBookedAt > slot.instructorSeenAt);

export const freePlacesOf = (slot: Pick<WorkSlot, 'bookedCount' | 'capacity'>) =>
  Math.max(0, slot.capacity - slot.bookedCount);

/** Whether the viewer runs the slot (its instructor) or is an admin: participants, links, actions. */
export const managesSlot = (viewer: ExamsViewer | null | undefined, slot: Pick<WorkSlot, 'instructorId'>) =>
  !!viewer && ((isInstructor(viewer.role) && viewer.id === slot.instructorId) || isExamsAdmin(viewer.role));

/** The Prisma filter of the slots a viewer manages (admins: all; instructors: theirs; others: none). */
export function managedSlotsWhere(viewer: ExamsViewer | null | undefined): Prisma.WorkSlotWhereInput {
  // Never an empty filter: as a relation filter (`workSlot: {}`) it would not mean "any".
  if (viewer && isExamsAdmin(viewer.role)) return { id: { not: NIL_UUID } };
  if (viewer && isInstructor(viewer.role)) return { instructorId: viewer.id };
  return { id: NIL_UUID };
}

// ───────────────────────────── Date ranges ─────────────────────────────

const rangeSchema = z.object({ dateFrom: calendarDate(), dateTo: calendarDate() });

/**
 * A range of Warsaw calendar dates `dateFrom..dateTo` (both included), at most 62 days, as the
 * instants `[gte, lt)`; an inverted or longer range is VALIDATION_FAILED on `dateTo`.
 */
export function parseSlotRange(input: unknown, maxDays = SLOT_RANGE_MAX_DAYS): { gte: Date; lt: Date } {
  const { dateFrom, dateTo } = parseInput(rangeSchema, input);
  const days = Math.round((dateTo.getTime() - dateFrom.getTime()) / 86_400_000) + 1;
  if (days < 1 || days > maxDays) {
    throw new AppError('VALIDATION_FAILED', 'Invalid form', [{ field: 'dateTo', code: 'invalid_value' }]);
  }
  return { gte: warsawDayStart(dateFrom), lt: warsawDayStart(new Date(dateTo.getTime() + 86_400_000)) };
}

// ───────────────────────────── Reading ─────────────────────────────

function requireInstructor(viewer: ExamsViewer | null | undefined): ExamsViewer {
  if (!viewer) throw unauthenticated();
  if (!isInstructor(viewer.role)) throw forbidden();
  return viewer;
}

/** The filter of the instructor's own slots starting in the range `{dateFrom, dateTo}`. */
export function instructorSlotsWhere(
  viewer: ExamsViewer | null | undefined,
  input: unknown,
): Prisma.WorkSlotWhereInput {
  const instructor = requireInstructor(viewer);
  return { instructorId: instructor.id, startsAt: parseSlotRange(input) };
}

const nextSchema = z.object({ from: dateTime() });

/**
 * The filter of the instructor's own slots starting at `from` or later: the first of them (by
 * start) is where the calendar opens and where "Next slot" goes, however far ahead it is.
 */
export function instructorNextSlotWhere(
  viewer: ExamsViewer | null | undefined,
  input: unknown,
): Prisma.WorkSlotWhereInput {
  const instructor = requireInstructor(viewer);
  return { instructorId: instructor.id, startsAt: { gte: parseInput(nextSchema, input).from } };
}

/** The instructor's own slots starting in the range, by start. */
export async function instructorSlots(db: Db, viewer: ExamsViewer | null | undefined, input: unknown) {
  return db.workSlot.findMany({ where: instructorSlotsWhere(viewer, input), orderBy: BY_START });
}

/** A slot its instructor (or an admin) may read; any other slot, or a malformed id, is NOT_FOUND. */
export async function managedSlot(db: Db, viewer: ExamsViewer | null | undefined, id: string): Promise<WorkSlot> {
  if (!viewer) throw unauthenticated();
  if (!isInstructor(viewer.role) && !isExamsAdmin(viewer.role)) throw forbidden();
  const slot = isUuid(id) ? await db.workSlot.findFirst({ where: { AND: [{ id }, managedSlotsWhere(viewer)] } }) : null;
  if (!slot) throw notFound('Work slot');
  return slot;
}

/** The instructor opened the slot's page: bookings so far are no longer "new". Admins change nothing. */
export async function markWorkSlotSeen(
  prisma: PrismaClient,
  viewer: ExamsViewer | null | undefined,
  id: string,
  now = new Date(),
): Promise<WorkSlot> {
  const slot = await managedSlot(prisma, viewer, id);
  if (slot.instructorId !== viewer!.id) return slot;
  return prisma.workSlot.update({ where: { id: slot.id }, data: { instructorSeenAt: now } });
}

// ───────────────────────────── Creating and deleting ─────────────────────────────

const createSchema = z
  .object({
    kind: enumOf(WorkSlotKind),
    startsAt: dateTime(),
    place: optionalText(SLOT_PLACE_MAX),
    onlineLink: httpUrl(),
    capacity: wholeNumber(1, SLOT_CAPACITY_MAX),
  })
  .superRefine((slot, ctx) => {
    if (slot.place === null && slot.onlineLink === null) {
      ctx.addIssue({ code: 'custom', path: ['place'], message: 'required' });
    }
  });
export type CreateWorkSlotInput = z.input<typeof createSchema>;

/**
 * A new slot of the instructor: `endsAt` from the kind's length, a start in the future
 * (SLOT_IN_PAST), no overlap with their other slots (SLOT_OVERLAPS). The instructor's row is
 * locked while checking, so two concurrent creations cannot both slip into the same hour.
 */
export async function createWorkSlot(
  prisma: PrismaClient,
  viewer: ExamsViewer | null | undefined,
  input: unknown,
  now = new Date(),
): Promise<WorkSlot> {
  const instructor = requireInstructor(viewer);
  const data = parseInput(createSchema, input);
  if (data.startsAt.getTime() <= now.getTime()) throw brokenRule('SLOT_IN_PAST');
  const endsAt = slotEndOf(data.kind, data.startsAt);
  return prisma.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${instructor.id}::uuid FOR UPDATE`;
      const overlapping = await tx.workSlot.count({
        where: { instructorId: instructor.id, startsAt: { lt: endsAt }, endsAt: { gt: data.startsAt } },
      });
      if (overlapping > 0) {
        throw brokenRule('SLOT_OVERLAPS', await firstFreeStart(tx, instructor.id, data.startsAt, endsAt));
      }
      return tx.workSlot.create({
        data: {
          instructorId: instructor.id,
          kind: data.kind,
          startsAt: data.startsAt,
          endsAt,
          place: data.place,
          onlineLink: data.onlineLink,
          capacity: data.capacity,
        },
      });
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
}

/**
 * The earliest start at or after `startsAt` where a slot as long as `startsAt..endsAt` overlaps
 * none of the instructor's slots: past the end of each slot in the way, one after another (the
 * instructor's slots never overlap, so the one ending last is the one to pass).
 */
async function firstFreeStart(tx: Prisma.TransactionClient, instructorId: string, startsAt: Date, endsAt: Date) {
  const length = endsAt.getTime() - startsAt.getTime();
  let start = startsAt;
  for (;;) {
    const blocking = await tx.workSlot.findFirst({
      where: { instructorId, startsAt: { lt: new Date(start.getTime() + length) }, endsAt: { gt: start } },
      orderBy: { endsAt: 'desc' },
      select: { endsAt: true },
    });
    if (!blocking) return start;
    start = blocking.endsAt;
  }
}

/**
 * Deletes one of the instructor's slots while nobody booked it (SLOT_HAS_BOOKINGS otherwise):
 * one conditional DELETE, so a booking arriving meanwhile keeps the slot.
 */
export async function deleteWorkSlot(
  prisma: PrismaClient,
  viewer: ExamsViewer | null | undefined,
  id: string,
): Promise<string> {
  const instructor = requireInstructor(viewer);
  const slot = isUuid(id) ? await prisma.workSlot.findFirst({ where: { id, instructorId: instructor.id } }) : null;
  if (!slot) throw notFound('Work slot');
  return prisma.$transaction(async (tx) => {
    const deleted = await tx.workSlot.deleteMany({
      where: { id: slot.id, bookedCount: 0, exams: { none: {} }, exercises: { none: {} } },
    });
    if (deleted.count !== 1) throw brokenRule('SLOT_HAS_BOOKINGS');
    await recordDeletedSlot(tx, slot);
    return slot.id;
  });
}
