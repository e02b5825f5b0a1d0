import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../../graphql/builder.ts';
import { rowIdOf } from '../../../graphql/ids.ts';
import { inLanguage } from '../../../platform/language.ts';
import { LanguageEnum } from '../../accounts/account/graphql.ts';
import { createShippingMethod, deleteShippingMethod, SHIPPING_ORDER, updateShippingMethod } from './service.ts';

const ADMIN = { permission: 'manage:catalogue:any' } as const;
const LANGUAGE_ARG = 'PL (default) or EN; an English text not filled in falls back to Polish.';

export const ShippingMethodRef = builder.prismaNode('ShippingMethod', {
  description: 'A way to deliver shop products, with its price (public).',
  id: { field: 'id' },
  fields: (t) => ({
    name: t.string({
      description: 'Its name in the language asked for.',
      args: { language: t.arg({ type: LanguageEnum, description: LANGUAGE_ARG }) },
      select: { name: true, nameEn: true },
      resolve: (method, { language }) => inLanguage(language, method.name, method.nameEn),
    }),
    description: t.string({
      description: 'What the buyer should know (e.g. delivery time), in the language asked for.',
      args: { language: t.arg({ type: LanguageEnum, description: LANGUAGE_ARG }) },
      select: { description: true, descriptionEn: true },
      resolve: (method, { language }) => inLanguage(language, method.description, method.descriptionEn),
    }),
    nameEn: t.exposeString('nameEn', { description: 'The English name as stored; empty: not translated.' }),
    descriptionEn: t.exposeString('descriptionEn', { description: 'Empty: not translated.' }),
    priceGross: t.exposeInt('priceGross', { description: 'Gross price (VAT included), grosze.' }),
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
  description: 'A shipping method as an admin saves it.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Polish.' }),
    description: t.string({ required: true, description: 'Polish.' }),
    nameEn: t.string({ description: 'English; left out: unchanged; empty: the Polish name is shown.' }),
    descriptionEn: t.string({ description: 'English; left out: unchanged; empty: the Polish description is shown.' }),
    priceGross: t.int({ required: true, description: 'Gross price (VAT included), grosze.' }),
  }),
});

// ───────────────────────────── Mutations (all ADMIN) ─────────────────────────────

builder.mutationFields((t) => ({
  createShippingMethod: t.field({
    type: ShippingMethodRef,
    description: 'Adds a shipping method (admins).',
    authScopes: ADMIN,
    args: { input: t.arg({ type: ShippingMethodInput, required: true, description: 'The new method.' }) },
    resolve: (_root, { input }, ctx) => createShippingMethod(ctx.prisma, input),
  }),
  updateShippingMethod: t.field({
    type: ShippingMethodRef,
    description: 'Replaces a shipping method’s texts and price (admins).',
    authScopes: ADMIN,
    args: {
      id: t.arg.id({ required: true, description: 'Global id of the ShippingMethod.' }),
      input: t.arg({ type: ShippingMethodInput, required: true, description: 'Its new values.' }),
    },
    resolve: (_root, { id, input }, ctx) => updateShippingMethod(ctx.prisma, rowIdOf(id, 'ShippingMethod'), input),
  }),
  deleteShippingMethod: t.id({
    description: 'Deletes a shipping method (admins); returns its global id.',
    authScopes: ADMIN,
    args: { id: t.arg.id({ required: true, description: 'Global id of the ShippingMethod.' }) },
    resolve: async (_root, { id }, ctx) =>
      encodeGlobalID('ShippingMethod', await deleteShippingMethod(ctx.prisma, rowIdOf(id, 'ShippingMethod'))),
  }),
}));
