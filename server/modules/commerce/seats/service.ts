import { recordWebhookEvent } from '../../system/integrations/service.ts';
import { z } from 'zod';
import { can, canFor, isStudentAccount, isUnfinishedAccount, type Role } from '../../../auth/permissions.ts';
import type { Prisma, PrismaClient } from '../../../generated/prisma/client.ts';
import { enqueueMail } from '../../../platform/mail/outbox.ts';
import { AppError, brokenRule, forbidden, notFound } from '../../../platform/errors.ts';
import { numberedPage, readPageQuery } from '../../../platform/http/numbered-page.ts';
import { isUuid, parseInput, queryEnum, typed } from '../../../platform/validation.ts';
import { displayName } from '../../../contract/display-name.ts';
import { grantCourse, requireStudentRole } from '../../learning/learning/service.ts';
import { containsText } from '../../../platform/db/text-search.ts';
import { courseTitleIn, TITLE_IN_LANGUAGE_SELECT } from '../../catalogue/courses/service.ts';
import { seatMail, type SeatChange } from './mail.ts';

/**
 * Company seats (spec 2 /resources and /admin/resource, spec 7 user-resources): a B2B account
 * buys one seat (UserResource) per unit of a course and hands each to an employee by e-mail.
 * An existing student gets the course at once; an unknown e-mail is invited and gets it when it
 * registers as a person (`claimInvitedSeats`). A seat is returned while its employee has not
 * started the course. Each of these changes mails the person (mail.ts) in its transaction.
 * Companies act on their own seats; admins on every company's.
 *
 * Every change locks the seat's row (`SELECT … FOR UPDATE`), so two assignments of one seat give
 * one; bulk assignment takes free seats with `SKIP LOCKED`, so concurrent runs share them out.
 */

export const SEAT_STATUSES = ['FREE', 'INVITED', 'ASSIGNED', 'STARTED'] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

export const BULK_OUTCOMES = ['ASSIGNED', 'INVITED', 'FAILED'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

/** Most e-mails one bulk assignment takes. */
export const BULK_MAX_EMAILS = 500;

// Waits for a connection as long as for the lock (Prisma's default maxWait of 2 s fails with P2028
// when concurrent assignments hold the pool on a busy machine).
const LOCK_TIMEOUT = { maxWait: 30_000, timeout: 30_000 } as const;

export interface SeatViewer {
  id: string;
  role: Role;
}

/** Purchase order: the oldest seat first (the id breaks ties, so cursors stay stable). */
export const SEAT_ORDER: Prisma.UserResourceOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { id: 'asc' }];

/** Whether the viewer acts on every company's seats (admins). */
export const managesAllSeats = (role: Role | null | undefined) => can(role, 'manage:resource:any');
/** Whether the viewer may use seats at all (a company for its own, an admin for any). */
export const managesSeats = (role: Role | null | undefined) =>
  can(role, 'manage:resource:own') || can(role, 'manage:resource:any');

// ───────────────────────────── Status ─────────────────────────────

/** What the status needs of a seat's user course. */
export const STARTED_SELECT = {
  completedSubjects: true,
  finishedAt: true,
  _count: { select: { quizResults: true, exams: true, exercises: true } },
} as const satisfies Prisma.UserCourseSelect;

type StartedShape = Prisma.UserCourseGetPayload<{ select: typeof STARTED_SELECT }>;

/** The employee started: a subject completed, a quiz taken, an exam or practice booked, or finished. */
export const hasStarted = (uc: StartedShape) =>
  uc.completedSubjects > 0 ||
  uc.finishedAt !== null ||
  uc._count.quizResults > 0 ||
  uc._count.exams > 0 ||
  uc._count.exercises > 0;

export function seatStatusOf(seat: { assignedEmail: string | null; userCourse: StartedShape | null }): SeatStatus {
  if (seat.userCourse) return hasStarted(seat.userCourse) ? 'STARTED' : 'ASSIGNED';
  return seat.assignedEmail ? 'INVITED' : 'FREE';
}

/** INVITED and ASSIGNED seats can be returned; a started course cannot. */
export const canUnassign = (status: SeatStatus) => status === 'INVITED' || status === 'ASSIGNED';

const notStarted: Prisma.UserCourseWhereInput = {
  completedSubjects: 0,
  finishedAt: null,
  quizResults: { none: {} },
  exams: { none: {} },
  exercises: { none: {} },
};

function statusWhere(status: SeatStatus | null | undefined): Prisma.UserResourceWhereInput {
  switch (status) {
    case 'FREE':
      return { assignedEmail: null, userCourseId: null };
    case 'INVITED':
      return { assignedEmail: { not: null }, userCourseId: null };
    case 'ASSIGNED':
      return { userCourse: { is: notStarted } };
    case 'STARTED':
      return { userCourseId: { not: null }, NOT: { userCourse: { is: notStarted } } };
    default:
      return {};
  }
}

// ───────────────────────────── Reading ─────────────────────────────

/** Everything a seat is shown with (REST and the GraphQL resolvers' shared shape). */
export const SEAT_SELECT = {
  id: true,
  ownerId: true,
  courseId: true,
  courseVariantId: true,
  assignedEmail: true,
  assignedAt: true,
  createdAt: true,
  course: { select: { id: true, title: true, language: true } },
  courseVariant: { select: { id: true, variant: true } },
  purchase: { select: { id: true, number: true } },
  owner: { select: { id: true, email: true, companyName: true, firstName: true, lastName: true, nip: true } },
  userCourse: {
    select: {
      id: true,
      accessUntil: true,
      ...STARTED_SELECT,
      user: { select: { id: true, email: true, firstName: true, lastName: true, companyName: true } },
    },
  },
} as const satisfies Prisma.UserResourceSelect;

export type SeatRow = Prisma.UserResourceGetPayload<{ select: typeof SEAT_SELECT }>;

const filterSchema = z.object({
  courseId: z.string(typed('invalid_value')).refine(isUuid, { message: 'invalid_value' }).nullish(),
  companyId: z.string(typed('invalid_value')).refine(isUuid, { message: 'invalid_value' }).nullish(),
  status: queryEnum(SEAT_STATUSES).nullish(),
  search: z
    .string(typed('invalid_value'))
    .max(255, { message: 'max_length' })
    .nullish()
    .transform((v) => v?.trim() ?? ''),
});
export type SeatFilter = z.output<typeof filterSchema>;

export function parseSeatFilter(input: Record<string, unknown>): SeatFilter {
  return parseInput(filterSchema, input);
}

/**
 * Seats the viewer may see matching the filter: a company its own (`companyId` ignored), an
 * admin every company's. Search: every word in the employee's e-mail or name, the course title,
 * and for admins the company's name, e-mail or NIP.
 */
export function seatsWhere(viewer: SeatViewer, filter: SeatFilter): Prisma.UserResourceWhereInput {
  const admin = managesAllSeats(viewer.role);
  const words = filter.search.split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    ownerId: admin ? (filter.companyId ?? undefined) : viewer.id,
    ...(filter.courseId ? { courseId: filter.courseId } : {}),
    ...statusWhere(filter.status),
    ...(words.length
      ? {
          AND: words.map((word) => ({
            OR: [
              { assignedEmail: containsText(word) },
              { course: { title: containsText(word) } },
              { userCourse: { user: { OR: [{ firstName: containsText(word) }, { lastName: containsText(word) }] } } },
              ...(admin
                ? [
                    {
                      owner: {
                        OR: [
                          { companyName: containsText(word) },
                          { email: containsText(word) },
                          { nip: containsText(word) },
                        ],
                      },
                    },
                  ]
                : []),
            ],
          })),
        }
      : {}),
  };
}

/** One REST page of seats (`page` from 0). */
export async function seatPage(prisma: PrismaClient, viewer: SeatViewer, query: Record<string, unknown>) {
  const pageRequest = readPageQuery(query);
  const filter = parseSeatFilter({
    courseId: query.courseId,
    companyId: query.companyId,
    status: query.status,
    search: query.search,
  });
  const where = seatsWhere(viewer, filter);
  return numberedPage(
    pageRequest,
    (window) => prisma.userResource.findMany({ where, orderBy: SEAT_ORDER, ...window, select: SEAT_SELECT }),
    () => prisma.userResource.count({ where }),
  );
}

export interface SeatGroup {
  courseId: string;
  courseVariantId: string | null;
  total: number;
  free: number;
  invited: number;
  used: number;
}

/** A company's seats counted per course variant: oldest purchase first, then by course title. */
export async function seatGroups(prisma: PrismaClient, ownerId: string): Promise<SeatGroup[]> {
  const seats = await prisma.userResource.findMany({
    where: { ownerId },
    orderBy: SEAT_ORDER,
    select: {
      courseId: true,
      courseVariantId: true,
      assignedEmail: true,
      userCourseId: true,
      createdAt: true,
      course: { select: { title: true } },
    },
  });
  const groups = new Map<string, SeatGroup & { since: number; title: string }>();
  for (const seat of seats) {
    const key = `${seat.courseId}:${seat.courseVariantId ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        courseId: seat.courseId,
        courseVariantId: seat.courseVariantId,
        total: 0,
        free: 0,
        invited: 0,
        used: 0,
        since: seat.createdAt.getTime(),
        title: seat.course.title,
      };
      groups.set(key, group);
    }
    group.total += 1;
    if (seat.userCourseId) group.used += 1;
    else if (seat.assignedEmail) group.invited += 1;
    else group.free += 1;
  }
  return [...groups.values()]
    .sort((a, b) => a.since - b.since || a.title.localeCompare(b.title) || a.courseId.localeCompare(b.courseId))
    .map(({ since: _since, title: _title, ...group }) => group);
}

/** A seat the viewer may act on; another company's seat is NOT_FOUND (never revealed). */
async function seatFor(db: PrismaClient | Prisma.TransactionClient, viewer: SeatViewer, seatId: string) {
  if (!managesSeats(viewer.role)) throw forbidden();
  const seat = isUuid(seatId)
    ? await db.userResource.findUnique({ where: { id: seatId }, select: { id: true, ownerId: true } })
    : null;
  if (!seat || !canFor(viewer.role, 'manage:resource:own', seat.ownerId === viewer.id)) throw notFound('Seat');
  return seat;
}

export const seatById = (prisma: PrismaClient, id: string) =>
  prisma.userResource.findUniqueOrThrow({ where: { id }, select: SEAT_SELECT });

// ───────────────────────────── Mails ─────────────────────────────

export interface MailContext {
  publicUrl: URL;
}

/**
 * Mails the person a change of seat `seatId` concerns (in `tx`, so the mail commits with the
 * change): in their language, else (an e-mail with no account) the company's; the course's title
 * in that language when it has a twin in it.
 */
async function mailSeatChange(
  tx: Prisma.TransactionClient,
  seatId: string,
  change: SeatChange,
  email: string,
  mail: MailContext,
) {
  const seat = await tx.userResource.findUniqueOrThrow({
    where: { id: seatId },
    select: {
      course: { select: TITLE_IN_LANGUAGE_SELECT },
      owner: { select: { email: true, companyName: true, firstName: true, lastName: true, language: true } },
    },
  });
  const person = await tx.user.findUnique({ where: { email }, select: { language: true } });
  const language = person?.language ?? seat.owner.language;
  await enqueueMail(
    tx,
    seatMail(
      change,
      {
        to: email,
        language,
        company: seat.owner.companyName || displayName(seat.owner),
        course: courseTitleIn(seat.course, language),
      },
      mail.publicUrl,
    ),
  );
}

// ───────────────────────────── Assigning ─────────────────────────────

const EMAIL = z.email();

/** Spec 8: a malformed e-mail is BAD_EMAIL 'Invalid email address' (400). */
export function seatEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!email || email.length > 255 || !EMAIL.safeParse(email).success) {
    throw new AppError('BAD_EMAIL', 'Invalid email address');
  }
  return email;
}

const seatIdSchema = z.string(typed('required'));
const assignSchema = z.object({ seatId: seatIdSchema, email: z.unknown() });
const unassignSchema = z.object({ seatId: seatIdSchema });

/** Hands the locked, free seat to `email`; the caller holds the seat's lock in `tx`. */
async function giveSeat(
  tx: Prisma.TransactionClient,
  seatId: string,
  email: string,
  mail: MailContext,
): Promise<{ invited: boolean }> {
  const seat = await tx.userResource.findUniqueOrThrow({
    where: { id: seatId },
    select: {
      id: true,
      courseId: true,
      courseVariantId: true,
      assignedEmail: true,
      userCourseId: true,
    },
  });
  if (seat.assignedEmail || seat.userCourseId) throw brokenRule('SEAT_ALREADY_ASSIGNED');
  const now = new Date();
  const user = await tx.user.findUnique({ where: { email }, select: { id: true, role: true } });
  if (user && !isUnfinishedAccount(user.role)) {
    requireStudentRole(user.role);
    const userCourse = await grantCourse(tx, user.id, {
      courseId: seat.courseId,
      courseVariantId: seat.courseVariantId,
    });
    // A renewed (expired) user course may still hang on an older seat: it moves to this one.
    await tx.userResource.updateMany({
      where: { userCourseId: userCourse.id, id: { not: seat.id } },
      data: { userCourseId: null },
    });
    await tx.userResource.update({
      where: { id: seat.id },
      data: { assignedEmail: email, assignedAt: now, userCourseId: userCourse.id },
    });
    await announceSeatAssigned(tx, seat.id, email, false);
    await mailSeatChange(tx, seat.id, 'ASSIGNED', email, mail);
    return { invited: false };
  }
  // Nobody (or a registration not completed yet): invited; the course comes at registration.
  const pending = await tx.userResource.count({
    where: { assignedEmail: email, userCourseId: null, courseId: seat.courseId },
  });
  if (pending > 0) throw new AppError('DUPLICATE_COURSE', 'User already owns this course');
  await tx.userResource.update({
    where: { id: seat.id },
    data: { assignedEmail: email, assignedAt: now, userCourseId: null },
  });
  await announceSeatAssigned(tx, seat.id, email, true);
  await mailSeatChange(tx, seat.id, 'INVITED', email, mail);
  return { invited: true };
}

/** "seat.assigned" for the seat's company (an invited e-mail gets the course at registration). */
async function announceSeatAssigned(tx: Prisma.TransactionClient, seatId: string, email: string, invited: boolean) {
  const seat = await tx.userResource.findUniqueOrThrow({
    where: { id: seatId },
    select: { ownerId: true, courseId: true },
  });
  await recordWebhookEvent(tx, 'SEAT_ASSIGNED', {
    owners: [seat.ownerId],
    data: { seatId, courseId: seat.courseId, email, invited },
  });
}

const lockSeat = (tx: Prisma.TransactionClient, seatId: string) =>
  tx.$queryRaw`SELECT id FROM "UserResource" WHERE id = ${seatId}::uuid FOR UPDATE`;

/**
 * Assigns a seat to an e-mail (spec 7 POST user-resources): an existing USER gets the course at
 * once; an unknown e-mail is invited and gets it at registration; either is mailed. BAD_EMAIL, BAD_ROLE,
 * DUPLICATE_COURSE, SEAT_ALREADY_ASSIGNED; another company's seat is NOT_FOUND.
 */
export async function assignSeat(
  prisma: PrismaClient,
  viewer: SeatViewer,
  input: unknown,
  mail: MailContext,
): Promise<{ seatId: string; invited: boolean }> {
  const parsed = parseInput(assignSchema, input);
  const seat = await seatFor(prisma, viewer, parsed.seatId);
  const email = seatEmail(parsed.email);
  const { invited } = await prisma.$transaction(async (tx) => {
    await lockSeat(tx, seat.id);
    return giveSeat(tx, seat.id, email, mail);
  }, LOCK_TIMEOUT);
  return { seatId: seat.id, invited };
}

/**
 * Returns a seat (spec 7 POST user-resources/unassign): an invitation is withdrawn; an assigned
 * course its employee has not started is deleted; the person is mailed either way. STARTED:
 * SEAT_IN_USE; FREE: SEAT_NOT_ASSIGNED.
 */
export async function unassignSeat(
  prisma: PrismaClient,
  viewer: SeatViewer,
  input: unknown,
  mail: MailContext,
): Promise<{ seatId: string }> {
  const parsed = parseInput(unassignSchema, input);
  const seat = await seatFor(prisma, viewer, parsed.seatId);
  await prisma.$transaction(async (tx) => {
    await lockSeat(tx, seat.id);
    const row = await tx.userResource.findUniqueOrThrow({
      where: { id: seat.id },
      select: { assignedEmail: true, userCourseId: true },
    });
    let told: { change: SeatChange; email: string } | null = null;
    if (row.userCourseId) {
      await tx.$queryRaw`SELECT id FROM "UserCourse" WHERE id = ${row.userCourseId}::uuid FOR UPDATE`;
      const userCourse = await tx.userCourse.findUnique({
        where: { id: row.userCourseId },
        select: { ...STARTED_SELECT, user: { select: { email: true } } },
      });
      if (userCourse && hasStarted(userCourse)) throw brokenRule('SEAT_IN_USE');
      await tx.userCourse.deleteMany({ where: { id: row.userCourseId } });
      if (userCourse) told = { change: 'ASSIGNMENT_REVOKED', email: userCourse.user.email };
    } else if (row.assignedEmail) {
      told = { change: 'INVITATION_WITHDRAWN', email: row.assignedEmail };
    } else {
      throw brokenRule('SEAT_NOT_ASSIGNED');
    }
    await tx.userResource.update({
      where: { id: seat.id },
      data: { assignedEmail: null, assignedAt: null, userCourseId: null },
    });
    if (told) await mailSeatChange(tx, seat.id, told.change, told.email, mail);
  }, LOCK_TIMEOUT);
  return { seatId: seat.id };
}

const bulkSchema = z.object({
  courseVariantId: z.string(typed('required')).refine(isUuid, { message: 'invalid_value' }),
  emails: z.array(z.unknown(), typed('invalid_value')).min(1, { message: 'required' }).max(BULK_MAX_EMAILS),
  companyId: z.string(typed('invalid_value')).refine(isUuid, { message: 'invalid_value' }).nullish(),
});

export interface BulkResult {
  row: number;
  email: string;
  outcome: BulkOutcome;
  code: string | null;
  seatId: string | null;
}

/**
 * Assigns free seats of one course variant to a list of e-mails (the web reads them from a CSV),
 * each row on its own: one bad row does not stop the rest. Free seats go in purchase order; when
 * none is left the row is FAILED with NO_FREE_SEATS. Rows are numbered from 1. A company uses its
 * own seats; an admin names the company (`companyId`).
 */
export async function assignSeatsBulk(
  prisma: PrismaClient,
  viewer: SeatViewer,
  input: unknown,
  mail: MailContext,
): Promise<BulkResult[]> {
  if (!managesSeats(viewer.role)) throw forbidden();
  const parsed = parseInput(bulkSchema, input);
  const admin = managesAllSeats(viewer.role);
  if (admin && !parsed.companyId) {
    throw new AppError('VALIDATION_FAILED', 'Invalid form', [{ field: 'companyId', code: 'required' }]);
  }
  const ownerId = admin ? parsed.companyId! : viewer.id;
  const variant = await prisma.courseVariant.findUnique({
    where: { id: parsed.courseVariantId },
    select: { id: true },
  });
  if (!variant) throw notFound('Course variant');
  const results: BulkResult[] = [];
  for (const [index, value] of parsed.emails.entries()) {
    const row = index + 1;
    const shown = typeof value === 'string' ? value.trim() : '';
    try {
      const email = seatEmail(value);
      const outcome = await prisma.$transaction(async (tx) => {
        const [free] = await tx.$queryRaw<{ id: string }[]>`
          SELECT id FROM "UserResource"
          WHERE "ownerId" = ${ownerId}::uuid AND "courseVariantId" = ${variant.id}::uuid
            AND "assignedEmail" IS NULL AND "userCourseId" IS NULL
          ORDER BY "createdAt", id
          LIMIT 1
          FOR UPDATE SKIP LOCKED`;
        if (!free) throw brokenRule('NO_FREE_SEATS');
        const { invited } = await giveSeat(tx, free.id, email, mail);
        return { seatId: free.id, invited };
      }, LOCK_TIMEOUT);
      results.push({
        row,
        email,
        outcome: outcome.invited ? 'INVITED' : 'ASSIGNED',
        code: null,
        seatId: outcome.seatId,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ row, email: shown, outcome: 'FAILED', code: error.rule ?? error.code, seatId: null });
    }
  }
  return results;
}

// ───────────────────────────── Registration ─────────────────────────────

/**
 * Called by account's completeRegistration in its transaction once a person completes: every
 * seat invited to that e-mail gives its course. A course the person already has leaves that
 * seat free again for its company. Other account types claim nothing.
 */
export async function claimInvitedSeats(
  tx: Prisma.TransactionClient,
  user: { id: string; email: string; role: Role },
): Promise<number> {
  if (!isStudentAccount(user.role)) return 0;
  const email = user.email.trim().toLowerCase();
  const seats = await tx.$queryRaw<{ id: string; courseId: string; courseVariantId: string | null }[]>`
    SELECT id, "courseId", "courseVariantId" FROM "UserResource"
    WHERE lower("assignedEmail") = ${email} AND "userCourseId" IS NULL
    ORDER BY "createdAt", id
    FOR UPDATE`;
  let claimed = 0;
  for (const seat of seats) {
    let userCourse;
    try {
      userCourse = await grantCourse(tx, user.id, { courseId: seat.courseId, courseVariantId: seat.courseVariantId });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'DUPLICATE_COURSE')) throw error;
      await tx.userResource.update({ where: { id: seat.id }, data: { assignedEmail: null, assignedAt: null } });
      continue;
    }
    await tx.userResource.updateMany({
      where: { userCourseId: userCourse.id, id: { not: seat.id } },
      data: { userCourseId: null },
    });
    await tx.userResource.update({ where: { id: seat.id }, data: { userCourseId: userCourse.id } });
    claimed += 1;
  }
  return claimed;
}
