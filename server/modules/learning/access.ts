import type { PrismaClient, UserCourse } from '../../generated/prisma/client.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { can } from '../../auth/permissions.ts';

/**
 * Who may read a course's content (subjects, lessons, segments, questions, media): catalogue
 * managers always; a learner only with a user course whose access has not expired. Every
 * content path (GraphQL types, REST routes, media bytes) asks here, so the rule is written once.
 */

/** Whether a user course still gives access at `now` (no end date, or an end date in the future). */
export const accessActive = (userCourse: Pick<UserCourse, 'accessUntil'>, now = new Date()) =>
  userCourse.accessUntil === null || userCourse.accessUntil > now;

/** The user's newest user course of a course (expired or not), or null. */
export function userCourseOf(prisma: PrismaClient, userId: string, courseId: string) {
  return prisma.userCourse.findFirst({ where: { userId, courseId }, orderBy: { createdAt: 'desc' } });
}

const cache = new WeakMap<RequestContext, Map<string, Promise<boolean>>>();

/** Whether the viewer may read the course's content; cached for the request (lists ask per row). */
export function canReadCourseContent(ctx: RequestContext, courseId: string): Promise<boolean> {
  const viewer = ctx.viewer?.user;
  if (!viewer) return Promise.resolve(false);
  if (can(viewer.role, 'manage:catalogue:any')) return Promise.resolve(true);
  if (!can(viewer.role, 'learn:course:own')) return Promise.resolve(false);
  let perCourse = cache.get(ctx);
  if (!perCourse) cache.set(ctx, (perCourse = new Map()));
  let answer = perCourse.get(courseId);
  if (!answer) {
    answer = userCourseOf(ctx.prisma, viewer.id, courseId).then((uc) => uc !== null && accessActive(uc));
    perCourse.set(courseId, answer);
  }
  return answer;
}
