import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gid, signIn, startWith, type Harness, type SignedIn } from '../../../test/harness.ts';
import { gqlUpload, png } from '../../../test/uploads.ts';

let h: Harness;
let admin: SignedIn;
const DAY = 86_400_000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ({ h, admin } = await startWith({ admin: 'ADMIN' }));
  const base = Date.now() - 100 * DAY;
  const rows = [
    ['Dron Mavic', 'EQUIPMENT', 'DRONE', 10],
    ['Samolot Ebee', 'EQUIPMENT', 'PLANE', 3],
    ['Akumulator', 'ACCESSORY', null, 0],
    ['Kubek pilota', 'GADGET', null, 40],
    ['Licencja planowania lotów', 'SOFTWARE', null, 100],
    ['Przegląd drona', 'SERVICE', null, 5],
    ['Bon podarunkowy', 'VOUCHER', null, 1000],
  ] as const;
  for (const [i, [name, category, kind, stock]] of rows.entries()) {
    await h.db.prisma.product.create({
      data: {
        name,
        category,
        kind,
        createdAt: new Date(base + i * DAY),
        variants: { create: [{ name: 'Standard', priceGross: 10_000 * (i + 1), stock }] },
      },
    });
  }
});
afterAll(() => h.close());

const get = (url: string, who: SignedIn | null = null) =>
  h.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: who?.headers ?? {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, who: SignedIn | null = admin) =>
  h.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

describe('GET /api/v1/products (public)', () => {
  it('pages every product newest first with { items, page, size, total }', async () => {
    const response = await get('products');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 0, size: 25, total: 7 });
    expect(names(body)[0]).toBe('Bon podarunkowy');
    const item = body.items.find((i: { name: string }) => i.name === 'Samolot Ebee');
    expect(item).toMatchObject({
      category: 'EQUIPMENT',
      kind: 'PLANE',
      lowestPriceGross: 20_000,
      stock: 3,
      stockState: 'LOW',
      mainImage: null,
      variants: [{ name: 'Standard', priceGross: 20_000, stock: 3, stockState: 'LOW', omnibusLowestPriceGross: null }],
    });
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item).not.toHaveProperty('description');

    const second = (await get('products?page=1&size=3')).json();
    expect(second).toMatchObject({ page: 1, size: 3, total: 7 });
    expect(names(second)).toEqual(['Kubek pilota', 'Akumulator', 'Samolot Ebee']);
  });

  it('filters by repeated category (any of them) and by kind', async () => {
    const body = (await get('products?category=ACCESSORY&category=VOUCHER')).json();
    expect(body.total).toBe(2);
    expect(names(body).sort()).toEqual(['Akumulator', 'Bon podarunkowy']);
    expect(names((await get('products?category=EQUIPMENT&kind=DRONE')).json())).toEqual(['Dron Mavic']);
  });

  it('answers 400 with field details for bad query parameters', async () => {
    for (const [url, field, issue] of [
      ['products?category=DRONES', 'category.0', 'invalid_value'],
      ['products?page=abc', 'page', 'invalid_number'],
      ['products?size=0', 'size', 'invalid_number'],
      ['products?size=101', 'size', 'invalid_number'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field, code: issue }] });
    }
  });

  it('shows one product; unknown or non-UUID ids are 404', async () => {
    const row = await h.db.prisma.product.findFirstOrThrow({ where: { name: 'Dron Mavic' } });
    const response = await get(`products/${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: row.id,
      name: 'Dron Mavic',
      description: '',
      videoUrl: null,
      images: [],
      droneSpecification: null,
      stockState: 'IN_STOCK',
    });
    for (const id of [UNKNOWN, 'abc', '1', `${row.id}x`]) {
      const missing = await get(`products/${id}`);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('admin products (REST)', () => {
  it('refuses visitors (401) and other roles (403) on every admin route', async () => {
    const row = await h.db.prisma.product.findFirstOrThrow();
    const calls = [
      () => get('admin/products'),
      () => get(`admin/products/${row.id}`),
      () => send('POST', 'admin/products', { name: 'X', category: 'GADGET' }, null),
      () => send('PUT', `admin/products/${row.id}`, { name: 'X' }, null),
      () => send('DELETE', `admin/products/${row.id}`, undefined, null),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    for (const role of ['USER', 'INSTRUCTOR'] as const) {
      const s = await signIn(h, role);
      expect((await get('admin/products', s)).statusCode).toBe(403);
      expect((await get(`admin/products/${row.id}`, s)).statusCode).toBe(403);
      expect((await send('POST', 'admin/products', { name: 'X', category: 'GADGET' }, s)).statusCode).toBe(403);
      expect((await send('PUT', `admin/products/${row.id}`, { name: 'X' }, s)).statusCode).toBe(403);
      expect((await send('DELETE', `admin/products/${row.id}`, undefined, s)).statusCode).toBe(403);
    }
    expect(await h.db.prisma.product.count({ where: { name: 'X' } })).toBe(0);
  });

  it('lists with search, category, page, size, sort and direction', async () => {
    const byName = (await get('admin/products?sort=name&direction=asc&size=3', admin)).json();
    expect(byName).toMatchObject({ page: 0, size: 3, total: 7 });
    expect(names(byName)).toEqual(['Akumulator', 'Bon podarunkowy', 'Dron Mavic']);
    const next = (await get('admin/products?sort=NAME&direction=ASC&size=3&page=2', admin)).json();
    expect(names(next)).toEqual(['Samolot Ebee']);
    const search = (await get('admin/products?search=DRON', admin)).json();
    expect(names(search).sort()).toEqual(['Dron Mavic', 'Przegląd drona']);
    const filtered = (await get('admin/products?category=SERVICE&category=SOFTWARE&sort=createdAt', admin)).json();
    expect(names(filtered)).toEqual(['Przegląd drona', 'Licencja planowania lotów']);
    const byCategory = (await get('admin/products?sort=category&direction=asc', admin)).json();
    expect(byCategory.items.map((i: { category: string }) => i.category).slice(0, 3)).toEqual([
      'EQUIPMENT',
      'EQUIPMENT',
      'ACCESSORY',
    ]);
    const bad = await get('admin/products?sort=price', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'sort', code: 'invalid_value' }]);
    expect((await get('admin/products?direction=up', admin)).statusCode).toBe(400);
  });

  it('creates (201 { productId }) a product with its default variant, edits, reads and deletes it', async () => {
    const created = await send('POST', 'admin/products', { name: 'Parasol z logo', category: 'GADGET' });
    expect(created.statusCode).toBe(201);
    const { productId } = created.json();
    expect(Object.keys(created.json())).toEqual(['productId']);

    const read = await get(`admin/products/${productId}`, admin);
    expect(read.json()).toMatchObject({
      id: productId,
      name: 'Parasol z logo',
      category: 'GADGET',
      published: false,
      variants: [{ name: 'Standard', priceGross: 0, stock: 0, stockState: 'NONE' }],
    });
    // A new product is a draft: not in the shop, and its address is not found for visitors.
    expect((await get(`products/${productId}`)).statusCode).toBe(404);
    expect((await get('products?size=100')).json().items.map((p: { id: string }) => p.id)).not.toContain(productId);
    expect((await get('admin/products?size=100', admin)).json().items).toContainEqual(
      expect.objectContaining({ id: productId, published: false }),
    );

    const updated = await send('PUT', `admin/products/${productId}`, {
      name: 'Parasol pilota',
      description: '<p>Duży <a href="javascript:alert(1)">parasol</a></p><iframe src="x"></iframe>',
      shortDescription: 'Chroni przed deszczem',
      videoUrl: 'http://example.com/film',
      vatRate: 8,
      kind: null,
      droneSpecification: { droneClass: 'C0' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Parasol pilota',
      description: '<p>Duży <a rel="noopener noreferrer" target="_blank">parasol</a></p>',
      shortDescription: 'Chroni przed deszczem',
      videoUrl: 'http://example.com/film',
      vatRate: 8,
      droneSpecification: { droneClass: 'C0', aircraftType: null },
    });

    const deleted = await send('DELETE', `admin/products/${productId}`, undefined);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await get(`admin/products/${productId}`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', `admin/products/${productId}`, undefined)).statusCode).toBe(404);
  });

  it('validates create and update bodies (400 with field codes)', async () => {
    const missing = await send('POST', 'admin/products', { category: 'SHOES' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { field: 'name', code: 'required' },
        { field: 'category', code: 'invalid_value' },
      ],
    });
    const row = await h.db.prisma.product.findFirstOrThrow({ where: { name: 'Akumulator' } });
    const bad = await send('PUT', `admin/products/${row.id}`, {
      name: 'n'.repeat(256),
      vatRate: 'abc',
      videoUrl: 'www.example.com',
      droneSpecification: { packageDescription: 'p'.repeat(1001) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { field: 'name', code: 'max_length', max: 255 },
      { field: 'vatRate', code: 'invalid_number' },
      { field: 'videoUrl', code: 'invalid_url' },
      { field: 'droneSpecification.packageDescription', code: 'max_length', max: 1000 },
    ]);
    expect((await h.db.prisma.product.findUniqueOrThrow({ where: { id: row.id } })).name).toBe('Akumulator');
    expect((await send('PUT', `admin/products/${row.id}`, { vatRate: '8' })).json().vatRate).toBe(8);
    expect((await send('PUT', `admin/products/${UNKNOWN}`, { name: 'x' })).statusCode).toBe(404);
    expect((await send('PUT', 'admin/products/not-a-uuid', { name: 'x' })).statusCode).toBe(404);
    expect((await get('admin/products/123', admin)).statusCode).toBe(404);
  });

  it('presents pictures and removes their files when the product is deleted', async () => {
    const { productId } = (await send('POST', 'admin/products', { name: 'Ze zdjęciem', category: 'GADGET' })).json();
    const upload = await gqlUpload(
      h,
      admin,
      `mutation ($productId: ID!, $file: Upload!) { addProductImage(productId: $productId, file: $file) { id } }`,
      { productId: gid('Product', productId), file: null },
      [{ path: 'variables.file', filename: 'a.png', content: await png(32, 32) }],
    );
    expect(upload.errors).toBeUndefined();
    expect((await get(`products/${productId}`)).statusCode).toBe(404);
    // Publishing needs a description and a price above zero (422 names the rule); then the shop shows it.
    const noText = await send('PUT', `admin/products/${productId}`, { published: true });
    expect(noText.statusCode).toBe(422);
    expect(noText.json()).toMatchObject({ code: 'BUSINESS_RULE', rule: 'PUBLISH_NEEDS_DESCRIPTION' });
    const noPrice = await send('PUT', `admin/products/${productId}`, { published: true, description: '<p>Opis</p>' });
    expect(noPrice.json()).toMatchObject({ code: 'BUSINESS_RULE', rule: 'PUBLISH_NEEDS_PRICE' });
    expect((await get(`admin/products/${productId}`, admin)).json()).toMatchObject({
      published: false,
      description: '',
    });
    await h.db.prisma.productVariant.updateMany({ where: { productId }, data: { priceGross: 4_900 } });
    const published = await send('PUT', `admin/products/${productId}`, { published: true, description: '<p>Opis</p>' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ published: true });
    const details = (await get(`products/${productId}`)).json();
    const fileId = details.images[0].picture.id;
    expect(details.mainImage).toEqual({
      id: fileId,
      url: `/api/v1/files/${fileId}`,
      thumbnailUrl: `/api/v1/files/${fileId}?size=thumb`,
      mediumUrl: `/api/v1/files/${fileId}?size=medium`,
    });
    expect(details.images[0]).toMatchObject({ isMain: true, sortOrder: 0 });
    expect((await get(`files/${fileId}`)).statusCode).toBe(200);
    expect((await send('DELETE', `admin/products/${productId}`, undefined)).statusCode).toBe(204);
    expect((await get(`files/${fileId}`)).statusCode).toBe(404);
    expect(await h.db.prisma.storedFile.count({ where: { id: fileId } })).toBe(0);
  });
});
