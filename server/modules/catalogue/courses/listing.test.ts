import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../../../generated/prisma/client.ts';
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
import { countQueries } from '../../../test/sql.ts';

let h: Harness;
let admin: SignedIn;
let user: SignedIn;
let instructor: SignedIn;

const BASE = Date.parse('2025-01-01T10:00:00Z');
const MINUTE = 60_000;
let seq = 0;

/** A course row straight in the database: fixtures for the listings (creation is tested elsewhere). */
async function course(data: Partial<Prisma.CourseUncheckedCreateInput> & { prices?: number[] } = {}) {
  const { prices = [], ...fields } = data;
  seq += 1;
  const row = await h.db.prisma.course.create({
    data: {
      courseType: 'FULL',
      title: `Kurs ${seq}`,
      category: 'OPEN',
      language: 'PL',
      visibility: 'PUBLIC',
      createdAt: new Date(BASE + seq * MINUTE),
      ...fields,
    },
  });
  const variants = ['FULL_ONLINE', 'FULL_MIXED', 'FULL_STATIONARY'] as const;
  for (const [i, priceGross] of prices.entries()) {
    await h.db.prisma.courseVariant.create({ data: { courseId: row.id, variant: variants[i]!, priceGross } });
  }
  return { ...row, gid: gid('Course', row.id) };
}

const LIST = `
  query ($first: Int, $after: String, $categories: [CourseCategory!], $language: Language) {
    courses(first: $first, after: $after, categories: $categories, language: $language) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { id title visibility category language buyable lowestPriceGross } }
    }
  }
`;

const ADMIN_LIST = `
  query (
    $first: Int, $after: String, $last: Int, $before: String, $search: String, $categories: [CourseCategory!],
    $visibilities: [Visibility!], $language: Language, $courseType: CourseType,
    $sortBy: AdminCourseSortField, $sortDirection: SortDirection
  ) {
    adminCourses(
      first: $first, after: $after, last: $last, before: $before, search: $search, categories: $categories,
      visibilities: $visibilities, language: $language, courseType: $courseType,
      sortBy: $sortBy, sortDirection: $sortDirection
    ) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { id title startDate category visibility } }
    }
  }
`;

type Edge = { node: { id: string; title: string } };
const titles = (data: { edges: Edge[] }) => data.edges.map((e) => e.node.title);

// Fixtures of the public listing (PL unless said): their titles say what they are.
let publicOpen: Awaited<ReturnType<typeof course>>;
let soonTechnical: Awaited<ReturnType<typeof course>>;
let landing: Awaited<ReturnType<typeof course>>;
let privateDraft: Awaited<ReturnType<typeof course>>;
let publicNoVariants: Awaited<ReturnType<typeof course>>;

beforeAll(async () => {
  ({ h, admin, user, instructor } = await startWith({ admin: 'ADMIN', user: 'USER', instructor: 'INSTRUCTOR' }));
  publicOpen = await course({ title: 'PL public OPEN', category: 'OPEN', prices: [69_000, 49_000] });
  soonTechnical = await course({
    title: 'PL soon TECHNICAL',
    category: 'TECHNICAL',
    visibility: 'SOON',
    prices: [199_000],
  });
  landing = await course({
    title: 'PL landing PARTICULAR',
    category: 'PARTICULAR',
    visibility: 'LANDING',
    prices: [99_000],
  });
  privateDraft = await course({ title: 'PL private OPEN', category: 'OPEN', visibility: 'PRIVATE', prices: [1000] });
  publicNoVariants = await course({ title: 'PL public CERTIFIED', category: 'CERTIFIED' });
  await course({ title: 'EN public OPEN', category: 'OPEN', language: 'EN', prices: [59_000] });
  await course({ title: 'EN soon PARTICULAR', category: 'PARTICULAR', language: 'EN', visibility: 'SOON' });
  await course({ title: 'EN private TECHNICAL', category: 'TECHNICAL', language: 'EN', visibility: 'PRIVATE' });
});
afterAll(() => h.close());

describe('courses (public listing)', () => {
  it('lists PUBLIC and SOON courses in Polish by default, newest first, to anyone', async () => {
    for (const s of [null, user, admin, instructor]) {
      const data = (await gqlOk(h, LIST, {}, s)).courses;
      expect(titles(data)).toEqual(['PL public CERTIFIED', 'PL soon TECHNICAL', 'PL public OPEN']);
      expect(data.totalCount).toBe(3);
      expect(data.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    }
  });

  it('filters by language and by categories (any of)', async () => {
    const en = (await gqlOk(h, LIST, { language: 'EN' })).courses;
    expect(titles(en)).toEqual(['EN soon PARTICULAR', 'EN public OPEN']);
    const some = (await gqlOk(h, LIST, { categories: ['OPEN', 'TECHNICAL'] })).courses;
    expect(titles(some)).toEqual(['PL soon TECHNICAL', 'PL public OPEN']);
    expect(some.totalCount).toBe(2);
    const none = (await gqlOk(h, LIST, { categories: ['PARTICULAR'] })).courses;
    expect(none.edges).toEqual([]); // the only PL PARTICULAR course is LANDING: reachable by link only
    expect(none.totalCount).toBe(0);
  });

  it('marks buyable only PUBLIC or LANDING courses with a variant; SOON is "coming soon"', async () => {
    const data = (await gqlOk(h, LIST, {})).courses;
    const byTitle = Object.fromEntries(data.edges.map((e: { node: { title: string } }) => [e.node.title, e.node]));
    expect(byTitle['PL public OPEN']).toMatchObject({ buyable: true, lowestPriceGross: 49_000 });
    expect(byTitle['PL soon TECHNICAL']).toMatchObject({ buyable: false, lowestPriceGross: 199_000 });
    expect(byTitle['PL public CERTIFIED']).toMatchObject({ buyable: false, lowestPriceGross: null });
    const details = await gqlOk(h, `query ($id: ID!) { course(id: $id) { visibility buyable } }`, { id: landing.gid });
    expect(details.course).toEqual({ visibility: 'LANDING', buyable: true });
    expect(publicNoVariants.visibility).toBe('PUBLIC');
  });

  it('pages with cursors, without gaps or repeats', async () => {
    const first = (await gqlOk(h, LIST, { first: 2 })).courses;
    expect(titles(first)).toEqual(['PL public CERTIFIED', 'PL soon TECHNICAL']);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.totalCount).toBe(3);
    const second = (await gqlOk(h, LIST, { first: 2, after: first.pageInfo.endCursor })).courses;
    expect(titles(second)).toEqual(['PL public OPEN']);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('refuses a malformed cursor or a negative page size (VALIDATION_FAILED)', async () => {
    const bad = await graphql(h, LIST, { after: 'not-a-cursor' });
    expect(errorCode(bad.body)).toBe('VALIDATION_FAILED');
    expect(errorDetails(bad.body)).toEqual([{ field: 'after', code: 'invalid_value' }]);
    expect(errorCode((await graphql(h, LIST, { first: -1 })).body)).toBe('VALIDATION_FAILED');
  });

  it('shows the details of a listed course and hides the PRIVATE one from non-admins', async () => {
    const QUERY = `query ($id: ID!) { course(id: $id) { id title } }`;
    expect((await gqlOk(h, QUERY, { id: soonTechnical.gid })).course.title).toBe('PL soon TECHNICAL');
    expect((await gqlOk(h, QUERY, { id: privateDraft.gid }, user)).course).toBeNull();
    expect((await gqlOk(h, QUERY, { id: privateDraft.gid }, admin)).course.title).toBe('PL private OPEN');
  });

  it('lists discount coupons to admins only', async () => {
    await h.db.prisma.discountCoupon.create({
      data: { code: 'LIST-5', kind: 'PERCENT', value: 5, courseId: publicOpen.id },
    });
    const QUERY = `query ($id: ID!) { course(id: $id) { title discountCoupons { code kind value } } }`;
    const asAdmin = await gqlOk(h, QUERY, { id: publicOpen.gid }, admin);
    expect(asAdmin.course.discountCoupons).toEqual([{ code: 'LIST-5', kind: 'PERCENT', value: 5 }]);
    expect(errorCode((await graphql(h, QUERY, { id: publicOpen.gid }, user.headers)).body)).toBe('FORBIDDEN');
    expect(errorCode((await graphql(h, QUERY, { id: publicOpen.gid })).body)).toBe('UNAUTHENTICATED');
  });

  it('reads a page of courses with pictures, variants and Omnibus prices in a fixed number of queries', async () => {
    const QUERY = `
      query ($language: Language) {
        courses(language: $language) {
          totalCount
          edges { node { id title buyable lowestPriceGross highlightImage { url thumbnailUrl }
            variants { id variant priceGross omnibusLowestPriceGross } } }
        }
      }
    `;
    const file = await h.db.prisma.storedFile.create({
      data: {
        key: 'course_image/n1',
        purpose: 'COURSE_IMAGE',
        originalName: 'a.jpg',
        mimeType: 'image/jpeg',
        size: 1,
        public: true,
      },
    });
    const language = 'EN';
    const addCourses = async (n: number) => {
      for (let i = 0; i < n; i++)
        await course({ language, highlightImageId: file.id, prices: [10_000, 20_000, 30_000] });
    };
    await addCourses(2);
    const few = await countQueries(() => gqlOk(h, QUERY, { language }));
    await addCourses(8);
    let data: { courses: { edges: unknown[] } } | undefined;
    const many = await countQueries(async () => {
      data = await gqlOk(h, QUERY, { language });
    });
    expect(data!.courses.edges.length).toBeGreaterThanOrEqual(10);
    expect(many).toBe(few);
  });
});

describe('adminCourses', () => {
  const adminList = async (variables: Record<string, unknown>) =>
    (await gqlOk(h, ADMIN_LIST, variables, admin)).adminCourses;
  // The admin fixtures: a batch found by its search token (plus fillers, for more than one page).
  const TOKEN = 'Zestaw';
  beforeAll(async () => {
    type Row = [
      string,
      string | null,
      'OPEN' | 'PARTICULAR' | 'TECHNICAL' | 'CERTIFIED',
      'PUBLIC' | 'PRIVATE' | 'SOON' | 'LANDING',
      'PL' | 'EN',
      'FULL' | 'THEORETICAL',
    ];
    const rows: Row[] = [
      ['Zestaw C fotogrametria', '2026-03-01', 'TECHNICAL', 'PUBLIC', 'PL', 'FULL'],
      ['zestaw A instruktor', null, 'CERTIFIED', 'PRIVATE', 'PL', 'FULL'],
      ['ZESTAW E termowizja', '2026-01-15', 'TECHNICAL', 'SOON', 'EN', 'THEORETICAL'],
      ['Zestaw B sts', '2026-02-01', 'PARTICULAR', 'LANDING', 'PL', 'THEORETICAL'],
      ['Zestaw D a2', '2026-02-01', 'OPEN', 'PUBLIC', 'EN', 'FULL'],
    ];
    for (const [title, startDate, category, visibility, language, courseType] of rows) {
      await course({
        title,
        category,
        visibility,
        language,
        courseType,
        startDate: startDate ? new Date(`${startDate}T00:00:00Z`) : null,
      });
    }
    for (let i = 0; i < 10; i++) await course({ title: `Filler ${i}`, visibility: 'PRIVATE', language: 'EN' });
  });

  it('is refused to visitors, students and instructors', async () => {
    expect(errorCode((await graphql(h, ADMIN_LIST, {})).body)).toBe('UNAUTHENTICATED');
    expect(errorCode((await graphql(h, ADMIN_LIST, {}, user.headers)).body)).toBe('FORBIDDEN');
    expect(errorCode((await graphql(h, ADMIN_LIST, {}, instructor.headers)).body)).toBe('FORBIDDEN');
  });

  it('lists every course, newest first by default, in pages of 25', async () => {
    const total = await h.db.prisma.course.count();
    expect(total).toBeGreaterThan(25);
    const page = await adminList({});
    expect(page.edges).toHaveLength(25);
    expect(page.totalCount).toBe(total);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const newest = await h.db.prisma.course.findFirstOrThrow({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    expect(page.edges[0].node.id).toBe(gid('Course', newest.id));
    const rest = await adminList({ after: page.pageInfo.endCursor });
    expect(rest.edges).toHaveLength(total - 25);
    expect(rest.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect([...page.edges, ...rest.edges].map((e: Edge) => e.node.title)).toContain('PL private OPEN');
  });

  it('searches titles case-insensitively and combines filters', async () => {
    const all = ['Zestaw C fotogrametria', 'zestaw A instruktor', 'ZESTAW E termowizja', 'Zestaw B sts', 'Zestaw D a2'];
    const found = await adminList({ search: 'zestaw' });
    expect(titles(found).sort()).toEqual([...all].sort());
    expect(found.totalCount).toBe(5);
    expect(titles(await adminList({ search: 'TERMOWIZJA' }))).toEqual(['ZESTAW E termowizja']);
    // Titles that differ from the third word on: the same order under any collation.
    const visible = { search: TOKEN, visibilities: ['PUBLIC', 'LANDING'], sortBy: 'TITLE' };
    expect(titles(await adminList({ ...visible, sortDirection: 'ASC' }))).toEqual([
      'Zestaw B sts',
      'Zestaw C fotogrametria',
      'Zestaw D a2',
    ]);
    expect(titles(await adminList({ ...visible, sortDirection: 'DESC' }))).toEqual([
      'Zestaw D a2',
      'Zestaw C fotogrametria',
      'Zestaw B sts',
    ]);
    const categories = await adminList({ search: TOKEN, categories: ['TECHNICAL', 'OPEN'] });
    expect(titles(categories).sort()).toEqual(['Zestaw C fotogrametria', 'Zestaw D a2', 'ZESTAW E termowizja'].sort());
    const en = await adminList({ search: TOKEN, language: 'EN' });
    expect(titles(en).sort()).toEqual(['Zestaw D a2', 'ZESTAW E termowizja'].sort());
    expect(en.totalCount).toBe(2);
    expect(titles(await adminList({ search: TOKEN, courseType: 'THEORETICAL', language: 'PL' }))).toEqual([
      'Zestaw B sts',
    ]);
    expect(titles(await adminList({ search: TOKEN, visibilities: ['PRIVATE'] }))).toEqual(['zestaw A instruktor']);
  });

  it('sorts by start date (undated last), category, visibility and creation, ties broken by id', async () => {
    const asc = titles(await adminList({ search: TOKEN, sortBy: 'START_DATE', sortDirection: 'ASC' }));
    expect(asc[0]).toBe('ZESTAW E termowizja');
    expect(asc.slice(1, 3).sort()).toEqual(['Zestaw B sts', 'Zestaw D a2']);
    expect(asc.slice(3)).toEqual(['Zestaw C fotogrametria', 'zestaw A instruktor']);
    const desc = titles(await adminList({ search: TOKEN, sortBy: 'START_DATE', sortDirection: 'DESC' }));
    expect(desc[0]).toBe('Zestaw C fotogrametria');
    expect(desc.at(-1)).toBe('zestaw A instruktor');
    expect(desc.slice(1, 3)).toEqual([...asc.slice(1, 3)].reverse()); // equal dates: reverse id order

    const byCategory = titles(await adminList({ search: TOKEN, sortBy: 'CATEGORY', sortDirection: 'ASC' }));
    expect(byCategory[0]).toBe('Zestaw B sts'); // PARTICULAR, OPEN, TECHNICAL, CERTIFIED (enum order)
    expect(byCategory[1]).toBe('Zestaw D a2');
    expect(byCategory.at(-1)).toBe('zestaw A instruktor');
    const byVisibility = titles(await adminList({ search: TOKEN, sortBy: 'VISIBILITY', sortDirection: 'DESC' }));
    expect(byVisibility[0]).toBe('ZESTAW E termowizja'); // SOON, LANDING, PRIVATE, PUBLIC
    expect(byVisibility[1]).toBe('Zestaw B sts');
    const oldest = titles(await adminList({ search: TOKEN, sortBy: 'CREATED_AT', sortDirection: 'ASC' }));
    expect(oldest).toEqual([
      'Zestaw C fotogrametria',
      'zestaw A instruktor',
      'ZESTAW E termowizja',
      'Zestaw B sts',
      'Zestaw D a2',
    ]);
  });

  it('pages forward and backward through any sort without gaps or repeats', async () => {
    for (const sortBy of ['TITLE', 'CREATED_AT', 'START_DATE', 'CATEGORY', 'VISIBILITY']) {
      for (const sortDirection of ['ASC', 'DESC']) {
        const all = (await adminList({ first: 100, sortBy, sortDirection })).edges.map((e: Edge) => e.node.id);
        const forward: string[] = [];
        let after: string | undefined;
        for (;;) {
          const page = await adminList({ first: 8, after, sortBy, sortDirection });
          forward.push(...page.edges.map((e: Edge) => e.node.id));
          if (!page.pageInfo.hasNextPage) break;
          after = page.pageInfo.endCursor;
        }
        expect(forward).toEqual(all);
        const backward: string[] = [];
        let before: string | undefined;
        for (;;) {
          const page = await adminList({ last: 8, before, sortBy, sortDirection });
          backward.unshift(...page.edges.map((e: Edge) => e.node.id));
          if (!page.pageInfo.hasPreviousPage) break;
          before = page.pageInfo.startCursor;
        }
        expect(backward).toEqual(all);
      }
    }
  });

  it('refuses contradictory page arguments', async () => {
    const { body } = await graphql(h, ADMIN_LIST, { first: 2, last: 2 }, admin.headers);
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
  });
});
