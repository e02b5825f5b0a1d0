import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, signIn, startHarness, type Harness, type SignedIn } from '../../../test/harness.ts';
import { answersFor, createLearningCourse, giveCourse, LESSON_TEXT } from '../../../test/fixtures.ts';

/** Spec 7 "User courses" through REST: my-courses, subjects, lessons, quiz, progress. */

let h: Harness;
let learner: SignedIn;

beforeAll(async () => {
  h = await startHarness();
  learner = await signIn(h, 'USER');
});
afterAll(() => h.close());

const UNKNOWN = '3f1c2a4e-0000-4000-8000-000000000000';

describe('a learner’s course through REST', () => {
  it('my-courses (not the public courses/{id}), subjects, lessons with media links, quiz, submit, progress to the end', async () => {
    const course = await createLearningCourse(h.db.prisma, h.storage, {
      subjects: [
        [
          {
            questions: [{}, { multi: true }],
            media: {
              segmentType: 'IMAGE',
              bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2]),
              mimeType: 'image/png',
              name: 'p.png',
            },
          },
        ],
        [{}],
      ],
    });
    const uc = await giveCourse(h.db.prisma, learner.userId, course);
    const base = `courses/${course.courseId}`;
    const subject = course.subjects[0]!;
    const lesson = subject.lessons[0]!;

    const mine = await rest(h, 'GET', 'courses/my-courses', learner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ page: 0, total: 1 });
    expect(mine.json().items[0]).toMatchObject({
      userCourseId: uc.id,
      courseId: course.courseId,
      expired: false,
      inProgress: true,
      completedSubjects: 0,
      subjectCount: 2,
      progressPercent: 0,
    });
    expect((await rest(h, 'GET', 'courses/my-courses?status=FINISHED', learner)).json().total).toBe(0);
    expect((await rest(h, 'GET', 'courses/my-courses?status=nope', learner)).json().code).toBe('VALIDATION_FAILED');
    expect((await rest(h, 'GET', 'courses/my-courses', null)).statusCode).toBe(401);

    const subjects = await rest(h, 'GET', `${base}/subjects`, learner);
    expect(subjects.statusCode).toBe(200);
    expect(subjects.json().subjects).toEqual([
      { subjectId: subject.id, title: 'Subject 1', number: 1, lessonCount: 1, completed: false },
      { subjectId: course.subjects[1]!.id, title: 'Subject 2', number: 2, lessonCount: 1, completed: false },
    ]);

    const lessons = await rest(h, 'GET', `${base}/subjects/${subject.id}/lessons`, learner);
    expect(lessons.statusCode).toBe(200);
    const first = lessons.json().lessons[0];
    expect(first).toMatchObject({
      lessonId: lesson.id,
      number: 1,
      passThreshold: 70,
      questionCount: 2,
      quizResult: null,
    });
    expect(first.segments[0]).toMatchObject({ segmentType: 'TEXT', content: `<p>${LESSON_TEXT}</p>`, media: null });
    expect(first.segments[1]).toMatchObject({
      segmentType: 'IMAGE',
      media: {
        originalName: 'p.png',
        mimeType: 'image/png',
        size: 6,
        url: `/api/v1/lesson-media/${lesson.mediaSegmentId}`,
      },
    });
    // A subject of another course in the path: 404.
    const otherCourse = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{}]] });
    expect((await rest(h, 'GET', `${base}/subjects/${otherCourse.subjects[0]!.id}/lessons`, learner)).statusCode).toBe(
      404,
    );

    const quizUrl = `${base}/subjects/${subject.id}/lessons/${lesson.id}/quiz`;
    const quiz = await rest(h, 'GET', quizUrl, learner);
    expect(quiz.statusCode).toBe(200);
    expect(quiz.json()).toMatchObject({ lessonId: lesson.id, questionCount: 2, passThreshold: 70, lastResult: null });
    expect(quiz.json().questions[1]).toMatchObject({ questionId: lesson.questions[1]!.id, multipleAnswers: true });
    expect(quiz.body).not.toMatch(/"correct"/);
    // Lesson without a quiz, or under another subject: 404 (spec 8: back to the lessons page).
    const noQuiz = course.subjects[1]!.lessons[0]!;
    expect(
      (await rest(h, 'GET', `${base}/subjects/${course.subjects[1]!.id}/lessons/${noQuiz.id}/quiz`, learner))
        .statusCode,
    ).toBe(404);
    expect(
      (await rest(h, 'GET', `${base}/subjects/${course.subjects[1]!.id}/lessons/${lesson.id}/quiz`, learner))
        .statusCode,
    ).toBe(404);
    expect((await rest(h, 'GET', `${base}/subjects/${subject.id}/lessons/${UNKNOWN}/quiz`, learner)).statusCode).toBe(
      404,
    );

    expect((await rest(h, 'PUT', `${base}/progress`, learner, { subjectNumber: 1 })).json().rule).toBe(
      'QUIZZES_NOT_PASSED',
    );
    const failed = await rest(h, 'POST', quizUrl, learner, { answers: answersFor(lesson.questions, 1) });
    expect(failed.json()).toMatchObject({
      countsAsPassed: false,
      passed: false,
      correctCount: 1,
      questionCount: 2,
      scorePercent: 50,
      bestScorePercent: 50,
      attempts: 1,
    });
    const passed = await rest(h, 'POST', quizUrl, learner, { answers: answersFor(lesson.questions) });
    expect(passed.json()).toMatchObject({ passed: true, correctCount: 2, scorePercent: 100, attempts: 2 });
    expect((await rest(h, 'GET', quizUrl, learner)).json().lastResult).toMatchObject({ passed: true, attempts: 2 });
    // A failed retake keeps the pass: it still counts (and unlocks progress); the last attempt is the failure.
    const retake = await rest(h, 'POST', quizUrl, learner, { answers: answersFor(lesson.questions, 2) });
    const kept = { countsAsPassed: true, passed: false, scorePercent: 0, bestScorePercent: 100, attempts: 3 };
    expect(retake.json()).toMatchObject(kept);
    expect((await rest(h, 'GET', quizUrl, learner)).json().lastResult).toMatchObject(kept);
    const listed = (await rest(h, 'GET', `${base}/subjects/${subject.id}/lessons`, learner)).json();
    expect(listed.lessons.find((l: { lessonId: string }) => l.lessonId === lesson.id).quizResult).toMatchObject(kept);

    const one = await rest(h, 'PUT', `${base}/progress`, learner, { subjectNumber: 1 });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ completedSubjects: 1, progressPercent: 50, inProgress: true });
    const two = await rest(h, 'PUT', `${base}/progress`, learner, { subjectNumber: 2 });
    expect(two.json()).toMatchObject({ completedSubjects: 2, progressPercent: 100, inProgress: false });
    expect(
      (await rest(h, 'GET', `${base}/subjects`, learner))
        .json()
        .subjects.map((s: { completed: boolean }) => s.completed),
    ).toEqual([true, true]);
    expect((await rest(h, 'GET', 'courses/my-courses?status=finished', learner)).json().total).toBe(1);
  });

  it('refuses hostile input with 4xx and a stable code, changing nothing', async () => {
    const course = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{ questions: [{}] }]] });
    await giveCourse(h.db.prisma, learner.userId, course);
    const lesson = course.subjects[0]!.lessons[0]!;
    const quizUrl = `courses/${course.courseId}/subjects/${course.subjects[0]!.id}/lessons/${lesson.id}/quiz`;
    for (const body of [
      {},
      { answers: 'x' },
      { answers: [{ questionId: 'x', answerIds: [] }] },
      { answers: [{ questionId: lesson.questions[0]!.id, answerIds: 'a' }] },
      { answers: [{ questionId: lesson.questions[0]!.id, answerIds: [UNKNOWN] }] },
      { answers: [{ questionId: lesson.questions[0]!.id, answerIds: [{}] }] },
      { answers: Array.from({ length: 600 }, () => ({ questionId: UNKNOWN, answerIds: [] })) },
      [],
      'text',
    ]) {
      const response = await rest(h, 'POST', quizUrl, learner, body);
      // A JSON body that is wrong: 400; a body that is not JSON at all: 415.
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(typeof body === 'string' ? 415 : 400);
      expect(response.json().code).toBe(typeof body === 'string' ? 'BAD_REQUEST' : 'VALIDATION_FAILED');
    }
    for (const body of [
      {},
      { subjectNumber: 'one' },
      { subjectNumber: 1.5 },
      { subjectNumber: 99 },
      { subjectNumber: null },
    ]) {
      const response = await rest(h, 'PUT', `courses/${course.courseId}/progress`, learner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const url of [`courses/nope/subjects`, `courses/${UNKNOWN}/subjects/nope/lessons`, `courses/nope/progress`]) {
      const response = await rest(
        h,
        url.endsWith('progress') ? 'PUT' : 'GET',
        url,
        learner,
        url.endsWith('progress') ? { subjectNumber: 1 } : undefined,
      );
      expect([403, 404], url).toContain(response.statusCode);
    }
    expect(await h.db.prisma.quizResult.count({ where: { lessonId: lesson.id } })).toBe(0);
  });
});
