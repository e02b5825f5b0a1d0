import type { FastifyInstance } from 'fastify';
import type { DiscountCoupon, PrismaClient } from '../../generated/prisma/client.ts';
import { requirePermission } from '../../platform/http/guard.ts';
import { createCoupon, deleteCoupon, listCoupons, updateCoupon, type CouponOwner } from './service.ts';

const MANAGE = 'manage:catalogue:any';

/** A coupon as REST presents it: raw UUIDs, money in grosze, times in ISO 8601. */
export function presentCoupon(coupon: DiscountCoupon) {
  return {
    id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    validFrom: coupon.validFrom?.toISOString() ?? null,
    validTo: coupon.validTo?.toISOString() ?? null,
    usageLimit: coupon.usageLimit,
    usedCount: coupon.usedCount,
    courseId: coupon.courseId,
    productId: coupon.productId,
    createdAt: coupon.createdAt.toISOString(),
  };
}

type OwnerParams = { Params: { id: string } };
type CouponParams = { Params: { id: string; couponId: string } };

/**
 * REST facade of discount coupons (spec 7): the same four routes under a course and under a
 * product, registered under /api/v1. A missing course or product, or a coupon of another one,
 * is a 404; a code already used anywhere in the shop is a 409 DUPLICATE_DISCOUNT_CODE.
 */
export async function couponsRest(app: FastifyInstance, { prisma }: { prisma: PrismaClient }): Promise<void> {
  const owners: [string, (id: string) => CouponOwner][] = [
    ['/admin/courses/:id/discount-coupons', (id) => ({ courseId: id })],
    ['/admin/products/:id/discount-coupons', (id) => ({ productId: id })],
  ];

  for (const [path, ownerOf] of owners) {
    app.get<OwnerParams>(path, async (request) => {
      requirePermission(request, MANAGE);
      return (await listCoupons(prisma, ownerOf(request.params.id))).map(presentCoupon);
    });

    app.post<OwnerParams>(path, async (request, reply) => {
      requirePermission(request, MANAGE);
      const coupon = await createCoupon(prisma, ownerOf(request.params.id), request.body);
      return reply.status(201).send(presentCoupon(coupon));
    });

    app.put<CouponParams>(`${path}/:couponId`, async (request) => {
      requirePermission(request, MANAGE);
      const { id, couponId } = request.params;
      return presentCoupon(await updateCoupon(prisma, couponId, request.body, ownerOf(id)));
    });

    app.delete<CouponParams>(`${path}/:couponId`, async (request, reply) => {
      requirePermission(request, MANAGE);
      const { id, couponId } = request.params;
      await deleteCoupon(prisma, couponId, ownerOf(id));
      return reply.status(204).send();
    });
  }
}
