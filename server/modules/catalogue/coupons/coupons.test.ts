import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  errorDetails,
  gid,
  gqlOk,
  graphql,
  rest,
  startWith,
  type Harness,
  type Method,
  type SignedIn,
} from '../../../test/harness.ts';

let h: Harness;
let admin: SignedIn;
let user: SignedIn;
let instructor: SignedIn;

const UNKNOWN = '3f1c2a4e-0000-4000-8000-000000000000';
const DUPLICATE_MESSAGE = 'Discount code must have unique value';

const FIELDS = 'id code kind value validFrom validTo usageLimit usedCount createdAt';
const CREATE_FOR_COURSE = `mutation ($courseId: ID!, $input: DiscountCouponInput!) {
  createCourseDiscountCoupon(courseId: $courseId, input: $input) { ${FIELDS} } }`;
const CREATE_FOR_PRODUCT = `mutation ($productId: ID!, $input: DiscountCouponInput!) {
  createProductDiscountCoupon(productId: $productId, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: DiscountCouponInput!) { updateDiscountCoupon(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteDiscountCoupon(id: $id) }`;

const newCourse = (title = 'Kurs z kuponem') =>
  h.db.prisma.course.create({ data: { courseType: 'FULL', title, category: 'OPEN', visibility: 'PUBLIC' } });
const newProduct = (name = 'Akumulator DJI Mini 4') =>
  h.db.prisma.product.create({
    data: { name, category: 'ACCESSORY', variants: { create: { name: 'Standard', priceGross: 39_900 } } },
  });

const api = (method: Method, url: string, s?: SignedIn | null, payload?: unknown) => rest(h, method, url, s, payload);

beforeAll(async () => {
  ({ h, admin, user, instructor } = await startWith({ admin: 'ADMIN', user: 'USER', instructor: 'INSTRUCTOR' }));
});
afterAll(() => h.close());

describe('discount coupons over GraphQL', () => {
  it('creates a course coupon: code trimmed and upper-cased, listed on the course for admins', async () => {
    const course = await newCourse();
    const data = await gqlOk(
      h,
      CREATE_FOR_COURSE,
      {
        courseId: gid('Course', course.id),
        input: {
          code: '  lato_2026-a1 ',
          kind: 'PERCENT',
          value: 15,
          validFrom: '2026-06-01T00:00:00.000Z',
          validTo: '2026-08-31T21:59:59.000Z',
          usageLimit: 50,
        },
      },
      admin,
    );
    expect(data.createCourseDiscountCoupon).toMatchObject({
      code: 'LATO_2026-A1',
      kind: 'PERCENT',
      value: 15,
      validFrom: '2026-06-01T00:00:00.000Z',
      validTo: '2026-08-31T21:59:59.000Z',
      usageLimit: 50,
      usedCount: 0,
    });
    const stored = await h.db.prisma.discountCoupon.findUniqueOrThrow({ where: { code: 'LATO_2026-A1' } });
    expect(stored).toMatchObject({ courseId: course.id, productId: null });
    const listed = await gqlOk(
      h,
      `query ($id: ID!) { course(id: $id) { discountCoupons { id code } } }`,
      { id: gid('Course', course.id) },
      admin,
    );
    expect(listed.course.discountCoupons).toEqual([{ id: data.createCourseDiscountCoupon.id, code: 'LATO_2026-A1' }]);
    const node = await graphql(
      h,
      `
        query ($id: ID!) {
          node(id: $id) {
            id
          }
        }
      `,
      { id: data.createCourseDiscountCoupon.id },
      user.headers,
    );
    expect(errorCode(node.body)).toBe('FORBIDDEN');
  });

  it('creates a product coupon and refuses unknown owners (NOT_FOUND)', async () => {
    const product = await newProduct();
    const data = await gqlOk(
      h,
      CREATE_FOR_PRODUCT,
      { productId: gid('Product', product.id), input: { code: 'BATERIA50', kind: 'AMOUNT', value: 5000 } },
      admin,
    );
    expect(data.createProductDiscountCoupon).toMatchObject({
      code: 'BATERIA50',
      kind: 'AMOUNT',
      value: 5000,
      validFrom: null,
      usageLimit: null,
    });
    expect(await h.db.prisma.discountCoupon.findUniqueOrThrow({ where: { code: 'BATERIA50' } })).toMatchObject({
      productId: product.id,
      courseId: null,
    });
    const input = { code: 'NOWHERE', kind: 'AMOUNT', value: 100 };
    for (const [query, variables] of [
      [CREATE_FOR_PRODUCT, { productId: gid('Product', UNKNOWN), input }],
      [CREATE_FOR_PRODUCT, { productId: gid('Course', product.id), input }],
      [CREATE_FOR_PRODUCT, { productId: 'garbage', input }],
      [CREATE_FOR_COURSE, { courseId: gid('Course', UNKNOWN), input }],
    ] as const) {
      const { body } = await graphql(h, query, variables, admin.headers);
      expect(errorCode(body)).toBe('NOT_FOUND');
    }
  });

  it('refuses a code used anywhere in the shop with DUPLICATE_DISCOUNT_CODE', async () => {
    const course = await newCourse();
    const product = await newProduct();
    await gqlOk(
      h,
      CREATE_FOR_COURSE,
      { courseId: gid('Course', course.id), input: { code: 'JEDEN', kind: 'PERCENT', value: 10 } },
      admin,
    );
    for (const [query, variables] of [
      [
        CREATE_FOR_COURSE,
        { courseId: gid('Course', course.id), input: { code: ' jeden ', kind: 'AMOUNT', value: 100 } },
      ],
      [
        CREATE_FOR_PRODUCT,
        { productId: gid('Product', product.id), input: { code: 'Jeden', kind: 'PERCENT', value: 5 } },
      ],
    ] as const) {
      const { body } = await graphql(h, query, variables, admin.headers);
      expect(errorCode(body)).toBe('DUPLICATE_DISCOUNT_CODE');
      expect(body.errors?.[0].message).toBe(DUPLICATE_MESSAGE);
    }
    expect(await h.db.prisma.discountCoupon.count({ where: { code: 'JEDEN' } })).toBe(1);
  });

  it('validates code, value per kind, dates and usage limit', async () => {
    const course = await newCourse();
    const create = async (input: Record<string, unknown>) =>
      (
        await graphql(
          h,
          CREATE_FOR_COURSE,
          { courseId: gid('Course', course.id), input: { kind: 'PERCENT', value: 10, ...input } },
          admin.headers,
        )
      ).body;
    expect(errorDetails(await create({ code: '   ' }))).toEqual([{ field: 'code', code: 'required' }]);
    expect(errorDetails(await create({ code: 'A'.repeat(21) }))).toEqual([
      { field: 'code', code: 'max_length', max: 20 },
    ]);
    expect(errorDetails(await create({ code: 'LATO 2026' }))).toEqual([{ field: 'code', code: 'invalid_value' }]);
    expect(errorDetails(await create({ code: 'ZNIŻKA' }))).toEqual([{ field: 'code', code: 'invalid_value' }]);
    expect(errorDetails(await create({ code: 'P0', value: 0 }))).toEqual([{ field: 'value', code: 'invalid_number' }]);
    expect(errorDetails(await create({ code: 'P101', value: 101 }))).toEqual([
      { field: 'value', code: 'invalid_number' },
    ]);
    expect(errorDetails(await create({ code: 'A0', kind: 'AMOUNT', value: 0 }))).toEqual([
      { field: 'value', code: 'invalid_number' },
    ]);
    expect(errorDetails(await create({ code: 'A-BIG', kind: 'AMOUNT', value: 100_000_001 }))).toEqual([
      { field: 'value', code: 'invalid_number' },
    ]);
    expect(
      errorDetails(await create({ code: 'DATES', validFrom: '2026-05-02T00:00:00Z', validTo: '2026-05-01T00:00:00Z' })),
    ).toEqual([{ field: 'validTo', code: 'invalid_value' }]);
    expect(errorDetails(await create({ code: 'LIMIT', usageLimit: 0 }))).toEqual([
      { field: 'usageLimit', code: 'invalid_number' },
    ]);
    expect(await h.db.prisma.discountCoupon.count({ where: { courseId: course.id } })).toBe(0);
    // Boundaries are accepted.
    expect((await create({ code: 'P100', value: 100 })).errors).toBeUndefined();
    expect((await create({ code: 'A'.repeat(20), kind: 'AMOUNT', value: 1, usageLimit: 1 })).errors).toBeUndefined();
  });

  it("updates a coupon (keeping its owner), refuses another coupon's code, and deletes it", async () => {
    const course = await newCourse();
    await gqlOk(
      h,
      CREATE_FOR_COURSE,
      { courseId: gid('Course', course.id), input: { code: 'ZAJETY', kind: 'PERCENT', value: 10 } },
      admin,
    );
    const created = (
      await gqlOk(
        h,
        CREATE_FOR_COURSE,
        { courseId: gid('Course', course.id), input: { code: 'STARY', kind: 'PERCENT', value: 10 } },
        admin,
      )
    ).createCourseDiscountCoupon;
    const updated = await gqlOk(
      h,
      UPDATE,
      { id: created.id, input: { code: 'nowy', kind: 'AMOUNT', value: 10_000, usageLimit: 3 } },
      admin,
    );
    expect(updated.updateDiscountCoupon).toMatchObject({
      id: created.id,
      code: 'NOWY',
      kind: 'AMOUNT',
      value: 10_000,
      usageLimit: 3,
    });
    expect(await h.db.prisma.discountCoupon.findUniqueOrThrow({ where: { code: 'NOWY' } })).toMatchObject({
      courseId: course.id,
    });
    // Its own code again is fine; another coupon's code is not.
    expect(
      (await graphql(h, UPDATE, { id: created.id, input: { code: 'NOWY', kind: 'PERCENT', value: 20 } }, admin.headers))
        .body.errors,
    ).toBeUndefined();
    const clash = await graphql(
      h,
      UPDATE,
      { id: created.id, input: { code: 'zajety', kind: 'PERCENT', value: 20 } },
      admin.headers,
    );
    expect(errorCode(clash.body)).toBe('DUPLICATE_DISCOUNT_CODE');
    expect(clash.body.errors?.[0].message).toBe(DUPLICATE_MESSAGE);
    const invalid = await graphql(
      h,
      UPDATE,
      { id: created.id, input: { code: 'NOWY', kind: 'PERCENT', value: 200 } },
      admin.headers,
    );
    expect(errorDetails(invalid.body)).toEqual([{ field: 'value', code: 'invalid_number' }]);

    for (const s of [user, instructor]) {
      expect(
        errorCode(
          (await graphql(h, UPDATE, { id: created.id, input: { code: 'X', kind: 'PERCENT', value: 1 } }, s.headers))
            .body,
        ),
      ).toBe('FORBIDDEN');
      expect(errorCode((await graphql(h, DELETE, { id: created.id }, s.headers)).body)).toBe('FORBIDDEN');
    }
    expect(errorCode((await graphql(h, DELETE, { id: created.id })).body)).toBe('UNAUTHENTICATED');
    expect((await gqlOk(h, DELETE, { id: created.id }, admin)).deleteDiscountCoupon).toBe(created.id);
    expect(await h.db.prisma.discountCoupon.count({ where: { code: 'NOWY' } })).toBe(0);
    expect(errorCode((await graphql(h, DELETE, { id: created.id }, admin.headers)).body)).toBe('NOT_FOUND');
    expect(
      errorCode(
        (await graphql(h, UPDATE, { id: created.id, input: { code: 'X', kind: 'PERCENT', value: 1 } }, admin.headers))
          .body,
      ),
    ).toBe('NOT_FOUND');
  });

  it('is refused to visitors, students and instructors', async () => {
    const course = await newCourse();
    const variables = { courseId: gid('Course', course.id), input: { code: 'NIEDLA', kind: 'PERCENT', value: 10 } };
    expect(errorCode((await graphql(h, CREATE_FOR_COURSE, variables)).body)).toBe('UNAUTHENTICATED');
    expect(errorCode((await graphql(h, CREATE_FOR_COURSE, variables, user.headers)).body)).toBe('FORBIDDEN');
    expect(errorCode((await graphql(h, CREATE_FOR_COURSE, variables, instructor.headers)).body)).toBe('FORBIDDEN');
    expect(await h.db.prisma.discountCoupon.count({ where: { code: 'NIEDLA' } })).toBe(0);
  });
});

describe('discount coupons over REST', () => {
  it('lists, creates (201), updates and deletes (204) coupons of a course and of a product', async () => {
    const course = await newCourse();
    const product = await newProduct();
    for (const base of [
      `admin/courses/${course.id}/discount-coupons`,
      `admin/products/${product.id}/discount-coupons`,
    ]) {
      const tag = base.includes('courses') ? 'K' : 'P';
      expect((await api('GET', base, admin)).json()).toEqual([]);
      const created = await api('POST', base, admin, {
        code: ` rest-${tag} `,
        kind: 'AMOUNT',
        value: 2500,
        validTo: '2026-12-31T23:00:00Z',
      });
      expect(created.statusCode).toBe(201);
      const coupon = created.json();
      expect(coupon).toMatchObject({
        code: `REST-${tag}`,
        kind: 'AMOUNT',
        value: 2500,
        validFrom: null,
        validTo: '2026-12-31T23:00:00.000Z',
        usageLimit: null,
        usedCount: 0,
        courseId: tag === 'K' ? course.id : null,
        productId: tag === 'P' ? product.id : null,
      });
      expect((await api('GET', base, admin)).json()).toEqual([coupon]);
      const updated = await api('PUT', `${base}/${coupon.id}`, admin, {
        code: `REST-${tag}2`,
        kind: 'PERCENT',
        value: 20,
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        id: coupon.id,
        code: `REST-${tag}2`,
        kind: 'PERCENT',
        value: 20,
        validTo: null,
      });
      const removed = await api('DELETE', `${base}/${coupon.id}`, admin);
      expect(removed.statusCode).toBe(204);
      expect((await api('GET', base, admin)).json()).toEqual([]);
    }
  });

  it('answers 409 DUPLICATE_DISCOUNT_CODE with the spec message, also for concurrent creations', async () => {
    const course = await newCourse();
    const product = await newProduct();
    const first = await api('POST', `admin/courses/${course.id}/discount-coupons`, admin, {
      code: 'RAZ',
      kind: 'PERCENT',
      value: 5,
    });
    expect(first.statusCode).toBe(201);
    const again = await api('POST', `admin/products/${product.id}/discount-coupons`, admin, {
      code: 'raz',
      kind: 'PERCENT',
      value: 5,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'DUPLICATE_DISCOUNT_CODE', message: DUPLICATE_MESSAGE });
    const other = (
      await api('POST', `admin/courses/${course.id}/discount-coupons`, admin, {
        code: 'DWA',
        kind: 'PERCENT',
        value: 5,
      })
    ).json();
    const rename = await api('PUT', `admin/courses/${course.id}/discount-coupons/${other.id}`, admin, {
      code: 'RAZ',
      kind: 'PERCENT',
      value: 5,
    });
    expect(rename.statusCode).toBe(409);

    const racing = await Promise.all(
      [course.id, course.id, course.id].map((id) =>
        api('POST', `admin/courses/${id}/discount-coupons`, admin, { code: 'WYSCIG', kind: 'AMOUNT', value: 100 }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await h.db.prisma.discountCoupon.count({ where: { code: 'WYSCIG' } })).toBe(1);
  });

  it('answers 400 with field details for invalid coupons', async () => {
    const course = await newCourse();
    const response = await api('POST', `admin/courses/${course.id}/discount-coupons`, admin, {
      code: 'x'.repeat(21),
      kind: 'FREE',
      value: 'ten',
      validFrom: 'yesterday',
      usageLimit: -5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { field: 'code', code: 'max_length', max: 20 },
        { field: 'kind', code: 'invalid_value' },
        { field: 'value', code: 'invalid_number' },
        { field: 'validFrom', code: 'invalid_value' },
        { field: 'usageLimit', code: 'invalid_number' },
      ]),
    );
    const empty = await api('POST', `admin/courses/${course.id}/discount-coupons`, admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual(
      expect.arrayContaining([
        { field: 'code', code: 'required' },
        { field: 'kind', code: 'required' },
        { field: 'value', code: 'required' },
      ]),
    );
  });

  it("answers 404 for unknown or malformed courses, products and coupons, and another owner's coupon", async () => {
    const course = await newCourse();
    const otherCourse = await newCourse('Inny kurs');
    const product = await newProduct();
    const coupon = (
      await api('POST', `admin/courses/${course.id}/discount-coupons`, admin, {
        code: 'MOJ',
        kind: 'PERCENT',
        value: 5,
      })
    ).json();
    const body = { code: 'MOJ', kind: 'PERCENT', value: 6 };
    const cases: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', `admin/courses/${UNKNOWN}/discount-coupons`],
      ['GET', `admin/products/${UNKNOWN}/discount-coupons`],
      ['GET', 'admin/products/not-a-uuid/discount-coupons'],
      ['POST', `admin/products/${UNKNOWN}/discount-coupons`, { code: 'NIC', kind: 'PERCENT', value: 5 }],
      ['POST', `admin/products/${course.id}/discount-coupons`, { code: 'NIC', kind: 'PERCENT', value: 5 }],
      ['PUT', `admin/courses/${course.id}/discount-coupons/${UNKNOWN}`, body],
      ['PUT', `admin/courses/${course.id}/discount-coupons/123`, body],
      ['PUT', `admin/courses/${otherCourse.id}/discount-coupons/${coupon.id}`, body],
      ['PUT', `admin/products/${product.id}/discount-coupons/${coupon.id}`, body],
      ['DELETE', `admin/courses/${otherCourse.id}/discount-coupons/${coupon.id}`],
      ['DELETE', `admin/courses/${course.id}/discount-coupons/oops`],
    ];
    for (const [method, url, payload] of cases) {
      const response = await api(method, url, admin, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await h.db.prisma.discountCoupon.findUniqueOrThrow({ where: { id: coupon.id } })).toMatchObject({
      value: 5,
    });
  });

  it('refuses visitors (401), students and instructors (403)', async () => {
    const course = await newCourse();
    const product = await newProduct();
    const coupon = await h.db.prisma.discountCoupon.create({
      data: { code: 'ROLE', kind: 'PERCENT', value: 5, courseId: course.id },
    });
    const body = { code: 'ROLE2', kind: 'PERCENT', value: 5 };
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', `admin/courses/${course.id}/discount-coupons`],
      ['POST', `admin/courses/${course.id}/discount-coupons`, body],
      ['PUT', `admin/courses/${course.id}/discount-coupons/${coupon.id}`, body],
      ['DELETE', `admin/courses/${course.id}/discount-coupons/${coupon.id}`],
      ['GET', `admin/products/${product.id}/discount-coupons`],
      ['POST', `admin/products/${product.id}/discount-coupons`, body],
    ];
    for (const [method, url, payload] of routes) {
      expect((await api(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await api(method, url, user, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api(method, url, instructor, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await h.db.prisma.discountCoupon.findUniqueOrThrow({ where: { id: coupon.id } })).toMatchObject({
      code: 'ROLE',
    });
  });
});
