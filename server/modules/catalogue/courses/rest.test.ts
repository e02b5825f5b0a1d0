import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { rest, startWith, type Harness, type Method, type SignedIn } from '../../../test/harness.ts';

let h: Harness;
let admin: SignedIn;
let user: SignedIn;
let instructor: SignedIn;

const UNKNOWN = '3f1c2a4e-0000-4000-8000-000000000000';
const DAY = 86_400_000;
let seq = 0;

async function course(data: Partial<Prisma.CourseUncheckedCreateInput> = {}) {
  seq += 1;
  return h.db.prisma.course.create({
    data: {
      courseType: 'FULL',
      title: `REST ${seq}`,
      category: 'OPEN',
      language: 'PL',
      visibility: 'PUBLIC',
      createdAt: new Date(Date.parse('2025-02-01T10:00:00Z') + seq * 60_000),
      ...data,
    },
  });
}

const api = (method: Method, url: string, s?: SignedIn | null, payload?: unknown) => rest(h, method, url, s, payload);

beforeAll(async () => {
  ({ h, admin, user, instructor } = await startWith({ admin: 'ADMIN', user: 'USER', instructor: 'INSTRUCTOR' }));
});
afterAll(() => h.close());

describe('GET courses and courses/{id} (public)', () => {
  it('lists PUBLIC and SOON courses by language and categories, 25 per page numbered from 0', async () => {
    const open = await course({ title: 'Otwarta A1/A3', category: 'OPEN' });
    await h.db.prisma.courseVariant.create({ data: { courseId: open.id, variant: 'FULL_ONLINE', priceGross: 49_000 } });
    await course({ title: 'Wkrótce STS', category: 'PARTICULAR', visibility: 'SOON' });
    await course({ title: 'Landing', category: 'PARTICULAR', visibility: 'LANDING' });
    await course({ title: 'Szkic', visibility: 'PRIVATE' });
    await course({ title: 'Open EN', language: 'EN' });
    for (let i = 0; i < 25; i++) await course({ title: `Techniczny ${i}`, category: 'TECHNICAL' });

    const first = await api('GET', 'courses');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 0, size: 25, total: 27 });
    expect(body.items).toHaveLength(25);
    expect(body.items[0].title).toBe('Techniczny 24');
    const second = (await api('GET', 'courses?page=1')).json();
    expect(second.items.map((c: { title: string }) => c.title)).toEqual(['Wkrótce STS', 'Otwarta A1/A3']);
    expect(second.items[1]).toMatchObject({
      courseId: open.id,
      buyable: true,
      lowestPriceGross: 49_000,
      placesLeft: null,
      highlightImage: null,
      variants: [{ variant: 'FULL_ONLINE', priceGross: 49_000, omnibusLowestPriceGross: null }],
    });
    expect(second.items[1]).not.toHaveProperty('description'); // lists leave the long texts out

    const filtered = (await api('GET', 'courses?category=OPEN&category=particular')).json();
    expect(filtered.items.map((c: { title: string }) => c.title)).toEqual(['Wkrótce STS', 'Otwarta A1/A3']);
    expect(filtered.total).toBe(2);
    const en = (await api('GET', 'courses?lang=en')).json();
    expect(en.items.map((c: { title: string }) => c.title)).toEqual(['Open EN']);
    const unknownLanguage = (await api('GET', 'courses?lang=de&category=OPEN')).json();
    expect(unknownLanguage.items.map((c: { title: string }) => c.title)).toEqual(['Otwarta A1/A3']); // falls back to PL

    const bad = await api('GET', 'courses?category=DRONES');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'category.0', code: 'invalid_value' }],
    });
    expect((await api('GET', 'courses?page=-1')).statusCode).toBe(400);
  });

  it('shows PUBLIC, SOON and LANDING details to anyone; PRIVATE to admins only; 404 otherwise', async () => {
    for (const visibility of ['PUBLIC', 'SOON', 'LANDING'] as const) {
      const row = await course({ visibility, description: '<p>Opis</p>', theoryHours: 12.5 });
      const response = await api('GET', `courses/${row.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        courseId: row.id,
        visibility,
        description: '<p>Opis</p>',
        theoryHours: 12.5,
      });
    }
    const draft = await course({ visibility: 'PRIVATE' });
    expect((await api('GET', `courses/${draft.id}`)).statusCode).toBe(404);
    expect((await api('GET', `courses/${draft.id}`, user)).statusCode).toBe(404);
    expect((await api('GET', `courses/${draft.id}`, admin)).statusCode).toBe(200);
    expect((await api('GET', `courses/${UNKNOWN}`)).statusCode).toBe(404);
    const malformed = await api('GET', 'courses/not-a-uuid');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('shows the Omnibus price of a reduced variant', async () => {
    const row = await course();
    const variant = await h.db.prisma.courseVariant.create({
      data: { courseId: row.id, variant: 'FULL_STATIONARY', priceGross: 99_900 },
    });
    const now = Date.now();
    await h.db.prisma.priceChange.createMany({
      data: [
        { courseVariantId: variant.id, priceGross: 149_900, changedAt: new Date(now - 40 * DAY) },
        { courseVariantId: variant.id, priceGross: 129_900, changedAt: new Date(now - 20 * DAY) },
        { courseVariantId: variant.id, priceGross: 99_900, changedAt: new Date(now - 60_000) },
      ],
    });
    const details = (await api('GET', `courses/${row.id}`)).json();
    expect(details.variants).toEqual([
      { courseVariantId: variant.id, variant: 'FULL_STATIONARY', priceGross: 99_900, omnibusLowestPriceGross: 129_900 },
    ]);
  });
});

describe('admin/courses', () => {
  it('refuses visitors (401), students and instructors (403) on every route', async () => {
    const row = await course();
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', 'admin/courses'],
      ['POST', 'admin/courses', { title: 'Kurs', courseType: 'FULL', withoutExamFlg: false }],
      ['GET', `admin/courses/${row.id}`],
      ['PUT', `admin/courses/${row.id}`, { title: 'x' }],
      ['DELETE', `admin/courses/${row.id}`],
      ['POST', `admin/courses/${row.id}/duplicate`],
    ];
    for (const [method, url, payload] of routes) {
      const asVisitor = await api(method, url, null, payload);
      expect(asVisitor.statusCode, `${method} ${url}`).toBe(401);
      expect(asVisitor.json().code).toBe('UNAUTHENTICATED');
      for (const s of [user, instructor]) {
        const refused = await api(method, url, s, payload);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json().code).toBe('FORBIDDEN');
      }
    }
    expect(await h.db.prisma.course.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ title: row.title });
  });

  it('creates (201 with courseId), reads, updates, duplicates (201) and deletes (204) a course', async () => {
    const created = await api('POST', 'admin/courses', admin, {
      title: 'Nowy kurs',
      courseType: 'THEORETICAL',
      withoutExamFlg: true,
    });
    expect(created.statusCode).toBe(201);
    const { courseId } = created.json();
    const details = await api('GET', `admin/courses/${courseId}`, admin);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      courseId,
      courseType: 'THEORETICAL',
      withoutExamFlg: true,
      title: 'Nowy kurs',
      visibility: 'PRIVATE',
      category: 'OPEN',
      language: 'PL',
      variants: [],
    });

    // A draft is published only with a description, a picture and a price (422 with the rule).
    const early = await api('PUT', `admin/courses/${courseId}`, admin, { visibility: 'PUBLIC' });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'BUSINESS_RULE', rule: 'PUBLISH_NEEDS_DESCRIPTION' });
    expect((await api('GET', `courses/${courseId}`)).statusCode).toBe(404);
    const file = await h.db.prisma.storedFile.create({
      data: {
        key: 'test/rest-course.jpg',
        purpose: 'COURSE_PICTURE',
        originalName: 'a.jpg',
        mimeType: 'image/jpeg',
        size: 1,
        public: true,
      },
    });
    await h.db.prisma.course.update({ where: { id: courseId }, data: { highlightImageId: file.id } });
    await h.db.prisma.courseVariant.create({ data: { courseId, variant: 'FULL_ONLINE', priceGross: 99_000 } });

    const updated = await api('PUT', `admin/courses/${courseId}`, admin, {
      title: 'Kurs STS-01 i STS-02',
      category: 'PARTICULAR',
      visibility: 'PUBLIC',
      theoryHours: 14,
      startDate: '2026-05-04',
      endDate: '2026-05-06',
      city: 'Poznań',
      examDuration: 'DURATION_120',
      description: '<p>Egzamin zewnętrzny: 149 zł<script>x()</script></p>',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      courseId,
      title: 'Kurs STS-01 i STS-02',
      theoryHours: 14,
      startDate: '2026-05-04',
      endDate: '2026-05-06',
      city: 'Poznań',
      examDuration: 'DURATION_120',
      description: '<p>Egzamin zewnętrzny: 149 zł</p>',
    });

    const copy = await api('POST', `admin/courses/${courseId}/duplicate`, admin);
    expect(copy.statusCode).toBe(201);
    const copyId = copy.json().courseId;
    expect(copyId).not.toBe(courseId);
    expect((await api('GET', `admin/courses/${copyId}`, admin)).json()).toMatchObject({
      title: 'Kurs STS-01 i STS-02 (kopia)',
      visibility: 'PRIVATE',
    });
    expect((await api('GET', `courses/${copyId}`)).statusCode).toBe(404);

    const removed = await api('DELETE', `admin/courses/${courseId}`, admin);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await api('GET', `admin/courses/${courseId}`, admin)).statusCode).toBe(404);
    expect((await api('DELETE', `admin/courses/${courseId}`, admin)).statusCode).toBe(404);
  });

  it('answers 400 with field details for invalid input', async () => {
    const missing = await api('POST', 'admin/courses', admin, { courseType: 'HALF' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: expect.arrayContaining([
        { field: 'title', code: 'required' },
        { field: 'courseType', code: 'invalid_value' },
        { field: 'withoutExamFlg', code: 'required' },
      ]),
    });
    const row = await course({ startDate: new Date('2026-09-10T00:00:00Z') });
    const bad = await api('PUT', `admin/courses/${row.id}`, admin, {
      title: '',
      theoryHours: 'twelve',
      exerciseHours: 2.555,
      chapters: 3.5,
      availablePlaces: -1,
      vatRate: 22,
      city: 'C'.repeat(101),
      scope: `<p>${'x'.repeat(2001)}</p>`,
      startDate: '2026-13-01',
      language: 'DE',
      visibility: 'HIDDEN',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        { field: 'title', code: 'required' },
        { field: 'theoryHours', code: 'invalid_number' },
        { field: 'exerciseHours', code: 'invalid_number' },
        { field: 'chapters', code: 'invalid_number' },
        { field: 'availablePlaces', code: 'invalid_number' },
        { field: 'vatRate', code: 'invalid_value' },
        { field: 'city', code: 'max_length', max: 100 },
        { field: 'scope', code: 'max_length', max: 2000 },
        { field: 'startDate', code: 'invalid_value' },
        { field: 'language', code: 'invalid_value' },
        { field: 'visibility', code: 'invalid_value' },
      ]),
    );
    const dates = await api('PUT', `admin/courses/${row.id}`, admin, { endDate: '2026-09-01' });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().details).toEqual([{ field: 'endDate', code: 'invalid_value' }]);
    expect((await api('PUT', `admin/courses/${UNKNOWN}`, admin, { title: 'x' })).statusCode).toBe(404);
    expect((await api('PUT', 'admin/courses/123', admin, { title: 'x' })).statusCode).toBe(404);
    expect((await api('POST', 'admin/courses/123/duplicate', admin)).statusCode).toBe(404);
    expect((await api('DELETE', 'admin/courses/123', admin)).statusCode).toBe(404);
    expect((await api('GET', 'admin/courses/123', admin)).statusCode).toBe(404);
  });

  it('searches, filters, sorts and pages the admin table', async () => {
    const a = await course({ title: 'Tabela Alfa', category: 'CERTIFIED', visibility: 'PRIVATE', language: 'EN' });
    const b = await course({
      title: 'Tabela Beta',
      category: 'CERTIFIED',
      visibility: 'SOON',
      courseType: 'THEORETICAL',
    });
    const c = await course({ title: 'tabela Gamma', category: 'TECHNICAL', visibility: 'PUBLIC' });
    const list = async (query: string) => {
      const response = await api('GET', `admin/courses?${query}`, admin);
      expect(response.statusCode, query).toBe(200);
      return response.json();
    };
    const byTitle = await list('search=TABELA&sort=title&direction=asc');
    expect(byTitle).toMatchObject({ page: 0, size: 25, total: 3 });
    expect(byTitle.items.map((i: { courseId: string }) => i.courseId).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(
      (await list('search=tabela&category=CERTIFIED&sort=createdAt&direction=desc')).items.map(
        (i: { courseId: string }) => i.courseId,
      ),
    ).toEqual([b.id, a.id]);
    expect(
      (await list('search=tabela&visibility=PRIVATE&visibility=PUBLIC&sort=CREATED_AT&direction=ASC')).items.map(
        (i: { courseId: string }) => i.courseId,
      ),
    ).toEqual([a.id, c.id]);
    expect((await list('search=tabela&lang=en')).items.map((i: { courseId: string }) => i.courseId)).toEqual([a.id]);
    expect(
      (await list('search=tabela&courseType=THEORETICAL')).items.map((i: { courseId: string }) => i.courseId),
    ).toEqual([b.id]);
    const paged = await list('search=tabela&sort=CREATED_AT&direction=ASC&size=2&page=1');
    expect(paged).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(paged.items.map((i: { courseId: string }) => i.courseId)).toEqual([c.id]);
    const defaults = await list('search=tabela');
    expect(defaults.size).toBe(25);
    expect(defaults.items.map((i: { courseId: string }) => i.courseId)).toEqual([c.id, b.id, a.id]); // newest first

    for (const query of ['size=101', 'size=0', 'page=x', 'sort=PRICE', 'direction=UP', 'visibility=HIDDEN']) {
      const response = await api('GET', `admin/courses?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await list('size=100')).size).toBe(100);
  });
});
