import type { Config } from '../../config.ts';
import type { Invoice, PrismaClient, Purchase, PurchaseItem } from '../../generated/prisma/client.ts';
import { warsawDate } from '../../platform/time.ts';

/**
 * What an invoice shows, computed once for the PDF and the FA(3) XML from the purchase's frozen
 * lines. Prices in the shop are gross (VAT included), so the invoice is computed "from gross"
 * (art. 106e ust. 7–8 of the VAT act): each line's VAT is its gross value × rate / (100 + rate),
 * and the VAT of each rate in the summary is computed the same way from the rate's gross sum
 * (the figure that counts; line VATs are informative and may differ from it by a grosz).
 * All amounts are integer grosze.
 */

export interface InvoiceSeller {
  name: string;
  nip: string;
  street: string;
  postalCode: string;
  city: string;
  bankAccount: string;
}

export function sellerFromConfig(config: Config): InvoiceSeller {
  return {
    name: config.SELLER_NAME,
    nip: config.SELLER_NIP,
    street: config.SELLER_STREET,
    postalCode: config.SELLER_POSTAL_CODE,
    city: config.SELLER_CITY,
    bankAccount: config.SHOP_BANK_ACCOUNT,
  };
}

export interface InvoiceBuyer {
  /** Company or person on the invoice (the invoice data when given, else the buyer's). */
  name: string;
  street: string;
  postalCode: string;
  city: string;
  /** The buyer's tax id as entered (business buyers), else null. */
  nip: string | null;
  email: string;
}

export interface InvoiceLine {
  /** 1-based position. */
  position: number;
  /** The purchase line's id; null for shipping. */
  itemId: string | null;
  name: string;
  variantName: string;
  quantity: number;
  vatRate: number;
  unitGross: number;
  /** Unit price net of VAT (informative, rounded). */
  unitNet: number;
  /** The discount's share on this line, gross. */
  discountGross: number;
  /** After the discount. */
  gross: number;
  net: number;
  vat: number;
  shipping: boolean;
}

export interface VatRateTotal {
  vatRate: number;
  net: number;
  vat: number;
  gross: number;
}

export interface InvoiceData {
  number: string;
  /** YYYY-MM-DD, Europe/Warsaw. */
  issueDate: string;
  saleDate: string;
  paidDate: string;
  issuedAt: Date;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  business: boolean;
  purchaseNumber: string;
  paymentType: Purchase['paymentType'];
  couponCode: string | null;
  lines: InvoiceLine[];
  /** Highest rate first. */
  vatTotals: VatRateTotal[];
  totalNet: number;
  totalVat: number;
  totalGross: number;
  discountGross: number;
}

/**
 * The VAT contained in a gross amount at a rate in percent; symmetric about zero, so the VAT of
 * a correction's negative difference is minus the VAT of the amount given back.
 */
export const vatOfGross = (gross: number, rate: number): number =>
  gross < 0 ? -vatOfGross(-gross, rate) : Math.round((gross * rate) / (100 + rate));

/** The rate of shipping lines (a service taxed at the standard rate). */
export const SHIPPING_VAT_RATE = 23;

/**
 * The VAT summary of lines: gross per rate (highest rate first), its VAT computed from that sum
 * (the figure that counts), and the totals.
 */
export function vatSummary(lines: readonly { vatRate: number; gross: number }[]) {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.gross);
  const vatTotals: VatRateTotal[] = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatRate, gross]) => {
      const vat = vatOfGross(gross, vatRate);
      return { vatRate, gross, vat, net: gross - vat };
    });
  return {
    vatTotals,
    totalNet: vatTotals.reduce((sum, t) => sum + t.net, 0),
    totalVat: vatTotals.reduce((sum, t) => sum + t.vat, 0),
    totalGross: vatTotals.reduce((sum, t) => sum + t.gross, 0),
  };
}

export type PurchaseWithItems = Purchase & { items: PurchaseItem[] };

/** The invoice's lines: the purchase's in their order, then shipping (when charged). */
export function invoiceLines(purchase: PurchaseWithItems): InvoiceLine[] {
  const items = [...purchase.items].sort((a, b) => a.sortOrder - b.sortOrder);
  const lines: InvoiceLine[] = items.map((item, i) => {
    const vat = vatOfGross(item.totalGross, item.vatRate);
    return {
      position: i + 1,
      itemId: item.id,
      name: item.name,
      variantName: item.variantName,
      quantity: item.quantity,
      vatRate: item.vatRate,
      unitGross: item.unitPriceGross,
      unitNet: item.unitPriceGross - vatOfGross(item.unitPriceGross, item.vatRate),
      discountGross: item.discountGross,
      gross: item.totalGross,
      net: item.totalGross - vat,
      vat,
      shipping: false,
    };
  });
  if (purchase.shippingPriceGross > 0) {
    const gross = purchase.shippingPriceGross;
    const vat = vatOfGross(gross, SHIPPING_VAT_RATE);
    lines.push({
      position: lines.length + 1,
      itemId: null,
      name: purchase.shippingName ? `Dostawa / Shipping: ${purchase.shippingName}` : 'Dostawa / Shipping',
      variantName: '',
      quantity: 1,
      vatRate: SHIPPING_VAT_RATE,
      unitGross: gross,
      unitNet: gross - vat,
      discountGross: 0,
      gross,
      net: gross - vat,
      vat,
      shipping: true,
    });
  }
  return lines;
}

export function buildInvoiceData(invoice: Invoice, purchase: PurchaseWithItems, seller: InvoiceSeller): InvoiceData {
  const lines = invoiceLines(purchase);
  const business = purchase.buyerType === 'BUSINESS' && !!purchase.invNip;
  const invoiceData = !!(purchase.invName || purchase.invNip);
  const buyer: InvoiceBuyer = {
    name: (invoiceData && purchase.invName) || purchase.name,
    street: (invoiceData && purchase.invStreet) || purchase.streetAndNumber,
    postalCode: (invoiceData && purchase.invPostalCode) || purchase.postalCode,
    city: (invoiceData && purchase.invCity) || purchase.city,
    nip: purchase.invNip?.trim() || null,
    email: purchase.email,
  };

  const issueDate = warsawDate(invoice.issuedAt);
  return {
    number: invoice.number,
    issueDate,
    saleDate: invoice.saleDate.toISOString().slice(0, 10),
    paidDate: purchase.paidAt ? warsawDate(purchase.paidAt) : issueDate,
    issuedAt: invoice.issuedAt,
    seller,
    buyer,
    business,
    purchaseNumber: purchase.number,
    paymentType: purchase.paymentType,
    couponCode: purchase.couponCode,
    lines,
    ...vatSummary(lines),
    discountGross: purchase.discountGross,
  };
}

/** Everything needed to render a purchase's invoice, or null when it has none. */
export async function loadInvoiceData(
  prisma: PrismaClient,
  purchaseId: string,
  seller: InvoiceSeller,
): Promise<InvoiceData | null> {
  const invoice = await prisma.invoice.findUnique({
    where: { purchaseId },
    include: { purchase: { include: { items: true } } },
  });
  if (!invoice) return null;
  return buildInvoiceData(invoice, invoice.purchase, seller);
}

/** Grosze as "1234.50" (XML) . */
export const decimal = (grosze: number) => {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Grosze as "1 234,50" (Polish notation on the PDF). */
export const money = (grosze: number) => {
  const [whole, fraction] = decimal(grosze).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${fraction}`;
};

/** A file name from the document number: "FV/2026/000042" → "faktura-FV-2026-000042.pdf". */
export const invoiceFileName = (number: string, extension: 'pdf' | 'xml', kind = 'faktura') =>
  `${kind}-${number.replace(/[^A-Za-z0-9_-]/g, '-')}.${extension}`;
