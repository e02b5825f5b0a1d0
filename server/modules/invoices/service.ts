import { createHash, timingSafeEqual } from 'node:crypto';
import { can, canFor, type Role } from '../../auth/permissions.ts';
import type { Invoice, Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { nextCounterValue } from '../../platform/db/counters.ts';
import { warsawDate } from '../../platform/time.ts';

/**
 * VAT invoices of paid purchases (issue 8, DESIGN.md "Invoices"). An invoice is issued inside
 * the transaction that marks its purchase PAID; its number `SERIES/YEAR/000042` is gap-free per
 * series and year (the counter `invoice:SERIES:YEAR` is incremented in that transaction, so a
 * rollback returns the number). The PDF and the FA(3) XML are rendered on demand from the
 * purchase's frozen lines (pdf.ts, fa3.ts).
 */

const SERIES = /^[A-Z0-9]{1,10}$/;

/**
 * The invoice series: INVOICE_SERIES of the environment (config.ts checks the same rule at
 * start-up), else "FV". The service receives only the transaction, so it reads it here.
 */
export function defaultInvoiceSeries(env: Record<string, string | undefined> = process.env): string {
  const series = env.INVOICE_SERIES;
  return series && SERIES.test(series) ? series : 'FV';
}

export function formatInvoiceNumber(series: string, year: number, sequence: number): string {
  return `${series}/${year}/${String(sequence).padStart(6, '0')}`;
}

export interface IssueInvoiceOptions {
  /** Defaults to `defaultInvoiceSeries()`. */
  series?: string;
  /** The issue moment; defaults to now. */
  now?: Date;
}

/**
 * Issues the VAT invoice of a purchase that has just been paid, inside that transaction (the
 * number is gap-free per series and the issue year in Europe/Warsaw). Idempotent: a purchase
 * that already has an invoice keeps it and nothing happens. The sale date is the day of payment
 * (`paidAt`, or the issue day when it is not set yet), in Europe/Warsaw.
 */
export async function issueInvoice(
  tx: Prisma.TransactionClient,
  purchaseId: string,
  options: IssueInvoiceOptions = {},
): Promise<Invoice> {
  const series = options.series ?? defaultInvoiceSeries();
  if (!SERIES.test(series)) throw new Error(`Invalid invoice series: ${series}`);
  // Lock the purchase so two transactions paying it at once cannot both issue an invoice.
  const locked = await tx.$queryRaw<{ paidAt: Date | null }[]>`
    SELECT "paidAt" FROM "Purchase" WHERE "id" = ${purchaseId}::uuid FOR UPDATE`;
  if (locked.length === 0) throw new Error(`Purchase ${purchaseId} not found`);
  const existing = await tx.invoice.findUnique({ where: { purchaseId } });
  if (existing) return existing;

  const issuedAt = options.now ?? new Date();
  const issueDay = warsawDate(issuedAt);
  const year = Number(issueDay.slice(0, 4));
  const sequence = await nextCounterValue(tx, `invoice:${series}:${year}`);
  const saleDay = warsawDate(locked[0]!.paidAt ?? issuedAt);
  return tx.invoice.create({
    data: {
      purchaseId,
      series,
      year,
      sequence,
      number: formatInvoiceNumber(series, year, sequence),
      issuedAt,
      saleDate: new Date(`${saleDay}T00:00:00Z`),
    },
  });
}

/** The invoice of a purchase, or null. */
export function findInvoice(prisma: PrismaClient | Prisma.TransactionClient, purchaseId: string) {
  return prisma.invoice.findUnique({ where: { purchaseId } });
}

/** SHA-256 (hex) of a guest's access token, as Purchase.accessTokenHash stores it. */
const hashToken = (token: string) => createHash('sha256').update(token).digest();

/**
 * Who may download a purchase's invoice: admins (manage:purchase:any), sellers
 * (read:order:any), the buyer (read:purchase:own on their purchase), or anyone holding the
 * guest's access token (compared in constant time). Mirrors the purchase details' rule.
 */
export function mayReadInvoice(
  viewer: { id: string; role: Role } | null,
  purchase: { buyerId: string | null; accessTokenHash: string },
  accessToken?: string | null,
): boolean {
  if (viewer && (can(viewer.role, 'manage:purchase:any') || can(viewer.role, 'read:order:any'))) return true;
  if (viewer && canFor(viewer.role, 'read:purchase:own', purchase.buyerId === viewer.id)) return true;
  if (!accessToken) return false;
  const given = hashToken(accessToken);
  const stored = Buffer.from(purchase.accessTokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Where the invoice files are downloaded (relative to the site; guests append ?accessToken=…). */
export const invoiceUrls = (purchaseId: string, business: boolean) => ({
  pdfUrl: `/api/v1/shop/purchases/${purchaseId}/invoice.pdf`,
  xmlUrl: business ? `/api/v1/shop/purchases/${purchaseId}/invoice.xml` : null,
});
