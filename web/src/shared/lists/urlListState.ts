import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

/** Where each page of a filtered list starts (the `after` cursors), kept while the tab lives. */
const cursorMemory = new Map<string, (string | null)[]>();

/**
 * A server-side list's state in the URL (filters, sort column `sort` and `dir`, page and its
 * cursor `after`), so a filtered list survives opening a row and coming back, a reload, and can
 * be linked to. `readFilters` and `sortFields` (grid column → API sort field) must be constants.
 */
export function useUrlListState<F>(
  readFilters: (params: URLSearchParams) => F,
  sortFields: Readonly<Record<string, string>>,
) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();

  const state = useMemo(() => {
    const read = new URLSearchParams(key);
    const sortColumn = read.get('sort') ?? '';
    const sort = sortFields[sortColumn] ? sortColumn : null;
    const direction: 'ASC' | 'DESC' = read.get('dir') === 'asc' ? 'ASC' : 'DESC';
    const page = Math.max(0, Number.parseInt(read.get('page') ?? '0', 10) || 0);
    const after = page > 0 ? read.get('after') : null;
    // Without its cursor a later page cannot be found: start at the first one.
    return { filters: readFilters(read), sort, direction, page: after ? page : 0, after };
  }, [key, readFilters, sortFields]);

  const listKey = useMemo(() => {
    const read = new URLSearchParams(key);
    read.delete('page');
    read.delete('after');
    return read.toString();
  }, [key]);

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        () => {
          // The address as it is now: a debounced search may fire after another filter changed
          // it, and the router hands a functional update the parameters of an earlier render.
          const next = new URLSearchParams(window.location.search);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          // Another filter or order: back to the first page.
          if (!('page' in changes)) {
            next.delete('page');
            next.delete('after');
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // Stable identities: the grid treats a new model object as a change (and goes back to page 1).
  const sortModel = useMemo<GridSortModel>(
    () =>
      state.sort
        ? [{ field: state.sort, sort: state.direction === 'ASC' ? 'asc' : 'desc' }]
        : [{ field: 'createdAt', sort: 'desc' }],
    [state.sort, state.direction],
  );

  const onSortModelChange = (model: GridSortModel) => {
    const item = model[0];
    if (!item?.sort || !sortFields[item.field]) update({ sort: null, dir: null });
    else update({ sort: item.field, dir: item.sort });
  };

  /** Moves one page on: the grid's footer only steps to the next or previous page. */
  const onPaginationModelChange = (model: GridPaginationModel, endCursor: string | null | undefined) => {
    const cursors = cursorMemory.get(listKey) ?? [null];
    cursors[state.page] = state.after;
    if (model.page === state.page + 1 && endCursor) {
      cursors[model.page] = endCursor;
      cursorMemory.set(listKey, cursors);
      update({ page: String(model.page), after: endCursor });
      return;
    }
    cursorMemory.set(listKey, cursors);
    const target = model.page > 0 ? cursors[model.page] : null;
    if (model.page > 0 && target) update({ page: String(model.page), after: target });
    else update({ page: null, after: null });
  };

  return { ...state, update, sortModel, onSortModelChange, onPaginationModelChange };
}

/** A comma-separated URL value as a list of allowed values. */
export function listParam<T extends string>(value: string, allowed: readonly T[]): T[] {
  return value.split(',').filter((v): v is T => (allowed as readonly string[]).includes(v));
}
