import { useUrlListState } from '../../../shared/lists/urlListState';
import { SORT_FIELDS, readFilters, type PurchaseSortField } from './filters';

/**
 * The staff purchases list's state in the URL: search and filters (see filters.ts), the order
 * (`sort` = grid column, `dir`), the page and its cursor. A reload, the back button or a shared
 * link shows the same list (the same way as the admin catalogue lists).
 */
export function usePurchaseListState() {
  const list = useUrlListState(readFilters, SORT_FIELDS);
  const sortBy: { field: PurchaseSortField; direction: 'ASC' | 'DESC' } = list.sort
    ? { field: SORT_FIELDS[list.sort] ?? 'CREATED_AT', direction: list.direction }
    : { field: 'CREATED_AT', direction: 'DESC' };
  return { ...list, sortBy };
}

export type PurchaseListState = ReturnType<typeof usePurchaseListState>;
