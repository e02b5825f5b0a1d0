import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DiscountCoupon, PrismaClient } from '../../../generated/prisma/client.ts';
import { CouponKind } from '../../../generated/prisma/enums.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { deleteRoute } from '../../../platform/http/routes.ts';
import { couponSchema, createCoupon, deleteCoupon, listCoupons, updateCoupon, type CouponOwner } from './service.ts';

const MANAGE = 'manage:catalogue:any';

const couponResponse = z
  .object({
    id: oa.uuid('Coupon id'),
    code: z.string().meta({ description: 'Upper-case, unique across the shop' }),
    kind: z.enum(CouponKind),
    value: z.number().int().meta({ description: 'Grosze (AMOUNT) or whole percent (PERCENT)' }),
    validFrom: oa.dateTime().nullable(),
    validTo: oa.dateTime().nullable(),
    usageLimit: z.number().int().nullable(),
    usedCount: z.number().int(),
    courseId: oa.uuid('Course id').nullable(),
    productId: oa.uuid('Product id').nullable(),
    createdAt: oa.dateTime(),
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

  const api = oa.rest(app);
  for (const [path, ownerOf] of owners) {
    const owner = path.includes('/courses/') ? 'course' : 'product';
    const common = {
      tags: ['discount coupons'],
      params: z.object({ id: oa.uuid(`${owner === 'course' ? 'Course' : 'Product'} id`) }),
    };
    const couponParams = common.params.extend({ couponId: oa.uuid('Coupon id') });
    /** A coupon written from its JSON body, answered with `status` and the coupon (409 for a used code). */
    const saving = (summary: string, params: z.ZodType, status: 200 | 201, answer: string) => ({
      schema: {
        ...common,
        params,
        summary,
        security: oa.security.write,
        body: couponSchema,
        response: { [status]: oa.ok(couponResponse, answer), ...oa.bodyRefusals(404, duplicate) },
      },
    });

    api.get<OwnerParams>(
      path,
      {
        schema: {
          ...common,
          summary: `A ${owner}’s discount coupons, newest first`,
          security: oa.security.read,
          response: { 200: oa.ok(z.array(couponResponse), 'The coupons'), ...oa.signedInRefusals(404) },
        },
      },
      async (request) => {
        requirePermission(request, MANAGE);
        return (await listCoupons(prisma, ownerOf(request.params.id))).map(presentCoupon);
      },
    );

    api.post<OwnerParams>(
      path,
      saving(`Create a discount coupon of a ${owner}`, common.params, 201, 'Created'),
      async (request, reply) => {
        requirePermission(request, MANAGE);
        const coupon = await createCoupon(prisma, ownerOf(request.params.id), request.body);
        return reply.status(201).send(presentCoupon(coupon));
      },
    );

    api.put<CouponParams>(
      `${path}/:couponId`,
      saving(`Replace a discount coupon of a ${owner}`, couponParams, 200, 'The coupon as saved'),
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
