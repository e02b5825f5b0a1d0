import type {
  CorrectionInvoice,
  Invoice,
  Refund,
  RefundLine,
  RefundMethod,
  RefundReason,
} from '../../../generated/prisma/client.ts';
import { warsawDate } from '../../../platform/time.ts';
import {
  buildInvoiceData,
  KSEF_VISUAL_SELECT,
  ksefVisual,
  shareVat,
  vatOfGross,
  vatSummary,
  type Db,
  type InvoiceBuyer,
  type InvoiceLine,
  type InvoiceSeller,
  type KsefVisual,
  type PurchaseWithItems,
  type VatRateTotal,
} from './document.ts';

/**
 * What a correction invoice (faktura korygująca) of a refund shows, computed for the PDF and the
 * FA(3) XML from the corrected invoice's lines and the refund lines of this and every earlier
 * correction of that invoice (a second partial refund starts from the state after the first).
 * A refund line takes back whole units when its amount is those units' share (to the grosz) of
 * the line as invoiced or of what is left of it (the refunds service prices units on the invoiced
 * line and gives the last units what is left): the quantity drops. Any other amount lowers the
 * value and keeps the quantity. Either way the unit price stays as invoiced and the
 * reduction shows as the line's discount, like the coupon's share (FA(3) P_10 "opusty lub
 * obniżki cen"). Amounts are integer grosze; the difference is negative, and its VAT per rate is
 * computed from the rate's gross difference like the invoice's, then shared out over the
 * corrected lines (the after state's VAT is the before's plus that share), so the rows of each
 * correction add up to its summary as the invoice's lines add up to the invoice's.
 */

/** One line's values at one moment: gross = quantity × unitGross − discountGross. */
export type LineState = Pick<
  InvoiceLine,
  'quantity' | 'unitGross' | 'unitNet' | 'discountGross' | 'gross' | 'net' | 'vat'
>;

export interface LineDifference {
  quantity: number;
  gross: number;
  net: number;
  vat: number;
}

export interface CorrectionLine {
  /** The line's position on the corrected invoice. */
  position: number;
  name: string;
  variantName: string;
  variantNameEn: string;
  vatRate: number;
  shipping: boolean;
  before: LineState;
  after: LineState;
  difference: LineDifference;
}

/** What a refund gives back on one purchase line (null: shipping). */
export interface RefundedLine {
  purchaseItemId: string | null;
  quantity: number;
  amount: number;
}

export interface CorrectionData {
  number: string;
  /** YYYY-MM-DD, Europe/Warsaw. */
  issueDate: string;
  issuedAt: Date;
  reason: string;
  refundReason: RefundReason;
  refundMethod: RefundMethod;
  /** The day the money went back (the refund's doneAt, else the issue day). */
  refundDate: string;
  /** The corrected invoice; its KSeF number once KSeF gave one (FA(3) NrKSeFFaKorygowanej). */
  corrected: { number: string; issueDate: string; saleDate: string; ksefNumber: string | null };
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  business: boolean;
  purchaseNumber: string;
  /** The refunded lines, in the invoice's order. */
  lines: CorrectionLine[];
  /** Of the difference (negative), highest rate first. */
  vatTotals: VatRateTotal[];
  totalNet: number;
  totalVat: number;
  totalGross: number;
  /** Given back to the buyer: −totalGross. */
  refundAmount: number;
  /** Where the correction stands in KSeF (null: outside KSeF; absent: not asked). */
  ksef?: KsefVisual | null;
}

/** How the money went back, as the correction says it (Polish, English). */
export const REFUND_METHODS: Record<RefundMethod, readonly [string, string]> = {
  TRANSFER: ['Zwrot przelewem', 'Refund by bank transfer'],
  PRZELEWY24: ['Zwrot przez Przelewy24', 'Refund via Przelewy24'],
};

/** The reason text stored on a correction (Polish, the language of record) and its translation. */
export const CORRECTION_REASONS = {
  CANCELLED_ORDER: ['Zwrot środków — anulowanie zamówienia', 'Refund — order cancelled'],
  PAID_TWICE: ['Zwrot podwójnej płatności', 'Refund of a double payment'],
  ADMIN_PART: ['Zwrot części należności', 'Partial refund'],
  ADMIN_WHOLE: ['Zwrot całości należności', 'Full refund'],
} as const satisfies Record<string, readonly [string, string]>;

/** The reason of a refund's correction; an admin's refund says whether it returns everything. */
export function correctionReason(reason: RefundReason, wholeReturned: boolean): string {
  if (reason !== 'ADMIN') return CORRECTION_REASONS[reason][0];
  return CORRECTION_REASONS[wholeReturned ? 'ADMIN_WHOLE' : 'ADMIN_PART'][0];
}

/** The English subtitle of a stored reason, or null for a text of another origin. */
export const reasonInEnglish = (reason: string): string | null =>
  Object.values(CORRECTION_REASONS).find(([pl]) => pl === reason)?.[1] ?? null;

function stateOf(quantity: number, unitGross: number, gross: number, vatRate: number, vat: number): LineState {
  return {
    quantity,
    unitGross,
    unitNet: unitGross - vatOfGross(unitGross, vatRate),
    discountGross: quantity * unitGross - gross,
    gross,
    net: gross - vat,
    vat,
  };
}

/** A line's state after a refund line; an impossible refund (more than is left) is an error. */
function afterRefund(state: LineState, refunded: RefundedLine, invoiced: InvoiceLine): LineState {
  const { quantity, amount } = refunded;
  if (!Number.isInteger(quantity) || !Number.isInteger(amount) || quantity < 0 || amount < 0) {
    throw new Error(`Refund line with quantity ${quantity} and amount ${amount}`);
  }
  if (quantity > state.quantity || amount > state.gross) {
    throw new Error(
      `Refund line of ${quantity} × for ${amount} exceeds what is left (${state.quantity} × for ${state.gross})`,
    );
  }
  // Rounded shares of units drift from the remaining value's (a grosz per refund), hence both.
  const unitsOf = (line: { gross: number; quantity: number }) =>
    Math.abs(amount - (line.gross * quantity) / line.quantity) < 1;
  const wholeUnits = quantity > 0 && (unitsOf(invoiced) || unitsOf(state));
  const left = wholeUnits ? state.quantity - quantity : state.quantity;
  // The VAT is set once the refund's difference is shared out (applyRefund).
  return stateOf(left, state.unitGross, state.gross - amount, invoiced.vatRate, state.vat);
}

/** Refund lines of one purchase line summed (a refund may name a line twice). */
function byLine(lines: readonly RefundedLine[]): Map<string | null, RefundedLine> {
  const merged = new Map<string | null, RefundedLine>();
  for (const line of lines) {
    const seen = merged.get(line.purchaseItemId);
    merged.set(
      line.purchaseItemId,
      seen ? { ...seen, quantity: seen.quantity + line.quantity, amount: seen.amount + line.amount } : { ...line },
    );
  }
  return merged;
}

/**
 * One refund applied to the lines' states: each line it names before and after it, the VAT of
 * the difference per rate shared out over those lines.
 */
function applyRefund(
  states: Map<string | null, LineState>,
  invoiced: Map<string | null, InvoiceLine>,
  refundLines: readonly RefundedLine[],
): Map<string | null, { before: LineState; after: LineState }> {
  const changes = [...byLine(refundLines).values()].map((refunded) => {
    const before = states.get(refunded.purchaseItemId);
    const line = invoiced.get(refunded.purchaseItemId);
    if (!before || !line) {
      throw new Error(`Refund line of ${refunded.purchaseItemId ?? 'shipping'}: no such line on the invoice`);
    }
    return { id: refunded.purchaseItemId, vatRate: line.vatRate, before, after: afterRefund(before, refunded, line) };
  });
  const vats = shareVat(changes.map((c) => ({ vatRate: c.vatRate, gross: c.after.gross - c.before.gross })));
  return new Map(
    changes.map((change, i) => {
      const vat = change.before.vat + vats[i]!;
      const after = { ...change.after, vat, net: change.after.gross - vat };
      states.set(change.id, after);
      return [change.id, { before: change.before, after }];
    }),
  );
}

/**
 * The corrected lines of a refund: each invoice line it names, before (as invoiced, minus the
 * earlier corrections' refund lines, in their order) and after it. Throws when a refund line
 * names no line of the invoice or takes back more than is left. Also says whether nothing of the
 * invoice is left afterwards.
 */
export function correctedLines(
  invoiceLines: readonly InvoiceLine[],
  earlier: readonly (readonly RefundedLine[])[],
  current: readonly RefundedLine[],
): { lines: CorrectionLine[]; nothingLeft: boolean } {
  const states = new Map(
    invoiceLines.map((line) => [
      line.itemId,
      stateOf(line.quantity, line.unitGross, line.gross, line.vatRate, line.vat),
    ]),
  );
  const invoiced = new Map(invoiceLines.map((line) => [line.itemId, line]));
  for (const lines of earlier) applyRefund(states, invoiced, lines);

  const changes = applyRefund(states, invoiced, current);
  const lines = invoiceLines.flatMap((line): CorrectionLine[] => {
    const change = changes.get(line.itemId);
    if (!change) return [];
    const { before, after } = change;
    return [
      {
        position: line.position,
        name: line.name,
        variantName: line.variantName,
        variantNameEn: line.variantNameEn,
        vatRate: line.vatRate,
        shipping: line.shipping,
        before,
        after,
        difference: {
          quantity: after.quantity - before.quantity,
          gross: after.gross - before.gross,
          net: after.net - before.net,
          vat: after.vat - before.vat,
        },
      },
    ];
  });
  return { lines, nothingLeft: [...states.values()].every((state) => state.gross === 0) };
}

export type CorrectionWithRefund = CorrectionInvoice & { refund: Refund & { lines: RefundLine[] } };

export function buildCorrectionData(
  correction: CorrectionWithRefund,
  invoice: Invoice,
  purchase: PurchaseWithItems,
  earlier: readonly (readonly RefundedLine[])[],
  seller: InvoiceSeller,
  correctedKsefNumber: string | null = null,
): CorrectionData {
  const invoiceData = buildInvoiceData(invoice, purchase, seller);
  const { lines } = correctedLines(invoiceData.lines, earlier, correction.refund.lines);
  const summary = vatSummary(lines.map((line) => ({ vatRate: line.vatRate, gross: line.difference.gross })));
  const issueDate = warsawDate(correction.issuedAt);
  return {
    number: correction.number,
    issueDate,
    issuedAt: correction.issuedAt,
    reason: correction.reason,
    refundReason: correction.refund.reason,
    refundMethod: correction.refund.method,
    refundDate: correction.refund.doneAt ? warsawDate(correction.refund.doneAt) : issueDate,
    corrected: {
      number: invoiceData.number,
      issueDate: invoiceData.issueDate,
      saleDate: invoiceData.saleDate,
      ksefNumber: correctedKsefNumber,
    },
    seller,
    buyer: invoiceData.buyer,
    business: invoiceData.business,
    purchaseNumber: purchase.number,
    lines,
    ...summary,
    refundAmount: -summary.totalGross,
  };
}

/** The corrections of an invoice in the order they were issued (numbers restart each year). */
export const CORRECTION_ORDER = [{ issuedAt: 'asc' }, { year: 'asc' }, { sequence: 'asc' }] as const;

/**
 * Everything needed to render a purchase's correction invoice, or null when it has no such one.
 * With `ksefQrBase` its KSeF submission is read too, for the visualisation.
 */
export function loadCorrectionData(
  prisma: Db,
  purchaseId: string,
  correctionId: string,
  seller: InvoiceSeller,
  ksefQrBase?: string,
): Promise<CorrectionData | null> {
  return loadCorrection(prisma, { id: correctionId, purchaseId }, seller, ksefQrBase);
}

/** A correction invoice's data by its id alone (its XML for KSeF), or null. */
export function loadCorrectionDataById(prisma: Db, correctionId: string, seller: InvoiceSeller) {
  return loadCorrection(prisma, { id: correctionId }, seller);
}

async function loadCorrection(
  prisma: Db,
  where: { id: string; purchaseId?: string },
  seller: InvoiceSeller,
  ksefQrBase?: string,
): Promise<CorrectionData | null> {
  const correction = await prisma.correctionInvoice.findFirst({
    where,
    include: {
      refund: { include: { lines: true } },
      invoice: { include: { purchase: { include: { items: true } }, ksef: { select: { ksefNumber: true } } } },
      ...(ksefQrBase === undefined ? {} : { ksef: { select: KSEF_VISUAL_SELECT } }),
    },
  });
  if (!correction) return null;
  const all = await prisma.correctionInvoice.findMany({
    where: { invoiceId: correction.invoiceId },
    orderBy: [...CORRECTION_ORDER],
    select: { id: true, refund: { select: { lines: true } } },
  });
  const position = all.findIndex((c) => c.id === correction.id);
  const earlier = all.slice(0, position).map((c) => c.refund.lines);
  const { invoice } = correction;
  const data = buildCorrectionData(
    correction,
    invoice,
    invoice.purchase,
    earlier,
    seller,
    invoice.ksef?.ksefNumber ?? null,
  );
  if (ksefQrBase === undefined) return data;
  return { ...data, ksef: ksefVisual(correction.ksef ?? null, ksefQrBase, seller.nip) };
}
