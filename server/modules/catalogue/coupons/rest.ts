import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DiscountCoupon, PrismaClient } from '../../../generated/prisma/client.ts';
import { CouponKind } from '../../../generated/prisma/enums.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import { dateTime, ok, rest, security, uuid, signedInRefusals, bodyRefusals } from '../../../platform/http/openapi.ts';
import { deleteRoute } from '../../../platform/http/routes.ts';
import { couponSchema, createCoupon, deleteCoupon, listCoupons, updateCoupon, type CouponOwner } from './service.ts';

const MANAGE = 'manage:catalogue:any';

const couponResponse = z
  .object({
    id: uuid('Coupon id'),
    code: z.string().meta({ description: 'Upper-case, unique across the shop' }),
    kind: z.enum(CouponKind),
    value: z.number().int().meta({ description: 'Grosze (AMOUNT) or whole percent (PERCENT)' }),
    validFrom: dateTime().nullable(),
    validTo: dateTime().nullable(),
    usageLimit: z.number().int().nullable(),
    usedCount: z.number().int(),
    courseId: uuid('Course id').nullable(),
    productId: uuid('Product id').nullable(),
    createdAt: dateTime(),
  })
  .meta({ id: 'DiscountCoupon' });

const duplicate = [409, 'DUPLICATE_DISCOUNT_CODE: the code is used by another coupon'] as const;

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

  const api = rest(app);
  for (const [path, ownerOf] of owners) {
    const owner = path.includes('/courses/') ? 'course' : 'product';
    const common = {
      tags: ['discount coupons'],
      params: z.object({ id: uuid(`${owner === 'course' ? 'Course' : 'Product'} id`) }),
    };
    const couponParams = common.params.extend({ couponId: uuid('Coupon id') });

    api.get<OwnerParams>(
      path,
      {
        schema: {
          ...common,
          summary: `A ${owner}’s discount coupons, newest first`,
          security: security.read,
          response: { 200: ok(z.array(couponResponse), 'The coupons'), ...signedInRefusals(404) },
        },
      },
      async (request) => {
        requirePermission(request, MANAGE);
        return (await listCoupons(prisma, ownerOf(request.params.id))).map(presentCoupon);
      },
    );

    api.post<OwnerParams>(
      path,
      {
        schema: {
          ...common,
          summary: `Create a discount coupon of a ${owner}`,
          security: security.write,
          body: couponSchema,
          response: {
            201: ok(couponResponse, 'Created'),
            ...bodyRefusals(404, duplicate),
          },
        },
      },
      async (request, reply) => {
        requirePermission(request, MANAGE);
        const coupon = await createCoupon(prisma, ownerOf(request.params.id), request.body);
        return reply.status(201).send(presentCoupon(coupon));
      },
    );

    api.put<CouponParams>(
      `${path}/:couponId`,
      {
        schema: {
          ...common,
          params: couponParams,
          summary: `Replace a discount coupon of a ${owner}`,
          security: security.write,
          body: couponSchema,
          response: {
            200: ok(couponResponse, 'The coupon as saved'),
            ...bodyRefusals(404, duplicate),
          },
        },
      },
      async (request) => {
        requirePermission(request, MANAGE);
        const { id, couponId } = request.params;
        return presentCoupon(await updateCoupon(prisma, couponId, request.body, ownerOf(id)));
      },
    );

    deleteRoute<CouponParams['Params']>(api, `${path}/:couponId`, {
      ...common,
      params: couponParams,
      summary: `Delete a discount coupon of a ${owner}`,
      permission: MANAGE,
      remove: ({ id, couponId }) => deleteCoupon(prisma, couponId, ownerOf(id)),
    });
  }
}
