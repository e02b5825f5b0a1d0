import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCourses } from '../../../../prisma/seed/courses.ts';
import { gqlOk, startWith, type Harness, type SignedIn } from '../../../test/harness.ts';

let h: Harness;
let admin: SignedIn;

// How long seeding takes is measured by `npm run bench`, not asserted here.
beforeAll(async () => {
  ({ h, admin } = await startWith({ admin: 'ADMIN' }));
  await seedCourses(h.db.prisma, h.storage);
});
afterAll(() => h.close());

const LIST = `
  query ($language: Language, $categories: [CourseCategory!]) {
    courses(language: $language, categories: $categories) {
      totalCount
      edges { node { id title category visibility buyable highlightImage { url thumbnailUrl }
        variants { variant priceGross omnibusLowestPriceGross } } }
    }
  }
`;

describe('demo courses (prisma/seed/courses.ts)', () => {
  it('seeds once: a second run adds nothing', async () => {
    const count = await h.db.prisma.course.count();
    expect(await seedCourses(h.db.prisma, h.storage)).toBe(0);
    expect(await h.db.prisma.course.count()).toBe(count);
  });

  it('lists at least two buyable courses per category in Polish and in English, with pictures', async () => {
    for (const language of ['PL', 'EN']) {
      for (const category of ['PARTICULAR', 'OPEN', 'TECHNICAL', 'CERTIFIED']) {
        const { courses } = await gqlOk(h, LIST, { language, categories: [category] });
        const buyable = courses.edges.filter((e: { node: { buyable: boolean } }) => e.node.buyable);
        expect(buyable.length, `${language} ${category}`).toBeGreaterThanOrEqual(2);
        for (const { node } of courses.edges) {
          expect(node.highlightImage).not.toBeNull();
          for (const v of node.variants) expect(v.priceGross).toBeGreaterThanOrEqual(49_000);
        }
      }
      const { courses } = await gqlOk(h, LIST, { language });
      expect(courses.edges.some((e: { node: { visibility: string } }) => e.node.visibility === 'SOON')).toBe(true);
    }
    const picture = (await gqlOk(h, LIST, { language: 'PL' })).courses.edges[0].node.highlightImage;
    const original = await h.app.inject({ method: 'GET', url: picture.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const thumb = await h.app.inject({ method: 'GET', url: picture.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
  });

  it('shows the Omnibus price of the reduced NSTS course: 999 zł now, lowest of the 30 days before 1 299 zł', async () => {
    const { courses } = await gqlOk(h, LIST, { language: 'PL', categories: ['PARTICULAR'] });
    const nsts = courses.edges.find((e: { node: { title: string } }) => e.node.title.includes('NSTS-01'))!.node;
    expect(nsts.variants).toContainEqual({
      variant: 'FULL_ONLINE',
      priceGross: 99_900,
      omnibusLowestPriceGross: 129_900,
    });
    expect(nsts.variants).toContainEqual({
      variant: 'FULL_STATIONARY',
      priceGross: 199_000,
      omnibusLowestPriceGross: null,
    });
  });

  it('has a LANDING course and a PRIVATE draft, hidden from the listing', async () => {
    const rows = await h.db.prisma.course.findMany({ where: { visibility: { in: ['LANDING', 'PRIVATE'] } } });
    expect(rows.map((r) => r.visibility).sort()).toEqual(['LANDING', 'LANDING', 'PRIVATE']);
    const listed = await gqlOk(h, LIST, { language: 'PL' });
    const ids = listed.courses.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(rows.every((r) => !ids.some((id: string) => Buffer.from(id, 'base64').toString().endsWith(r.id)))).toBe(
      true,
    );
  });

  it('pairs every seeded PL course with its EN twin, both ways', async () => {
    const rows = await h.db.prisma.course.findMany({ select: { id: true, language: true, twinId: true } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const paired = rows.filter((r) => r.twinId);
    expect(paired.length).toBe(rows.filter((r) => r.language === 'EN').length * 2);
    for (const row of paired) {
      const twin = byId.get(row.twinId!)!;
      expect(twin.twinId).toBe(row.id);
      expect(twin.language).not.toBe(row.language);
    }
  });

  it('holds data the admin form accepts unchanged (every seeded course saves back through PUT)', async () => {
    const all = await h.db.prisma.course.findMany({ select: { id: true } });
    for (const { id } of all) {
      const details = (
        await h.app.inject({ method: 'GET', url: `/api/v1/admin/courses/${id}`, headers: admin.headers })
      ).json();
      const {
        courseId: _id,
        highlightImage: _p,
        variants: _v,
        buyable: _b,
        lowestPriceGross: _l,
        placesLeft: _pl,
        createdAt: _c,
        updatedAt: _u,
        ...fields
      } = details;
      const saved = await h.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/courses/${id}`,
        headers: admin.headers,
        payload: fields,
      });
      expect(saved.statusCode, `${details.title}: ${saved.body}`).toBe(200);
      expect(saved.json()).toMatchObject(fields);
    }
  });
});
