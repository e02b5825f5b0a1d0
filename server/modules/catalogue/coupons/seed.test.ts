import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COUPONS, USED_UP_COUPON, type DemoCoupon } from '../../../../prisma/seed/coupons.ts';
import { seedIfEmpty } from '../../../../prisma/seed/seed.ts';
import { CHECKOUT_CONTACT } from '../../../test/fixtures.ts';
import { rest, signInAs, startHarness, type Harness, type SignedIn } from '../../../test/harness.ts';

let h: Harness;

// How long seeding takes is measured by `npm run bench`, not asserted here.
beforeAll(async () => {
  h = await startHarness();
  await seedIfEmpty(h.db.prisma, h.storage);
});
afterAll(() => h.close());

interface Line {
  cart: { productsVirtual: unknown[]; productsMaterial: unknown[] };
  gross: number;
  shipped: boolean;
}

/** A cart of one unit of the coupon's course or product (its cheapest variant), and that line's gross. */
async function lineOf(owner: DemoCoupon['owner']): Promise<Line> {
  if ('course' in owner) {
    const course = await h.db.prisma.course.findFirstOrThrow({
      where: { title: owner.course },
      include: { variants: { orderBy: { priceGross: 'asc' }, take: 1 } },
    });
    const variant = course.variants[0]!;
    return {
      cart: {
        productsVirtual: [{ courseId: course.id, courseVariantId: variant.id, amount: 1 }],
        productsMaterial: [],
      },
      gross: variant.priceGross,
      shipped: false,
    };
  }
  const variant = await h.db.prisma.productVariant.findFirstOrThrow({
    where: { product: { name: owner.product } },
    orderBy: { priceGross: 'asc' },
  });
  return {
    cart: { productsVirtual: [], productsMaterial: [{ productVariantId: variant.id, amount: 1 }] },
    gross: variant.priceGross,
    shipped: true,
  };
}

const quote = (line: Line, discountCode: string, who: SignedIn | null) =>
  rest(h, 'POST', 'shop/cart', who, { ...line.cart, discountCode });

async function checkout(line: Line, discountCode: string, who: SignedIn | null) {
  const shipping = await h.db.prisma.shippingMethod.findFirstOrThrow({ orderBy: { priceGross: 'asc' } });
  return rest(h, 'POST', 'shop/checkout', who, {
    cart: { ...line.cart, discountCode },
    idempotencyKey: randomUUID(),
    ...CHECKOUT_CONTACT,
    paymentType: 'TRADITIONAL_TRANSFER',
    ...(line.shipped ? { shippingMethodId: shipping.id } : {}),
  });
}

const expectedDiscount = (coupon: DemoCoupon, gross: number) =>
  coupon.kind === 'AMOUNT' ? Math.min(coupon.value, gross) : Math.round((gross * coupon.value) / 100);

describe('demo discount coupons (prisma/seed/coupons.ts, README "Demo accounts")', () => {
  it('answer each demo code with its outcome: the refusals with their spec 8 codes, in the cart and at checkout', async () => {
    const student = await signInAs(h, 'student@example.com');
    for (const coupon of DEMO_COUPONS as readonly DemoCoupon[]) {
      if (coupon.outcome === 'APPLIED') continue;
      const line = await lineOf(coupon.owner);
      const cart = await quote(line, coupon.code.toLowerCase(), student);
      expect(cart.statusCode, coupon.code).toBe(200);
      expect(cart.json().discount, coupon.code).toEqual({
        code: coupon.code,
        status: coupon.outcome,
        discountGross: 0,
      });
      expect(cart.json().blockers).toContain(`DISCOUNT_CODE_${coupon.outcome}`);
      expect(cart.json().totalGross).toBe(line.gross);
      const refused = await checkout(line, coupon.code, student);
      expect(refused.statusCode, coupon.code).toBe(422);
      expect(refused.json().code).toBe(`DISCOUNT_CODE_${coupon.outcome}`);
    }
    // Spec 8: 'Discount code doesn't exist'; a real code on something else does not apply.
    const mug = await lineOf({ product: 'Kubek pilota drona' });
    const unknown = await checkout(mug, 'NIEMA-TAKIEGO', null);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'DISCOUNT_CODE_NOT_FOUND', message: "Discount code doesn't exist" });
    expect((await quote(mug, 'ORLIK150', null)).json().discount.status).toBe('NOT_APPLICABLE');
    expect((await checkout(mug, 'ORLIK150', null)).json().code).toBe('DISCOUNT_CODE_NOT_APPLICABLE');
  });

  it('are used up by the order that used them: the student’s delivered order shows the discount', async () => {
    const coupon = await h.db.prisma.discountCoupon.findUniqueOrThrow({
      where: { code: USED_UP_COUPON },
      include: { purchases: { include: { items: true, invoice: true } } },
    });
    expect(coupon).toMatchObject({ usageLimit: 1, usedCount: 1 });
    expect(coupon.purchases).toHaveLength(1);
    const [purchase] = coupon.purchases;
    expect(purchase).toMatchObject({ status: 'DELIVERED', couponCode: USED_UP_COUPON, discountGross: coupon.value });
    expect(purchase!.invoice).not.toBeNull();
    expect(coupon.createdAt.getTime()).toBeLessThan(purchase!.createdAt.getTime());
    const discounted = purchase!.items.filter((i) => i.discountGross > 0);
    expect(discounted.map((i) => [i.productId, i.discountGross])).toEqual([[coupon.productId, coupon.value]]);
    for (const item of purchase!.items) {
      expect(item.totalGross).toBe(item.quantity * item.unitPriceGross - item.discountGross);
    }
    expect(purchase!.totalGross).toBe(purchase!.itemsGross - purchase!.discountGross + purchase!.shippingPriceGross);
  });

  // Last: it places orders, as a visitor would in `npm start`.
  it('take their discount off the order: a percentage off a course, an amount off a product', async () => {
    const student = await signInAs(h, 'student@example.com');
    const applied = (DEMO_COUPONS as readonly DemoCoupon[]).filter((c) => c.outcome === 'APPLIED');
    expect(new Set(applied.map((c) => c.kind))).toEqual(new Set(['PERCENT', 'AMOUNT']));
    expect(new Set(applied.map((c) => ('course' in c.owner ? 'course' : 'product')))).toEqual(
      new Set(['course', 'product']),
    );
    for (const coupon of applied) {
      const line = await lineOf(coupon.owner);
      const discount = expectedDiscount(coupon, line.gross);
      expect(discount).toBeGreaterThan(0);
      // Courses need an account; the product is bought by a visitor.
      const who = 'course' in coupon.owner ? student : null;
      const cart = await quote(line, coupon.code, who);
      expect(cart.json()).toMatchObject({
        discount: { code: coupon.code, status: 'APPLIED', discountGross: discount },
        totalGross: line.gross - discount,
        blockers: [],
      });
      const placed = await checkout(line, coupon.code, who);
      expect(placed.statusCode, placed.body).toBe(201);
      const purchase = await h.db.prisma.purchase.findUniqueOrThrow({ where: { id: placed.json().purchase.id } });
      expect(purchase).toMatchObject({ couponCode: coupon.code, discountGross: discount });
      expect(purchase.totalGross).toBe(line.gross - discount + purchase.shippingPriceGross);
      const stored = await h.db.prisma.discountCoupon.findUniqueOrThrow({ where: { code: coupon.code } });
      expect(stored.usedCount).toBe(1);
    }
  });
});
