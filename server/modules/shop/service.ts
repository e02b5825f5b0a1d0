import { z } from 'zod';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { brokenRule, notFound } from '../../platform/errors.ts';
import {
  enumOf,
  httpUrl,
  isUuid,
  issue,
  optionalText,
  parseInput,
  parsePartial,
  plainText,
  price,
  requiredText,
  richText,
  vatRate,
  wholeNumber,
} from '../../platform/validation.ts';
import {
  deleteStoredFiles,
  deleteStoredObjects,
  discardUpload,
  saveFile,
  type FilesDeps,
  type IncomingFile,
} from '../files/service.ts';
import { recordPriceChange } from '../pricing/service.ts';

// ───────────────────────────── Constants and small rules ─────────────────────────────

export const PRODUCT_CATEGORIES = ['EQUIPMENT', 'ACCESSORY', 'GADGET', 'SOFTWARE', 'SERVICE', 'VOUCHER'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
/** Optional sub-kind for the shop menu (drones, planes, multi-rotor aircraft). */
export const PRODUCT_KINDS = ['DRONE', 'PLANE', 'MULTIROTOR'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const STOCK_STATES = ['IN_STOCK', 'LOW', 'NONE'] as const;
export type StockState = (typeof STOCK_STATES)[number];
export const ADMIN_PRODUCT_SORT_FIELDS = ['NAME', 'CREATED_AT', 'CATEGORY'] as const;
export type AdminProductSortField = (typeof ADMIN_PRODUCT_SORT_FIELDS)[number];
export type SortDirection = 'ASC' | 'DESC';
export type MoveDirection = 'UP' | 'DOWN';

export const DEFAULT_VARIANT_NAME = 'Standard';
export const MAX_STOCK = 1_000_000;
/** "Low stock" is 1..5 pieces left. */
export const LOW_STOCK_MAX = 5;
export const PRODUCT_IMAGE = 'PRODUCT_IMAGE';
export const PRODUCT_VIDEO = 'PRODUCT_VIDEO';

export function stockState(stock: number): StockState {
  if (stock <= 0) return 'NONE';
  return stock <= LOW_STOCK_MAX ? 'LOW' : 'IN_STOCK';
}

export const totalStock = (variants: readonly { stock: number }[]) => variants.reduce((sum, v) => sum + v.stock, 0);

/** The lowest gross price over a product's variants (every product has at least one). */
export const lowestPriceGross = (variants: readonly { priceGross: number }[]) =>
  variants.length === 0 ? 0 : Math.min(...variants.map((v) => v.priceGross));

/** Orderings every reader uses, so the same relation is loaded once per query. */
export const VARIANT_ORDER = [
  { sortOrder: 'asc' },
  { id: 'asc' },
] satisfies Prisma.ProductVariantOrderByWithRelationInput[];
export const IMAGE_ORDER = [
  { sortOrder: 'asc' },
  { id: 'asc' },
] satisfies Prisma.ProductImageOrderByWithRelationInput[];
export const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.ProductOrderByWithRelationInput[];

export const fileUrl = (fileId: string) => `/api/v1/files/${fileId}`;

export type ShopDeps = FilesDeps;

type Tx = Prisma.TransactionClient;

// ───────────────────────────── Validation ─────────────────────────────

export const createProductSchema = z.object({ name: requiredText(255), category: enumOf(PRODUCT_CATEGORIES) });

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
const LONG_SPEC_FIELDS: readonly DroneSpecField[] = ['specialFeatures', 'packageDescription'];

const droneSpecSchema = z.object(
  Object.fromEntries(
    DRONE_SPEC_FIELDS.map((field) => [field, optionalText(LONG_SPEC_FIELDS.includes(field) ? 1000 : 255)]),
  ) as Record<DroneSpecField, ReturnType<typeof optionalText>>,
);

export const updateProductSchema = z.object({
  name: requiredText(255),
  shortDescription: plainText(500),
  description: richText(2000),
  videoUrl: httpUrl(),
  removeVideo: z.boolean(issue('invalid_value')).nullable(),
  category: enumOf(PRODUCT_CATEGORIES),
  kind: enumOf(PRODUCT_KINDS).nullable(),
  vatRate: vatRate(),
  droneSpecification: droneSpecSchema.partial().nullable(),
});

const variantSchema = z.object({
  name: requiredText(255),
  priceGross: price(),
  stock: wholeNumber(0, MAX_STOCK),
});

// ───────────────────────────── Listing (shared by GraphQL and REST) ─────────────────────────────

export interface ProductFilter {
  categories?: readonly ProductCategory[] | null;
  kind?: ProductKind | null;
}

/** Public shop listing: every product, optionally in some categories (any of them) and of a kind. */
export function productWhere({ categories, kind }: ProductFilter): Prisma.ProductWhereInput {
  return {
    ...(categories && categories.length > 0 ? { category: { in: [...categories] } } : {}),
    ...(kind ? { kind } : {}),
  };
}

export interface AdminProductFilter {
  search?: string | null;
  categories?: readonly ProductCategory[] | null;
}

export function adminProductWhere({ search, categories }: AdminProductFilter): Prisma.ProductWhereInput {
  const text = search?.trim();
  return {
    ...productWhere({ categories }),
    ...(text ? { name: { contains: text, mode: 'insensitive' as const } } : {}),
  };
}

/** Admin table order; the id breaks ties so pages never overlap or skip rows. */
export function adminProductOrder(
  sortBy: AdminProductSortField | null | undefined,
  direction: SortDirection | null | undefined,
): Prisma.ProductOrderByWithRelationInput[] {
  const dir = direction === 'ASC' ? 'asc' : 'desc';
  const field = ({ NAME: 'name', CREATED_AT: 'createdAt', CATEGORY: 'category' } as const)[sortBy ?? 'CREATED_AT'];
  return [{ [field]: dir }, { id: dir }];
}

/** A page of the page-numbered REST lists (page counted from 0). */
export interface PageRequest {
  page: number;
  size: number;
}

export const productDetailsInclude = {
  variants: { orderBy: VARIANT_ORDER },
  images: { orderBy: IMAGE_ORDER },
  droneSpec: true,
} satisfies Prisma.ProductInclude;
export type ProductDetails = Prisma.ProductGetPayload<{ include: typeof productDetailsInclude }>;

export async function listProductPage(
  prisma: PrismaClient,
  where: Prisma.ProductWhereInput,
  orderBy: Prisma.ProductOrderByWithRelationInput[],
  { page, size }: PageRequest,
): Promise<{ items: ProductDetails[]; total: number }> {
  const [items, total] = await Promise.all([
    prisma.product.findMany({ where, orderBy, skip: page * size, take: size, include: productDetailsInclude }),
    prisma.product.count({ where }),
  ]);
  return { items, total };
}

export async function getProduct(prisma: PrismaClient, id: string): Promise<ProductDetails> {
  const product = isUuid(id)
    ? await prisma.product.findUnique({ where: { id }, include: productDetailsInclude })
    : null;
  if (!product) throw notFound('Product');
  return product;
}

// ───────────────────────────── Products ─────────────────────────────

/** Locks the product row for the rest of the transaction (variants, gallery order). */
async function lockProduct(tx: Tx, id: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Product" WHERE "id" = ${id}::uuid FOR UPDATE`;
  if (rows.length === 0) throw notFound('Product');
}

/** A new product with its one default variant ("Standard", price 0, stock 0) and that first price. */
export async function createProduct(prisma: PrismaClient, input: unknown): Promise<string> {
  const data = parseInput(createProductSchema, input);
  return prisma.$transaction(async (tx) => {
    const product = await tx.product.create({
      data: {
        ...data,
        variants: { create: { name: DEFAULT_VARIANT_NAME, priceGross: 0, stock: 0, sortOrder: 0 } },
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

// ───────────────────────────── Variants ─────────────────────────────

/**
 * Creates (no id) or updates a variant. Its price is recorded for the Omnibus rule in the same
 * transaction when the variant is created or its price changes. Returns the product id.
 */
export async function saveProductVariant(
  prisma: PrismaClient,
  input: { id?: string | null; productId: string; name?: unknown; priceGross?: unknown; stock?: unknown },
): Promise<string> {
  const data = parseInput(variantSchema, input);
  const { id, productId } = input;
  if (!isUuid(productId) || (id != null && !isUuid(id))) throw notFound(id ? 'Product variant' : 'Product');
  await prisma.$transaction(async (tx) => {
    await lockProduct(tx, productId);
    if (id) {
      const variant = await tx.productVariant.findUnique({ where: { id } });
      if (!variant || variant.productId !== productId) throw notFound('Product variant');
      await tx.productVariant.update({ where: { id }, data });
      if (variant.priceGross !== data.priceGross) {
        await recordPriceChange(tx, { productVariantId: id }, data.priceGross);
      }
    } else {
      const last = await tx.productVariant.aggregate({ where: { productId }, _max: { sortOrder: true } });
      const created = await tx.productVariant.create({
        data: { ...data, productId, sortOrder: (last._max.sortOrder ?? -1) + 1 },
      });
      await recordPriceChange(tx, { productVariantId: created.id }, data.priceGross);
    }
    await tx.product.update({ where: { id: productId }, data: { updatedAt: new Date() } });
  });
  return productId;
}

/** Deletes a variant; a product keeps at least one (BUSINESS_RULE). Returns the product id. */
export async function deleteProductVariant(prisma: PrismaClient, id: string): Promise<string> {
  const variant = isUuid(id) ? await prisma.productVariant.findUnique({ where: { id } }) : null;
  if (!variant) throw notFound('Product variant');
  await prisma.$transaction(async (tx) => {
    await lockProduct(tx, variant.productId);
    const count = await tx.productVariant.count({ where: { productId: variant.productId } });
    if (count <= 1) throw brokenRule('PRODUCT_KEEPS_ONE_VARIANT');
    await tx.productVariant.delete({ where: { id } });
  });
  return variant.productId;
}

// ───────────────────────────── Gallery ─────────────────────────────

/** Adds a public .png/.jpg/.jpeg picture at the end of the gallery; the first one becomes main. */
export async function addProductImage(deps: ShopDeps, productId: string, file: IncomingFile): Promise<string> {
  const exists = isUuid(productId) && (await deps.prisma.product.count({ where: { id: productId } })) > 0;
  if (!exists) {
    discardUpload(file);
    throw notFound('Product');
  }
  const stored = await saveFile(deps, file, { kind: 'image', purpose: PRODUCT_IMAGE, ownerId: null, isPublic: true });
  try {
    await deps.prisma.$transaction(async (tx) => {
      await lockProduct(tx, productId);
      const images = await tx.productImage.findMany({
        where: { productId },
        select: { sortOrder: true, isMain: true },
      });
      await tx.productImage.create({
        data: {
          productId,
          fileId: stored.id,
          sortOrder: Math.max(-1, ...images.map((i) => i.sortOrder)) + 1,
          isMain: !images.some((i) => i.isMain),
        },
      });
    });
  } catch (error) {
    await deleteStoredFiles(deps, [stored.id]);
    throw error;
  }
  return productId;
}

async function findImage(prisma: PrismaClient | Tx, imageId: string) {
  const image = isUuid(imageId) ? await prisma.productImage.findUnique({ where: { id: imageId } }) : null;
  if (!image) throw notFound('Product image');
  return image;
}

/** Makes one picture the main one; every other picture of the product stops being main. */
export async function setMainProductImage(prisma: PrismaClient, imageId: string): Promise<string> {
  const { productId } = await findImage(prisma, imageId);
  await prisma.$transaction(async (tx) => {
    await lockProduct(tx, productId);
    await findImage(tx, imageId);
    await tx.productImage.updateMany({ where: { productId, isMain: true }, data: { isMain: false } });
    await tx.productImage.update({ where: { id: imageId }, data: { isMain: true } });
  });
  return productId;
}

/** Swaps a picture with its neighbour (UP: towards the start); at either end nothing moves. */
export async function moveProductImage(
  prisma: PrismaClient,
  imageId: string,
  direction: MoveDirection,
): Promise<string> {
  const { productId } = await findImage(prisma, imageId);
  await prisma.$transaction(async (tx) => {
    await lockProduct(tx, productId);
    const images = await tx.productImage.findMany({ where: { productId }, orderBy: IMAGE_ORDER, select: { id: true } });
    const index = images.findIndex((i) => i.id === imageId);
    if (index < 0) throw notFound('Product image');
    const target = direction === 'UP' ? index - 1 : index + 1;
    if (target < 0 || target >= images.length) return;
    [images[index], images[target]] = [images[target]!, images[index]!];
    // Renumbered 0..n-1, so equal or sparse sort orders cannot make a move a no-op.
    for (const [sortOrder, image] of images.entries()) {
      await tx.productImage.update({ where: { id: image.id }, data: { sortOrder } });
    }
  });
  return productId;
}

/** Deletes a picture and its file; when it was the main one, the first remaining becomes main. */
export async function deleteProductImage(deps: ShopDeps, imageId: string): Promise<string> {
  const { productId } = await findImage(deps.prisma, imageId);
  const key = await deps.prisma.$transaction(async (tx) => {
    await lockProduct(tx, productId);
    const image = await findImage(tx, imageId);
    // The gallery row goes with its file (cascade).
    const file = await tx.storedFile.delete({ where: { id: image.fileId } });
    if (image.isMain) {
      const next = await tx.productImage.findFirst({ where: { productId }, orderBy: IMAGE_ORDER });
      if (next) await tx.productImage.update({ where: { id: next.id }, data: { isMain: true } });
    }
    return file.key;
  });
  await deleteStoredObjects(deps.storage, [key]);
  return productId;
}
