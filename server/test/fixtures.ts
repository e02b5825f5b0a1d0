import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';

/**
 * Test fixtures shared by the modules' tests: a catalogue (courses with variants, a product
 * variant) and purchases written straight with Prisma as placement leaves them (placement itself
 * is the checkout module's work and tested there), the product's stock already taken off.
 */

export interface Catalogue {
  courseId: string;
  courseVariantId: string;
  /** A course with no access limit. */
  unlimitedCourseId: string;
  unlimitedCourseVariantId: string;
  productId: string;
  productVariantId: string;
}

export async function createCatalogue(prisma: PrismaClient, stock = 10, accessMonths = 12): Promise<Catalogue> {
  const course = await prisma.course.create({
    data: {
      courseType: 'THEORETICAL',
      title: 'Kurs A2 – teoria',
      category: 'OPEN',
      visibility: 'PUBLIC',
      accessMonths,
      variants: { create: { variant: 'THEORETICAL_ONLINE', priceGross: 49_900 } },
    },
    include: { variants: true },
  });
  const unlimited = await prisma.course.create({
    data: {
      courseType: 'FULL',
      title: 'Kurs STS – pełny',
      category: 'PARTICULAR',
      visibility: 'PUBLIC',
      variants: { create: { variant: 'FULL_ONLINE', priceGross: 99_900 } },
    },
    include: { variants: true },
  });
  const product = await prisma.product.create({
    data: {
      name: 'Dron X',
      category: 'EQUIPMENT',
      variants: { create: { name: 'Standard', priceGross: 250_000, stock } },
    },
    include: { variants: true },
  });
  return {
    courseId: course.id,
    courseVariantId: course.variants[0]!.id,
    unlimitedCourseId: unlimited.id,
    unlimitedCourseVariantId: unlimited.variants[0]!.id,
    productId: product.id,
    productVariantId: product.variants[0]!.id,
  };
}

export interface Line {
  kind: 'COURSE' | 'PRODUCT';
  quantity: number;
  unitPriceGross: number;
  /** For courses: which one (default the catalogue's limited course). */
  unlimited?: boolean;
}

let counter = 0;

export interface PurchaseFixture {
  id: string;
  number: string;
  accessToken: string;
}

/** A purchase as placement leaves it (PLACED unless `data` says otherwise), product stock taken. */
export async function createPurchase(
  prisma: PrismaClient,
  catalogue: Catalogue,
  options: {
    buyerId?: string | null;
    lines?: Line[];
    data?: Partial<Prisma.PurchaseUncheckedCreateInput>;
  } = {},
): Promise<PurchaseFixture> {
  const lines = options.lines ?? [{ kind: 'COURSE', quantity: 1, unitPriceGross: 49_900 }];
  const itemsGross = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceGross, 0);
  const containsProducts = lines.some((l) => l.kind === 'PRODUCT');
  const shippingPriceGross = containsProducts ? 1_500 : 0;
  const accessToken = randomBytes(32).toString('base64url');
  counter += 1;
  const number = `2026/${String(counter).padStart(6, '0')}-${randomUUID().slice(0, 4)}`;
  const purchase = await prisma.purchase.create({
    data: {
      number,
      buyerId: options.buyerId ?? null,
      status: 'PLACED',
      paymentType: 'TRADITIONAL_TRANSFER',
      buyerType: 'INDIVIDUAL',
      name: 'Jan Kowalski',
      streetAndNumber: 'ul. Polna 1',
      postalCode: '00-001',
      city: 'Warszawa',
      phone: '+48 600 000 000',
      email: `buyer-${counter}@example.com`,
      shippingName: containsProducts ? 'Kurier' : null,
      shippingPriceGross,
      itemsGross,
      totalGross: itemsGross + shippingPriceGross,
      containsCourses: lines.some((l) => l.kind === 'COURSE'),
      containsProducts,
      idempotencyKey: randomUUID(),
      accessTokenHash: createHash('sha256').update(accessToken).digest('hex'),
      ...options.data,
      items: {
        create: lines.map((l, i) => ({
          kind: l.kind,
          ...(l.kind === 'COURSE'
            ? l.unlimited
              ? { courseId: catalogue.unlimitedCourseId, courseVariantId: catalogue.unlimitedCourseVariantId }
              : { courseId: catalogue.courseId, courseVariantId: catalogue.courseVariantId }
            : { productId: catalogue.productId, productVariantId: catalogue.productVariantId }),
          name: l.kind === 'COURSE' ? (l.unlimited ? 'Kurs STS – pełny' : 'Kurs A2 – teoria') : 'Dron X',
          // As placement freezes them: a course line its variant's type, a product line the variant's name.
          variantName: l.kind === 'COURSE' ? (l.unlimited ? 'FULL_ONLINE' : 'THEORETICAL_ONLINE') : 'Standard',
          quantity: l.quantity,
          unitPriceGross: l.unitPriceGross,
          vatRate: l.kind === 'COURSE' ? 23 : 23,
          totalGross: l.quantity * l.unitPriceGross,
          sortOrder: i,
        })),
      },
    },
  });
  const taken = lines.filter((l) => l.kind === 'PRODUCT').reduce((sum, l) => sum + l.quantity, 0);
  if (taken && (options.data?.status ?? 'PLACED') !== 'NO_PAID') {
    await prisma.productVariant.update({
      where: { id: catalogue.productVariantId },
      data: { stock: { decrement: taken } },
    });
  }
  return { id: purchase.id, number, accessToken };
}

/** An individual buyer's contact as the checkout form sends it (placeOrder's input, without the cart). */
export const CHECKOUT_CONTACT = {
  buyerType: 'INDIVIDUAL',
  name: 'Jan Kowalski',
  streetAndNumber: 'ul. Polna 1',
  postalCode: '00-001',
  city: 'Warszawa',
  phone: '+48 600 100 200',
  email: 'jan@example.com',
  termsAccepted: true,
} as const;
