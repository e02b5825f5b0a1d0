import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  errorDetails,
  gid,
  gqlOk,
  graphql,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';

let h: Harness;
let admin: SignedIn;
let user: SignedIn;

beforeAll(async () => {
  ({ h, admin, user } = await startWith({ admin: 'ADMIN', user: 'USER' }));
});
afterAll(() => h.close());

const FIELDS = `id title language twin { id title language twin { id } }`;
const UPDATE = `mutation ($input: UpdateCourseInput!) { updateCourse(input: $input) { ${FIELDS} } }`;
const COURSE = `query ($id: ID!) { course(id: $id) { ${FIELDS} } }`;

/** A course row straight in the database; returns its global id and uuid. */
async function course(language: 'PL' | 'EN', visibility: 'PUBLIC' | 'PRIVATE' = 'PUBLIC') {
  const row = await h.db.prisma.course.create({
    data: { courseType: 'FULL', title: `${language} course`, category: 'OPEN', language, visibility },
  });
  return { id: gid('Course', row.id), uuid: row.id };
}

const setTwin = async (id: string, twinId: string | null) =>
  (await graphql(h, UPDATE, { input: { id, twinId } }, admin.headers)).body;

const twinIdOf = async (uuid: string) =>
  (await h.db.prisma.course.findUniqueOrThrow({ where: { id: uuid }, select: { twinId: true } })).twinId;

describe('course twins (the same course in the other language)', () => {
  it('pairs two courses symmetrically through updateCourse.twinId and unpairs them with null', async () => {
    const [pl, en] = [await course('PL'), await course('EN')];
    const saved = (await gqlOk(h, UPDATE, { input: { id: pl.id, twinId: en.id } }, admin)).updateCourse;
    expect(saved.twin).toEqual({ id: en.id, title: 'EN course', language: 'EN', twin: { id: pl.id } });
    expect((await gqlOk(h, COURSE, { id: en.id })).course.twin).toMatchObject({ id: pl.id, language: 'PL' });

    const cleared = (await gqlOk(h, UPDATE, { input: { id: en.id, twinId: null } }, admin)).updateCourse;
    expect(cleared.twin).toBeNull();
    expect(await twinIdOf(pl.uuid)).toBeNull();
    expect(await twinIdOf(en.uuid)).toBeNull();
  });

  it('setting A↔B unpairs their former partners', async () => {
    const [a, b, c, d] = [await course('PL'), await course('EN'), await course('PL'), await course('EN')];
    await gqlOk(h, UPDATE, { input: { id: a.id, twinId: b.id } }, admin);
    await gqlOk(h, UPDATE, { input: { id: c.id, twinId: d.id } }, admin);
    // a takes d: b and c lose their partners.
    await gqlOk(h, UPDATE, { input: { id: d.id, twinId: a.id } }, admin);
    expect(await twinIdOf(a.uuid)).toBe(d.uuid);
    expect(await twinIdOf(d.uuid)).toBe(a.uuid);
    expect(await twinIdOf(b.uuid)).toBeNull();
    expect(await twinIdOf(c.uuid)).toBeNull();
  });

  it('refuses a twin in the same language, the course itself, or an unknown id; changes nothing', async () => {
    const [pl, other, en] = [await course('PL'), await course('PL'), await course('EN')];
    await gqlOk(h, UPDATE, { input: { id: pl.id, twinId: en.id } }, admin);
    for (const twinId of [other.id, pl.id, gid('Course', '00000000-0000-4000-8000-000000000000'), 'junk']) {
      const body = await setTwin(pl.id, twinId);
      expect(errorCode(body), twinId).toBe('VALIDATION_FAILED');
      expect(errorDetails(body)).toEqual([{ field: 'twinCourseId', code: 'invalid_value' }]);
    }
    expect(await twinIdOf(pl.uuid)).toBe(en.uuid);
    expect(await twinIdOf(en.uuid)).toBe(pl.uuid);
  });

  it('accepts a change of language and a twin in one save; a language change alone unpairs a same-language twin', async () => {
    const [a, b] = [await course('PL'), await course('PL')];
    await gqlOk(h, UPDATE, { input: { id: b.id, language: 'EN', twinId: a.id } }, admin);
    expect(await twinIdOf(a.uuid)).toBe(b.uuid);
    await gqlOk(h, UPDATE, { input: { id: b.id, language: 'PL' } }, admin);
    expect(await twinIdOf(a.uuid)).toBeNull();
    expect(await twinIdOf(b.uuid)).toBeNull();
  });

  it('shows a PRIVATE twin to admins only', async () => {
    const [pl, draft] = [await course('PL'), await course('EN', 'PRIVATE')];
    await gqlOk(h, UPDATE, { input: { id: pl.id, twinId: draft.id } }, admin);
    expect((await gqlOk(h, COURSE, { id: pl.id })).course.twin).toBeNull();
    expect((await gqlOk(h, COURSE, { id: pl.id }, user)).course.twin).toBeNull();
    expect((await gqlOk(h, COURSE, { id: pl.id }, admin)).course.twin).toMatchObject({ id: draft.id });
  });

  it('is refused to non-admins', async () => {
    const [pl, en] = [await course('PL'), await course('EN')];
    expect(errorCode((await graphql(h, UPDATE, { input: { id: pl.id, twinId: en.id } }, user.headers)).body)).toBe(
      'FORBIDDEN',
    );
    expect(await twinIdOf(pl.uuid)).toBeNull();
  });

  it('a duplicate is nobody’s twin; deleting a course unpairs its twin', async () => {
    const [pl, en] = [await course('PL'), await course('EN')];
    await gqlOk(h, UPDATE, { input: { id: pl.id, twinId: en.id } }, admin);
    const copy = (
      await gqlOk(h, `mutation ($id: ID!) { duplicateCourse(id: $id) { ${FIELDS} } }`, { id: pl.id }, admin)
    ).duplicateCourse;
    expect(copy.twin).toBeNull();
    expect(await twinIdOf(pl.uuid)).toBe(en.uuid);

    await gqlOk(h, `mutation ($id: ID!) { deleteCourse(id: $id) }`, { id: pl.id }, admin);
    expect(await twinIdOf(en.uuid)).toBeNull();
    expect((await gqlOk(h, COURSE, { id: en.id }, admin)).course.twin).toBeNull();
  });

  it('REST: the admin GET and PUT carry twinCourseId; the public details do not', async () => {
    const [pl, en] = [await course('PL'), await course('EN')];
    const put = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/courses/${pl.uuid}`,
      headers: admin.headers,
      payload: { twinCourseId: en.uuid },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().twinCourseId).toBe(en.uuid);
    const get = await h.app.inject({ method: 'GET', url: `/api/v1/admin/courses/${en.uuid}`, headers: admin.headers });
    expect(get.json().twinCourseId).toBe(pl.uuid);
    const pub = await h.app.inject({ method: 'GET', url: `/api/v1/courses/${en.uuid}` });
    expect(pub.json()).not.toHaveProperty('twinCourseId');

    const refused = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/courses/${pl.uuid}`,
      headers: admin.headers,
      payload: { twinCourseId: 'nope' },
    });
    expect(refused.statusCode).toBe(400);
    const cleared = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/courses/${pl.uuid}`,
      headers: admin.headers,
      payload: { twinCourseId: null },
    });
    expect(cleared.json().twinCourseId).toBeNull();
    expect(await twinIdOf(en.uuid)).toBeNull();
  });
});
