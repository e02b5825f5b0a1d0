import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../../graphql/builder.ts';
import { dateTime, nullable, optionalDateTime } from '../../../graphql/fields.ts';
import { uuidOf, uuidOrNil } from '../../../graphql/ids.ts';
import { createCoupon, deleteCoupon, updateCoupon } from './service.ts';

const MANAGE = { permission: 'manage:catalogue:any' } as const;

export const CouponKindEnum = builder.enumType('CouponKind', {
  description: 'How a discount coupon lowers the price.',
  values: {
    AMOUNT: { description: 'By a fixed amount (value in grosze).' },
    PERCENT: { description: 'By a whole percentage (value 1–100).' },
  } as const,
});

/** Coupons are admin data: only catalogue managers read them, through a parent or `node(id)`. */
export const DiscountCouponRef = builder.prismaNode('DiscountCoupon', {
  id: { field: 'id' },
  authScopes: MANAGE,
  findUnique: (id) => ({ id: uuidOrNil(id) }),
  nullable: true,
  description: 'A discount code for one course or one product (catalogue managers only).',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The code buyers type: unique in the whole shop, upper case.' }),
    kind: t.expose('kind', { type: CouponKindEnum, description: 'Amount or percentage.' }),
    value: t.exposeInt('value', { description: 'Grosze for AMOUNT, 1..100 for PERCENT.' }),
    validFrom: t.expose('validFrom', optionalDateTime('Valid from; null: no start.')),
    validTo: t.expose('validTo', optionalDateTime('Valid until; null: no end.')),
    usageLimit: t.exposeInt('usageLimit', nullable('How many purchases may use it; null: no limit.')),
    usedCount: t.exposeInt('usedCount', { description: 'How many purchases used it.' }),
    createdAt: t.expose('createdAt', dateTime('When it was created.')),
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
  description: 'A discount coupon as a catalogue manager saves it.',
  fields: (t) => ({
    code: t.string({
      required: true,
      description: 'Letters, digits, _ and - (stored upper case); unique (else DUPLICATE_DISCOUNT_CODE).',
    }),
    kind: t.field({ type: CouponKindEnum, required: true, description: 'Amount or percentage.' }),
    value: t.int({ required: true, description: 'Grosze for AMOUNT, 1..100 for PERCENT.' }),
    validFrom: t.field({ type: 'DateTime', description: 'Valid from; left out: no start.' }),
    validTo: t.field({ type: 'DateTime', description: 'Valid until (not before validFrom); left out: no end.' }),
    usageLimit: t.int({ description: 'How many purchases may use it (1–1,000,000); left out: no limit.' }),
  }),
});

builder.mutationField('createCourseDiscountCoupon', (t) =>
  t.prismaField({
    type: 'DiscountCoupon',
    authScopes: MANAGE,
    description: 'Adds a discount coupon to a course (catalogue managers).',
    args: {
      courseId: t.arg.id({ required: true, description: 'Global id of the Course.' }),
      input: t.arg({ type: DiscountCouponInput, required: true, description: 'The coupon.' }),
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
    description: 'Adds a discount coupon to a product (catalogue managers).',
    args: {
      productId: t.arg.id({ required: true, description: 'Global id of the Product.' }),
      input: t.arg({ type: DiscountCouponInput, required: true, description: 'The coupon.' }),
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
    description: 'Replaces a discount coupon’s values (catalogue managers).',
    args: {
      id: t.arg.id({ required: true, description: 'Global id of the DiscountCoupon.' }),
      input: t.arg({ type: DiscountCouponInput, required: true, description: 'Its new values.' }),
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
    description: 'Deletes a discount coupon (catalogue managers); returns its global id.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the DiscountCoupon.' }) },
    resolve: async (_root, { id }, ctx) => {
      const uuid = uuidOf(id, 'DiscountCoupon', 'Discount coupon');
      await deleteCoupon(ctx.prisma, uuid);
      return encodeGlobalID('DiscountCoupon', uuid);
    },
  }),
);
