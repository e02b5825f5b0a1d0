import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  errorDetails,
  gid,
  gqlOk,
  graphql,
  signIn,
  startHarness,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { countQueries } from '../../../test/sql.ts';
import { gqlUpload, jpeg, png } from '../../../test/uploads.ts';

let h: Harness;
let admin: SignedIn;
let user: SignedIn;
let instructor: SignedIn;
const visitor = null;

beforeAll(async () => {
  h = await startHarness();
  [admin, user, instructor] = await Promise.all([signIn(h, 'ADMIN'), signIn(h, 'USER'), signIn(h, 'INSTRUCTOR')]);
});
afterAll(() => h.close());

const DAY = 86_400_000;

const COURSE_FIELDS = `
  id courseType withoutExamFlg title description scope examDescription participationConditions
  theoryHours exerciseHours chapters vatRate accessMonths certificate permissionNumber examQuestionCount
  examDuration city startDate endDate availablePlaces placesLeft category language visibility buyable
  lowestPriceGross createdAt updatedAt
  highlightImage { id url thumbnailUrl mediumUrl }
  variants { id variant priceGross omnibusLowestPriceGross }
`;
const CREATE = `mutation ($input: CreateCourseInput!) { createCourse(input: $input) { ${COURSE_FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateCourseInput!) { updateCourse(input: $input) { ${COURSE_FIELDS} } }`;
const SET_VARIANT = `mutation ($input: SetCourseVariantInput!) { setCourseVariant(input: $input) { ${COURSE_FIELDS} } }`;
const DELETE_VARIANT = `mutation ($id: ID!) { deleteCourseVariant(id: $id) { ${COURSE_FIELDS} } }`;
const DUPLICATE = `mutation ($id: ID!) { duplicateCourse(id: $id) { ${COURSE_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteCourse(id: $id) }`;
const COURSE = `query ($id: ID!) { course(id: $id) { ${COURSE_FIELDS} } }`;

const uuidOf = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;

async function createCourse(
  input: Record<string, unknown> = { title: 'Nowy kurs', courseType: 'FULL', withoutExamFlg: false },
) {
  return (await gqlOk(h, CREATE, { input }, admin)).createCourse;
}

/** What publishing needs, stored directly: a description, a picture and (with `price`) a priced variant. */
async function readyToPublish(courseId: string, { price = true } = {}) {
  const id = uuidOf(courseId);
  const file = await h.db.prisma.storedFile.create({
    data: {
      key: `test/${crypto.randomUUID()}`,
      purpose: 'COURSE_PICTURE',
      originalName: 'a.jpg',
      mimeType: 'image/jpeg',
      size: 1,
      public: true,
    },
  });
  await h.db.prisma.course.update({ where: { id }, data: { description: '<p>Opis</p>', highlightImageId: file.id } });
  if (price)
    await h.db.prisma.courseVariant.create({ data: { courseId: id, variant: 'FULL_ONLINE', priceGross: 99_000 } });
}

async function update(input: Record<string, unknown>, s: SignedIn | null = admin) {
  return (await graphql(h, UPDATE, { input }, s?.headers ?? {})).body;
}

describe('createCourse', () => {
  it('creates a PRIVATE draft with the title asked for, category OPEN and language PL', async () => {
    const course = await createCourse({ title: 'Nowy kurs', courseType: 'THEORETICAL', withoutExamFlg: true });
    expect(course).toMatchObject({
      courseType: 'THEORETICAL',
      withoutExamFlg: true,
      title: 'Nowy kurs',
      category: 'OPEN',
      language: 'PL',
      visibility: 'PRIVATE',
      vatRate: 23,
      description: '',
      buyable: false,
      lowestPriceGross: null,
      highlightImage: null,
      variants: [],
      city: null,
      startDate: null,
    });
    const details = await gqlOk(h, COURSE, { id: course.id }, admin);
    expect(details.course).toEqual(course);
  });

  it('takes the language, and refuses a missing or blank title (nothing is saved)', async () => {
    const english = await createCourse({
      title: ' Drone basics ',
      language: 'EN',
      courseType: 'FULL',
      withoutExamFlg: false,
    });
    expect(english).toMatchObject({ title: 'Drone basics', language: 'EN', visibility: 'PRIVATE' });
    const before = await h.db.prisma.course.count();
    const blank = await graphql(
      h,
      CREATE,
      { input: { title: '  ', courseType: 'FULL', withoutExamFlg: false } },
      admin.headers,
    );
    expect(errorCode(blank.body)).toBe('VALIDATION_FAILED');
    expect(blank.body.errors?.[0].extensions.details).toEqual([{ field: 'title', code: 'required' }]);
    expect(await h.db.prisma.course.count()).toBe(before);
  });

  it('is refused to visitors (UNAUTHENTICATED), students and instructors (FORBIDDEN)', async () => {
    const input = { title: 'Kurs', courseType: 'FULL', withoutExamFlg: false };
    const before = await h.db.prisma.course.count();
    expect(errorCode((await graphql(h, CREATE, { input })).body)).toBe('UNAUTHENTICATED');
    expect(errorCode((await graphql(h, CREATE, { input }, user.headers)).body)).toBe('FORBIDDEN');
    expect(errorCode((await graphql(h, CREATE, { input }, instructor.headers)).body)).toBe('FORBIDDEN');
    expect(await h.db.prisma.course.count()).toBe(before);
  });
});

describe('course(id) and node(id) visibility', () => {
  it('shows a PRIVATE draft to admins only (null for visitors, students and instructors)', async () => {
    const course = await createCourse();
    for (const s of [visitor, user, instructor]) {
      const { body } = await graphql(h, COURSE, { id: course.id }, s?.headers ?? {});
      expect(body.errors).toBeUndefined();
      expect(body.data.course).toBeNull();
      const node = await graphql(
        h,
        `
          query ($id: ID!) {
            node(id: $id) {
              id
            }
          }
        `,
        { id: course.id },
        s?.headers ?? {},
      );
      expect(node.body.data?.node ?? null).toBeNull();
    }
    expect((await gqlOk(h, COURSE, { id: course.id }, admin)).course.id).toBe(course.id);
    const node = await gqlOk(
      h,
      `query ($id: ID!) { node(id: $id) { ... on Course { title } } }`,
      { id: course.id },
      admin,
    );
    expect(node.node.title).toBe('Nowy kurs');
  });

  it('shows PUBLIC, SOON and LANDING courses to anyone', async () => {
    for (const visibility of ['PUBLIC', 'SOON', 'LANDING']) {
      const course = await createCourse();
      await readyToPublish(course.id);
      expect((await update({ id: course.id, visibility })).errors).toBeUndefined();
      for (const s of [visitor, user, admin]) {
        const data = await gqlOk(h, COURSE, { id: course.id }, s);
        expect(data.course).toMatchObject({ id: course.id, visibility });
      }
    }
  });

  it('answers null for unknown, malformed and foreign ids (never an error)', async () => {
    for (const id of [
      gid('Course', '3f1c2a4e-0000-4000-8000-000000000000'),
      gid('Course', 'nope'),
      'garbage',
      gid('User', '3f1c2a4e-0000-4000-8000-000000000000'),
    ]) {
      const { body } = await graphql(h, COURSE, { id });
      expect(body.errors).toBeUndefined();
      expect(body.data.course).toBeNull();
    }
  });
});

describe('updateCourse', () => {
  it('saves every field of the contract and presents them back', async () => {
    const course = await createCourse();
    await readyToPublish(course.id);
    const body = await update({
      id: course.id,
      title: '  Kurs A2 CofC  ',
      description: '<p>Szkolenie <strong>A2</strong></p>',
      scope: '<ul><li>Prawo lotnicze</li></ul>',
      examDescription: '<p>Egzamin 60 minut</p>',
      participationConditions: '<p>Ukończone 16 lat</p>',
      theoryHours: 12.5,
      exerciseHours: 4.25,
      chapters: 8,
      vatRate: 8,
      accessMonths: 12,
      certificate: 'A2 CofC',
      permissionNumber: 'ULC/123/2025',
      examQuestionCount: 30,
      examDuration: 'DURATION_60',
      city: 'Kraków',
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      availablePlaces: 12,
      category: 'PARTICULAR',
      language: 'EN',
      visibility: 'LANDING',
      courseType: 'THEORETICAL',
      withoutExamFlg: true,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateCourse).toMatchObject({
      title: 'Kurs A2 CofC',
      description: '<p>Szkolenie <strong>A2</strong></p>',
      scope: '<ul><li>Prawo lotnicze</li></ul>',
      theoryHours: 12.5,
      exerciseHours: 4.25,
      chapters: 8,
      vatRate: 8,
      accessMonths: 12,
      certificate: 'A2 CofC',
      permissionNumber: 'ULC/123/2025',
      examQuestionCount: 30,
      examDuration: 'DURATION_60',
      city: 'Kraków',
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      availablePlaces: 12,
      placesLeft: 12,
      category: 'PARTICULAR',
      language: 'EN',
      visibility: 'LANDING',
      courseType: 'THEORETICAL',
      withoutExamFlg: true,
    });
  });

  it('clears nullable fields on an explicit null and keeps fields that are not sent', async () => {
    const course = await createCourse();
    await update({ id: course.id, city: 'Gdańsk', theoryHours: 16, startDate: '2026-05-01', title: 'Kurs NSTS' });
    const body = await update({ id: course.id, city: null, theoryHours: null, startDate: null });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateCourse).toMatchObject({
      city: null,
      theoryHours: null,
      startDate: null,
      title: 'Kurs NSTS',
    });
    const blank = await update({ id: course.id, city: '   ' });
    expect(blank.data.updateCourse.city).toBeNull();
  });

  it('sanitizes rich text: scripts, event handlers and javascript: links are stripped', async () => {
    const course = await createCourse();
    const body = await update({
      id: course.id,
      description:
        '<p onclick="steal()">Lot <script>alert(1)</script><a href="javascript:alert(2)">link</a> <a href="https://ulc.gov.pl">ULC</a></p><img src=x onerror=alert(3)>',
    });
    expect(body.errors).toBeUndefined();
    const html: string = body.data.updateCourse.description;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(html).toContain('<a href="https://ulc.gov.pl" rel="noopener noreferrer" target="_blank">ULC</a>');
    expect(html.startsWith('<p>Lot ')).toBe(true);
  });

  it('reports every invalid field with the contract codes and changes nothing', async () => {
    const course = await createCourse();
    const body = await update({
      id: course.id,
      title: 'x'.repeat(256),
      city: 'x'.repeat(101),
      certificate: 'x'.repeat(101),
      permissionNumber: 'x'.repeat(101),
      description: `<p>${'a'.repeat(2001)}</p>`,
      theoryHours: 1.234,
      exerciseHours: 1000.5,
      chapters: -1,
      availablePlaces: 10_001,
      examQuestionCount: 10_001,
      accessMonths: -3,
      vatRate: 7,
    });
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
    expect(errorDetails(body)).toEqual(
      expect.arrayContaining([
        { field: 'title', code: 'max_length', max: 255 },
        { field: 'city', code: 'max_length', max: 100 },
        { field: 'certificate', code: 'max_length', max: 100 },
        { field: 'permissionNumber', code: 'max_length', max: 100 },
        { field: 'description', code: 'max_length', max: 2000 },
        { field: 'theoryHours', code: 'invalid_number' },
        { field: 'exerciseHours', code: 'invalid_number' },
        { field: 'chapters', code: 'invalid_number' },
        { field: 'availablePlaces', code: 'invalid_number' },
        { field: 'examQuestionCount', code: 'invalid_number' },
        { field: 'accessMonths', code: 'invalid_number' },
        { field: 'vatRate', code: 'invalid_value' },
      ]),
    );
    const stored = await h.db.prisma.course.findUniqueOrThrow({ where: { id: uuidOf(course.id) } });
    expect(stored.title).toBe('Nowy kurs');
    expect(stored.city).toBeNull();
  });

  it('counts visible characters of rich text: 2000 letters in markup pass', async () => {
    const course = await createCourse();
    const text = `<p><strong>${'a'.repeat(1000)}</strong></p><p><em>${'b'.repeat(1000)}</em></p>`;
    const body = await update({ id: course.id, description: text });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateCourse.description).toBe(text);
  });

  it('refuses an empty or null title and a null for a required field', async () => {
    const course = await createCourse();
    expect(errorDetails(await update({ id: course.id, title: '  ' }))).toEqual([{ field: 'title', code: 'required' }]);
    expect(errorDetails(await update({ id: course.id, title: null }))).toEqual([{ field: 'title', code: 'required' }]);
    expect(errorDetails(await update({ id: course.id, vatRate: null }))).toEqual([
      { field: 'vatRate', code: 'required' },
    ]);
    expect(errorDetails(await update({ id: course.id, category: null }))).toEqual([
      { field: 'category', code: 'required' },
    ]);
  });

  it('requires startDate <= endDate, also against the stored date', async () => {
    const course = await createCourse();
    const both = await update({ id: course.id, startDate: '2026-06-10', endDate: '2026-06-09' });
    expect(errorCode(both)).toBe('VALIDATION_FAILED');
    expect(errorDetails(both)).toEqual([{ field: 'endDate', code: 'invalid_value' }]);
    expect((await update({ id: course.id, startDate: '2026-06-10', endDate: '2026-06-10' })).errors).toBeUndefined();
    const later = await update({ id: course.id, endDate: '2026-06-01' });
    expect(errorDetails(later)).toEqual([{ field: 'endDate', code: 'invalid_value' }]);
  });

  it('answers NOT_FOUND for unknown or malformed ids and refuses non-admins', async () => {
    expect(errorCode(await update({ id: gid('Course', '3f1c2a4e-0000-4000-8000-000000000000'), title: 'x' }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await update({ id: 'rubbish', title: 'x' }))).toBe('NOT_FOUND');
    const course = await createCourse();
    expect(errorCode(await update({ id: course.id, title: 'x' }, visitor))).toBe('UNAUTHENTICATED');
    expect(errorCode(await update({ id: course.id, title: 'x' }, user))).toBe('FORBIDDEN');
    expect(errorCode(await update({ id: course.id, title: 'x' }, instructor))).toBe('FORBIDDEN');
  });
});

describe('highlight picture', () => {
  const UPLOAD = `mutation ($input: UpdateCourseInput!) { updateCourse(input: $input) { id title highlightImage { id url thumbnailUrl mediumUrl } } }`;
  const upload = (id: string, filename: string, content: Buffer, extra: Record<string, unknown> = {}) =>
    gqlUpload(h, admin, UPLOAD, { input: { id, highlightImage: null, ...extra } }, [
      { path: 'variables.input.highlightImage', filename, content },
    ]);

  it('stores an uploaded image as a public picture, replaces it and removes it (files deleted)', async () => {
    const course = await createCourse();
    const first = await upload(course.id, 'dron.jpg', await jpeg());
    expect(first.errors).toBeUndefined();
    const picture = first.data.updateCourse.highlightImage;
    const fileId = uuidOf(picture.id);
    expect(picture).toEqual({
      id: gid('Picture', fileId),
      url: `/api/v1/files/${fileId}`,
      thumbnailUrl: `/api/v1/files/${fileId}?size=thumb`,
      mediumUrl: `/api/v1/files/${fileId}?size=medium`,
    });
    const stored = await h.db.prisma.storedFile.findUniqueOrThrow({ where: { id: fileId } });
    expect(stored).toMatchObject({ public: true, purpose: 'COURSE_IMAGE', mimeType: 'image/jpeg' });
    const original = await h.app.inject({ method: 'GET', url: picture.url }); // a visitor
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const thumb = await h.app.inject({ method: 'GET', url: picture.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const node = await gqlOk(h, `query ($id: ID!) { node(id: $id) { ... on Picture { url } } }`, { id: picture.id });
    expect(node.node.url).toBe(picture.url);

    const second = await upload(course.id, 'niebo.png', await jpeg(320, 200).then((b) => b), {});
    // a .png name with JPEG bytes is refused: the signature must match the extension
    expect(errorCode(second)).toBe('UNSUPPORTED_FILE');
    const replaced = await upload(course.id, 'niebo.jpeg', await jpeg(320, 200));
    expect(replaced.errors).toBeUndefined();
    const newId = uuidOf(replaced.data.updateCourse.highlightImage.id);
    expect(newId).not.toBe(fileId);
    expect(await h.db.prisma.storedFile.findUnique({ where: { id: fileId } })).toBeNull();
    await expect(h.storage.get(stored.key)).rejects.toThrow();
    await expect(h.storage.get(`${stored.key}.thumb.webp`)).rejects.toThrow();

    const removed = await update({ id: course.id, removeHighlightImage: true });
    expect(removed.errors).toBeUndefined();
    expect(removed.data.updateCourse.highlightImage).toBeNull();
    expect(await h.db.prisma.storedFile.findUnique({ where: { id: newId } })).toBeNull();
  });

  it('refuses a file that is not an image (UNSUPPORTED_FILE) and keeps nothing', async () => {
    const course = await createCourse();
    const files = await h.db.prisma.storedFile.count();
    const text = await upload(course.id, 'zdjecie.png', Buffer.from('definitely not a picture, just text'));
    expect(errorCode(text)).toBe('UNSUPPORTED_FILE');
    const pdf = await upload(course.id, 'plan.pdf', Buffer.from('%PDF-1.7\n%%EOF\n'));
    expect(errorCode(pdf)).toBe('UNSUPPORTED_FILE');
    expect(await h.db.prisma.storedFile.count()).toBe(files);
    const stored = await h.db.prisma.course.findUniqueOrThrow({ where: { id: uuidOf(course.id) } });
    expect(stored.highlightImageId).toBeNull();
  });

  it('stores no picture when the rest of the input is invalid', async () => {
    const course = await createCourse();
    const files = await h.db.prisma.storedFile.count();
    const body = await upload(course.id, 'dron.jpg', await jpeg(), { title: '' });
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
    expect(await h.db.prisma.storedFile.count()).toBe(files);
  });

  it('refuses uploads to non-admins', async () => {
    const course = await createCourse();
    const body = await gqlUpload(h, user, UPLOAD, { input: { id: course.id, highlightImage: null } }, [
      { path: 'variables.input.highlightImage', filename: 'a.jpg', content: await jpeg() },
    ]);
    expect(errorCode(body)).toBe('FORBIDDEN');
  });
});

describe('variants, price history and Omnibus', () => {
  it('creates and reprices variants, recording each price once, ordered as the enum', async () => {
    const course = await createCourse();
    const set = async (variant: string, priceGross: number) =>
      (await gqlOk(h, SET_VARIANT, { input: { courseId: course.id, variant, priceGross } }, admin)).setCourseVariant;
    await set('THEORETICAL_ONLINE', 49_000);
    await set('FULL_STATIONARY', 249_000);
    const after = await set('FULL_ONLINE', 149_000);
    expect(after.variants.map((v: { variant: string }) => v.variant)).toEqual([
      'FULL_ONLINE',
      'FULL_STATIONARY',
      'THEORETICAL_ONLINE',
    ]);
    expect(after.lowestPriceGross).toBe(49_000);
    expect(after.buyable).toBe(false); // still PRIVATE
    const online = after.variants[0];
    const history = () =>
      h.db.prisma.priceChange.findMany({
        where: { courseVariantId: uuidOf(online.id) },
        orderBy: { changedAt: 'asc' },
      });
    expect((await history()).map((p) => p.priceGross)).toEqual([149_000]);
    await set('FULL_ONLINE', 149_000); // unchanged: no new history row
    expect((await history()).map((p) => p.priceGross)).toEqual([149_000]);
    const repriced = await set('FULL_ONLINE', 129_000);
    expect(repriced.variants[0]).toMatchObject({
      id: online.id,
      priceGross: 129_000,
      omnibusLowestPriceGross: 149_000,
    });
    expect((await history()).map((p) => p.priceGross)).toEqual([149_000, 129_000]);
    await readyToPublish(course.id, { price: false });
    expect((await update({ id: course.id, visibility: 'PUBLIC' })).errors).toBeUndefined();
    expect((await gqlOk(h, COURSE, { id: course.id })).course.buyable).toBe(true);
  });

  it('shows the lowest price of the 30 days before a reduction (Omnibus)', async () => {
    const course = await createCourse();
    const created = (
      await gqlOk(h, SET_VARIANT, { input: { courseId: course.id, variant: 'FULL_MIXED', priceGross: 99_900 } }, admin)
    ).setCourseVariant;
    const variantId = uuidOf(created.variants[0].id);
    // History: 1 499 zł 40 days ago, 1 299 zł 20 days ago, 999 zł now.
    await h.db.prisma.priceChange.deleteMany({ where: { courseVariantId: variantId } });
    const now = Date.now();
    await h.db.prisma.priceChange.createMany({
      data: [
        { courseVariantId: variantId, priceGross: 149_900, changedAt: new Date(now - 40 * DAY) },
        { courseVariantId: variantId, priceGross: 129_900, changedAt: new Date(now - 20 * DAY) },
        { courseVariantId: variantId, priceGross: 99_900, changedAt: new Date(now - 1000) },
      ],
    });
    const details = await gqlOk(h, COURSE, { id: course.id }, admin);
    expect(details.course.variants[0]).toMatchObject({ priceGross: 99_900, omnibusLowestPriceGross: 129_900 });

    // A price rise is not a reduction: no Omnibus price.
    await gqlOk(h, SET_VARIANT, { input: { courseId: course.id, variant: 'FULL_MIXED', priceGross: 109_900 } }, admin);
    const raised = await gqlOk(h, COURSE, { id: course.id }, admin);
    expect(raised.course.variants[0]).toMatchObject({ priceGross: 109_900, omnibusLowestPriceGross: null });
  });

  it('validates the price and the course', async () => {
    const course = await createCourse();
    for (const priceGross of [-1, 100_000_001]) {
      const { body } = await graphql(
        h,
        SET_VARIANT,
        { input: { courseId: course.id, variant: 'FULL_ONLINE', priceGross } },
        admin.headers,
      );
      expect(errorDetails(body)).toEqual([{ field: 'priceGross', code: 'invalid_number' }]);
    }
    const unknown = await graphql(
      h,
      SET_VARIANT,
      {
        input: {
          courseId: gid('Course', '3f1c2a4e-0000-4000-8000-000000000000'),
          variant: 'FULL_ONLINE',
          priceGross: 1,
        },
      },
      admin.headers,
    );
    expect(errorCode(unknown.body)).toBe('NOT_FOUND');
    const forbidden = await graphql(
      h,
      SET_VARIANT,
      { input: { courseId: course.id, variant: 'FULL_ONLINE', priceGross: 100 } },
      user.headers,
    );
    expect(errorCode(forbidden.body)).toBe('FORBIDDEN');
  });

  it('deletes a variant with its price history', async () => {
    const course = await createCourse();
    const withTwo = (
      await gqlOk(
        h,
        SET_VARIANT,
        { input: { courseId: course.id, variant: 'FULL_ONLINE', priceGross: 100_000 } },
        admin,
      )
    ).setCourseVariant;
    await gqlOk(h, SET_VARIANT, { input: { courseId: course.id, variant: 'FULL_MIXED', priceGross: 120_000 } }, admin);
    const variantId = withTwo.variants[0].id;
    const refused = await graphql(h, DELETE_VARIANT, { id: variantId }, user.headers);
    expect(errorCode(refused.body)).toBe('FORBIDDEN');
    const after = (await gqlOk(h, DELETE_VARIANT, { id: variantId }, admin)).deleteCourseVariant;
    expect(after.variants.map((v: { variant: string }) => v.variant)).toEqual(['FULL_MIXED']);
    expect(await h.db.prisma.priceChange.count({ where: { courseVariantId: uuidOf(variantId) } })).toBe(0);
    expect(errorCode((await graphql(h, DELETE_VARIANT, { id: variantId }, admin.headers)).body)).toBe('NOT_FOUND');
    expect(errorCode((await graphql(h, DELETE_VARIANT, { id: 'xyz' }, admin.headers)).body)).toBe('NOT_FOUND');
  });
});

describe('publishing a draft', () => {
  const ruleOf = (body: { errors?: { extensions?: { rule?: string } }[] }) => body.errors?.[0]?.extensions?.rule;

  it('refuses to leave PRIVATE without a description, a picture or prices (BUSINESS_RULE), in that order', async () => {
    const course = await createCourse();
    const id = uuidOf(course.id);
    for (const visibility of ['PUBLIC', 'LANDING', 'SOON']) {
      const body = await update({ id: course.id, visibility });
      expect(errorCode(body)).toBe('BUSINESS_RULE');
      expect(ruleOf(body)).toBe('PUBLISH_NEEDS_DESCRIPTION');
    }
    expect(ruleOf(await update({ id: course.id, visibility: 'PUBLIC', description: '<p>Opis</p>' }))).toBe(
      'PUBLISH_NEEDS_PICTURE',
    );
    // The refused change saved nothing.
    expect((await h.db.prisma.course.findUniqueOrThrow({ where: { id } })).description).toBe('');
    await readyToPublish(course.id, { price: false });
    expect(ruleOf(await update({ id: course.id, visibility: 'PUBLIC' }))).toBe('PUBLISH_NEEDS_PRICE');
    expect(ruleOf(await update({ id: course.id, visibility: 'LANDING' }))).toBe('PUBLISH_NEEDS_PRICE');
    await h.db.prisma.courseVariant.create({ data: { courseId: id, variant: 'FULL_ONLINE', priceGross: 0 } });
    expect(ruleOf(await update({ id: course.id, visibility: 'PUBLIC' }))).toBe('PUBLISH_NEEDS_PRICE');
    // "Coming soon" is listed without a price.
    expect((await update({ id: course.id, visibility: 'SOON' })).errors).toBeUndefined();
    // A course no longer PRIVATE changes visibility freely; back to PRIVATE is always allowed.
    expect((await update({ id: course.id, visibility: 'PRIVATE' })).errors).toBeUndefined();
    await h.db.prisma.courseVariant.updateMany({ where: { courseId: id }, data: { priceGross: 49_000 } });
    expect((await update({ id: course.id, visibility: 'PUBLIC' })).errors).toBeUndefined();
    expect((await gqlOk(h, COURSE, { id: course.id })).course).toMatchObject({ visibility: 'PUBLIC', buyable: true });
  });

  it('allows a zero price only when the course is marked free (publishing, repricing, unmarking)', async () => {
    const course = await createCourse();
    const id = uuidOf(course.id);
    await readyToPublish(course.id, { price: false });
    // A draft may wait at zero.
    await gqlOk(h, SET_VARIANT, { input: { courseId: course.id, variant: 'FULL_ONLINE', priceGross: 0 } }, admin);
    expect(ruleOf(await update({ id: course.id, visibility: 'PUBLIC' }))).toBe('PUBLISH_NEEDS_PRICE');
    // Marked free in the same change: published at zero.
    const published = await update({ id: course.id, visibility: 'PUBLIC', freeFlg: true });
    expect(published.errors).toBeUndefined();
    const read = await gqlOk(h, `query ($id: ID!) { course(id: $id) { freeFlg lowestPriceGross buyable } }`, {
      id: course.id,
    });
    expect(read.course).toEqual({ freeFlg: true, lowestPriceGross: 0, buyable: true });
    // On sale, not free any more while a variant is at zero: refused, nothing saved.
    expect(ruleOf(await update({ id: course.id, freeFlg: false }))).toBe('ZERO_PRICE_NOT_FREE');
    expect((await h.db.prisma.course.findUniqueOrThrow({ where: { id } })).freeFlg).toBe(true);
    // Priced above zero, it may stop being free; then zero is refused again.
    await gqlOk(h, SET_VARIANT, { input: { courseId: course.id, variant: 'FULL_ONLINE', priceGross: 1_000 } }, admin);
    expect((await update({ id: course.id, freeFlg: false })).errors).toBeUndefined();
    const zero = await graphql(
      h,
      SET_VARIANT,
      { input: { courseId: course.id, variant: 'FULL_MIXED', priceGross: 0 } },
      admin.headers,
    );
    expect(ruleOf(zero.body)).toBe('ZERO_PRICE_NOT_FREE');
    expect(await h.db.prisma.courseVariant.count({ where: { courseId: id } })).toBe(1);
    // Back to a draft, zero may be set again.
    expect((await update({ id: course.id, visibility: 'PRIVATE' })).errors).toBeUndefined();
    await gqlOk(h, SET_VARIANT, { input: { courseId: course.id, variant: 'FULL_MIXED', priceGross: 0 } }, admin);
  });

  it('keeps drafts out of the public listing and REST details (NOT_FOUND for visitors)', async () => {
    const course = await createCourse({ title: 'Szkic kursu', courseType: 'FULL', withoutExamFlg: false });
    const listed = await gqlOk(h, `{ courses(language: PL, first: 100) { edges { node { id } } } }`, {});
    expect(listed.courses.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(course.id);
    const rest = await h.app.inject({ method: 'GET', url: `/api/v1/courses/${uuidOf(course.id)}` });
    expect(rest.statusCode).toBe(404);
  });
});

describe('duplicateCourse', () => {
  it('copies fields, variants (fresh history) and picture into a new PRIVATE course; coupons stay', async () => {
    const course = await createCourse();
    const pictured = await gqlUpload(
      h,
      admin,
      `mutation ($input: UpdateCourseInput!) { updateCourse(input: $input) { id } }`,
      {
        input: {
          id: course.id,
          highlightImage: null,
          title: 'Szkolenie NSTS-01 do NSTS-08',
          category: 'PARTICULAR',
          theoryHours: 14.5,
          city: 'Warszawa',
          startDate: '2026-04-01',
          description: '<p>Opis</p>',
        },
      },
      [{ path: 'variables.input.highlightImage', filename: 'a.jpg', content: await jpeg() }],
    );
    expect(pictured.errors).toBeUndefined();
    await gqlOk(h, SET_VARIANT, { input: { courseId: course.id, variant: 'FULL_ONLINE', priceGross: 199_000 } }, admin);
    await gqlOk(h, SET_VARIANT, { input: { courseId: course.id, variant: 'FULL_ONLINE', priceGross: 149_000 } }, admin);
    await gqlOk(
      h,
      SET_VARIANT,
      { input: { courseId: course.id, variant: 'THEORETICAL_ONLINE', priceGross: 79_000 } },
      admin,
    );
    await gqlOk(
      h,
      `mutation ($courseId: ID!, $input: DiscountCouponInput!) { createCourseDiscountCoupon(courseId: $courseId, input: $input) { id } }`,
      { courseId: course.id, input: { code: 'DUPL-10', kind: 'PERCENT', value: 10 } },
      admin,
    );
    expect((await update({ id: course.id, visibility: 'PUBLIC' })).errors).toBeUndefined();
    const source = (await gqlOk(h, COURSE, { id: course.id }, admin)).course;

    expect(errorCode((await graphql(h, DUPLICATE, { id: course.id }, user.headers)).body)).toBe('FORBIDDEN');
    const copy = (await gqlOk(h, DUPLICATE, { id: course.id }, admin)).duplicateCourse;
    expect(copy.id).not.toBe(course.id);
    expect(copy).toMatchObject({
      title: 'Szkolenie NSTS-01 do NSTS-08 (kopia)',
      visibility: 'PRIVATE',
      category: 'PARTICULAR',
      theoryHours: 14.5,
      city: 'Warszawa',
      startDate: '2026-04-01',
      description: '<p>Opis</p>',
      highlightImage: source.highlightImage,
      lowestPriceGross: 79_000,
    });
    expect(copy.variants.map((v: { variant: string; priceGross: number }) => [v.variant, v.priceGross])).toEqual([
      ['FULL_ONLINE', 149_000],
      ['THEORETICAL_ONLINE', 79_000],
    ]);
    expect(
      copy.variants.every((v: { id: string }) => !source.variants.some((s: { id: string }) => s.id === v.id)),
    ).toBe(true);
    // A fresh history: the copy's prices are not reductions.
    expect(copy.variants.map((v: { omnibusLowestPriceGross: number | null }) => v.omnibusLowestPriceGross)).toEqual([
      null,
      null,
    ]);
    expect(await h.db.prisma.priceChange.count({ where: { courseVariant: { courseId: uuidOf(copy.id) } } })).toBe(2);
    expect(await h.db.prisma.discountCoupon.count({ where: { courseId: uuidOf(copy.id) } })).toBe(0);

    // The copy is hidden from the public.
    expect((await gqlOk(h, COURSE, { id: copy.id })).course).toBeNull();

    // Deleting the original keeps the shared picture; deleting the copy too removes it.
    const fileId = uuidOf(source.highlightImage.id);
    expect((await gqlOk(h, DELETE, { id: course.id }, admin)).deleteCourse).toBe(course.id);
    expect(await h.db.prisma.storedFile.findUnique({ where: { id: fileId } })).not.toBeNull();
    await gqlOk(h, DELETE, { id: copy.id }, admin);
    expect(await h.db.prisma.storedFile.findUnique({ where: { id: fileId } })).toBeNull();
  });

  it('suffixes English titles with " (copy)" and keeps the title within 255 characters', async () => {
    const course = await createCourse();
    await update({ id: course.id, language: 'EN', title: 'T'.repeat(255) });
    const copy = (await gqlOk(h, DUPLICATE, { id: course.id }, admin)).duplicateCourse;
    expect(copy.title).toBe(`${'T'.repeat(248)} (copy)`);
    expect(copy.title).toHaveLength(255);
    expect(errorCode((await graphql(h, DUPLICATE, { id: 'bad' }, admin.headers)).body)).toBe('NOT_FOUND');
  });
});

describe('duplicateCourse: the content', () => {
  const CONTENT = `query ($id: ID!) { course(id: $id) { subjects { id title number lessonCount
    lessons { id title number passThreshold questionCount
      segments { id segmentType position content media { originalName mimeType size } }
      questions { id content position answers { id content correct } } } } } }`;

  const ok = async (query: string, input: Record<string, unknown>) => gqlOk(h, query, { input }, admin);
  const newSubject = async (courseId: string, title: string) =>
    (await ok(`mutation ($input: CreateSubjectInput!) { createSubject(input: $input) { id } }`, { courseId, title }))
      .createSubject.id as string;
  const newLesson = async (subjectId: string, title: string, passThreshold?: number) => {
    const id = (
      await ok(`mutation ($input: CreateLessonInput!) { createLesson(input: $input) { id } }`, { subjectId, title })
    ).createLesson.id as string;
    if (passThreshold !== undefined) {
      await ok(`mutation ($input: UpdateLessonInput!) { updateLesson(input: $input) { id } }`, { id, passThreshold });
    }
    return id;
  };
  const textSegment = (lessonId: string, content: string) =>
    ok(`mutation ($input: CreateLessonSegmentInput!) { createLessonSegment(input: $input) { id } }`, {
      lessonId,
      segmentType: 'TEXT',
      content,
    });
  const imageSegment = async (lessonId: string, caption: string) => {
    const body = await gqlUpload(
      h,
      admin,
      `mutation ($input: CreateLessonSegmentInput!) { createLessonSegment(input: $input) { id } }`,
      { input: { lessonId, segmentType: 'IMAGE', content: caption, file: null } },
      [{ path: 'variables.input.file', filename: 'map.png', content: await png(40, 30) }],
    );
    expect(body.errors).toBeUndefined();
  };
  const question = (lessonId: string, content: string, answers: [string, boolean][]) =>
    ok(`mutation ($input: CreateLessonQuestionInput!) { createLessonQuestion(input: $input) { id } }`, {
      lessonId,
      content,
      answers: answers.map(([c, correct]) => ({ content: c, correct })),
    });

  /** Subjects S1 (lessons L1 with text, picture and two questions; L2 with threshold 90) and S2 (empty). */
  async function courseWithContent() {
    const course = await createCourse();
    const s1 = await newSubject(course.id, 'S1');
    await newSubject(course.id, 'S2');
    const l1 = await newLesson(s1, 'L1');
    await newLesson(s1, 'L2', 90);
    await textSegment(l1, '<p>Intro</p>');
    await imageSegment(l1, 'The map');
    await textSegment(l1, '<p>End</p>');
    await question(l1, 'Q1', [
      ['A', false],
      ['B', true],
    ]);
    await question(l1, 'Q2', [
      ['C', true],
      ['D', true],
      ['E', false],
    ]);
    return course;
  }

  /** The content without its ids, to compare an original with its copy. */
  const withoutIds = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === 'id' ? undefined : v)));
  const idsOf = (value: unknown) => JSON.stringify(value).match(/"id":"[^"]+"/g) ?? [];
  const mediaOf = (courseId: string) =>
    h.db.prisma.lessonSegment.findMany({
      where: { lesson: { subject: { courseId: uuidOf(courseId) } }, fileId: { not: null } },
      include: { file: true },
    });
  const exists = (key: string) =>
    h.storage.get(key).then(
      (stream) => (stream.destroy(), true),
      () => false,
    );

  it('copies subjects, lessons, segments and questions with answers, with new ids, never learner data', async () => {
    const course = await courseWithContent();
    const original = (await gqlOk(h, CONTENT, { id: course.id }, admin)).course;
    // A learner of the original: access, a quiz result, a certificate.
    const uc = await h.db.prisma.userCourse.create({ data: { userId: user.userId, courseId: uuidOf(course.id) } });
    await h.db.prisma.quizResult.create({
      data: {
        userCourseId: uc.id,
        lessonId: uuidOf(original.subjects[0].lessons[0].id),
        passed: true,
        correctCount: 2,
        questionCount: 2,
        bestScorePercent: 100,
      },
    });
    await h.db.prisma.certificate.create({
      data: { userId: user.userId, kind: 'UPLOADED', title: 'C', courseId: uuidOf(course.id), userCourseId: uc.id },
    });

    const copy = (await gqlOk(h, DUPLICATE, { id: course.id }, admin)).duplicateCourse;
    const copied = (await gqlOk(h, CONTENT, { id: copy.id }, admin)).course;
    expect(withoutIds(copied)).toEqual(withoutIds(original));
    expect(copied.subjects.map((s: { number: number; lessonCount: number }) => [s.number, s.lessonCount])).toEqual([
      [1, 2],
      [2, 0],
    ]);
    expect(copied.subjects[0].lessons[1].passThreshold).toBe(90);
    expect(copied.subjects[0].lessons[0].segments[1]).toMatchObject({ segmentType: 'IMAGE', content: 'The map' });
    expect(copied.subjects[0].lessons[0].questions[1].answers).toHaveLength(3);
    const originalIds = new Set(idsOf(original));
    expect(idsOf(copied).filter((id) => originalIds.has(id))).toEqual([]);

    // The same stored file, not a copy of it.
    const [a] = await mediaOf(course.id);
    const [b] = await mediaOf(copy.id);
    expect(b!.fileId).toBe(a!.fileId);
    expect(await h.db.prisma.storedFile.count({ where: { purpose: 'LESSON_MEDIA', id: a!.fileId! } })).toBe(1);

    // No learner data: nobody has the copy, no quiz result on its lessons, no certificate of it.
    const copyId = uuidOf(copy.id);
    expect(await h.db.prisma.userCourse.count({ where: { courseId: copyId } })).toBe(0);
    expect(await h.db.prisma.quizResult.count({ where: { lesson: { subject: { courseId: copyId } } } })).toBe(0);
    expect(await h.db.prisma.certificate.count({ where: { courseId: copyId } })).toBe(0);
    // The original keeps its own.
    expect(await h.db.prisma.quizResult.count({ where: { userCourseId: uc.id } })).toBe(1);

    // The exam question bank goes with it, with new ids.
    const bank = `query ($id: ID!) { examQuestions(courseId: $id) { edges { node { id text answers { id text correct } } } } }`;
    await ok(`mutation ($input: CreateExamQuestionInput!) { createExamQuestion(input: $input) { id } }`, {
      courseId: course.id,
      text: 'Max height in the open category?',
      answers: [
        { text: '120 m', correct: true },
        { text: '150 m', correct: false },
      ],
    });
    const bankCopy = (await gqlOk(h, DUPLICATE, { id: course.id }, admin)).duplicateCourse;
    const sourceBank = (await gqlOk(h, bank, { id: course.id }, admin)).examQuestions.edges;
    const copiedBank = (await gqlOk(h, bank, { id: bankCopy.id }, admin)).examQuestions.edges;
    expect(withoutIds(copiedBank)).toEqual(withoutIds(sourceBank));
    expect(copiedBank).toHaveLength(1);
    const sourceIds = new Set<string>(idsOf(sourceBank));
    expect(idsOf(copiedBank).filter((id) => sourceIds.has(id))).toEqual([]);

    // A course without content is copied as one.
    const empty = await createCourse();
    const emptyCopy = (await gqlOk(h, DUPLICATE, { id: empty.id }, admin)).duplicateCourse;
    expect((await gqlOk(h, CONTENT, { id: emptyCopy.id }, admin)).course.subjects).toEqual([]);
  });

  it('shares the media: deleting the copy or the original, or a segment of either, keeps the other’s file', async () => {
    const course = await courseWithContent();
    const [segment] = await mediaOf(course.id);
    const file = segment!.file!;
    const kept = async () => {
      expect(await h.db.prisma.storedFile.findUnique({ where: { id: file.id } })).not.toBeNull();
      expect(await exists(file.key)).toBe(true);
    };

    // Deleting the copy keeps the original's file.
    const first = (await gqlOk(h, DUPLICATE, { id: course.id }, admin)).duplicateCourse;
    await gqlOk(h, DELETE, { id: first.id }, admin);
    await kept();
    expect((await mediaOf(course.id))[0]!.fileId).toBe(file.id);

    // Deleting or re-uploading a segment of a copy keeps the original's file.
    const second = (await gqlOk(h, DUPLICATE, { id: course.id }, admin)).duplicateCourse;
    const [copied] = await mediaOf(second.id);
    await gqlOk(
      h,
      `mutation ($id: ID!) { deleteLessonSegment(id: $id) { id } }`,
      { id: gid('LessonSegment', copied!.id) },
      admin,
    );
    await kept();
    const third = (await gqlOk(h, DUPLICATE, { id: course.id }, admin)).duplicateCourse;
    const [replaced] = await mediaOf(third.id);
    const upload = await gqlUpload(
      h,
      admin,
      `mutation ($input: UpdateLessonSegmentInput!) { updateLessonSegment(input: $input) { id } }`,
      { input: { id: gid('LessonSegment', replaced!.id), file: null } },
      [{ path: 'variables.input.file', filename: 'other.jpg', content: await jpeg(20, 20) }],
    );
    expect(upload.errors).toBeUndefined();
    await kept();
    expect((await mediaOf(third.id))[0]!.fileId).not.toBe(file.id);

    // Deleting the original keeps the copy's file; deleting the last course using it removes it.
    const fourth = (await gqlOk(h, DUPLICATE, { id: course.id }, admin)).duplicateCourse;
    await gqlOk(h, DELETE, { id: course.id }, admin);
    await kept();
    expect((await mediaOf(fourth.id))[0]!.fileId).toBe(file.id);
    const served = await h.app.inject({
      method: 'GET',
      url: `/api/v1/lesson-media/${(await mediaOf(fourth.id))[0]!.id}`,
      headers: admin.headers,
    });
    expect(served.statusCode).toBe(200);
    await gqlOk(h, DELETE, { id: fourth.id }, admin);
    expect(await h.db.prisma.storedFile.findUnique({ where: { id: file.id } })).toBeNull();
    expect(await exists(file.key)).toBe(false);
  });

  it('copies content in a fixed number of queries, whatever its size (no N+1)', async () => {
    const small = await createCourse();
    const lesson = await newLesson(await newSubject(small.id, 'S'), 'L');
    await textSegment(lesson, '<p>t</p>');
    await question(lesson, 'Q', [
      ['A', true],
      ['B', false],
    ]);
    const large = await courseWithContent();
    const l3 = await newLesson(await newSubject(large.id, 'S3'), 'L3');
    await textSegment(l3, '<p>more</p>');
    await question(l3, 'Q3', [
      ['F', true],
      ['G', false],
    ]);
    const few = await countQueries(() => gqlOk(h, DUPLICATE, { id: small.id }, admin));
    const many = await countQueries(() => gqlOk(h, DUPLICATE, { id: large.id }, admin));
    expect(many).toBe(few);
  });
});

describe('deleteCourse', () => {
  it('deletes the course with its variants, price history and coupons', async () => {
    const course = await createCourse();
    await gqlOk(h, SET_VARIANT, { input: { courseId: course.id, variant: 'FULL_ONLINE', priceGross: 50_000 } }, admin);
    await gqlOk(
      h,
      `mutation ($courseId: ID!, $input: DiscountCouponInput!) { createCourseDiscountCoupon(courseId: $courseId, input: $input) { id } }`,
      { courseId: course.id, input: { code: 'GONE-1', kind: 'AMOUNT', value: 5000 } },
      admin,
    );
    for (const s of [visitor, user, instructor]) {
      expect(errorCode((await graphql(h, DELETE, { id: course.id }, s?.headers ?? {})).body)).toMatch(
        /UNAUTHENTICATED|FORBIDDEN/,
      );
    }
    const id = uuidOf(course.id);
    expect((await gqlOk(h, DELETE, { id: course.id }, admin)).deleteCourse).toBe(course.id);
    expect(await h.db.prisma.course.findUnique({ where: { id } })).toBeNull();
    expect(await h.db.prisma.courseVariant.count({ where: { courseId: id } })).toBe(0);
    expect(await h.db.prisma.discountCoupon.count({ where: { code: 'GONE-1' } })).toBe(0);
    expect(errorCode((await graphql(h, DELETE, { id: course.id }, admin.headers)).body)).toBe('NOT_FOUND');
  });

  it('refuses a course someone has (COURSE_HAS_LEARNERS) and changes nothing', async () => {
    const course = await createCourse();
    const id = uuidOf(course.id);
    await h.db.prisma.userCourse.create({ data: { userId: user.userId, courseId: id } });
    const refused = await graphql(h, DELETE, { id: course.id }, admin.headers);
    expect(errorCode(refused.body)).toBe('BUSINESS_RULE');
    expect(refused.body.errors?.[0]?.extensions?.rule).toBe('COURSE_HAS_LEARNERS');
    expect(await h.db.prisma.course.findUnique({ where: { id } })).not.toBeNull();
    expect(await h.db.prisma.userCourse.count({ where: { courseId: id } })).toBe(1);
  });

  it('deletes the lesson media of its content with it', async () => {
    const course = await createCourse();
    const subject = await gqlOk(
      h,
      `mutation ($input: CreateSubjectInput!) { createSubject(input: $input) { id } }`,
      { input: { courseId: course.id, title: 'Basics' } },
      admin,
    );
    const lesson = await gqlOk(
      h,
      `mutation ($input: CreateLessonInput!) { createLesson(input: $input) { id } }`,
      { input: { subjectId: subject.createSubject.id, title: 'Pictures' } },
      admin,
    );
    const uploaded = await gqlUpload(
      h,
      admin,
      `mutation ($input: CreateLessonSegmentInput!) { createLessonSegment(input: $input) { id } }`,
      { input: { lessonId: lesson.createLesson.id, segmentType: 'IMAGE', file: null } },
      [{ path: 'variables.input.file', filename: 'map.jpg', content: await jpeg() }],
    );
    expect(uploaded.errors).toBeUndefined();
    const media = await h.db.prisma.storedFile.findMany({
      where: {
        purpose: 'LESSON_MEDIA',
        lessonSegments: { some: { lesson: { subject: { courseId: uuidOf(course.id) } } } },
      },
    });
    expect(media).toHaveLength(1);
    await gqlOk(h, DELETE, { id: course.id }, admin);
    expect(await h.db.prisma.storedFile.findUnique({ where: { id: media[0]!.id } })).toBeNull();
    await expect(h.storage.get(media[0]!.key)).rejects.toThrow();
  });
});
