import { validateFa3Xml } from './ksef/simulator/xsd.ts';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
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

/** A refund line by the purchase line's index in the fixture (sortOrder), or the shipping line. */
export interface FixtureRefundLine {
  line: number | 'shipping';
  quantity: number;
  amount: number;
}

/**
 * A refund of a purchase written straight with Prisma (the refunds service is the payments
 * module's): DONE by default, its amount the lines' sum.
 */
export async function createRefund(
  prisma: PrismaClient,
  purchaseId: string,
  lines: FixtureRefundLine[],
  options: Partial<Pick<Prisma.RefundUncheckedCreateInput, 'method' | 'reason' | 'status' | 'doneAt' | 'amount'>> = {},
): Promise<string> {
  const items = await prisma.purchaseItem.findMany({ where: { purchaseId }, orderBy: { sortOrder: 'asc' } });
  const refund = await prisma.refund.create({
    data: {
      purchaseId,
      method: 'TRANSFER',
      reason: 'ADMIN',
      status: 'DONE',
      amount: lines.reduce((sum, l) => sum + l.amount, 0),
      doneAt: new Date('2026-04-02T10:00:00Z'),
      ...options,
      lines: {
        create: lines.map((l) => ({
          purchaseItemId: l.line === 'shipping' ? null : items[l.line]!.id,
          quantity: l.quantity,
          amount: l.amount,
        })),
      },
    },
  });
  return refund.id;
}

/** Validates FA(3) XML against the official XSD kept in fa3-schema/ (libxml2 as WebAssembly). */
/** FA(3) XSD validation (the simulator's validator, ksef/simulator/xsd.ts). */
export const validateFa3 = validateFa3Xml;

export const FA3_SCHEMA_DIR = new URL('./fa3-schema/', import.meta.url);

/** The texts of every element `name` of an XML document. */
export const element = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

/** A PDF's text, white space folded. */
export async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The text of the QR code in RGBA pixels, or null. */
const decodeQr = (rgba: Uint8ClampedArray, width: number, height: number) => jsQR(rgba, width, height)?.data ?? null;

/** The text a PNG's QR code holds, or null. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return decodeQr(new Uint8ClampedArray(image.data), image.width, image.height);
}

/** The texts of the QR codes among the images of a PDF's first page (pdf.js decodes them). */
export async function qrCodesOf(pdf: Buffer): Promise<(string | null)[]> {
  const images = await extractImages(new Uint8Array(pdf), 1);
  return images.map(({ data, width, height, channels }) => {
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = data[i * channels + (channels >= 3 ? c : 0)]!;
      rgba[i * 4 + 3] = 255;
    }
    return decodeQr(rgba, width, height);
  });
}

/** A private download of `fileName` ("faktura-…", the number's slashes as dashes). */
export function expectDownload(
  response: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer },
  fileName: string,
) {
  expect(response.statusCode).toBe(200);
  const pdf = fileName.endsWith('.pdf');
  expect(response.headers['content-type']).toBe(pdf ? 'application/pdf' : 'application/xml; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName.replaceAll('/', '-')}"`);
  expect(response.headers['cache-control']).toBe('private, no-store');
  if (pdf) expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}
