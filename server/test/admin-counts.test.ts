import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAdminJobOffers, adminJobOffersWhere } from '../modules/exchange/offers.ts';
import {
  ADMIN_PROFILES_ORDER,
  adminPublicProfilesWhere,
  countAdminPublicProfiles,
} from '../modules/exchange/profiles.ts';
import { adminProductWhere, countAdminProducts } from '../modules/shop/products.ts';
import { adminUserWhere, countAdminUsers, parseAdminUserFilter } from '../modules/users/service.ts';
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
