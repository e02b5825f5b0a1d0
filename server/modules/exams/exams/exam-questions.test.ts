import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  errorDetails,
  gid,
  gqlOk,
  graphql,
  rest,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { copyExamQuestions } from './service.ts';

// The exam question bank and exam settings (exams contract, C) through GraphQL and REST: order,
// kept answer ids, positions closing up, every validation error, and who may read the bank (it
// holds the correct flags: only catalogue managers).

let h: Harness;
let admin: SignedIn;
let student: SignedIn;
let instructor: SignedIn;

beforeAll(async () => {
  ({ h, admin, student, instructor } = await startWith({ admin: 'ADMIN', student: 'USER', instructor: 'INSTRUCTOR' }));
});
afterAll(() => h.close());

async function newCourse() {
  const course = await h.db.prisma.course.create({
    data: {
      title: 'Exam course',
      courseType: 'THEORETICAL',
      category: 'OPEN',
      language: 'PL',
      visibility: 'PUBLIC',
      examDuration: 'DURATION_60',
    },
  });
  return course.id;
}

const NIL = '00000000-0000-0000-0000-000000000000';
const QUESTION = `id text position answers { id text correct position }`;
const LIST = `query ($courseId: ID!, $first: Int, $after: String) {
  examQuestions(courseId: $courseId, first: $first, after: $after) {
    totalCount edges { node { ${QUESTION} } } pageInfo { hasNextPage endCursor }
  }
}`;
const CREATE = `mutation ($input: CreateExamQuestionInput!) { createExamQuestion(input: $input) { ${QUESTION} } }`;
const UPDATE = `mutation ($input: UpdateExamQuestionInput!) { updateExamQuestion(input: $input) { ${QUESTION} } }`;
const DELETE = `mutation ($id: ID!) { deleteExamQuestion(id: $id) { id examQuestionBankSize } }`;
const SETTINGS = `mutation ($input: UpdateExamSettingsInput!) {
  updateExamSettings(input: $input) { id examQuestionCount examPassThreshold examMaxTries examQuestionBankSize }
}`;

const answers = (n = 2, correct = 0) =>
  Array.from({ length: n }, (_, i) => ({ text: `Answer ${i + 1}`, correct: i === correct }));

describe('GraphQL exam bank', () => {
  it('adds questions in order, pages them, edits keeping answer ids, deletes closing up positions', async () => {
    const courseId = await newCourse();
    const courseGid = gid('Course', courseId);
    const created = [];
    for (const text of ['Q1', 'Q2', 'Q3']) {
      const data = await gqlOk(h, CREATE, { input: { courseId: courseGid, text, answers: answers(3, 1) } }, admin);
      created.push(data.createExamQuestion);
    }
    expect(created.map((q) => [q.text, q.position])).toEqual([
      ['Q1', 1],
      ['Q2', 2],
      ['Q3', 3],
    ]);
    expect(created[0].answers.map((a: { correct: boolean; position: number }) => [a.position, a.correct])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);

    const page1 = (await gqlOk(h, LIST, { courseId: courseGid, first: 2 }, admin)).examQuestions;
    expect(page1.totalCount).toBe(3);
    expect(page1.edges.map((e: { node: { text: string } }) => e.node.text)).toEqual(['Q1', 'Q2']);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await gqlOk(h, LIST, { courseId: courseGid, first: 2, after: page1.pageInfo.endCursor }, admin))
      .examQuestions;
    expect(page2.edges.map((e: { node: { text: string } }) => e.node.text)).toEqual(['Q3']);

    // Edit: keep answer 2 (moved first, now wrong), drop 1 and 3, add two new ones.
    const [, kept] = created[1].answers;
    const edited = (
      await gqlOk(
        h,
        UPDATE,
        {
          input: {
            id: created[1].id,
            text: '  Q2 edited ',
            answers: [
              { id: kept.id, text: 'Kept', correct: false },
              { text: 'New right', correct: true },
              { id: null, text: 'New wrong', correct: false },
            ],
          },
        },
        admin,
      )
    ).updateExamQuestion;
    expect(edited.text).toBe('Q2 edited');
    expect(
      edited.answers.map((a: { text: string; correct: boolean; position: number }) => [a.text, a.correct]),
    ).toEqual([
      ['Kept', false],
      ['New right', true],
      ['New wrong', false],
    ]);
    expect(edited.answers[0].id).toBe(kept.id);
    expect(
      await h.db.prisma.examQuestionAnswer.count({ where: { question: { courseId }, id: created[1].answers[0].id } }),
    ).toBe(0);

    const afterDelete = (await gqlOk(h, DELETE, { id: created[0].id }, admin)).deleteExamQuestion;
    expect(afterDelete).toEqual({ id: courseGid, examQuestionBankSize: 2 });
    const rows = await h.db.prisma.examQuestion.findMany({ where: { courseId }, orderBy: { position: 'asc' } });
    expect(rows.map((r) => [r.text, r.position])).toEqual([
      ['Q2 edited', 1],
      ['Q3', 2],
    ]);
  });

  it('refuses invalid questions with the contract codes, writing nothing', async () => {
    const courseId = await newCourse();
    const courseGid = gid('Course', courseId);
    const create = (input: object) => graphql(h, CREATE, { input: { courseId: courseGid, ...input } }, admin.headers);

    let r = await create({
      text: 'Q',
      answers: [
        { text: 'A', correct: false },
        { text: 'B', correct: false },
      ],
    });
    expect(errorCode(r.body)).toBe('MISSING_CORRECT_ANSWER');
    expect(errorDetails(r.body)).toEqual([{ field: 'answers', code: 'invalid_value' }]);

    r = await create({ text: '   ', answers: answers() });
    expect(errorCode(r.body)).toBe('VALIDATION_FAILED');
    expect(errorDetails(r.body)).toEqual([{ field: 'text', code: 'required' }]);

    r = await create({ text: 'x'.repeat(1001), answers: answers() });
    expect(errorDetails(r.body)).toEqual([{ field: 'text', code: 'max_length', max: 1000 }]);

    r = await create({
      text: 'Q',
      answers: [
        { text: 'y'.repeat(501), correct: true },
        { text: '', correct: false },
      ],
    });
    expect(errorCode(r.body)).toBe('VALIDATION_FAILED');
    expect(errorDetails(r.body)).toEqual([
      { field: 'answers.0.text', code: 'max_length', max: 500 },
      { field: 'answers.1.text', code: 'required' },
    ]);

    r = await create({ text: 'Q', answers: answers(1) });
    expect(errorDetails(r.body)).toEqual([{ field: 'answers', code: 'invalid_value' }]);
    r = await create({ text: 'Q', answers: answers(11) });
    expect(errorDetails(r.body)).toEqual([{ field: 'answers', code: 'invalid_value' }]);
    expect(errorCode((await create({ text: 'Q', answers: answers(10) })).body)).toBeUndefined();

    // An unknown course, and a course id of another type.
    r = await graphql(
      h,
      CREATE,
      { input: { courseId: gid('Course', NIL), text: 'Q', answers: answers() } },
      admin.headers,
    );
    expect(errorCode(r.body)).toBe('NOT_FOUND');
    r = await graphql(
      h,
      CREATE,
      { input: { courseId: gid('Lesson', courseId), text: 'Q', answers: answers() } },
      admin.headers,
    );
    expect(errorCode(r.body)).toBe('NOT_FOUND');
    expect(await h.db.prisma.examQuestion.count({ where: { courseId } })).toBe(1);

    // Edits: an answer id of another question is refused on that answer.
    const [q] = await h.db.prisma.examQuestion.findMany({ where: { courseId }, include: { answers: true } });
    const other = (await gqlOk(h, CREATE, { input: { courseId: courseGid, text: 'Other', answers: answers() } }, admin))
      .createExamQuestion;
    r = await graphql(
      h,
      UPDATE,
      {
        input: {
          id: gid('ExamQuestion', q!.id),
          text: 'Q',
          answers: [
            { id: q!.answers[0]!.id, text: 'A', correct: true },
            { id: other.answers[0].id, text: 'B', correct: false },
          ],
        },
      },
      admin.headers,
    );
    expect(errorCode(r.body)).toBe('VALIDATION_FAILED');
    expect(errorDetails(r.body)).toEqual([{ field: 'answers.1.id', code: 'invalid_value' }]);
    // The same id twice.
    r = await graphql(
      h,
      UPDATE,
      {
        input: {
          id: gid('ExamQuestion', q!.id),
          text: 'Q',
          answers: [
            { id: q!.answers[0]!.id, text: 'A', correct: true },
            { id: q!.answers[0]!.id, text: 'B', correct: false },
          ],
        },
      },
      admin.headers,
    );
    expect(errorDetails(r.body)).toEqual([{ field: 'answers.1.id', code: 'invalid_value' }]);
    r = await graphql(
      h,
      UPDATE,
      { input: { id: gid('ExamQuestion', q!.id), text: 'Q', answers: answers(2, -1) } },
      admin.headers,
    );
    expect(errorCode(r.body)).toBe('MISSING_CORRECT_ANSWER');
    expect((await h.db.prisma.examQuestionAnswer.findMany({ where: { questionId: q!.id } })).length).toBe(10);

    r = await graphql(h, DELETE, { id: gid('ExamQuestion', NIL) }, admin.headers);
    expect(errorCode(r.body)).toBe('NOT_FOUND');
  });

  it('sets the exam settings within their limits', async () => {
    const courseId = await newCourse();
    const courseGid = gid('Course', courseId);
    const set = (input: object) =>
      graphql(
        h,
        SETTINGS,
        { input: { courseId: courseGid, examQuestionCount: 20, examPassThreshold: 80, examMaxTries: 5, ...input } },
        admin.headers,
      );
    const r = await set({});
    expect(r.body.data.updateExamSettings).toEqual({
      id: courseGid,
      examQuestionCount: 20,
      examPassThreshold: 80,
      examMaxTries: 5,
      examQuestionBankSize: 0,
    });
    expect(errorCode((await set({ examQuestionCount: 0 })).body)).toBe('EXAM_WITHOUT_QUESTIONS');
    expect(errorCode((await set({ examQuestionCount: -3 })).body)).toBe('EXAM_WITHOUT_QUESTIONS');
    expect(errorDetails((await set({ examQuestionCount: 201 })).body)).toEqual([
      { field: 'examQuestionCount', code: 'invalid_number' },
    ]);
    expect(errorDetails((await set({ examPassThreshold: 0 })).body)).toEqual([
      { field: 'examPassThreshold', code: 'invalid_number' },
    ]);
    expect(errorDetails((await set({ examPassThreshold: 101 })).body)).toEqual([
      { field: 'examPassThreshold', code: 'invalid_number' },
    ]);
    expect(errorDetails((await set({ examMaxTries: 0 })).body)).toEqual([
      { field: 'examMaxTries', code: 'invalid_number' },
    ]);
    expect(errorDetails((await set({ examMaxTries: 21 })).body)).toEqual([
      { field: 'examMaxTries', code: 'invalid_number' },
    ]);
    expect(errorCode((await set({ examQuestionCount: 1, examPassThreshold: 100, examMaxTries: 20 })).body)).toBe(
      undefined,
    );
    expect(await h.db.prisma.course.findUniqueOrThrow({ where: { id: courseId } })).toMatchObject({
      examQuestionCount: 1,
      examPassThreshold: 100,
      examMaxTries: 20,
    });
  });

  it('shows the bank, its answers and the exam settings to catalogue managers only', async () => {
    const courseId = await newCourse();
    const courseGid = gid('Course', courseId);
    const q = (await gqlOk(h, CREATE, { input: { courseId: courseGid, text: 'Secret', answers: answers() } }, admin))
      .createExamQuestion;
    for (const who of [student, instructor]) {
      const list = await graphql(h, LIST, { courseId: courseGid }, who.headers);
      expect(errorCode(list.body)).toBe('FORBIDDEN');
      expect(list.body.data).toBeNull();
      const node = await graphql(
        h,
        `
          query ($id: ID!) {
            node(id: $id) {
              ... on ExamQuestion {
                text
                answers {
                  correct
                }
              }
            }
          }
        `,
        { id: q.id },
        who.headers,
      );
      expect(JSON.stringify(node.body)).not.toContain('Secret');
      expect(JSON.stringify(node.body)).not.toContain('correct":');
      const fields = await graphql(
        h,
        `
          query ($id: ID!) {
            node(id: $id) {
              ... on Course {
                examPassThreshold
              }
            }
          }
        `,
        { id: courseGid },
        who.headers,
      );
      expect(errorCode(fields.body)).toBe('FORBIDDEN');
      for (const [query, input] of [
        [CREATE, { courseId: courseGid, text: 'x', answers: answers() }],
        [UPDATE, { id: q.id, text: 'x', answers: answers() }],
        [SETTINGS, { courseId: courseGid, examQuestionCount: 1, examPassThreshold: 1, examMaxTries: 1 }],
      ] as const) {
        expect(errorCode((await graphql(h, query, { input }, who.headers)).body)).toBe('FORBIDDEN');
      }
      expect(errorCode((await graphql(h, DELETE, { id: q.id }, who.headers)).body)).toBe('FORBIDDEN');
    }
    expect(errorCode((await graphql(h, LIST, { courseId: courseGid })).body)).toBe('UNAUTHENTICATED');
    const node = await gqlOk(
      h,
      `query ($id: ID!) { node(id: $id) { ... on ExamQuestion { text } } }`,
      { id: q.id },
      admin,
    );
    expect(node.node.text).toBe('Secret');
    expect(await h.db.prisma.examQuestion.count({ where: { courseId } })).toBe(1);
  });

  it('counts bank sizes of a page of courses', async () => {
    const [a, b] = [await newCourse(), await newCourse()];
    for (const id of [a, a, b]) {
      await gqlOk(h, CREATE, { input: { courseId: gid('Course', id), text: 'Q', answers: answers() } }, admin);
    }
    const data = await gqlOk(
      h,
      `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Course { examQuestionBankSize examMaxTries } } }`,
      { ids: [gid('Course', a), gid('Course', b)] },
      admin,
    );
    expect(data.nodes).toEqual([
      { examQuestionBankSize: 2, examMaxTries: 3 },
      { examQuestionBankSize: 1, examMaxTries: 3 },
    ]);
  });
});

describe('REST exam bank', () => {
  it('lists, adds, edits (answerId kept), deletes, and sets the settings', async () => {
    const courseId = await newCourse();
    const base = `admin/courses/${courseId}/exam/questions`;
    expect((await rest(h, 'GET', base, admin)).json()).toEqual([]);
    const first = await rest(h, 'POST', base, admin, { text: 'Q1', answers: answers(2, 1) });
    expect(first.statusCode).toBe(201);
    const q1 = first.json();
    expect(q1).toMatchObject({
      text: 'Q1',
      position: 1,
      answers: [
        { text: 'Answer 1', correct: false, position: 1 },
        { text: 'Answer 2', correct: true, position: 2 },
      ],
    });
    const q2 = (await rest(h, 'POST', base, admin, { text: 'Q2', answers: answers() })).json();
    expect(q2.position).toBe(2);

    const edited = await rest(h, 'PUT', `${base}/${q1.questionId}`, admin, {
      text: 'Q1b',
      answers: [
        { answerId: q1.answers[1].answerId, text: 'Still right', correct: true },
        { text: 'Fresh', correct: false },
      ],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().answers[0]).toEqual({
      answerId: q1.answers[1].answerId,
      text: 'Still right',
      correct: true,
      position: 1,
    });

    expect((await rest(h, 'DELETE', `${base}/${q1.questionId}`, admin)).statusCode).toBe(204);
    expect(
      (await rest(h, 'GET', base, admin)).json().map((q: { text: string; position: number }) => [q.text, q.position]),
    ).toEqual([['Q2', 1]]);

    const settings = await rest(h, 'PUT', `admin/courses/${courseId}/exam/settings`, admin, {
      examQuestionCount: 10,
      examPassThreshold: 60,
      examMaxTries: 2,
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({
      courseId,
      examQuestionCount: 10,
      examPassThreshold: 60,
      examMaxTries: 2,
      examQuestionBankSize: 1,
    });
  });

  it('answers the contract statuses and codes', async () => {
    const courseId = await newCourse();
    const other = await newCourse();
    const base = `admin/courses/${courseId}/exam/questions`;
    const q = (await rest(h, 'POST', base, admin, { text: 'Q', answers: answers() })).json();
    const foreign = (
      await rest(h, 'POST', `admin/courses/${other}/exam/questions`, admin, { text: 'F', answers: answers() })
    ).json();

    let r = await rest(h, 'POST', base, admin, { text: 'Q', answers: answers(2, -1) });
    expect([r.statusCode, r.json().code]).toEqual([422, 'MISSING_CORRECT_ANSWER']);
    r = await rest(h, 'POST', base, admin, { text: '', answers: answers() });
    expect([r.statusCode, r.json().details]).toEqual([400, [{ field: 'text', code: 'required' }]]);
    r = await rest(h, 'POST', base, admin, { text: 'Q', answers: 'nope' });
    expect([r.statusCode, r.json().details]).toEqual([400, [{ field: 'answers', code: 'invalid_value' }]]);
    r = await rest(h, 'POST', base, admin, ['nonsense']);
    expect(r.statusCode).toBe(400);
    r = await rest(h, 'POST', `admin/courses/${NIL}/exam/questions`, admin, { text: 'Q', answers: answers() });
    expect(r.statusCode).toBe(404);
    r = await rest(h, 'POST', `admin/courses/not-a-uuid/exam/questions`, admin, { text: 'Q', answers: answers() });
    expect(r.statusCode).toBe(404);

    // A question of another course is not found under this one.
    r = await rest(h, 'PUT', `${base}/${foreign.questionId}`, admin, { text: 'x', answers: answers() });
    expect(r.statusCode).toBe(404);
    r = await rest(h, 'DELETE', `${base}/${foreign.questionId}`, admin);
    expect(r.statusCode).toBe(404);
    r = await rest(h, 'PUT', `${base}/${q.questionId}`, admin, {
      text: 'x',
      answers: [
        { answerId: foreign.answers[0].answerId, text: 'a', correct: true },
        { text: 'b', correct: false },
      ],
    });
    expect([r.statusCode, r.json().details]).toEqual([400, [{ field: 'answers.0.answerId', code: 'invalid_value' }]]);
    r = await rest(h, 'PUT', `${base}/${q.questionId}`, admin, { text: 'x', answers: answers(2, -1) });
    expect([r.statusCode, r.json().code]).toEqual([422, 'MISSING_CORRECT_ANSWER']);

    const settings = `admin/courses/${courseId}/exam/settings`;
    r = await rest(h, 'PUT', settings, admin, { examQuestionCount: 0, examPassThreshold: 50, examMaxTries: 3 });
    expect([r.statusCode, r.json().code]).toEqual([422, 'EXAM_WITHOUT_QUESTIONS']);
    r = await rest(h, 'PUT', settings, admin, { examQuestionCount: 5, examPassThreshold: 101, examMaxTries: 'x' });
    expect([r.statusCode, r.json().details]).toEqual([
      400,
      [
        { field: 'examPassThreshold', code: 'invalid_number' },
        { field: 'examMaxTries', code: 'invalid_number' },
      ],
    ]);
    r = await rest(h, 'PUT', `admin/courses/${NIL}/exam/settings`, admin, {
      examQuestionCount: 5,
      examPassThreshold: 50,
      examMaxTries: 3,
    });
    expect(r.statusCode).toBe(404);

    for (const [who, status] of [
      [null, 401],
      [student, 403],
      [instructor, 403],
    ] as const) {
      expect((await rest(h, 'GET', base, who)).statusCode).toBe(status);
      expect((await rest(h, 'POST', base, who, { text: 'Q', answers: answers() })).statusCode).toBe(status);
      expect((await rest(h, 'PUT', `${base}/${q.questionId}`, who, { text: 'Q', answers: answers() })).statusCode).toBe(
        status,
      );
      expect((await rest(h, 'DELETE', `${base}/${q.questionId}`, who)).statusCode).toBe(status);
      expect(
        (await rest(h, 'PUT', settings, who, { examQuestionCount: 5, examPassThreshold: 50, examMaxTries: 3 }))
          .statusCode,
      ).toBe(status);
    }
    expect(await h.db.prisma.examQuestion.count({ where: { courseId } })).toBe(1);
  });
});

describe('copyExamQuestions', () => {
  it('copies questions with answers, flags and positions under new ids', async () => {
    const from = await newCourse();
    const to = await newCourse();
    for (const text of ['A', 'B']) {
      await rest(h, 'POST', `admin/courses/${from}/exam/questions`, admin, { text, answers: answers(3, 2) });
    }
    await h.db.prisma.$transaction((tx) => copyExamQuestions(tx, from, to));
    const read = (courseId: string) =>
      h.db.prisma.examQuestion.findMany({
        where: { courseId },
        orderBy: { position: 'asc' },
        include: { answers: { orderBy: { position: 'asc' } } },
      });
    const [source, copy] = [await read(from), await read(to)];
    const shape = (qs: typeof source) =>
      qs.map((q) => [q.text, q.position, q.answers.map((a) => [a.text, a.correct, a.position])]);
    expect(shape(copy)).toEqual(shape(source));
    expect(copy.map((q) => q.id)).not.toContain(source[0]!.id);
    // An empty bank copies nothing.
    const empty = await newCourse();
    await h.db.prisma.$transaction((tx) => copyExamQuestions(tx, empty, to));
    expect(await h.db.prisma.examQuestion.count({ where: { courseId: to } })).toBe(2);
  });
});
