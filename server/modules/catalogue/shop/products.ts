import { z } from 'zod';
import { Prisma, type PrismaClient } from '../../../generated/prisma/client.ts';
import { countUpTo, EXACT_COUNT_UP_TO, type CappedCount } from '../../../platform/db/capped-count.ts';
import { brokenRule, notFound } from '../../../platform/errors.ts';
import { numberedPage, type NumberedPage, type PageRequest } from '../../../platform/http/numbered-page.ts';
import {
  enumOf,
  httpUrl,
  isUuid,
  issue,
  optionalText,
  parseInput,
  parsePartial,
  plainText,
  requiredText,
  richText,
  vatRate,
} from '../../../platform/validation.ts';
import {
  deleteStoredFiles,
  deleteStoredObjects,
  discardUpload,
  saveFile,
  type IncomingFile,
} from '../../content/files/service.ts';
import { hasText, missingEnglish } from '../../../platform/language.ts';
import { priceAllowed, recordPriceChange } from '../pricing/service.ts';
import {
  DEFAULT_VARIANT_NAME,
  IMAGE_ORDER,
  NEWEST_FIRST,
  PRODUCT_CATEGORIES,
  PRODUCT_KINDS,
  PRODUCT_VIDEO,
  VARIANT_ORDER,
  lockProduct,
  lowestPriceGross,
  totalStock,
  type AdminProductSortField,
  type ProductCategory,
  type ProductKind,
  type ShopDeps,
  type SortDirection,
  fileUrl,
} from './rules.ts';
import { containsText, ilikePattern } from '../../../platform/db/text-search.ts';

/** Products: their validation, the listings (shared by GraphQL and REST), create, edit, delete. */

// ───────────────────────────── Validation ─────────────────────────────

export const createProductSchema = z.object({
  name: requiredText(255),
  /** Optional at creation: an empty English name shows the Polish one. */
  nameEn: plainText(255).optional(),
  category: enumOf(PRODUCT_CATEGORIES),
});

export const DRONE_SPEC_FIELDS = [
  'aircraftType',
  'droneClass',
  'startingMass',
  'maximumStartingMass',
  'flightTime',
  'preparationTime',
  'cameraParams',
  'compatibleSensors',
  'additionalSensors',
  'sizeExtended',
  'sizeFolded',
  'sizeTransportCase',
  'workTemperature',
  'normIP',
  'specialFeatures',
  'packageDescription',
  'suggestedCertification',
] as const;
export type DroneSpecField = (typeof DRONE_SPEC_FIELDS)[number];
/** The English value of a specification field is kept beside it, in `<field>En`. */
export type DroneSpecFieldEn = `${DroneSpecField}En`;
export const englishOf = <F extends string>(field: F) => `${field}En` as const;
const LONG_SPEC_FIELDS: readonly DroneSpecField[] = ['specialFeatures', 'packageDescription'];

/** Every specification value in Polish and English, with the same limits in both languages. */
const droneSpecSchema = z.object(
  Object.fromEntries(
    DRONE_SPEC_FIELDS.flatMap((field) => {
      const limit = LONG_SPEC_FIELDS.includes(field) ? 1000 : 255;
      return [
        [field, optionalText(limit)],
        [englishOf(field), optionalText(limit)],
      ];
    }),
  ) as Record<DroneSpecField | DroneSpecFieldEn, ReturnType<typeof optionalText>>,
);

export const updateProductSchema = z.object({
  name: requiredText(255),
  shortDescription: plainText(500),
  description: richText(2000),
  nameEn: plainText(255),
  shortDescriptionEn: plainText(500),
  descriptionEn: richText(2000).transform((html) => (hasText(html) ? html : '')),
  videoUrl: httpUrl(),
  removeVideo: z.boolean(issue('invalid_value')).nullable(),
  category: enumOf(PRODUCT_CATEGORIES),
  kind: enumOf(PRODUCT_KINDS).nullable(),
  vatRate: vatRate(),
  droneSpecification: droneSpecSchema.partial().nullable(),
  /** True publishes a draft (after `assertPublishable`); false takes the product back to a draft. */
  published: z.boolean(issue('invalid_value')),
  /** Marked free: its variants may be priced at zero (see `priceAllowed`). */
  freeFlg: z.boolean(issue('invalid_value')),
});

// ───────────────────────────── Translations ─────────────────────────────

/** What a product's English translation lacks, for the admin's "missing EN" marks. */
export interface ProductTexts {
  name: string;
  nameEn: string;
  shortDescription: string;
  shortDescriptionEn: string;
  description: string;
  descriptionEn: string;
  variants: readonly { name: string; nameEn: string }[];
  droneSpec: (Record<DroneSpecField, string | null> & Record<DroneSpecFieldEn, string | null>) | null;
}

/**
 * The texts filled in Polish but not in English: `name`, `shortDescription`, `description`,
 * `variants` (any variant's name) and `droneSpecification.<field>` per specification value.
 */
export function missingEnglishTexts(product: ProductTexts): string[] {
  const missing = (['name', 'shortDescription', 'description'] as const).filter((field) =>
    missingEnglish(product[field], product[englishOf(field)]),
  ) as string[];
  if (product.variants.some((variant) => missingEnglish(variant.name, variant.nameEn))) missing.push('variants');
  const spec = product.droneSpec;
  if (spec) {
    for (const field of DRONE_SPEC_FIELDS) {
      if (missingEnglish(spec[field], spec[englishOf(field)])) missing.push(`droneSpecification.${field}`);
    }
  }
  return missing;
}

/** What `missingEnglishTexts` reads, for a Prisma select. */
export const productTextsSelect = {
  name: true,
  nameEn: true,
  shortDescription: true,
  shortDescriptionEn: true,
  description: true,
  descriptionEn: true,
  variants: { select: { name: true, nameEn: true } },
  droneSpec: true,
} satisfies Prisma.ProductSelect;

// ───────────────────────────── Listing (shared by GraphQL and REST) ─────────────────────────────

export interface ProductFilter {
  categories?: readonly ProductCategory[] | null;
  kind?: ProductKind | null;
}

/** Public shop listing: every published product, optionally in some categories (any of them) and of a kind. */
export function productWhere(filter: ProductFilter): Prisma.ProductWhereInput {
  return { published: true, ...productFilterWhere(filter) };
}

function productFilterWhere({ categories, kind }: ProductFilter): Prisma.ProductWhereInput {
  return {
    ...(categories && categories.length > 0 ? { category: { in: [...categories] } } : {}),
    ...(kind ? { kind } : {}),
  };
}

export interface AdminProductFilter {
  search?: string | null;
  categories?: readonly ProductCategory[] | null;
}

/** Admin search (drafts included): the name in either language. */
export function adminProductWhere({ search, categories }: AdminProductFilter): Prisma.ProductWhereInput {
  const text = search?.trim();
  return {
    ...productFilterWhere({ categories }),
    ...(text
      ? {
          OR: [{ name: containsText(text) }, { nameEn: containsText(text) }],
        }
      : {}),
  };
}

/**
 * The same WHERE in SQL over `"Product"` (unqualified: the connection's search_path), for the
 * capped count (`countUpTo` needs SQL for the planner's estimate). The search matches as in
 * `adminProductWhere` (platform/db/text-search.ts). Kept next to
 * `adminProductWhere`: the shop's tests compare the two.
 */
export function adminProductSqlWhere({ search, categories }: AdminProductFilter): Prisma.Sql {
  const and: Prisma.Sql[] = [];
  if (categories && categories.length > 0) {
    and.push(Prisma.sql`"category" IN (${Prisma.join(categories.map((c) => Prisma.sql`${c}::"ProductCategory"`))})`);
  }
  const text = search?.trim();
  if (text) and.push(Prisma.sql`("name" ILIKE ${ilikePattern(text)} OR "nameEn" ILIKE ${ilikePattern(text)})`);
  return and.length ? Prisma.join(and, ' AND ') : Prisma.sql`TRUE`;
}

/** How many products match the admin filter: exact up to EXACT_COUNT_UP_TO, else the planner's estimate. */
export const countAdminProducts = (prisma: PrismaClient, filter: AdminProductFilter, upTo = EXACT_COUNT_UP_TO) =>
  countUpTo(prisma, 'Product', adminProductSqlWhere(filter), upTo);

/** Admin table order; the id breaks ties so pages never overlap or skip rows. */
export function adminProductOrder(
  sortBy: AdminProductSortField | null | undefined,
  direction: SortDirection | null | undefined,
): Prisma.ProductOrderByWithRelationInput[] {
  const dir = direction === 'ASC' ? 'asc' : 'desc';
  const field = ({ NAME: 'name', CREATED_AT: 'createdAt', CATEGORY: 'category' } as const)[sortBy ?? 'CREATED_AT'];
  return [{ [field]: dir }, { id: dir }];
}

export const productDetailsInclude = {
  variants: { orderBy: VARIANT_ORDER },
  images: { orderBy: IMAGE_ORDER },
  droneSpec: true,
} satisfies Prisma.ProductInclude;
export type ProductDetails = Prisma.ProductGetPayload<{ include: typeof productDetailsInclude }>;

/** A numbered page of products, counted beside the page: exactly, or by `count` (the admin list's capped count). */
export async function listProductPage(
  prisma: PrismaClient,
  where: Prisma.ProductWhereInput,
  orderBy: Prisma.ProductOrderByWithRelationInput[],
  pageRequest: PageRequest,
  count: () => Promise<CappedCount> = async () => ({ count: await prisma.product.count({ where }), exact: true }),
): Promise<NumberedPage<ProductDetails> & { totalExact: boolean }> {
  return numberedPage(
    pageRequest,
    (window) => prisma.product.findMany({ where, orderBy, ...window, include: productDetailsInclude }),
    count,
  );
}

/** One product; drafts only with `drafts` (the admin's editor and preview), else NOT_FOUND. */
export async function getProduct(prisma: PrismaClient, id: string, { drafts = false } = {}): Promise<ProductDetails> {
  const product = isUuid(id)
    ? await prisma.product.findUnique({
        where: { id, ...(drafts ? {} : { published: true }) },
        include: productDetailsInclude,
      })
    : null;
  if (!product) throw notFound('Product');
  return product;
}

// ───────────────────────────── Products ─────────────────────────────

/**
 * A new product starts as a draft (unpublished: only admins see it) with its one default
 * variant ("Standard" in both languages, price 0, stock 0) and that first price.
 */
export async function createProduct(prisma: PrismaClient, input: unknown): Promise<string> {
  const data = parseInput(createProductSchema, input);
  return prisma.$transaction(async (tx) => {
    const product = await tx.product.create({
      data: {
        ...data,
        published: false,
        variants: {
          create: { name: DEFAULT_VARIANT_NAME, nameEn: DEFAULT_VARIANT_NAME, priceGross: 0, stock: 0, sortOrder: 0 },
        },
      },
      include: { variants: true },
    });
    await recordPriceChange(tx, { productVariantId: product.variants[0]!.id }, 0);
    return product.id;
  });
}

/**
 * Edits a product. Rich text is sanitized and limited by visible length; the drone
 * specification is created or updated (null removes it). The video is an external http(s)
 * link, an uploaded .mp4 (stored as a public file whose URL becomes `videoUrl`), or removed.
 */
export async function updateProduct(
  deps: ShopDeps,
  id: string,
  input: unknown,
  video?: IncomingFile | null,
): Promise<void> {
  const current = isUuid(id) ? await deps.prisma.product.findUnique({ where: { id } }) : null;
  if (!current) {
    discardUpload(video);
    throw notFound('Product');
  }
  const raw = { ...(input as Record<string, unknown>) };
  // The form may send back the uploaded video's own URL unchanged: that is no change.
  if (raw.videoUrl !== undefined && raw.videoUrl === current.videoUrl) delete raw.videoUrl;
  let data: ReturnType<typeof parsePartial<typeof updateProductSchema>>;
  try {
    data = parsePartial(updateProductSchema, raw);
  } catch (error) {
    discardUpload(video);
    throw error;
  }
  const { droneSpecification, removeVideo, videoUrl, ...fields } = data;
  const free = data.freeFlg ?? current.freeFlg;
  if (data.published && !current.published) {
    await assertPublishable(deps.prisma, id, { description: data.description, free });
  } else if (!free && current.freeFlg && (data.published ?? current.published)) {
    // No longer free while published: a variant still at zero would be sold for nothing.
    const zero = await deps.prisma.productVariant.count({ where: { productId: id, priceGross: 0 } });
    if (zero > 0) throw brokenRule('ZERO_PRICE_NOT_FREE');
  }

  const changes: Prisma.ProductUncheckedUpdateInput = { ...fields };
  let uploaded: { id: string; key: string } | null = null;
  if (video) {
    uploaded = await saveFile(deps, video, { kind: 'video', purpose: PRODUCT_VIDEO, ownerId: null, isPublic: true });
    changes.videoFileId = uploaded.id;
    changes.videoUrl = fileUrl(uploaded.id);
  } else if (videoUrl !== undefined) {
    changes.videoFileId = null;
    changes.videoUrl = videoUrl;
  } else if (removeVideo) {
    changes.videoFileId = null;
    changes.videoUrl = null;
  }
  let removedKeys: string[];
  try {
    removedKeys = await deps.prisma.$transaction(async (tx) => {
      await lockProduct(tx, id);
      const before = await tx.product.findUniqueOrThrow({ where: { id }, select: { videoFileId: true } });
      await tx.product.update({ where: { id }, data: changes });
      if (droneSpecification === null) {
        await tx.droneSpecification.deleteMany({ where: { productId: id } });
      } else if (droneSpecification) {
        await tx.droneSpecification.upsert({
          where: { productId: id },
          create: { productId: id, ...droneSpecification },
          update: droneSpecification,
        });
      }
      // A replaced or removed uploaded video goes with its file.
      if (!before.videoFileId || !('videoFileId' in changes) || changes.videoFileId === before.videoFileId) return [];
      const old = await tx.storedFile.findUnique({ where: { id: before.videoFileId } });
      if (!old) return [];
      await tx.storedFile.delete({ where: { id: old.id } });
      return [old.key];
    });
  } catch (error) {
    if (uploaded) await deleteStoredFiles(deps, [uploaded.id]);
    throw error;
  }
  await deleteStoredObjects(deps.storage, removedKeys);
}

/**
 * What publishing a product needs (BUSINESS_RULE otherwise, checked in this order): the
 * description in Polish, a picture, and a price above zero on every variant, or zero allowed
 * when the product is marked free (then shown as "Free"). `changes` are the values being saved
 * with the publishing, which count over the stored ones.
 */
export async function assertPublishable(
  prisma: PrismaClient,
  id: string,
  changes: { description?: string; free?: boolean } = {},
): Promise<void> {
  const product = await prisma.product.findUniqueOrThrow({
    where: { id },
    select: {
      description: true,
      freeFlg: true,
      variants: { select: { priceGross: true } },
      _count: { select: { images: true } },
    },
  });
  const free = changes.free ?? product.freeFlg;
  if (!hasText(changes.description ?? product.description)) throw brokenRule('PUBLISH_NEEDS_DESCRIPTION');
  if (product._count.images === 0) throw brokenRule('PUBLISH_NEEDS_PICTURE');
  if (product.variants.length === 0 || product.variants.some((v) => !priceAllowed(v.priceGross, free))) {
    throw brokenRule('PUBLISH_NEEDS_PRICE');
  }
}

/** Deletes a product with its variants, gallery, specification and coupons, and its files. */
export async function deleteProduct(deps: ShopDeps, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound('Product');
  const keys = await deps.prisma.$transaction(async (tx) => {
    await lockProduct(tx, id);
    const product = await tx.product.findUniqueOrThrow({
      where: { id },
      select: { videoFileId: true, images: { select: { file: { select: { id: true, key: true } } } } },
    });
    const files = product.images.map((image) => image.file);
    if (product.videoFileId) {
      const video = await tx.storedFile.findUnique({ where: { id: product.videoFileId } });
      if (video) files.push(video);
    }
    await tx.product.delete({ where: { id } });
    await tx.storedFile.deleteMany({ where: { id: { in: files.map((f) => f.id) } } });
    return files.map((f) => f.key);
  });
  await deleteStoredObjects(deps.storage, keys);
  return id;
}

// ───────────────────────────── Readers for search engines (server/modules/content/seo) ─────────────────────────────

/** What the SEO module shows of a published product in `language` (English falls back to Polish); null when none. */
export async function productForSeo(
  prisma: PrismaClient,
  id: string,
  language: 'PL' | 'EN',
): Promise<{
  id: string;
  name: string;
  /** Plain text (the short description), else the rich description (HTML). */
  description: string;
  imageFileIds: string[];
  lowestPriceGross: number;
  inStock: boolean;
  updatedAt: Date;
} | null> {
  if (!isUuid(id)) return null;
  const product = await prisma.product.findFirst({
    where: { id, published: true },
    include: { variants: { orderBy: VARIANT_ORDER }, images: { orderBy: IMAGE_ORDER } },
  });
  if (!product) return null;
  const en = language === 'EN';
  const short = (en && product.shortDescriptionEn) || product.shortDescription;
  const long = (en && product.descriptionEn) || product.description;
  const main = product.images.filter((image) => image.isMain);
  return {
    id: product.id,
    name: (en && product.nameEn) || product.name,
    description: short || long,
    imageFileIds: [...main, ...product.images.filter((image) => !image.isMain)].map((image) => image.fileId),
    lowestPriceGross: lowestPriceGross(product.variants),
    inStock: totalStock(product.variants) > 0,
    updatedAt: product.updatedAt,
  };
}

/** Every published product for sitemap.xml (each has its PL and EN texts at one address). */
export function productsForSitemap(prisma: PrismaClient): Promise<{ id: string; updatedAt: Date }[]> {
  return prisma.product.findMany({
    where: { published: true },
    orderBy: NEWEST_FIRST,
    select: { id: true, updatedAt: true },
  });
}
