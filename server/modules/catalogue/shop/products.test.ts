import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  gid,
  gqlOk,
  graphql,
  localOf,
  signIn,
  startHarness,
  startWith,
  type GraphQLBody,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { countQueries } from '../../../test/sql.ts';

let h: Harness;
let admin: SignedIn;
beforeAll(async () => {
  ({ h, admin } = await startWith({ admin: 'ADMIN' }));
});
afterAll(() => h.close());

const DAY = 86_400_000;
const CATEGORY_ORDER = ['EQUIPMENT', 'ACCESSORY', 'GADGET', 'SOFTWARE', 'SERVICE', 'VOUCHER'];

const PRODUCT_FIELDS = `
  id name shortDescription description videoUrl category kind vatRate lowestPriceGross stock stockState
  mainImage { id } images { id } createdAt updatedAt
  variants { id name priceGross stock stockState omnibusLowestPriceGross }
  droneSpecification { aircraftType droneClass specialFeatures packageDescription suggestedCertification }
`;
const CREATE = `mutation ($input: CreateProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const SAVE_VARIANT = `mutation ($input: ProductVariantInput!) { saveProductVariant(input: $input) { ${PRODUCT_FIELDS} } }`;
const DELETE_VARIANT = `mutation ($id: ID!) { deleteProductVariant(id: $id) { ${PRODUCT_FIELDS} } }`;
const PRODUCT = `query ($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`;

const rowId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;

/** A new product, published directly (these tests read it as the shop shows it); `draft` keeps it a draft. */
async function create(name: string, category = 'EQUIPMENT', { draft = false } = {}) {
  const { body } = await graphql(h, CREATE, { input: { name, category } }, admin.headers);
  expect(body.errors).toBeUndefined();
  if (!draft) {
    await h.db.prisma.product.update({ where: { id: rowId(body.data.createProduct.id) }, data: { published: true } });
  }
  return body.data.createProduct;
}

async function update(input: Record<string, unknown>, headers = admin.headers) {
  return (await graphql(h, UPDATE, { input }, headers)).body;
}

const details = (body: GraphQLBody) => body.errors?.[0]?.extensions.details;

describe('drafts and publishing', () => {
  const ruleOf = (body: GraphQLBody) => (body.errors?.[0]?.extensions as { rule?: string } | undefined)?.rule;
  const PUBLISHED = `query ($id: ID!) { product(id: $id) { id published } }`;

  it('creates a draft that only admins see: not listed, null by id for visitors and students', async () => {
    const product = await create('Szkic produktu', 'SERVICE', { draft: true });
    expect((await gqlOk(h, PUBLISHED, { id: product.id }, admin)).product).toEqual({
      id: product.id,
      published: false,
    });
    for (const who of [null, await signIn(h, 'USER')]) {
      expect((await gqlOk(h, PUBLISHED, { id: product.id }, who)).product).toBeNull();
      const listed = await gqlOk(h, `{ products(first: 100) { edges { node { id } } } }`, {}, who);
      expect(listed.products.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(product.id);
    }
    const admins = await gqlOk(h, `{ adminProducts(first: 100) { edges { node { id published } } } }`, {}, admin);
    expect(admins.adminProducts.edges.map((e: { node: unknown }) => e.node)).toContainEqual({
      id: product.id,
      published: false,
    });
  });

  it('publishes only with a description, a picture and every price above zero (BUSINESS_RULE), in that order', async () => {
    const product = await create('Do publikacji', 'SERVICE', { draft: true });
    const id = rowId(product.id);
    const noText = await update({ id: product.id, published: true });
    expect(errorCode(noText)).toBe('BUSINESS_RULE');
    expect(ruleOf(noText)).toBe('PUBLISH_NEEDS_DESCRIPTION');
    expect(ruleOf(await update({ id: product.id, published: true, description: '<p>Opis</p>' }))).toBe(
      'PUBLISH_NEEDS_PICTURE',
    );
    expect((await h.db.prisma.product.findUniqueOrThrow({ where: { id } })).description).toBe('');
    const file = await h.db.prisma.storedFile.create({
      data: {
        key: `test/${id}.png`,
        purpose: 'PRODUCT_IMAGE',
        originalName: 'a.png',
        mimeType: 'image/png',
        size: 1,
        public: true,
      },
    });
    await h.db.prisma.productImage.create({ data: { productId: id, fileId: file.id, isMain: true } });
    expect(ruleOf(await update({ id: product.id, published: true, description: '<p>Opis</p>' }))).toBe(
      'PUBLISH_NEEDS_PRICE',
    );
    await h.db.prisma.productVariant.updateMany({ where: { productId: id }, data: { priceGross: 9_900 } });
    await h.db.prisma.productVariant.create({ data: { productId: id, name: 'Gratis', priceGross: 0, sortOrder: 1 } });
    expect(ruleOf(await update({ id: product.id, published: true, description: '<p>Opis</p>' }))).toBe(
      'PUBLISH_NEEDS_PRICE',
    );
    await h.db.prisma.productVariant.deleteMany({ where: { productId: id, priceGross: 0 } });
    const published = await update({ id: product.id, published: true, description: '<p>Opis</p>' });
    expect(published.errors).toBeUndefined();
    expect((await gqlOk(h, PUBLISHED, { id: product.id }, null)).product).toEqual({ id: product.id, published: true });
    // Back to a draft: gone from the shop again.
    expect((await update({ id: product.id, published: false })).errors).toBeUndefined();
    expect((await gqlOk(h, PUBLISHED, { id: product.id }, null)).product).toBeNull();
  });
});

describe('free products', () => {
  const ruleOf = (body: GraphQLBody) => (body.errors?.[0]?.extensions as { rule?: string } | undefined)?.rule;

  it('publishes at zero only when marked free; a published product not free refuses a zero price', async () => {
    const product = await create('Poradnik PDF', 'SERVICE', { draft: true });
    const id = rowId(product.id);
    const file = await h.db.prisma.storedFile.create({
      data: {
        key: `test/${id}.png`,
        purpose: 'PRODUCT_IMAGE',
        originalName: 'a.png',
        mimeType: 'image/png',
        size: 1,
        public: true,
      },
    });
    await h.db.prisma.productImage.create({ data: { productId: id, fileId: file.id, isMain: true } });
    const texts = { description: '<p>Opis</p>' };
    expect(ruleOf(await update({ id: product.id, published: true, ...texts }))).toBe('PUBLISH_NEEDS_PRICE');
    const free = await update({ id: product.id, published: true, freeFlg: true, ...texts });
    expect(free.errors).toBeUndefined();
    const read = await gqlOk(h, `query ($id: ID!) { product(id: $id) { freeFlg lowestPriceGross } }`, {
      id: product.id,
    });
    expect(read.product).toEqual({ freeFlg: true, lowestPriceGross: 0 });
    expect(ruleOf(await update({ id: product.id, freeFlg: false }))).toBe('ZERO_PRICE_NOT_FREE');
    const variant = await h.db.prisma.productVariant.findFirstOrThrow({ where: { productId: id } });
    const input = { id: product.variants[0].id, productId: product.id, name: 'Standard', stock: 5 };
    await gqlOk(h, SAVE_VARIANT, { input: { ...input, priceGross: 2_500 } }, admin);
    expect((await update({ id: product.id, freeFlg: false })).errors).toBeUndefined();
    const zero = await graphql(h, SAVE_VARIANT, { input: { ...input, priceGross: 0 } }, admin.headers);
    expect(ruleOf(zero.body)).toBe('ZERO_PRICE_NOT_FREE');
    expect((await h.db.prisma.productVariant.findUniqueOrThrow({ where: { id: variant.id } })).priceGross).toBe(2_500);
    // The REST shop says so too.
    const rest = await h.app.inject({ method: 'GET', url: `/api/v1/products/${id}` });
    expect(rest.json()).toMatchObject({ freeFlg: false, lowestPriceGross: 2_500 });
  });
});

describe('createProduct', () => {
  it('creates a product with one "Standard" variant at price 0 and stock 0, and records that price', async () => {
    const product = await create('DJI Mini 4 Pro');
    expect(product).toMatchObject({
      name: 'DJI Mini 4 Pro',
      category: 'EQUIPMENT',
      kind: null,
      vatRate: 23,
      shortDescription: '',
      description: '',
      lowestPriceGross: 0,
      stock: 0,
      stockState: 'NONE',
      mainImage: null,
      images: [],
      droneSpecification: null,
    });
    expect(product.variants).toEqual([
      expect.objectContaining({ name: 'Standard', priceGross: 0, stock: 0, stockState: 'NONE' }),
    ]);
    const variant = await h.db.prisma.productVariant.findFirstOrThrow({
      where: { name: 'Standard', product: { name: 'DJI Mini 4 Pro' } },
    });
    expect(await h.db.prisma.priceChange.count({ where: { productVariantId: variant.id } })).toBe(1);
    expect(product.id).toBe(gid('Product', variant.productId));
  });

  it('validates the name', async () => {
    const empty = await graphql(h, CREATE, { input: { name: '   ', category: 'GADGET' } }, admin.headers);
    expect(errorCode(empty.body)).toBe('VALIDATION_FAILED');
    expect(details(empty.body)).toEqual([{ field: 'name', code: 'required' }]);
    const long = await graphql(h, CREATE, { input: { name: 'x'.repeat(256), category: 'GADGET' } }, admin.headers);
    expect(details(long.body)).toEqual([{ field: 'name', code: 'max_length', max: 255 }]);
    expect(await h.db.prisma.product.count({ where: { category: 'GADGET' } })).toBe(0);
  });

  it('is for admins only: visitors 401, USER and INSTRUCTOR 403', async () => {
    const input = { input: { name: 'Nope', category: 'GADGET' } };
    expect(errorCode((await graphql(h, CREATE, input)).body)).toBe('UNAUTHENTICATED');
    for (const role of ['USER', 'INSTRUCTOR', 'B2B', 'SELLER'] as const) {
      const s = await signIn(h, role);
      expect(errorCode((await graphql(h, CREATE, input, s.headers)).body)).toBe('FORBIDDEN');
    }
    expect(await h.db.prisma.product.count({ where: { name: 'Nope' } })).toBe(0);
  });
});

describe('updateProduct', () => {
  it('updates fields, sanitizes rich text and clears nullable fields with an explicit null', async () => {
    const { id } = await create('Autel EVO Lite');
    const body = await update({
      id,
      name: '  Autel EVO Lite+  ',
      shortDescription: 'Kompaktowy dron z kamerą 6K',
      description:
        '<p onclick="x()">Opis <strong>drona</strong></p><script>alert(1)</script><img src=x onerror=alert(2)>',
      videoUrl: 'https://www.youtube.com/watch?v=abc',
      category: 'EQUIPMENT',
      kind: 'DRONE',
      vatRate: 8,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateProduct).toMatchObject({
      name: 'Autel EVO Lite+',
      shortDescription: 'Kompaktowy dron z kamerą 6K',
      description: '<p>Opis <strong>drona</strong></p>',
      videoUrl: 'https://www.youtube.com/watch?v=abc',
      kind: 'DRONE',
      vatRate: 8,
    });
    const cleared = await update({ id, kind: null, videoUrl: null, shortDescription: null });
    expect(cleared.data.updateProduct).toMatchObject({
      name: 'Autel EVO Lite+',
      kind: null,
      videoUrl: null,
      shortDescription: '',
      vatRate: 8,
    });
  });

  it('reports every invalid field with its code and limit, and changes nothing', async () => {
    const { id } = await create('Walidacja');
    const body = await update({
      id,
      name: '',
      shortDescription: 's'.repeat(501),
      description: `<p>${'a'.repeat(2001)}</p>`,
      videoUrl: 'javascript:alert(1)',
      vatRate: 7,
    });
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
    expect(details(body)).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'required' },
        { field: 'shortDescription', code: 'max_length', max: 500 },
        { field: 'description', code: 'max_length', max: 2000 },
        { field: 'videoUrl', code: 'invalid_url' },
        { field: 'vatRate', code: 'invalid_value' },
      ]),
    );
    expect(details(body)).toHaveLength(5);
    const stored = await h.db.prisma.product.findFirstOrThrow({ where: { name: 'Walidacja' } });
    expect(stored.shortDescription).toBe('');

    // 2000 visible characters are fine however much markup surrounds them.
    const ok = await update({
      id,
      description: `<p><strong>${'a'.repeat(1000)}</strong><em>${'b'.repeat(1000)}</em></p>`,
    });
    expect(ok.errors).toBeUndefined();
    for (const url of ['ftp://example.com/film.mp4', 'not a url', `https://example.com/${'x'.repeat(500)}`]) {
      const bad = await update({ id, videoUrl: url });
      expect(details(bad)?.[0]).toMatchObject({ field: 'videoUrl' });
    }
    expect(details(await update({ id, name: null }))).toEqual([{ field: 'name', code: 'required' }]);
  });

  it('creates, partially updates and removes the drone specification', async () => {
    const { id } = await create('DJI Matrice 350 RTK');
    const spec = { aircraftType: 'Wielowirnikowiec', droneClass: 'C3', specialFeatures: 'f'.repeat(1000) };
    const created = await update({ id, droneSpecification: spec });
    expect(created.errors).toBeUndefined();
    expect(created.data.updateProduct.droneSpecification).toMatchObject(spec);

    const partial = await update({
      id,
      droneSpecification: { droneClass: 'C2', packageDescription: 'Dron, 2 akumulatory' },
    });
    expect(partial.data.updateProduct.droneSpecification).toMatchObject({
      aircraftType: 'Wielowirnikowiec',
      droneClass: 'C2',
      packageDescription: 'Dron, 2 akumulatory',
    });

    const tooLong = await update({
      id,
      droneSpecification: {
        aircraftType: 'a'.repeat(256),
        specialFeatures: 'f'.repeat(1001),
        packageDescription: 'p'.repeat(1000),
      },
    });
    expect(details(tooLong)).toEqual(
      expect.arrayContaining([
        { field: 'droneSpecification.aircraftType', code: 'max_length', max: 255 },
        { field: 'droneSpecification.specialFeatures', code: 'max_length', max: 1000 },
      ]),
    );
    expect(details(tooLong)).toHaveLength(2);

    const removed = await update({ id, droneSpecification: null });
    expect(removed.data.updateProduct.droneSpecification).toBeNull();
    expect(await h.db.prisma.droneSpecification.count({ where: { productId: localOf(id) } })).toBe(0);
  });

  it('answers NOT_FOUND for unknown or malformed ids and refuses other roles', async () => {
    expect(errorCode(await update({ id: gid('Product', '00000000-0000-4000-8000-000000000000'), name: 'x' }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await update({ id: 'not-an-id', name: 'x' }))).toBe('NOT_FOUND');
    expect(
      errorCode(await update({ id: gid('ShippingMethod', '00000000-0000-4000-8000-000000000000'), name: 'x' })),
    ).toBe('NOT_FOUND');
    const { id } = await create('Cudzy');
    expect(errorCode(await update({ id, name: 'x' }, {}))).toBe('UNAUTHENTICATED');
    expect(errorCode(await update({ id, name: 'x' }, (await signIn(h, 'USER')).headers))).toBe('FORBIDDEN');
    expect(errorCode(await update({ id, name: 'x' }, (await signIn(h, 'INSTRUCTOR')).headers))).toBe('FORBIDDEN');
  });
});

describe('Product.discountCoupons', () => {
  it("lists a product's coupons to admins only (FORBIDDEN for others, UNAUTHENTICATED for visitors)", async () => {
    const product = await create('Z kuponami');
    const productId = localOf(product.id);
    await h.db.prisma.discountCoupon.create({ data: { code: 'DRON10', kind: 'PERCENT', value: 10, productId } });
    await h.db.prisma.discountCoupon.create({
      data: { code: 'MINUS50', kind: 'AMOUNT', value: 5000, productId, createdAt: new Date(Date.now() + 1000) },
    });
    const query = `query ($id: ID!) { product(id: $id) { name discountCoupons { code kind value usedCount } } }`;
    const asAdmin = await graphql(h, query, { id: product.id }, admin.headers);
    expect(asAdmin.body.data.product.discountCoupons).toEqual([
      { code: 'MINUS50', kind: 'AMOUNT', value: 5000, usedCount: 0 },
      { code: 'DRON10', kind: 'PERCENT', value: 10, usedCount: 0 },
    ]);
    const asUser = await graphql(h, query, { id: product.id }, (await signIn(h, 'USER')).headers);
    expect(errorCode(asUser.body)).toBe('FORBIDDEN');
    expect(errorCode((await graphql(h, query, { id: product.id })).body)).toBe('UNAUTHENTICATED');
    // Without the field, the product stays public.
    const plain = await graphql(
      h,
      `
        query ($id: ID!) {
          product(id: $id) {
            name
          }
        }
      `,
      { id: product.id },
    );
    expect(plain.body.data.product.name).toBe('Z kuponami');
  });
});

describe('variants', () => {
  it('creates and updates variants, recording a price only when it is new or changed', async () => {
    const product = await create('DJI Avata 2');
    const productId = product.id;
    const standard = product.variants[0];
    const saved = await graphql(
      h,
      SAVE_VARIANT,
      { input: { id: standard.id, productId, name: 'Standard', priceGross: 459_900, stock: 12 } },
      admin.headers,
    );
    expect(saved.body.errors).toBeUndefined();
    const combo = await graphql(
      h,
      SAVE_VARIANT,
      { input: { productId, name: 'Fly More Combo', priceGross: 579_900, stock: 3 } },
      admin.headers,
    );
    const p = combo.body.data.saveProductVariant;
    expect(p.variants.map((v: { name: string }) => v.name)).toEqual(['Standard', 'Fly More Combo']);
    expect(p).toMatchObject({ lowestPriceGross: 459_900, stock: 15, stockState: 'IN_STOCK' });
    expect(p.variants[1]).toMatchObject({ priceGross: 579_900, stock: 3, stockState: 'LOW' });

    // Same price again (only the stock changes): no new price row.
    await graphql(
      h,
      SAVE_VARIANT,
      { input: { id: standard.id, productId, name: 'Standard', priceGross: 459_900, stock: 0 } },
      admin.headers,
    );
    const prices = await h.db.prisma.priceChange.findMany({
      where: { productVariantId: localOf(standard.id) },
      orderBy: { changedAt: 'asc' },
    });
    expect(prices.map((c) => c.priceGross)).toEqual([0, 459_900]);
    const comboId = p.variants[1].id;
    expect(await h.db.prisma.priceChange.count({ where: { productVariantId: localOf(comboId) } })).toBe(1);
  });

  it('validates name, price and stock', async () => {
    const { id: productId } = await create('Walidacja wariantu');
    const bad = await graphql(
      h,
      SAVE_VARIANT,
      { input: { productId, name: 'n'.repeat(256), priceGross: 100_000_001, stock: -1 } },
      admin.headers,
    );
    expect(details(bad.body)).toEqual([
      { field: 'name', code: 'max_length', max: 255 },
      // One answer per mistake across modules: a number out of its range is invalid_number.
      { field: 'priceGross', code: 'invalid_number' },
      { field: 'stock', code: 'invalid_number' },
    ]);
    const edge = await graphql(
      h,
      SAVE_VARIANT,
      { input: { productId, name: 'Max', priceGross: 100_000_000, stock: 1_000_000 } },
      admin.headers,
    );
    expect(edge.body.errors).toBeUndefined();
  });

  it('refuses to delete the last variant, deletes others, and answers NOT_FOUND for strangers', async () => {
    const product = await create('Jedyny wariant');
    const last = await graphql(h, DELETE_VARIANT, { id: product.variants[0].id }, admin.headers);
    expect(errorCode(last.body)).toBe('BUSINESS_RULE');
    expect(last.body.errors?.[0].message).toBe('A product must have at least one variant');
    expect(last.body.errors?.[0].extensions.rule).toBe('PRODUCT_KEEPS_ONE_VARIANT');

    const two = await graphql(
      h,
      SAVE_VARIANT,
      { input: { productId: product.id, name: '2 sztuki', priceGross: 100, stock: 1 } },
      admin.headers,
    );
    const second = two.body.data.saveProductVariant.variants[1].id;
    const deleted = await graphql(h, DELETE_VARIANT, { id: product.variants[0].id }, admin.headers);
    expect(deleted.body.data.deleteProductVariant.variants.map((v: { id: string }) => v.id)).toEqual([second]);

    const other = await create('Inny produkt');
    const foreign = await graphql(
      h,
      SAVE_VARIANT,
      { input: { id: second, productId: other.id, name: 'X', priceGross: 1, stock: 1 } },
      admin.headers,
    );
    expect(errorCode(foreign.body)).toBe('NOT_FOUND');
    expect(errorCode((await graphql(h, DELETE_VARIANT, { id: 'garbage' }, admin.headers)).body)).toBe('NOT_FOUND');
    const missingProduct = await graphql(
      h,
      SAVE_VARIANT,
      {
        input: {
          productId: gid('Product', '00000000-0000-4000-8000-000000000001'),
          name: 'X',
          priceGross: 1,
          stock: 1,
        },
      },
      admin.headers,
    );
    expect(errorCode(missingProduct.body)).toBe('NOT_FOUND');
    const user = await signIn(h, 'USER');
    expect(errorCode((await graphql(h, DELETE_VARIANT, { id: second }, user.headers)).body)).toBe('FORBIDDEN');
    expect(errorCode((await graphql(h, DELETE_VARIANT, { id: second })).body)).toBe('UNAUTHENTICATED');
  });
});

describe('stock states and the Omnibus price', () => {
  it('derives IN_STOCK (>5), LOW (1..5) and NONE (0) for variants and products', async () => {
    const product = await create('Stany magazynowe');
    const productId = product.id;
    const variantId = product.variants[0].id;
    const states: [number, string][] = [
      [6, 'IN_STOCK'],
      [5, 'LOW'],
      [1, 'LOW'],
      [0, 'NONE'],
    ];
    for (const [stock, state] of states) {
      const { body } = await graphql(
        h,
        SAVE_VARIANT,
        { input: { id: variantId, productId, name: 'Standard', priceGross: 1000, stock } },
        admin.headers,
      );
      expect(body.data.saveProductVariant).toMatchObject({ stock, stockState: state });
      expect(body.data.saveProductVariant.variants[0]).toMatchObject({ stock, stockState: state });
    }
    // The product sums its variants: 3 + 4 = 7 is in stock though each variant is low.
    await graphql(
      h,
      SAVE_VARIANT,
      { input: { id: variantId, productId, name: 'A', priceGross: 1000, stock: 3 } },
      admin.headers,
    );
    const { body } = await graphql(
      h,
      SAVE_VARIANT,
      { input: { productId, name: 'B', priceGross: 900, stock: 4 } },
      admin.headers,
    );
    expect(body.data.saveProductVariant).toMatchObject({ stock: 7, stockState: 'IN_STOCK', lowestPriceGross: 900 });
  });

  it('shows the lowest price of the 30 days before a reduction, and null when the price is not reduced', async () => {
    const product = await create('Omnibus');
    const variantId = localOf(product.variants[0].id);
    const now = Date.now();
    await h.db.prisma.priceChange.deleteMany({ where: { productVariantId: variantId } });
    await h.db.prisma.priceChange.createMany({
      data: [
        { productVariantId: variantId, priceGross: 599_900, changedAt: new Date(now - 45 * DAY) },
        { productVariantId: variantId, priceGross: 549_900, changedAt: new Date(now - 25 * DAY) },
      ],
    });
    await h.db.prisma.productVariant.update({ where: { id: variantId }, data: { priceGross: 549_900 } });
    // 5 999 zł → 5 499 zł 25 days ago: a reduction from 5 999 zł.
    const before = await graphql(h, PRODUCT, { id: product.id });
    expect(before.body.data.product.variants[0].omnibusLowestPriceGross).toBe(599_900);

    const reduced = await graphql(
      h,
      SAVE_VARIANT,
      { input: { id: product.variants[0].id, productId: product.id, name: 'Standard', priceGross: 499_900, stock: 2 } },
      admin.headers,
    );
    // → 4 999 zł now: the lowest price of the 30 days before is 5 499 zł.
    expect(reduced.body.data.saveProductVariant.variants[0]).toMatchObject({
      priceGross: 499_900,
      omnibusLowestPriceGross: 549_900,
    });
    // A rise is not a reduction.
    const raised = await graphql(
      h,
      SAVE_VARIANT,
      { input: { id: product.variants[0].id, productId: product.id, name: 'Standard', priceGross: 529_900, stock: 2 } },
      admin.headers,
    );
    expect(raised.body.data.saveProductVariant.variants[0].omnibusLowestPriceGross).toBeNull();
  });
});

describe('public listing', () => {
  const LIST = `query ($first: Int, $after: String, $categories: [ProductCategory!], $kind: ProductKind) {
    products(first: $first, after: $after, categories: $categories, kind: $kind) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { id name category kind lowestPriceGross stockState mainImage { url } variants { priceGross omnibusLowestPriceGross } } }
    }
  }`;

  let fresh: Harness;
  beforeAll(async () => {
    fresh = await startHarness();
    const base = Date.now() - 1000 * DAY;
    const categories = ['EQUIPMENT', 'ACCESSORY', 'GADGET', 'SOFTWARE', 'SERVICE', 'VOUCHER'] as const;
    // 108 products, one a day: product N is newer than N-1.
    for (let i = 0; i < 108; i++) {
      await fresh.db.prisma.product.create({
        data: {
          name: `Produkt ${String(i).padStart(3, '0')}`,
          category: categories[i % 6]!,
          kind: i % 6 === 0 ? (['DRONE', 'PLANE', 'MULTIROTOR'] as const)[(i / 6) % 3] : null,
          createdAt: new Date(base + i * DAY),
          variants: { create: [{ name: 'Standard', priceGross: 1000 + i, stock: i % 8 }] },
        },
      });
    }
  });
  afterAll(() => fresh.close());

  it('lists every product newest first for visitors, 25 by default, at most 100 (more is refused)', async () => {
    const { body } = await graphql(fresh, LIST);
    expect(body.errors).toBeUndefined();
    const page = body.data.products;
    expect(page.totalCount).toBe(108);
    expect(page.edges).toHaveLength(25);
    expect(page.edges[0].node.name).toBe('Produkt 107');
    expect(page.edges[24].node.name).toBe('Produkt 083');
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    // (99: a page of 100 is asked for by the N+1 test below, which must not find it in the public cache)
    const full = await graphql(fresh, LIST, { first: 99 });
    expect(full.body.data.products.edges).toHaveLength(99);
    // Over the page size: refused (as REST's size), never silently shortened.
    const big = await graphql(fresh, LIST, { first: 1000 });
    expect(big.status).toBe(400);
    expect(big.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('pages with first/after through every product exactly once', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const { body } = await graphql(fresh, LIST, { first: 40, after });
      const page = body.data.products;
      seen.push(...page.edges.map((e: { node: { name: string } }) => e.node.name));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(108);
    expect(new Set(seen).size).toBe(108);
    const bad = await graphql(fresh, LIST, { after: 'bogus' });
    expect(errorCode(bad.body)).toBe('VALIDATION_FAILED');
  });

  it('filters by categories (any of them) and by kind', async () => {
    const { body } = await graphql(fresh, LIST, { first: 100, categories: ['SOFTWARE', 'VOUCHER'] });
    const nodes = body.data.products.edges.map((e: { node: { category: string } }) => e.node.category);
    expect(body.data.products.totalCount).toBe(36);
    expect(new Set(nodes)).toEqual(new Set(['SOFTWARE', 'VOUCHER']));
    const planes = await graphql(fresh, LIST, { first: 100, kind: 'PLANE' });
    expect(planes.body.data.products.totalCount).toBe(6);
    expect(planes.body.data.products.edges.every((e: { node: { kind: string } }) => e.node.kind === 'PLANE')).toBe(
      true,
    );
    const both = await graphql(fresh, LIST, { categories: ['GADGET'], kind: 'DRONE' });
    expect(both.body.data.products.totalCount).toBe(0);
  });

  it('makes as many SQL queries for 100 products as for 5 (no N+1)', async () => {
    const small = await countQueries(() => graphql(fresh, LIST, { first: 5 }));
    const large = await countQueries(() => graphql(fresh, LIST, { first: 100 }));
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
  });

  it('shows one product to anyone, and null for unknown or malformed ids', async () => {
    const row = await fresh.db.prisma.product.findFirstOrThrow({ where: { name: 'Produkt 006' } });
    const { body } = await graphql(fresh, PRODUCT, { id: gid('Product', row.id) });
    expect(body.data.product).toMatchObject({ name: 'Produkt 006', kind: 'PLANE', stock: 6, stockState: 'IN_STOCK' });
    const byNode = await graphql(
      fresh,
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on Product {
              name
            }
          }
        }
      `,
      {
        id: gid('Product', row.id),
      },
    );
    expect(byNode.body.data.node.name).toBe('Produkt 006');
    for (const id of [gid('Product', '00000000-0000-4000-8000-000000000000'), 'garbage', gid('Course', row.id)]) {
      const missing = await graphql(fresh, PRODUCT, { id });
      expect(missing.body.errors).toBeUndefined();
      expect(missing.body.data.product).toBeNull();
    }
  });
});

describe('adminProducts', () => {
  const ADMIN_LIST = `query ($first: Int, $after: String, $last: Int, $before: String, $search: String,
      $categories: [ProductCategory!], $sortBy: AdminProductSortField, $sortDirection: SortDirection) {
    adminProducts(first: $first, after: $after, last: $last, before: $before, search: $search,
        categories: $categories, sortBy: $sortBy, sortDirection: $sortDirection) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { node { id name category createdAt } }
    }
  }`;

  let fresh: Harness;
  let freshAdmin: SignedIn;
  const names = ['zefir', 'Alfa', 'beta', 'Beta', 'ALFA', 'gamma', 'Delta', 'epsilon'];
  beforeAll(async () => {
    fresh = await startHarness();
    freshAdmin = await signIn(fresh, 'ADMIN');
    const base = Date.now() - 100 * DAY;
    for (const [i, name] of names.entries()) {
      await fresh.db.prisma.product.create({
        data: {
          name: `Dron ${name}`,
          category: (['SERVICE', 'ACCESSORY', 'EQUIPMENT'] as const)[i % 3]!,
          // Two products share a creation time: the id breaks the tie.
          createdAt: new Date(base + Math.min(i, 6) * DAY),
          variants: { create: { name: 'Standard', priceGross: 100, stock: 1 } },
        },
      });
    }
  });
  afterAll(() => fresh.close());

  const list = async (vars: Record<string, unknown>, headers = freshAdmin.headers) =>
    (await graphql(fresh, ADMIN_LIST, vars, headers)).body;
  const namesOf = (body: GraphQLBody): string[] =>
    body.data.adminProducts.edges.map((e: { node: { name: string } }) => e.node.name);

  it('is for admins only', async () => {
    expect(errorCode(await list({}, {}))).toBe('UNAUTHENTICATED');
    for (const role of ['USER', 'INSTRUCTOR'] as const) {
      expect(errorCode(await list({}, (await signIn(fresh, role)).headers))).toBe('FORBIDDEN');
    }
  });

  it('lists newest first by default, searches names case-insensitively and filters categories', async () => {
    const all = await list({});
    expect(all.data.adminProducts.totalCount).toBe(8);
    expect(namesOf(all).slice(0, 1)).toEqual([expect.stringMatching(/Dron (Delta|epsilon)/)]);
    const search = await list({ search: 'ALF' });
    expect(new Set(namesOf(search))).toEqual(new Set(['Dron Alfa', 'Dron ALFA']));
    expect(search.data.adminProducts.totalCount).toBe(2);
    const categories = await list({ categories: ['SERVICE', 'EQUIPMENT'], search: 'dron' });
    expect(categories.data.adminProducts.totalCount).toBe(5);
    expect(new Set(namesOf(categories))).toEqual(
      new Set(['Dron zefir', 'Dron beta', 'Dron Beta', 'Dron gamma', 'Dron Delta']),
    );
  });

  it('sorts by name, category and creation date in both directions, paging without gaps', async () => {
    for (const sortBy of ['NAME', 'CATEGORY', 'CREATED_AT']) {
      for (const sortDirection of ['ASC', 'DESC']) {
        const whole = await list({ sortBy, sortDirection, first: 100 });
        const expected = namesOf(whole);
        expect(expected).toHaveLength(8);
        const rows = whole.data.adminProducts.edges.map((e: { node: Record<string, string> }) => e.node);
        const key = { NAME: 'name', CATEGORY: 'category', CREATED_AT: 'createdAt' }[sortBy]!;
        const values = rows.map((r: Record<string, string>) => r[key]!);
        // Categories sort in the enum's declared order (PostgreSQL enums), dates in time order;
        // names with the database collation.
        const rank = (v: string) => (sortBy === 'CATEGORY' ? String(CATEGORY_ORDER.indexOf(v)) : v);
        const sorted = [...values].sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
        if (sortBy !== 'NAME') expect(values).toEqual(sortDirection === 'ASC' ? sorted : sorted.reverse());

        const forward: string[] = [];
        let after: string | null = null;
        do {
          const page = await list({ sortBy, sortDirection, first: 3, after });
          forward.push(...namesOf(page));
          after = page.data.adminProducts.pageInfo.hasNextPage ? page.data.adminProducts.pageInfo.endCursor : null;
        } while (after);
        expect(forward).toEqual(expected);

        const backward: string[] = [];
        let before: string | null = null;
        do {
          const page = await list({ sortBy, sortDirection, last: 3, before });
          backward.unshift(...namesOf(page));
          before = page.data.adminProducts.pageInfo.hasPreviousPage
            ? page.data.adminProducts.pageInfo.startCursor
            : null;
        } while (before);
        expect(backward).toEqual(expected);
      }
    }
    const byName = namesOf(await list({ sortBy: 'NAME', sortDirection: 'ASC' }));
    expect(byName.indexOf('Dron zefir')).toBe(7);
  });

  it('answers VALIDATION_FAILED for impossible page arguments', async () => {
    const cursor = (await list({ first: 1 })).data.adminProducts.pageInfo.endCursor;
    for (const [vars, field] of [
      [{ first: -1 }, 'first'],
      [{ last: -2 }, 'last'],
      [{ first: 2, last: 2 }, 'last'],
      [{ after: cursor, before: cursor }, 'before'],
      [{ first: 2, before: cursor }, 'first'],
      [{ after: 'nonsense' }, 'after'],
    ] as const) {
      const body = await list(vars);
      expect(errorCode(body), JSON.stringify(vars)).toBe('VALIDATION_FAILED');
      expect(body.errors?.[0].extensions.details).toEqual([{ field, code: 'invalid_value' }]);
    }
  });
});
