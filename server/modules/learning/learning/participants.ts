import { z } from 'zod';
import type { Prisma, PrismaClient, UserCourse } from '../../../generated/prisma/client.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { isCompanyAccount, isStudentAccount, type Role } from '../../../auth/permissions.ts';
import { numberedPage, readPageQuery } from '../../../platform/http/numbered-page.ts';
import { email, isUuid, parseInput, queryEnum, typed } from '../../../platform/validation.ts';
import { addMonths } from '../../commerce/purchases/service.ts';
import { accessActive } from './access.ts';
import { finishUserCourse, NEWEST_FIRST, statusWhere, USER_COURSE_STATUSES, type UserCourseStatus } from './study.ts';
import { containsText } from '../../../platform/db/text-search.ts';

/**
 * Course participants (admins, spec 2 /admin/courses/{id}/users and spec 7 admin users): who has
 * a course, searched and filtered; setting a user course in progress or finished; withdrawing
 * it (irreversible: the user course and its quiz results go); assigning a course to a USER.
 */

const LOCK_TIMEOUT = { timeout: 30_000 } as const;

/** The list's filter: search in name and e-mail (every word must match), status. */
const filterSchema = z.object({
  search: z
    .string(typed('invalid_value'))
    .max(255, { message: 'max_length' })
    .nullish()
    .transform((v) => v?.trim() ?? ''),
  status: queryEnum(USER_COURSE_STATUSES).nullish(),
});
export type ParticipantsFilter = { search: string; status?: UserCourseStatus | null };

export function parseParticipantsFilter(input: { search?: unknown; status?: unknown }): ParticipantsFilter {
  return parseInput(filterSchema, input);
}

/** User courses of a course matching the filter. */
export function participantsWhere(courseId: string, filter: ParticipantsFilter): Prisma.UserCourseWhereInput {
  const words = filter.search.split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    courseId,
    ...statusWhere(filter.status),
    ...(words.length
      ? {
          user: {
            AND: words.map((word) => ({
              OR: [
                { email: containsText(word) },
                { firstName: containsText(word) },
                { lastName: containsText(word) },
                { companyName: containsText(word) },
              ],
            })),
          },
        }
      : {}),
  };
}

export const PARTICIPANTS_ORDER = NEWEST_FIRST;

const PARTICIPANT_SELECT = {
  id: true,
  userId: true,
  courseId: true,
  createdAt: true,
  accessUntil: true,
  inProgress: true,
  finishedAt: true,
  completedSubjects: true,
  user: { select: { email: true, firstName: true, lastName: true, companyName: true } },
} as const satisfies Prisma.UserCourseSelect;

/** One REST page of a course's participants. */
export async function participantsPage(prisma: PrismaClient, courseId: string, query: Record<string, unknown>) {
  const course = isUuid(courseId)
    ? await prisma.course.findUnique({ where: { id: courseId }, select: { id: true } })
    : null;
  if (!course) throw notFound('Course');
  const pageRequest = readPageQuery(query);
  const filter = parseParticipantsFilter({ search: query.search, status: query.status });
  const where = participantsWhere(courseId, filter);
  const [page, subjectCount] = await Promise.all([
    numberedPage(
      pageRequest,
      (window) =>
        prisma.userCourse.findMany({ where, orderBy: PARTICIPANTS_ORDER, ...window, select: PARTICIPANT_SELECT }),
      () => prisma.userCourse.count({ where }),
    ),
    prisma.subject.count({ where: { courseId } }),
  ]);
  return { ...page, subjectCount };
}

/** A user course for an admin; with `userId` it must be that user's (REST paths name both). */
async function userCourseById(db: PrismaClient | Prisma.TransactionClient, id: string, userId?: string) {
  const row = isUuid(id) ? await db.userCourse.findUnique({ where: { id } }) : null;
  if (!row || (userId !== undefined && row.userId !== userId)) throw notFound('User course');
  return row;
}

const statusSchema = z.object({ inProgress: z.boolean(typed('invalid_value')) });

/**
 * Sets a user course in progress (finish date cleared) or finished (dated now; a course without
 * an exam gets its certificate, as on completion). Setting the current status changes nothing.
 */
export async function setUserCourseStatus(
  prisma: PrismaClient,
  userCourseId: string,
  input: unknown,
  userId?: string,
): Promise<UserCourse> {
  await userCourseById(prisma, userCourseId, userId);
  const { inProgress } = parseInput(statusSchema, input);
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "UserCourse" WHERE id = ${userCourseId}::uuid FOR UPDATE`;
    const row = await userCourseById(tx, userCourseId, userId);
    if (row.inProgress === inProgress) return row;
    if (inProgress) {
      return tx.userCourse.update({ where: { id: row.id }, data: { inProgress: true, finishedAt: null } });
    }
    return finishUserCourse(tx, row);
  }, LOCK_TIMEOUT);
}

/** Withdraws a course from its user: the user course goes, its quiz results with it (irreversible). */
export async function withdrawUserCourse(
  prisma: PrismaClient,
  userCourseId: string,
  userId?: string,
): Promise<{ courseId: string }> {
  const row = await userCourseById(prisma, userCourseId, userId);
  const { count } = await prisma.userCourse.deleteMany({ where: { id: row.id } });
  if (count === 0) throw notFound('User course');
  return { courseId: row.courseId };
}

const assignSchema = z
  .object({
    courseVariantId: z.string(typed('required')).refine(isUuid, { message: 'invalid_value' }),
    userId: z.string(typed('invalid_value')).refine(isUuid, { message: 'invalid_value' }).nullish(),
    email: email().nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.userId === !v.email) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: v.userId ? 'invalid_value' : 'required' });
    }
  });

/** Courses go to student accounts only: BAD_ROLE otherwise (spec 8 names the business-user case). */
export function requireStudentRole(role: Role): void {
  if (isStudentAccount(role)) return;
  throw new AppError(
    'BAD_ROLE',
    isCompanyAccount(role)
      ? 'Cannot give course access to business user'
      : 'Courses can only be given to student accounts',
  );
}

/**
 * Gives a user a course inside the caller's transaction: access for the course's `accessMonths`
 * from now (unlimited without). An active user course of that course is DUPLICATE_COURSE; an
 * expired one is renewed (progress and quiz results kept). Locks the user's row first, so two
 * grants at once give one course. The caller has checked the role (`requireStudentRole`).
 */
export async function grantCourse(
  tx: Prisma.TransactionClient,
  userId: string,
  target: { courseId: string; courseVariantId: string | null },
): Promise<UserCourse> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
  const course = await tx.course.findUniqueOrThrow({ where: { id: target.courseId }, select: { accessMonths: true } });
  const now = new Date();
  const accessUntil = course.accessMonths ? addMonths(now, course.accessMonths) : null;
  const owned = await tx.userCourse.findFirst({
    where: { userId, courseId: target.courseId },
    orderBy: { createdAt: 'desc' },
  });
  if (owned && accessActive(owned, now)) throw new AppError('DUPLICATE_COURSE', 'User already owns this course');
  if (owned) {
    return tx.userCourse.update({
      where: { id: owned.id },
      data: { accessUntil, courseVariantId: target.courseVariantId },
    });
  }
  return tx.userCourse.create({
    data: { userId, courseId: target.courseId, courseVariantId: target.courseVariantId, accessUntil },
  });
}

/**
 * Gives a USER a course (admin): access for the course's `accessMonths` from now (unlimited
 * without). Another role is BAD_ROLE; an active user course of that course is DUPLICATE_COURSE;
 * an expired one is renewed (progress and quiz results kept). The user's row is locked meanwhile,
 * so two assignments at once give one course.
 */
export async function assignCourse(prisma: PrismaClient, input: unknown): Promise<UserCourse> {
  const parsed = parseInput(assignSchema, input);
  const user = parsed.userId
    ? await prisma.user.findUnique({ where: { id: parsed.userId }, select: { id: true, role: true } })
    : await prisma.user.findUnique({ where: { email: parsed.email! }, select: { id: true, role: true } });
  if (!user) throw notFound('User');
  requireStudentRole(user.role);
  const variant = await prisma.courseVariant.findUnique({
    where: { id: parsed.courseVariantId },
    select: { id: true, courseId: true },
  });
  if (!variant) throw notFound('Course variant');
  return prisma.$transaction(
    (tx) => grantCourse(tx, user.id, { courseId: variant.courseId, courseVariantId: variant.id }),
    LOCK_TIMEOUT,
  );
}

/** The course fields spec 7 admin/users/{id}/available-courses answers with. */
const AVAILABLE_SELECT = {
  id: true,
  title: true,
  language: true,
  visibility: true,
  variants: { orderBy: [{ variant: 'asc' }, { id: 'asc' }], select: { id: true, variant: true, priceGross: true } },
} as const satisfies Prisma.CourseSelect;

/** What of a course the caller reads (GraphQL: the selection of the query). */
export type CourseQuery = { select?: Prisma.CourseSelect; include?: Prisma.CourseInclude };

/**
 * For each user, the courses with variants the user has no active access to, by title: one query
 * for all the users (a GraphQL list of users batches into one). `query` picks the course fields.
 */
export async function availableCoursesOf<T>(
  prisma: PrismaClient,
  userIds: readonly string[],
  query: CourseQuery,
): Promise<Map<string, T[]>> {
  const now = new Date();
  const held = {
    where: { userId: { in: [...userIds] }, OR: [{ accessUntil: null }, { accessUntil: { gt: now } }] },
    select: { userId: true },
  } satisfies Prisma.Course$userCoursesArgs;
  const args: Prisma.CourseFindManyArgs = {
    where: { variants: { some: {} } },
    orderBy: [{ title: 'asc' }, { id: 'asc' }],
    ...(query.select
      ? { select: { ...query.select, userCourses: held } }
      : { include: { ...query.include, userCourses: held } }),
  };
  const courses = (await prisma.course.findMany(args)) as unknown as (T & { userCourses: { userId: string }[] })[];
  return new Map(
    userIds.map((userId) => [userId, courses.filter((c) => !c.userCourses.some((uc) => uc.userId === userId))]),
  );
}

/** Spec 7 admin/users/{id}/available-courses: courses with variants the user does not have (active). */
export async function availableCourses(prisma: PrismaClient, userId: string) {
  const user = isUuid(userId) ? await prisma.user.findUnique({ where: { id: userId }, select: { id: true } }) : null;
  if (!user) throw notFound('User');
  type Available = Prisma.CourseGetPayload<{ select: typeof AVAILABLE_SELECT }>;
  const found = await availableCoursesOf<Available>(prisma, [userId], { select: AVAILABLE_SELECT });
  return found.get(userId)!;
}
