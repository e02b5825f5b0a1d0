import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness, type SignedIn } from '../../../test/harness.ts';
import { assignCourse, setUserCourseStatus } from './participants.ts';
import { completeSubject, submitQuiz } from './study.ts';
import { answersFor, createLearningCourse, giveCourse } from '../../../test/fixtures.ts';

/**
 * Concurrent quiz submissions, progress and admin changes of one user course. Meaningful on
 * PostgreSQL, where the calls run on separate connections (on PGlite they would queue on its one
 * connection), so the file runs only with TEST_DATABASE_URL.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent study changes (PostgreSQL)', () => {
  let h: Harness;
  let learner: SignedIn;

  beforeAll(async () => {
    h = await startHarness();
    learner = await signIn(h, 'USER');
  });
  afterAll(() => h?.close());

  const viewer = () => ({ id: learner.userId, role: 'USER' as const });
  const settle = <T>(calls: Promise<T>[]) => Promise.allSettled(calls);

  it('10 submissions of one quiz at once: one result row, every attempt counted, passedAt set once', async () => {
    const course = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{ questions: [{}, {}] }]] });
    const uc = await giveCourse(h.db.prisma, learner.userId, course);
    const lesson = course.subjects[0]!.lessons[0]!;
    const results = await settle(
      Array.from({ length: 10 }, (_, i) =>
        submitQuiz(h.db.prisma, viewer(), lesson.id, { answers: answersFor(lesson.questions, i % 2) }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const rows = await h.db.prisma.quizResult.findMany({ where: { userCourseId: uc.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.attempts).toBe(10);
    const passedAts = results.map((r) => (r.status === 'fulfilled' ? r.value.result.passedAt?.getTime() : null));
    expect(new Set(passedAts.filter((t) => t != null)).size).toBe(1);
    expect(rows[0]!.passedAt!.getTime()).toBe(passedAts.find((t) => t != null));
  });

  it('completing the last subject 8 times at once finishes once and issues one certificate', async () => {
    const course = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{}], [{}]], withoutExamFlg: true });
    const uc = await giveCourse(h.db.prisma, learner.userId, course);
    await completeSubject(h.db.prisma, viewer(), course.courseId, { subjectNumber: 1 });
    const results = await settle(
      Array.from({ length: 8 }, () => completeSubject(h.db.prisma, viewer(), course.courseId, { subjectNumber: 2 })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const row = await h.db.prisma.userCourse.findUniqueOrThrow({ where: { id: uc.id } });
    expect(row).toMatchObject({ completedSubjects: 2, inProgress: false });
    const finishedAts = new Set(results.map((r) => (r.status === 'fulfilled' ? r.value.finishedAt?.getTime() : null)));
    expect(finishedAts.size).toBe(1);
    expect(await h.db.prisma.certificate.count({ where: { userCourseId: uc.id } })).toBe(1);
  });

  it('subjects 1 and 2 at once: 2 waits for 1 or is refused, never skips it', async () => {
    const course = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{}], [{}], [{}]] });
    const uc = await giveCourse(h.db.prisma, learner.userId, course);
    const results = await settle([
      completeSubject(h.db.prisma, viewer(), course.courseId, { subjectNumber: 2 }),
      completeSubject(h.db.prisma, viewer(), course.courseId, { subjectNumber: 1 }),
    ]);
    const row = await h.db.prisma.userCourse.findUniqueOrThrow({ where: { id: uc.id } });
    expect([1, 2]).toContain(row.completedSubjects);
    if (row.completedSubjects === 1) {
      expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ rule: 'SUBJECT_LOCKED' });
    }
  });

  it('assigning one course 6 times at once gives one user course; the rest DUPLICATE_COURSE', async () => {
    const course = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{}]] });
    const student = await signIn(h, 'USER');
    const results = await settle(
      Array.from({ length: 6 }, () =>
        assignCourse(h.db.prisma, { courseVariantId: course.courseVariantId, userId: student.userId }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'DUPLICATE_COURSE' });
    }
    expect(await h.db.prisma.userCourse.count({ where: { userId: student.userId } })).toBe(1);
  });

  it('an admin finishing while the learner completes: one finish, one certificate', async () => {
    const course = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{}]], withoutExamFlg: true });
    const student = await signIn(h, 'USER');
    const uc = await giveCourse(h.db.prisma, student.userId, course);
    await settle([
      setUserCourseStatus(h.db.prisma, uc.id, { inProgress: false }),
      completeSubject(h.db.prisma, { id: student.userId, role: 'USER' }, course.courseId, { subjectNumber: 1 }),
      setUserCourseStatus(h.db.prisma, uc.id, { inProgress: false }),
    ]);
    const row = await h.db.prisma.userCourse.findUniqueOrThrow({ where: { id: uc.id } });
    expect(row.inProgress).toBe(false);
    expect(await h.db.prisma.certificate.count({ where: { userCourseId: uc.id } })).toBe(1);
  });
});
