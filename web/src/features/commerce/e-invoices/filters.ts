import { KSEF_STATE, type KsefState } from './labels';

/**
 * The e-invoices list's filters as they stand in the URL (a reload, the back button or a shared
 * link shows the same list) and as the API takes them (`EInvoiceFilter`). Pure, unit-tested.
 *
 * URL: `q` buyer text (name, NIP, document or KSeF number); `status` one KSeF state; `offline=1`;
 * `from`, `to` issue days (YYYY-MM-DD).
 */
export const FILTER_KEYS = ['status', 'offline', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface EInvoiceListFilters {
  status: KsefState | null;
  offline: boolean;
  from: string;
  to: string;
  buyer: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters from the `useListState` values (unknown or malformed values ignored). */
export function readFilters(values: Record<FilterKey, string>, search: string): EInvoiceListFilters {
  return {
    status: KSEF_STATE.is(values.status) ? values.status : null,
    offline: values.offline === '1',
    from: DAY.test(values.from) ? values.from : '',
    to: DAY.test(values.to) ? values.to : '',
    buyer: search.trim(),
  };
}

export function isFiltered(filters: EInvoiceListFilters): boolean {
  return Boolean(filters.status || filters.offline || filters.from || filters.to || filters.buyer);
}

/** The GraphQL `EInvoiceFilter` (null when nothing narrows the list). */
export function toEInvoiceFilter(filters: EInvoiceListFilters) {
  if (!isFiltered(filters)) return null;
  return {
    status: filters.status,
    offline: filters.offline || null,
    from: filters.from || null,
    to: filters.to || null,
    buyer: filters.buyer || null,
  };
}

/** The e-invoices screen (relative to /app), optionally narrowed, e.g. to one rejected invoice. */
export const E_INVOICES_PATH = '/admin/e-invoices';
export function eInvoicesPath(narrow: { status?: KsefState; q?: string } = {}): string {
  const params = new URLSearchParams();
  if (narrow.q) params.set('q', narrow.q);
  if (narrow.status) params.set('status', narrow.status);
  const query = params.toString();
  return query ? `${E_INVOICES_PATH}?${query}` : E_INVOICES_PATH;
}
