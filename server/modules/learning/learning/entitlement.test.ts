import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gid, graphql, rest, signIn, startHarness, type Harness, type SignedIn } from '../../../test/harness.ts';
import {
  answersFor,
  ANSWER_TEXT,
  createLearningCourse,
  giveCourse,
  LESSON_TEXT,
  type LearningCourse,
} from '../../../test/fixtures.ts';

/**
 * Who sees course content (issue 9 quality bar): without the course, with expired access, as
 * another user or signed out, no lesson text, no media byte and no quiz leave the server, through
 * GraphQL, REST and the media URL alike; and correct answers never reach a learner at all.
 */

let h: Harness;
let course: LearningCourse;
let owner: SignedIn;
let admin: SignedIn;
const MEDIA = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(4000, 0x42)]);
const MEDIA_MARK = 'BBBBBBBBBBBBBBBB';

type Viewer = { name: string; who: () => SignedIn | null; status: number; code: string };
const strangers: Viewer[] = [];

beforeAll(async () => {
  h = await startHarness();
  course = await createLearningCourse(h.db.prisma, h.storage, {
    subjects: [
      [
        {
          questions: [{}, { multi: true }],
          media: { segmentType: 'AUDIO', bytes: MEDIA, mimeType: 'audio/mpeg', name: 'a.mp3' },
        },
      ],
    ],
  });
  const other = await createLearningCourse(h.db.prisma, h.storage, { subjects: [[{}]] });
  [owner, admin] = await Promise.all([signIn(h, 'USER'), signIn(h, 'ADMIN')]);
  await giveCourse(h.db.prisma, owner.userId, course);
  const [expired, another, company, instructor, seller] = await Promise.all([
    signIn(h, 'USER'),
    signIn(h, 'USER'),
    signIn(h, 'B2B'),
    signIn(h, 'INSTRUCTOR'),
    signIn(h, 'SELLER'),
  ]);
  await giveCourse(h.db.prisma, expired.userId, course, { expired: true });
  await giveCourse(h.db.prisma, another.userId, other); // has a course, just not this one
  strangers.push(
    { name: 'signed out', who: () => null, status: 401, code: 'UNAUTHENTICATED' },
    { name: 'another learner', who: () => another, status: 403, code: 'FORBIDDEN' },
    { name: 'expired access', who: () => expired, status: 403, code: 'ACCESS_EXPIRED' },
    { name: 'company (B2B)', who: () => company, status: 403, code: 'FORBIDDEN' },
    { name: 'instructor', who: () => instructor, status: 403, code: 'FORBIDDEN' },
    { name: 'seller', who: () => seller, status: 403, code: 'FORBIDDEN' },
  );
});
afterAll(() => h.close());

const lesson = () => course.subjects[0]!.lessons[0]!;
const subjectId = () => course.subjects[0]!.id;

/** Nothing of the content in a response body. */
function expectNoContent(text: string, what: string) {
  expect(text, what).not.toContain(LESSON_TEXT);
  expect(text, what).not.toContain(ANSWER_TEXT);
  expect(text, what).not.toContain('Question 1?');
  expect(text, what).not.toContain(MEDIA_MARK);
}

const GRAPHQL_READS: [string, string, () => Record<string, unknown>][] = [
  [
    'course.subjects…segments',
    `query($id: ID!) { course(id: $id) { subjects { id title lessons { id title segments { content media { url } } quiz { questions { content answers { content } } } } } } }`,
    () => ({ id: gid('Course', course.courseId) }),
  ],
  [
    'node(Lesson)',
    `query($id: ID!) { node(id: $id) { ... on Lesson { title segments { content } quiz { questions { content answers { id content } } } quizResult { passed } } } }`,
    () => ({ id: gid('Lesson', lesson().id) }),
  ],
  [
    'node(LessonSegment)',
    `query($id: ID!) { node(id: $id) { ... on LessonSegment { content } } }`,
    () => ({ id: gid('LessonSegment', lesson().textSegmentId) }),
  ],
  [
    'node(Subject)',
    `query($id: ID!) { node(id: $id) { ... on Subject { title lessons { segments { content } } } } }`,
    () => ({ id: gid('Subject', subjectId()) }),
  ],
  [
    'node(LessonQuestion)',
    `query($id: ID!) { node(id: $id) { ... on LessonQuestion { content } } }`,
    () => ({ id: gid('LessonQuestion', lesson().questions[0]!.id) }),
  ],
  [
    'myCourse',
    `query($id: ID!) { myCourse(courseId: $id) { expired course { subjects { lessons { segments { content } quiz { questionCount } } } } } }`,
    () => ({ id: gid('Course', course.courseId) }),
  ],
];

const restReads = () => [
  `courses/${course.courseId}/subjects`,
  `courses/${course.courseId}/subjects/${subjectId()}/lessons`,
  `courses/${course.courseId}/subjects/${subjectId()}/lessons/${lesson().id}/quiz`,
];

describe('without access: no text, no media byte, no quiz', () => {
  it('GraphQL reads refuse or come back empty', async () => {
    for (const viewer of strangers) {
      for (const [name, query, variables] of GRAPHQL_READS) {
        const { body } = await graphql(h, query, variables(), viewer.who()?.headers ?? {});
        expectNoContent(JSON.stringify(body), `${viewer.name}: ${name}`);
      }
    }
  });

  it('REST reads answer 401/403 with a stable code (ACCESS_EXPIRED when access ended)', async () => {
    for (const viewer of strangers) {
      for (const url of restReads()) {
        const response = await rest(h, 'GET', url, viewer.who());
        expect(response.statusCode, `${viewer.name} ${url}`).toBe(viewer.status);
        expect(response.json().code, `${viewer.name} ${url}`).toBe(viewer.code);
        expectNoContent(response.body, `${viewer.name} ${url}`);
      }
    }
  });

  it('the media URL answers 401/403 and sends no byte, Range or not', async () => {
    for (const viewer of strangers) {
      for (const range of [undefined, 'bytes=0-99']) {
        const response = await h.app.inject({
          method: 'GET',
          url: `/api/v1/lesson-media/${lesson().mediaSegmentId}`,
          headers: { ...(viewer.who()?.headers ?? {}), ...(range ? { range } : {}) },
        });
        expect(response.statusCode, viewer.name).toBe(viewer.status);
        expect(response.json().code, viewer.name).toBe(viewer.code);
        expect(response.headers['content-range']).toBeUndefined();
        expectNoContent(response.body, viewer.name);
      }
    }
  });

  it('quiz submissions and progress are refused and change nothing', async () => {
    const answers = answersFor(lesson().questions);
    for (const viewer of strangers) {
      const post = await rest(
        h,
        'POST',
        `courses/${course.courseId}/subjects/${subjectId()}/lessons/${lesson().id}/quiz`,
        viewer.who(),
        { answers },
      );
      expect(post.statusCode, viewer.name).toBe(viewer.status);
      const progress = await rest(h, 'PUT', `courses/${course.courseId}/progress`, viewer.who(), { subjectNumber: 1 });
      expect(progress.statusCode, viewer.name).toBe(viewer.status);
      const { body } = await graphql(
        h,
        `
          mutation ($input: SubmitQuizInput!) {
            submitQuiz(input: $input) {
              result {
                passed
              }
            }
          }
        `,
        {
          input: {
            lessonId: gid('Lesson', lesson().id),
            answers: answers.map((a) => ({
              questionId: gid('QuizQuestion', a.questionId),
              answerIds: a.answerIds.map((id) => gid('QuizAnswer', id)),
            })),
          },
        },
        viewer.who()?.headers ?? {},
      );
      expect(body.errors?.[0]?.extensions?.code, viewer.name).toBe(
        viewer.code === 'ACCESS_EXPIRED' || viewer.code === 'UNAUTHENTICATED' ? viewer.code : 'FORBIDDEN',
      );
      const done = await graphql(
        h,
        `
          mutation ($input: CompleteSubjectInput!) {
            completeSubject(input: $input) {
              id
            }
          }
        `,
        { input: { courseId: gid('Course', course.courseId), subjectNumber: 1 } },
        viewer.who()?.headers ?? {},
      );
      expect(done.body.errors?.[0]?.extensions?.code, viewer.name).toBeDefined();
    }
    expect(await h.db.prisma.quizResult.count()).toBe(0);
    expect(await h.db.prisma.userCourse.count({ where: { completedSubjects: { gt: 0 } } })).toBe(0);
  });

  it('the expired learner still sees their user course, marked expired (the web offers to buy again)', async () => {
    const expired = strangers.find((s) => s.code === 'ACCESS_EXPIRED')!.who()!;
    const { body } = await graphql(
      h,
      `
        query ($id: ID!) {
          myCourse(courseId: $id) {
            expired
            course {
              id
              title
            }
          }
        }
      `,
      { id: gid('Course', course.courseId) },
      expired.headers,
    );
    expect(body.data.myCourse).toMatchObject({ expired: true, course: { id: gid('Course', course.courseId) } });
  });
});

describe('with access', () => {
  it('the owner and an admin read the content, media bytes included', async () => {
    for (const viewer of [owner, admin]) {
      const { body } = await graphql(h, GRAPHQL_READS[0]![1], GRAPHQL_READS[0]![2](), viewer.headers);
      expect(body.errors).toBeUndefined();
      expect(JSON.stringify(body)).toContain(LESSON_TEXT);
      for (const url of restReads()) expect((await rest(h, 'GET', url, viewer)).statusCode, url).toBe(200);
      const media = await h.app.inject({
        method: 'GET',
        url: `/api/v1/lesson-media/${lesson().mediaSegmentId}`,
        headers: viewer.headers,
      });
      expect(media.rawPayload.equals(MEDIA)).toBe(true);
    }
  });

  it('correct answers never reach the learner: not in GraphQL, not in REST', async () => {
    const all = `query($id: ID!) { course(id: $id) { subjects { lessons { quiz { questions { id content multipleAnswers answers { id content } } } } } } }`;
    const { body } = await graphql(h, all, { id: gid('Course', course.courseId) }, owner.headers);
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body)).toContain(ANSWER_TEXT);
    expect(JSON.stringify(body)).not.toMatch(/"correct"/);
    // The admin-only fields refuse a learner.
    const admins = await graphql(
      h,
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Lesson {
              questions {
                answers {
                  content
                  correct
                }
              }
            }
          }
        }
      `,
      { id: gid('Lesson', lesson().id) },
      owner.headers,
    );
    expect(admins.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(admins.body)).not.toMatch(/"correct"/);
    for (const url of restReads()) {
      const response = await rest(h, 'GET', url, owner);
      expect(response.body, url).not.toMatch(/"correct"/);
    }
    const submitted = await rest(
      h,
      'POST',
      `courses/${course.courseId}/subjects/${subjectId()}/lessons/${lesson().id}/quiz`,
      owner,
      { answers: answersFor(lesson().questions, 1) },
    );
    expect(submitted.statusCode).toBe(200);
    expect(Object.keys(submitted.json()).sort()).toEqual(
      [
        'answeredAt',
        'attempts',
        'bestScorePercent',
        'correctCount',
        'countsAsPassed',
        'passed',
        'passedAt',
        'questionCount',
        'scorePercent',
      ].sort(),
    );
  });
});
