import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { uuidOf, uuidOrNil } from '../../graphql/ids.ts';
import { createCoupon, deleteCoupon, updateCoupon } from './service.ts';

const MANAGE = { permission: 'manage:catalogue:any' } as const;

export const CouponKindEnum = builder.enumType('CouponKind', { values: ['AMOUNT', 'PERCENT'] as const });

/** Coupons are admin data: only catalogue managers read them, through a parent or `node(id)`. */
export const DiscountCouponRef = builder.prismaNode('DiscountCoupon', {
  id: { field: 'id' },
  authScopes: MANAGE,
  findUnique: (id) => ({ id: uuidOrNil(id) }),
  nullable: true,
  fields: (t) => ({
    code: t.exposeString('code'),
    kind: t.expose('kind', { type: CouponKindEnum }),
    value: t.exposeInt('value', { description: 'Grosze for AMOUNT, 1..100 for PERCENT.' }),
    validFrom: t.expose('validFrom', { type: 'DateTime', nullable: true }),
    validTo: t.expose('validTo', { type: 'DateTime', nullable: true }),
    usageLimit: t.exposeInt('usageLimit', { nullable: true }),
    usedCount: t.exposeInt('usedCount'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** Coupons add themselves to what they discount: admin data, newest first. */
const NEWEST_FIRST = { orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }] };
builder.prismaObjectField('Course', 'discountCoupons', (t) =>
  t.relation('coupons', { authScopes: MANAGE, description: 'Catalogue managers only.', query: NEWEST_FIRST }),
);
builder.prismaObjectField('Product', 'discountCoupons', (t) =>
  t.relation('coupons', { authScopes: MANAGE, description: 'Catalogue managers only.', query: NEWEST_FIRST }),
);

const DiscountCouponInput = builder.inputType('DiscountCouponInput', {
  fields: (t) => ({
    code: t.string({ required: true }),
    kind: t.field({ type: CouponKindEnum, required: true }),
    value: t.int({ required: true }),
    validFrom: t.field({ type: 'DateTime' }),
    validTo: t.field({ type: 'DateTime' }),
    usageLimit: t.int(),
  }),
});

builder.mutationField('createCourseDiscountCoupon', (t) =>
  t.prismaField({
    type: 'DiscountCoupon',
    authScopes: MANAGE,
    args: {
      courseId: t.arg.id({ required: true }),
      input: t.arg({ type: DiscountCouponInput, required: true }),
    },
    resolve: async (query, _root, { courseId, input }, ctx) => {
      const coupon = await createCoupon(ctx.prisma, { courseId: uuidOf(courseId, 'Course', 'Course') }, input);
      return ctx.prisma.discountCoupon.findUniqueOrThrow({ ...query, where: { id: coupon.id } });
    },
  }),
);

builder.mutationField('createProductDiscountCoupon', (t) =>
  t.prismaField({
    type: 'DiscountCoupon',
    authScopes: MANAGE,
    args: {
      productId: t.arg.id({ required: true }),
      input: t.arg({ type: DiscountCouponInput, required: true }),
    },
    resolve: async (query, _root, { productId, input }, ctx) => {
      const coupon = await createCoupon(ctx.prisma, { productId: uuidOf(productId, 'Product', 'Product') }, input);
      return ctx.prisma.discountCoupon.findUniqueOrThrow({ ...query, where: { id: coupon.id } });
    },
  }),
);

builder.mutationField('updateDiscountCoupon', (t) =>
  t.prismaField({
    type: 'DiscountCoupon',
    authScopes: MANAGE,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: DiscountCouponInput, required: true }),
    },
    resolve: async (query, _root, { id, input }, ctx) => {
      const coupon = await updateCoupon(ctx.prisma, uuidOf(id, 'DiscountCoupon', 'Discount coupon'), input);
      return ctx.prisma.discountCoupon.findUniqueOrThrow({ ...query, where: { id: coupon.id } });
    },
  }),
);

builder.mutationField('deleteDiscountCoupon', (t) =>
  t.id({
    authScopes: MANAGE,
    description: 'Returns the deleted coupon id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const uuid = uuidOf(id, 'DiscountCoupon', 'Discount coupon');
      await deleteCoupon(ctx.prisma, uuid);
      return encodeGlobalID('DiscountCoupon', uuid);
    },
  }),
);
