import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  gid,
  gqlOk,
  graphql,
  signIn,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { countQueries } from '../../../test/sql.ts';

/** User.availableCourses (admins): what the user page's "Assign a course" dialog offers. */

let h: Harness;
let admin: SignedIn;

beforeAll(async () => {
  ({ h, admin } = await startWith({ admin: 'ADMIN' }));
});
afterAll(() => h.close());

const AVAILABLE = `query($id: ID!) { node(id: $id) { ... on User {
  availableCourses { id title language visibility variants { id variant } } } } }`;

type Available = { id: string; title: string; variants: { id: string }[] }[];

let seq = 0;
/** A public course with one variant. */
async function createCourse() {
  seq += 1;
  const course = await h.db.prisma.course.create({
    data: {
      courseType: 'THEORETICAL',
      title: `Available ${seq}`,
      category: 'OPEN',
      visibility: 'PUBLIC',
      variants: { create: { variant: 'THEORETICAL_ONLINE', priceGross: 10_000 } },
    },
    include: { variants: true },
  });
  return { courseId: course.id, courseVariantId: course.variants[0]!.id };
}

/** Gives `userId` the course: active for a year, or expired yesterday. */
function giveCourse(userId: string, course: { courseId: string; courseVariantId: string }, expired = false) {
  const day = 86_400_000;
  return h.db.prisma.userCourse.create({
    data: { userId, ...course, accessUntil: new Date(Date.now() + (expired ? -day : 365 * day)) },
  });
}

describe('User.availableCourses', () => {
  it('lists the courses with variants the user has no active access to (an expired one again), by title', async () => {
    const [held, expired, free] = [await createCourse(), await createCourse(), await createCourse()];
    const noVariants = await h.db.prisma.course.create({
      data: { courseType: 'THEORETICAL', title: 'Without variants', category: 'OPEN', visibility: 'PUBLIC' },
    });
    const student = await signIn(h, 'USER');
    await giveCourse(student.userId, held);
    await giveCourse(student.userId, expired, true);
    // Another user's active course does not count for this one.
    const other = await signIn(h, 'USER');
    await giveCourse(other.userId, free);

    const list: Available = (await gqlOk(h, AVAILABLE, { id: gid('User', student.userId) }, admin)).node
      .availableCourses;
    const ids = list.map((c) => c.id);
    expect(ids).toContain(gid('Course', expired.courseId));
    expect(ids).toContain(gid('Course', free.courseId));
    expect(ids).not.toContain(gid('Course', held.courseId));
    expect(ids).not.toContain(gid('Course', noVariants.id));
    expect(list.find((c) => c.id === gid('Course', free.courseId))!.variants).toEqual([
      expect.objectContaining({ id: gid('CourseVariant', free.courseVariantId), variant: 'THEORETICAL_ONLINE' }),
    ]);
    const titles = list.map((c) => c.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('is for admins only: the user themselves and visitors are refused', async () => {
    const student = await signIn(h, 'USER');
    const id = gid('User', student.userId);
    expect(errorCode((await graphql(h, AVAILABLE, { id }, student.headers)).body)).toBe('FORBIDDEN');
    const own = await graphql(h, 'query { viewer { availableCourses { id } } }', {}, student.headers);
    expect(errorCode(own.body)).toBe('FORBIDDEN');
    const instructor = await signIn(h, 'INSTRUCTOR');
    expect(errorCode((await graphql(h, AVAILABLE, { id }, instructor.headers)).body)).toBe('FORBIDDEN');
    expect((await graphql(h, AVAILABLE, { id }, {})).body.data?.node ?? null).toBeNull();
  });

  it('reads it for a page of users in a fixed number of queries (no N+1)', async () => {
    const course = await createCourse();
    const QUERY = `query($search: String!) { adminUsers(first: 50, filter: { search: $search }) { edges { node {
      id availableCourses { id title variants { id variant } } } } } }`;
    const build = async (tag: string, n: number) => {
      for (let i = 0; i < n; i++) {
        const user = await signIn(h, 'USER', { firstName: 'Ala', lastName: tag });
        if (i % 2) await giveCourse(user.userId, course);
      }
    };
    await build('Availsmall', 1);
    await build('Availlarge', 12);
    const few = await countQueries(() => gqlOk(h, QUERY, { search: 'Availsmall' }, admin));
    const many = await countQueries(() => gqlOk(h, QUERY, { search: 'Availlarge' }, admin));
    expect(many).toBe(few);
    const rows = (await gqlOk(h, QUERY, { search: 'Availlarge' }, admin)).adminUsers.edges as {
      node: { availableCourses: Available };
    }[];
    expect(rows).toHaveLength(12);
    const offered = rows.filter((row) =>
      row.node.availableCourses.some((c) => c.id === gid('Course', course.courseId)),
    );
    expect(offered).toHaveLength(6);
  });
});
