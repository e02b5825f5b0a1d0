import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';

/**
 * Purchases for the invoice tests, written straight with Prisma (placement and the status
 * machine are other modules' work). Amounts are gross grosze.
 */
export interface PurchaseFixture {
  id: string;
  accessToken: string;
}

export interface FixtureLine {
  name: string;
  variantName?: string;
  quantity: number;
  unitPriceGross: number;
  vatRate: number;
  discountGross?: number;
  kind?: 'COURSE' | 'PRODUCT';
}

let counter = 0;

export async function createPurchase(
  prisma: PrismaClient,
  options: {
    buyerId?: string | null;
    business?: boolean;
    lines?: FixtureLine[];
    shipping?: { name: string; priceGross: number } | null;
    couponCode?: string | null;
    paidAt?: Date | null;
    data?: Partial<Prisma.PurchaseUncheckedCreateInput>;
  } = {},
): Promise<PurchaseFixture> {
  const lines = options.lines ?? [
    { name: 'Kurs A1/A3 – żółw', variantName: 'Online', quantity: 1, unitPriceGross: 49900, vatRate: 23 },
  ];
  const itemsGross = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceGross, 0);
  const discountGross = lines.reduce((sum, l) => sum + (l.discountGross ?? 0), 0);
  const shippingPriceGross = options.shipping?.priceGross ?? 0;
  const accessToken = randomBytes(32).toString('base64url');
  counter += 1;
  const business = options.business ?? false;
  const purchase = await prisma.purchase.create({
    data: {
      number: `2026/${randomUUID().slice(0, 8)}-${counter}`,
      buyerId: options.buyerId ?? null,
      status: 'PAID',
      paymentType: 'TRADITIONAL_TRANSFER',
      buyerType: business ? 'BUSINESS' : 'INDIVIDUAL',
      name: business ? 'Łódzka Spółka Dronowa sp. z o.o.' : 'Zażółć Gęślą-Jaźń',
      streetAndNumber: 'ul. Źródlana 5/7',
      postalCode: '90-001',
      city: 'Łódź',
      phone: '+48 600 100 200',
      email: `buyer-${counter}@example.com`,
      ...(business
        ? {
            invNip: '7251801126',
            invName: 'Łódzka Spółka Dronowa sp. z o.o.',
            invStreet: 'ul. Piotrkowska 100',
            invPostalCode: '90-004',
            invCity: 'Łódź',
          }
        : {}),
      shippingName: options.shipping?.name ?? null,
      shippingPriceGross,
      couponCode: options.couponCode ?? (discountGross > 0 ? 'LATO10' : null),
      itemsGross,
      discountGross,
      totalGross: itemsGross - discountGross + shippingPriceGross,
      containsCourses: lines.some((l) => (l.kind ?? 'COURSE') === 'COURSE'),
      containsProducts: lines.some((l) => l.kind === 'PRODUCT'),
      idempotencyKey: randomUUID(),
      accessTokenHash: createHash('sha256').update(accessToken).digest('hex'),
      paidAt: options.paidAt === undefined ? new Date('2026-03-14T23:30:00Z') : options.paidAt,
      ...options.data,
      items: {
        create: lines.map((l, i) => ({
          kind: l.kind ?? 'COURSE',
          name: l.name,
          variantName: l.variantName ?? '',
          quantity: l.quantity,
          unitPriceGross: l.unitPriceGross,
          vatRate: l.vatRate,
          discountGross: l.discountGross ?? 0,
          totalGross: l.quantity * l.unitPriceGross - (l.discountGross ?? 0),
          sortOrder: i,
        })),
      },
    },
  });
  return { id: purchase.id, accessToken };
}
