import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import { cachedPublicJson, type PublicCache } from '../../../platform/http/public-cache.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { deleteRoute } from '../../../platform/http/routes.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { inLanguage, langParam, requestLanguage } from '../../../platform/language.ts';
import { issue, parseInput, restPageQuery } from '../../../platform/validation.ts';
import type { LanguageCode } from '../../../contract/policies.ts';
import { publishRefused } from '../courses/rest.ts';
import { pictureSchema } from '../../content/files/rest.ts';
import { pictureUrl } from '../../content/files/service.ts';
import { omnibusPrices } from '../pricing/service.ts';
import {
  ADMIN_PRODUCT_SORT_FIELDS,
  DRONE_SPEC_FIELDS,
  NEWEST_FIRST,
  englishOf,
  missingEnglishTexts,
  PRODUCT_CATEGORIES,
  PRODUCT_KINDS,
  STOCK_STATES,
  adminProductOrder,
  adminProductWhere,
  countAdminProducts,
  createProduct,
  createProductSchema,
  deleteProduct,
  getProduct,
  listProductPage,
  lowestPriceGross,
  productWhere,
  stockState,
  totalStock,
  updateProduct,
  updateProductSchema,
  type ProductDetails,
  type ShopDeps,
} from './service.ts';

const MANAGE = 'manage:catalogue:any';

// ───────────────────────────── Query strings ─────────────────────────────

const list = (value: unknown) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);
const categoryList = z.preprocess(list, z.array(z.enum(PRODUCT_CATEGORIES, issue('invalid_value'))).optional());

/** The reader's language: `lang`, else Accept-Language, else Polish (English texts fall back to Polish). */
const langQuery = { lang: langParam() };

const detailsQuery = z.object(langQuery);

const publicListQuery = z.object({
  ...restPageQuery,
  ...langQuery,
  category: categoryList,
  kind: z.enum(PRODUCT_KINDS, issue('invalid_value')).optional(),
});

const adminListQuery = z.object({
  ...restPageQuery,
  category: categoryList,
  search: z.string().max(255, issue('max_length')).optional(),
  sort: z
    .string()
    .transform((v) => v.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase())
    .pipe(z.enum(ADMIN_PRODUCT_SORT_FIELDS, issue('invalid_value')))
    .optional(),
  direction: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC'], issue('invalid_value')))
    .optional(),
});

// ───────────────────────────── Response schemas ─────────────────────────────

const productSummarySchema = z
  .object({
    id: oa.uuid('Product id'),
    name: z.string(),
    shortDescription: z.string(),
    category: z.enum(PRODUCT_CATEGORIES),
    kind: z.enum(PRODUCT_KINDS).nullable(),
    vatRate: z.number().int().meta({ description: 'VAT rate in percent' }),
    lowestPriceGross: oa.grosze(),
    freeFlg: z.boolean().meta({ description: 'Marked free: variants may be priced at zero' }),
    stock: z.number().int(),
    stockState: z.enum(STOCK_STATES),
    mainImage: pictureSchema.nullable(),
    variants: z.array(
      z.object({
        id: oa.uuid('Product variant id'),
        name: z.string(),
        priceGross: oa.grosze(),
        stock: z.number().int(),
        stockState: z.enum(STOCK_STATES),
        omnibusLowestPriceGross: oa.omnibusPrice(),
      }),
    ),
    createdAt: oa.dateTime(),
    updatedAt: oa.dateTime(),
  })
  .meta({ id: 'ProductSummary' });

const productSchema = productSummarySchema
  .extend({
    description: z.string().meta({ description: 'Sanitized HTML' }),
    videoUrl: z.string().nullable(),
    images: z.array(
      z.object({
        id: oa.uuid('Product image id'),
        isMain: z.boolean(),
        sortOrder: z.number().int(),
        picture: pictureSchema,
      }),
    ),
    droneSpecification: z
      .object(Object.fromEntries(DRONE_SPEC_FIELDS.map((field) => [field, z.string().nullable()])))
      .nullable(),
  })
  .meta({ id: 'Product' });

const specEnglish = Object.fromEntries(DRONE_SPEC_FIELDS.map((field) => [englishOf(field), z.string().nullable()]));

/** The editor's view: Polish texts in the plain fields, the English ones as stored in `…En`. */
const adminProductSchema = productSchema
  .extend({
    published: z.boolean().meta({ description: 'False: a draft only admins see' }),
    nameEn: z.string().meta({ description: 'English name as stored; empty: not translated' }),
    shortDescriptionEn: z.string(),
    descriptionEn: z.string().meta({ description: 'Sanitized HTML; empty: not translated' }),
    missingEnglish: z.array(z.string()).meta({
      description:
        'Texts filled in Polish but not in English: name, shortDescription, description, variants, droneSpecification.<field>',
    }),
    variants: z.array(productSummarySchema.shape.variants.element.extend({ nameEn: z.string() })),
    droneSpecification: z
      .object({
        ...Object.fromEntries(DRONE_SPEC_FIELDS.map((field) => [field, z.string().nullable()])),
        ...specEnglish,
      })
      .nullable(),
  })
  .meta({ id: 'AdminProduct' });

const adminProductSummarySchema = productSummarySchema
  .extend({
    published: z.boolean().meta({ description: 'False: a draft only admins see' }),
    nameEn: z.string(),
    missingEnglish: z.array(z.string()),
    variants: z.array(productSummarySchema.shape.variants.element.extend({ nameEn: z.string() })),
  })
  .meta({ id: 'AdminProductSummary' });

const adminProductPageSchema = oa.cappedPageOf(adminProductSummarySchema, 'AdminProductPage');

const productPageSchema = oa.pageOf(productSummarySchema, 'ProductPage');

// ───────────────────────────── Presenters ─────────────────────────────

const presentPicture = (fileId: string) => ({
  id: fileId,
  url: pictureUrl(fileId),
  thumbnailUrl: pictureUrl(fileId, 'thumb'),
  mediumUrl: pictureUrl(fileId, 'medium'),
});

type Omnibus = Map<string, number | null>;

const omnibusFor = (prisma: PrismaClient, products: ProductDetails[]) =>
  omnibusPrices(
    prisma,
    'product',
    products.flatMap((p) => p.variants.map((v) => v.id)),
  );

/** A product as lists show it, its texts in `language`. Money: integer grosze, gross. */
export function presentProductSummary(product: ProductDetails, omnibus: Omnibus, language: LanguageCode) {
  const stock = totalStock(product.variants);
  const main = product.images.find((image) => image.isMain);
  return {
    id: product.id,
    name: inLanguage(language, product.name, product.nameEn),
    shortDescription: inLanguage(language, product.shortDescription, product.shortDescriptionEn),
    category: product.category,
    kind: product.kind,
    vatRate: product.vatRate,
    lowestPriceGross: lowestPriceGross(product.variants),
    freeFlg: product.freeFlg,
    stock,
    stockState: stockState(stock),
    mainImage: main ? presentPicture(main.fileId) : null,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      name: inLanguage(language, variant.name, variant.nameEn),
      priceGross: variant.priceGross,
      stock: variant.stock,
      stockState: stockState(variant.stock),
      omnibusLowestPriceGross: omnibus.get(variant.id) ?? null,
    })),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/** A product's details page, its texts in `language`. */
export function presentProduct(product: ProductDetails, omnibus: Omnibus, language: LanguageCode) {
  const spec = product.droneSpec;
  return {
    ...presentProductSummary(product, omnibus, language),
    description: inLanguage(language, product.description, product.descriptionEn),
    videoUrl: product.videoUrl,
    images: product.images.map((image) => ({
      id: image.id,
      isMain: image.isMain,
      sortOrder: image.sortOrder,
      picture: presentPicture(image.fileId),
    })),
    droneSpecification:
      spec && DRONE_SPEC_FIELDS.some((field) => spec[field])
        ? Object.fromEntries(
            DRONE_SPEC_FIELDS.map((field) => [field, inLanguage(language, spec[field], spec[englishOf(field)])]),
          )
        : null,
  };
}

/** The admin's list row: Polish texts, the English name as stored and what lacks English. */
export function presentAdminProductSummary(product: ProductDetails, omnibus: Omnibus) {
  const summary = presentProductSummary(product, omnibus, 'PL');
  return {
    ...summary,
    published: product.published,
    nameEn: product.nameEn,
    missingEnglish: missingEnglishTexts(product),
    variants: summary.variants.map((variant, index) => ({ ...variant, nameEn: product.variants[index]!.nameEn })),
  };
}

/** The editor's product: both languages as stored. */
export function presentAdminProduct(product: ProductDetails, omnibus: Omnibus) {
  const polish = presentProduct(product, omnibus, 'PL');
  const spec = product.droneSpec;
  return {
    ...polish,
    ...presentAdminProductSummary(product, omnibus),
    description: polish.description,
    shortDescriptionEn: product.shortDescriptionEn,
    descriptionEn: product.descriptionEn,
    droneSpecification:
      polish.droneSpecification && spec
        ? {
            ...polish.droneSpecification,
            ...Object.fromEntries(DRONE_SPEC_FIELDS.map((field) => [englishOf(field), spec[englishOf(field)]])),
          }
        : null,
  };
}

// ───────────────────────────── Routes ─────────────────────────────

/**
 * Shop facade under /api/v1 (spec 7): public products and shipping methods, the admin product
 * table and editor, and shipping-method management. Ids are raw UUIDs.
 */
export async function shopRest(
  app: FastifyInstance,
  { prisma, storage, publicCache }: { prisma: PrismaClient; storage: Storage; publicCache?: PublicCache },
): Promise<void> {
  // REST takes no uploads, so no size limit applies here.
  const deps: ShopDeps = { prisma, storage, maxBytes: 0 };

  const page = async <T>(
    where: Parameters<typeof listProductPage>[1],
    orderBy: Parameters<typeof listProductPage>[2],
    query: { page: number; size: number },
    present: (product: ProductDetails, omnibus: Omnibus) => T,
    count?: Parameters<typeof listProductPage>[4],
  ) => {
    const result = await listProductPage(prisma, where, orderBy, query, count);
    const omnibus = await omnibusFor(prisma, result.items);
    return { ...result, items: result.items.map((p) => present(p, omnibus)) };
  };

  const details = async <T>(
    id: string,
    present: (product: ProductDetails, omnibus: Omnibus) => T,
    options: { drafts?: boolean } = {},
  ) => {
    const product = await getProduct(prisma, id, options);
    return present(product, await omnibusFor(prisma, [product]));
  };

  const api = oa.rest(app);
  /** A visitor's cached answer is keyed by the URL and the Accept-Language as sent. */
  const languageKeyed = (request: FastifyRequest) => `${request.url} ${request.headers['accept-language'] ?? ''}`;
  const shop = { tags: ['shop'], security: oa.security.public };
  const admin = { tags: ['admin shop'] };

  api.get(
    '/products',
    {
      schema: {
        ...shop,
        summary: 'Shop products, newest first, optionally of some categories and a kind',
        querystring: publicListQuery,
        response: { 200: oa.ok(productPageSchema, 'One page of products'), 304: oa.notModified, ...oa.errors(400) },
      },
    },
    // Keyed by the URL and Accept-Language as sent: the query is parsed (and refused) only when
    // the answer is made.
    async (request, reply) =>
      cachedPublicJson(publicCache, request, reply, languageKeyed(request), () => {
        const query = parseInput(publicListQuery, request.query);
        const language = requestLanguage(query.lang, request.headers['accept-language']);
        return page(productWhere({ categories: query.category, kind: query.kind }), NEWEST_FIRST, query, (p, o) =>
          presentProductSummary(p, o, language),
        );
      }) as never,
  );

  api.get<{ Params: { id: string } }>(
    '/products/:id',
    {
      schema: {
        ...shop,
        summary: 'A product’s details (a draft is not found)',
        params: oa.idParams('Product'),
        querystring: detailsQuery,
        response: { 200: oa.ok(productSchema, 'The product'), 304: oa.notModified, ...oa.errors(400, 404) },
      },
    },
    async (request, reply) =>
      cachedPublicJson(publicCache, request, reply, languageKeyed(request), () => {
        const { lang } = parseInput(detailsQuery, request.query);
        const language = requestLanguage(lang, request.headers['accept-language']);
        return details(request.params.id, (p, o) => presentProduct(p, o, language));
      }) as never,
  );

  api.get(
    '/admin/products',
    {
      schema: {
        ...admin,
        summary: 'The admin product table: search (Polish or English name), category filter, sort and pages',
        security: oa.security.read,
        querystring: adminListQuery,
        response: { 200: oa.ok(adminProductPageSchema, 'One page of products'), ...oa.signedInRefusals(400) },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      const query = parseInput(adminListQuery, request.query);
      const filter = { search: query.search, categories: query.category };
      return page(
        adminProductWhere(filter),
        adminProductOrder(query.sort, query.direction),
        query,
        presentAdminProductSummary,
        () => countAdminProducts(prisma, filter),
      );
    },
  );

  api.post(
    '/admin/products',
    {
      schema: {
        ...admin,
        summary: 'Create a product (with a "Standard" variant); returns productId',
        security: oa.security.write,
        body: createProductSchema,
        response: {
          201: oa.ok(z.object({ productId: oa.uuid('Id of the new product') }), 'Created'),
          ...oa.bodyRefusals(),
        },
      },
    },
    async (request, reply) => {
      requirePermission(request, MANAGE);
      const productId = await createProduct(prisma, request.body);
      return reply.status(201).send({ productId });
    },
  );

  api.get<{ Params: { id: string } }>(
    '/admin/products/:id',
    {
      schema: {
        ...admin,
        summary: 'A product for the editor: Polish texts, and the English ones in the …En fields',
        security: oa.security.read,
        params: oa.idParams('Product'),
        response: { 200: oa.ok(adminProductSchema, 'The product'), ...oa.signedInRefusals(404) },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      return details(request.params.id, presentAdminProduct, { drafts: true });
    },
  );

  api.put<{ Params: { id: string } }>(
    '/admin/products/:id',
    {
      schema: {
        ...admin,
        summary: 'Edit a product in both languages (the …En fields: English); only the fields sent change',
        security: oa.security.write,
        params: oa.idParams('Product'),
        body: updateProductSchema.partial(),
        response: {
          200: oa.ok(adminProductSchema, 'The product as saved'),
          ...oa.bodyRefusals(404, publishRefused),
        },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      await updateProduct(deps, request.params.id, request.body ?? {});
      return details(request.params.id, presentAdminProduct, { drafts: true });
    },
  );

  deleteRoute<{ id: string }>(api, '/admin/products/:id', {
    ...admin,
    summary: 'Delete a product with its pictures and video',
    params: oa.idParams('Product'),
    permission: MANAGE,
    remove: ({ id }) => deleteProduct(deps, id),
  });
}
