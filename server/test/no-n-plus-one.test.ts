import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSISTED_OPERATIONS_FILE } from '../graphql/persisted.ts';
import { insertAdminRows } from './bulk-rows.ts';
import { gqlOk, startWith, type Harness, type SignedIn } from './harness.ts';
import { countQueries } from './sql.ts';

// "No N+1" for the lists that grow with the business: the web pages' own queries (their persisted
// texts, so a fragment added to a page is covered) send as many SQL statements for 3 rows of each
// table as for 30. The catalogue is asked by a signed-in user: visitors' answers come from the
// public cache, which would hide the queries (graphql/public-cache.test.ts covers that path).

let h: Harness;
let admin: SignedIn;
let student: SignedIn;

const operations = JSON.parse(readFileSync(PERSISTED_OPERATIONS_FILE, 'utf8')) as Record<string, string>;
/** The text of the web app's operation `name`. */
const operation = (name: string) => {
  const text = Object.values(operations).find((t) => new RegExp(`^query ${name}\\b`, 'm').test(t));
  if (!text) throw new Error(`${name} is not among the persisted operations`);
  return text;
};

const LISTS: { page: string; variables: Record<string, unknown>; as: () => SignedIn }[] = [
  { page: 'CoursesPageQuery', variables: { count: 50, categories: null, language: 'PL' }, as: () => student },
  { page: 'ShopPageQuery', variables: { count: 50, categories: null, kind: null, language: 'PL' }, as: () => student },
  { page: 'AdminUsersPageQuery', variables: { first: 50 }, as: () => admin },
  { page: 'StaffPurchasesPageQuery', variables: { first: 50 }, as: () => admin },
  { page: 'AdminProductsPageQuery', variables: { first: 50 }, as: () => admin },
  { page: 'AdminJobOffersPageQuery', variables: {}, as: () => admin },
  { page: 'AdminPublicProfilesPageQuery', variables: {}, as: () => admin },
];

async function addCourses(from: number, to: number) {
  for (let n = from; n <= to; n++) {
    await h.db.prisma.course.create({
      data: {
        courseType: 'FULL',
        title: `Course ${n}`,
        category: 'OPEN',
        language: 'PL',
        visibility: 'PUBLIC',
        availablePlaces: 10,
        variants: {
          create: [
            { variant: 'FULL_ONLINE', priceGross: 100_000 + n },
            { variant: 'THEORETICAL_ONLINE', priceGross: 50_000 },
          ],
        },
      },
    });
  }
}

const statementsPerList = async () => {
  const counts: Record<string, number> = {};
  for (const list of LISTS) {
    counts[list.page] = await countQueries(() => gqlOk(h, operation(list.page), list.variables, list.as()));
  }
  return counts;
};

beforeAll(async () => {
  ({ h, admin, student } = await startWith({ admin: 'ADMIN', student: 'USER' }));
});
afterAll(() => h?.close());

describe('lists send as many SQL statements for 30 rows as for 3', () => {
  it('catalogue (courses, shop) and admin tables (users, purchases, products, job offers, provider cards)', async () => {
    const run = (sql: string) => h.db.prisma.$executeRawUnsafe(sql);
    await insertAdminRows(run, 1, 3, 30);
    await addCourses(1, 3);
    // Once unmeasured: the first request of a kind may load things once per process.
    await statementsPerList();
    const few = await statementsPerList();
    await insertAdminRows(run, 4, 30, 30);
    await addCourses(4, 30);
    const many = await statementsPerList();
    for (const count of Object.values(few)) expect(count).toBeGreaterThan(0);
    expect(many).toEqual(few);
  });
});
