import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { rowIdOf } from '../../graphql/ids.ts';
import { createShippingMethod, deleteShippingMethod, SHIPPING_ORDER, updateShippingMethod } from './service.ts';

const ADMIN = { permission: 'manage:catalogue:any' } as const;

export const ShippingMethodRef = builder.prismaNode('ShippingMethod', {
  id: { field: 'id' },
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    priceGross: t.exposeInt('priceGross'),
  }),
});

builder.queryField('shippingMethods', (t) =>
  t.prismaField({
    type: ['ShippingMethod'],
    description: 'Shipping methods (anyone), cheapest first.',
    resolve: (query, _root, _args, ctx) => ctx.prisma.shippingMethod.findMany({ ...query, orderBy: SHIPPING_ORDER }),
  }),
);

const ShippingMethodInput = builder.inputType('ShippingMethodInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string({ required: true }),
    priceGross: t.int({ required: true }),
  }),
});

// ───────────────────────────── Mutations (all ADMIN) ─────────────────────────────

builder.mutationFields((t) => ({
  createShippingMethod: t.field({
    type: ShippingMethodRef,
    authScopes: ADMIN,
    args: { input: t.arg({ type: ShippingMethodInput, required: true }) },
    resolve: (_root, { input }, ctx) => createShippingMethod(ctx.prisma, input),
  }),
  updateShippingMethod: t.field({
    type: ShippingMethodRef,
    authScopes: ADMIN,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ShippingMethodInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => updateShippingMethod(ctx.prisma, rowIdOf(id, 'ShippingMethod'), input),
  }),
  deleteShippingMethod: t.id({
    authScopes: ADMIN,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) =>
      encodeGlobalID('ShippingMethod', await deleteShippingMethod(ctx.prisma, rowIdOf(id, 'ShippingMethod'))),
  }),
}));
