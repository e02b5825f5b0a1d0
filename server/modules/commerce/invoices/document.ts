import type { Config } from '../../../config.ts';
import type {
  Invoice,
  KsefSubmission,
  Prisma,
  PrismaClient,
  Purchase,
  PurchaseItem,
} from '../../../generated/prisma/client.ts';
import { lineVariantLabel } from '../../../platform/labels.ts';
import { warsawDate } from '../../../platform/time.ts';
import { verificationLink } from './ksef/qr.ts';

/**
 * What an invoice shows, computed once for the PDF and the FA(3) XML from the purchase's frozen
 * lines. Prices in the shop are gross (VAT included), so the invoice is computed "from gross"
 * (art. 106e ust. 7–8 of the VAT act): each line's VAT is its gross value × rate / (100 + rate),
 * and the VAT of each rate in the summary is computed the same way from the rate's gross sum
 * (the figure that counts). Lines follow FA(3)'s gross fields: quantity × gross unit price
 * (P_9B) − discount (P_10) = gross value (P_11A), to the grosz; each rate's VAT is shared out
 * over its lines (P_11Vat), so the lines' VAT and net add up to the summary's.
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
  /** The variant in Polish, the language of record (a course variant's label, a product variant's name). */
  variantName: string;
  /** The same in English (the PDF's grey line beneath; equal for a product variant's name). */
  variantNameEn: string;
  quantity: number;
  vatRate: number;
  /** P_9B. */
  unitGross: number;
  /** Unit price net of VAT (informative, rounded; neither the PDF nor the XML shows it). */
  unitNet: number;
  /** The discount's share on this line, gross (P_10): quantity × unitGross − gross. */
  discountGross: number;
  /** After the discount (P_11A). */
  gross: number;
  net: number;
  /** Its share of the rate's VAT (P_11Vat). */
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
  /** Where the invoice stands in KSeF (null: issued outside KSeF; absent: not asked). */
  ksef?: KsefVisual | null;
}

/** What the visualisation shows of the invoice's KSeF submission. */
export interface KsefVisual {
  ksefNumber: string | null;
  /** Issued in the offline mode (its QR code says OFFLINE until KSeF gives the number). */
  offline: boolean;
  /** KOD I, the verification link of the XML sent (kody-qr.md). */
  link: string | null;
  state: KsefSubmission['status'];
}

/** The submission's fields the visualisation reads. */
export type KsefSubmissionVisual = Pick<
  KsefSubmission,
  'status' | 'offlineReason' | 'xmlHash' | 'ksefNumber' | 'issueDate'
>;

/**
 * The visualisation of a submission (null: none, the document is outside KSeF). The link is of
 * the XML as sent: its hash, the seller's NIP and its P_1 (the submission's issue date).
 */
export function ksefVisual(
  submission: KsefSubmissionVisual | null,
  qrBase: string,
  sellerNip: string,
): KsefVisual | null {
  if (!submission) return null;
  const issueDate = submission.issueDate.toISOString().slice(0, 10);
  return {
    ksefNumber: submission.ksefNumber,
    offline: submission.offlineReason !== null,
    link: verificationLink(qrBase, sellerNip.replace(/\D/g, ''), issueDate, submission.xmlHash),
    state: submission.status,
  };
}

export const KSEF_VISUAL_SELECT = {
  status: true,
  offlineReason: true,
  xmlHash: true,
  ksefNumber: true,
  issueDate: true,
} as const satisfies Prisma.KsefSubmissionSelect;

/**
 * The VAT contained in a gross amount at a rate in percent; symmetric about zero, so the VAT of
 * a correction's negative difference is minus the VAT of the amount given back.
 */
export const vatOfGross = (gross: number, rate: number): number =>
  gross < 0 ? -vatOfGross(-gross, rate) : Math.round((gross * rate) / (100 + rate));

/**
 * Each line's share of its rate's VAT (vatOfGross of the rate's gross sum): the exact shares
 * rounded down, the grosze left over given to the largest remainders, so that they add up.
 */
export function shareVat(lines: readonly { vatRate: number; gross: number }[]): number[] {
  const shares = lines.map((line) => (line.gross * line.vatRate) / (100 + line.vatRate));
  const vats = shares.map(Math.floor);
  for (const rate of new Set(lines.map((line) => line.vatRate))) {
    const indexes = lines.flatMap((line, i) => (line.vatRate === rate ? [i] : []));
    const total = vatOfGross(
      indexes.reduce((sum, i) => sum + lines[i]!.gross, 0),
      rate,
    );
    let left = total - indexes.reduce((sum, i) => sum + vats[i]!, 0);
    const byRemainder = [...indexes].sort((a, b) => shares[b]! - vats[b]! - (shares[a]! - vats[a]!) || a - b);
    for (const i of byRemainder) {
      if (left <= 0) break;
      vats[i]! += 1;
      left -= 1;
    }
  }
  return vats;
}

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
  const lines: Omit<InvoiceLine, 'vat' | 'net'>[] = items.map((item, i) => ({
    position: i + 1,
    itemId: item.id,
    name: item.name,
    variantName: lineVariantLabel(item, 'PL'),
    variantNameEn: lineVariantLabel(item, 'EN'),
    quantity: item.quantity,
    vatRate: item.vatRate,
    unitGross: item.unitPriceGross,
    unitNet: item.unitPriceGross - vatOfGross(item.unitPriceGross, item.vatRate),
    // The line's value is what was paid; the discount is whatever makes P_8B × P_9B − P_10 = P_11A.
    discountGross: item.quantity * item.unitPriceGross - item.totalGross,
    gross: item.totalGross,
    shipping: false,
  }));
  if (purchase.shippingPriceGross > 0) {
    const gross = purchase.shippingPriceGross;
    lines.push({
      position: lines.length + 1,
      itemId: null,
      name: purchase.shippingName ? `Dostawa / Shipping: ${purchase.shippingName}` : 'Dostawa / Shipping',
      variantName: '',
      variantNameEn: '',
      quantity: 1,
      vatRate: SHIPPING_VAT_RATE,
      unitGross: gross,
      unitNet: gross - vatOfGross(gross, SHIPPING_VAT_RATE),
      discountGross: 0,
      gross,
      shipping: true,
    });
  }
  const vats = shareVat(lines);
  return lines.map((line, i) => ({ ...line, vat: vats[i]!, net: line.gross - vats[i]! }));
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

export type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Everything needed to render a purchase's invoice, or null when it has none. With `ksefQrBase`
 * (ksef/environments.ts ksefQrBase) its KSeF submission is read too, for the visualisation.
 */
export async function loadInvoiceData(
  prisma: Db,
  purchaseId: string,
  seller: InvoiceSeller,
  ksefQrBase?: string,
): Promise<InvoiceData | null> {
  const invoice = await prisma.invoice.findUnique({
    where: { purchaseId },
    include: {
      purchase: { include: { items: true } },
      ...(ksefQrBase === undefined ? {} : { ksef: { select: KSEF_VISUAL_SELECT } }),
    },
  });
  if (!invoice) return null;
  const data = buildInvoiceData(invoice, invoice.purchase, seller);
  if (ksefQrBase === undefined) return data;
  return { ...data, ksef: ksefVisual(invoice.ksef ?? null, ksefQrBase, seller.nip) };
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
