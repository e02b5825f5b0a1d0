import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Visibility } from '../../../generated/prisma/enums.ts';
import {
  errorCode,
  errorDetails,
  gid,
  gqlOk,
  graphql,
  localOf,
  rest,
  signIn,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { CHECKOUT_CONTACT } from '../../../test/fixtures.ts';
import { applyPurchaseAction } from '../purchases/service.ts';
import { releaseReservations, vatAmount } from './service.ts';

let h: Harness;
let student: SignedIn;
let company: SignedIn;
let admin: SignedIn;
let seller: SignedIn;
let shippingId: string;

beforeAll(async () => {
  ({ h, student, company, admin, seller } = await startWith({
    student: ['USER', { language: 'EN' }],
    company: 'B2B',
    admin: 'ADMIN',
    seller: 'SELLER',
  }));
  shippingId = (await h.db.prisma.shippingMethod.create({ data: { name: 'Kurier', priceGross: 1_500 } })).id;
});
afterAll(() => h.close());

const tag = () => randomBytes(3).toString('hex').toUpperCase();
const DAY = 86_400_000;

async function product(priceGross: number, stock: number, vatRate = 23, previousPrice?: number) {
  const created = await h.db.prisma.product.create({
    data: {
      name: `Dron ${tag()}`,
      category: 'EQUIPMENT',
      vatRate,
      variants: { create: { name: 'Standard', priceGross, stock } },
    },
    include: { variants: true },
  });
  const variant = created.variants[0]!;
  if (previousPrice !== undefined) {
    await h.db.prisma.priceChange.createMany({
      data: [
        { productVariantId: variant.id, priceGross: previousPrice, changedAt: new Date(Date.now() - 20 * DAY) },
        { productVariantId: variant.id, priceGross, changedAt: new Date(Date.now() - DAY) },
      ],
    });
  }
  return { productId: created.id, variantId: variant.id, name: created.name };
}

async function course(priceGross: number, options: { visibility?: Visibility; places?: number | null } = {}) {
  const created = await h.db.prisma.course.create({
    data: {
      courseType: 'THEORETICAL',
      title: `Kurs ${tag()}`,
      category: 'OPEN',
      visibility: options.visibility ?? 'PUBLIC',
      vatRate: 23,
      availablePlaces: options.places ?? null,
      variants: {
        create: [
          { variant: 'THEORETICAL_ONLINE', priceGross },
          { variant: 'FULL_ONLINE', priceGross: priceGross * 2 },
        ],
      },
    },
    include: { variants: { orderBy: { variant: 'asc' } } },
  });
  const online = created.variants.find((v) => v.variant === 'THEORETICAL_ONLINE')!;
  const full = created.variants.find((v) => v.variant === 'FULL_ONLINE')!;
  return { courseId: created.id, variantId: online.id, fullVariantId: full.id, title: created.title };
}

async function coupon(data: {
  productId?: string;
  courseId?: string;
  kind?: 'AMOUNT' | 'PERCENT';
  value: number;
  validFrom?: Date;
  validTo?: Date;
  usageLimit?: number;
  usedCount?: number;
}) {
  const code = `C${tag()}`;
  await h.db.prisma.discountCoupon.create({ data: { kind: 'AMOUNT', ...data, code } });
  return code;
}

const CART = `query Cart($input: CartInput!) {
  cart(input: $input) {
    productsVirtual { course { id title } courseVariant { id } amount unitPriceGross omnibusLowestPriceGross vatRate lineGross discountGross available availablePlaces }
    productsMaterial { product { id name } productVariant { id } amount unitPriceGross omnibusLowestPriceGross vatRate lineGross discountGross available stock }
    notices { code name courseId courseVariantId productVariantId }
    discount { code status discountGross }
    itemsGross discountGross totalGross
    vat { rate grossAmount netAmount vatAmount }
    shippingMethods { id name priceGross }
    requiresAccount orderable blockers przelewy24Available
  }
}`;

const PLACE = `mutation Place($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    purchase { id number status paymentType totalGross itemsGross discountGross shippingPriceGross couponCode invNip invName payBefore
      items { kind name variantName quantity unitPriceGross vatRate discountGross totalGross } }
    paymentRedirectUrl accessToken
  }
}`;

type Material = { variantId: string; amount: number };
type Virtual = { courseId: string; variantId: string; amount: number };

const gqlCart = (material: Material[] = [], virtual: Virtual[] = [], discountCode?: string) => ({
  productsMaterial: material.map((l) => ({ productVariantId: gid('ProductVariant', l.variantId), amount: l.amount })),
  productsVirtual: virtual.map((l) => ({
    courseId: gid('Course', l.courseId),
    courseVariantId: gid('CourseVariant', l.variantId),
    amount: l.amount,
  })),
  discountCode,
});
const restCart = (material: Material[] = [], virtual: Virtual[] = [], discountCode?: string) => ({
  productsMaterial: material.map((l) => ({ productVariantId: l.variantId, amount: l.amount })),
  productsVirtual: virtual.map((l) => ({ courseId: l.courseId, courseVariantId: l.variantId, amount: l.amount })),
  ...(discountCode ? { discountCode } : {}),
});

const quote = async (s: SignedIn | null, material: Material[] = [], virtual: Virtual[] = [], code?: string) =>
  (await gqlOk(h, CART, { input: gqlCart(material, virtual, code) }, s)).cart;

const buyer = CHECKOUT_CONTACT;

const orderInput = (cart: ReturnType<typeof gqlCart>, extra: Record<string, unknown> = {}) => ({
  cart,
  idempotencyKey: randomUUID(),
  ...buyer,
  paymentType: 'TRADITIONAL_TRANSFER',
  ...(cart.productsMaterial.length ? { shippingMethodId: gid('ShippingMethod', shippingId) } : {}),
  ...extra,
});

const place = (s: SignedIn | null, input: Record<string, unknown>) => graphql(h, PLACE, { input }, s?.headers ?? {});

describe('cart quote', () => {
  it('prices lines from the catalogue, VAT per rate rounded once, Omnibus on reductions, shipping for products', async () => {
    const drone = await product(250_000, 10, 23, 300_000);
    const book = await product(3_333, 5, 8);
    const q = await quote(null, [
      { variantId: drone.variantId, amount: 2 },
      { variantId: book.variantId, amount: 3 },
    ]);
    expect(q.productsMaterial).toMatchObject([
      {
        product: { name: drone.name },
        amount: 2,
        unitPriceGross: 250_000,
        omnibusLowestPriceGross: 300_000,
        vatRate: 23,
        lineGross: 500_000,
        available: true,
        stock: 10,
      },
      { amount: 3, unitPriceGross: 3_333, omnibusLowestPriceGross: null, vatRate: 8, lineGross: 9_999 },
    ]);
    expect(q.itemsGross).toBe(509_999);
    expect(q.totalGross).toBe(509_999);
    expect(q.vat).toEqual([
      { rate: 23, grossAmount: 500_000, netAmount: 406_504, vatAmount: 93_496 },
      { rate: 8, grossAmount: 9_999, netAmount: 9_258, vatAmount: 741 },
    ]);
    expect(q.shippingMethods.map((m: { id: string }) => m.id)).toContain(gid('ShippingMethod', shippingId));
    expect(q).toMatchObject({ requiresAccount: false, orderable: true, blockers: [], przelewy24Available: true });
    expect(vatAmount(5, 105)).toEqual({ rate: 5, grossAmount: 105, netAmount: 100, vatAmount: 5 });
  });

  it('needs no shipping for courses only; a visitor with a course must sign in', async () => {
    const c = await course(49_900);
    const q = await quote(null, [], [{ courseId: c.courseId, variantId: c.variantId, amount: 1 }]);
    expect(q.shippingMethods).toEqual([]);
    expect(q.productsVirtual[0]).toMatchObject({ course: { title: c.title }, unitPriceGross: 49_900, available: true });
    expect(q).toMatchObject({ requiresAccount: true, orderable: false, blockers: ['ACCOUNT_REQUIRED'] });
    const signedIn = await quote(student, [], [{ courseId: c.courseId, variantId: c.variantId, amount: 1 }]);
    expect(signedIn).toMatchObject({ requiresAccount: false, orderable: true });
    expect((await quote(seller, [], [{ courseId: c.courseId, variantId: c.variantId, amount: 1 }])).blockers).toEqual([
      'ACCOUNT_REQUIRED',
    ]);
    expect((await quote(admin, [], [{ courseId: c.courseId, variantId: c.variantId, amount: 1 }])).blockers).toEqual([
      'FORBIDDEN',
    ]);
    expect((await quote(null)).blockers).toEqual(['CART_EMPTY']);
  });

  it('a student buys a course once, a company buys seats; the same course twice keeps the last variant', async () => {
    const c = await course(10_000, { places: 2 });
    const line = { courseId: c.courseId, variantId: c.variantId, amount: 3 };
    const s = await quote(student, [], [line]);
    expect(s.productsVirtual[0].amount).toBe(1);
    expect(s.notices).toEqual([
      expect.objectContaining({ code: 'AMOUNT_REDUCED', name: c.title, courseId: gid('Course', c.courseId) }),
    ]);
    const b = await quote(company, [], [line]);
    expect(b.productsVirtual[0]).toMatchObject({ amount: 3, available: false, availablePlaces: 2 });
    expect(b.blockers).toEqual(['ITEMS_UNAVAILABLE']);
    const merged = await quote(
      company,
      [],
      [
        { courseId: c.courseId, variantId: c.variantId, amount: 1 },
        { courseId: c.courseId, variantId: c.fullVariantId, amount: 2 },
      ],
    );
    expect(merged.productsVirtual).toHaveLength(1);
    expect(merged.productsVirtual[0]).toMatchObject({
      courseVariant: { id: gid('CourseVariant', c.fullVariantId) },
      amount: 2,
      unitPriceGross: 20_000,
    });
    expect(merged.notices.map((n: { code: string }) => n.code)).toEqual(['LINE_MERGED']);
  });

  it('merges duplicate product lines and reports missing stock', async () => {
    const p = await product(1_000, 4);
    const q = await quote(null, [
      { variantId: p.variantId, amount: 2 },
      { variantId: p.variantId, amount: 3 },
    ]);
    expect(q.productsMaterial).toHaveLength(1);
    expect(q.productsMaterial[0]).toMatchObject({ amount: 5, stock: 4, available: false });
    expect(q).toMatchObject({ orderable: false, blockers: ['ITEMS_UNAVAILABLE'] });
  });

  it('drops lines that no longer exist (or are drafts) with a notice; a course coming soon is unavailable', async () => {
    const p = await product(1_000, 4);
    const c = await course(5_000);
    const draft = await course(5_000, { visibility: 'PRIVATE' });
    const soon = await course(5_000, { visibility: 'SOON' });
    const q = await gqlOk(
      h,
      CART,
      {
        input: {
          productsMaterial: [
            { productVariantId: gid('ProductVariant', randomUUID()), amount: 1 },
            { productVariantId: 'not-an-id', amount: 1 },
            { productVariantId: gid('ProductVariant', p.variantId), amount: 1 },
          ],
          productsVirtual: [
            // a variant of another course
            { courseId: gid('Course', c.courseId), courseVariantId: gid('CourseVariant', soon.variantId), amount: 1 },
            {
              courseId: gid('Course', draft.courseId),
              courseVariantId: gid('CourseVariant', draft.variantId),
              amount: 1,
            },
            {
              courseId: gid('Course', soon.courseId),
              courseVariantId: gid('CourseVariant', soon.variantId),
              amount: 1,
            },
          ],
        },
      },
      student,
    );
    const notices = q.cart.notices;
    expect(notices.filter((n: { code: string }) => n.code === 'LINE_REMOVED')).toHaveLength(4);
    expect(notices).toContainEqual(expect.objectContaining({ code: 'LINE_REMOVED', productVariantId: 'not-an-id' }));
    expect(notices).toContainEqual(
      expect.objectContaining({ code: 'LINE_REMOVED', courseVariantId: gid('CourseVariant', draft.variantId) }),
    );
    expect(q.cart.productsMaterial).toHaveLength(1);
    expect(q.cart.productsVirtual).toEqual([expect.objectContaining({ course: expect.anything(), available: false })]);
    expect(q.cart.blockers).toEqual(['ITEMS_UNAVAILABLE']);
    // A raw UUID is no GraphQL id: the line is dropped too.
    const raw = await gqlOk(h, CART, {
      input: { productsMaterial: [{ productVariantId: p.variantId, amount: 1 }], productsVirtual: [] },
    });
    expect(raw.cart.notices).toEqual([
      expect.objectContaining({ code: 'LINE_REMOVED', productVariantId: p.variantId }),
    ]);
  });

  it('validates amounts (whole 1..99) and the number of lines (50)', async () => {
    const p = await product(1_000, 4);
    for (const amount of [0, 100, -1]) {
      const { body } = await graphql(h, CART, { input: gqlCart([{ variantId: p.variantId, amount }]) });
      expect(errorCode(body)).toBe('VALIDATION_FAILED');
      expect(errorDetails(body)).toEqual([{ field: 'productsMaterial.0.amount', code: 'invalid_number' }]);
    }
    const many = Array.from({ length: 51 }, () => ({ variantId: p.variantId, amount: 1 }));
    const { body } = await graphql(h, CART, { input: gqlCart(many) });
    expect(errorDetails(body)).toEqual([{ field: 'productsMaterial', code: 'max_length', max: 50 }]);
    const fraction = await rest(h, 'POST', 'shop/cart', null, restCart([{ variantId: p.variantId, amount: 1.5 }]));
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().details).toEqual([{ field: 'productsMaterial.0.amount', code: 'invalid_number' }]);
  });

  it('applies coupons case-insensitively and reports every status', async () => {
    const drone = await product(100_000, 10);
    const other = await product(50_000, 10, 8);
    const lines = [
      { variantId: drone.variantId, amount: 2 },
      { variantId: other.variantId, amount: 1 },
    ];
    const amount = await coupon({ productId: drone.productId, value: 30_000 });
    let q = await quote(null, lines, [], amount.toLowerCase());
    expect(q.discount).toEqual({ code: amount, status: 'APPLIED', discountGross: 30_000 });
    expect(q.productsMaterial.map((l: { discountGross: number }) => l.discountGross)).toEqual([30_000, 0]);
    expect(q).toMatchObject({ itemsGross: 250_000, discountGross: 30_000, totalGross: 220_000, orderable: true });
    expect(q.vat).toEqual([
      { rate: 23, grossAmount: 170_000, netAmount: 138_211, vatAmount: 31_789 },
      { rate: 8, grossAmount: 50_000, netAmount: 46_296, vatAmount: 3_704 },
    ]);
    // An amount larger than the matching lines is capped at them.
    const huge = await coupon({ productId: other.productId, value: 9_000_000 });
    q = await quote(null, lines, [], huge);
    expect(q.discount.discountGross).toBe(50_000);
    const percent = await coupon({ productId: drone.productId, kind: 'PERCENT', value: 15 });
    q = await quote(null, lines, [], percent);
    expect(q.discount).toMatchObject({ status: 'APPLIED', discountGross: 30_000 });

    const statuses: [string, string][] = [
      ['NOPE-NOPE', 'NOT_FOUND'],
      [await coupon({ productId: drone.productId, value: 1, validFrom: new Date(Date.now() + DAY) }), 'NOT_STARTED'],
      [await coupon({ productId: drone.productId, value: 1, validTo: new Date(Date.now() - DAY) }), 'EXPIRED'],
      [await coupon({ productId: drone.productId, value: 1, usageLimit: 2, usedCount: 2 }), 'USED_UP'],
      [await coupon({ productId: (await product(1, 1)).productId, value: 1 }), 'NOT_APPLICABLE'],
    ];
    for (const [code, status] of statuses) {
      const answer = await quote(null, lines, [], code);
      expect(answer.discount).toEqual({ code, status, discountGross: 0 });
      expect(answer.totalGross).toBe(250_000);
      expect(answer.blockers).toEqual([`DISCOUNT_CODE_${status}`]);
    }
  });

  it('offers Przelewy24 up to 55,000 PLN', async () => {
    const exact = await product(5_500_000, 2);
    expect((await quote(null, [{ variantId: exact.variantId, amount: 1 }])).przelewy24Available).toBe(true);
    const over = await product(5_500_001, 2);
    expect((await quote(null, [{ variantId: over.variantId, amount: 1 }])).przelewy24Available).toBe(false);
  });

  it('answers the same over REST (raw UUIDs)', async () => {
    const p = await product(12_300, 3, 23, 15_000);
    const c = await course(49_900, { places: 5 });
    const code = await coupon({ productId: p.productId, kind: 'PERCENT', value: 10 });
    const res = await rest(
      h,
      'POST',
      'shop/cart',
      company,
      restCart(
        [{ variantId: p.variantId, amount: 2 }],
        [{ courseId: c.courseId, variantId: c.variantId, amount: 2 }],
        code,
      ),
    );
    expect(res.statusCode).toBe(200);
    const q = res.json();
    expect(q.productsMaterial[0]).toMatchObject({
      product: { id: p.productId, name: p.name },
      productVariant: { id: p.variantId },
      omnibusLowestPriceGross: 15_000,
      discountGross: 2_460,
    });
    expect(q.productsVirtual[0]).toMatchObject({ course: { id: c.courseId }, amount: 2, availablePlaces: 5 });
    expect(q).toMatchObject({ itemsGross: 124_400, discountGross: 2_460, totalGross: 121_940, orderable: true });
    const missing = await rest(h, 'POST', 'shop/cart', null, restCart([{ variantId: randomUUID(), amount: 1 }]));
    expect(missing.json().notices).toEqual([expect.objectContaining({ code: 'LINE_REMOVED' })]);
  });
});

describe('placing an order', () => {
  it('a visitor buys products by traditional transfer: one transaction leaves every trace', async () => {
    const drone = await product(250_000, 3, 23);
    const book = await product(3_000, 5, 8);
    const code = await coupon({ productId: drone.productId, value: 10_000, usageLimit: 5 });
    const cart = gqlCart(
      [
        { variantId: drone.variantId, amount: 2 },
        { variantId: book.variantId, amount: 1 },
      ],
      [],
      code,
    );
    const { body } = await place(null, orderInput(cart, { notes: 'Proszę dzwonić', language: 'EN' }));
    expect(body.errors).toBeUndefined();
    const { purchase, accessToken, paymentRedirectUrl } = body.data.placeOrder;
    const year = Number(
      new Intl.DateTimeFormat('en', { timeZone: 'Europe/Warsaw', year: 'numeric' }).format(new Date()),
    );
    expect(purchase.number).toMatch(new RegExp(`^${year}/\\d{6}$`));
    expect(purchase).toMatchObject({
      status: 'PLACED',
      paymentType: 'TRADITIONAL_TRANSFER',
      itemsGross: 503_000,
      discountGross: 10_000,
      shippingPriceGross: 1_500,
      totalGross: 494_500,
      couponCode: code,
      payBefore: null,
    });
    expect(purchase.items).toEqual([
      expect.objectContaining({
        kind: 'PRODUCT',
        name: drone.name,
        variantName: 'Standard',
        quantity: 2,
        unitPriceGross: 250_000,
        vatRate: 23,
        discountGross: 10_000,
        totalGross: 490_000,
      }),
      expect.objectContaining({ name: book.name, quantity: 1, vatRate: 8, discountGross: 0, totalGross: 3_000 }),
    ]);
    expect(paymentRedirectUrl).toBeNull();
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const id = localOf(purchase.id);
    const row = await h.db.prisma.purchase.findUniqueOrThrow({ where: { id }, include: { events: true } });
    expect(row.accessTokenHash).toBe(createHash('sha256').update(accessToken).digest('hex'));
    expect(row).toMatchObject({ buyerId: null, language: 'EN', notes: 'Proszę dzwonić', containsProducts: true });
    expect(row.events).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'PLACED', actorId: null })]);
    expect((await h.db.prisma.productVariant.findUniqueOrThrow({ where: { id: drone.variantId } })).stock).toBe(1);
    expect((await h.db.prisma.productVariant.findUniqueOrThrow({ where: { id: book.variantId } })).stock).toBe(4);
    expect((await h.db.prisma.discountCoupon.findUniqueOrThrow({ where: { code } })).usedCount).toBe(1);

    const mail = await h.db.prisma.mailMessage.findFirstOrThrow({ where: { subject: { contains: purchase.number } } });
    expect(mail.to).toBe('jan@example.com');
    expect(mail.subject).toBe(`Order ${purchase.number} has been accepted`);
    expect(mail.text).toContain(h.config.SHOP_BANK_ACCOUNT);
    expect(mail.text).toContain(`title: ${purchase.number}`);
    expect(mail.text).toContain(`${h.config.publicUrl.origin}/app/purchases/${id}/details?accessToken=${accessToken}`);
    expect(mail.text).toContain(drone.name);

    // Cancelling returns the stock and the coupon use (purchases calls releaseReservations).
    await applyPurchaseAction(h.db.prisma, id, 'CANCEL', { userId: admin.userId });
    expect((await h.db.prisma.productVariant.findUniqueOrThrow({ where: { id: drone.variantId } })).stock).toBe(3);
    expect((await h.db.prisma.discountCoupon.findUniqueOrThrow({ where: { code } })).usedCount).toBe(0);
  });

  it('a student buys a course: a place is taken, the mail is in their language, the number follows', async () => {
    const c = await course(49_900, { places: 3 });
    const cart = gqlCart([], [{ courseId: c.courseId, variantId: c.variantId, amount: 1 }]);
    const first = await place(student, orderInput(cart));
    expect(first.body.errors).toBeUndefined();
    const second = await place(student, orderInput(cart));
    const [a, b] = [first.body.data.placeOrder.purchase.number, second.body.data.placeOrder.purchase.number];
    expect(Number(b.split('/')[1])).toBe(Number(a.split('/')[1]) + 1);
    expect((await h.db.prisma.course.findUniqueOrThrow({ where: { id: c.courseId } })).availablePlaces).toBe(1);
    const row = await h.db.prisma.purchase.findFirstOrThrow({
      where: { number: a },
      include: { events: true, items: true },
    });
    expect(row).toMatchObject({
      buyerId: student.userId,
      language: 'EN',
      containsCourses: true,
      shippingMethodId: null,
    });
    expect(row.items[0]).toMatchObject({
      kind: 'COURSE',
      courseId: c.courseId,
      courseVariantId: c.variantId,
      variantName: 'THEORETICAL_ONLINE',
    });
    expect(row.events[0]!.actorId).toBe(student.userId);
    await h.db.prisma.$transaction((tx) => releaseReservations(tx, row.id));
    expect((await h.db.prisma.course.findUniqueOrThrow({ where: { id: c.courseId } })).availablePlaces).toBe(2);
  });

  it('a company buys seats with its NIP; invoice data default to its address', async () => {
    const c = await course(10_000);
    const cart = gqlCart([], [{ courseId: c.courseId, variantId: c.variantId, amount: 3 }]);
    const { body } = await place(
      company,
      orderInput(cart, { buyerType: 'BUSINESS', name: 'Firma sp. z o.o.', invoice: { invNip: '525-224-84-81' } }),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.placeOrder.purchase).toMatchObject({
      totalGross: 30_000,
      invNip: '5252248481',
      invName: 'Firma sp. z o.o.',
    });
    expect(body.data.placeOrder.purchase.items[0].quantity).toBe(3);
  });

  it('a NIP typed as "PL 525-224-84-81" is accepted and stored as digits on the purchase', async () => {
    const c = await course(10_000);
    const cart = gqlCart([], [{ courseId: c.courseId, variantId: c.variantId, amount: 1 }]);
    const { body } = await place(
      company,
      orderInput(cart, { buyerType: 'BUSINESS', name: 'Firma sp. z o.o.', invoice: { invNip: 'PL 525-224-84-81' } }),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.placeOrder.purchase.invNip).toBe('5252248481');
    const row = await h.db.prisma.purchase.findUniqueOrThrow({
      where: { number: body.data.placeOrder.purchase.number },
    });
    expect(row.invNip).toBe('5252248481');
  });

  it('Przelewy24: payBefore set and the payment registered right away; refused above 55,000 PLN', async () => {
    const p = await product(10_000, 5);
    const { body } = await place(
      student,
      orderInput(gqlCart([{ variantId: p.variantId, amount: 1 }]), { paymentType: 'PRZELEWY24_TRANSFER' }),
    );
    expect(body.errors).toBeUndefined();
    const placed = body.data.placeOrder;
    expect(placed.paymentRedirectUrl).toMatch(/^http/);
    const payBefore = new Date(placed.purchase.payBefore).getTime();
    expect(payBefore - Date.now()).toBeGreaterThan((h.config.PAYMENT_TIMEOUT_MINUTES - 1) * 60_000);

    const big = await product(5_499_000, 5);
    // 54,990 PLN + 15 PLN shipping = 55,005 PLN: over the limit.
    const over = await place(
      null,
      orderInput(gqlCart([{ variantId: big.variantId, amount: 1 }]), { paymentType: 'PRZELEWY24_TRANSFER' }),
    );
    expect(errorCode(over.body)).toBe('BUSINESS_RULE');
    expect(over.body.errors![0].extensions.rule).toBe('PRZELEWY24_AMOUNT_TOO_HIGH');
    expect((await h.db.prisma.productVariant.findUniqueOrThrow({ where: { id: big.variantId } })).stock).toBe(5);
  });

  it('a zero total is paid at once with zero payment, and only then', async () => {
    const c = await course(20_000);
    const free = await coupon({ courseId: c.courseId, kind: 'PERCENT', value: 100 });
    const cart = gqlCart([], [{ courseId: c.courseId, variantId: c.variantId, amount: 1 }], free);
    const wrong = await place(student, orderInput(cart));
    expect(errorCode(wrong.body)).toBe('PAYMENT_TYPE_NOT_ALLOWED');
    const { body } = await place(student, orderInput(cart, { paymentType: 'O_TRANSFER' }));
    expect(body.errors).toBeUndefined();
    expect(body.data.placeOrder.purchase).toMatchObject({ status: 'PAID', totalGross: 0, paymentType: 'O_TRANSFER' });
    const p = await product(1_000, 5);
    const notZero = await place(
      null,
      orderInput(gqlCart([{ variantId: p.variantId, amount: 1 }]), { paymentType: 'O_TRANSFER' }),
    );
    expect(errorCode(notZero.body)).toBe('PAYMENT_TYPE_NOT_ALLOWED');
  });

  it('validates every checkout field', async () => {
    const p = await product(1_000, 5);
    const cart = gqlCart([{ variantId: p.variantId, amount: 1 }]);
    const { body } = await place(null, {
      cart,
      idempotencyKey: '',
      buyerType: 'BUSINESS',
      name: ' ',
      streetAndNumber: '',
      postalCode: '00001',
      city: 'x'.repeat(101),
      phone: '12',
      email: 'nope',
      invoice: { invNip: '1234567890', invPostalCode: '1-1' },
      notes: 'x'.repeat(1001),
      paymentType: 'TRADITIONAL_TRANSFER',
      termsAccepted: false,
    });
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
    expect(errorDetails(body)).toEqual(
      expect.arrayContaining([
        { field: 'idempotencyKey', code: 'required' },
        { field: 'name', code: 'required' },
        { field: 'streetAndNumber', code: 'required' },
        { field: 'postalCode', code: 'invalid_postal_code' },
        { field: 'city', code: 'max_length', max: 100 },
        { field: 'phone', code: 'invalid_phone' },
        { field: 'email', code: 'invalid_email' },
        { field: 'invoice.invNip', code: 'invalid_nip' },
        { field: 'invoice.invPostalCode', code: 'invalid_postal_code' },
        { field: 'notes', code: 'max_length', max: 1000 },
        { field: 'termsAccepted', code: 'required' },
      ]),
    );
    const noNip = await place(null, orderInput(cart, { buyerType: 'BUSINESS' }));
    expect(errorDetails(noNip.body)).toEqual([{ field: 'invoice.invNip', code: 'required' }]);
    const partialInvoice = await place(null, orderInput(cart, { invoice: { invName: 'Jan' } }));
    expect(errorDetails(partialInvoice.body)).toEqual([
      { field: 'invoice.invStreet', code: 'required' },
      { field: 'invoice.invPostalCode', code: 'required' },
      { field: 'invoice.invCity', code: 'required' },
    ]);
    const badDelivery = await place(
      null,
      orderInput(cart, { delivery: { name: 'A', street: 'B', postalCode: 'x', city: 'C' } }),
    );
    expect(errorDetails(badDelivery.body)).toEqual([{ field: 'delivery.postalCode', code: 'invalid_postal_code' }]);
    const noShipping = await place(null, orderInput(cart, { shippingMethodId: null }));
    expect(errorDetails(noShipping.body)).toEqual([{ field: 'shippingMethodId', code: 'required' }]);
    const unknownShipping = await place(
      null,
      orderInput(cart, { shippingMethodId: gid('ShippingMethod', randomUUID()) }),
    );
    expect(errorDetails(unknownShipping.body)).toEqual([{ field: 'shippingMethodId', code: 'invalid_value' }]);
    const c = await course(1_000);
    const courseOnly = gqlCart([], [{ courseId: c.courseId, variantId: c.variantId, amount: 1 }]);
    const needlessShipping = await place(
      student,
      orderInput(courseOnly, { shippingMethodId: gid('ShippingMethod', shippingId) }),
    );
    expect(errorDetails(needlessShipping.body)).toEqual([{ field: 'shippingMethodId', code: 'invalid_value' }]);
    expect((await h.db.prisma.productVariant.findUniqueOrThrow({ where: { id: p.variantId } })).stock).toBe(5);
  });

  it('refuses with the spec’s messages: unavailable items, accounts, coupons, empty or changed carts, roles', async () => {
    const p = await product(1_000, 1);
    const c = await course(1_000);
    const expectError = async (s: SignedIn | null, input: Record<string, unknown>, code: string, message?: string) => {
      const { body } = await place(s, input);
      expect(errorCode(body)).toBe(code);
      if (message) expect(body.errors![0].message).toBe(message);
    };
    await expectError(
      null,
      orderInput(gqlCart([{ variantId: p.variantId, amount: 2 }])),
      'ITEMS_UNAVAILABLE',
      "Cannot place an order because some products are unavailable or there isn't enough to satisfy this order",
    );
    const courseCart = gqlCart([], [{ courseId: c.courseId, variantId: c.variantId, amount: 1 }]);
    await expectError(null, orderInput(courseCart), 'ACCOUNT_REQUIRED');
    await expectError(seller, orderInput(courseCart), 'ACCOUNT_REQUIRED');
    await expectError(admin, orderInput(gqlCart([{ variantId: p.variantId, amount: 1 }])), 'FORBIDDEN');
    await expectError(
      null,
      orderInput(gqlCart([{ variantId: p.variantId, amount: 1 }], [], 'NO-SUCH-CODE')),
      'DISCOUNT_CODE_NOT_FOUND',
      "Discount code doesn't exist",
    );
    const expired = await coupon({ productId: p.productId, value: 1, validTo: new Date(Date.now() - DAY) });
    await expectError(
      null,
      orderInput(gqlCart([{ variantId: p.variantId, amount: 1 }], [], expired)),
      'DISCOUNT_CODE_EXPIRED',
    );
    await expectError(null, orderInput(gqlCart()), 'CART_EMPTY');
    await expectError(
      null,
      orderInput(
        gqlCart([
          { variantId: randomUUID(), amount: 1 },
          { variantId: p.variantId, amount: 1 },
        ]),
      ),
      'CART_CHANGED',
    );
    // A seller may buy products like anybody.
    const { body } = await place(seller, orderInput(gqlCart([{ variantId: p.variantId, amount: 1 }])));
    expect(body.errors).toBeUndefined();
  });

  it('is idempotent per key; the same key with another order is refused', async () => {
    const p = await product(1_000, 10);
    const input = orderInput(gqlCart([{ variantId: p.variantId, amount: 2 }]));
    const first = await place(student, input);
    const again = await place(student, input);
    expect(again.body.data.placeOrder.purchase.id).toBe(first.body.data.placeOrder.purchase.id);
    expect(again.body.data.placeOrder.accessToken).toBeNull();
    expect((await h.db.prisma.productVariant.findUniqueOrThrow({ where: { id: p.variantId } })).stock).toBe(8);
    const other = await place(student, {
      ...input,
      cart: gqlCart([{ variantId: p.variantId, amount: 1 }]),
      email: 'x@example.com',
    });
    expect(errorCode(other.body)).toBe('IDEMPOTENCY_KEY_REUSED');
    const someoneElse = await place(company, input);
    expect(errorCode(someoneElse.body)).toBe('IDEMPOTENCY_KEY_REUSED');
    // Two submits at once: one purchase.
    const twin = orderInput(gqlCart([{ variantId: p.variantId, amount: 1 }]));
    const [a, b] = await Promise.all([place(null, twin), place(null, twin)]);
    expect(a.body.data.placeOrder.purchase.id).toBe(b.body.data.placeOrder.purchase.id);
    expect((await h.db.prisma.productVariant.findUniqueOrThrow({ where: { id: p.variantId } })).stock).toBe(7);
  });

  it('REST: POST /shop/checkout places (201), repeats (200) and answers the error contract', async () => {
    const p = await product(2_000, 5);
    const key = randomUUID();
    const body = {
      cart: restCart([{ variantId: p.variantId, amount: 1 }]),
      ...buyer,
      shippingMethodId: shippingId,
      paymentType: 'TRADITIONAL_TRANSFER',
    };
    const placed = await h.app.inject({
      method: 'POST',
      url: '/api/v1/shop/checkout',
      headers: { 'idempotency-key': key },
      payload: body,
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      purchase: { status: 'PLACED', totalGross: 3_500, paymentType: 'TRADITIONAL_TRANSFER' },
      paymentRedirectUrl: null,
    });
    expect(placed.json().accessToken).toBeTruthy();
    const repeated = await rest(h, 'POST', 'shop/checkout', null, { ...body, idempotencyKey: key });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().purchase.id).toBe(placed.json().purchase.id);
    const reused = await rest(h, 'POST', 'shop/checkout', null, { ...body, idempotencyKey: key, name: 'Ktoś Inny' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const unavailable = await rest(h, 'POST', 'shop/checkout', student, {
      ...body,
      idempotencyKey: randomUUID(),
      cart: restCart([{ variantId: p.variantId, amount: 9 }]),
    });
    expect(unavailable.statusCode).toBe(422);
    expect(unavailable.json()).toMatchObject({ code: 'ITEMS_UNAVAILABLE' });
    const invalid = await rest(h, 'POST', 'shop/checkout', null, {
      ...body,
      idempotencyKey: randomUUID(),
      postalCode: '1',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details).toEqual([{ field: 'postalCode', code: 'invalid_postal_code' }]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrency (PostgreSQL)', () => {
  it('50 buyers of the last 5 units: exactly 5 purchases, stock 0', async () => {
    const p = await product(1_000, 5);
    const cart = gqlCart([{ variantId: p.variantId, amount: 1 }]);
    const results = await Promise.all(Array.from({ length: 50 }, () => place(null, orderInput(cart))));
    const ok = results.filter((r) => !r.body.errors);
    expect(ok).toHaveLength(5);
    expect(results.filter((r) => errorCode(r.body) === 'ITEMS_UNAVAILABLE')).toHaveLength(45);
    expect((await h.db.prisma.productVariant.findUniqueOrThrow({ where: { id: p.variantId } })).stock).toBe(0);
    expect(await h.db.prisma.purchaseItem.count({ where: { productVariantId: p.variantId } })).toBe(5);
  });

  it('a single-use coupon is used once under 20 concurrent orders', async () => {
    const p = await product(1_000, 100);
    const code = await coupon({ productId: p.productId, value: 100, usageLimit: 1 });
    const cart = gqlCart([{ variantId: p.variantId, amount: 1 }], [], code);
    const results = await Promise.all(Array.from({ length: 20 }, () => place(null, orderInput(cart))));
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    expect(results.filter((r) => errorCode(r.body) === 'DISCOUNT_CODE_USED_UP')).toHaveLength(19);
    expect((await h.db.prisma.discountCoupon.findUniqueOrThrow({ where: { code } })).usedCount).toBe(1);
    expect((await h.db.prisma.productVariant.findUniqueOrThrow({ where: { id: p.variantId } })).stock).toBe(99);
  });

  it('concurrent buyers of a course’s last place: no overbooking', async () => {
    const c = await course(1_000, { places: 1 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => signIn(h, 'USER')));
    const cart = gqlCart([], [{ courseId: c.courseId, variantId: c.variantId, amount: 1 }]);
    const results = await Promise.all(buyers.map((s) => place(s, orderInput(cart))));
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    expect((await h.db.prisma.course.findUniqueOrThrow({ where: { id: c.courseId } })).availablePlaces).toBe(0);
  });

  it('purchase numbers stay unique and gap-free under concurrency, failures included', async () => {
    const p = await product(1_000, 15);
    const before = await h.db.prisma.purchase.count();
    const cart = gqlCart([{ variantId: p.variantId, amount: 1 }]);
    const results = await Promise.all(Array.from({ length: 30 }, () => place(null, orderInput(cart))));
    expect(results.filter((r) => !r.body.errors)).toHaveLength(15);
    const numbers = (await h.db.prisma.purchase.findMany({ select: { number: true } }))
      .map((r) => Number(r.number.split('/')[1]))
      .sort((a, b) => a - b);
    expect(numbers).toHaveLength(before + 15);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.at(-1)! - numbers[0]! + 1).toBe(numbers.length);
  });
});
