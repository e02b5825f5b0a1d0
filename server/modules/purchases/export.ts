import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import type { Language, PaymentType, PurchaseStatus } from '../../generated/prisma/enums.ts';

/**
 * The sales spreadsheet (spec 7 GET /admin/shop/purchases/excel, spec 9 "sales plus the date"):
 * the admin list's filter and order, written row by row with exceljs's streaming writer (no
 * shared strings, no styles) into a PassThrough that Fastify sends. Purchases are read in pages
 * of BATCH rows by cursor (one short query each, no long-lived database cursor: PGlite has one
 * connection), and the next page is read only when the response has taken the previous one, so
 * memory stays flat whatever the number of rows.
 */

export const EXPORT_BATCH = 1000;
/** VAT rate of the delivery charge (a service supplied with the goods: the standard rate). */
export const SHIPPING_VAT_RATE = 23;

/** Resolves when the stream has room again (or is gone). */
const drained = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });

const HEADERS: Record<Language, string[]> = {
  PL: [
    'Numer',
    'Data',
    'Status',
    'Kupujący',
    'E-mail',
    'NIP',
    'Płatność',
    'Pozycje',
    'Netto (PLN)',
    'VAT (PLN)',
    'Brutto (PLN)',
    'Dostawa (PLN)',
    'Kupon',
  ],
  EN: [
    'Number',
    'Date',
    'Status',
    'Buyer',
    'E-mail',
    'NIP',
    'Payment',
    'Items',
    'Net (PLN)',
    'VAT (PLN)',
    'Gross (PLN)',
    'Shipping (PLN)',
    'Coupon',
  ],
};

const STATUS_LABELS: Record<Language, Record<PurchaseStatus, string>> = {
  PL: {
    PLACED: 'Złożone',
    PAID: 'Opłacone',
    SEND: 'Wysłane',
    DELIVERED: 'Dostarczone',
    COMPLETED: 'Zrealizowane',
    NO_PAID: 'Anulowane',
    NO_ITEMS: 'Nie dotyczy',
  },
  EN: {
    PLACED: 'Placed',
    PAID: 'Paid',
    SEND: 'Sent',
    DELIVERED: 'Delivered',
    COMPLETED: 'Completed',
    NO_PAID: 'Cancelled',
    NO_ITEMS: 'Not applicable',
  },
};

const PAYMENT_LABELS: Record<Language, Record<PaymentType, string>> = {
  PL: { PRZELEWY24_TRANSFER: 'Przelewy24', TRADITIONAL_TRANSFER: 'Przelew tradycyjny', O_TRANSFER: 'Bez płatności' },
  EN: { PRZELEWY24_TRANSFER: 'Przelewy24', TRADITIONAL_TRANSFER: 'Bank transfer', O_TRANSFER: 'No payment' },
};

/** The file name: `sales-YYYY-MM-DD.xlsx` with today's date in Europe/Warsaw. */
export function exportFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(now);
  return `sales-${day}.xlsx`;
}

/** The language of the header row: `?lang=`, else the best of Accept-Language, else Polish. */
export function exportLanguage(lang: unknown, acceptLanguage: unknown): Language {
  if (typeof lang === 'string' && /^(pl|en)$/i.test(lang.trim())) return lang.trim().toUpperCase() as Language;
  if (typeof acceptLanguage === 'string') {
    let best: { language: Language; q: number } | undefined;
    for (const part of acceptLanguage.split(',')) {
      const [tag = '', ...params] = part.trim().split(';');
      const base = tag.trim().toLowerCase().split('-')[0];
      if (base !== 'pl' && base !== 'en') continue;
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { language: base === 'pl' ? 'PL' : 'EN', q };
    }
    if (best) return best.language;
  }
  return 'PL';
}

const warsawDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Net and VAT of gross amounts per VAT rate (each rate's sum converted once, as on an invoice). */
export function netAndVat(linesByRate: Map<number, number>): { net: number; vat: number } {
  let net = 0;
  for (const [rate, gross] of linesByRate) net += Math.round((gross * 100) / (100 + rate));
  const gross = [...linesByRate.values()].reduce((a, b) => a + b, 0);
  return { net, vat: gross - net };
}

const exportSelect = {
  id: true,
  number: true,
  createdAt: true,
  status: true,
  name: true,
  email: true,
  invNip: true,
  paymentType: true,
  totalGross: true,
  shippingPriceGross: true,
  couponCode: true,
  items: {
    select: { name: true, variantName: true, quantity: true, totalGross: true, vatRate: true },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  },
} satisfies Prisma.PurchaseSelect;
type ExportRow = Prisma.PurchaseGetPayload<{ select: typeof exportSelect }>;

function rowValues(p: ExportRow, language: Language): (string | number)[] {
  const byRate = new Map<number, number>();
  for (const item of p.items) byRate.set(item.vatRate, (byRate.get(item.vatRate) ?? 0) + item.totalGross);
  if (p.shippingPriceGross) {
    byRate.set(SHIPPING_VAT_RATE, (byRate.get(SHIPPING_VAT_RATE) ?? 0) + p.shippingPriceGross);
  }
  const { net, vat } = netAndVat(byRate);
  const items = p.items.map((i) => `${i.name}${i.variantName ? ` (${i.variantName})` : ''} × ${i.quantity}`).join('; ');
  return [
    p.number,
    warsawDateTime.format(p.createdAt),
    STATUS_LABELS[language][p.status],
    p.name,
    p.email,
    p.invNip ?? '',
    PAYMENT_LABELS[language][p.paymentType],
    items,
    net / 100,
    vat / 100,
    p.totalGross / 100,
    p.shippingPriceGross / 100,
    p.couponCode ?? '',
  ];
}

/**
 * Starts writing the spreadsheet of the purchases matching `where` in `orderBy` (which must end
 * with the id) and returns the stream to send. A failure after the headers are sent destroys
 * the stream (the client sees a broken download, the log the error).
 */
export function exportPurchases(
  prisma: PrismaClient,
  where: Prisma.PurchaseWhereInput,
  orderBy: Prisma.PurchaseOrderByWithRelationInput[],
  language: Language,
  onError: (error: unknown) => void,
  batch = EXPORT_BATCH,
): PassThrough {
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet(language === 'PL' ? 'Sprzedaż' : 'Sales');
  sheet.columns = HEADERS[language].map((header, index) => ({
    header,
    width: [14, 17, 14, 28, 28, 13, 18, 60, 12, 12, 12, 13, 14][index],
  }));

  const write = async () => {
    let cursor: string | undefined;
    for (;;) {
      const rows: ExportRow[] = await prisma.purchase.findMany({
        where,
        orderBy,
        take: batch,
        ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
        select: exportSelect,
      });
      for (const row of rows) sheet.addRow(rowValues(row, language)).commit();
      if (rows.length < batch) break;
      cursor = rows.at(-1)!.id;
      // Back-pressure: read the next page only when the client keeps up.
      while (out.writableNeedDrain && !out.destroyed) await drained(out);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
