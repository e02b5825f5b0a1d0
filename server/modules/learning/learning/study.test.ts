import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  gid,
  gqlOk,
  graphql,
  signIn,
  startHarness,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { countQueries } from '../../../test/sql.ts';
import { allQuizzesPassed } from './service.ts';
import { answersFor, createLearningCourse, giveCourse, type LearningCourse } from '../../../test/fixtures.ts';

/** Studying through GraphQL: my courses, quizzes (graded on the server, never showing correct answers), progress. */

let h: Harness;
let admin: SignedIn;

beforeAll(async () => {
  h = await startHarness();
  admin = await signIn(h, 'ADMIN');
});
afterAll(() => h.close());

const MY_COURSES = `query($status: UserCourseStatus) { myCourses(first: 10, status: $status) {
  totalCount edges { node { id expired inProgress completedSubjects subjectCount progressPercent accessUntil finishedAt
  course { id title } } } } }`;

const QUIZ = `query($id: ID!) { node(id: $id) { ... on Lesson { id passThreshold
  quiz { questionCount passThreshold questions { id content multipleAnswers answers { id content } } }
  quizResult { countsAsPassed passed correctCount questionCount scorePercent bestScorePercent attempts passedAt } } } }`;

const SUBMIT = `mutation($input: SubmitQuizInput!) { submitQuiz(input: $input) {
  result { countsAsPassed passed correctCount questionCount scorePercent bestScorePercent attempts answeredAt passedAt }
  lesson { id quizResult { attempts } } userCourse { id completedSubjects } } }`;

const COMPLETE = `mutation($input: CompleteSubjectInput!) { completeSubject(input: $input) {
  id completedSubjects subjectCount progressPercent inProgress finishedAt } }`;

const SUBJECTS = `query($id: ID!) { myCourse(courseId: $id) { id expired course { subjects { id number completed } } } }`;

type Quiz = { questions: { id: string; answers: { id: string }[] }[] };

/** Answers in GraphQL ids: the quiz as the learner got it, answered from the fixture's knowledge. */
function gqlAnswers(quiz: Quiz, fixture: LearningCourse['subjects'][number]['lessons'][number], wrong = 0) {
  return answersFor(fixture.questions, wrong).map((a) => ({
    questionId: gid('QuizQuestion', a.questionId),
    answerIds: a.answerIds.map((id) => gid('QuizAnswer', id)),
  }));
}

describe('myCourses and myCourse', () => {
  it('lists the learner’s courses newest first with progress, filtered by status', async () => {
    const learner = await signIn(h, 'USER');
    const a = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{}], [{}], [{}], [{}]] });
    const b = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{}]] });
    const ucA = await giveCourse(h.db.prisma, learner.userId, a);
    await h.db.prisma.userCourse.update({ where: { id: ucA.id }, data: { completedSubjects: 1 } });
    const ucB = await giveCourse(h.db.prisma, learner.userId, b, { expired: true });
    await h.db.prisma.userCourse.update({
      where: { id: ucB.id },
      data: { inProgress: false, finishedAt: new Date(), createdAt: new Date(Date.now() + 1000) },
    });
    const all = await gqlOk(h, MY_COURSES, {}, learner);
    expect(all.myCourses.totalCount).toBe(2);
    const [first, second] = all.myCourses.edges.map((e: { node: unknown }) => e.node);
    expect(first).toMatchObject({
      id: gid('UserCourse', ucB.id),
      expired: true,
      inProgress: false,
      progressPercent: 100,
    });
    expect(second).toMatchObject({ completedSubjects: 1, subjectCount: 4, progressPercent: 25, expired: false });
    const inProgress = await gqlOk(h, MY_COURSES, { status: 'IN_PROGRESS' }, learner);
    expect(inProgress.myCourses.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([
      gid('UserCourse', ucA.id),
    ]);
    const finished = await gqlOk(h, MY_COURSES, { status: 'FINISHED' }, learner);
    expect(finished.myCourses.totalCount).toBe(1);

    const mine = await gqlOk(h, SUBJECTS, { id: gid('Course', a.courseId) }, learner);
    expect(mine.myCourse.course.subjects.map((s: { completed: boolean }) => s.completed)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    const other = await signIn(h, 'USER');
    expect((await gqlOk(h, SUBJECTS, { id: gid('Course', a.courseId) }, other)).myCourse).toBeNull();
    // Another learner cannot read the user course through node(id).
    const node = await graphql(
      h,
      `
        query ($id: ID!) {
          node(id: $id) {
            id
          }
        }
      `,
      { id: gid('UserCourse', ucA.id) },
      other.headers,
    );
    expect(node.body.data?.node ?? null).toBeNull();
    // Anonymous and non-learners.
    expect(errorCode((await graphql(h, MY_COURSES)).body)).toBe('UNAUTHENTICATED');
    expect(errorCode((await graphql(h, MY_COURSES, {}, admin.headers)).body)).toBe('FORBIDDEN');
  });
});

describe('quiz', () => {
  it('shows questions without correct flags, grades on the server, keeps the last result and counts attempts', async () => {
    const learner = await signIn(h, 'USER');
    const course = await createLearningCourse(h.db.prisma, h.storage, {
      subjects: [[{ questions: [{}, { multi: true }, {}, {}], passThreshold: 75 }]],
    });
    await giveCourse(h.db.prisma, learner.userId, course);
    const lesson = course.subjects[0]!.lessons[0]!;
    const { body } = await graphql(h, QUIZ, { id: gid('Lesson', lesson.id) }, learner.headers);
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body)).not.toMatch(/correct"/);
    const quiz = body.data.node.quiz;
    expect(quiz).toMatchObject({ questionCount: 4, passThreshold: 75 });
    expect(quiz.questions.map((q: { multipleAnswers: boolean }) => q.multipleAnswers)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(body.data.node.quizResult).toBeNull();

    // 2 of 4 wrong: 50 % < 75 %.
    const failed = await gqlOk(
      h,
      SUBMIT,
      { input: { lessonId: gid('Lesson', lesson.id), answers: gqlAnswers(quiz, lesson, 2) } },
      learner,
    );
    expect(failed.submitQuiz.result).toMatchObject({
      countsAsPassed: false,
      passed: false,
      correctCount: 2,
      questionCount: 4,
      scorePercent: 50,
      bestScorePercent: 50,
      attempts: 1,
      passedAt: null,
    });
    // A multi-answer question answered with only one of its two correct answers is wrong.
    const partial = answersFor(lesson.questions).map((a, i) =>
      i === 1 ? { ...a, answerIds: a.answerIds.slice(0, 1) } : a,
    );
    const third = await gqlOk(
      h,
      SUBMIT,
      {
        input: {
          lessonId: gid('Lesson', lesson.id),
          answers: partial.map((a) => ({
            questionId: gid('QuizQuestion', a.questionId),
            answerIds: a.answerIds.map((id) => gid('QuizAnswer', id)),
          })),
        },
      },
      learner,
    );
    expect(third.submitQuiz.result).toMatchObject({
      countsAsPassed: true,
      passed: true,
      correctCount: 3,
      scorePercent: 75,
      bestScorePercent: 75,
      attempts: 2,
    });
    const passedAt = third.submitQuiz.result.passedAt;
    expect(passedAt).not.toBeNull();
    // A later failure keeps the pass and the best score (issue 31); the last attempt shows its own score.
    const again = await gqlOk(h, SUBMIT, { input: { lessonId: gid('Lesson', lesson.id), answers: [] } }, learner);
    const kept = {
      countsAsPassed: true,
      passed: false,
      correctCount: 0,
      scorePercent: 0,
      bestScorePercent: 75,
      attempts: 3,
      passedAt,
    };
    expect(again.submitQuiz.result).toMatchObject(kept);
    expect((await gqlOk(h, QUIZ, { id: gid('Lesson', lesson.id) }, learner)).node.quizResult).toMatchObject(kept);
    expect(await h.db.prisma.quizResult.count({ where: { lessonId: lesson.id } })).toBe(1);
  });

  it('refuses answers that are not the quiz’s, changing nothing', async () => {
    const learner = await signIn(h, 'USER');
    const course = await createLearningCourse(h.db.prisma, h.storage, {
      subjects: [[{ questions: [{}, {}] }, { questions: [{}] }]],
    });
    await giveCourse(h.db.prisma, learner.userId, course);
    const [lesson, otherLesson] = course.subjects[0]!.lessons;
    const good = answersFor(lesson!.questions).map((a) => ({
      questionId: gid('QuizQuestion', a.questionId),
      answerIds: a.answerIds.map((id) => gid('QuizAnswer', id)),
    }));
    const foreign = gid('QuizAnswer', otherLesson!.questions[0]!.answers[0]!.id);
    const bad = [
      [{ ...good[0]!, answerIds: [foreign] }],
      [good[0]!, good[0]!],
      [{ questionId: gid('QuizQuestion', otherLesson!.questions[0]!.id), answerIds: [] }],
      [{ questionId: lesson!.questions[0]!.id, answerIds: [] }],
      [{ ...good[0]!, answerIds: [good[0]!.answerIds[0]!, good[0]!.answerIds[0]!] }],
      [{ questionId: 'x', answerIds: ['y'] }],
    ];
    for (const answers of bad) {
      const { body } = await graphql(
        h,
        SUBMIT,
        { input: { lessonId: gid('Lesson', lesson!.id), answers } },
        learner.headers,
      );
      expect(errorCode(body)).toBe('VALIDATION_FAILED');
    }
    expect(await h.db.prisma.quizResult.count({ where: { lessonId: lesson!.id } })).toBe(0);
  });

  it('a lesson without questions has no quiz: null in GraphQL, NOT_FOUND on submit', async () => {
    const learner = await signIn(h, 'USER');
    const course = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{}]] });
    await giveCourse(h.db.prisma, learner.userId, course);
    const lessonId = gid('Lesson', course.subjects[0]!.lessons[0]!.id);
    expect((await gqlOk(h, QUIZ, { id: lessonId }, learner)).node.quiz).toBeNull();
    const { body } = await graphql(h, SUBMIT, { input: { lessonId, answers: [] } }, learner.headers);
    expect(errorCode(body)).toBe('NOT_FOUND');
  });
});

describe('progress by subject number', () => {
  it('needs the previous subjects and every quiz passed; the last subject finishes the course and issues the certificate', async () => {
    const learner = await signIn(h, 'USER');
    const course = await createLearningCourse(h.db.prisma, h.storage, {
      subjects: [[{ questions: [{}] }, {}], [{ questions: [{}, {}] }]],
      withoutExamFlg: true,
    });
    const uc = await giveCourse(h.db.prisma, learner.userId, course);
    const courseId = gid('Course', course.courseId);
    const complete = (subjectNumber: number) =>
      graphql(h, COMPLETE, { input: { courseId, subjectNumber } }, learner.headers).then((r) => r.body);

    let body = await complete(2);
    expect(errorCode(body)).toBe('BUSINESS_RULE');
    expect(body.errors![0].extensions.rule).toBe('SUBJECT_LOCKED');
    body = await complete(1);
    expect(body.errors![0].extensions.rule).toBe('QUIZZES_NOT_PASSED');
    for (const n of [0, 3, -1]) expect(errorCode(await complete(n))).toBe('VALIDATION_FAILED');

    const l11 = course.subjects[0]!.lessons[0]!;
    await gqlOk(
      h,
      SUBMIT,
      { input: { lessonId: gid('Lesson', l11.id), answers: gqlAnswers({ questions: [] }, l11) } },
      learner,
    );
    body = await complete(1);
    expect(body.data.completeSubject).toMatchObject({
      completedSubjects: 1,
      subjectCount: 2,
      progressPercent: 50,
      inProgress: true,
    });
    // Again: nothing changes.
    expect((await complete(1)).data.completeSubject.completedSubjects).toBe(1);

    const l21 = course.subjects[1]!.lessons[0]!;
    await gqlOk(
      h,
      SUBMIT,
      { input: { lessonId: gid('Lesson', l21.id), answers: gqlAnswers({ questions: [] }, l21, 1) } },
      learner,
    );
    expect((await complete(2)).errors![0].extensions.rule).toBe('QUIZZES_NOT_PASSED');
    await gqlOk(
      h,
      SUBMIT,
      { input: { lessonId: gid('Lesson', l21.id), answers: gqlAnswers({ questions: [] }, l21) } },
      learner,
    );
    body = await complete(2);
    expect(body.data.completeSubject).toMatchObject({ completedSubjects: 2, progressPercent: 100, inProgress: false });
    expect(body.data.completeSubject.finishedAt).not.toBeNull();
    const row = await h.db.prisma.userCourse.findUniqueOrThrow({ where: { id: uc.id } });
    expect(row.finishedAt).not.toBeNull();
    expect(await h.db.prisma.certificate.count({ where: { userCourseId: uc.id, kind: 'GENERATED' } })).toBe(1);
  });

  it('a course with an exam finishes without a certificate', async () => {
    const learner = await signIn(h, 'USER');
    const course = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{}]], withoutExamFlg: false });
    const uc = await giveCourse(h.db.prisma, learner.userId, course);
    const done = await gqlOk(
      h,
      COMPLETE,
      { input: { courseId: gid('Course', course.courseId), subjectNumber: 1 } },
      learner,
    );
    expect(done.completeSubject.inProgress).toBe(false);
    expect(await h.db.prisma.certificate.count({ where: { userCourseId: uc.id } })).toBe(0);
  });
});

describe('allQuizzesPassed (for exam registration)', () => {
  it('is true once every lesson with questions has been passed, a later failure not undoing it', async () => {
    const learner = await signIn(h, 'USER');
    const course = await createLearningCourse(h.db.prisma, h.storage, {
      subjects: [[{ questions: [{}] }, {}], [{ questions: [{}] }]],
    });
    const uc = await giveCourse(h.db.prisma, learner.userId, course);
    const submit = (lesson: LearningCourse['subjects'][number]['lessons'][number], wrong = 0) =>
      gqlOk(
        h,
        SUBMIT,
        { input: { lessonId: gid('Lesson', lesson.id), answers: gqlAnswers({ questions: [] }, lesson, wrong) } },
        learner,
      );
    expect(await allQuizzesPassed(h.db.prisma, uc.id)).toBe(false);
    await submit(course.subjects[0]!.lessons[0]!);
    expect(await allQuizzesPassed(h.db.prisma, uc.id)).toBe(false);
    await submit(course.subjects[1]!.lessons[0]!);
    expect(await allQuizzesPassed(h.db.prisma, uc.id)).toBe(true);
    await submit(course.subjects[1]!.lessons[0]!, 1);
    expect(await allQuizzesPassed(h.db.prisma, uc.id)).toBe(true);
  });
});

describe('no N+1', () => {
  it('my courses with their subjects, lessons, quizzes and results in a fixed number of queries', async () => {
    const QUERY = `{ myCourses(first: 50) { edges { node { subjectCount progressPercent expired course { title
      subjects { number completed lessons { title quiz { questionCount questions { id answers { id content } } }
        quizResult { passed scorePercent } } } } } } } }`;
    const build = async (courses: number, subjects: number) => {
      const learner = await signIn(h, 'USER');
      for (let c = 0; c < courses; c++) {
        const course = await createLearningCourse(h.db.prisma, h.storage, {
          subjects: Array.from({ length: subjects }, () => [{ questions: [{}, {}] }, { questions: [{}] }]),
        });
        await giveCourse(h.db.prisma, learner.userId, course);
        const lesson = course.subjects[0]!.lessons[0]!;
        await gqlOk(
          h,
          SUBMIT,
          { input: { lessonId: gid('Lesson', lesson.id), answers: gqlAnswers({ questions: [] }, lesson) } },
          learner,
        );
      }
      return learner;
    };
    // Content of one course: as many queries for 3 subjects of 2 lessons as for 1.
    const small = await build(1, 1);
    const large = await build(1, 3);
    expect(await countQueries(() => gqlOk(h, QUERY, {}, large))).toBe(
      await countQueries(() => gqlOk(h, QUERY, {}, small)),
    );
    // The list's own fields over many courses: as many queries for 3 courses as for 1.
    const LIST = `{ myCourses(first: 50) { totalCount edges { node { subjectCount progressPercent expired course { title }
      } } } }`;
    const three = await build(3, 1);
    const few = await countQueries(() => gqlOk(h, LIST, {}, small));
    const many = await countQueries(() => gqlOk(h, LIST, {}, three));
    expect(many).toBe(few);
  });
});
