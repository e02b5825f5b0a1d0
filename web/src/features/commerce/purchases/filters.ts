import { parsePln } from '../../../shared/money/money';
import { fileNameOf } from '../../../shared/ui/download';
import { PAYMENT_TYPE, PURCHASE_STATUSES, type PaymentType, type PurchaseStatus } from './labels';

/**
 * The admin purchases list's search, filters and order as they stand in the URL (so a reload or
 * a shared link keeps them), and as the API takes them: the GraphQL `PurchaseFilter` and the
 * query string of the spreadsheet export. Pure functions, unit-tested.
 *
 * URL: `q` search; `status`, `payment` comma lists; `from`, `to` days (YYYY-MM-DD, Warsaw);
 * `min`, `max` amounts in PLN ('1299.50'); `courses=1`, `products=1`; `attention=1` (money waits
 * for an admin: a refund needed or failed, a payment not verified to the end); `sort`, `dir`.
 */
export const FILTER_KEYS = [
  'status',
  'payment',
  'from',
  'to',
  'min',
  'max',
  'courses',
  'products',
  'attention',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Grid column → API sort field. */
export const SORT_FIELDS: Record<string, PurchaseSortField> = {
  createdAt: 'CREATED_AT',
  number: 'NUMBER',
  totalGross: 'TOTAL',
  status: 'STATUS',
};
export type PurchaseSortField = 'CREATED_AT' | 'NUMBER' | 'TOTAL' | 'STATUS';

export interface PurchaseListFilters {
  search: string;
  statuses: PurchaseStatus[];
  paymentTypes: PaymentType[];
  /** Days, YYYY-MM-DD, or '' */
  dateFrom: string;
  dateTo: string;
  /** Grosze. */
  amountFrom: number | null;
  amountTo: number | null;
  containsCourses: boolean;
  containsProducts: boolean;
  needsAttention: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function list<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  const picked = (value ?? '').split(',');
  return allowed.filter((item) => picked.includes(item));
}

function day(value: string | null): string {
  return value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
}

function amount(value: string | null): number | null {
  return value ? parsePln(value) : null;
}

/** The filters a URL asks for; anything unreadable is left out. */
export function readFilters(params: URLSearchParams): PurchaseListFilters {
  return {
    search: (params.get('q') ?? '').trim(),
    statuses: list(params.get('status'), PURCHASE_STATUSES),
    paymentTypes: list(params.get('payment'), PAYMENT_TYPE.values),
    dateFrom: day(params.get('from')),
    dateTo: day(params.get('to')),
    amountFrom: amount(params.get('min')),
    amountTo: amount(params.get('max')),
    containsCourses: params.get('courses') === '1',
    containsProducts: params.get('products') === '1',
    needsAttention: params.get('attention') === '1',
  };
}

/** Grosze as the URL's PLN text: 129950 → '1299.50', 1200 → '12'. */
export function plnParam(grosze: number | null): string | null {
  if (grosze == null) return null;
  return grosze % 100 === 0 ? String(grosze / 100) : (grosze / 100).toFixed(2);
}

/** URL changes for a set of filters (null removes a parameter). */
export function filterParams(filters: Partial<PurchaseListFilters>): Record<string, string | null> {
  const changes: Record<string, string | null> = {};
  if ('search' in filters) changes.q = filters.search?.trim() || null;
  if ('statuses' in filters) changes.status = filters.statuses?.join(',') || null;
  if ('paymentTypes' in filters) changes.payment = filters.paymentTypes?.join(',') || null;
  if ('dateFrom' in filters) changes.from = day(filters.dateFrom ?? null) || null;
  if ('dateTo' in filters) changes.to = day(filters.dateTo ?? null) || null;
  if ('amountFrom' in filters) changes.min = plnParam(filters.amountFrom ?? null);
  if ('amountTo' in filters) changes.max = plnParam(filters.amountTo ?? null);
  if ('containsCourses' in filters) changes.courses = filters.containsCourses ? '1' : null;
  if ('containsProducts' in filters) changes.products = filters.containsProducts ? '1' : null;
  if ('needsAttention' in filters) changes.attention = filters.needsAttention ? '1' : null;
  return changes;
}

/** Whether anything narrows the list. */
export function isFiltered(filters: PurchaseListFilters): boolean {
  return Boolean(
    filters.search ||
    filters.statuses.length ||
    filters.paymentTypes.length ||
    filters.dateFrom ||
    filters.dateTo ||
    filters.amountFrom != null ||
    filters.amountTo != null ||
    filters.containsCourses ||
    filters.containsProducts ||
    filters.needsAttention,
  );
}

/** The GraphQL `PurchaseFilter` (null when nothing narrows the list). */
export function toPurchaseFilter(filters: PurchaseListFilters) {
  if (!isFiltered(filters)) return null;
  return {
    search: filters.search || null,
    statuses: filters.statuses.length ? filters.statuses : null,
    paymentTypes: filters.paymentTypes.length ? filters.paymentTypes : null,
    // Days in Europe/Warsaw, both included (the API's Date).
    dateFrom: filters.dateFrom || null,
    dateTo: filters.dateTo || null,
    amountFrom: filters.amountFrom,
    amountTo: filters.amountTo,
    containsCourses: filters.containsCourses || null,
    containsProducts: filters.containsProducts || null,
    needsAttention: filters.needsAttention || null,
  };
}

/**
 * The spreadsheet export's query string (`GET /api/v1/admin/shop/purchases/excel`) for the same
 * filters and order, with the header row's language; no leading '?'.
 */
export function exportQuery(
  filters: PurchaseListFilters,
  sort?: { field: PurchaseSortField; direction: 'ASC' | 'DESC' } | null,
  lang?: string,
): string {
  const query = new URLSearchParams();
  if (filters.search) query.set('search', filters.search);
  if (filters.statuses.length) query.set('status', filters.statuses.join(','));
  if (filters.paymentTypes.length) query.set('paymentType', filters.paymentTypes.join(','));
  if (filters.dateFrom) query.set('dateFrom', filters.dateFrom);
  if (filters.dateTo) query.set('dateTo', filters.dateTo);
  if (filters.amountFrom != null) query.set('amountFrom', String(filters.amountFrom));
  if (filters.amountTo != null) query.set('amountTo', String(filters.amountTo));
  if (filters.containsCourses) query.set('containsCourses', 'true');
  if (filters.containsProducts) query.set('containsProducts', 'true');
  if (filters.needsAttention) query.set('needsAttention', 'true');
  if (sort) {
    query.set('sort', sort.field);
    query.set('direction', sort.direction);
  }
  if (lang) query.set('lang', lang);
  return query.toString();
}

/** The file name from Content-Disposition, else spec 9's `sales-YYYY-MM-DD.xlsx` for today. */
export function exportFileName(disposition: string | null, today = new Date()): string {
  return fileNameOf(disposition, `sales-${today.toISOString().slice(0, 10)}.xlsx`);
}
