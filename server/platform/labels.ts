import type {
  CourseCategory,
  CourseVariantType,
  Language,
  PaymentType,
  PurchaseItemKind,
  PurchaseStatus,
} from '../generated/prisma/enums.ts';

/**
 * The words a person reads for the enumerations that the server's documents show (invoice and
 * correction PDFs and their FA(3) XML, spreadsheets, mails), in Polish and English: one home per
 * enumeration, so no document prints a raw code (FULL_MIXED) and no two documents name a value
 * differently. The wording is the web app's (its Lingui catalogs), so a document and the screen
 * the buyer saw agree. Labels used by one module's mails only stay with them (contact's
 * consultation times, exchange's service categories).
 */
export type Labels<T extends string> = Readonly<Record<Language, Readonly<Record<T, string>>>>;

export const COURSE_VARIANT_LABELS: Labels<CourseVariantType> = {
  PL: {
    FULL_ONLINE: 'Pełny online',
    FULL_MIXED: 'Pełny mieszany',
    FULL_STATIONARY: 'Pełny stacjonarny',
    THEORETICAL_ONLINE: 'Teoretyczny online',
    THEORETICAL_STATIONARY: 'Teoretyczny stacjonarny',
  },
  EN: {
    FULL_ONLINE: 'Full online',
    FULL_MIXED: 'Full mixed',
    FULL_STATIONARY: 'Full stationary',
    THEORETICAL_ONLINE: 'Theoretical online',
    THEORETICAL_STATIONARY: 'Theoretical stationary',
  },
};

export const COURSE_CATEGORY_LABELS: Labels<CourseCategory> = {
  PL: {
    PARTICULAR: 'Kategoria szczególna',
    OPEN: 'Kategoria otwarta',
    TECHNICAL: 'Specjalistyczne',
    CERTIFIED: 'Certyfikowane',
  },
  EN: { PARTICULAR: 'Specific category', OPEN: 'Open category', TECHNICAL: 'Specialized', CERTIFIED: 'Certified' },
};

export const PURCHASE_STATUS_LABELS: Labels<PurchaseStatus> = {
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

export const PAYMENT_TYPE_LABELS: Labels<PaymentType> = {
  PL: {
    PRZELEWY24_TRANSFER: 'Przelewy24 (płatność online)',
    TRADITIONAL_TRANSFER: 'Przelew tradycyjny',
    O_TRANSFER: 'Bez płatności',
  },
  EN: {
    PRZELEWY24_TRANSFER: 'Przelewy24 (online payment)',
    TRADITIONAL_TRANSFER: 'Bank transfer',
    O_TRANSFER: 'No payment',
  },
};

/**
 * A purchase line's variant as a person reads it. A course line keeps its variant's type
 * (FULL_MIXED…), shown as its label; a product line keeps the variant's own name, as written at
 * the time of purchase in the buyer's language.
 */
export function lineVariantLabel(line: { kind: PurchaseItemKind; variantName: string }, language: Language): string {
  const labels: Readonly<Record<string, string>> = COURSE_VARIANT_LABELS[language];
  return line.kind === 'COURSE' && Object.hasOwn(labels, line.variantName)
    ? labels[line.variantName]!
    : line.variantName;
}
