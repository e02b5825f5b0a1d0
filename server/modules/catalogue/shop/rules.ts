import type { Prisma } from '../../../generated/prisma/client.ts';
import { notFound } from '../../../platform/errors.ts';
import type { FilesDeps } from '../../content/files/service.ts';

/** The shop's constants and small rules: categories, stock states, orderings, the product lock. */

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

export type Tx = Prisma.TransactionClient;

/** Locks the product row for the rest of the transaction (variants, gallery order). */
export async function lockProduct(tx: Tx, id: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Product" WHERE "id" = ${id}::uuid FOR UPDATE`;
  if (rows.length === 0) throw notFound('Product');
}
