import { can } from '../../../auth/permissions.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../../graphql/builder.ts';
import { dateTime } from '../../../graphql/fields.ts';
import { PAGE_ARG_DESCRIPTIONS, relayPage } from '../../../graphql/connection.ts';
import { cappedCountConnection, connectionField } from '../../../graphql/connection-schema.ts';
import type { RequestContext } from '../../../graphql/context.ts';
import { rowIdOf, uuidFromAddress } from '../../../graphql/ids.ts';
import { SortDirectionEnum } from '../../../graphql/sorting.ts';
import { filesDeps, incomingFile } from '../../../graphql/uploads.ts';
import { inLanguage } from '../../../platform/language.ts';
import { LanguageEnum } from '../../accounts/account/graphql.ts';
import { PictureRef } from '../../content/files/graphql.ts';
import {
  ADMIN_PRODUCT_SORT_FIELDS,
  DRONE_SPEC_FIELDS,
  englishOf,
  missingEnglishTexts,
  productTextsSelect,
  IMAGE_ORDER,
  NEWEST_FIRST,
  PRODUCT_CATEGORIES,
  PRODUCT_KINDS,
  STOCK_STATES,
  VARIANT_ORDER,
  addProductImage,
  adminProductOrder,
  adminProductWhere,
  countAdminProducts,
  createProduct,
  deleteProduct,
  deleteProductImage,
  deleteProductVariant,
  lowestPriceGross,
  moveProductImage,
  productWhere,
  saveProductVariant,
  setMainProductImage,
  stockState,
  totalStock,
  updateProduct,
  type ProductKind,
} from './service.ts';

const ADMIN = { permission: 'manage:catalogue:any' } as const;

export const ProductCategoryEnum = builder.enumType('ProductCategory', {
  description: 'The shop’s product categories.',
  values: {
    EQUIPMENT: { description: 'Equipment.' },
    ACCESSORY: { description: 'Accessories.' },
    GADGET: { description: 'Gadgets.' },
    SOFTWARE: { description: 'Software.' },
    SERVICE: { description: 'Services.' },
    VOUCHER: { description: 'Vouchers.' },
  } as const satisfies Record<(typeof PRODUCT_CATEGORIES)[number], { description: string }>,
});
export const ProductKindEnum = builder.enumType('ProductKind', {
  description: 'A sub-kind of product for the shop menu’s shortcuts.',
  values: {
    DRONE: { description: 'Drones.' },
    PLANE: { description: 'Planes.' },
    MULTIROTOR: { description: 'Multi-rotor aircraft.' },
  } as const satisfies Record<ProductKind, { description: string }>,
});
export const StockStateEnum = builder.enumType('StockState', {
  description: 'How much is in stock, as the shop shows it.',
  values: {
    IN_STOCK: { description: 'In stock (more than 5 pieces).' },
    LOW: { description: 'Low stock: 1 to 5 pieces.' },
    NONE: { description: 'Out of stock.' },
  } as const satisfies Record<(typeof STOCK_STATES)[number], { description: string }>,
});
export const MoveDirectionEnum = builder.enumType('MoveDirection', {
  description: 'Which way an item moves in an ordered list.',
  values: {
    UP: { description: 'One place earlier.' },
    DOWN: { description: 'One place later.' },
  } as const,
});
const AdminProductSortFieldEnum = builder.enumType('AdminProductSortField', {
  description: 'What the admin list of products is sorted by.',
  values: {
    NAME: { description: 'The Polish name.' },
    CREATED_AT: { description: 'When it was created.' },
    CATEGORY: { description: 'The category.' },
  } as const satisfies Record<(typeof ADMIN_PRODUCT_SORT_FIELDS)[number], { description: string }>,
});

const isKind = (value: string | null): value is ProductKind =>
  value !== null && (PRODUCT_KINDS as readonly string[]).includes(value);

// ───────────────────────────── Texts in two languages ─────────────────────────────

/**
 * Product, variant, specification and shipping texts are kept in Polish with an English
 * translation beside them. A text field takes `language` (default PL, as the course catalogue's
 * `language`) and answers the English text when asked for it and filled, else the Polish one.
 * The `…En` fields give the English text as stored (empty: not translated) for the admin editor.
 */
export const LANGUAGE_ARG_DESCRIPTION = 'PL (default) or EN; an English text not filled in falls back to Polish.';

// ───────────────────────────── Types ─────────────────────────────

/** What each drone specification field holds (free text, as the seller writes it). */
const DRONE_SPEC_LABELS: Record<(typeof DRONE_SPEC_FIELDS)[number], string> = {
  aircraftType: 'Aircraft type',
  droneClass: 'Drone class (e.g. C1)',
  startingMass: 'Take-off mass',
  maximumStartingMass: 'Maximum take-off mass',
  flightTime: 'Flight time',
  preparationTime: 'Preparation time',
  cameraParams: 'Camera parameters',
  compatibleSensors: 'Compatible sensors',
  additionalSensors: 'Additional sensors',
  sizeExtended: 'Size unfolded',
  sizeFolded: 'Size folded',
  sizeTransportCase: 'Transport case size',
  workTemperature: 'Operating temperature',
  normIP: 'IP rating',
  specialFeatures: 'Special features',
  packageDescription: 'Package contents',
  suggestedCertification: 'Suggested certification',
};
/** The longest value of a specification field (the others take 255 characters). */
const SPEC_MAX: Partial<Record<(typeof DRONE_SPEC_FIELDS)[number], number>> = {
  specialFeatures: 1000,
  packageDescription: 1000,
};

const DroneSpecificationRef = builder.prismaObject('DroneSpecification', {
  description: 'A drone’s specification: each value in `language`, and its stored English text in `<field>En`.',
  fields: (t) => ({
    ...(Object.fromEntries(
      DRONE_SPEC_FIELDS.map((field) => [
        field,
        t.string({
          nullable: true,
          description: `${DRONE_SPEC_LABELS[field]} (free text); null: not given.`,
          args: { language: t.arg({ type: LanguageEnum, description: LANGUAGE_ARG_DESCRIPTION }) },
          resolve: (spec, { language }) => inLanguage(language, spec[field], spec[englishOf(field)]),
        }),
      ]),
    ) as { [K in (typeof DRONE_SPEC_FIELDS)[number]]: ReturnType<typeof t.string> }),
    ...(Object.fromEntries(
      DRONE_SPEC_FIELDS.map((field) => [
        englishOf(field),
        t.exposeString(englishOf(field), {
          nullable: true,
          description: `${DRONE_SPEC_LABELS[field]} in English as stored; null or empty: not translated.`,
        }),
      ]),
    ) as { [K in (typeof DRONE_SPEC_FIELDS)[number] as `${K}En`]: ReturnType<typeof t.exposeString> }),
  }),
});

export const ProductImageRef = builder.prismaNode('ProductImage', {
  id: { field: 'id' },
  description: 'A picture of a product’s gallery.',
  fields: (t) => ({
    picture: t.relation('file', { type: PictureRef, description: 'The picture with its renditions.' }),
    isMain: t.exposeBoolean('isMain', { description: 'The product’s main picture (exactly one is).' }),
    sortOrder: t.exposeInt('sortOrder', { description: 'Its place in the gallery (ascending).' }),
  }),
});

export const ProductVariantRef = builder.prismaNode('ProductVariant', {
  id: { field: 'id' },
  description: 'A variant of a product with its price and stock: what is bought.',
  fields: (t) => ({
    name: t.string({
      description: 'Its name in the language asked for.',
      args: { language: t.arg({ type: LanguageEnum, description: LANGUAGE_ARG_DESCRIPTION }) },
      select: { name: true, nameEn: true },
      resolve: (variant, { language }) => inLanguage(language, variant.name, variant.nameEn),
    }),
    nameEn: t.exposeString('nameEn', { description: 'The English name as stored; empty: not translated.' }),
    priceGross: t.exposeInt('priceGross', { description: 'Gross price (VAT included), grosze.' }),
    stock: t.exposeInt('stock', { description: 'Pieces in stock.' }),
    stockState: t.field({
      type: StockStateEnum,
      description: 'The stock as the shop shows it.',
      resolve: (variant) => stockState(variant.stock),
    }),
    omnibusLowestPriceGross: t.int({
      nullable: true,
      description: 'Set only when the current price is a reduction: the lowest price of the 30 days before it.',
      resolve: (variant, _args, ctx) => ctx.loaders.productOmnibus.load(variant.id),
    }),
  }),
});

/** Price and stock summaries read the variants in the same order as `variants`, so one load serves all. */
const variantSummary = { variants: { orderBy: VARIANT_ORDER, select: { priceGross: true, stock: true } } } as const;

export const ProductRef = builder.prismaNode('Product', {
  id: { field: 'id' },
  description:
    'A product of the shop, sold through its variants. Published products are readable by anyone, drafts by ' +
    'catalogue managers only.',
  fields: (t) => ({
    name: t.string({
      description: 'Its name in the language asked for.',
      args: { language: t.arg({ type: LanguageEnum, description: LANGUAGE_ARG_DESCRIPTION }) },
      select: { name: true, nameEn: true },
      resolve: (product, { language }) => inLanguage(language, product.name, product.nameEn),
    }),
    shortDescription: t.string({
      description: 'Its plain-text lead in the language asked for.',
      args: { language: t.arg({ type: LanguageEnum, description: LANGUAGE_ARG_DESCRIPTION }) },
      select: { shortDescription: true, shortDescriptionEn: true },
      resolve: (product, { language }) => inLanguage(language, product.shortDescription, product.shortDescriptionEn),
    }),
    description: t.string({
      description: 'Sanitized HTML.',
      args: { language: t.arg({ type: LanguageEnum, description: LANGUAGE_ARG_DESCRIPTION }) },
      select: { description: true, descriptionEn: true },
      resolve: (product, { language }) => inLanguage(language, product.description, product.descriptionEn),
    }),
    nameEn: t.exposeString('nameEn', { description: 'The English name as stored; empty: not translated.' }),
    shortDescriptionEn: t.exposeString('shortDescriptionEn', { description: 'Empty: not translated.' }),
    descriptionEn: t.exposeString('descriptionEn', { description: 'Sanitized HTML; empty: not translated.' }),
    missingEnglish: t.stringList({
      description:
        'Texts filled in Polish but not in English (the admin’s marks): name, shortDescription, description, ' +
        'variants (a variant’s name), droneSpecification.<field>.',
      select: { ...productTextsSelect, variants: { ...productTextsSelect.variants, orderBy: VARIANT_ORDER } },
      resolve: (product) => missingEnglishTexts(product),
    }),
    videoUrl: t.exposeString('videoUrl', {
      nullable: true,
      description: "An external link, or the uploaded .mp4's /api/v1/files/<uuid>.",
    }),
    category: t.expose('category', { type: ProductCategoryEnum, description: 'Its category.' }),
    published: t.exposeBoolean('published', {
      description: 'False: a draft only admins see (new products start so).',
    }),
    freeFlg: t.exposeBoolean('freeFlg', {
      description:
        'Marked free: its variants may be priced at zero (shown as "Free"); otherwise prices are above zero.',
    }),
    kind: t.field({
      type: ProductKindEnum,
      nullable: true,
      description: 'Its sub-kind for the menu’s shortcuts; null: none.',
      select: { kind: true },
      resolve: (product) => (isKind(product.kind) ? product.kind : null),
    }),
    vatRate: t.exposeInt('vatRate', { description: 'VAT rate of its prices, percent (0, 5, 8 or 23).' }),
    lowestPriceGross: t.int({
      description: 'The lowest variant price, grosze.',
      select: variantSummary,
      resolve: (product) => lowestPriceGross(product.variants),
    }),
    stock: t.int({
      description: 'Pieces in stock over all variants.',
      select: variantSummary,
      resolve: (product) => totalStock(product.variants),
    }),
    stockState: t.field({
      type: StockStateEnum,
      description: 'The total stock as the shop shows it.',
      select: variantSummary,
      resolve: (product) => stockState(totalStock(product.variants)),
    }),
    mainImage: t.field({
      type: PictureRef,
      nullable: true,
      description: 'The main picture; null: no pictures.',
      select: (_args, _ctx, nestedSelection) => ({
        images: { orderBy: IMAGE_ORDER, select: { isMain: true, file: nestedSelection(true) } },
      }),
      resolve: (product) => product.images.find((image) => image.isMain)?.file ?? null,
    }),
    images: t.relation('images', { query: { orderBy: IMAGE_ORDER }, description: 'The gallery, in order.' }),
    variants: t.relation('variants', {
      query: { orderBy: VARIANT_ORDER },
      description: 'Its variants (at least one), with prices and stock.',
    }),
    droneSpecification: t.field({
      type: DroneSpecificationRef,
      nullable: true,
      description: 'Null when the product has no (filled) drone specification.',
      select: { droneSpec: true },
      resolve: (product) =>
        product.droneSpec && DRONE_SPEC_FIELDS.some((field) => product.droneSpec?.[field]) ? product.droneSpec : null,
    }),
    createdAt: t.expose('createdAt', dateTime('When it was created.')),
    updatedAt: t.expose('updatedAt', dateTime('When it was last changed.')),
  }),
});

export const ProductConnection = cappedCountConnection(ProductRef, 'ProductConnection', 'adminProducts');

// ───────────────────────────── Queries ─────────────────────────────

builder.queryField('products', (t) =>
  t.field({
    type: ProductConnection,
    description: 'The shop (anyone): every published product, newest first; optional categories (any of) and kind.',
    args: {
      first: t.arg.int({ description: PAGE_ARG_DESCRIPTIONS.first }),
      after: t.arg.string({ description: PAGE_ARG_DESCRIPTIONS.after }),
      categories: t.arg({ type: [ProductCategoryEnum], description: 'Only these categories (any of them).' }),
      kind: t.arg({ type: ProductKindEnum, description: 'Only products of this sub-kind.' }),
    },
    resolve: (_root, args, ctx, info) =>
      relayPage(ctx, info, 'Product', args, ctx.prisma.product, { where: productWhere(args), orderBy: NEWEST_FIRST }),
  }),
);

builder.queryField('product', (t) =>
  t.prismaField({
    type: 'Product',
    nullable: true,
    description:
      'A product of the shop (anyone); null when it does not exist or is a draft (admins see drafts). ' +
      'The id is the global id or the product UUID (the one in sitemap and canonical addresses).',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Product, or its UUID.' }) },
    resolve: (query, _root, { id }, ctx) => {
      const uuid = uuidFromAddress(id, 'Product');
      const drafts = can(ctx.viewer?.user.role, ADMIN.permission);
      return uuid
        ? ctx.prisma.product.findUnique({ ...query, where: { id: uuid, ...(drafts ? {} : { published: true }) } })
        : null;
    },
  }),
);

builder.queryField('adminProducts', (t) =>
  connectionField(t, {
    type: ProductConnection,
    node: 'Product',
    authScopes: ADMIN,
    description:
      'Admin table: every product, drafts included; search in the Polish or English name (case-insensitive), categories, sort (id breaks ties).',
    args: {
      search: t.arg.string({ description: 'Text found in the Polish or English name (case-insensitive).' }),
      categories: t.arg({ type: [ProductCategoryEnum], description: 'Only these categories (any of them).' }),
      sortBy: t.arg({ type: AdminProductSortFieldEnum, defaultValue: 'CREATED_AT', description: 'Sort key.' }),
      sortDirection: t.arg({ type: SortDirectionEnum, defaultValue: 'DESC', description: 'Sort order.' }),
    },
    rows: (args, ctx) => ({
      model: ctx.prisma.product,
      where: adminProductWhere(args),
      orderBy: adminProductOrder(args.sortBy, args.sortDirection),
      count: () => countAdminProducts(ctx.prisma, args),
    }),
  }),
);

// ───────────────────────────── Inputs ─────────────────────────────

const CreateProductInput = builder.inputType('CreateProductInput', {
  description: 'A new product: a draft with one variant.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Polish (required).' }),
    nameEn: t.string({ description: 'English; empty or left out: the Polish name is shown.' }),
    category: t.field({ type: ProductCategoryEnum, required: true, description: 'Its category.' }),
  }),
});

const DroneSpecificationInput = builder.inputType('DroneSpecificationInput', {
  description: 'Each value in Polish and, in `<field>En`, in English (same limits; empty: not translated).',
  fields: (t) =>
    Object.fromEntries(
      DRONE_SPEC_FIELDS.flatMap((field) => {
        const limit = `at most ${SPEC_MAX[field] ?? 255} characters`;
        return [
          [field, t.string({ description: `${DRONE_SPEC_LABELS[field]} in Polish (${limit}).` })],
          [
            englishOf(field),
            t.string({ description: `${DRONE_SPEC_LABELS[field]} in English; empty: not translated.` }),
          ],
        ];
      }),
    ) as {
      [K in (typeof DRONE_SPEC_FIELDS)[number] | `${(typeof DRONE_SPEC_FIELDS)[number]}En`]: ReturnType<
        typeof t.string
      >;
    },
});

const UpdateProductInput = builder.inputType('UpdateProductInput', {
  description: 'Every field optional but id; an explicit null clears a nullable field.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the Product.' }),
    name: t.string({ description: 'Polish name.' }),
    shortDescription: t.string({ description: 'Polish plain-text lead.' }),
    description: t.string({ description: 'Polish description: HTML, sanitized on write.' }),
    nameEn: t.string({ description: 'English texts: the same limits as the Polish ones; empty: not translated.' }),
    shortDescriptionEn: t.string({ description: 'English lead; empty: not translated.' }),
    descriptionEn: t.string({ description: 'English description (HTML, sanitized); empty: not translated.' }),
    videoUrl: t.string({ description: 'An external video link; null clears it.' }),
    video: t.field({ type: 'Upload', description: 'An .mp4 video to upload (replaces videoUrl).' }),
    removeVideo: t.boolean({ description: 'True removes the uploaded video and its file.' }),
    category: t.field({ type: ProductCategoryEnum, description: 'Its category.' }),
    kind: t.field({ type: ProductKindEnum, description: 'Its sub-kind; null clears it.' }),
    vatRate: t.int({ description: 'VAT rate, percent: 0, 5, 8 or 23.' }),
    droneSpecification: t.field({
      type: DroneSpecificationInput,
      description: 'The drone specification’s values to change.',
    }),
    freeFlg: t.boolean({
      description:
        'Marked free: zero prices are allowed (false is refused, ZERO_PRICE_NOT_FREE, while one is published).',
    }),
    published: t.boolean({
      description:
        'True publishes (refused, BUSINESS_RULE PUBLISH_NEEDS_*, without a description, picture or prices); false: a draft again.',
    }),
  }),
});

const ProductVariantInput = builder.inputType('ProductVariantInput', {
  description: 'Without id: a new variant.',
  fields: (t) => ({
    id: t.id({ description: 'Global id of the ProductVariant to update; left out: a new variant.' }),
    productId: t.id({ required: true, description: 'Global id of the Product.' }),
    name: t.string({ required: true, description: 'Polish name.' }),
    nameEn: t.string({ description: 'English name; left out: unchanged; empty: the Polish name is shown.' }),
    priceGross: t.int({ required: true, description: 'Gross price (VAT included), grosze.' }),
    stock: t.int({ required: true, description: 'Pieces in stock (0..1,000,000).' }),
  }),
});

// ───────────────────────────── Mutations (all ADMIN) ─────────────────────────────

/** A product mutation: runs the service, then loads the product with what the client selected. */
function productMutation<Args extends Record<string, unknown>>(
  run: (args: Args, ctx: RequestContext) => Promise<string>,
) {
  return async (query: object, _root: unknown, args: Args, ctx: RequestContext) => {
    const id = await run(args, ctx);
    return ctx.prisma.product.findUniqueOrThrow({ ...query, where: { id } });
  };
}

builder.mutationFields((t) => ({
  createProduct: t.prismaField({
    type: 'Product',
    authScopes: ADMIN,
    description: 'Creates a draft product (unpublished) with one variant "Standard" (price 0, stock 0).',
    args: { input: t.arg({ type: CreateProductInput, required: true, description: 'The new product.' }) },
    resolve: productMutation(({ input }, ctx) => createProduct(ctx.prisma, input)),
  }),
  updateProduct: t.prismaField({
    type: 'Product',
    authScopes: ADMIN,
    description: 'Changes a product (catalogue managers); only the fields sent change.',
    args: {
      input: t.arg({ type: UpdateProductInput, required: true, description: 'The product and the fields to change.' }),
    },
    resolve: productMutation(async ({ input }, ctx) => {
      const { id: rawId, video, ...fields } = input;
      const id = rowIdOf(rawId, 'Product');
      await updateProduct(filesDeps(ctx), id, fields, await incomingFile(video));
      return id;
    }),
  }),
  saveProductVariant: t.prismaField({
    type: 'Product',
    authScopes: ADMIN,
    description: 'Creates (no id) or updates a variant; returns its product.',
    args: { input: t.arg({ type: ProductVariantInput, required: true, description: 'The variant.' }) },
    resolve: productMutation(({ input }, ctx) =>
      saveProductVariant(ctx.prisma, {
        ...input,
        id: input.id == null ? null : rowIdOf(input.id, 'ProductVariant') || 'unknown',
        productId: rowIdOf(input.productId, 'Product'),
      }),
    ),
  }),
  deleteProductVariant: t.prismaField({
    type: 'Product',
    authScopes: ADMIN,
    description: 'Deletes a variant; returns its product. Refused (BUSINESS_RULE) for the last variant of a product.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the ProductVariant.' }) },
    resolve: productMutation(({ id }, ctx) => deleteProductVariant(ctx.prisma, rowIdOf(id, 'ProductVariant'))),
  }),
  addProductImage: t.prismaField({
    type: 'Product',
    authScopes: ADMIN,
    description: 'Adds a .png/.jpg/.jpeg picture at the end of the gallery; the first one becomes main.',
    args: {
      productId: t.arg.id({ required: true, description: 'Global id of the Product.' }),
      file: t.arg({ type: 'Upload', required: true, description: 'The picture (GraphQL multipart request).' }),
    },
    resolve: productMutation(async ({ productId, file }, ctx) =>
      addProductImage(filesDeps(ctx), rowIdOf(productId, 'Product'), (await incomingFile(file))!),
    ),
  }),
  setMainProductImage: t.prismaField({
    type: 'Product',
    authScopes: ADMIN,
    description: 'Makes a picture the product’s main one; returns the product.',
    args: { imageId: t.arg.id({ required: true, description: 'Global id of the ProductImage.' }) },
    resolve: productMutation(({ imageId }, ctx) => setMainProductImage(ctx.prisma, rowIdOf(imageId, 'ProductImage'))),
  }),
  moveProductImage: t.prismaField({
    type: 'Product',
    authScopes: ADMIN,
    description: 'Moves a picture one place in the gallery; at either end nothing moves. Returns the product.',
    args: {
      imageId: t.arg.id({ required: true, description: 'Global id of the ProductImage.' }),
      direction: t.arg({ type: MoveDirectionEnum, required: true, description: 'Which way.' }),
    },
    resolve: productMutation(({ imageId, direction }, ctx) =>
      moveProductImage(ctx.prisma, rowIdOf(imageId, 'ProductImage'), direction),
    ),
  }),
  deleteProductImage: t.prismaField({
    type: 'Product',
    authScopes: ADMIN,
    description: 'Deletes a picture and its file; when it was main, the first remaining becomes main.',
    args: { imageId: t.arg.id({ required: true, description: 'Global id of the ProductImage.' }) },
    resolve: productMutation(({ imageId }, ctx) =>
      deleteProductImage(filesDeps(ctx), rowIdOf(imageId, 'ProductImage')),
    ),
  }),
  deleteProduct: t.id({
    authScopes: ADMIN,
    description: 'Deletes a product (variants, pictures and their files, coupons); returns its id.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Product.' }) },
    resolve: async (_root, { id }, ctx) =>
      encodeGlobalID('Product', await deleteProduct(filesDeps(ctx), rowIdOf(id, 'Product'))),
  }),
}));
