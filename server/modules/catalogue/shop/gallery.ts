import type { PrismaClient } from '../../../generated/prisma/client.ts';
import { notFound } from '../../../platform/errors.ts';
import { isUuid } from '../../../platform/validation.ts';
import {
  deleteStoredFiles,
  deleteStoredObjects,
  saveAfterCheck,
  type IncomingFile,
} from '../../content/files/service.ts';
import { IMAGE_ORDER, PRODUCT_IMAGE, lockProduct, type MoveDirection, type ShopDeps, type Tx } from './rules.ts';

/** A product's gallery: ordered pictures with one main picture, stored as public files. */

// ───────────────────────────── Gallery ─────────────────────────────

/** Adds a public .png/.jpg/.jpeg picture at the end of the gallery; the first one becomes main. */
export async function addProductImage(deps: ShopDeps, productId: string, file: IncomingFile): Promise<string> {
  const { stored } = await saveAfterCheck(
    deps,
    file,
    async () => {
      const exists = isUuid(productId) && (await deps.prisma.product.count({ where: { id: productId } })) > 0;
      if (!exists) throw notFound('Product');
    },
    () => ({ kind: 'image', purpose: PRODUCT_IMAGE, ownerId: null, isPublic: true }),
  );
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
