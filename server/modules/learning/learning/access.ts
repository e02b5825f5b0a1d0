import DataLoader from 'dataloader';
import type { PrismaClient, UserCourse } from '../../../generated/prisma/client.ts';
import type { Viewer } from '../../../auth/viewer-can.ts';
import { can } from '../../../auth/permissions.ts';
import { AppError } from '../../../platform/errors.ts';

/**
 * Who may read a course's content (subjects, lessons, segments, questions, media): catalogue
 * managers always; a learner only with a user course whose access has not expired. Every
 * content path (GraphQL types, REST routes, media bytes) asks here, so the rule is written once.
 */

/** Whether a user course still gives access at `now` (no end date, or an end date in the future). */
export const accessActive = (userCourse: Pick<UserCourse, 'accessUntil'>, now = new Date()) =>
  userCourse.accessUntil === null || userCourse.accessUntil > now;

export const accessExpired = () => new AppError('ACCESS_EXPIRED', 'Your access to this course has expired');

/** The user's newest user course of a course (expired or not), or null. */
export function userCourseOf(prisma: PrismaClient, userId: string, courseId: string) {
  return prisma.userCourse.findFirst({ where: { userId, courseId }, orderBy: { createdAt: 'desc' } });
}

/**
 * What the rule reads of a request: its database and viewer (a GraphQL context or a REST
 * request's, each one object per request, which keys the per-request cache below).
 */
export interface ContentReader {
  prisma: PrismaClient;
  viewer: Viewer | null;
}

/** Per request: the viewer's newest user course of each course asked, in one query per batch. */
const loaders = new WeakMap<ContentReader, DataLoader<string, Pick<UserCourse, 'accessUntil'> | null>>();

function viewerCourses(ctx: ContentReader, userId: string) {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (courseIds: readonly string[]) => {
      const rows = await ctx.prisma.userCourse.findMany({
        where: { userId, courseId: { in: [...courseIds] } },
        orderBy: { createdAt: 'desc' },
        select: { courseId: true, accessUntil: true },
      });
      const newest = new Map<string, Pick<UserCourse, 'accessUntil'>>();
      for (const row of rows) if (!newest.has(row.courseId)) newest.set(row.courseId, row);
      return courseIds.map((id) => newest.get(id) ?? null);
    });
    loaders.set(ctx, loader);
  }
  return loader;
}

/**
 * Whether the viewer may read the course's content (lists ask per row: batched and cached for
 * the request). A learner whose access has ended is told so (ACCESS_EXPIRED), not just refused.
 */
export async function canReadCourseContent(ctx: ContentReader, courseId: string): Promise<boolean> {
  const viewer = ctx.viewer?.user;
  if (!viewer) return false;
  if (can(viewer.role, 'manage:catalogue:any')) return true;
  if (!can(viewer.role, 'learn:course:own')) return false;
  const userCourse = await viewerCourses(ctx, viewer.id).load(courseId);
  if (!userCourse) return false;
  if (!accessActive(userCourse)) throw accessExpired();
  return true;
}
