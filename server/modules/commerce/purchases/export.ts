import { PassThrough } from 'node:stream';
import { Prisma, type PrismaClient } from '../../../generated/prisma/client.ts';
import type { Language, PaymentType, PurchaseItemKind, PurchaseStatus } from '../../../generated/prisma/enums.ts';
import { adminPurchaseSqlWhere, parsePurchaseFilter, type PurchaseSortField } from './service.ts';
import { lineVariantLabel, PAYMENT_TYPE_LABELS, PURCHASE_STATUS_LABELS } from '../../../platform/labels.ts';
import { spreadsheetWriter, writeSpreadsheetRow, type SpreadsheetCell } from '../../../platform/spreadsheet.ts';
import { warsawDate, warsawWallClock } from '../../../platform/time.ts';
import { FALLBACK_LANGUAGE } from '../../../contract/policies.ts';

/**
 * The sales spreadsheet (spec 7 GET /admin/shop/purchases/excel, spec 9 "sales plus the date"):
 * the admin list's filter and order, written row by row with exceljs's streaming writer (no
 * shared strings; platform/spreadsheet.ts) into a PassThrough that Fastify sends: the date a
 * date cell in Warsaw's wall time, statuses, payments and course variants in words. Purchases are read in pages
 * of BATCH rows by keyset (one short SQL query each, lines aggregated into a JSON array per
 * purchase, only the exported columns; no long-lived database cursor: PGlite has one connection).
 * The next page is read while the current one is written, and no further one until the response
 * has taken it (back-pressure), so memory stays flat whatever the number of rows.
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
    'Faktura',
    'Numer KSeF',
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
    'Invoice',
    'KSeF number',
  ],
};

/** The file name: `sales-YYYY-MM-DD.xlsx` with today's date in Europe/Warsaw. */
export function exportFileName(now = new Date()): string {
  return `sales-${warsawDate(now)}.xlsx`;
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
  return FALLBACK_LANGUAGE;
}

/** Net and VAT of gross amounts per VAT rate (each rate's sum converted once, as on an invoice). */
export function netAndVat(linesByRate: Map<number, number>): { net: number; vat: number } {
  let net = 0;
  for (const [rate, gross] of linesByRate) net += Math.round((gross * 100) / (100 + rate));
  const gross = [...linesByRate.values()].reduce((a, b) => a + b, 0);
  return { net, vat: gross - net };
}

interface ExportRow {
  id: string;
  number: string;
  createdAt: Date;
  status: PurchaseStatus;
  name: string;
  email: string;
  invNip: string | null;
  paymentType: PaymentType;
  totalGross: number;
  shippingPriceGross: number;
  couponCode: string | null;
  invoiceNumber: string | null;
  /** The invoice's number in KSeF, once KSeF accepted it. */
  ksefNumber: string | null;
  /** [name, variantName, quantity, totalGross, vatRate, kind] in the lines' order. */
  items: [string, string, number, number, number, PurchaseItemKind][];
}

export type ExportSort = { field?: PurchaseSortField | null; direction?: 'ASC' | 'DESC' | null } | null | undefined;

const SORT_COLUMNS: Record<PurchaseSortField, Prisma.Sql[]> = {
  CREATED_AT: [Prisma.sql`p."createdAt"`, Prisma.sql`p.id`],
  NUMBER: [Prisma.sql`p."number"`, Prisma.sql`p."createdAt"`, Prisma.sql`p.id`],
  TOTAL: [Prisma.sql`p."totalGross"`, Prisma.sql`p."createdAt"`, Prisma.sql`p.id`],
  STATUS: [Prisma.sql`p."status"`, Prisma.sql`p."createdAt"`, Prisma.sql`p.id`],
};

/** The last row's sort key as SQL values (the same columns as SORT_COLUMNS, typed). */
function keyOf(field: PurchaseSortField, row: ExportRow): Prisma.Sql[] {
  const createdAt = Prisma.sql`${row.createdAt.toISOString()}::timestamp`;
  const id = Prisma.sql`${row.id}::uuid`;
  const first = {
    CREATED_AT: [],
    NUMBER: [Prisma.sql`${row.number}::text`],
    TOTAL: [Prisma.sql`${row.totalGross}::int`],
    STATUS: [Prisma.sql`${row.status}::"PurchaseStatus"`],
  }[field];
  return [...first, createdAt, id];
}

/**
 * One page of the export in the admin list's order (every key in one direction, the id last,
 * as `adminPurchaseOrder`), after the row whose key is `after`.
 */
function readPage(
  prisma: PrismaClient,
  where: Prisma.Sql,
  field: PurchaseSortField,
  ascending: boolean,
  after: Prisma.Sql[] | null,
  batch: number,
): Promise<ExportRow[]> {
  const columns = SORT_COLUMNS[field];
  const dir = Prisma.raw(ascending ? 'ASC' : 'DESC');
  const keyset = after
    ? Prisma.sql`AND (${Prisma.join(columns)}) ${Prisma.raw(ascending ? '>' : '<')} (${Prisma.join(after)})`
    : Prisma.empty;
  return prisma.$queryRaw<ExportRow[]>`
    SELECT p.id::text AS id, p."number", p."createdAt", p."status"::text AS "status", p."name", p."email",
      p."invNip", p."paymentType"::text AS "paymentType", p."totalGross", p."shippingPriceGross", p."couponCode",
      (SELECT v."number" FROM "Invoice" v WHERE v."purchaseId" = p.id) AS "invoiceNumber",
      (SELECT k."ksefNumber" FROM "Invoice" v JOIN "KsefSubmission" k ON k."invoiceId" = v.id
         WHERE v."purchaseId" = p.id) AS "ksefNumber",
      (SELECT coalesce(json_agg(json_build_array(i."name", i."variantName", i."quantity", i."totalGross", i."vatRate", i."kind")
                                ORDER BY i."sortOrder", i.id), '[]'::json)
         FROM "PurchaseItem" i WHERE i."purchaseId" = p.id) AS items
    FROM "Purchase" p
    WHERE (${where}) ${keyset}
    ORDER BY ${Prisma.join(
      columns.map((c) => Prisma.sql`${c} ${dir}`),
      ', ',
    )}
    LIMIT ${batch}::int`;
}

function rowValues(p: ExportRow, language: Language, wallClock: (date: Date) => Date): SpreadsheetCell[] {
  const byRate = new Map<number, number>();
  for (const [, , , totalGross, vatRate] of p.items) byRate.set(vatRate, (byRate.get(vatRate) ?? 0) + totalGross);
  if (p.shippingPriceGross) {
    byRate.set(SHIPPING_VAT_RATE, (byRate.get(SHIPPING_VAT_RATE) ?? 0) + p.shippingPriceGross);
  }
  const { net, vat } = netAndVat(byRate);
  const items = p.items
    .map(([name, variantName, quantity, , , kind]) => {
      const variant = lineVariantLabel({ kind, variantName }, language);
      return `${name}${variant ? ` (${variant})` : ''} × ${quantity}`;
    })
    .join('; ');
  return [
    p.number,
    wallClock(p.createdAt),
    PURCHASE_STATUS_LABELS[language][p.status],
    p.name,
    p.email,
    p.invNip ?? '',
    PAYMENT_TYPE_LABELS[language][p.paymentType],
    items,
    net / 100,
    vat / 100,
    p.totalGross / 100,
    p.shippingPriceGross / 100,
    p.couponCode ?? '',
    p.invoiceNumber ?? '',
    p.ksefNumber ?? '',
  ];
}

/**
 * Starts writing the spreadsheet of the purchases matching the admin `filter` (parsed or not:
 * invalid is VALIDATION_FAILED, thrown before anything is sent) in the admin list's `sort`, and
 * returns the stream to send. A failure after the headers are sent destroys the stream (the
 * client sees a broken download, the log the error).
 */
export function exportPurchases(
  prisma: PrismaClient,
  filter: unknown,
  sort: ExportSort,
  language: Language,
  onError: (error: unknown) => void,
  batch = EXPORT_BATCH,
): PassThrough {
  const where = adminPurchaseSqlWhere(parsePurchaseFilter(filter));
  const field = sort?.field ?? 'CREATED_AT';
  const ascending = sort?.direction === 'ASC';
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  const { workbook, sheet } = spreadsheetWriter(
    out,
    language === 'PL' ? 'Sprzedaż' : 'Sales',
    HEADERS[language].map((header, index) => ({
      header,
      width: [14, 17, 14, 28, 28, 13, 18, 60, 12, 12, 12, 13, 14][index],
    })),
  );

  const write = async () => {
    const wallClock = warsawWallClock();
    let next: Promise<ExportRow[]> | null = readPage(prisma, where, field, ascending, null, batch);
    while (next) {
      const rows: ExportRow[] = await next;
      // The next page is read while this one is written (at most two pages in memory).
      next = rows.length < batch ? null : readPage(prisma, where, field, ascending, keyOf(field, rows.at(-1)!), batch);
      next?.catch(() => undefined); // awaited on the next turn, or dropped with the stream
      for (const row of rows) writeSpreadsheetRow(sheet, rowValues(row, language, wallClock));
      // Back-pressure: go on only when the client keeps up.
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
