import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder, type BuilderTypes } from '../../../graphql/builder.ts';
import { nullable } from '../../../graphql/fields.ts';
import { rowIdOf, uuidOrNull } from '../../../graphql/ids.ts';
import { inLanguage } from '../../../platform/language.ts';
import { LanguageEnum } from '../../accounts/account/graphql.ts';
import { CourseRef, CourseVariantRef } from '../../catalogue/courses/graphql.ts';
import { BuyerTypeEnum, PaymentTypeEnum } from '../purchases/graphql.ts';
import { ShippingMethodRef } from '../../catalogue/shipping/graphql.ts';
import { ProductRef, ProductVariantRef } from '../../catalogue/shop/graphql.ts';
import { przelewy24Offered } from '../payments/service.ts';
import { afterPlacement, type PlaceOrderPayload } from './payment.ts';
import {
  placeOrder,
  quoteCart,
  type CartDiscount,
  type CartNotice,
  type CartQuote,
  type CourseLine,
  type ProductLine,
  type VatAmount,
} from './service.ts';

/**
 * Cart and checkout in GraphQL (commerce contract): `cart(input)` rebuilds the browser's cart from
 * the catalogue for anyone, `placeOrder(input)` places it. Cart ids are the catalogue's global ids.
 */

// ───────────────────────────── Inputs ─────────────────────────────

const CartVirtualLineInput = builder.inputType('CartVirtualLineInput', {
  description: 'A course line of the cart.',
  fields: (t) => ({
    courseId: t.id({ required: true, description: 'Global id of the Course.' }),
    courseVariantId: t.id({ required: true, description: 'Global id of the CourseVariant (of that course).' }),
    amount: t.int({ required: true, description: '1–99; a student buys a course once (reduced to 1).' }),
  }),
});

const CartMaterialLineInput = builder.inputType('CartMaterialLineInput', {
  description: 'A product line of the cart.',
  fields: (t) => ({
    productVariantId: t.id({ required: true, description: 'Global id of the ProductVariant.' }),
    amount: t.int({ required: true, description: '1–99.' }),
  }),
});

const CartInput = builder.inputType('CartInput', {
  description: 'The browser cart (spec 3): at most 50 lines; duplicates are merged.',
  fields: (t) => ({
    productsVirtual: t.field({ type: [CartVirtualLineInput], required: true, description: 'Course lines.' }),
    productsMaterial: t.field({ type: [CartMaterialLineInput], required: true, description: 'Product lines.' }),
    discountCode: t.string({ required: false, description: 'A discount code typed by the buyer (case-insensitive).' }),
  }),
});

const InvoiceDataInput = builder.inputType('InvoiceDataInput', {
  description: 'Different invoice data; a business buyer gives at least its NIP.',
  fields: (t) => ({
    invNip: t.string({ required: false, description: 'NIP, the Polish tax number (10 digits).' }),
    invName: t.string({ required: false, description: 'Name or company name on the invoice.' }),
    invStreet: t.string({ required: false, description: 'Street and number.' }),
    invPostalCode: t.string({ required: false, description: 'Postal code NN-NNN.' }),
    invCity: t.string({ required: false, description: 'Town or city.' }),
  }),
});

const DeliveryAddressInput = builder.inputType('DeliveryAddressInput', {
  description: 'A delivery address other than the buyer’s.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'The recipient.' }),
    street: t.string({ required: true, description: 'Street and number.' }),
    postalCode: t.string({ required: true, description: 'Postal code NN-NNN.' }),
    city: t.string({ required: true, description: 'Town or city.' }),
  }),
});

const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
  description: 'An order: the cart, the buyer’s data, shipping and payment.',
  fields: (t) => ({
    cart: t.field({ type: CartInput, required: true, description: 'What is bought.' }),
    idempotencyKey: t.string({
      required: true,
      description: 'One per checkout form (e.g. a UUID): a repeated submit returns the same purchase.',
    }),
    buyerType: t.field({ type: BuyerTypeEnum, required: true, description: 'Consumer or business.' }),
    name: t.string({ required: true, description: 'Full name or company name.' }),
    streetAndNumber: t.string({ required: true, description: 'The buyer’s street and number.' }),
    postalCode: t.string({ required: true, description: 'NN-NNN' }),
    city: t.string({ required: true, description: 'The buyer’s town or city.' }),
    phone: t.string({ required: true, description: 'The buyer’s phone.' }),
    email: t.string({ required: true, description: 'Where the confirmation and the details link go.' }),
    invoice: t.field({
      type: InvoiceDataInput,
      required: false,
      description: 'Invoice data other than the buyer’s; left out: the buyer’s.',
    }),
    delivery: t.field({
      type: DeliveryAddressInput,
      required: false,
      description: 'A delivery address other than the buyer’s; left out: the buyer’s.',
    }),
    notes: t.string({ required: false, description: 'The buyer’s notes to the shop.' }),
    shippingMethodId: t.id({
      required: false,
      description: 'Global id of the ShippingMethod: required exactly when the cart has products.',
    }),
    paymentType: t.field({ type: PaymentTypeEnum, required: true, description: 'How it will be paid.' }),
    termsAccepted: t.boolean({ required: true, description: 'Accepts the shop’s terms: must be true.' }),
    language: t.field({
      type: LanguageEnum,
      required: false,
      description: 'The language of the e-mails about this purchase (default: the account’s, else PL).',
    }),
  }),
});

// ───────────────────────────── Quote types ─────────────────────────────

const CartNoticeCodeEnum = builder.enumType('CartNoticeCode', {
  description: 'How a cart line changed when the cart was rebuilt.',
  values: {
    LINE_REMOVED: { description: 'The item is no longer sold (or its id is unknown): the line was dropped.' },
    AMOUNT_REDUCED: { description: 'The amount was lowered (at most 99; a student buys a course once).' },
    LINE_MERGED: { description: 'Duplicate lines of the same item were merged into one.' },
  } as const,
});
const DiscountStatusEnum = builder.enumType('DiscountStatus', {
  description: 'Whether the cart’s discount code applies.',
  values: {
    APPLIED: { description: 'Applied to the lines of its course or product.' },
    NOT_FOUND: { description: 'No such code.' },
    NOT_STARTED: { description: 'Not valid yet.' },
    EXPIRED: { description: 'No longer valid.' },
    USED_UP: { description: 'Its usage limit is reached.' },
    NOT_APPLICABLE: { description: 'Valid, but the cart has no line of its course or product.' },
  } as const,
});

/** A line id as the client sent it: the global id, or the unreadable text itself. */
const clientId = (typename: string, id: string | null) =>
  id === null ? null : id.startsWith(UNREADABLE) ? id.slice(UNREADABLE.length) : encodeGlobalID(typename, id);
const UNREADABLE = 'unreadable:';

const CartNoticeRef = builder.objectRef<CartNotice>('CartNotice').implement({
  description: 'What changed when the cart was rebuilt; the client updates its stored cart accordingly.',
  fields: (t) => ({
    code: t.expose('code', { type: CartNoticeCodeEnum, description: 'What changed.' }),
    name: t.string({
      nullable: true,
      description: 'Course title or product name, when known.',
      args: {
        language: t.arg({
          type: LanguageEnum,
          description: 'PL (default) or EN: a product’s name in that language (English falls back to Polish).',
        }),
      },
      resolve: (n, { language }) => inLanguage(language, n.name, n.nameEn),
    }),
    courseId: t.id({
      nullable: true,
      description: 'The course line’s courseId as sent; null for a product line.',
      resolve: (n) => clientId('Course', n.courseId),
    }),
    courseVariantId: t.id({
      nullable: true,
      description: 'The course line’s courseVariantId as sent; null for a product line.',
      resolve: (n) => clientId('CourseVariant', n.courseVariantId),
    }),
    productVariantId: t.id({
      nullable: true,
      description: 'The product line’s productVariantId as sent; null for a course line.',
      resolve: (n) => clientId('ProductVariant', n.productVariantId),
    }),
  }),
});

const CartDiscountRef = builder.objectRef<CartDiscount>('CartDiscount').implement({
  description: 'The discount code of the cart and what it gives.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The code, upper case.' }),
    status: t.expose('status', { type: DiscountStatusEnum, description: 'Whether it applies.' }),
    discountGross: t.exposeInt('discountGross', { description: 'Grosze (0 unless APPLIED).' }),
  }),
});

const VatAmountRef = builder.objectRef<VatAmount>('VatAmount').implement({
  description: 'Totals per VAT rate, after the discount (grosze; net and VAT rounded once per rate).',
  fields: (t) => ({
    rate: t.exposeInt('rate', { description: 'VAT rate, percent.' }),
    grossAmount: t.exposeInt('grossAmount', { description: 'Gross total at this rate, grosze.' }),
    netAmount: t.exposeInt('netAmount', { description: 'Net total at this rate, grosze.' }),
    vatAmount: t.exposeInt('vatAmount', { description: 'VAT at this rate, grosze.' }),
  }),
});

/** The price fields shared by the course and product lines of the cart. */
const linePriceFields = <Line extends CourseLine | ProductLine>(
  t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Line>,
) => ({
  amount: t.int({ description: 'How many (as the shop accepts it, see notices).', resolve: (line) => line.amount }),
  unitPriceGross: t.int({
    description: 'The current gross unit price, grosze.',
    resolve: (line) => line.unitPriceGross,
  }),
  omnibusLowestPriceGross: t.int({
    nullable: true,
    description: 'Set only when the current price is a reduction: the lowest price of the 30 days before it, grosze.',
    resolve: (line) => line.omnibusLowestPriceGross,
  }),
  vatRate: t.int({ description: 'VAT rate, percent.', resolve: (line) => line.vatRate }),
  lineGross: t.int({ description: 'amount × unit price, grosze.', resolve: (line) => line.lineGross }),
  discountGross: t.int({
    description: 'The coupon’s share on this line, grosze.',
    resolve: (line) => line.discountGross,
  }),
});

const CartCourseLineRef = builder.objectRef<CourseLine>('CartCourseLine').implement({
  description: 'A course line of the rebuilt cart.',
  fields: (t) => ({
    course: t.field({ type: CourseRef, description: 'The course.', resolve: (line) => line.course }),
    courseVariant: t.field({
      type: CourseVariantRef,
      description: 'The variant bought.',
      resolve: (line) => line.courseVariant,
    }),
    ...linePriceFields(t),
    available: t.exposeBoolean('available', { description: 'Sold now (PUBLIC or LANDING) with enough places.' }),
    availablePlaces: t.exposeInt('availablePlaces', nullable('Null: no limit.')),
  }),
});

const CartProductLineRef = builder.objectRef<ProductLine>('CartProductLine').implement({
  description: 'A product line of the rebuilt cart.',
  fields: (t) => ({
    product: t.field({ type: ProductRef, description: 'The product.', resolve: (line) => line.product }),
    productVariant: t.field({
      type: ProductVariantRef,
      description: 'The variant bought.',
      resolve: (line) => line.productVariant,
    }),
    ...linePriceFields(t),
    available: t.exposeBoolean('available', { description: 'Enough stock for the amount.' }),
    stock: t.exposeInt('stock', { description: 'Pieces of the variant in stock.' }),
  }),
});

const CartQuoteRef = builder.objectRef<CartQuote>('CartQuote').implement({
  description: 'The cart as the shop sells it now (spec 3, 5).',
  fields: (t) => ({
    productsVirtual: t.field({
      type: [CartCourseLineRef],
      description: 'The course lines.',
      resolve: (q) => q.productsVirtual,
    }),
    productsMaterial: t.field({
      type: [CartProductLineRef],
      description: 'The product lines.',
      resolve: (q) => q.productsMaterial,
    }),
    notices: t.field({
      type: [CartNoticeRef],
      description: 'What changed against the cart sent.',
      resolve: (q) => q.notices,
    }),
    discount: t.field({
      type: CartDiscountRef,
      nullable: true,
      description: 'The discount code’s outcome; null: no code sent.',
      resolve: (q) => q.discount,
    }),
    itemsGross: t.exposeInt('itemsGross', { description: 'Lines before the discount, grosze.' }),
    discountGross: t.exposeInt('discountGross', { description: 'The discount, grosze.' }),
    totalGross: t.exposeInt('totalGross', { description: 'Items − discount, without shipping, grosze.' }),
    vat: t.field({ type: [VatAmountRef], description: 'Totals per VAT rate.', resolve: (q) => q.vat }),
    shippingMethods: t.field({
      type: [ShippingMethodRef],
      description: 'Only when the cart has products.',
      resolve: (q) => q.shippingMethods,
    }),
    requiresAccount: t.exposeBoolean('requiresAccount', {
      description: 'A visitor with a course in the cart must sign in.',
    }),
    orderable: t.exposeBoolean('orderable', { description: 'placeOrder would accept this cart (no blockers).' }),
    blockers: t.exposeStringList('blockers', {
      description:
        'Error codes placeOrder would answer: CART_EMPTY, ACCOUNT_REQUIRED, ITEMS_UNAVAILABLE, DISCOUNT_CODE_…, FORBIDDEN.',
    }),
    przelewy24Available: t.exposeBoolean('przelewy24Available', {
      description: 'Offered and the total (without shipping) is at most 55,000 PLN.',
    }),
  }),
});

const PlaceOrderPayloadRef = builder.objectRef<PlaceOrderPayload>('PlaceOrderPayload').implement({
  description: 'The placed order, and how to pay it.',
  fields: (t) => ({
    // Loaded again with the selection (lines, events…), as a visitor cannot reach the node by id.
    purchase: t.prismaField({
      type: 'Purchase',
      description: 'The purchase placed.',
      resolve: (query, p, _args, ctx) =>
        ctx.prisma.purchase.findUniqueOrThrow({ ...query, where: { id: p.purchase.id } }),
    }),
    paymentRedirectUrl: t.exposeString('paymentRedirectUrl', nullable('Przelewy24: where to send the buyer to pay.')),
    accessToken: t.exposeString(
      'accessToken',
      nullable(
        'The secret of the private details link (/purchases/{id}/details?accessToken=…), returned once: null on a repeated submit.',
      ),
    ),
  }),
});

// ───────────────────────────── Fields ─────────────────────────────

type CartArg = {
  productsVirtual: readonly { courseId: string | number; courseVariantId: string | number; amount: number }[];
  productsMaterial: readonly { productVariantId: string | number; amount: number }[];
  discountCode?: string | null;
};

/** Global ids to row ids; an id that is not one of ours stays unreadable (its line is dropped). */
const rowOrUnreadable = (id: string | number, typename: string) =>
  uuidOrNull(String(id), typename) ?? `${UNREADABLE}${String(id).slice(0, 80)}`;

export function cartFromArgs(cart: CartArg) {
  return {
    productsVirtual: cart.productsVirtual.map((line) => ({
      courseId: rowOrUnreadable(line.courseId, 'Course'),
      courseVariantId: rowOrUnreadable(line.courseVariantId, 'CourseVariant'),
      amount: line.amount,
    })),
    productsMaterial: cart.productsMaterial.map((line) => ({
      productVariantId: rowOrUnreadable(line.productVariantId, 'ProductVariant'),
      amount: line.amount,
    })),
    discountCode: cart.discountCode ?? null,
  };
}

builder.queryField('cart', (t) =>
  t.field({
    type: CartQuoteRef,
    description: 'The cart rebuilt from the catalogue: prices, VAT, availability, coupon, shipping (anyone).',
    args: { input: t.arg({ type: CartInput, required: true, description: 'The cart as the browser keeps it.' }) },
    resolve: (_root, { input }, ctx) =>
      quoteCart(ctx.prisma, ctx.viewer, cartFromArgs(input), { przelewy24Offered: przelewy24Offered(ctx.config) }),
  }),
);

builder.mutationField('placeOrder', (t) =>
  t.field({
    type: PlaceOrderPayloadRef,
    description:
      'Places the order (one transaction; idempotent per idempotencyKey). Visitors may buy products; courses need a USER or B2B account.',
    args: { input: t.arg({ type: PlaceOrderInput, required: true, description: 'The order.' }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await placeOrder(
        ctx.prisma,
        ctx.viewer,
        {
          ...input,
          cart: cartFromArgs(input.cart),
          shippingMethodId: input.shippingMethodId ? rowIdOf(input.shippingMethodId, 'ShippingMethod') : null,
        },
        { przelewy24Offered: przelewy24Offered(ctx.config), config: ctx.config },
      );
      return afterPlacement(ctx, result);
    },
  }),
);
