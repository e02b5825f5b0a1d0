import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { enUS, plPL } from '@mui/x-data-grid/locales';
import { useLingui } from '@lingui/react/macro';
import { ADMIN_PAGE_SIZE, type useListState } from './listState';

interface Props<R extends GridValidRowModel> {
  label: string;
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  rowCount: number;
  page: number;
  loading: boolean;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  empty: ReactNode;
  rowHeight?: number;
  testId?: string;
}

/**
 * The admin tables (DESIGN: server-side filter, sort and pagination): MUI's data grid in
 * server mode, 25 rows a page, labels in the page's language. Narrow screens scroll the
 * grid sideways inside its own box; the page itself never overflows.
 */
export function AdminDataGrid<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  rowCount,
  page,
  loading,
  sortModel,
  onSortModelChange,
  onPaginationModelChange,
  empty,
  rowHeight,
  testId,
}: Props<R>) {
  const { i18n } = useLingui();
  const paginationModel = useMemo(() => ({ page, pageSize: ADMIN_PAGE_SIZE }), [page]);
  const localeText = (i18n.locale === 'en' ? enUS : plPL).components.MuiDataGrid.defaultProps.localeText;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }} data-testid={testId}>
      <DataGrid<R>
        aria-label={label}
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        pageSizeOptions={[ADMIN_PAGE_SIZE]}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        sortingOrder={['asc', 'desc']}
        disableColumnFilter
        disableColumnMenu
        disableRowSelectionOnClick
        autoHeight
        rowHeight={rowHeight}
        localeText={localeText}
        slots={{
          noRowsOverlay: () => (
            <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3 }}>
              <Typography color="text.secondary">{empty}</Typography>
            </Box>
          ),
        }}
        sx={{
          bgcolor: 'background.paper',
          '--DataGrid-overlayHeight': '160px',
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
        }}
      />
    </Box>
  );
}

interface Connection<R> {
  readonly totalCount: number;
  readonly pageInfo: { readonly endCursor: string | null | undefined };
  readonly edges: readonly { readonly node: R | null | undefined }[];
}

/** What an admin list page hands its grid: one page of the list's connection (a fragment key) and its state. */
export interface AdminListGridProps<K> {
  connection: K;
  list: ReturnType<typeof useListState>;
  loading: boolean;
  /** Whether a search or filter narrows the list (which empty message to show). */
  filtered: boolean;
}

/** One page of an admin list's connection in an {@link AdminDataGrid}, paged and sorted by `list`. */
export function AdminListGrid<R extends GridValidRowModel>({
  connection,
  list,
  filtered,
  emptyFiltered,
  ...grid
}: AdminListGridProps<Connection<R>> & {
  /** Shown when nothing matches the search and filters (`empty` when the list has nothing at all). */
  emptyFiltered: ReactNode;
} & Pick<Props<R>, 'label' | 'testId' | 'columns' | 'loading' | 'empty' | 'rowHeight'>) {
  const rows = useMemo(
    () => connection.edges.map((edge) => edge.node).filter((node): node is R => Boolean(node)),
    [connection.edges],
  );
  return (
    <AdminDataGrid<R>
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
