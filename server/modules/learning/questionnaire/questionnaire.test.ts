import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseCategory, Language, Visibility } from '../../../generated/prisma/enums.ts';
import {
  errorCode,
  errorDetails,
  gid,
  gqlOk,
  graphql,
  localOf,
  rest,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';

let h: Harness;
let admin: SignedIn;
let student: SignedIn;
let instructor: SignedIn;

/** Courses made here: an older and a newer PUBLIC OPEN course per language, and others. */
const C: Record<string, string> = {};

async function course(
  key: string,
  category: CourseCategory,
  language: Language,
  visibility: Visibility,
  hoursAgo: number,
  price = 49_000,
) {
  const row = await h.db.prisma.course.create({
    data: {
      title: `${key} title`,
      courseType: 'THEORETICAL',
      category,
      language,
      visibility,
      createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
      variants: { create: [{ variant: 'THEORETICAL_ONLINE', priceGross: price }] },
    },
  });
  C[key] = row.id;
  return row.id;
}

beforeAll(async () => {
  ({ h, admin, student, instructor } = await startWith({ admin: 'ADMIN', student: 'USER', instructor: 'INSTRUCTOR' }));
  await course('openOldPL', 'OPEN', 'PL', 'PUBLIC', 10);
  await course('openNewPL', 'OPEN', 'PL', 'PUBLIC', 5, 59_000);
  await course('openSoonPL', 'OPEN', 'PL', 'SOON', 1); // newest, but never proposed
  await course('openEN', 'OPEN', 'EN', 'PUBLIC', 5);
  await course('particularPL', 'PARTICULAR', 'PL', 'PUBLIC', 8);
  await course('particularEN', 'PARTICULAR', 'EN', 'PUBLIC', 8);
  await course('technicalPL', 'TECHNICAL', 'PL', 'PUBLIC', 7);
  await course('privatePL', 'CERTIFIED', 'PL', 'PRIVATE', 7);
  await course('a2PL', 'OPEN', 'PL', 'PUBLIC', 20);
  await course('a2EN', 'OPEN', 'EN', 'PUBLIC', 20);
  // Twins: a2PL ↔ a2EN.
  await h.db.prisma.course.update({ where: { id: C.a2PL! }, data: { twinId: C.a2EN! } });
  await h.db.prisma.course.update({ where: { id: C.a2EN! }, data: { twinId: C.a2PL! } });
});
afterAll(() => h.close());

const SAVE = `mutation ($language: Language!, $title: String!, $intro: String, $published: Boolean!, $questions: [QuestionnaireQuestionInput!]!) {
  saveQuestionnaire(language: $language, title: $title, intro: $intro, published: $published, questions: $questions) {
    id title intro published language
    questions { id text position answers { id text position scores { courseCategory course { id title } points } } }
  }
}`;
const PUBLIC = `query ($language: Language) { questionnaire(language: $language) { id title intro questions { id text answers { id text } } } }`;
const EVALUATE = `mutation ($language: Language, $answerIds: [ID!]!) {
  evaluateQuestionnaire(language: $language, answerIds: $answerIds) { score maxScore courseCategory course { id title language lowestPriceGross } }
}`;
const ADMIN_READ = `query ($language: Language!) { adminQuestionnaire(language: $language) { id published questions { answers { text scores { courseCategory points course { id } } } } } }`;

type Score = { courseCategory?: CourseCategory; courseId?: string; points: number };
const cat = (courseCategory: CourseCategory, points: number): Score => ({ courseCategory, points });
const crs = (key: string, points: number): Score => ({ courseId: gid('Course', C[key]!), points });

/**
 * Q1: weight — light (OPEN 3), heavy (PARTICULAR 3, TECHNICAL 1)
 * Q2: where — away (OPEN 2), near people (a2 course 3, OPEN 1), industrial (TECHNICAL 3)
 * Q3: purpose — hobby (OPEN 1), work (PARTICULAR 2, TECHNICAL 2)
 */
const questions = (a2: string = 'a2PL') => [
  {
    text: 'What will you fly?',
    answers: [
      { text: 'Light', scores: [cat('OPEN', 3)] },
      { text: 'Heavy', scores: [cat('PARTICULAR', 3), cat('TECHNICAL', 1)] },
    ],
  },
  {
    text: 'Where?',
    answers: [
      { text: 'Away from people', scores: [cat('OPEN', 2)] },
      { text: 'Near people', scores: [crs(a2, 3), cat('OPEN', 1)] },
      { text: 'Industrial sites', scores: [cat('TECHNICAL', 3)] },
    ],
  },
  {
    text: 'Why?',
    answers: [
      { text: 'Hobby', scores: [cat('OPEN', 1)] },
      { text: 'Work', scores: [cat('PARTICULAR', 2), cat('TECHNICAL', 2)] },
    ],
  },
];

async function save(language: Language, qs = questions(), published = true) {
  const data = await gqlOk(
    h,
    SAVE,
    { language, title: `Quiz ${language}`, intro: 'Find your course', published, questions: qs },
    admin,
  );
  return data.saveQuestionnaire as {
    id: string;
    questions: { id: string; answers: { id: string; text: string }[] }[];
  };
}

/** Answer ids by their texts, one per question. */
const pick = (q: Awaited<ReturnType<typeof save>>, ...texts: string[]) =>
  q.questions.map((question, i) => question.answers.find((a) => a.text === texts[i])!.id);

describe('questionnaire (GraphQL)', () => {
  it('shows visitors the published questionnaire in order, never the points', async () => {
    const saved = await save('PL');
    const data = await gqlOk(h, PUBLIC, { language: 'PL' }, null);
    expect(data.questionnaire.title).toBe('Quiz PL');
    expect(data.questionnaire.intro).toBe('Find your course');
    expect(data.questionnaire.questions.map((q: { text: string }) => q.text)).toEqual([
      'What will you fly?',
      'Where?',
      'Why?',
    ]);
    expect(data.questionnaire.questions[1].answers.map((a: { text: string }) => a.text)).toEqual([
      'Away from people',
      'Near people',
      'Industrial sites',
    ]);
    // Asking for the points is refused for visitors and students, whatever the path.
    const scores = `query { questionnaire(language: PL) { questions { answers { scores { points } } } } }`;
    expect(errorCode((await graphql(h, scores)).body)).toBe('UNAUTHENTICATED');
    expect(errorCode((await graphql(h, scores, {}, student.headers)).body)).toBe('FORBIDDEN');
    const byNode = `query ($id: ID!) { node(id: $id) { ... on QuestionnaireAnswer { text scores { points } } } }`;
    const answerId = saved.questions[0]!.answers[0]!.id;
    expect(errorCode((await graphql(h, byNode, { id: answerId })).body)).toBe('UNAUTHENTICATED');
    // REST never carries them either.
    const response = await rest(h, 'GET', 'questionnaires?languageCd=pl');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('points');
    expect(response.body).not.toContain('OPEN');
    expect(response.json().questions[0].answers[0]).toEqual({ answerId: localOf(answerId), text: 'Light' });
  });

  it('matches the best target: a category becomes its newest PUBLIC course in the language', async () => {
    const q = await save('PL');
    // Light + away + hobby: OPEN 6 of 6 → the newest PUBLIC OPEN course (not the newer SOON one).
    const light = (
      await gqlOk(h, EVALUATE, { language: 'PL', answerIds: pick(q, 'Light', 'Away from people', 'Hobby') }, null)
    ).evaluateQuestionnaire;
    expect(light).toEqual({
      score: 6,
      maxScore: 6,
      courseCategory: 'OPEN',
      course: { id: gid('Course', C.openNewPL!), title: 'openNewPL title', language: 'PL', lowestPriceGross: 59_000 },
    });
    // Heavy + industrial + work: TECHNICAL 1+3+2 = 6 beats PARTICULAR 3+0+2 = 5; TECHNICAL could reach 6.
    const tech = (await gqlOk(h, EVALUATE, { answerIds: pick(q, 'Heavy', 'Industrial sites', 'Work') }, null))
      .evaluateQuestionnaire;
    expect(tech).toMatchObject({
      score: 6,
      maxScore: 6,
      courseCategory: 'TECHNICAL',
      course: { id: gid('Course', C.technicalPL!) },
    });
    // Heavy + away + work: PARTICULAR 5 of 5, OPEN 2.
    const specific = (await gqlOk(h, EVALUATE, { answerIds: pick(q, 'Heavy', 'Away from people', 'Work') }, null))
      .evaluateQuestionnaire;
    expect(specific).toMatchObject({
      score: 5,
      maxScore: 5,
      courseCategory: 'PARTICULAR',
      course: { id: gid('Course', C.particularPL!) },
    });
  });

  it('breaks ties: a course before a category; then the target that appears first', async () => {
    const q = await save('PL');
    // Light + near people + work: OPEN 3+1 = 4, the A2 course 3, PARTICULAR 2, TECHNICAL 2 → OPEN.
    const open = (await gqlOk(h, EVALUATE, { answerIds: pick(q, 'Light', 'Near people', 'Work') }, null))
      .evaluateQuestionnaire;
    expect(open).toMatchObject({ score: 4, courseCategory: 'OPEN' });
    // Heavy + near people + hobby: PARTICULAR 3, a2 course 3, OPEN 2, TECHNICAL 1 → the course wins the tie.
    const a2 = (await gqlOk(h, EVALUATE, { answerIds: pick(q, 'Heavy', 'Near people', 'Hobby') }, null))
      .evaluateQuestionnaire;
    expect(a2).toMatchObject({ score: 3, maxScore: 3, courseCategory: 'OPEN', course: { id: gid('Course', C.a2PL!) } });
    // Two categories tied: the first to appear wins.
    const tie = await save('PL', [
      {
        text: 'One',
        answers: [
          { text: 'A', scores: [cat('TECHNICAL', 2), cat('PARTICULAR', 2)] },
          { text: 'B', scores: [cat('OPEN', 1)] },
        ],
      },
    ]);
    // Score rows read categories in enum order: PARTICULAR appears before TECHNICAL.
    const tied = (await gqlOk(h, EVALUATE, { answerIds: [tie.questions[0]!.answers[0]!.id] }, null))
      .evaluateQuestionnaire;
    expect(tied).toMatchObject({ score: 2, maxScore: 2, courseCategory: 'PARTICULAR' });
  });

  it('resolves by language: the EN questionnaire proposes EN courses, a course target becomes its twin', async () => {
    // The EN questionnaire names the Polish A2 course: the English reader gets its English twin.
    const q = await save('EN', questions('a2PL'));
    const a2 = (await gqlOk(h, EVALUATE, { language: 'EN', answerIds: pick(q, 'Heavy', 'Near people', 'Hobby') }, null))
      .evaluateQuestionnaire;
    expect(a2.course).toMatchObject({ id: gid('Course', C.a2EN!), language: 'EN' });
    const open = (
      await gqlOk(h, EVALUATE, { language: 'EN', answerIds: pick(q, 'Light', 'Away from people', 'Hobby') }, null)
    ).evaluateQuestionnaire;
    expect(open.course).toMatchObject({ id: gid('Course', C.openEN!), language: 'EN' });
    // No TECHNICAL course in English: the next target that has one wins (PARTICULAR 5 after TECHNICAL 6).
    const next = (
      await gqlOk(h, EVALUATE, { language: 'EN', answerIds: pick(q, 'Heavy', 'Industrial sites', 'Work') }, null)
    ).evaluateQuestionnaire;
    expect(next).toMatchObject({
      score: 5,
      maxScore: 5,
      courseCategory: 'PARTICULAR',
      course: { id: gid('Course', C.particularEN!) },
    });
    // The PL questionnaire's answers are not answers of the EN one.
    const pl = await save('PL');
    const wrong = await graphql(h, EVALUATE, {
      language: 'EN',
      answerIds: pick(pl, 'Light', 'Away from people', 'Hobby'),
    });
    expect(errorCode(wrong.body)).toBe('VALIDATION_FAILED');
  });

  it('never proposes a private course; nothing matched: no course, 0 of 0', async () => {
    const q = await save('PL', [
      {
        text: 'Only',
        answers: [
          { text: 'Certified', scores: [cat('CERTIFIED', 5), crs('privatePL', 9)] },
          { text: 'Nothing', scores: [] },
        ],
      },
    ]);
    const none = (await gqlOk(h, EVALUATE, { answerIds: [q.questions[0]!.answers[0]!.id] }, null))
      .evaluateQuestionnaire;
    expect(none).toEqual({ score: 0, maxScore: 0, courseCategory: null, course: null });
    const zero = (await gqlOk(h, EVALUATE, { answerIds: [q.questions[0]!.answers[1]!.id] }, null))
      .evaluateQuestionnaire;
    expect(zero.course).toBeNull();
  });

  it('requires exactly one known answer per question', async () => {
    const q = await save('PL');
    const [a, b, c] = pick(q, 'Light', 'Away from people', 'Hobby');
    const missing = await graphql(h, EVALUATE, { answerIds: [a, b] });
    expect(errorCode(missing.body)).toBe('VALIDATION_FAILED');
    expect(errorDetails(missing.body)).toEqual([{ field: 'answerIds', code: 'required' }]);
    const twice = await graphql(h, EVALUATE, { answerIds: [a, q.questions[0]!.answers[1]!.id, b, c] });
    expect(errorDetails(twice.body)).toEqual([{ field: 'answerIds.1', code: 'invalid_value' }]);
    const unknown = await graphql(h, EVALUATE, {
      answerIds: [a, b, gid('QuestionnaireAnswer', '00000000-0000-4000-8000-000000000000')],
    });
    expect(errorDetails(unknown.body)).toEqual([{ field: 'answerIds.2', code: 'invalid_value' }]);
    const foreign = await graphql(h, EVALUATE, { answerIds: [a, b, gid('Course', C.openEN!)] });
    expect(errorCode(foreign.body)).toBe('VALIDATION_FAILED');
    expect(errorCode((await graphql(h, EVALUATE, { answerIds: [a, b, 'garbage'] })).body)).toBe('VALIDATION_FAILED');
  });

  it('hides an unpublished questionnaire from visitors; admins still read and edit it', async () => {
    const q = await save('EN', questions(), false);
    expect((await gqlOk(h, PUBLIC, { language: 'EN' }, null)).questionnaire).toBeNull();
    expect((await rest(h, 'GET', 'questionnaires?languageCd=EN')).statusCode).toBe(404);
    const evaluated = await graphql(h, EVALUATE, {
      language: 'EN',
      answerIds: pick(q, 'Light', 'Away from people', 'Hobby'),
    });
    expect(errorCode(evaluated.body)).toBe('NOT_FOUND');
    const node = await graphql(
      h,
      `
        query ($id: ID!) {
          node(id: $id) {
            id
          }
        }
      `,
      { id: q.id },
    );
    expect(node.body.data.node).toBeNull();
    const read = await gqlOk(h, ADMIN_READ, { language: 'EN' }, admin);
    expect(read.adminQuestionnaire).toMatchObject({ id: q.id, published: false });
    await save('EN');
  });

  it('saving replaces the whole tree in one go, with the points admins read back', async () => {
    const first = await save('PL');
    const second = await save('PL', [
      {
        text: 'New question',
        answers: [
          { text: 'Yes', scores: [crs('openOldPL', 100), cat('OPEN', 0)] },
          { text: 'No', scores: [] },
        ],
      },
    ]);
    expect(second.id).toBe(first.id);
    const prisma = h.db.prisma;
    expect(
      await prisma.questionnaireQuestion.count({ where: { id: { in: first.questions.map((q) => localOf(q.id)) } } }),
    ).toBe(0);
    expect(await prisma.questionnaireQuestion.count({ where: { questionnaireId: localOf(first.id) } })).toBe(1);
    const read = await gqlOk(h, ADMIN_READ, { language: 'PL' }, admin);
    expect(read.adminQuestionnaire.questions).toEqual([
      {
        answers: [
          {
            text: 'Yes',
            scores: [
              { courseCategory: 'OPEN', points: 0, course: null },
              { courseCategory: null, points: 100, course: { id: gid('Course', C.openOldPL!) } },
            ],
          },
          { text: 'No', scores: [] },
        ],
      },
    ]);
    // The old answers are gone: a visitor holding them must start again.
    const stale = await graphql(h, EVALUATE, { answerIds: [first.questions[0]!.answers[0]!.id] });
    expect(errorCode(stale.body)).toBe('VALIDATION_FAILED');
  });

  it('validates the tree and changes nothing when it is refused', async () => {
    const before = await save('PL');
    const bad = await graphql(
      h,
      SAVE,
      {
        language: 'PL',
        title: 't'.repeat(256),
        published: true,
        questions: [
          { text: ' ', answers: [{ text: 'Only one' }] },
          {
            text: 'q'.repeat(256),
            answers: [
              { text: 'a'.repeat(256), scores: [{ points: 5 }] },
              { text: 'ok', scores: [{ courseCategory: 'OPEN', courseId: gid('Course', C.openEN!), points: 5 }] },
              { text: 'ok2', scores: [cat('OPEN', 101), cat('TECHNICAL', -1)] },
              { text: 'ok3', scores: [cat('OPEN', 1), cat('OPEN', 2)] },
            ],
          },
        ],
      },
      admin.headers,
    );
    expect(errorCode(bad.body)).toBe('VALIDATION_FAILED');
    expect(errorDetails(bad.body)).toEqual(
      expect.arrayContaining([
        { field: 'title', code: 'max_length', max: 255 },
        { field: 'questions.0.text', code: 'required' },
        { field: 'questions.0.answers', code: 'invalid_value' },
        { field: 'questions.1.text', code: 'max_length', max: 255 },
        { field: 'questions.1.answers.0.text', code: 'max_length', max: 255 },
        { field: 'questions.1.answers.0.scores.0.courseCategory', code: 'invalid_value' },
        { field: 'questions.1.answers.1.scores.0.courseCategory', code: 'invalid_value' },
        { field: 'questions.1.answers.2.scores.0.points', code: 'invalid_number' },
        { field: 'questions.1.answers.2.scores.1.points', code: 'invalid_number' },
        { field: 'questions.1.answers.3.scores.1', code: 'invalid_value' },
      ]),
    );
    const noQuestions = await graphql(
      h,
      SAVE,
      { language: 'PL', title: 'T', published: true, questions: [] },
      admin.headers,
    );
    expect(errorDetails(noQuestions.body)).toEqual([{ field: 'questions', code: 'required' }]);
    const unknownCourse = await graphql(
      h,
      SAVE,
      {
        language: 'PL',
        title: 'T',
        published: true,
        questions: [
          {
            text: 'Q',
            answers: [
              { text: 'A', scores: [{ courseId: gid('Course', '00000000-0000-4000-8000-000000000000'), points: 1 }] },
              { text: 'B' },
            ],
          },
        ],
      },
      admin.headers,
    );
    expect(errorDetails(unknownCourse.body)).toEqual([
      { field: 'questions.0.answers.0.scores.0.courseId', code: 'invalid_value' },
    ]);
    const after = await gqlOk(h, ADMIN_READ, { language: 'PL' }, admin);
    expect(after.adminQuestionnaire.id).toBe(before.id);
    expect(after.adminQuestionnaire.questions).toHaveLength(3);
  });

  it('lets only content admins read the points and save', async () => {
    await save('PL');
    for (const who of [null, student, instructor]) {
      const expected = who ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      expect(errorCode((await graphql(h, ADMIN_READ, { language: 'PL' }, who?.headers)).body)).toBe(expected);
      const saved = await graphql(
        h,
        SAVE,
        { language: 'PL', title: 'X', published: true, questions: questions() },
        who?.headers,
      );
      expect(errorCode(saved.body)).toBe(expected);
    }
    expect((await gqlOk(h, PUBLIC, { language: 'PL' }, null)).questionnaire.title).toBe('Quiz PL');
  });
});

describe('questionnaire (REST)', () => {
  const body = (a2 = 'a2PL') => ({
    title: 'REST quiz',
    intro: 'Intro',
    published: true,
    questions: questions().map((q) => ({
      ...q,
      answers: q.answers.map((a) => ({
        ...a,
        scores: a.scores.map((s) => (s.courseId ? { courseId: C[a2], points: s.points } : s)),
      })),
    })),
  });

  it('saves, reads and scores through /api/v1 with raw ids', async () => {
    const put = await rest(h, 'PUT', 'admin/questionnaires/pl', admin, body());
    expect(put.statusCode).toBe(200);
    const saved = put.json();
    expect(saved).toMatchObject({ languageCd: 'PL', title: 'REST quiz', published: true });
    expect(saved.questions[1].answers[1].scores).toEqual([
      { courseCategory: 'OPEN', courseId: null, points: 1 },
      { courseCategory: null, courseId: C.a2PL, points: 3 },
    ]);
    const admin_ = await rest(h, 'GET', 'admin/questionnaires/PL', admin);
    expect(admin_.json()).toEqual(saved);

    const read = (await rest(h, 'GET', 'questionnaires?languageCd=PL')).json();
    expect(read.title).toBe('REST quiz');
    // Unknown or missing language: Polish.
    expect((await rest(h, 'GET', 'questionnaires?languageCd=de')).json().questionnaireId).toBe(read.questionnaireId);
    expect((await rest(h, 'GET', 'questionnaires')).json().questionnaireId).toBe(read.questionnaireId);

    const ids = [
      read.questions[0].answers[1].answerId,
      read.questions[1].answers[1].answerId,
      read.questions[2].answers[0].answerId,
    ];
    const result = await rest(h, 'POST', 'questionnaires/result', null, { languageCd: 'pl', answerIds: ids });
    expect(result.statusCode).toBe(200);
    expect(result.json()).toEqual({
      score: 3,
      maxScore: 3,
      courseCategory: 'OPEN',
      course: {
        courseId: C.a2PL,
        title: 'a2PL title',
        category: 'OPEN',
        languageCd: 'PL',
        lowestPriceGross: 49_000,
        pictureUrl: null,
      },
    });
    const bad = await rest(h, 'POST', 'questionnaires/result', null, { languageCd: 'PL', answerIds: ids.slice(0, 2) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'answerIds', code: 'required' }],
    });
    const notArray = await rest(h, 'POST', 'questionnaires/result', null, { answerIds: 'x' });
    expect(notArray.statusCode).toBe(400);
  });

  it('guards the admin routes and refuses bad input with field details', async () => {
    expect((await rest(h, 'GET', 'admin/questionnaires/PL')).statusCode).toBe(401);
    expect((await rest(h, 'GET', 'admin/questionnaires/PL', student)).statusCode).toBe(403);
    expect((await rest(h, 'PUT', 'admin/questionnaires/PL', null, body())).statusCode).toBe(401);
    expect((await rest(h, 'PUT', 'admin/questionnaires/PL', student, body())).statusCode).toBe(403);
    expect((await rest(h, 'GET', 'admin/questionnaires/DE', admin)).statusCode).toBe(404);
    expect((await rest(h, 'PUT', 'admin/questionnaires/DE', admin, body())).statusCode).toBe(404);
    const bad = await rest(h, 'PUT', 'admin/questionnaires/EN', admin, { ...body(), questions: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'questions', code: 'required' }]);
    const badPoints = await rest(h, 'PUT', 'admin/questionnaires/EN', admin, {
      ...body(),
      questions: [
        { text: 'Q', answers: [{ text: 'A', scores: [{ courseCategory: 'OPEN', points: 1.5 }] }, { text: 'B' }] },
      ],
    });
    expect(badPoints.json().details).toEqual([
      { field: 'questions.0.answers.0.scores.0.points', code: 'invalid_number' },
    ]);
  });
});
