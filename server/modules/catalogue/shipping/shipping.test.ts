import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  gid,
  graphql,
  localOf,
  signIn,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';

let h: Harness;
let admin: SignedIn;
beforeAll(async () => {
  ({ h, admin } = await startWith({ admin: 'ADMIN' }));
});
afterAll(() => h.close());

const LIST = `{ shippingMethods { id name description priceGross } }`;
const CREATE = `mutation ($input: ShippingMethodInput!) { createShippingMethod(input: $input) { id name description priceGross } }`;
const UPDATE = `mutation ($id: ID!, $input: ShippingMethodInput!) { updateShippingMethod(id: $id, input: $input) { id name description priceGross } }`;
const DELETE = `mutation ($id: ID!) { deleteShippingMethod(id: $id) }`;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const input = (name: string, priceGross: number, description = '') => ({ input: { name, description, priceGross } });

describe('shipping methods (GraphQL)', () => {
  it('creates, lists (cheapest first, then by name), updates and deletes', async () => {
    const courier = await graphql(h, CREATE, input('Kurier InPost', 1999, 'Dostawa w 1–3 dni robocze'), admin.headers);
    expect(courier.body.errors).toBeUndefined();
    expect(courier.body.data.createShippingMethod).toMatchObject({
      name: 'Kurier InPost',
      description: 'Dostawa w 1–3 dni robocze',
      priceGross: 1999,
    });
    await graphql(h, CREATE, input('Paczkomat InPost', 1499), admin.headers);
    await graphql(h, CREATE, input('Odbiór osobisty', 0), admin.headers);
    await graphql(h, CREATE, input('DPD', 1999), admin.headers);

    const listed = await graphql(h, LIST);
    expect(listed.body.data.shippingMethods.map((m: { name: string }) => m.name)).toEqual([
      'Odbiór osobisty',
      'Paczkomat InPost',
      'DPD',
      'Kurier InPost',
    ]);

    const id = courier.body.data.createShippingMethod.id;
    const updated = await graphql(h, UPDATE, { id, ...input('Kurier DPD', 2499, 'Nowy opis') }, admin.headers);
    expect(updated.body.data.updateShippingMethod).toEqual({
      id,
      name: 'Kurier DPD',
      description: 'Nowy opis',
      priceGross: 2499,
    });

    const deleted = await graphql(h, DELETE, { id }, admin.headers);
    expect(deleted.body.data.deleteShippingMethod).toBe(id);
    expect(await h.db.prisma.shippingMethod.count({ where: { id: localOf(id) } })).toBe(0);
    expect(errorCode((await graphql(h, DELETE, { id }, admin.headers)).body)).toBe('NOT_FOUND');
    expect(errorCode((await graphql(h, UPDATE, { id, ...input('X', 1) }, admin.headers)).body)).toBe('NOT_FOUND');
    expect(errorCode((await graphql(h, DELETE, { id: 'zzz' }, admin.headers)).body)).toBe('NOT_FOUND');
  });

  it('validates name (≤ 100), description (≤ 500) and price (0..100 000 000 grosze)', async () => {
    const bad = await graphql(h, CREATE, input('n'.repeat(101), -1, 'd'.repeat(501)), admin.headers);
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'Invalid form',
      extensions: {
        code: 'VALIDATION_FAILED',
        details: [
          { field: 'name', code: 'max_length', max: 100 },
          { field: 'description', code: 'max_length', max: 500 },
          { field: 'priceGross', code: 'invalid_number' },
        ],
      },
    });
    const empty = await graphql(h, CREATE, input('  ', 100_000_001), admin.headers);
    expect(empty.body.errors?.[0].extensions.details).toEqual([
      { field: 'name', code: 'required' },
      { field: 'priceGross', code: 'invalid_number' },
    ]);
    const max = await graphql(h, CREATE, input('n'.repeat(100), 100_000_000, 'd'.repeat(500)), admin.headers);
    expect(max.body.errors).toBeUndefined();
    expect(await h.db.prisma.shippingMethod.count({ where: { name: { startsWith: 'nnnn' } } })).toBe(1);
  });

  it('lets anyone read and only admins write', async () => {
    expect((await graphql(h, LIST)).body.errors).toBeUndefined();
    const method = await h.db.prisma.shippingMethod.create({ data: { name: 'Stała', priceGross: 500 } });
    const id = gid('ShippingMethod', method.id);
    for (const [query, vars] of [
      [CREATE, input('X', 1)],
      [UPDATE, { id, ...input('X', 1) }],
      [DELETE, { id }],
    ] as const) {
      expect(errorCode((await graphql(h, query, vars)).body)).toBe('UNAUTHENTICATED');
      for (const role of ['USER', 'INSTRUCTOR'] as const) {
        expect(errorCode((await graphql(h, query, vars, (await signIn(h, role)).headers)).body)).toBe('FORBIDDEN');
      }
    }
    expect(await h.db.prisma.shippingMethod.findUniqueOrThrow({ where: { id: method.id } })).toMatchObject({
      name: 'Stała',
    });
  });
});

describe('shipping methods (REST)', () => {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    who: SignedIn | null = admin,
  ) => h.app.inject({ method, url: `/api/v1/${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

  it('creates (201), lists publicly, updates and deletes (204) with raw UUIDs', async () => {
    const created = await call('POST', 'admin/shipping-methods', {
      name: 'Poczta Polska',
      description: 'List polecony',
      priceGross: 1299,
    });
    expect(created.statusCode).toBe(201);
    const method = created.json();
    expect(method).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Poczta Polska',
      description: 'List polecony',
      nameEn: '',
      descriptionEn: '',
      priceGross: 1299,
    });

    const listed = await call('GET', 'shipping-methods', undefined, null);
    expect(listed.statusCode).toBe(200);
    const prices = listed.json().map((m: { priceGross: number }) => m.priceGross);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const { nameEn: _n, descriptionEn: _d, ...publicView } = method;
    expect(listed.json()).toContainEqual(publicView);

    const updated = await call('PUT', `admin/shipping-methods/${method.id}`, {
      name: 'Poczta',
      description: '',
      priceGross: 999,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      id: method.id,
      name: 'Poczta',
      description: '',
      nameEn: '',
      descriptionEn: '',
      priceGross: 999,
    });

    const deleted = await call('DELETE', `admin/shipping-methods/${method.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call('DELETE', `admin/shipping-methods/${method.id}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', `admin/shipping-methods/${UNKNOWN}`, { name: 'x', description: '', priceGross: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', 'admin/shipping-methods/abc', { name: 'x', description: '', priceGross: 1 })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', 'admin/shipping-methods/abc')).statusCode).toBe(404);
  });

  it('validates the body (400 with field codes)', async () => {
    const bad = await call('POST', 'admin/shipping-methods', {
      name: '',
      description: 'x'.repeat(501),
      priceGross: 'free',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { field: 'name', code: 'required' },
        { field: 'description', code: 'max_length', max: 500 },
        { field: 'priceGross', code: 'invalid_number' },
      ],
    });
    const fractional = await call('POST', 'admin/shipping-methods', {
      name: 'Kurier',
      description: '',
      priceGross: 19.99,
    });
    expect(fractional.json().details).toEqual([{ field: 'priceGross', code: 'invalid_number' }]);
    const noPrice = await call('POST', 'admin/shipping-methods', { name: 'Kurier' });
    expect(noPrice.json().details).toEqual([{ field: 'priceGross', code: 'required' }]);
  });

  it('refuses visitors (401) and other roles (403)', async () => {
    const method = await h.db.prisma.shippingMethod.create({ data: { name: 'Chroniona', priceGross: 100 } });
    const body = { name: 'x', description: '', priceGross: 1 };
    expect((await call('POST', 'admin/shipping-methods', body, null)).statusCode).toBe(401);
    expect((await call('PUT', `admin/shipping-methods/${method.id}`, body, null)).statusCode).toBe(401);
    expect((await call('DELETE', `admin/shipping-methods/${method.id}`, undefined, null)).statusCode).toBe(401);
    for (const role of ['USER', 'INSTRUCTOR'] as const) {
      const s = await signIn(h, role);
      expect((await call('POST', 'admin/shipping-methods', body, s)).statusCode).toBe(403);
      expect((await call('PUT', `admin/shipping-methods/${method.id}`, body, s)).statusCode).toBe(403);
      expect((await call('DELETE', `admin/shipping-methods/${method.id}`, undefined, s)).statusCode).toBe(403);
    }
    expect(await h.db.prisma.shippingMethod.count({ where: { id: method.id } })).toBe(1);
  });
});
