import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { enUS, plPL } from '@mui/x-data-grid/locales';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '../policies';

export interface ServerDataGridProps<R extends GridValidRowModel> {
  label: string;
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  rowCount: number;
  page: number;
  loading: boolean;
  /** The order and its change; without them the columns cannot be sorted. */
  sortModel?: GridSortModel;
  onSortModelChange?: (model: GridSortModel) => void;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  empty: ReactNode;
  rowHeight?: number;
  testId?: string;
  /** A test id on every row (the journeys find rows by it). */
  rowTestId?: string;
  /** A click on a row (e.g. opens it); the rows then show the pointer. */
  onRowClick?: (row: R) => void;
}

/**
 * The admin tables (DESIGN: server-side filter, sort and pagination): MUI's data grid in
 * server mode, 25 rows a page, labels in the page's language. Narrow screens scroll the
 * grid sideways inside its own box; the page itself never overflows.
 */
export function ServerDataGrid<R extends GridValidRowModel>({
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
  rowTestId,
  onRowClick,
}: ServerDataGridProps<R>) {
  const { i18n } = useLingui();
  const paginationModel = useMemo(() => ({ page, pageSize: PAGE_SIZE }), [page]);
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
        pageSizeOptions={[PAGE_SIZE]}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        sortingOrder={['asc', 'desc']}
        onRowClick={onRowClick ? ({ row }) => onRowClick(row) : undefined}
        disableColumnSorting={!sortModel}
        disableColumnFilter
        disableColumnMenu
        disableRowSelectionOnClick
        autoHeight
        rowHeight={rowHeight}
        localeText={localeText}
        slotProps={rowTestId ? { row: { 'data-testid': rowTestId } as object } : undefined}
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
          ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
        }}
      />
    </Box>
  );
}

/**
 * Previous / Next under a server list shown as cards on phones (the grid's footer does it on wide
 * screens): `onPage(page, cursor)` as the grid's pagination model change.
 */
export function PrevNextPager({
  page,
  hasNext,
  endCursor,
  loading,
  onPage,
}: {
  page: number;
  hasNext: boolean;
  endCursor: string | null | undefined;
  loading: boolean;
  onPage: (model: GridPaginationModel, cursor: string | null | undefined) => void;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
      <Button disabled={page === 0 || loading} onClick={() => onPage({ page: page - 1, pageSize: PAGE_SIZE }, null)}>
        <Trans>Previous</Trans>
      </Button>
      <Button disabled={!hasNext || loading} onClick={() => onPage({ page: page + 1, pageSize: PAGE_SIZE }, endCursor)}>
        <Trans>Next</Trans>
      </Button>
    </Box>
  );
}
