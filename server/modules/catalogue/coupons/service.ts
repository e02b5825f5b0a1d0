import { z } from 'zod';
import type { DiscountCoupon, PrismaClient } from '../../../generated/prisma/client.ts';
import { CouponKind } from '../../../generated/prisma/enums.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { MAX_PRICE_GROSS } from '../../../contract/policies.ts';
import { dateTime, enumOf, isUuid, issue, parseInput, typed } from '../../../platform/validation.ts';

/**
 * Discount coupons (spec 3, 5, 8): a code unique across the whole shop, for exactly one course
 * or one product, with an amount in grosze or a percentage, optional validity dates and limit.
 */

/** The course or the product a coupon belongs to; it never changes after creation. */
export type CouponOwner = { courseId: string } | { productId: string };

export const CODE_MAX = 20;
export const MAX_USAGE_LIMIT = 1_000_000;

export const duplicateCode = () => new AppError('DUPLICATE_DISCOUNT_CODE', 'Discount code must have unique value');

/** A validity bound: a point in time, or null (no bound). */
const bound = () =>
  dateTime()
    .nullish()
    .transform((v) => v ?? null);

export const couponSchema = z
  .object({
    code: z
      .string(typed('invalid_value'))
      .trim()
      .toUpperCase()
      .min(1, issue('required'))
      .max(CODE_MAX, issue('max_length'))
      .refine((code) => code === '' || /^[A-Z0-9_-]+$/.test(code), issue('invalid_value')),
    kind: enumOf(CouponKind),
    value: z.number(typed('invalid_number')).int(issue('invalid_number')),
    validFrom: bound(),
    validTo: bound(),
    usageLimit: z
      .number(typed('invalid_number'))
      .int(issue('invalid_number'))
      .min(1, issue('invalid_number'))
      .refine((n) => n <= MAX_USAGE_LIMIT, issue('invalid_number'))
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((coupon, ctx) => {
    const [min, max] = coupon.kind === 'PERCENT' ? [1, 100] : [1, MAX_PRICE_GROSS];
    if (coupon.value < min || coupon.value > max) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'invalid_number' });
    }
    if (coupon.validFrom && coupon.validTo && coupon.validFrom.getTime() > coupon.validTo.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'invalid_value' });
    }
  });

export type CouponInput = z.input<typeof couponSchema>;

/** The owner's coupons, newest first; NOT_FOUND when the course or product does not exist. */
export async function listCoupons(prisma: PrismaClient, owner: CouponOwner): Promise<DiscountCoupon[]> {
  await assertOwnerExists(prisma, owner);
  return prisma.discountCoupon.findMany({ where: owner, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

export async function createCoupon(prisma: PrismaClient, owner: CouponOwner, input: unknown): Promise<DiscountCoupon> {
  const data = parseInput(couponSchema, input ?? {});
  await assertOwnerExists(prisma, owner);
  if (await prisma.discountCoupon.findUnique({ where: { code: data.code }, select: { id: true } })) {
    throw duplicateCode();
  }
  try {
    return await prisma.discountCoupon.create({ data: { ...data, ...owner } });
  } catch (error) {
    // A concurrent creation of the same code passed the check above: the unique index decides.
    if (prismaCode(error) === 'P2002') throw duplicateCode();
    if (prismaCode(error) === 'P2003') throw ownerNotFound(owner); // the owner was deleted meanwhile
    throw error;
  }
}

/**
 * Replaces a coupon's code, value, dates and limit; it keeps its owner. With `owner` (REST paths
 * name it) a coupon of another course or product is NOT_FOUND.
 */
export async function updateCoupon(
  prisma: PrismaClient,
  id: string,
  input: unknown,
  owner?: CouponOwner,
): Promise<DiscountCoupon> {
  const data = parseInput(couponSchema, input ?? {});
  await findCoupon(prisma, id, owner);
  if (await prisma.discountCoupon.findFirst({ where: { code: data.code, NOT: { id } }, select: { id: true } })) {
    throw duplicateCode();
  }
  try {
    return await prisma.discountCoupon.update({ where: { id }, data });
  } catch (error) {
    if (prismaCode(error) === 'P2002') throw duplicateCode();
    if (prismaCode(error) === 'P2025') throw notFound('Discount coupon');
    throw error;
  }
}

export async function deleteCoupon(prisma: PrismaClient, id: string, owner?: CouponOwner): Promise<void> {
  await findCoupon(prisma, id, owner);
  const { count } = await prisma.discountCoupon.deleteMany({ where: { id } });
  if (!count) throw notFound('Discount coupon');
}

async function findCoupon(prisma: PrismaClient, id: string, owner?: CouponOwner): Promise<DiscountCoupon> {
  if (owner) await assertOwnerExists(prisma, owner);
  const coupon = isUuid(id) ? await prisma.discountCoupon.findUnique({ where: { id } }) : null;
  if (!coupon) throw notFound('Discount coupon');
  if (owner && !belongsTo(coupon, owner)) throw notFound('Discount coupon');
  return coupon;
}

function belongsTo(coupon: DiscountCoupon, owner: CouponOwner): boolean {
  return 'courseId' in owner ? coupon.courseId === owner.courseId : coupon.productId === owner.productId;
}

const ownerNotFound = (owner: CouponOwner) => notFound('courseId' in owner ? 'Course' : 'Product');

/** The coupon's own foreign key: the course or product must exist (read-only check). */
async function assertOwnerExists(prisma: PrismaClient, owner: CouponOwner): Promise<void> {
  const id = 'courseId' in owner ? owner.courseId : owner.productId;
  const exists = !isUuid(id)
    ? 0
    : 'courseId' in owner
      ? await prisma.course.count({ where: { id } })
      : await prisma.product.count({ where: { id } });
  if (!exists) throw ownerNotFound(owner);
}

const prismaCode = (error: unknown) => (error as { code?: unknown } | null)?.code;
