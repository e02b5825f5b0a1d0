import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  errorCode,
  errorDetails,
  gqlOk,
  graphql,
  localOf,
  rest,
  signIn,
  startHarness,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { gqlUpload, jpeg, png } from '../../../test/uploads.ts';

let h: Harness;
let admin: SignedIn;
let user: SignedIn;
let instructor: SignedIn;
let picture: Buffer;

beforeAll(async () => {
  h = await startHarness();
  admin = await signIn(h, 'ADMIN');
  user = await signIn(h, 'USER');
  instructor = await signIn(h, 'INSTRUCTOR');
  picture = await png(400, 400);
});
afterAll(() => h.close());
beforeEach(async () => {
  // Every test starts from empty lists (pictures go with their rows in the tests that check it).
  await h.db.prisma.personnel.deleteMany();
  await h.db.prisma.reference.deleteMany();
});

const PERSON = `id language fullName position description sortOrder published photo { id url thumbnailUrl }`;
const REFERENCE = `id language authorName authorRole content rating sortOrder published logo { id url }`;
const CREATE_PERSON = `mutation ($input: CreatePersonnelInput!) { createPersonnel(input: $input) { ${PERSON} } }`;
const UPDATE_PERSON = `mutation ($input: UpdatePersonnelInput!) { updatePersonnel(input: $input) { ${PERSON} } }`;
const DELETE_PERSON = `mutation ($id: ID!) { deletePersonnel(id: $id) }`;
const MOVE_PERSON = `mutation ($id: ID!, $direction: MoveDirection!) { movePersonnel(id: $id, direction: $direction) { id sortOrder } }`;
const CREATE_REF = `mutation ($input: CreateReferenceInput!) { createReference(input: $input) { ${REFERENCE} } }`;
const UPDATE_REF = `mutation ($input: UpdateReferenceInput!) { updateReference(input: $input) { ${REFERENCE} } }`;
const DELETE_REF = `mutation ($id: ID!) { deleteReference(id: $id) }`;
const PUBLIC = `query ($language: Language!) {
  personnel(language: $language) { ${PERSON} }
  references(language: $language) { ${REFERENCE} }
}`;
const ADMIN_LISTS = `query ($language: Language, $first: Int) {
  adminPersonnel(language: $language, first: $first) { totalCount edges { node { id fullName language published } } }
  adminReferences(language: $language, first: $first) { totalCount edges { node { id authorName language published } } }
}`;

type Person = { id: string; fullName: string; sortOrder: number; published: boolean; description: string };

async function person(input: Record<string, unknown>): Promise<Person> {
  const data = await gqlOk(h, CREATE_PERSON, { input: { language: 'PL', ...input } }, admin);
  return data.createPersonnel;
}
async function reference(input: Record<string, unknown>) {
  const data = await gqlOk(h, CREATE_REF, { input: { language: 'PL', content: '<p>Polecam!</p>', ...input } }, admin);
  return data.createReference as { id: string; content: string; rating: number | null };
}

const exists = (key: string) =>
  access(path.join(h.config.storageDir, key)).then(
    () => true,
    () => false,
  );

const XSS =
  '<p onclick="alert(1)">Hello <img src=x onerror="alert(2)"><script>alert(3)</script>' +
  '<a href="javascript:alert(4)">link</a> <a href="https://example.com" onmouseover="alert(5)">ok</a></p>' +
  '<iframe src="javascript:alert(6)"></iframe><svg onload="alert(7)"></svg>';

function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|onclick|onerror|onload|onmouseover|javascript:|<iframe|<svg|<img/i);
  expect(html).toContain('Hello');
  expect(html).toContain('href="https://example.com"');
}

describe('public lists', () => {
  it('show published rows of the asked language only, by sortOrder then name', async () => {
    await person({ fullName: 'Zofia Nowak', position: 'Instruktorka', sortOrder: 1 });
    await person({ fullName: 'Adam Kowalski', position: 'Egzaminator', sortOrder: 1 });
    await person({ fullName: 'Ewa Wiśniewska', sortOrder: 0 });
    await person({ fullName: 'Ukryty Szkic', published: false });
    await person({ language: 'EN', fullName: 'Anna Smith', position: 'Instructor' });
    await reference({ authorName: 'AeroSkan sp. z o.o.', rating: 5 });
    await reference({ authorName: 'Hidden', published: false });
    await reference({ language: 'EN', authorName: 'John Pilot', rating: 4 });

    const pl = await gqlOk(h, PUBLIC, { language: 'PL' }, null);
    expect(pl.personnel.map((p: Person) => p.fullName)).toEqual(['Ewa Wiśniewska', 'Adam Kowalski', 'Zofia Nowak']);
    expect(pl.references.map((r: { authorName: string }) => r.authorName)).toEqual(['AeroSkan sp. z o.o.']);
    const en = await gqlOk(h, PUBLIC, { language: 'EN' }, user);
    expect(en.personnel.map((p: Person) => p.fullName)).toEqual(['Anna Smith']);
    expect(en.references).toMatchObject([{ authorName: 'John Pilot', rating: 4, language: 'EN' }]);

    const restPl = await rest(h, 'GET', 'personnel?languageCd=pl');
    expect(restPl.statusCode).toBe(200);
    expect(restPl.json().map((p: { fullName: string }) => p.fullName)).toEqual([
      'Ewa Wiśniewska',
      'Adam Kowalski',
      'Zofia Nowak',
    ]);
    expect(restPl.json()[1]).toMatchObject({
      languageCd: 'PL',
      fullName: 'Adam Kowalski',
      position: 'Egzaminator',
      photo: null,
      sortOrder: 1,
    });
    expect(restPl.json()[1]).not.toHaveProperty('published');
    const restEn = await rest(h, 'GET', 'reference?languageCd=EN');
    expect(restEn.json()).toEqual([
      expect.objectContaining({ authorName: 'John Pilot', languageCd: 'EN', rating: 4, logo: null }),
    ]);
    // Unknown or missing language: Polish.
    const unknown = await rest(h, 'GET', 'reference?languageCd=de');
    expect(unknown.json().map((r: { authorName: string }) => r.authorName)).toEqual(['AeroSkan sp. z o.o.']);
    expect((await rest(h, 'GET', 'personnel')).json()).toHaveLength(3);
  });

  it('hide drafts from node(id) and the details queries for visitors, not for admins', async () => {
    const draft = await person({ fullName: 'Szkic', published: false });
    const query = `query ($id: ID!) { node(id: $id) { id } personnelMember(id: $id) { fullName } }`;
    const visitor = await gqlOk(h, query, { id: draft.id }, null);
    expect(visitor).toEqual({ node: null, personnelMember: null });
    const seen = await gqlOk(h, query, { id: draft.id }, admin);
    expect(seen).toEqual({ node: { id: draft.id }, personnelMember: { fullName: 'Szkic' } });
  });
});

describe('admin lists and authorization', () => {
  it('list drafts too, filter by language and page; only admins', async () => {
    await person({ fullName: 'A', published: false });
    await person({ fullName: 'B' });
    await person({ language: 'EN', fullName: 'C' });
    await reference({ authorName: 'R1' });
    await reference({ language: 'EN', authorName: 'R2', published: false });

    const all = await gqlOk(h, ADMIN_LISTS, {}, admin);
    expect(all.adminPersonnel.totalCount).toBe(3);
    expect(all.adminPersonnel.edges.map((e: { node: Person }) => e.node.fullName)).toEqual(['A', 'B', 'C']);
    const en = await gqlOk(h, ADMIN_LISTS, { language: 'EN' }, admin);
    expect(en.adminPersonnel.edges.map((e: { node: Person }) => e.node.fullName)).toEqual(['C']);
    expect(en.adminReferences.edges).toMatchObject([{ node: { authorName: 'R2', published: false } }]);
    const firstOne = await gqlOk(h, ADMIN_LISTS, { first: 1 }, admin);
    expect(firstOne.adminPersonnel.edges).toHaveLength(1);
    expect(firstOne.adminPersonnel.totalCount).toBe(3);

    for (const who of [null, user, instructor]) {
      const { body } = await graphql(h, ADMIN_LISTS, {}, who?.headers ?? {});
      expect(errorCode(body)).toBe(who ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }

    const restAll = await rest(h, 'GET', 'admin/personnel?size=2', admin);
    expect(restAll.statusCode).toBe(200);
    expect(restAll.json()).toMatchObject({ page: 0, size: 2, total: 3 });
    expect(restAll.json().items.map((p: { fullName: string }) => p.fullName)).toEqual(['A', 'B']);
    expect(restAll.json().items[0]).toMatchObject({ published: false, languageCd: 'PL' });
    const restEn = await rest(h, 'GET', 'admin/reference?languageCd=en', admin);
    expect(restEn.json()).toMatchObject({ total: 1, items: [{ authorName: 'R2', published: false }] });
    expect((await rest(h, 'GET', 'admin/personnel?size=0', admin)).statusCode).toBe(400);
  });

  it('refuses every write to visitors, users and instructors (GraphQL and REST)', async () => {
    const existing = await person({ fullName: 'Chroniony' });
    const ref = await reference({ authorName: 'Chroniona' });
    const pid = localOf(existing.id);
    const rid = localOf(ref.id);
    for (const who of [null, user, instructor]) {
      const expected = who ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      const status = who ? 403 : 401;
      const headers = who?.headers ?? {};
      expect(
        errorCode((await graphql(h, CREATE_PERSON, { input: { language: 'PL', fullName: 'X' } }, headers)).body),
      ).toBe(expected);
      expect(
        errorCode((await graphql(h, UPDATE_PERSON, { input: { id: existing.id, fullName: 'X' } }, headers)).body),
      ).toBe(expected);
      expect(errorCode((await graphql(h, DELETE_PERSON, { id: existing.id }, headers)).body)).toBe(expected);
      expect(errorCode((await graphql(h, MOVE_PERSON, { id: existing.id, direction: 'UP' }, headers)).body)).toBe(
        expected,
      );
      expect(
        errorCode(
          (await graphql(h, CREATE_REF, { input: { language: 'PL', authorName: 'X', content: 'x' } }, headers)).body,
        ),
      ).toBe(expected);
      expect(errorCode((await graphql(h, DELETE_REF, { id: ref.id }, headers)).body)).toBe(expected);

      const calls: [Parameters<typeof rest>[1], string, unknown?][] = [
        ['GET', 'admin/personnel'],
        ['GET', `admin/personnel/${pid}`],
        ['POST', 'admin/personnel', { languageCd: 'PL', fullName: 'X' }],
        ['PUT', `admin/personnel/${pid}`, { fullName: 'X' }],
        ['POST', `admin/personnel/${pid}/move`, { direction: 'UP' }],
        ['DELETE', `admin/personnel/${pid}/photo`],
        ['DELETE', `admin/personnel/${pid}`],
        ['GET', 'admin/reference'],
        ['GET', `admin/reference/${rid}`],
        ['POST', 'admin/reference', { languageCd: 'PL', authorName: 'X', content: 'x' }],
        ['PUT', `admin/reference/${rid}`, { authorName: 'X' }],
        ['DELETE', `admin/reference/${rid}`],
      ];
      for (const [method, url, body] of calls) {
        const response = await rest(h, method, url, who, body);
        expect([url, response.statusCode]).toEqual([url, status]);
      }
      const upload = await h.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/personnel/${pid}/photo`,
        headers: { ...headers, ...multipartHeaders },
        payload: multipart('photo', 'a.png', picture),
      });
      expect(upload.statusCode).toBe(status);
    }
    expect(await h.db.prisma.personnel.findUniqueOrThrow({ where: { id: pid } })).toMatchObject({
      fullName: 'Chroniony',
    });
    expect(await h.db.prisma.reference.count()).toBe(1);
  });
});

describe('writes', () => {
  it('validates lengths, required fields and ratings; nothing is stored', async () => {
    const long = await graphql(
      h,
      CREATE_PERSON,
      { input: { language: 'PL', fullName: 'x'.repeat(121), position: 'y'.repeat(121) } },
      admin.headers,
    );
    expect(errorCode(long.body)).toBe('VALIDATION_FAILED');
    expect(errorDetails(long.body)).toEqual(
      expect.arrayContaining([
        { field: 'fullName', code: 'max_length', max: 120 },
        { field: 'position', code: 'max_length', max: 120 },
      ]),
    );
    const blank = await graphql(h, CREATE_PERSON, { input: { language: 'PL', fullName: '   ' } }, admin.headers);
    expect(errorDetails(blank.body)).toEqual([{ field: 'fullName', code: 'required' }]);

    for (const rating of [0, 6]) {
      const bad = await graphql(
        h,
        CREATE_REF,
        { input: { language: 'PL', authorName: 'A', content: '<p>x</p>', rating } },
        admin.headers,
      );
      expect(errorDetails(bad.body)).toEqual([{ field: 'rating', code: 'invalid_number' }]);
    }
    const role = await graphql(
      h,
      CREATE_REF,
      {
        input: {
          language: 'PL',
          authorName: 'a'.repeat(121),
          authorRole: 'r'.repeat(201),
          content: '<p><script>x</script></p>',
        },
      },
      admin.headers,
    );
    expect(errorDetails(role.body)).toEqual(
      expect.arrayContaining([
        { field: 'authorName', code: 'max_length', max: 120 },
        { field: 'authorRole', code: 'max_length', max: 200 },
        { field: 'content', code: 'required' },
      ]),
    );
    // Visible characters count, not tags.
    const longQuote = await graphql(
      h,
      CREATE_REF,
      { input: { language: 'PL', authorName: 'A', content: `<p><strong>${'z'.repeat(2001)}</strong></p>` } },
      admin.headers,
    );
    expect(errorDetails(longQuote.body)).toEqual([{ field: 'content', code: 'max_length', max: 2000 }]);
    const fits = await reference({
      authorName: 'A',
      content: `<p><strong>${'z'.repeat(2000)}</strong></p>`,
      rating: null,
    });
    expect(fits.rating).toBeNull();

    const restBad = await rest(h, 'POST', 'admin/personnel', admin, { languageCd: 'PL', fullName: '' });
    expect(restBad.statusCode).toBe(400);
    expect(restBad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'fullName', code: 'required' }],
    });
    const restRating = await rest(h, 'POST', 'admin/reference', admin, {
      languageCd: 'EN',
      authorName: 'A',
      content: 'x',
      rating: 9,
    });
    expect(restRating.statusCode).toBe(400);
    expect(await h.db.prisma.personnel.count()).toBe(0);
    expect(await h.db.prisma.reference.count()).toBe(1);
  });

  it('sanitizes description and content on write: no script, handler or javascript: URL survives (GraphQL and REST)', async () => {
    const viaGraphql = await person({ fullName: 'XSS', description: XSS });
    expectHarmless(viaGraphql.description);
    const updated = await gqlOk(h, UPDATE_PERSON, { input: { id: viaGraphql.id, description: `${XSS}!` } }, admin);
    expectHarmless(updated.updatePersonnel.description);
    const ref = await reference({ authorName: 'XSS', content: XSS });
    expectHarmless(ref.content);

    const created = await rest(h, 'POST', 'admin/personnel', admin, {
      languageCd: 'PL',
      fullName: 'R',
      description: XSS,
    });
    expect(created.statusCode).toBe(201);
    const { personnelId } = created.json();
    const put = await rest(h, 'PUT', `admin/personnel/${personnelId}`, admin, { description: XSS });
    expectHarmless(put.json().description);
    const refCreated = await rest(h, 'POST', 'admin/reference', admin, {
      languageCd: 'PL',
      authorName: 'R',
      content: XSS,
    });
    const { referenceId } = refCreated.json();
    const refPut = await rest(h, 'PUT', `admin/reference/${referenceId}`, admin, { content: XSS });
    expectHarmless(refPut.json().content);

    // What the public reads, from the database.
    for (const p of (await rest(h, 'GET', 'personnel?languageCd=PL')).json()) expectHarmless(p.description);
    for (const r of (await rest(h, 'GET', 'reference?languageCd=PL')).json()) expectHarmless(r.content);
    const stored = await h.db.prisma.personnel.findMany();
    for (const row of stored) expectHarmless(row.description);
  });

  it('updates only the fields sent, moves between languages, and deletes (GraphQL and REST)', async () => {
    const p = await person({ fullName: 'Jan', position: 'Instruktor', description: '<p>Bio</p>' });
    const { updatePersonnel } = await gqlOk(h, UPDATE_PERSON, { input: { id: p.id, position: 'Egzaminator' } }, admin);
    expect(updatePersonnel).toMatchObject({ fullName: 'Jan', position: 'Egzaminator', description: '<p>Bio</p>' });
    const put = await rest(h, 'PUT', `admin/personnel/${localOf(p.id)}`, admin, { languageCd: 'en', published: false });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ languageCd: 'EN', published: false, position: 'Egzaminator' });
    const get = await rest(h, 'GET', `admin/personnel/${localOf(p.id)}`, admin);
    expect(get.json()).toMatchObject({ personnelId: localOf(p.id), fullName: 'Jan' });

    const ref = await reference({ authorName: 'Ola', rating: 5 });
    const cleared = await gqlOk(h, UPDATE_REF, { input: { id: ref.id, rating: null } }, admin);
    expect(cleared.updateReference.rating).toBeNull();

    expect((await gqlOk(h, DELETE_PERSON, { id: p.id }, admin)).deletePersonnel).toBe(p.id);
    expect(await h.db.prisma.personnel.count()).toBe(0);
    const again = await graphql(h, DELETE_PERSON, { id: p.id }, admin.headers);
    expect(errorCode(again.body)).toBe('NOT_FOUND');
    expect((await rest(h, 'DELETE', `admin/reference/${localOf(ref.id)}`, admin)).statusCode).toBe(204);
    expect((await rest(h, 'DELETE', `admin/reference/${localOf(ref.id)}`, admin)).statusCode).toBe(404);
    expect((await rest(h, 'GET', 'admin/reference/not-a-uuid', admin)).statusCode).toBe(404);
  });

  it('appends new rows to their language and reorders with moves (GraphQL and REST)', async () => {
    const a = await person({ fullName: 'A' });
    const b = await person({ fullName: 'B' });
    const c = await person({ fullName: 'C' });
    const en = await person({ language: 'EN', fullName: 'E' });
    expect([a.sortOrder, b.sortOrder, c.sortOrder, en.sortOrder]).toEqual([0, 1, 2, 0]);
    await gqlOk(h, MOVE_PERSON, { id: c.id, direction: 'UP' }, admin);
    const names = async () =>
      (await gqlOk(h, PUBLIC, { language: 'PL' }, null)).personnel.map((p: Person) => p.fullName);
    expect(await names()).toEqual(['A', 'C', 'B']);
    const moved = await rest(h, 'POST', `admin/personnel/${localOf(a.id)}/move`, admin, { direction: 'DOWN' });
    expect(moved.statusCode).toBe(200);
    expect(await names()).toEqual(['C', 'A', 'B']);
    // At the start, up does nothing.
    await gqlOk(h, MOVE_PERSON, { id: c.id, direction: 'UP' }, admin);
    expect(await names()).toEqual(['C', 'A', 'B']);
    expect(
      (await rest(h, 'POST', `admin/personnel/${localOf(a.id)}/move`, admin, { direction: 'LEFT' })).statusCode,
    ).toBe(400);
  });
});

// ───────────────────────────── Pictures ─────────────────────────────

const BOUNDARY = '----people-test';
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const multipart = (name: string, filename: string, content: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

describe('photos and logos', () => {
  it('stores a public photo on create, replaces it (old file deleted), removes it, and deletes it with the row', async () => {
    const created = await gqlUpload(
      h,
      admin,
      CREATE_PERSON,
      { input: { language: 'PL', fullName: 'Z fotką', photo: null } },
      [{ path: 'variables.input.photo', filename: 'portret.png', content: picture }],
    );
    expect(created.errors).toBeUndefined();
    const p = created.data.createPersonnel;
    const firstFile = await h.db.prisma.storedFile.findUniqueOrThrow({ where: { id: localOf(p.photo.id) } });
    expect(firstFile).toMatchObject({ public: true, purpose: 'PERSONNEL_PHOTO', mimeType: 'image/png' });
    const served = await h.app.inject({ method: 'GET', url: p.photo.url });
    expect(served.statusCode).toBe(200);

    const replaced = await gqlUpload(h, admin, UPDATE_PERSON, { input: { id: p.id, photo: null } }, [
      { path: 'variables.input.photo', filename: 'nowy.jpg', content: await jpeg(300, 300) },
    ]);
    expect(replaced.errors).toBeUndefined();
    expect(replaced.data.updatePersonnel.photo.id).not.toBe(p.photo.id);
    expect(await h.db.prisma.storedFile.count({ where: { id: firstFile.id } })).toBe(0);
    expect(await exists(firstFile.key)).toBe(false);

    const removed = await gqlOk(h, UPDATE_PERSON, { input: { id: p.id, removePhoto: true } }, admin);
    expect(removed.updatePersonnel.photo).toBeNull();
    expect(await h.db.prisma.storedFile.count({ where: { purpose: 'PERSONNEL_PHOTO' } })).toBe(0);

    // REST: multipart upload, then the row's delete takes the file along.
    const pid = localOf(p.id);
    const upload = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/personnel/${pid}/photo`,
      headers: { ...admin.headers, ...multipartHeaders },
      payload: multipart('photo', 'rest.png', picture),
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json().photo.url).toMatch(/^\/api\/v1\/files\//);
    const restFile = await h.db.prisma.storedFile.findUniqueOrThrow({ where: { id: upload.json().photo.id } });
    const publicList = (await rest(h, 'GET', 'personnel?languageCd=PL')).json();
    expect(publicList[0].photo).toMatchObject({
      id: restFile.id,
      thumbnailUrl: `/api/v1/files/${restFile.id}?size=thumb`,
    });
    expect((await rest(h, 'DELETE', `admin/personnel/${pid}`, admin)).statusCode).toBe(204);
    expect(await h.db.prisma.storedFile.count({ where: { id: restFile.id } })).toBe(0);
    expect(await exists(restFile.key)).toBe(false);
  });

  it('refuses files that are not pictures and keeps nothing (GraphQL and REST)', async () => {
    const before = await h.db.prisma.storedFile.count();
    const fake = await gqlUpload(
      h,
      admin,
      CREATE_REF,
      { input: { language: 'PL', authorName: 'Logo', content: '<p>x</p>', logo: null } },
      [{ path: 'variables.input.logo', filename: 'logo.png', content: Buffer.from('<svg onload="alert(1)"></svg>') }],
    );
    expect(errorCode(fake)).toBe('UNSUPPORTED_FILE');
    expect(await h.db.prisma.reference.count()).toBe(0);

    const ref = await reference({ authorName: 'Logo' });
    const rid = localOf(ref.id);
    const svg = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/reference/${rid}/logo`,
      headers: { ...admin.headers, ...multipartHeaders },
      payload: multipart('logo', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    });
    expect(svg.statusCode).toBe(415);
    expect(svg.json().code).toBe('UNSUPPORTED_FILE');
    const json = await rest(h, 'PUT', `admin/reference/${rid}/logo`, admin, { logo: 'x' });
    expect(json.statusCode).toBe(415);
    const missing = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/reference/${rid}/logo`,
      headers: { ...admin.headers, ...multipartHeaders },
      payload: multipart('other', 'logo.png', picture),
    });
    expect(missing.statusCode).toBe(400);
    expect(await h.db.prisma.storedFile.count()).toBe(before);

    const good = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/reference/${rid}/logo`,
      headers: { ...admin.headers, ...multipartHeaders },
      payload: multipart('logo', 'logo.jpeg', await jpeg(200, 100)),
    });
    expect(good.statusCode).toBe(200);
    const logoId = good.json().logo.id;
    const removed = await rest(h, 'DELETE', `admin/reference/${rid}/logo`, admin);
    expect(removed.json().logo).toBeNull();
    expect(await h.db.prisma.storedFile.count({ where: { id: logoId } })).toBe(0);

    const both = await gqlUpload(h, admin, UPDATE_REF, { input: { id: ref.id, logo: null, removeLogo: true } }, [
      { path: 'variables.input.logo', filename: 'l.png', content: picture },
    ]);
    expect(errorCode(both)).toBe('VALIDATION_FAILED');
    expect(await h.db.prisma.storedFile.count()).toBe(before);
  });
});

describe('REST documentation', () => {
  it('documents the public and admin routes, with the multipart picture routes', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const route of [
      '/api/v1/personnel',
      '/api/v1/reference',
      '/api/v1/admin/personnel',
      '/api/v1/admin/personnel/{id}',
      '/api/v1/admin/personnel/{id}/photo',
      '/api/v1/admin/personnel/{id}/move',
      '/api/v1/admin/reference',
      '/api/v1/admin/reference/{id}',
      '/api/v1/admin/reference/{id}/logo',
    ]) {
      expect(doc.paths).toHaveProperty([route]);
    }
    expect(Object.keys(doc.paths['/api/v1/admin/personnel/{id}/photo'].put.requestBody?.content ?? {})).toContain(
      'multipart/form-data',
    );
  });
});

describe('demo content', () => {
  it('seeds people with portraits and references (some with logos) in both languages, as the public reads them', async () => {
    const { seedPeople } = await import('../../../../prisma/seed/people.ts');
    await seedPeople(h.db.prisma, h.storage);
    for (const language of ['PL', 'EN']) {
      const { personnel, references } = await gqlOk(h, PUBLIC, { language }, null);
      expect(personnel.length).toBeGreaterThanOrEqual(4);
      expect(personnel.every((p: { photo: unknown; position: string }) => p.photo && p.position)).toBe(true);
      expect(references.length).toBeGreaterThanOrEqual(6);
      expect(references.filter((r: { logo: unknown }) => r.logo).length).toBeGreaterThanOrEqual(2);
      for (const r of references as { rating: number | null; content: string }[]) {
        expect(r.rating === null || (r.rating >= 1 && r.rating <= 5)).toBe(true);
        expect(r.content).toMatch(/^<p>/);
      }
      const photo = await h.app.inject({ method: 'GET', url: personnel[0].photo.thumbnailUrl });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
    }
    // Seeding again adds nothing.
    const before = await h.db.prisma.personnel.count();
    await seedPeople(h.db.prisma, h.storage);
    expect(await h.db.prisma.personnel.count()).toBe(before);
  });
});
