import { useMemo, type ReactNode } from 'react';
import type { GridPaginationModel, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { ServerDataGrid, type ServerDataGridProps } from '../ui/ServerDataGrid';

/** One page of a server list's connection, as its fragment reads it. */
export interface Connection<R> {
  readonly totalCount: number;
  readonly pageInfo: { readonly endCursor: string | null | undefined };
  readonly edges: readonly { readonly node: R | null | undefined }[];
}

/** The rows of a connection's page (edges without a node left out). */
export function useConnectionRows<R>(connection: Pick<Connection<R>, 'edges'>): R[] {
  return useMemo(
    () => connection.edges.map((edge) => edge.node).filter((node): node is R => Boolean(node)),
    [connection.edges],
  );
}

/** The page, order and their changes of a server list (shared/lists/urlListState, ./listState). */
export interface PagedListState {
  page: number;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  onPaginationModelChange: (model: GridPaginationModel, endCursor: string | null | undefined) => void;
}

/** What an admin list page hands its grid: one page of the list's connection (a fragment key) and its state. */
export interface AdminListGridProps<K> {
  connection: K;
  list: PagedListState;
  loading: boolean;
  /** Whether a search or filter narrows the list (which empty message to show). */
  filtered?: boolean;
}

/** One page of an admin list's connection in the admin tables' grid (shared/ui/ServerDataGrid), paged and sorted by `list`. */
export function AdminListGrid<R extends GridValidRowModel>({
  connection,
  list,
  filtered,
  emptyFiltered,
  ...grid
}: AdminListGridProps<Connection<R>> & {
  /** Shown when nothing matches the search and filters (`empty` when the list has nothing at all). */
  emptyFiltered: ReactNode;
} & Pick<ServerDataGridProps<R>, 'label' | 'testId' | 'columns' | 'loading' | 'empty' | 'rowHeight'>) {
  const rows = useConnectionRows(connection);
  return (
    <ServerDataGrid<R>
      {...grid}
      empty={filtered ? emptyFiltered : grid.empty}
      rows={rows}
      rowCount={connection.totalCount}
      page={list.page}
      sortModel={list.sortModel}
      onSortModelChange={list.onSortModelChange}
      onPaginationModelChange={(model) => list.onPaginationModelChange(model, connection.pageInfo.endCursor)}
    />
  );
}
