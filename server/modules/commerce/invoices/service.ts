import { createHash, timingSafeEqual } from 'node:crypto';
import { can, canFor, type Role } from '../../../auth/permissions.ts';
import type { CorrectionInvoice, Invoice, Prisma, PrismaClient } from '../../../generated/prisma/client.ts';
import { nextCounterValue } from '../../../platform/db/counters.ts';
import { warsawDate } from '../../../platform/time.ts';
import { CORRECTION_ORDER, correctedLines, correctionReason } from './correction-document.ts';
import { invoiceLines } from './document.ts';

export { CORRECTION_ORDER };

/**
 * VAT invoices of paid purchases (issue 8, DESIGN.md "Invoices"). An invoice is issued inside
 * the transaction that marks its purchase PAID; its number `SERIES/YEAR/000042` is gap-free per
 * series and year (the counter `invoice:SERIES:YEAR` is incremented in that transaction, so a
 * rollback returns the number). A refund of an invoiced purchase gets a correction invoice the
 * same way, in its own series (`correction:SERIES:YEAR`). The PDF and the FA(3) XML are rendered
 * on demand from the purchase's frozen lines and the refunds' lines (pdf.ts, fa3.ts, correction-*.ts).
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

/** The correction invoices' series: CORRECTION_INVOICE_SERIES (checked by config.ts too), else "FK". */
export function defaultCorrectionSeries(env: Record<string, string | undefined> = process.env): string {
  const series = env.CORRECTION_INVOICE_SERIES;
  return series && SERIES.test(series) ? series : 'FK';
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
  const { paidAt } = await lockPurchase(tx, purchaseId);
  const existing = await tx.invoice.findUnique({ where: { purchaseId } });
  if (existing) return existing;

  const issuedAt = options.now ?? new Date();
  const saleDay = warsawDate(paidAt ?? issuedAt);
  return tx.invoice.create({
    data: {
      purchaseId,
      ...(await nextNumber(tx, 'invoice', series, issuedAt)),
      issuedAt,
      saleDate: new Date(`${saleDay}T00:00:00Z`),
    },
  });
}

/** The next gap-free number of a series in the Warsaw year of `issuedAt` (counter `kind:SERIES:YEAR`). */
async function nextNumber(tx: Prisma.TransactionClient, kind: string, series: string, issuedAt: Date) {
  const year = Number(warsawDate(issuedAt).slice(0, 4));
  const sequence = await nextCounterValue(tx, `${kind}:${series}:${year}`);
  return { series, year, sequence, number: formatInvoiceNumber(series, year, sequence) };
}

/** Locks a purchase's row for the transaction (one invoice or correction at a time), or throws. */
async function lockPurchase(tx: Prisma.TransactionClient, purchaseId: string) {
  const locked = await tx.$queryRaw<{ paidAt: Date | null }[]>`
    SELECT "paidAt" FROM "Purchase" WHERE "id" = ${purchaseId}::uuid FOR UPDATE`;
  if (locked.length === 0) throw new Error(`Purchase ${purchaseId} not found`);
  return locked[0]!;
}

/**
 * Issues the correction invoice of a refund, inside the transaction that records the refund as
 * DONE (call it after that update): numbered in its own series (`defaultCorrectionSeries()`,
 * counter `correction:SERIES:YEAR`, gap-free, the Warsaw year of issue), correcting the
 * purchase's invoice by the refund's lines (RefundLine: purchaseItemId, or null for shipping;
 * quantity of whole units taken back, 0 for a value-only reduction; amount = gross grosze).
 * Returns null, issuing nothing, when the purchase has no invoice or the refund no lines (the
 * invoiced sale stands, e.g. a second payment given back). Idempotent: a refund's existing
 * correction is returned. Throws for a refund that is not DONE, or whose lines name no invoice
 * line or take back more than is left of one after the earlier corrections.
 */
export async function issueCorrectionInvoice(
  tx: Prisma.TransactionClient,
  refundId: string,
  options: IssueInvoiceOptions = {},
): Promise<CorrectionInvoice | null> {
  const series = options.series ?? defaultCorrectionSeries();
  if (!SERIES.test(series)) throw new Error(`Invalid correction invoice series: ${series}`);
  const found = await tx.refund.findUnique({ where: { id: refundId }, select: { purchaseId: true } });
  if (!found) throw new Error(`Refund ${refundId} not found`);
  // The purchase's lock orders its corrections: each one starts from the state after the last.
  await lockPurchase(tx, found.purchaseId);
  const existing = await tx.correctionInvoice.findUnique({ where: { refundId } });
  if (existing) return existing;

  const refund = await tx.refund.findUniqueOrThrow({ where: { id: refundId }, include: { lines: true } });
  if (refund.status !== 'DONE') throw new Error(`Refund ${refundId} is ${refund.status}, not DONE`);
  const invoice = await tx.invoice.findUnique({
    where: { purchaseId: refund.purchaseId },
    include: {
      purchase: { include: { items: true } },
      corrections: { orderBy: [...CORRECTION_ORDER], select: { refund: { select: { lines: true } } } },
    },
  });
  if (!invoice || refund.lines.length === 0) return null;
  const { nothingLeft } = correctedLines(
    invoiceLines(invoice.purchase),
    invoice.corrections.map((c) => c.refund.lines),
    refund.lines,
  );
  const issuedAt = options.now ?? new Date();
  return tx.correctionInvoice.create({
    data: {
      purchaseId: refund.purchaseId,
      refundId,
      invoiceId: invoice.id,
      ...(await nextNumber(tx, 'correction', series, issuedAt)),
      issuedAt,
      reason: correctionReason(refund.reason, nothingLeft),
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
export const invoiceUrls = (purchaseId: string, business: boolean) =>
  fileUrls(`/api/v1/shop/purchases/${purchaseId}/invoice`, business);

/** Where a correction invoice's files are downloaded (like invoiceUrls). */
export const correctionUrls = (purchaseId: string, correctionId: string, business: boolean) =>
  fileUrls(`/api/v1/shop/purchases/${purchaseId}/corrections/${correctionId}`, business);

const fileUrls = (base: string, business: boolean) => ({
  pdfUrl: `${base}.pdf`,
  xmlUrl: business ? `${base}.xml` : null,
});

// KSeF (issue 29): what the app, the GraphQL context and other modules use of it.
export { createKsefGatewayClient, ksefMode } from './ksef/gateway.ts';
export type { KsefClient } from './ksef/client.ts';
export { ksefPass, queueDocument, type KsefDeps } from './ksef/sender.ts';
export { registerKsefSimulator } from './ksef/simulator/index.ts';
