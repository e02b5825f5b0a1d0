// Demo discount coupons (issue 31, README "Demo accounts"): two that apply now (a percentage off a
// course, an amount off a product), and one for each refusal of spec 8's coupon rules: ended,
// not started yet, and used up (its only use is the student's delivered order of 30 days ago,
// prisma/seed/purchases.ts, which shows the discount on its invoice). Created through the coupons
// service, so they obey its rules (owner, code, value, dates); validity follows the seeding day.
import type { PrismaClient } from '../../server/generated/prisma/client.ts';
import { createCoupon, type CouponOwner } from '../../server/modules/catalogue/coupons/service.ts';

const DAY = 86_400_000;

export interface DemoCoupon {
  code: string;
  kind: 'PERCENT' | 'AMOUNT';
  /** Whole percent, or grosze. */
  value: number;
  /** The course (its Polish title) or the product (its Polish name) it belongs to. */
  owner: { course: string } | { product: string };
  /** Validity bounds in days from the seeding day (none: open). */
  fromDays?: number;
  toDays?: number;
  usageLimit?: number;
  /** What applying it answers (the cart's discount status), as the seed test checks. */
  outcome: 'APPLIED' | 'EXPIRED' | 'NOT_STARTED' | 'USED_UP';
}

export const DEMO_COUPONS = [
  {
    code: 'STS20',
    kind: 'PERCENT',
    value: 20,
    owner: { course: 'Szkolenie STS-01 i STS-02 – scenariusze europejskie' },
    fromDays: -7,
    toDays: 60,
    usageLimit: 50,
    outcome: 'APPLIED',
  },
  {
    code: 'ORLIK150',
    kind: 'AMOUNT',
    value: 15_000,
    owner: { product: 'Dron Orlik Mini 2' },
    outcome: 'APPLIED',
  },
  {
    code: 'KONIEC10',
    kind: 'PERCENT',
    value: 10,
    owner: { course: 'Kurs A1/A3 online – kategoria otwarta' },
    fromDays: -90,
    toDays: -30,
    outcome: 'EXPIRED',
  },
  {
    code: 'WKROTCE15',
    kind: 'PERCENT',
    value: 15,
    owner: { product: 'Licencja AeroPlan – planowanie lotów' },
    fromDays: 7,
    toDays: 37,
    outcome: 'NOT_STARTED',
  },
  {
    code: 'AKUMULATOR50',
    kind: 'AMOUNT',
    value: 5_000,
    owner: { product: 'Akumulator inteligentny 2450 mAh' },
    usageLimit: 1,
    outcome: 'USED_UP',
  },
] as const satisfies readonly DemoCoupon[];

/** The used-up coupon, spent by the student's order of 30 days ago (prisma/seed/purchases.ts). */
export const USED_UP_COUPON = 'AKUMULATOR50';

/** Seeds the demo coupons (after the catalogue, before the purchases); skipped when any coupon exists. */
export async function seedCoupons(prisma: PrismaClient, now = new Date()): Promise<void> {
  if ((await prisma.discountCoupon.count()) > 0) return;
  const at = (days: number | undefined) =>
    days === undefined ? null : new Date(now.getTime() + days * DAY).toISOString();
  for (const coupon of DEMO_COUPONS as readonly DemoCoupon[]) {
    const owner: CouponOwner =
      'course' in coupon.owner
        ? { courseId: (await prisma.course.findFirstOrThrow({ where: { title: coupon.owner.course } })).id }
        : { productId: (await prisma.product.findFirstOrThrow({ where: { name: coupon.owner.product } })).id };
    const created = await createCoupon(prisma, owner, {
      code: coupon.code,
      kind: coupon.kind,
      value: coupon.value,
      validFrom: at(coupon.fromDays),
      validTo: at(coupon.toDays),
      usageLimit: coupon.usageLimit ?? null,
    });
    // Made by an admin before any of its dates and its use (the demo order of 30 days ago).
    await prisma.discountCoupon.update({
      where: { id: created.id },
      data: { createdAt: new Date(now.getTime() - 100 * DAY) },
    });
  }
}
