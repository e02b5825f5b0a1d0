import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  gid,
  gqlOk,
  graphql,
  rest,
  signIn,
  startHarness,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { countQueries } from '../../../test/sql.ts';
import { answersFor, createLearningCourse, giveCourse } from '../../../test/fixtures.ts';

/** Course participants (admins): the list, status, withdrawal and assignment, through GraphQL and REST. */

let h: Harness;
let admin: SignedIn;

beforeAll(async () => {
  h = await startHarness();
  admin = await signIn(h, 'ADMIN');
});
afterAll(() => h.close());

const PARTICIPANTS = `query($id: ID!, $search: String, $status: UserCourseStatus, $first: Int, $after: String) {
  node(id: $id) { ... on Course { participants(search: $search, status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id createdAt accessUntil inProgress finishedAt progressPercent completedSubjects
      user { id email displayName } } } } } } }`;

async function learners(n: number, names: [string, string][] = []) {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      signIn(h, 'USER', names[i] ? { firstName: names[i]![0], lastName: names[i]![1] } : {}),
    ),
  );
}

describe('Course.participants', () => {
  it('lists who has the course, newest first, with search, status filter, cursor pages and totalCount', async () => {
    const course = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{}], [{}]] });
    const people = await learners(4, [
      ['Jan', 'Kowalski'],
      ['Anna', 'Nowak'],
      ['Jan', 'Nowak'],
      ['Ewa', 'Zielińska'],
    ]);
    for (const [i, p] of people.entries()) {
      const uc = await giveCourse(h.db.prisma, p.userId, course);
      await h.db.prisma.userCourse.update({
        where: { id: uc.id },
        data: {
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
          ...(i === 3 ? { inProgress: false, finishedAt: new Date() } : {}),
        },
      });
    }
    const id = gid('Course', course.courseId);
    const all = (await gqlOk(h, PARTICIPANTS, { id }, admin)).node.participants;
    expect(all.totalCount).toBe(4);
    expect(all.edges.map((e: { node: { user: { displayName: string } } }) => e.node.user.displayName)).toEqual([
      'Ewa Zielińska',
      'Jan Nowak',
      'Anna Nowak',
      'Jan Kowalski',
    ]);
    const nowak = (await gqlOk(h, PARTICIPANTS, { id, search: '  nowak ' }, admin)).node.participants;
    expect(nowak.totalCount).toBe(2);
    const janNowak = (await gqlOk(h, PARTICIPANTS, { id, search: 'jan NOWAK' }, admin)).node.participants;
    expect(janNowak.totalCount).toBe(1);
    const byEmail = (await gqlOk(h, PARTICIPANTS, { id, search: all.edges[0].node.user.email.slice(0, 12) }, admin))
      .node.participants;
    expect(byEmail.totalCount).toBeGreaterThanOrEqual(1);
    const finished = (await gqlOk(h, PARTICIPANTS, { id, status: 'FINISHED' }, admin)).node.participants;
    expect(finished.edges.map((e: { node: { progressPercent: number } }) => e.node.progressPercent)).toEqual([100]);
    const page1 = (await gqlOk(h, PARTICIPANTS, { id, first: 3 }, admin)).node.participants;
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await gqlOk(h, PARTICIPANTS, { id, first: 3, after: page1.pageInfo.endCursor }, admin)).node
      .participants;
    expect(page2.edges).toHaveLength(1);

    // Learners cannot list participants; bad input is refused with a stable code.
    const learner = people[0]!;
    expect(errorCode((await graphql(h, PARTICIPANTS, { id }, learner.headers)).body)).toBe('FORBIDDEN');
    expect(errorCode((await graphql(h, PARTICIPANTS, { id, search: 'x'.repeat(300) }, admin.headers)).body)).toBe(
      'VALIDATION_FAILED',
    );
    expect(errorCode((await graphql(h, PARTICIPANTS, { id, after: 'nonsense' }, admin.headers)).body)).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('reads a page of participants in a fixed number of queries (no N+1)', async () => {
    const QUERY = `query($id: ID!) { node(id: $id) { ... on Course { participants(first: 50) { totalCount edges { node {
      subjectCount progressPercent expired user { email displayName } course { title } } } } } } }`;
    const build = async (n: number) => {
      const course = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{}], [{}]] });
      for (const p of await learners(n)) await giveCourse(h.db.prisma, p.userId, course);
      return gid('Course', course.courseId);
    };
    const [small, large] = [await build(1), await build(12)];
    const few = await countQueries(() => gqlOk(h, QUERY, { id: small }, admin));
    const many = await countQueries(() => gqlOk(h, QUERY, { id: large }, admin));
    expect(many).toBe(few);
  });
});

const SET_STATUS = `mutation($input: SetUserCourseStatusInput!) { setUserCourseStatus(input: $input) { id inProgress finishedAt progressPercent } }`;
const WITHDRAW = `mutation($id: ID!) { withdrawCourseAccess(userCourseId: $id) { id participants { totalCount } } }`;
const ASSIGN = `mutation($input: AssignCourseInput!) { assignCourse(input: $input) { id accessUntil inProgress user { id } course { id } } }`;

describe('admin changes', () => {
  it('sets a user course finished (certificate issued without exam) and in progress again', async () => {
    const course = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{}], [{}]] });
    const [learner] = await learners(1);
    const uc = await giveCourse(h.db.prisma, learner!.userId, course);
    const finished = await gqlOk(
      h,
      SET_STATUS,
      { input: { userCourseId: gid('UserCourse', uc.id), inProgress: false } },
      admin,
    );
    expect(finished.setUserCourseStatus).toMatchObject({ inProgress: false, progressPercent: 100 });
    expect(finished.setUserCourseStatus.finishedAt).not.toBeNull();
    expect(await h.db.prisma.certificate.count({ where: { userCourseId: uc.id } })).toBe(1);
    const again = await gqlOk(
      h,
      SET_STATUS,
      { input: { userCourseId: gid('UserCourse', uc.id), inProgress: true } },
      admin,
    );
    expect(again.setUserCourseStatus).toMatchObject({ inProgress: true, finishedAt: null, progressPercent: 0 });
    // A learner cannot; an unknown id is NOT_FOUND.
    const refused = await graphql(
      h,
      SET_STATUS,
      { input: { userCourseId: gid('UserCourse', uc.id), inProgress: false } },
      learner!.headers,
    );
    expect(errorCode(refused.body)).toBe('FORBIDDEN');
    const unknown = await graphql(
      h,
      SET_STATUS,
      { input: { userCourseId: gid('Course', uc.id), inProgress: false } },
      admin.headers,
    );
    expect(errorCode(unknown.body)).toBe('NOT_FOUND');
  });

  it('withdraws access irreversibly: the user course and its quiz results go', async () => {
    const course = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{ questions: [{}] }]] });
    const [learner] = await learners(1);
    const uc = await giveCourse(h.db.prisma, learner!.userId, course);
    const lesson = course.subjects[0]!.lessons[0]!;
    const submitted = await rest(
      h,
      'POST',
      `courses/${course.courseId}/subjects/${course.subjects[0]!.id}/lessons/${lesson.id}/quiz`,
      learner,
      {
        answers: answersFor(lesson.questions),
      },
    );
    expect(submitted.statusCode).toBe(200);
    const done = await gqlOk(h, WITHDRAW, { id: gid('UserCourse', uc.id) }, admin);
    expect(done.withdrawCourseAccess).toMatchObject({
      id: gid('Course', course.courseId),
      participants: { totalCount: 0 },
    });
    expect(await h.db.prisma.userCourse.count({ where: { id: uc.id } })).toBe(0);
    expect(await h.db.prisma.quizResult.count({ where: { userCourseId: uc.id } })).toBe(0);
    expect(errorCode((await graphql(h, WITHDRAW, { id: gid('UserCourse', uc.id) }, admin.headers)).body)).toBe(
      'NOT_FOUND',
    );
    // The learner's content is gone with it.
    const after = await rest(h, 'GET', `courses/${course.courseId}/subjects`, learner);
    expect(after.statusCode).toBe(403);
  });

  it('assigns a course to a USER by id or e-mail; BAD_ROLE for a company, DUPLICATE_COURSE when active; renews an expired one', async () => {
    const course = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{}]], accessMonths: 6 });
    const [learner, other] = await learners(2);
    const company = await signIn(h, 'B2B');
    const variantId = gid('CourseVariant', course.courseVariantId);

    const byId = await gqlOk(
      h,
      ASSIGN,
      { input: { courseVariantId: variantId, userId: gid('User', learner!.userId) } },
      admin,
    );
    expect(byId.assignCourse).toMatchObject({ inProgress: true, user: { id: gid('User', learner!.userId) } });
    const months = (new Date(byId.assignCourse.accessUntil).getTime() - Date.now()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(5.8);
    expect(months).toBeLessThan(6.2);

    const duplicate = await graphql(
      h,
      ASSIGN,
      { input: { courseVariantId: variantId, userId: gid('User', learner!.userId) } },
      admin.headers,
    );
    expect(errorCode(duplicate.body)).toBe('DUPLICATE_COURSE');

    const email = (await h.db.prisma.user.findUniqueOrThrow({ where: { id: other!.userId } })).email;
    const byEmail = await gqlOk(
      h,
      ASSIGN,
      { input: { courseVariantId: variantId, email: `  ${email.toUpperCase()} ` } },
      admin,
    );
    expect(byEmail.assignCourse.user.id).toBe(gid('User', other!.userId));

    const b2b = await graphql(
      h,
      ASSIGN,
      { input: { courseVariantId: variantId, userId: gid('User', company.userId) } },
      admin.headers,
    );
    expect(errorCode(b2b.body)).toBe('BAD_ROLE');
    expect(b2b.body.errors![0].message).toBe('Cannot give course access to business user');

    // Expired: renewed, progress kept.
    const uc = await h.db.prisma.userCourse.findFirstOrThrow({ where: { userId: other!.userId } });
    await h.db.prisma.userCourse.update({
      where: { id: uc.id },
      data: { accessUntil: new Date('2020-01-01'), completedSubjects: 1 },
    });
    const renewed = await gqlOk(
      h,
      ASSIGN,
      { input: { courseVariantId: variantId, userId: gid('User', other!.userId) } },
      admin,
    );
    expect(renewed.assignCourse.id).toBe(gid('UserCourse', uc.id));
    const row = await h.db.prisma.userCourse.findUniqueOrThrow({ where: { id: uc.id } });
    expect(row.completedSubjects).toBe(1);
    expect(row.accessUntil!.getTime()).toBeGreaterThan(Date.now());

    // Bad input: nothing assigned.
    const before = await h.db.prisma.userCourse.count();
    for (const input of [
      { courseVariantId: variantId },
      { courseVariantId: variantId, email: 'not-an-email' },
      { courseVariantId: variantId, email, userId: gid('User', learner!.userId) },
      { courseVariantId: gid('Course', course.courseId), userId: gid('User', company.userId) },
      { courseVariantId: variantId, email: 'nobody@example.com' },
    ]) {
      const { body } = await graphql(h, ASSIGN, { input }, admin.headers);
      expect(['VALIDATION_FAILED', 'NOT_FOUND', 'BAD_ROLE'], JSON.stringify(input)).toContain(errorCode(body));
    }
    expect(await h.db.prisma.userCourse.count()).toBe(before);
    expect(
      errorCode(
        (
          await graphql(
            h,
            ASSIGN,
            { input: { courseVariantId: variantId, userId: gid('User', learner!.userId) } },
            learner!.headers,
          )
        ).body,
      ),
    ).toBe('FORBIDDEN');
  });
});

describe('REST: admin/courses/{id}/users and admin/users/{id}/…', () => {
  it('lists, sets status, assigns, lists available courses and withdraws', async () => {
    const course = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{}]] });
    const [learner] = await learners(1, [['Zofia', 'Rest']]);
    const assign = await rest(h, 'POST', `admin/users/${learner!.userId}/assign`, admin, {
      courseVariantId: course.courseVariantId,
    });
    expect(assign.statusCode).toBe(201);
    const { userCourseId } = assign.json();
    expect(
      (
        await rest(h, 'POST', `admin/users/${learner!.userId}/assign`, admin, {
          courseVariantId: course.courseVariantId,
        })
      ).json().code,
    ).toBe('DUPLICATE_COURSE');

    const list = await rest(
      h,
      'GET',
      `admin/courses/${course.courseId}/users?search=zofia&status=in_progress&size=10`,
      admin,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 0, size: 10, total: 1 });
    expect(list.json().items[0]).toMatchObject({
      userCourseId,
      userId: learner!.userId,
      firstName: 'Zofia',
      inProgress: true,
      subjectCount: 1,
    });

    const available = await rest(h, 'GET', `admin/users/${learner!.userId}/available-courses`, admin);
    expect(available.statusCode).toBe(200);
    expect(available.json().items.map((c: { courseId: string }) => c.courseId)).not.toContain(course.courseId);

    const status = await rest(h, 'PUT', `admin/users/${learner!.userId}/courses/status`, admin, {
      userCourseId,
      inProgress: false,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ inProgress: false, progressPercent: 100 });
    // Another user's id in the path: NOT_FOUND, nothing changes.
    const wrongUser = await rest(h, 'PUT', `admin/users/${admin.userId}/courses/status`, admin, {
      userCourseId,
      inProgress: true,
    });
    expect(wrongUser.statusCode).toBe(404);
    for (const body of [{}, { userCourseId }, { userCourseId, inProgress: 'yes' }, [], 'x']) {
      const bad = await rest(h, 'PUT', `admin/users/${learner!.userId}/courses/status`, admin, body);
      expect(bad.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await h.db.prisma.userCourse.findUniqueOrThrow({ where: { id: userCourseId } })).inProgress).toBe(false);

    expect(
      (await rest(h, 'DELETE', `admin/users/${admin.userId}/user-courses/${userCourseId}`, admin)).statusCode,
    ).toBe(404);
    expect(
      (await rest(h, 'DELETE', `admin/users/${learner!.userId}/user-courses/${userCourseId}`, learner)).statusCode,
    ).toBe(403);
    expect(
      (await rest(h, 'DELETE', `admin/users/${learner!.userId}/user-courses/${userCourseId}`, admin)).statusCode,
    ).toBe(204);
    expect(await h.db.prisma.userCourse.count({ where: { id: userCourseId } })).toBe(0);

    for (const [method, url] of [
      ['GET', `admin/courses/${course.courseId}/users`],
      ['GET', `admin/users/${learner!.userId}/available-courses`],
    ] as const) {
      expect((await rest(h, method, url, learner)).statusCode).toBe(403);
      expect((await rest(h, method, url, null)).statusCode).toBe(401);
    }
    expect((await rest(h, 'GET', `admin/courses/nope/users`, admin)).statusCode).toBe(404);
    expect((await rest(h, 'GET', `admin/courses/${course.courseId}/users?status=DONE`, admin)).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      (await rest(h, 'POST', `admin/users/nope/assign`, admin, { courseVariantId: course.courseVariantId })).statusCode,
    ).toBe(404);
    const company = await signIn(h, 'B2B');
    const b2b = await rest(h, 'POST', `admin/users/${company.userId}/assign`, admin, {
      courseVariantId: course.courseVariantId,
    });
    expect(b2b.statusCode).toBe(400);
    expect(b2b.json().code).toBe('BAD_ROLE');
  });
});
