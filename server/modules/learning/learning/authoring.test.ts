import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_PASS_THRESHOLD_DEFAULT } from '../../../contract/policies.ts';
import {
  errorCode,
  errorDetails,
  gid,
  gqlOk,
  graphql,
  localOf,
  signIn,
  startHarness,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { countQueries } from '../../../test/sql.ts';
import { gqlUpload, MP4, png } from '../../../test/uploads.ts';

// Course content authoring through GraphQL: subjects, lessons, segments (with uploads) and quiz
// questions; numbering 1..n without gaps, swaps, validation codes, files deleted with their
// rows, and who may read what (learners never see `questions` nor `correct`).

let h: Harness;
let admin: SignedIn;
let user: SignedIn;
let learner: SignedIn;
const visitor = null;

beforeAll(async () => {
  h = await startHarness({ UPLOAD_MAX_BYTES: String(256 * 1024) });
  [admin, user, learner] = await Promise.all([signIn(h, 'ADMIN'), signIn(h, 'USER'), signIn(h, 'USER')]);
});
afterAll(() => h.close());

const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64, 1)]);

async function newCourse(title = 'Course') {
  const course = await h.db.prisma.course.create({
    data: { title, courseType: 'THEORETICAL', category: 'OPEN', language: 'PL', visibility: 'PUBLIC' },
  });
  return { id: course.id, gid: gid('Course', course.id) };
}

const gql = async (query: string, variables: Record<string, unknown>, s: SignedIn | null = admin) =>
  (await graphql(h, query, variables, s?.headers ?? {})).body;

const SUBJECTS = `query ($id: ID!) { course(id: $id) { id subjects { id title number lessonCount } } }`;
const CREATE_SUBJECT = `mutation ($input: CreateSubjectInput!) { createSubject(input: $input) { id title number lessonCount course { id } } }`;
const UPDATE_SUBJECT = `mutation ($input: UpdateSubjectInput!) { updateSubject(input: $input) { id title number } }`;
const DELETE_SUBJECT = `mutation ($id: ID!) { deleteSubject(id: $id) { id subjects { id title number } } }`;
const REORDER_SUBJECTS = `mutation ($input: ReorderSubjectsInput!) { reorderSubjects(input: $input) { id subjects { id title number } } }`;

const LESSON_FIELDS = `id title number passThreshold questionCount subject { id }
  segments { id segmentType position content media { originalName mimeType size url } }`;
const CREATE_LESSON = `mutation ($input: CreateLessonInput!) { createLesson(input: $input) { ${LESSON_FIELDS} } }`;
const UPDATE_LESSON = `mutation ($input: UpdateLessonInput!) { updateLesson(input: $input) { ${LESSON_FIELDS} } }`;
const DELETE_LESSON = `mutation ($id: ID!) { deleteLesson(id: $id) { id lessonCount lessons { id title number } } }`;
const REORDER_LESSONS = `mutation ($input: ReorderLessonsInput!) { reorderLessons(input: $input) { id lessons { id title number } } }`;

const CREATE_SEGMENT = `mutation ($input: CreateLessonSegmentInput!) { createLessonSegment(input: $input) { ${LESSON_FIELDS} } }`;
const UPDATE_SEGMENT = `mutation ($input: UpdateLessonSegmentInput!) { updateLessonSegment(input: $input) { id segmentType position content media { originalName mimeType size url } } }`;
const DELETE_SEGMENT = `mutation ($id: ID!) { deleteLessonSegment(id: $id) { ${LESSON_FIELDS} } }`;
const REORDER_SEGMENTS = `mutation ($input: ReorderLessonSegmentsInput!) { reorderLessonSegments(input: $input) { ${LESSON_FIELDS} } }`;

const QUESTIONS = `questionCount questions { id content position answers { id content correct } }`;
const CREATE_QUESTION = `mutation ($input: CreateLessonQuestionInput!) { createLessonQuestion(input: $input) { id ${QUESTIONS} } }`;
const UPDATE_QUESTION = `mutation ($input: UpdateLessonQuestionInput!) { updateLessonQuestion(input: $input) { id content position answers { id content correct } } }`;
const DELETE_QUESTION = `mutation ($id: ID!) { deleteLessonQuestion(id: $id) { id ${QUESTIONS} } }`;
const REORDER_QUESTIONS = `mutation ($input: ReorderLessonQuestionsInput!) { reorderLessonQuestions(input: $input) { id ${QUESTIONS} } }`;

async function subject(courseGid: string, title: string) {
  return (await gqlOk(h, CREATE_SUBJECT, { input: { courseId: courseGid, title } }, admin)).createSubject;
}
async function lesson(subjectGid: string, title: string) {
  return (await gqlOk(h, CREATE_LESSON, { input: { subjectId: subjectGid, title } }, admin)).createLesson;
}
async function textSegment(lessonGid: string, content: string) {
  return (await gqlOk(h, CREATE_SEGMENT, { input: { lessonId: lessonGid, segmentType: 'TEXT', content } }, admin))
    .createLessonSegment;
}
const answers = (n: number, correct = [0]) =>
  Array.from({ length: n }, (_, i) => ({ content: `Answer ${i + 1}`, correct: correct.includes(i) }));
async function question(lessonGid: string, content: string, list = answers(3)) {
  return (await gqlOk(h, CREATE_QUESTION, { input: { lessonId: lessonGid, content, answers: list } }, admin))
    .createLessonQuestion;
}

const mediaSegment = (lessonGid: string, segmentType: string, filename: string, content: Buffer, caption?: string) =>
  gqlUpload(
    h,
    admin,
    CREATE_SEGMENT,
    { input: { lessonId: lessonGid, segmentType, content: caption ?? null, file: null } },
    [{ path: 'variables.input.file', filename, content }],
  );

const stored = (key: string) =>
  h.storage.get(key).then(
    (s) => (s.destroy(), true),
    () => false,
  );
const fileOf = async (segmentGid: string) =>
  (await h.db.prisma.lessonSegment.findUniqueOrThrow({ where: { id: localOf(segmentGid) }, include: { file: true } }))
    .file;

describe('subjects', () => {
  it('are numbered 1..n in creation order, renamed, swapped and renumbered on delete', async () => {
    const course = await newCourse();
    const created = [];
    for (const title of ['A', 'B', 'C', 'D']) created.push(await subject(course.gid, title));
    expect(created.map((s) => [s.title, s.number, s.lessonCount, s.course.id])).toEqual([
      ['A', 1, 0, course.gid],
      ['B', 2, 0, course.gid],
      ['C', 3, 0, course.gid],
      ['D', 4, 0, course.gid],
    ]);
    const [a, b, c, d] = created;

    const renamed = (await gqlOk(h, UPDATE_SUBJECT, { input: { id: b.id, title: '  B2 ' } }, admin)).updateSubject;
    expect(renamed).toEqual({ id: b.id, title: 'B2', number: 2 });

    const swapped = (await gqlOk(h, REORDER_SUBJECTS, { input: { subjectIdUp: c.id, subjectIdDown: b.id } }, admin))
      .reorderSubjects;
    expect(swapped.subjects.map((s: { title: string; number: number }) => `${s.number}${s.title}`)).toEqual([
      '1A',
      '2C',
      '3B2',
      '4D',
    ]);

    const afterDelete = (await gqlOk(h, DELETE_SUBJECT, { id: c.id }, admin)).deleteSubject;
    expect(afterDelete.id).toBe(course.gid);
    expect(afterDelete.subjects.map((s: { title: string; number: number }) => `${s.number}${s.title}`)).toEqual([
      '1A',
      '2B2',
      '3D',
    ]);
    const read = (await gqlOk(h, SUBJECTS, { id: course.gid }, admin)).course.subjects;
    expect(read.map((s: { id: string }) => s.id)).toEqual([a.id, b.id, d.id]);
  });

  it('refuses a missing or too long title with stable codes, changing nothing', async () => {
    const course = await newCourse();
    const s = await subject(course.gid, 'Kept');
    for (const [title, issue] of [
      ['', { field: 'title', code: 'required' }],
      ['   ', { field: 'title', code: 'required' }],
      ['x'.repeat(256), { field: 'title', code: 'max_length', max: 255 }],
    ] as const) {
      const created = await gql(CREATE_SUBJECT, { input: { courseId: course.gid, title } });
      expect(errorCode(created)).toBe('VALIDATION_FAILED');
      expect(errorDetails(created)).toEqual([issue]);
      const updated = await gql(UPDATE_SUBJECT, { input: { id: s.id, title } });
      expect(errorDetails(updated)).toEqual([issue]);
    }
    expect(await h.db.prisma.subject.findMany({ where: { courseId: course.id }, select: { title: true } })).toEqual([
      { title: 'Kept' },
    ]);
    expect((await subject(course.gid, 'x'.repeat(255))).number).toBe(2);
  });

  it('answers NOT_FOUND for ids of no row or of another type', async () => {
    const course = await newCourse();
    const s = await subject(course.gid, 'S');
    expect(errorCode(await gql(CREATE_SUBJECT, { input: { courseId: s.id, title: 'x' } }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(CREATE_SUBJECT, { input: { courseId: 'nope', title: 'x' } }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(UPDATE_SUBJECT, { input: { id: course.gid, title: 'x' } }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(DELETE_SUBJECT, { id: gid('Subject', course.id) }))).toBe('NOT_FOUND');
  });

  it('swaps only two different subjects of one course', async () => {
    const [one, two] = [await newCourse(), await newCourse()];
    const a = await subject(one.gid, 'A');
    const b = await subject(two.gid, 'B');
    const across = await gql(REORDER_SUBJECTS, { input: { subjectIdUp: a.id, subjectIdDown: b.id } });
    expect(errorCode(across)).toBe('VALIDATION_FAILED');
    expect(errorDetails(across)).toEqual([{ field: 'subjectIdDown', code: 'invalid_value' }]);
    const same = await gql(REORDER_SUBJECTS, { input: { subjectIdUp: a.id, subjectIdDown: a.id } });
    expect(errorCode(same)).toBe('VALIDATION_FAILED');
    const unknown = await gql(REORDER_SUBJECTS, { input: { subjectIdUp: a.id, subjectIdDown: one.gid } });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    const rows = await h.db.prisma.subject.findMany({ where: { id: { in: [a.id, b.id].map(localOf) } } });
    expect(rows.map((r) => r.position)).toEqual([1, 1]);
  });

  it('are refused to a USER and a visitor, with nothing changed', async () => {
    const course = await newCourse();
    const s = await subject(course.gid, 'S');
    for (const [who, code] of [
      [user, 'FORBIDDEN'],
      [visitor, 'UNAUTHENTICATED'],
    ] as const) {
      expect(errorCode(await gql(CREATE_SUBJECT, { input: { courseId: course.gid, title: 'x' } }, who))).toBe(code);
      expect(errorCode(await gql(UPDATE_SUBJECT, { input: { id: s.id, title: 'x' } }, who))).toBe(code);
      expect(errorCode(await gql(DELETE_SUBJECT, { id: s.id }, who))).toBe(code);
      expect(errorCode(await gql(REORDER_SUBJECTS, { input: { subjectIdUp: s.id, subjectIdDown: s.id } }, who))).toBe(
        code,
      );
      expect(errorCode(await gql(SUBJECTS, { id: course.gid }, who))).toBe(code);
    }
    expect(await h.db.prisma.subject.findMany({ where: { courseId: course.id }, select: { title: true } })).toEqual([
      { title: 'S' },
    ]);
  });

  it('get consecutive numbers when created concurrently (the course row is locked)', async () => {
    const course = await newCourse();
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) => gql(CREATE_SUBJECT, { input: { courseId: course.gid, title: `S${i}` } })),
    );
    for (const body of created) expect(body.errors).toBeUndefined();
    const rows = await h.db.prisma.subject.findMany({ where: { courseId: course.id }, orderBy: { position: 'asc' } });
    expect(rows.map((r) => r.position)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('stay numbered without gaps when deletions and creations run concurrently', async () => {
    const course = await newCourse();
    const first = [];
    for (let i = 0; i < 6; i++) first.push(await subject(course.gid, `S${i}`));
    await Promise.all([
      ...first.slice(0, 3).map((s) => gql(DELETE_SUBJECT, { id: s.id })),
      ...Array.from({ length: 4 }, (_, i) => gql(CREATE_SUBJECT, { input: { courseId: course.gid, title: `N${i}` } })),
    ]);
    const rows = await h.db.prisma.subject.findMany({ where: { courseId: course.id }, orderBy: { position: 'asc' } });
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('lessons', () => {
  it('are numbered per subject, start with the default pass threshold, and are edited, swapped and deleted', async () => {
    const course = await newCourse();
    const s = await subject(course.gid, 'S');
    const other = await subject(course.gid, 'Other');
    const [a, b, c] = [await lesson(s.id, 'A'), await lesson(s.id, 'B'), await lesson(s.id, 'C')];
    expect((await lesson(other.id, 'X')).number).toBe(1);
    expect([a, b, c].map((l) => [l.number, l.passThreshold, l.subject.id, l.questionCount, l.segments])).toEqual([
      [1, QUIZ_PASS_THRESHOLD_DEFAULT, s.id, 0, []],
      [2, QUIZ_PASS_THRESHOLD_DEFAULT, s.id, 0, []],
      [3, QUIZ_PASS_THRESHOLD_DEFAULT, s.id, 0, []],
    ]);
    expect(QUIZ_PASS_THRESHOLD_DEFAULT).toBe(70);

    const edited = (await gqlOk(h, UPDATE_LESSON, { input: { id: b.id, passThreshold: 100 } }, admin)).updateLesson;
    expect([edited.title, edited.passThreshold]).toEqual(['B', 100]);
    const renamed = (await gqlOk(h, UPDATE_LESSON, { input: { id: b.id, title: 'B2' } }, admin)).updateLesson;
    expect([renamed.title, renamed.passThreshold]).toEqual(['B2', 100]);

    for (const [input, issue] of [
      [{ passThreshold: 0 }, { field: 'passThreshold', code: 'invalid_number' }],
      [{ passThreshold: 101 }, { field: 'passThreshold', code: 'invalid_number' }],
      [{ passThreshold: null }, { field: 'passThreshold', code: 'required' }],
      [{ title: null }, { field: 'title', code: 'required' }],
      [{ title: 'y'.repeat(256) }, { field: 'title', code: 'max_length', max: 255 }],
    ] as const) {
      const body = await gql(UPDATE_LESSON, { input: { id: b.id, ...input } });
      expect(errorCode(body)).toBe('VALIDATION_FAILED');
      expect(errorDetails(body)).toEqual([issue]);
    }
    expect(errorDetails(await gql(CREATE_LESSON, { input: { subjectId: s.id, title: '' } }))).toEqual([
      { field: 'title', code: 'required' },
    ]);

    const swapped = (await gqlOk(h, REORDER_LESSONS, { input: { lessonIdUp: c.id, lessonIdDown: a.id } }, admin))
      .reorderLessons;
    expect(swapped.lessons.map((l: { title: string; number: number }) => `${l.number}${l.title}`)).toEqual([
      '1C',
      '2B2',
      '3A',
    ]);
    const x = (
      await gqlOk(
        h,
        `query ($id: ID!) { node(id: $id) { ... on Subject { lessons { id } } } }`,
        { id: other.id },
        admin,
      )
    ).node.lessons[0];
    expect(errorCode(await gql(REORDER_LESSONS, { input: { lessonIdUp: a.id, lessonIdDown: x.id } }))).toBe(
      'VALIDATION_FAILED',
    );

    const afterDelete = (await gqlOk(h, DELETE_LESSON, { id: b.id }, admin)).deleteLesson;
    expect(afterDelete.id).toBe(s.id);
    expect(afterDelete.lessonCount).toBe(2);
    expect(afterDelete.lessons.map((l: { title: string; number: number }) => `${l.number}${l.title}`)).toEqual([
      '1C',
      '2A',
    ]);
  });

  it('are refused to a USER and a visitor', async () => {
    const course = await newCourse();
    const s = await subject(course.gid, 'S');
    const l = await lesson(s.id, 'L');
    for (const who of [user, visitor]) {
      expect(errorCode(await gql(CREATE_LESSON, { input: { subjectId: s.id, title: 'x' } }, who))).toMatch(
        /FORBIDDEN|UNAUTHENTICATED/,
      );
      expect(errorCode(await gql(UPDATE_LESSON, { input: { id: l.id, title: 'x' } }, who))).toMatch(
        /FORBIDDEN|UNAUTHENTICATED/,
      );
      expect(errorCode(await gql(DELETE_LESSON, { id: l.id }, who))).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    expect(await h.db.prisma.lesson.count({ where: { subjectId: localOf(s.id) } })).toBe(1);
  });
});

describe('segments', () => {
  it('keep rich text sanitized, media with a caption, in order; swap and renumber', async () => {
    const course = await newCourse();
    const l = await lesson((await subject(course.gid, 'S')).id, 'L');
    const text = await textSegment(l.id, '<p>Hello <b>pilot</b><script>alert(1)</script></p>');
    expect(text.segments[0]).toMatchObject({ segmentType: 'TEXT', position: 1, media: null });
    expect(text.segments[0].content).toContain('<b>pilot</b>');
    expect(text.segments[0].content).not.toContain('script');

    const video = await mediaSegment(l.id, 'VIDEO', 'intro.mp4', MP4, 'The intro');
    expect(video.errors).toBeUndefined();
    const v = video.data.createLessonSegment.segments[1];
    expect(v).toMatchObject({
      segmentType: 'VIDEO',
      position: 2,
      content: 'The intro',
      media: { originalName: 'intro.mp4', mimeType: 'video/mp4', size: MP4.length },
    });
    expect(v.media.url).toBe(`/api/v1/lesson-media/${localOf(v.id)}`);
    const file = (await fileOf(v.id))!;
    expect(file).toMatchObject({ purpose: 'LESSON_MEDIA', public: false });
    expect(await stored(file.key)).toBe(true);

    const empty = (await gqlOk(h, CREATE_SEGMENT, { input: { lessonId: l.id, segmentType: 'FILE' } }, admin))
      .createLessonSegment.segments[2];
    expect(empty).toMatchObject({ segmentType: 'FILE', position: 3, content: '', media: null });

    const swapped = (
      await gqlOk(
        h,
        REORDER_SEGMENTS,
        { input: { lessonSegmentIdUp: empty.id, lessonSegmentIdDown: text.segments[0].id } },
        admin,
      )
    ).reorderLessonSegments;
    expect(
      swapped.segments.map((s: { segmentType: string; position: number }) => `${s.position}${s.segmentType}`),
    ).toEqual(['1FILE', '2VIDEO', '3TEXT']);

    const afterDelete = (await gqlOk(h, DELETE_SEGMENT, { id: v.id }, admin)).deleteLessonSegment;
    expect(
      afterDelete.segments.map((s: { segmentType: string; position: number }) => `${s.position}${s.segmentType}`),
    ).toEqual(['1FILE', '2TEXT']);
    expect(await stored(file.key)).toBe(false);
    expect(await h.db.prisma.storedFile.findUnique({ where: { id: file.id } })).toBeNull();
  });

  it('check an upload’s type by content for its kind; a refused one leaves nothing behind', async () => {
    const course = await newCourse();
    const l = await lesson((await subject(course.gid, 'S')).id, 'L');
    const filesBefore = await h.db.prisma.storedFile.count();
    const picture = await png(40, 30);
    for (const [type, filename, content] of [
      ['VIDEO', 'clip.mp4', picture],
      ['VIDEO', 'clip.png', picture],
      ['AUDIO', 'a.mp3', MP4],
      ['IMAGE', 'p.jpg', picture],
      ['IMAGE', 'p.exe', picture],
      ['FILE', 'renamed.png', MP4],
    ] as const) {
      const body = await mediaSegment(l.id, type, filename, content);
      expect(errorCode(body), `${type} ${filename}`).toBe('UNSUPPORTED_FILE');
    }
    expect(errorCode(await mediaSegment(l.id, 'TEXT', 'a.txt', Buffer.from('hi')))).toBe('VALIDATION_FAILED');
    const big = await mediaSegment(l.id, 'FILE', 'big.bin', Buffer.alloc(300 * 1024, 7));
    expect(errorCode(big)).toBe('PAYLOAD_TOO_LARGE');
    expect(await h.db.prisma.lessonSegment.count({ where: { lessonId: localOf(l.id) } })).toBe(0);
    expect(await h.db.prisma.storedFile.count()).toBe(filesBefore);

    for (const [type, filename, content, mime] of [
      ['AUDIO', 'a.mp3', MP3, 'audio/mpeg'],
      ['IMAGE', 'p.png', picture, 'image/png'],
      ['FILE', 'notes.txt', Buffer.from('anything'), 'application/octet-stream'],
    ] as const) {
      const body = await mediaSegment(l.id, type, filename, content);
      expect(body.errors, filename).toBeUndefined();
      expect(body.data.createLessonSegment.segments.at(-1).media.mimeType).toBe(mime);
    }
  });

  it('replace a file (the old one is deleted) and edit the content, refusing bad input', async () => {
    const course = await newCourse();
    const l = await lesson((await subject(course.gid, 'S')).id, 'L');
    const seg = (await mediaSegment(l.id, 'AUDIO', 'one.mp3', MP3)).data.createLessonSegment.segments[0];
    const first = (await fileOf(seg.id))!;

    const replaced = await gqlUpload(h, admin, UPDATE_SEGMENT, { input: { id: seg.id, file: null } }, [
      { path: 'variables.input.file', filename: 'two.mp3', content: Buffer.concat([MP3, MP3]) },
    ]);
    expect(replaced.errors).toBeUndefined();
    expect(replaced.data.updateLessonSegment.media).toMatchObject({ originalName: 'two.mp3', size: MP3.length * 2 });
    expect(await stored(first.key)).toBe(false);
    expect(await h.db.prisma.storedFile.findUnique({ where: { id: first.id } })).toBeNull();
    const second = (await fileOf(seg.id))!;

    // A refused replacement keeps the current file.
    const refused = await gqlUpload(h, admin, UPDATE_SEGMENT, { input: { id: seg.id, file: null } }, [
      { path: 'variables.input.file', filename: 'three.mp4', content: MP4 },
    ]);
    expect(errorCode(refused)).toBe('UNSUPPORTED_FILE');
    expect((await fileOf(seg.id))!.id).toBe(second.id);
    expect(await stored(second.key)).toBe(true);

    const caption = (await gqlOk(h, UPDATE_SEGMENT, { input: { id: seg.id, content: ' Listen ' } }, admin))
      .updateLessonSegment;
    expect(caption).toMatchObject({ content: 'Listen', media: { originalName: 'two.mp3' } });
    const tooLong = await gql(UPDATE_SEGMENT, { input: { id: seg.id, content: 'c'.repeat(256) } });
    expect(errorDetails(tooLong)).toEqual([{ field: 'content', code: 'max_length', max: 255 }]);

    const text = (await textSegment(l.id, '<p>x</p>')).segments[1];
    const edited = (
      await gqlOk(h, UPDATE_SEGMENT, { input: { id: text.id, content: '<p onclick="x()">Safe</p>' } }, admin)
    ).updateLessonSegment;
    expect(edited.content).toBe('<p>Safe</p>');
    const fileOnText = await gqlUpload(h, admin, UPDATE_SEGMENT, { input: { id: text.id, file: null } }, [
      { path: 'variables.input.file', filename: 'a.mp3', content: MP3 },
    ]);
    expect(errorDetails(fileOnText)).toEqual([{ field: 'file', code: 'invalid_value' }]);
    expect(errorCode(await gql(CREATE_SEGMENT, { input: { lessonId: l.id, segmentType: 'SOUND' } }))).toBeDefined();
  });

  it('files go when their lesson, subject or course content is deleted', async () => {
    const course = await newCourse();
    const s1 = await subject(course.gid, 'S1');
    const s2 = await subject(course.gid, 'S2');
    const l1 = await lesson(s1.id, 'L1');
    const l2 = await lesson(s2.id, 'L2');
    const a = (await mediaSegment(l1.id, 'VIDEO', 'a.mp4', MP4)).data.createLessonSegment.segments[0];
    const b = (await mediaSegment(l2.id, 'VIDEO', 'b.mp4', MP4)).data.createLessonSegment.segments[0];
    const [fa, fb] = [(await fileOf(a.id))!, (await fileOf(b.id))!];

    await gqlOk(h, DELETE_LESSON, { id: l1.id }, admin);
    expect(await stored(fa.key)).toBe(false);
    expect(await h.db.prisma.storedFile.findUnique({ where: { id: fa.id } })).toBeNull();
    expect(await stored(fb.key)).toBe(true);

    await gqlOk(h, DELETE_SUBJECT, { id: s2.id }, admin);
    expect(await stored(fb.key)).toBe(false);
    expect(await h.db.prisma.storedFile.findUnique({ where: { id: fb.id } })).toBeNull();
    expect(await h.db.prisma.lessonSegment.count({ where: { id: { in: [a.id, b.id].map(localOf) } } })).toBe(0);
  });
});

describe('questions', () => {
  it('are created with answers in order, replaced, swapped and renumbered', async () => {
    const course = await newCourse();
    const l = await lesson((await subject(course.gid, 'S')).id, 'L');
    await question(l.id, 'Q1', answers(2, [1]));
    await question(l.id, 'Q2', answers(4, [0, 2]));
    const third = await question(l.id, 'Q3');
    expect(third.questionCount).toBe(3);
    expect(third.questions.map((q: { content: string; position: number }) => `${q.position}${q.content}`)).toEqual([
      '1Q1',
      '2Q2',
      '3Q3',
    ]);
    expect(
      third.questions[1].answers.map((a: { content: string; correct: boolean }) => [a.content, a.correct]),
    ).toEqual([
      ['Answer 1', true],
      ['Answer 2', false],
      ['Answer 3', true],
      ['Answer 4', false],
    ]);
    const [q1, q2, q3] = third.questions;

    const updated = (
      await gqlOk(
        h,
        UPDATE_QUESTION,
        {
          input: {
            id: q2.id,
            content: ' Q2b ',
            answers: [
              { content: 'Yes', correct: true },
              { content: 'No', correct: false },
            ],
          },
        },
        admin,
      )
    ).updateLessonQuestion;
    expect(updated).toMatchObject({ content: 'Q2b', position: 2 });
    expect(updated.answers.map((a: { content: string }) => a.content)).toEqual(['Yes', 'No']);
    expect(await h.db.prisma.lessonAnswer.count({ where: { questionId: localOf(q2.id) } })).toBe(2);

    const swapped = (
      await gqlOk(h, REORDER_QUESTIONS, { input: { questionIdUp: q3.id, questionIdDown: q1.id } }, admin)
    ).reorderLessonQuestions;
    expect(swapped.questions.map((q: { content: string; position: number }) => `${q.position}${q.content}`)).toEqual([
      '1Q3',
      '2Q2b',
      '3Q1',
    ]);
    const afterDelete = (await gqlOk(h, DELETE_QUESTION, { id: q2.id }, admin)).deleteLessonQuestion;
    expect(afterDelete.questionCount).toBe(2);
    expect(
      afterDelete.questions.map((q: { content: string; position: number }) => `${q.position}${q.content}`),
    ).toEqual(['1Q3', '2Q1']);
  });

  it('need content, 2..10 filled answers and one correct answer at least (MISSING_CORRECT_ANSWER)', async () => {
    const course = await newCourse();
    const l = await lesson((await subject(course.gid, 'S')).id, 'L');
    const q = (await question(l.id, 'Kept')).questions[0];
    const cases: [Record<string, unknown>, string, unknown][] = [
      [
        { content: 'Q', answers: answers(3, []) },
        'MISSING_CORRECT_ANSWER',
        [{ field: 'answers', code: 'invalid_value' }],
      ],
      [{ content: '', answers: answers(2) }, 'VALIDATION_FAILED', [{ field: 'content', code: 'required' }]],
      [
        { content: 'q'.repeat(1001), answers: answers(2) },
        'VALIDATION_FAILED',
        [{ field: 'content', code: 'max_length', max: 1000 }],
      ],
      [{ content: 'Q', answers: answers(1) }, 'VALIDATION_FAILED', [{ field: 'answers', code: 'invalid_value' }]],
      [{ content: 'Q', answers: answers(11) }, 'VALIDATION_FAILED', [{ field: 'answers', code: 'invalid_value' }]],
      [
        {
          content: 'Q',
          answers: [
            { content: 'A', correct: true },
            { content: ' ', correct: false },
          ],
        },
        'VALIDATION_FAILED',
        [{ field: 'answers.1.content', code: 'required' }],
      ],
      [
        {
          content: 'Q',
          answers: [
            { content: 'a'.repeat(501), correct: true },
            { content: 'B', correct: false },
          ],
        },
        'VALIDATION_FAILED',
        [{ field: 'answers.0.content', code: 'max_length', max: 500 }],
      ],
    ];
    for (const [input, code, details] of cases) {
      const created = await gql(CREATE_QUESTION, { input: { lessonId: l.id, ...input } });
      expect(errorCode(created), JSON.stringify(input).slice(0, 80)).toBe(code);
      expect(errorDetails(created)).toEqual(details);
      const updated = await gql(UPDATE_QUESTION, { input: { id: q.id, ...input } });
      expect(errorCode(updated)).toBe(code);
    }
    const rows = await h.db.prisma.lessonQuestion.findMany({
      where: { lessonId: localOf(l.id) },
      include: { answers: true },
    });
    expect(rows.map((r) => [r.content, r.answers.length])).toEqual([['Kept', 3]]);
    expect((await question(l.id, 'Ten', answers(10, [9]))).questionCount).toBe(2);
  });

  it('keep the ids of the answers an edit keeps: updated in place, new ones created, missing ones deleted', async () => {
    const course = await newCourse();
    const l = await lesson((await subject(course.gid, 'S')).id, 'L');
    const created = (await question(l.id, 'Q', answers(3, [1]))).questions[0];
    const [a1, a2, a3] = created.answers;
    const edit = (list: Record<string, unknown>[], content = 'Q edited') =>
      gql(UPDATE_QUESTION, { input: { id: created.id, content, answers: list } });

    const edited = (
      await edit([
        { id: a2.id, content: 'Answer 2 (better)', correct: true },
        { id: a1.id, content: 'Answer 1', correct: true },
        { content: 'New', correct: false },
        { id: null, content: 'Newer', correct: false },
      ])
    ).data.updateLessonQuestion;
    expect(edited.content).toBe('Q edited');
    expect(
      edited.answers.map((a: { id: string; content: string; correct: boolean }) => [a.content, a.correct]),
    ).toEqual([
      ['Answer 2 (better)', true],
      ['Answer 1', true],
      ['New', false],
      ['Newer', false],
    ]);
    expect(edited.answers[0].id).toBe(a2.id);
    expect(edited.answers[1].id).toBe(a1.id);
    expect([a1.id, a2.id, a3.id]).not.toContain(edited.answers[2].id);
    expect(await h.db.prisma.lessonAnswer.findUnique({ where: { id: a3.id } })).toBeNull();
    const rows = await h.db.prisma.lessonAnswer.findMany({
      where: { questionId: localOf(created.id) },
      orderBy: { position: 'asc' },
    });
    expect(rows.map((r) => [r.id, r.position])).toEqual(
      edited.answers.map((a: { id: string }, i: number) => [a.id, i + 1]),
    );

    // Without ids (the former way): every answer is new, the old ones go.
    const replaced = (
      await edit([
        { content: 'X', correct: true },
        { content: 'Y', correct: false },
      ])
    ).data.updateLessonQuestion;
    expect(replaced.answers.map((a: { content: string }) => a.content)).toEqual(['X', 'Y']);
    expect(
      replaced.answers.some((a: { id: string }) => edited.answers.some((b: { id: string }) => b.id === a.id)),
    ).toBe(false);
    expect(await h.db.prisma.lessonAnswer.count({ where: { questionId: localOf(created.id) } })).toBe(2);
  });

  it('refuse an answer id of another question, a deleted answer, a malformed or a repeated id, changing nothing', async () => {
    const course = await newCourse();
    const l = await lesson((await subject(course.gid, 'S')).id, 'L');
    await question(l.id, 'Mine', answers(2));
    const both = (await question(l.id, 'Other', answers(2))).questions;
    const [mine, other] = both;
    const [x, y] = mine.answers;
    const snapshot = () =>
      h.db.prisma.lessonQuestion.findMany({
        where: { lessonId: localOf(l.id) },
        orderBy: { position: 'asc' },
        include: { answers: { orderBy: { position: 'asc' } } },
      });
    const before = await snapshot();
    const cases: [Record<string, unknown>[], unknown][] = [
      [
        [
          { id: x.id, content: 'A', correct: true },
          { id: other.answers[0].id, content: 'B', correct: false },
        ],
        [{ field: 'answers.1.id', code: 'invalid_value' }],
      ],
      [
        [
          { id: '00000000-0000-4000-8000-000000000000', content: 'A', correct: true },
          { content: 'B', correct: false },
        ],
        [{ field: 'answers.0.id', code: 'invalid_value' }],
      ],
      [
        [
          { id: 'not-a-uuid', content: 'A', correct: true },
          { content: 'B', correct: false },
        ],
        [{ field: 'answers.0.id', code: 'invalid_value' }],
      ],
      [
        [
          { id: y.id, content: 'A', correct: true },
          { id: y.id.toUpperCase(), content: 'B', correct: false },
        ],
        [{ field: 'answers.1.id', code: 'invalid_value' }],
      ],
    ];
    for (const [list, details] of cases) {
      const body = await gql(UPDATE_QUESTION, { input: { id: mine.id, content: 'Changed', answers: list } });
      expect(errorCode(body), JSON.stringify(list)).toBe('VALIDATION_FAILED');
      expect(errorDetails(body)).toEqual(details);
    }
    // An id of the question in its own id's case-insensitive form is its answer.
    expect(
      (
        await gqlOk(
          h,
          UPDATE_QUESTION,
          {
            input: {
              id: mine.id,
              content: 'Mine',
              answers: [
                { id: x.id.toUpperCase(), content: 'Answer 1', correct: true },
                { id: y.id, content: 'Answer 2', correct: false },
              ],
            },
          },
          admin,
        )
      ).updateLessonQuestion.answers.map((a: { id: string }) => a.id),
    ).toEqual([x.id, y.id]);
    expect(await snapshot()).toEqual(before);
    // A new question's answers are all new: its input type has no answer id.
    const withId = await gql(CREATE_QUESTION, {
      input: { lessonId: l.id, content: 'Q', answers: [{ id: x.id, content: 'A', correct: true }, answers(1)[0]] },
    });
    expect(errorCode(withId)).toBe('BAD_REQUEST');
    expect(await snapshot()).toEqual(before);
  });

  it('keep a quiz a learner loaded before an edit gradable with the answer ids they got', async () => {
    const course = await newCourse();
    const l = await lesson((await subject(course.gid, 'S')).id, 'L');
    const q = (await question(l.id, 'How high?', answers(2, [0]))).questions[0];
    await h.db.prisma.userCourse.create({ data: { userId: learner.userId, courseId: course.id } });
    const loaded = (
      await gqlOk(
        h,
        `query ($id: ID!) { node(id: $id) { ... on Lesson { quiz { questions { id answers { id content } } } } } }`,
        { id: l.id },
        learner,
      )
    ).node.quiz.questions[0];

    await gqlOk(
      h,
      UPDATE_QUESTION,
      {
        input: {
          id: q.id,
          content: 'How high may you fly?',
          answers: [
            { id: q.answers[0].id, content: '120 m', correct: true },
            { id: q.answers[1].id, content: '500 m', correct: false },
            { content: '1000 m', correct: false },
          ],
        },
      },
      admin,
    );
    const submitted = await gqlOk(
      h,
      `mutation ($input: SubmitQuizInput!) { submitQuiz(input: $input) { result { passed correctCount questionCount } } }`,
      { input: { lessonId: l.id, answers: [{ questionId: loaded.id, answerIds: [loaded.answers[0].id] }] } },
      learner,
    );
    expect(submitted.submitQuiz.result).toEqual({ passed: true, correctCount: 1, questionCount: 1 });
  });
});

describe('reading content', () => {
  it('learners with access read subjects, lessons and segments, never questions nor correct flags', async () => {
    const course = await newCourse();
    const s = await subject(course.gid, 'S');
    const l = await lesson(s.id, 'L');
    await textSegment(l.id, '<p>Text</p>');
    const q = (await question(l.id, 'Q')).questions[0];
    await h.db.prisma.userCourse.create({ data: { userId: learner.userId, courseId: course.id } });

    const read = await gqlOk(
      h,
      `query ($id: ID!) { course(id: $id) { subjects { title lessonCount lessons { title questionCount segments { content media { url } } } } } }`,
      { id: course.gid },
      learner,
    );
    expect(read.course.subjects).toEqual([
      {
        title: 'S',
        lessonCount: 1,
        lessons: [{ title: 'L', questionCount: 1, segments: [{ content: '<p>Text</p>', media: null }] }],
      },
    ]);

    const questions = await gql(
      `query ($id: ID!) { node(id: $id) { ... on Lesson { questions { id } } } }`,
      { id: l.id },
      learner,
    );
    expect(errorCode(questions)).toBe('FORBIDDEN');
    expect(JSON.stringify(questions.data)).not.toContain(q.id);
    const answersOfNode = await gql(
      `query ($id: ID!) { node(id: $id) { ... on LessonQuestion { content answers { id content correct } } } }`,
      { id: q.id },
      learner,
    );
    expect(errorCode(answersOfNode)).toBe('FORBIDDEN');
    expect(JSON.stringify(answersOfNode.data ?? null)).not.toContain('correct');

    // Without the course, or with expired access: nothing.
    const stranger = await signIn(h, 'USER');
    expect(errorCode(await gql(SUBJECTS, { id: course.gid }, stranger))).toBe('FORBIDDEN');
    await h.db.prisma.userCourse.create({
      data: { userId: stranger.userId, courseId: course.id, accessUntil: new Date(Date.now() - 1000) },
    });
    const expired = await gql(SUBJECTS, { id: course.gid }, stranger);
    expect(errorCode(expired)).toBe('ACCESS_EXPIRED');
    expect(JSON.stringify(expired.data ?? null)).not.toContain('title');
  });

  it('reads a course’s whole content in a fixed number of queries (no N+1)', async () => {
    const QUERY = `query ($id: ID!) { course(id: $id) { subjects { id title number lessonCount course { id }
      lessons { id title number passThreshold questionCount
        segments { id segmentType position content media { originalName mimeType size url } }
        questions { id content position answers { id content correct } } } } } }`;
    const build = async (subjects: number, lessons: number) => {
      const course = await newCourse();
      for (let i = 0; i < subjects; i++) {
        const s = await subject(course.gid, `S${i}`);
        for (let j = 0; j < lessons; j++) {
          const l = await lesson(s.id, `L${j}`);
          await textSegment(l.id, '<p>t</p>');
          await mediaSegment(l.id, 'VIDEO', 'v.mp4', MP4);
          await question(l.id, 'Q');
        }
      }
      return course;
    };
    const small = await build(1, 1);
    const large = await build(3, 3);
    const few = await countQueries(() => gqlOk(h, QUERY, { id: small.gid }, admin));
    const many = await countQueries(() => gqlOk(h, QUERY, { id: large.gid }, admin));
    expect(many).toBe(few);
  });

  it('tells the upload limit (Query.uploadLimits) to anyone', async () => {
    const body = await gqlOk(h, `{ uploadLimits { maxBytes } }`, {}, visitor);
    expect(body.uploadLimits.maxBytes).toBe(256 * 1024);
  });
});
