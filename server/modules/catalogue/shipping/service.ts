import { z } from 'zod';
import type { Prisma, PrismaClient, ShippingMethod } from '../../../generated/prisma/client.ts';
import { notFound } from '../../../platform/errors.ts';
import { isUuid, parseInput, plainText, price, requiredText } from '../../../platform/validation.ts';

/**
 * Shipping methods of the shop (spec 3 Shipping method): name, description and gross price,
 * offered for material cart lines. Admins manage them; anyone reads them. The name and
 * description are Polish with an English translation beside them (`nameEn`, `descriptionEn`).
 */

export const shippingSchema = z.object({
  name: requiredText(100),
  description: plainText(500),
  /** English texts, the same limits; left out: unchanged (empty on a new method: Polish is shown). */
  nameEn: plainText(100).optional(),
  descriptionEn: plainText(500).optional(),
  priceGross: price(),
});

export const SHIPPING_ORDER = [
  { priceGross: 'asc' },
  { name: 'asc' },
  { id: 'asc' },
] satisfies Prisma.ShippingMethodOrderByWithRelationInput[];

export function listShippingMethods(prisma: PrismaClient): Promise<ShippingMethod[]> {
  return prisma.shippingMethod.findMany({ orderBy: SHIPPING_ORDER });
}

export function createShippingMethod(prisma: PrismaClient, input: unknown): Promise<ShippingMethod> {
  const data = parseInput(shippingSchema, input);
  return prisma.shippingMethod.create({ data });
}

export async function updateShippingMethod(prisma: PrismaClient, id: string, input: unknown): Promise<ShippingMethod> {
  const data = parseInput(shippingSchema, input);
  const { count } = isUuid(id) ? await prisma.shippingMethod.updateMany({ where: { id }, data }) : { count: 0 };
  if (count === 0) throw notFound('Shipping method');
  return prisma.shippingMethod.findUniqueOrThrow({ where: { id } });
}

export async function deleteShippingMethod(prisma: PrismaClient, id: string): Promise<string> {
  const { count } = isUuid(id) ? await prisma.shippingMethod.deleteMany({ where: { id } }) : { count: 0 };
  if (count === 0) throw notFound('Shipping method');
  return id;
}
