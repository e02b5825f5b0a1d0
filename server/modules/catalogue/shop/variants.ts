import { z } from 'zod';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import { brokenRule, notFound } from '../../../platform/errors.ts';
import { isUuid, parseInput, plainText, price, requiredText, wholeNumber } from '../../../platform/validation.ts';
import { recordPriceChange } from '../pricing/service.ts';
import { MAX_STOCK, lockProduct } from './rules.ts';

/** Variants of a product: where prices and stock live (every product keeps at least one). */

const variantSchema = z.object({
  name: requiredText(255),
  /** Left out: kept as it is (empty on a new variant, which then shows the Polish name). */
  nameEn: plainText(255).optional(),
  priceGross: price(),
  stock: wholeNumber(0, MAX_STOCK),
});

// ───────────────────────────── Variants ─────────────────────────────

/**
 * Creates (no id) or updates a variant. Its price is recorded for the Omnibus rule in the same
 * transaction when the variant is created or its price changes. Returns the product id.
 */
export async function saveProductVariant(
  prisma: PrismaClient,
  input: {
    id?: string | null;
    productId: string;
    name?: unknown;
    nameEn?: unknown;
    priceGross?: unknown;
    stock?: unknown;
  },
): Promise<string> {
  const { nameEn, ...rest } = parseInput(variantSchema, input);
  const data = input.nameEn === undefined ? rest : { ...rest, nameEn };
  const { id, productId } = input;
  if (!isUuid(productId) || (id != null && !isUuid(id))) throw notFound(id ? 'Product variant' : 'Product');
  await prisma.$transaction(async (tx) => {
    await lockProduct(tx, productId);
    if (data.priceGross === 0) {
      // Published, zero is a price only for a product marked free (drafts may wait at zero).
      const product = await tx.product.findUnique({
        where: { id: productId },
        select: { published: true, freeFlg: true },
      });
      if (product?.published && !product.freeFlg) throw brokenRule('ZERO_PRICE_NOT_FREE');
    }
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
