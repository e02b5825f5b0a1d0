import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import * as oa from '../../../platform/http/openapi.ts';
import type { LanguageCode } from '../../../contract/policies.ts';
import { inLanguage, langParam, requestLanguage } from '../../../platform/language.ts';
import { parseInput } from '../../../platform/validation.ts';
import { przelewy24Offered, type PaymentDeps } from '../payments/service.ts';
import { presentShippingMethod } from '../../catalogue/shipping/rest.ts';
import { afterPlacement } from './payment.ts';
import { cartSchema, placeOrderSchema, placeOrder, quoteCart, type CartQuote, type CartNotice } from './service.ts';
import { FALLBACK_LANGUAGE } from '../../../contract/policies.ts';

/**
 * Spec 7 Shop calls of the checkout: `POST /shop/cart` (the cart rebuilt from the catalogue) and
 * `POST /shop/checkout` (placement; the idempotency key in the body or the Idempotency-Key header).
 * Ids are raw UUIDs here.
 */

/** Product, variant and shipping names in the reader's language. */
const cartQuery = z.object({ lang: langParam() });

const lineFields = {
  amount: z.number().int(),
  unitPriceGross: oa.grosze(),
  omnibusLowestPriceGross: oa.omnibusPrice(),
  vatRate: z.number().int(),
  lineGross: oa.grosze(),
  discountGross: oa.grosze(),
  available: z.boolean(),
};

const cartQuoteSchema = z
  .object({
    productsVirtual: z.array(
      z.object({
        course: z.object({ id: oa.uuid('Course id'), title: z.string(), visibility: z.string() }),
        courseVariant: z.object({ id: oa.uuid('Course variant id'), variant: z.string(), priceGross: oa.grosze() }),
        ...lineFields,
        availablePlaces: z.number().int().nullable().meta({ description: 'Null: no limit' }),
      }),
    ),
    productsMaterial: z.array(
      z.object({
        product: z.object({ id: oa.uuid('Product id'), name: z.string(), category: z.string() }),
        productVariant: z.object({ id: oa.uuid('Product variant id'), name: z.string(), priceGross: oa.grosze() }),
        ...lineFields,
        stock: z.number().int(),
      }),
    ),
    notices: z.array(
      z.object({
        code: z.enum(['LINE_REMOVED', 'AMOUNT_REDUCED', 'LINE_MERGED']),
        name: z.string().nullable(),
        courseId: z.string().nullable(),
        courseVariantId: z.string().nullable(),
        productVariantId: z.string().nullable(),
      }),
    ),
    discount: z
      .object({
        code: z.string(),
        status: z.enum(['APPLIED', 'NOT_FOUND', 'NOT_STARTED', 'EXPIRED', 'USED_UP', 'NOT_APPLICABLE']),
        discountGross: oa.grosze(),
      })
      .nullable(),
    itemsGross: oa.grosze(),
    discountGross: oa.grosze(),
    totalGross: oa.grosze().meta({ description: 'Items − discount, without shipping' }),
    vat: z.array(
      z.object({
        rate: z.number().int(),
        grossAmount: oa.grosze(),
        netAmount: z.number().int(),
        vatAmount: z.number().int(),
      }),
    ),
    shippingMethods: z.array(
      z.object({
        id: oa.uuid('Shipping method id'),
        name: z.string(),
        description: z.string(),
        priceGross: oa.grosze(),
      }),
    ),
    requiresAccount: z.boolean(),
    orderable: z.boolean(),
    blockers: z.array(z.string()).meta({ description: 'Error codes placement would answer' }),
    przelewy24Available: z.boolean(),
  })
  .meta({ id: 'CartQuote' });

const placedSchema = z
  .object({
    purchase: z.object({
      id: oa.uuid('Purchase id'),
      number: z.string(),
      status: z.string(),
      paymentType: z.string(),
      totalGross: oa.grosze(),
      payBefore: oa.dateTime().nullable(),
      createdAt: oa.dateTime(),
    }),
    paymentRedirectUrl: z.string().nullable().meta({ description: 'Przelewy24: where to send the buyer' }),
    accessToken: z
      .string()
      .nullable()
      .meta({ description: 'Secret of the private details link; returned once (null on a repeated submit)' }),
  })
  .meta({ id: 'PlacedOrder' });

const presentNotice = (n: CartNotice, language: LanguageCode) => ({
  code: n.code,
  name: inLanguage(language, n.name, n.nameEn),
  courseId: n.courseId,
  courseVariantId: n.courseVariantId,
  productVariantId: n.productVariantId,
});

/** The quote with product, variant and shipping texts in `language` (English falls back to Polish). */
export const presentQuote = (q: CartQuote, language: LanguageCode = FALLBACK_LANGUAGE) => ({
  productsVirtual: q.productsVirtual.map((line) => ({
    ...line,
    course: { id: line.course.id, title: line.course.title, visibility: line.course.visibility },
    courseVariant: {
      id: line.courseVariant.id,
      variant: line.courseVariant.variant,
      priceGross: line.courseVariant.priceGross,
    },
  })),
  productsMaterial: q.productsMaterial.map((line) => ({
    ...line,
    product: {
      id: line.product.id,
      name: inLanguage(language, line.product.name, line.product.nameEn),
      category: line.product.category,
    },
    productVariant: {
      id: line.productVariant.id,
      name: inLanguage(language, line.productVariant.name, line.productVariant.nameEn),
      priceGross: line.productVariant.priceGross,
    },
  })),
  notices: q.notices.map((n) => presentNotice(n, language)),
  discount: q.discount && {
    code: q.discount.code,
    status: q.discount.status,
    discountGross: q.discount.discountGross,
  },
  itemsGross: q.itemsGross,
  discountGross: q.discountGross,
  totalGross: q.totalGross,
  vat: q.vat,
  shippingMethods: q.shippingMethods.map((m) => presentShippingMethod(m, language)),
  requiresAccount: q.requiresAccount,
  orderable: q.orderable,
  blockers: q.blockers,
  przelewy24Available: q.przelewy24Available,
});

export async function checkoutRest(
  app: FastifyInstance,
  { prisma, config, payments }: { prisma: PrismaClient; config: Config; payments: PaymentDeps },
) {
  const api = oa.rest(app);
  const shop = { tags: ['shop'] };

  api.post(
    '/shop/cart',
    {
      schema: {
        ...shop,
        summary: 'The cart rebuilt from the catalogue: prices, VAT, availability, coupon, shipping (anyone)',
        security: oa.security.optional,
        querystring: cartQuery,
        body: cartSchema,
        response: {
          200: oa.ok(cartQuoteSchema, 'The cart as the shop sells it now'),
          ...oa.errors(400, ...oa.bodyErrors),
        },
      },
    },
    async (request) => {
      const { lang } = parseInput(cartQuery, request.query);
      const language = requestLanguage(lang, request.headers['accept-language']);
      return presentQuote(
        await quoteCart(prisma, request.viewer, request.body, { przelewy24Offered: przelewy24Offered(config) }),
        language,
      );
    },
  );

  api.post(
    '/shop/checkout',
    {
      schema: {
        ...shop,
        summary: 'Place the order (idempotent per idempotency key); visitors may buy products, courses need an account',
        security: oa.security.optional,
        body: placeOrderSchema,
        headers: z.object({
          'idempotency-key': z.string().optional().meta({ description: 'Instead of the body’s idempotencyKey' }),
        }),
        response: {
          201: oa.ok(placedSchema, 'Placed'),
          200: oa.ok(placedSchema, 'A repeated submit: the purchase this key placed before'),
          ...oa.errors(
            400,
            403,
            [409, 'IDEMPOTENCY_KEY_REUSED or CART_CHANGED'],
            [
              422,
              'ITEMS_UNAVAILABLE, ACCOUNT_REQUIRED, DISCOUNT_CODE_…, PAYMENT_TYPE_NOT_ALLOWED, CART_EMPTY or BUSINESS_RULE',
            ],
            ...oa.bodyErrors,
          ),
        },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const header = request.headers['idempotency-key'];
      const input = typeof header === 'string' && !body.idempotencyKey ? { ...body, idempotencyKey: header } : body;
      const result = await placeOrder(prisma, request.viewer, input, {
        przelewy24Offered: przelewy24Offered(config),
        config,
      });
      const placed = await afterPlacement(payments, result);
      const p = placed.purchase;
      return reply.status(result.created ? 201 : 200).send({
        purchase: {
          id: p.id,
          number: p.number,
          status: p.status,
          paymentType: p.paymentType,
          totalGross: p.totalGross,
          payBefore: p.payBefore?.toISOString() ?? null,
          createdAt: p.createdAt.toISOString(),
        },
        paymentRedirectUrl: placed.paymentRedirectUrl,
        accessToken: placed.accessToken,
      });
    },
  );
}
