import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAdminJobOffers, adminJobOffersWhere } from '../modules/exchange/exchange/offers.ts';
import {
  ADMIN_PROFILES_ORDER,
  adminPublicProfilesWhere,
  countAdminPublicProfiles,
} from '../modules/exchange/exchange/profiles.ts';
import { adminProductWhere, countAdminProducts } from '../modules/catalogue/shop/products.ts';
import { adminCoursesWhere } from '../modules/catalogue/courses/service.ts';
import { adminPostWhere } from '../modules/content/blog/service.ts';
import { adminUserWhere, countAdminUsers, parseAdminUserFilter } from '../modules/accounts/users/service.ts';
import { insertAdminRows } from './bulk-rows.ts';
import { gqlOk, signIn, startHarness, type Harness, type SignedIn } from './harness.ts';

// The admin lists' capped counts (platform/db/capped-count.ts) count with a WHERE in SQL kept
// next to each list's Prisma WHERE: both must match the same rows. The provider cards' search
// pages by ids chosen in SQL: the same cards in the same order as the Prisma WHERE, both ways.

let h: Harness;
let admin: SignedIn;
const exchangeAdmin = () => ({ id: admin.userId, role: 'ADMIN', premiumUserFlg: false }) as never;

beforeAll(async () => {
  h = await startHarness();
  admin = await signIn(h, 'ADMIN');
  await insertAdminRows((sql) => h.db.prisma.$executeRawUnsafe(sql), 1, 60, 60);
  await h.db.prisma.user.update({
    where: { email: 'bench7@example.com' },
    data: { accountStatus: 'INACTIVE', deletionRequestedAt: new Date() },
  });
});
afterAll(() => h?.close());

describe('capped counts match the Prisma WHERE', () => {
  it('users', async () => {
    const filters = [
      {},
      { search: 'kowalski1' },
      { search: 'jan 1' },
      { search: '00000000 3' },
      { search: '0000-000-03' },
      { search: 'BENCH1 example' },
      { roles: ['B2B', 'SELLER'] },
      { status: 'INACTIVE' },
      { premium: true },
      { publicProfile: false, roles: ['USER'] },
      { deletionRequested: true },
      { deletionRequested: false },
    ];
    for (const input of filters) {
      const filter = parseAdminUserFilter(input);
      const expected = await h.db.prisma.user.count({ where: adminUserWhere(filter) });
      expect(await countAdminUsers(h.db.prisma, filter), JSON.stringify(input)).toEqual({
        count: expected,
        exact: true,
      });
    }
  });

  it('products', async () => {
    for (const filter of [
      {},
      { search: 'dron 1' },
      { search: 'DRONE 2' },
      { search: ' 5 ' },
      { categories: ['GADGET', 'VOUCHER'] as never },
      { search: 'dron', categories: ['EQUIPMENT'] as never },
    ]) {
      const expected = await h.db.prisma.product.count({ where: adminProductWhere(filter) });
      expect(await countAdminProducts(h.db.prisma, filter), JSON.stringify(filter)).toEqual({
        count: expected,
        exact: true,
      });
    }
  });

  it('job offers', async () => {
    for (const filter of [{}, { status: 'ENDED' }, { category: 'VIDEO' }, { status: 'OPEN', category: 'GEODESY' }]) {
      const expected = await h.db.prisma.jobOffer.count({ where: adminJobOffersWhere(exchangeAdmin(), filter) });
      expect(await countAdminJobOffers(h.db.prisma, filter), JSON.stringify(filter)).toEqual({
        count: expected,
        exact: true,
      });
    }
  });

  it('provider cards', async () => {
    for (const filter of [
      {},
      { status: 'PENDING' },
      { service: 'VIDEO' },
      { search: 'miasto 1' },
      { search: 'BENCH2' },
      { search: 'dronowe 3', status: 'APPROVED', service: 'PHOTOGRAPHY' },
    ]) {
      const expected = await h.db.prisma.publicProfile.count({ where: adminPublicProfilesWhere(filter) });
      expect(await countAdminPublicProfiles(h.db.prisma, filter), JSON.stringify(filter)).toEqual({
        count: expected,
        exact: true,
      });
    }
  });

  it('beyond the cap the total is an estimate, marked as such', async () => {
    const capped = await countAdminUsers(h.db.prisma, parseAdminUserFilter({}), 10);
    expect(capped.exact).toBe(false);
    expect(capped.count).toBeGreaterThan(10);
    const data = await gqlOk(h, `{ adminUsers(first: 1) { totalCount totalCountExact } }`, {}, admin);
    expect(data.adminUsers).toEqual({ totalCount: await h.db.prisma.user.count(), totalCountExact: true });
  });
});

describe('provider cards: the searched pages', () => {
  const query = `query ($first: Int, $after: String, $last: Int, $before: String, $filter: AdminPublicProfileFilter) {
    adminPublicProfiles(first: $first, after: $after, last: $last, before: $before, filter: $filter) {
      totalCount totalCountExact
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { node { companyName ownerEmail } }
    }
  }`;
  type Page = {
    adminPublicProfiles: {
      totalCount: number;
      totalCountExact: boolean;
      pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
      edges: { node: { companyName: string } }[];
    };
  };

  it('lists the same cards in the same order as the Prisma WHERE, forwards and backwards', async () => {
    for (const filter of [{ search: 'miasto 1' }, { search: 'bench1' }, { search: 'ench2', status: 'APPROVED' }]) {
      const expected = (
        await h.db.prisma.publicProfile.findMany({
          where: adminPublicProfilesWhere(filter),
          orderBy: ADMIN_PROFILES_ORDER,
          select: { companyName: true },
        })
      ).map((p) => p.companyName);
      expect(expected.length).toBeGreaterThan(4);
      const forward: string[] = [];
      let after: string | null = null;
      let first: Page | undefined;
      do {
        const page = (await gqlOk(h, query, { first: 3, after, filter }, admin)) as Page;
        first ??= page;
        forward.push(...page.adminPublicProfiles.edges.map((e) => e.node.companyName));
        after = page.adminPublicProfiles.pageInfo.hasNextPage ? page.adminPublicProfiles.pageInfo.endCursor : null;
      } while (after);
      expect(forward, JSON.stringify(filter)).toEqual(expected);
      expect(first!.adminPublicProfiles.totalCount).toBe(expected.length);
      expect(first!.adminPublicProfiles.totalCountExact).toBe(true);
      expect(first!.adminPublicProfiles.pageInfo.hasPreviousPage).toBe(false);

      const backward: string[] = [];
      let last = (await gqlOk(h, query, { last: 3, filter }, admin)) as Page;
      backward.unshift(...last.adminPublicProfiles.edges.map((e) => e.node.companyName));
      while (last.adminPublicProfiles.pageInfo.hasPreviousPage) {
        last = (await gqlOk(
          h,
          query,
          { last: 3, before: last.adminPublicProfiles.pageInfo.startCursor, filter },
          admin,
        )) as Page;
        backward.unshift(...last.adminPublicProfiles.edges.map((e) => e.node.companyName));
      }
      expect(backward, JSON.stringify(filter)).toEqual(expected);
    }
  });

  it('REST pages the same cards', async () => {
    const filter = { search: 'miasto 1' };
    const expected = (
      await h.db.prisma.publicProfile.findMany({
        where: adminPublicProfilesWhere(filter),
        orderBy: ADMIN_PROFILES_ORDER,
        select: { companyName: true },
      })
    ).map((p) => p.companyName);
    const names: string[] = [];
    for (let page = 0; page * 4 < expected.length; page++) {
      const response = await h.app.inject({
        method: 'GET',
        url: `/api/v1/admin/public-profiles?search=miasto%201&page=${page}&size=4`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { items: { companyName: string }[]; total: number; totalExact: boolean };
      expect(body).toMatchObject({ total: expected.length, totalExact: true });
      names.push(...body.items.map((item) => item.companyName));
    }
    expect(names).toEqual(expected);
  });
});

// `%`, `_` and `\` in a typed search match themselves (platform/db/text-search.ts), in the Prisma
// WHERE and in its SQL twin: "_" used to match every row.
describe('a search matches wildcard characters literally', () => {
  const literal = (values: (string | null)[], text: string) =>
    values.filter((v) => v?.toLowerCase().includes(text.toLowerCase())).length;

  beforeAll(async () => {
    const product = await h.db.prisma.product.findFirstOrThrow({ select: { id: true } });
    await h.db.prisma.product.update({ where: { id: product.id }, data: { name: 'Filtr ND 50%_off \\ set' } });
    const card = await h.db.prisma.publicProfile.findFirstOrThrow({ select: { id: true } });
    await h.db.prisma.publicProfile.update({ where: { id: card.id }, data: { town: 'Biała_Podlaska 100%' } });
  });

  const searches = ['%', '_', '50%_', '0_o', '\\', '100%', 'x%'];

  it('products, users and provider cards, Prisma and SQL alike', async () => {
    const names = (await h.db.prisma.product.findMany({ select: { name: true, nameEn: true } })).map(
      (p) => `${p.name}\u0000${p.nameEn ?? ''}`,
    );
    const towns = await h.db.prisma.publicProfile.findMany({ select: { town: true, companyName: true } });
    for (const search of searches) {
      const products = await h.db.prisma.product.count({ where: adminProductWhere({ search }) });
      expect(products, search).toBe(literal(names, search));
      expect((await countAdminProducts(h.db.prisma, { search })).count, search).toBe(products);
      const cards = await h.db.prisma.publicProfile.count({ where: adminPublicProfilesWhere({ search }) });
      expect(cards, search).toBeGreaterThanOrEqual(
        literal(
          towns.map((t) => t.town),
          search,
        ),
      );
      expect((await countAdminPublicProfiles(h.db.prisma, { search })).count, search).toBe(cards);
      const filter = parseAdminUserFilter({ search });
      const users = await h.db.prisma.user.count({ where: adminUserWhere(filter) });
      expect((await countAdminUsers(h.db.prisma, filter)).count, search).toBe(users);
    }
    // Exactly the renamed rows, not every row as a wildcard would.
    expect(await h.db.prisma.product.count({ where: adminProductWhere({ search: '_' }) })).toBe(1);
    expect(await h.db.prisma.product.count({ where: adminProductWhere({ search: '\\' }) })).toBe(1);
    expect(await h.db.prisma.product.count({ where: adminProductWhere({ search: '0_o' }) })).toBe(0);
    expect(await h.db.prisma.publicProfile.count({ where: adminPublicProfilesWhere({ search: '0%' }) })).toBe(1);
    expect(await h.db.prisma.user.count({ where: adminUserWhere(parseAdminUserFilter({ search: '%' })) })).toBe(0);
  });

  it('courses and posts', async () => {
    for (const title of ['Strefy 50%_UAS', 'Loty nocne', 'Drony w rolnictwie']) {
      await h.db.prisma.post.create({ data: { language: 'PL', category: 'NEWS', title } });
    }
    for (const title of ['Kurs A2 50%_UAS', 'Kurs A1/A3', 'Kurs NSTS']) {
      await h.db.prisma.course.create({ data: { courseType: 'THEORETICAL', title, category: 'OPEN' } });
    }
    const titles = (await h.db.prisma.course.findMany({ select: { title: true } })).map((c) => c.title);
    const posts = (await h.db.prisma.post.findMany({ select: { title: true } })).map((p) => p.title);
    for (const search of searches) {
      expect(await h.db.prisma.course.count({ where: adminCoursesWhere({ search }) }), search).toBe(
        literal(titles, search),
      );
      expect(await h.db.prisma.post.count({ where: adminPostWhere({ search }) }), search).toBe(literal(posts, search));
    }
    expect(await h.db.prisma.course.count({ where: adminCoursesWhere({ search: '_' }) })).toBe(1);
    expect(await h.db.prisma.post.count({ where: adminPostWhere({ search: '%' }) })).toBe(1);
  });
});
