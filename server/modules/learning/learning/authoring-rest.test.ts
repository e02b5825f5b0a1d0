import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, signIn, startHarness, type Harness, type SignedIn } from '../../../test/harness.ts';

// Spec 7 Subjects and Lessons through REST (raw UUIDs): the whole authoring flow, the path's
// parents checked (a row of another course, subject or lesson is a 404), codes and statuses.

let h: Harness;
let admin: SignedIn;
let user: SignedIn;
const visitor = null;

beforeAll(async () => {
  h = await startHarness();
  [admin, user] = await Promise.all([signIn(h, 'ADMIN'), signIn(h, 'USER')]);
});
afterAll(() => h.close());

async function newCourse() {
  const course = await h.db.prisma.course.create({
    data: { title: 'Course', courseType: 'THEORETICAL', category: 'OPEN', language: 'PL', visibility: 'PUBLIC' },
  });
  return course.id;
}

const NIL = '00000000-0000-0000-0000-000000000000';

describe('REST subjects', () => {
  it('lists, adds, renames, swaps and deletes subjects of a course', async () => {
    const courseId = await newCourse();
    const base = `admin/courses/${courseId}/subjects`;
    expect((await rest(h, 'GET', base, admin)).json()).toEqual([]);

    const created = [];
    for (const title of ['A', 'B', 'C']) {
      const response = await rest(h, 'POST', base, admin, { title });
      expect(response.statusCode).toBe(201);
      created.push(response.json());
    }
    expect(created.map((s) => [s.title, s.number, s.lessonCount])).toEqual([
      ['A', 1, 0],
      ['B', 2, 0],
      ['C', 3, 0],
    ]);
    const [a, b, c] = created;

    const renamed = await rest(h, 'PUT', `${base}/${b.subjectId}`, admin, { title: 'B2' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ subjectId: b.subjectId, title: 'B2', number: 2, lessonCount: 0 });

    const swapped = await rest(h, 'PUT', `${base}/order`, admin, {
      subjectIdUp: c.subjectId,
      subjectIdDown: b.subjectId,
    });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().map((s: { title: string }) => s.title)).toEqual(['A', 'C', 'B2']);

    expect((await rest(h, 'DELETE', `${base}/${a.subjectId}`, admin)).statusCode).toBe(204);
    expect(
      (await rest(h, 'GET', base, admin)).json().map((s: { title: string; number: number }) => `${s.number}${s.title}`),
    ).toEqual(['1C', '2B2']);
  });

  it('answers 400/404 with stable codes, and 401/403 to a visitor and a USER, changing nothing', async () => {
    const courseId = await newCourse();
    const otherCourse = await newCourse();
    const base = `admin/courses/${courseId}/subjects`;
    const s = (await rest(h, 'POST', base, admin, { title: 'S' })).json();
    const foreign = (await rest(h, 'POST', `admin/courses/${otherCourse}/subjects`, admin, { title: 'F' })).json();

    const empty = await rest(h, 'POST', base, admin, { title: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'title', code: 'required' }] });
    expect((await rest(h, 'POST', base, admin, ['nonsense'])).statusCode).toBe(400);
    expect((await rest(h, 'POST', `admin/courses/${NIL}/subjects`, admin, { title: 'x' })).statusCode).toBe(404);
    expect((await rest(h, 'POST', `admin/courses/not-a-uuid/subjects`, admin, { title: 'x' })).statusCode).toBe(404);
    // A subject of another course is not found under this one.
    expect((await rest(h, 'PUT', `${base}/${foreign.subjectId}`, admin, { title: 'x' })).statusCode).toBe(404);
    expect((await rest(h, 'DELETE', `${base}/${foreign.subjectId}`, admin)).statusCode).toBe(404);
    const across = await rest(h, 'PUT', `${base}/order`, admin, {
      subjectIdUp: s.subjectId,
      subjectIdDown: foreign.subjectId,
    });
    expect(across.statusCode).toBe(404);
    const swapForeign = await rest(h, 'PUT', `admin/courses/${otherCourse}/subjects/order`, admin, {
      subjectIdUp: foreign.subjectId,
      subjectIdDown: s.subjectId,
    });
    expect(swapForeign.statusCode).toBe(404);
    expect((await rest(h, 'PUT', `${base}/order`, admin, { subjectIdUp: s.subjectId })).statusCode).toBe(400);

    for (const [who, status] of [
      [visitor, 401],
      [user, 403],
    ] as const) {
      expect((await rest(h, 'GET', base, who)).statusCode).toBe(status);
      expect((await rest(h, 'POST', base, who, { title: 'x' })).statusCode).toBe(status);
      expect((await rest(h, 'PUT', `${base}/${s.subjectId}`, who, { title: 'x' })).statusCode).toBe(status);
      expect((await rest(h, 'DELETE', `${base}/${s.subjectId}`, who)).statusCode).toBe(status);
    }
    const titles = await h.db.prisma.subject.findMany({
      orderBy: { title: 'asc' },
      where: { courseId: { in: [courseId, otherCourse] } },
    });
    expect(titles.map((t) => [t.title, t.position])).toEqual([
      ['F', 1],
      ['S', 1],
    ]);
  });
});

describe('REST lessons, segments and questions', () => {
  it('builds a lesson with segments and a quiz, then edits, swaps and deletes them', async () => {
    const courseId = await newCourse();
    const subjectId = (await rest(h, 'POST', `admin/courses/${courseId}/subjects`, admin, { title: 'S' })).json()
      .subjectId;
    const lessons = `admin/courses/${courseId}/subjects/${subjectId}/lessons`;

    const created = await rest(h, 'POST', lessons, admin, { title: 'L1' });
    expect(created.statusCode).toBe(201);
    const { lessonId } = created.json();
    expect(Object.keys(created.json())).toEqual(['lessonId']);
    const second = (await rest(h, 'POST', lessons, admin, { title: 'L2' })).json().lessonId;

    const list = (await rest(h, 'GET', lessons, admin)).json();
    expect(
      list.map((l: { title: string; number: number; passThreshold: number }) => [l.title, l.number, l.passThreshold]),
    ).toEqual([
      ['L1', 1, 70],
      ['L2', 2, 70],
    ]);
    const swapped = await rest(h, 'PUT', `${lessons}/order`, admin, { lessonIdUp: second, lessonIdDown: lessonId });
    expect(swapped.json().map((l: { title: string }) => l.title)).toEqual(['L2', 'L1']);

    const edited = await rest(h, 'PUT', `${lessons}/${lessonId}`, admin, { passThreshold: 80 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      lessonId,
      title: 'L1',
      number: 2,
      passThreshold: 80,
      segments: [],
      questions: [],
    });
    const bad = await rest(h, 'PUT', `${lessons}/${lessonId}`, admin, { passThreshold: 0 });
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'passThreshold', code: 'invalid_number' }],
    });

    const segments = `${lessons}/${lessonId}/segments`;
    const text = await rest(h, 'POST', segments, admin, {
      segmentType: 'TEXT',
      content: '<p>Hi<script>x</script></p>',
    });
    expect(text.statusCode).toBe(201);
    expect(text.json()).toMatchObject({ segmentType: 'TEXT', position: 1, content: '<p>Hi</p>', media: null });
    const video = (await rest(h, 'POST', segments, admin, { segmentType: 'VIDEO', content: 'Watch' })).json();
    expect(video).toMatchObject({ segmentType: 'VIDEO', position: 2, content: 'Watch', media: null });
    expect((await rest(h, 'POST', segments, admin, { segmentType: 'SOUND' })).statusCode).toBe(400);
    const order = await rest(h, 'PUT', `${segments}/order`, admin, {
      lessonSegmentIdUp: video.lessonSegmentId,
      lessonSegmentIdDown: text.json().lessonSegmentId,
    });
    expect(order.json().map((s: { segmentType: string }) => s.segmentType)).toEqual(['VIDEO', 'TEXT']);
    const caption = await rest(h, 'PUT', `${segments}/${video.lessonSegmentId}`, admin, { content: 'Watch this' });
    expect(caption.json()).toMatchObject({ content: 'Watch this', position: 1 });

    const questions = `${lessons}/${lessonId}/questions`;
    const missing = await rest(h, 'POST', questions, admin, {
      content: 'Q',
      answers: [
        { content: 'a', correct: false },
        { content: 'b', correct: false },
      ],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'MISSING_CORRECT_ANSWER' });
    const q = await rest(h, 'POST', questions, admin, {
      content: 'Q',
      answers: [
        { content: 'a', correct: false },
        { content: 'b', correct: true },
      ],
    });
    expect(q.statusCode).toBe(201);
    const question = q.json();
    expect(question).toMatchObject({
      content: 'Q',
      position: 1,
      answers: [
        { content: 'a', correct: false },
        { content: 'b', correct: true },
      ],
    });
    expect((await rest(h, 'GET', `${questions}/${question.questionId}`, admin)).json()).toEqual(question);
    const replaced = await rest(h, 'PUT', `${questions}/${question.questionId}`, admin, {
      content: 'Q!',
      answers: [
        { content: 'x', correct: true },
        { content: 'y', correct: true },
        { content: 'z', correct: false },
      ],
    });
    expect(replaced.json()).toMatchObject({
      content: 'Q!',
      answers: [{ content: 'x' }, { content: 'y' }, { content: 'z' }],
    });
    const q2 = (
      await rest(h, 'POST', questions, admin, {
        content: 'Q2',
        answers: [
          { content: 'a', correct: true },
          { content: 'b', correct: false },
        ],
      })
    ).json();
    const qOrder = await rest(h, 'PUT', `${questions}/order`, admin, {
      questionIdUp: q2.questionId,
      questionIdDown: question.questionId,
    });
    expect(qOrder.json().map((x: { content: string }) => x.content)).toEqual(['Q2', 'Q!']);

    const details = (await rest(h, 'GET', `${lessons}/${lessonId}`, admin)).json();
    expect(details).toMatchObject({ segmentCount: 2, questionCount: 2 });
    expect(details.segments.map((s: { position: number }) => s.position)).toEqual([1, 2]);
    expect(details.questions.map((x: { position: number }) => x.position)).toEqual([1, 2]);

    expect((await rest(h, 'DELETE', `${questions}/${q2.questionId}`, admin)).statusCode).toBe(204);
    expect(
      (await rest(h, 'GET', questions, admin))
        .json()
        .map((x: { content: string; position: number }) => `${x.position}${x.content}`),
    ).toEqual(['1Q!']);
    expect((await rest(h, 'DELETE', `${segments}/${video.lessonSegmentId}`, admin)).statusCode).toBe(204);
    expect((await rest(h, 'GET', `${lessons}/${lessonId}`, admin)).json().segments).toMatchObject([
      { segmentType: 'TEXT', position: 1 },
    ]);
    expect((await rest(h, 'DELETE', `${lessons}/${second}`, admin)).statusCode).toBe(204);
    expect(
      (await rest(h, 'GET', lessons, admin))
        .json()
        .map((l: { title: string; number: number }) => `${l.number}${l.title}`),
    ).toEqual(['1L1']);
  });

  it('edits a question keeping the answerIds it sends back; refuses an answerId of another question', async () => {
    const courseId = await newCourse();
    const subjectId = (await rest(h, 'POST', `admin/courses/${courseId}/subjects`, admin, { title: 'S' })).json()
      .subjectId;
    const lessons = `admin/courses/${courseId}/subjects/${subjectId}/lessons`;
    const { lessonId } = (await rest(h, 'POST', lessons, admin, { title: 'L' })).json();
    const questions = `${lessons}/${lessonId}/questions`;
    const post = async (content: string) =>
      (
        await rest(h, 'POST', questions, admin, {
          content,
          answers: [
            { content: 'a', correct: true },
            { content: 'b', correct: false },
            { content: 'c', correct: false },
          ],
        })
      ).json();
    const question = await post('Q');
    const other = await post('Other');
    const [a, b, c] = question.answers;

    // What GET answered, edited and sent back: the kept answers keep their ids.
    const edited = await rest(h, 'PUT', `${questions}/${question.questionId}`, admin, {
      content: 'Q2',
      answers: [{ ...c, content: 'c2', correct: true }, a, { content: 'd', correct: false }],
    });
    expect(edited.statusCode).toBe(200);
    const body = edited.json();
    expect(body.answers.map((x: { content: string; correct: boolean }) => [x.content, x.correct])).toEqual([
      ['c2', true],
      ['a', true],
      ['d', false],
    ]);
    expect(body.answers.slice(0, 2).map((x: { answerId: string }) => x.answerId)).toEqual([c.answerId, a.answerId]);
    expect([a.answerId, b.answerId, c.answerId]).not.toContain(body.answers[2].answerId);
    expect(await h.db.prisma.lessonAnswer.findUnique({ where: { id: b.answerId } })).toBeNull();

    // An answerId of another question, or malformed: 400 on that answer, nothing changed.
    for (const [answerId, field] of [
      [other.answers[0].answerId, 'answers.1.answerId'],
      ['nope', 'answers.1.answerId'],
      [c.answerId, 'answers.1.answerId'],
    ]) {
      const refused = await rest(h, 'PUT', `${questions}/${question.questionId}`, admin, {
        content: 'Q3',
        answers: [
          { answerId: c.answerId, content: 'x', correct: true },
          { answerId, content: 'y', correct: false },
        ],
      });
      expect(refused.statusCode, answerId).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field, code: 'invalid_value' }],
      });
    }
    expect((await rest(h, 'GET', `${questions}/${question.questionId}`, admin)).json()).toEqual(body);
    expect((await rest(h, 'GET', `${questions}/${other.questionId}`, admin)).json()).toEqual(other);
  });

  it('finds nothing under the wrong parents, and refuses a USER and a visitor', async () => {
    const courseId = await newCourse();
    const otherCourse = await newCourse();
    const subjectId = (await rest(h, 'POST', `admin/courses/${courseId}/subjects`, admin, { title: 'S' })).json()
      .subjectId;
    const otherSubject = (await rest(h, 'POST', `admin/courses/${courseId}/subjects`, admin, { title: 'T' })).json()
      .subjectId;
    const lessons = `admin/courses/${courseId}/subjects/${subjectId}/lessons`;
    const { lessonId } = (await rest(h, 'POST', lessons, admin, { title: 'L' })).json();
    const other = (await rest(h, 'POST', lessons, admin, { title: 'M' })).json().lessonId;
    const seg = (
      await rest(h, 'POST', `${lessons}/${lessonId}/segments`, admin, { segmentType: 'TEXT', content: 'x' })
    ).json();
    const q = (
      await rest(h, 'POST', `${lessons}/${lessonId}/questions`, admin, {
        content: 'Q',
        answers: [
          { content: 'a', correct: true },
          { content: 'b', correct: false },
        ],
      })
    ).json();

    const wrong = [
      `admin/courses/${otherCourse}/subjects/${subjectId}/lessons/${lessonId}`,
      `admin/courses/${courseId}/subjects/${otherSubject}/lessons/${lessonId}`,
      `admin/courses/${courseId}/subjects/${NIL}/lessons/${lessonId}`,
    ];
    for (const path of wrong) {
      expect((await rest(h, 'GET', path, admin)).statusCode, path).toBe(404);
      expect((await rest(h, 'PUT', path, admin, { title: 'x' })).statusCode, path).toBe(404);
      expect((await rest(h, 'DELETE', path, admin)).statusCode, path).toBe(404);
      expect(
        (await rest(h, 'PUT', `${path}/segments/${seg.lessonSegmentId}`, admin, { content: 'y' })).statusCode,
      ).toBe(404);
      expect((await rest(h, 'DELETE', `${path}/questions/${q.questionId}`, admin)).statusCode).toBe(404);
    }
    // A segment or question of another lesson of the same subject.
    expect(
      (await rest(h, 'PUT', `${lessons}/${other}/segments/${seg.lessonSegmentId}`, admin, { content: 'y' })).statusCode,
    ).toBe(404);
    expect((await rest(h, 'GET', `${lessons}/${other}/questions/${q.questionId}`, admin)).statusCode).toBe(404);
    expect((await rest(h, 'GET', `${lessons}/${lessonId}/questions/not-a-uuid`, admin)).statusCode).toBe(404);

    for (const [who, status] of [
      [visitor, 401],
      [user, 403],
    ] as const) {
      expect((await rest(h, 'GET', `${lessons}/${lessonId}`, who)).statusCode).toBe(status);
      expect((await rest(h, 'GET', `${lessons}/${lessonId}/questions`, who)).statusCode).toBe(status);
      expect((await rest(h, 'POST', lessons, who, { title: 'x' })).statusCode).toBe(status);
      expect((await rest(h, 'DELETE', `${lessons}/${lessonId}/segments/${seg.lessonSegmentId}`, who)).statusCode).toBe(
        status,
      );
      const body = (await rest(h, 'GET', `${lessons}/${lessonId}/questions/${q.questionId}`, who)).body;
      expect(body).not.toContain('correct');
    }
    expect(await h.db.prisma.lesson.count({ where: { subjectId } })).toBe(2);
    expect(await h.db.prisma.lessonSegment.findUnique({ where: { id: seg.lessonSegmentId } })).toMatchObject({
      content: 'x',
    });
  });
});
