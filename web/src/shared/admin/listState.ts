import { useCallback } from 'react';
import { useUrlListState } from '../lists/urlListState';

/** Spec 9 / DESIGN: admin lists page 25 rows at a time, like every list (policies). */
export { PAGE_SIZE as ADMIN_PAGE_SIZE } from '../policies';
export { listParam } from '../lists/urlListState';

/**
 * An admin catalogue list's state in the URL: the search (`q`), one value per filter key, the
 * order, the page and its cursor. `filterKeys` and `sortFields` (grid column → API sort field)
 * must be constants.
 */
export function useListState<F extends string>(filterKeys: readonly F[], sortFields: Record<string, string>) {
  const readFilters = useCallback(
    (read: URLSearchParams) => ({
      values: Object.fromEntries(filterKeys.map((k) => [k, read.get(k) ?? ''])) as Record<F, string>,
      search: read.get('q') ?? '',
    }),
    [filterKeys],
  );
  const { filters, ...list } = useUrlListState(readFilters, sortFields);
  return {
    ...list,
    filters: filters.values,
    search: filters.search,
    sortBy: list.sort ? (sortFields[list.sort] ?? null) : null,
  };
}
