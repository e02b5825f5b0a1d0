import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../platform/db/database.ts';
import { acceptedEncoding, PublicCache, SharedVersionRead } from '../platform/http/public-cache.ts';
import { LocalStorage } from '../platform/storage/local.ts';
import { gid, startWith, type Harness, type SignedIn } from '../test/harness.ts';
import { parse } from 'graphql';
import { PERSISTED_OPERATIONS_FILE } from './persisted.ts';
import { isCacheableCatalogueQuery } from './public-cache.ts';
import { getSchema } from './schema.ts';

// The visitors' catalogue cache (platform/http/public-cache.ts, graphql/public-cache.ts): every
// catalogue write is in the very next read, over GraphQL and REST, also when another app instance
// (another server process on the same database) made it; signed-in and visitors' answers never mix.

let h: Harness;
let admin: SignedIn;
let student: SignedIn;
/** A second app on the same database: another server process, with its own cache. */
let other: FastifyInstance;
let otherDb: Database | undefined;
let seq = 0;

async function secondApp(db: Database): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-test-'));
  const webDist = path.join(dataDir, 'web');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>SkyPilot Academy</title>');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: webDist });
  const app = await buildApp({ config, db, storage: new LocalStorage(config.storageDir) });
  await app.ready();
  return app;
}

beforeAll(async () => {
  ({ h, admin, student } = await startWith({ admin: 'ADMIN', student: 'USER' }));
  // PostgreSQL: a second connection pool on the harness's schema, as a second server process
  // would have. PGlite is one process: the second app shares its database object.
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const [row] = await h.db.prisma.$queryRaw<{ schema: string }[]>`SELECT current_schema() AS schema`;
    const schema = row!.schema;
    const schemaUrl = new URL(url);
    schemaUrl.searchParams.set('schema', schema);
    otherDb = await openDatabase({ databaseUrl: schemaUrl.toString(), dataDir: 'memory://' });
  }
  other = await secondApp(otherDb ?? h.db);
});
afterAll(async () => {
  await other?.close();
  await otherDb?.close();
  await h?.close();
});

type App = FastifyInstance;
const gql = async (app: App, query: string, variables: Record<string, unknown>, s?: SignedIn | null) => {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(s?.headers ?? {}) },
    payload: { query, variables },
  });
  const body = response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
};
const get = (app: App, url: string, s?: SignedIn | null, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { ...(s?.headers ?? {}), ...headers } });

const COURSES = `query CachedCourses($language: Language) {
  courses(first: 50, language: $language) { totalCount edges { node { id title visibility lowestPriceGross placesLeft
    variants { id priceGross omnibusLowestPriceGross } } } }
}`;
const COURSE = `query CachedCourse($id: ID!) { course(id: $id) { id title visibility placesLeft variants { priceGross } } }`;
const PRODUCTS = `query CachedProducts($language: Language!) {
  products(first: 50) { totalCount edges { node { id name(language: $language) lowestPriceGross stock stockState
    variants { id name(language: $language) priceGross stock omnibusLowestPriceGross } } } }
}`;
const PRODUCT = `query CachedProduct($id: ID!, $language: Language!) {
  product(id: $id) { id name(language: $language) published variants { priceGross stock } }
  shippingMethods { id name(language: $language) priceGross }
}`;

interface CourseNode {
  id: string;
  title: string;
  lowestPriceGross: number | null;
  placesLeft: number | null;
  variants: { priceGross: number }[];
}
interface ProductNode {
  id: string;
  name: string;
  lowestPriceGross: number;
  stock: number;
  stockState: string;
}

const courseIn = async (app: App, id: string, s?: SignedIn | null) =>
  ((await gql(app, COURSES, { language: 'PL' }, s)).courses.edges as { node: CourseNode }[])
    .map((e) => e.node)
    .find((n) => n.id === gid('Course', id));
const restCourseIn = async (app: App, id: string) => {
  const response = await get(app, 'courses?lang=PL');
  expect(response.statusCode).toBe(200);
  return (
    response.json().items as { courseId: string; title: string; lowestPriceGross: number; placesLeft: number }[]
  ).find((c) => c.courseId === id);
};
const productIn = async (app: App, id: string, language: 'PL' | 'EN' = 'PL') =>
  ((await gql(app, PRODUCTS, { language })).products.edges as { node: ProductNode }[])
    .map((e) => e.node)
    .find((n) => n.id === gid('Product', id));
const restProductIn = async (app: App, id: string, lang: 'PL' | 'EN' = 'PL') => {
  const response = await get(app, `products?lang=${lang}`);
  expect(response.statusCode).toBe(200);
  return (response.json().items as { id: string; name: string; lowestPriceGross: number }[]).find((p) => p.id === id);
};

/** Both apps, both APIs, read once so their caches hold the current answers. */
async function warm(courseId?: string, productId?: string) {
  for (const app of [h.app, other]) {
    if (courseId) {
      await courseIn(app, courseId);
      await restCourseIn(app, courseId);
      await gql(app, COURSE, { id: gid('Course', courseId) });
      await get(app, `courses/${courseId}`);
    }
    if (productId) {
      for (const language of ['PL', 'EN'] as const) {
        await productIn(app, productId, language);
        await restProductIn(app, productId, language);
      }
      await gql(app, PRODUCT, { id: gid('Product', productId), language: 'PL' });
      await get(app, `products/${productId}`);
    }
  }
}

async function publicCourse() {
  seq += 1;
  const course = await h.db.prisma.course.create({
    data: {
      courseType: 'FULL',
      title: `Cached ${seq}`,
      category: 'OPEN',
      language: 'PL',
      visibility: 'PUBLIC',
      availablePlaces: 10,
      description: '<p>Opis</p>',
      variants: { create: { variant: 'FULL_ONLINE', priceGross: 100_000 } },
    },
    include: { variants: true },
  });
  // Its price history: the Omnibus price of a later reduction comes from it.
  await h.db.prisma.priceChange.create({
    data: {
      courseVariantId: course.variants[0]!.id,
      priceGross: 100_000,
      changedAt: new Date(Date.now() - 86_400_000),
    },
  });
  return course;
}

async function publishedProduct() {
  seq += 1;
  return h.db.prisma.product.create({
    data: {
      name: `Dron ${seq}`,
      nameEn: '',
      category: 'EQUIPMENT',
      published: true,
      variants: { create: { name: 'Standard', priceGross: 500_000, stock: 10 } },
    },
    include: { variants: true },
  });
}

describe('courses: every write is in the next read (GraphQL and REST, this app and another)', () => {
  it('a price change', async () => {
    const course = await publicCourse();
    await warm(course.id);
    await gql(
      h.app,
      `mutation ($input: SetCourseVariantInput!) { setCourseVariant(input: $input) { id } }`,
      { input: { courseId: gid('Course', course.id), variant: 'FULL_ONLINE', priceGross: 80_000 } },
      admin,
    );
    for (const app of [h.app, other]) {
      const node = await courseIn(app, course.id);
      expect(node).toMatchObject({
        lowestPriceGross: 80_000,
        variants: [{ priceGross: 80_000, omnibusLowestPriceGross: 100_000 }],
      });
      expect(await restCourseIn(app, course.id)).toMatchObject({ lowestPriceGross: 80_000 });
      expect((await gql(app, COURSE, { id: gid('Course', course.id) })).course.variants).toEqual([
        { priceGross: 80_000 },
      ]);
      expect((await get(app, `courses/${course.id}`)).json()).toMatchObject({ lowestPriceGross: 80_000 });
    }
  });

  it('places taken by an order (a write outside the courses module) and a title edit made in the other app', async () => {
    const course = await publicCourse();
    await warm(course.id);
    await h.db.prisma.course.update({ where: { id: course.id }, data: { availablePlaces: { decrement: 1 } } });
    for (const app of [h.app, other]) {
      expect(await courseIn(app, course.id)).toMatchObject({ placesLeft: 9 });
      expect(await restCourseIn(app, course.id)).toMatchObject({ placesLeft: 9 });
      expect((await gql(app, COURSE, { id: gid('Course', course.id) })).course).toMatchObject({ placesLeft: 9 });
    }
    await gql(
      other,
      `mutation ($input: UpdateCourseInput!) { updateCourse(input: $input) { id } }`,
      { input: { id: gid('Course', course.id), title: 'Renamed in the other app' } },
      admin,
    );
    for (const app of [h.app, other]) {
      expect(await courseIn(app, course.id)).toMatchObject({ title: 'Renamed in the other app' });
      expect(await restCourseIn(app, course.id)).toMatchObject({ title: 'Renamed in the other app' });
      expect((await get(app, `courses/${course.id}`)).json()).toMatchObject({ title: 'Renamed in the other app' });
    }
  });

  it('hiding (PRIVATE) and deleting', async () => {
    const course = await publicCourse();
    await warm(course.id);
    await gql(
      h.app,
      `mutation ($input: UpdateCourseInput!) { updateCourse(input: $input) { id } }`,
      { input: { id: gid('Course', course.id), visibility: 'PRIVATE' } },
      admin,
    );
    for (const app of [h.app, other]) {
      expect(await courseIn(app, course.id)).toBeUndefined();
      expect(await restCourseIn(app, course.id)).toBeUndefined();
      expect((await gql(app, COURSE, { id: gid('Course', course.id) })).course).toBeNull();
      expect((await get(app, `courses/${course.id}`)).statusCode).toBe(404);
    }
    await h.db.prisma.course.update({ where: { id: course.id }, data: { visibility: 'PUBLIC' } });
    await warm(course.id);
    await gql(h.app, `mutation ($id: ID!) { deleteCourse(id: $id) }`, { id: gid('Course', course.id) }, admin);
    for (const app of [h.app, other]) {
      expect(await courseIn(app, course.id)).toBeUndefined();
      expect(await restCourseIn(app, course.id)).toBeUndefined();
      expect((await get(app, `courses/${course.id}`)).statusCode).toBe(404);
    }
  });
});

describe('products: every write is in the next read (GraphQL and REST, this app and another)', () => {
  const SAVE = `mutation ($input: ProductVariantInput!) { saveProductVariant(input: $input) { id } }`;
  const UPDATE = `mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { id } }`;

  it('a price and a stock change', async () => {
    const product = await publishedProduct();
    const variant = product.variants[0]!;
    await warm(undefined, product.id);
    await gql(
      other,
      SAVE,
      {
        input: {
          id: gid('ProductVariant', variant.id),
          productId: gid('Product', product.id),
          name: 'Standard',
          priceGross: 450_000,
          stock: 3,
        },
      },
      admin,
    );
    for (const app of [h.app, other]) {
      expect(await productIn(app, product.id)).toMatchObject({
        lowestPriceGross: 450_000,
        stock: 3,
        stockState: 'LOW',
      });
      expect(await restProductIn(app, product.id)).toMatchObject({ lowestPriceGross: 450_000 });
      const details = (await get(app, `products/${product.id}`)).json();
      expect(details.variants[0]).toMatchObject({ priceGross: 450_000, stock: 3 });
    }
    // An order takes the last pieces (a write outside the shop module).
    await h.db.prisma.productVariant.update({ where: { id: variant.id }, data: { stock: { decrement: 3 } } });
    for (const app of [h.app, other]) {
      expect(await productIn(app, product.id)).toMatchObject({ stock: 0, stockState: 'NONE' });
      const details = await gql(app, PRODUCT, { id: gid('Product', product.id), language: 'PL' });
      expect(details.product.variants).toEqual([{ priceGross: 450_000, stock: 0 }]);
      expect((await get(app, `products/${product.id}`)).json().variants[0]).toMatchObject({ stock: 0 });
    }
  });

  it('a translation edit and unpublishing', async () => {
    const product = await publishedProduct();
    await warm(undefined, product.id);
    await gql(h.app, UPDATE, { input: { id: gid('Product', product.id), nameEn: 'Drone in English' } }, admin);
    for (const app of [h.app, other]) {
      expect(await productIn(app, product.id, 'EN')).toMatchObject({ name: 'Drone in English' });
      expect(await restProductIn(app, product.id, 'EN')).toMatchObject({ name: 'Drone in English' });
      expect(await productIn(app, product.id, 'PL')).toMatchObject({ name: product.name });
    }
    await gql(h.app, UPDATE, { input: { id: gid('Product', product.id), published: false } }, admin);
    for (const app of [h.app, other]) {
      expect(await productIn(app, product.id)).toBeUndefined();
      expect(await restProductIn(app, product.id)).toBeUndefined();
      expect((await gql(app, PRODUCT, { id: gid('Product', product.id), language: 'PL' })).product).toBeNull();
      expect((await get(app, `products/${product.id}`)).statusCode).toBe(404);
    }
  });

  it('deleting a product and changing a shipping method', async () => {
    const product = await publishedProduct();
    const shipping = await h.db.prisma.shippingMethod.create({ data: { name: `Kurier ${seq}`, priceGross: 1_500 } });
    await warm(undefined, product.id);
    await h.db.prisma.shippingMethod.update({ where: { id: shipping.id }, data: { priceGross: 1_900 } });
    for (const app of [h.app, other]) {
      const { shippingMethods } = await gql(app, PRODUCT, { id: gid('Product', product.id), language: 'PL' });
      expect(shippingMethods).toContainEqual({
        id: gid('ShippingMethod', shipping.id),
        name: shipping.name,
        priceGross: 1_900,
      });
    }
    await gql(other, `mutation ($id: ID!) { deleteProduct(id: $id) }`, { id: gid('Product', product.id) }, admin);
    for (const app of [h.app, other]) {
      expect(await productIn(app, product.id)).toBeUndefined();
      expect(await restProductIn(app, product.id)).toBeUndefined();
      expect((await get(app, `products/${product.id}`)).statusCode).toBe(404);
    }
  });
});

describe('visitors and signed-in viewers never share answers', () => {
  it('a PRIVATE course: null and 404 for visitors, found for an admin, in any order of asking', async () => {
    const course = await publicCourse();
    await h.db.prisma.course.update({ where: { id: course.id }, data: { visibility: 'PRIVATE' } });
    const id = gid('Course', course.id);
    for (let round = 0; round < 2; round++) {
      expect((await gql(h.app, COURSE, { id })).course).toBeNull();
      expect((await gql(h.app, COURSE, { id }, student)).course).toBeNull();
      expect((await gql(h.app, COURSE, { id }, admin)).course).toMatchObject({ id, visibility: 'PRIVATE' });
      expect((await get(h.app, `courses/${course.id}`)).statusCode).toBe(404);
      expect((await get(h.app, `courses/${course.id}`, admin)).statusCode).toBe(200);
    }
    // Admin first, then the visitor.
    const draft = await publishedProduct();
    await h.db.prisma.product.update({ where: { id: draft.id }, data: { published: false } });
    const productId = gid('Product', draft.id);
    expect((await gql(h.app, PRODUCT, { id: productId, language: 'PL' }, admin)).product).toMatchObject({
      published: false,
    });
    expect((await gql(h.app, PRODUCT, { id: productId, language: 'PL' })).product).toBeNull();
  });

  it('a query with a field that is not public runs uncached and refused for a visitor, answered for an admin', async () => {
    const course = await publicCourse();
    const query = `query ($id: ID!) { course(id: $id) { id discountCoupons { id } } }`;
    const visitor = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query, variables: { id: gid('Course', course.id) } },
    });
    expect(visitor.json().errors).toBeDefined();
    expect((await gql(h.app, query, { id: gid('Course', course.id) }, admin)).course.discountCoupons).toEqual([]);
  });
});

describe('how the cached answers are served', () => {
  it('the web app’s persisted CoursesPageQuery (by id) sees a write at once', async () => {
    const operations = JSON.parse(await readFile(PERSISTED_OPERATIONS_FILE, 'utf8')) as Record<string, string>;
    const entry = Object.entries(operations).find(([, text]) => text.startsWith('query CoursesPageQuery'));
    expect(entry).toBeDefined();
    const [documentId] = entry!;
    const course = await publicCourse();
    const ask = async () => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', origin: h.config.allowedOrigins.values().next().value! },
        payload: {
          documentId,
          operationName: 'CoursesPageQuery',
          variables: { count: 50, categories: null, language: 'PL' },
        },
      });
      expect(response.statusCode).toBe(200);
      return response;
    };
    const first = await ask();
    const again = await ask();
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['access-control-allow-origin']).toBe(first.headers['access-control-allow-origin']);
    await h.db.prisma.courseVariant.updateMany({ where: { courseId: course.id }, data: { priceGross: 70_000 } });
    const edges = (await ask()).json().data.courses.edges as { node: CourseNode }[];
    expect(edges.find((e) => e.node.id === gid('Course', course.id))?.node.lowestPriceGross).toBe(70_000);
  });

  it('REST answers carry an ETag; If-None-Match gives 304 until the catalogue changes', async () => {
    const course = await publicCourse();
    const first = await get(h.app, 'courses');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const same = await get(h.app, 'courses', null, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    await h.db.prisma.course.update({ where: { id: course.id }, data: { title: 'New title' } });
    const changed = await get(h.app, 'courses', null, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    // A signed-in viewer's answer is computed, not the shared one.
    const signedIn = await get(h.app, 'courses', student, { 'if-none-match': changed.headers.etag as string });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.json()).toEqual(changed.json());
  });

  it('the same answer as without the cache (REST body and headers)', async () => {
    const plain = await get(h.app, 'products?lang=EN', student);
    const cached = await get(h.app, 'products?lang=EN');
    await get(h.app, 'products?lang=EN');
    expect(cached.json()).toEqual(plain.json());
    expect(cached.headers['content-type']).toBe(plain.headers['content-type']);
  });
});

describe('precompressed answers', () => {
  // Bodies under 1 KB are sent as they are: enough products for lists above it.
  beforeAll(async () => {
    for (let i = 0; i < 8; i++) await publishedProduct();
  });
  /** The body as the client reads it (decoded per Content-Encoding). */
  const decoded = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
    return response.rawPayload.toString();
  };
  /** Asks until the compressed body is ready (it is made off the event loop after the first ask). */
  async function askUntilEncoded(ask: () => ReturnType<typeof get>, encoding: string) {
    for (;;) {
      const response = await ask();
      if (response.headers['content-encoding'] === encoding) return response;
      expect(response.headers['content-encoding']).toBeUndefined();
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('REST: brotli or gzip as asked, the same JSON, one ETag per encoding, and the next write in the next read', async () => {
    const product = await publishedProduct();
    const plain = await get(h.app, 'products?lang=PL');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const br = await askUntilEncoded(
      () => get(h.app, 'products?lang=PL', null, { 'accept-encoding': 'gzip, br' }),
      'br',
    );
    expect(JSON.parse(decoded(br))).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const notModified = await get(h.app, 'products?lang=PL', null, {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag as string,
    });
    expect(notModified.statusCode).toBe(304);
    const gz = await askUntilEncoded(
      () => get(h.app, 'products?lang=PL', null, { 'accept-encoding': 'gzip, br;q=0' }),
      'gzip',
    );
    expect(JSON.parse(decoded(gz))).toEqual(plain.json());
    // A price change made by the other app: the very next compressed reader sees it.
    await other.inject({ method: 'GET', url: '/api/v1/products?lang=PL' });
    await otherDb?.prisma.productVariant.updateMany({
      where: { productId: product.id },
      data: { priceGross: 123_400 },
    });
    if (!otherDb)
      await h.db.prisma.productVariant.updateMany({ where: { productId: product.id }, data: { priceGross: 123_400 } });
    for (const app of [h.app, other]) {
      const next = await app.inject({
        method: 'GET',
        url: '/api/v1/products?lang=PL',
        headers: { 'accept-encoding': 'br' },
      });
      const items = JSON.parse(decoded(next)).items as { id: string; lowestPriceGross: number }[];
      expect(items.find((p) => p.id === product.id)?.lowestPriceGross).toBe(123_400);
    }
  });

  it('GraphQL: the cached answer compressed for a browser, the same data', async () => {
    const ask = (encoding?: string) =>
      h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) },
        payload: { query: PRODUCTS, variables: { language: 'PL' } },
      });
    const plain = await ask();
    const br = await askUntilEncoded(() => ask('br') as ReturnType<typeof get>, 'br');
    expect(JSON.parse(decoded(br))).toEqual(plain.json());
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
  });

  it('reads Accept-Encoding: br first, gzip next, q=0 refuses', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('BR;q=0.0, GZIP;q=0')).toBeNull();
  });
});

describe('which GraphQL operations may be cached', () => {
  const cacheable = (text: string, name?: string) => isCacheableCatalogueQuery(getSchema(), parse(text), name);

  it('the catalogue pages’ queries, with fragments spread at any depth', () => {
    const operations = JSON.parse(readFileSync(PERSISTED_OPERATIONS_FILE, 'utf8')) as Record<string, string>;
    for (const name of ['CoursesPageQuery', 'ShopPageQuery', 'CourseDetailsPageQuery', 'ProductDetailsPageQuery']) {
      const text = Object.values(operations).find((t) => t.startsWith(`query ${name}`));
      expect(text, name).toBeDefined();
      expect(cacheable(text!, name), name).toBe(true);
    }
    expect(
      cacheable(
        `{ courses { edges { node { ...A } } } } fragment A on Course { variants { ...B } } fragment B on CourseVariant { priceGross }`,
      ),
    ).toBe(true);
  });

  it('not mutations, other roots, fields outside the list (also deep in fragments), interfaces or @defer', () => {
    expect(cacheable(`mutation { deleteCourse(id: "x") }`)).toBe(false);
    expect(cacheable(`{ node(id: "x") { id } }`)).toBe(false);
    expect(cacheable(`{ viewer { id } }`)).toBe(false);
    expect(cacheable(`{ course(id: "x") { id discountCoupons { id } } }`)).toBe(false);
    expect(
      cacheable(
        `{ courses { edges { node { ...A } } } } fragment A on Course { ...B } fragment B on Course { participants { totalCount } }`,
      ),
    ).toBe(false);
    expect(cacheable(`{ course(id: "x") { ... on Node { id } } }`)).toBe(false);
    expect(cacheable(`{ course(id: "x") { id ... @defer { title } } }`)).toBe(false);
    expect(cacheable(`query A { courses { totalCount } } query B { viewer { id } }`, 'B')).toBe(false);
    expect(cacheable(`query A { courses { totalCount } } query B { viewer { id } }`, 'A')).toBe(true);
    expect(cacheable(`{ courses { nope } }`)).toBe(false);
  });
});

describe('PublicCache', () => {
  it('serves an entry only while the version is unchanged, and shares one computation per key', async () => {
    let version = 1n;
    let computed = 0;
    const cache = new PublicCache(async () => version);
    const compute = async () => ({
      answer: { status: 200, headers: [], body: `v${version} #${++computed}` },
      store: true,
    });
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(a.answer.body).toBe('v1 #1');
    expect(b.answer.body).toBe('v1 #1');
    expect((await cache.get('k', compute)).answer.body).toBe('v1 #1');
    version = 2n;
    expect((await cache.get('k', compute)).answer.body).toBe('v2 #2');
    expect(
      (await cache.get('other', async () => ({ answer: { status: 500, headers: [], body: 'x' }, store: false }))).answer
        .body,
    ).toBe('x');
    expect(cache.size).toBe(1);
  });

  it('never stores anything without a version row', async () => {
    let computed = 0;
    const cache = new PublicCache(async () => null);
    const compute = async () => ({ answer: { status: 200, headers: [], body: String(++computed) }, store: true });
    await cache.get('k', compute);
    expect((await cache.get('k', compute)).answer.body).toBe('2');
  });

  it('keeps at most maxEntries', async () => {
    const cache = new PublicCache(async () => 1n, { maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) {
      await cache.get(key, async () => ({ answer: { status: 200, headers: [], body: key }, store: true }));
    }
    expect(cache.size).toBe(3);
  });
});

describe('SharedVersionRead', () => {
  const pendingReads = () => {
    const reads: { resolve: (v: bigint) => void }[] = [];
    const read = () => new Promise<bigint>((resolve) => reads.push({ resolve }));
    return { reads, read };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('answers a caller with a read started after it asked; callers meanwhile share the next read', async () => {
    const { reads, read } = pendingReads();
    const shared = new SharedVersionRead(read, 1);
    const first = shared.current();
    expect(reads).toHaveLength(1);
    // Asked while the first read is in flight: it may have started before a write they must see.
    const second = shared.current();
    const third = shared.current();
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(1n);
    expect(await first).toBe(1n);
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(2n);
    expect(await second).toBe(2n);
    expect(await third).toBe(2n);
    const later = shared.current();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve(3n);
    expect(await later).toBe(3n);
  });

  it('starts up to maxInFlight reads at once, then queues the next callers on one read', async () => {
    const { reads, read } = pendingReads();
    const shared = new SharedVersionRead(read, 2);
    const a = shared.current();
    const b = shared.current();
    expect(reads).toHaveLength(2);
    const c = shared.current();
    const d = shared.current();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(5n); // the second read ends first: the queued callers' read starts now
    expect(await b).toBe(5n);
    await settle();
    expect(reads).toHaveLength(3);
    reads[0]!.resolve(4n);
    reads[2]!.resolve(6n);
    expect([await a, await c, await d]).toEqual([4n, 6n, 6n]);
  });

  it('starts reads at least minGapMs apart: callers within the gap share the next read', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const { reads, read } = pendingReads();
      const shared = new SharedVersionRead(read, 1, 5);
      const first = shared.current();
      reads[0]!.resolve(1n);
      expect(await first).toBe(1n);
      // The read ended, but it started less than 5 ms ago: the next callers wait for the gap.
      const second = shared.current();
      const third = shared.current();
      expect(reads).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(5);
      expect(reads).toHaveLength(2);
      reads[1]!.resolve(2n);
      expect([await second, await third]).toEqual([2n, 2n]);
      await vi.advanceTimersByTimeAsync(5);
      const later = shared.current(); // the gap has passed: at once
      expect(reads).toHaveLength(3);
      reads[2]!.resolve(3n);
      expect(await later).toBe(3n);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed read fails its callers only', async () => {
    let n = 0;
    const shared = new SharedVersionRead(async () => {
      n += 1;
      if (n === 1) throw new Error('connection lost');
      return BigInt(n);
    });
    await expect(shared.current()).rejects.toThrow('connection lost');
    expect(await shared.current()).toBe(2n);
  });
});
