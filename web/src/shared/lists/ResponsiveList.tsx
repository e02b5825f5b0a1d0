import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { CardList } from './CardList';
import { useConnectionRows, type AdminListGridProps, type Connection } from './AdminDataGrid';
import { PrevNextPager, ServerDataGrid } from '../ui/ServerDataGrid';

/** A connection's page with whether another follows (the phones' Next). */
interface ListConnection<R> extends Connection<R> {
  readonly pageInfo: { readonly endCursor: string | null | undefined; readonly hasNextPage: boolean };
}

/**
 * One page of a server list, the way every admin list shows it: the data grid on wide screens;
 * on phones a card per row (dimmed while the next page loads) with Previous / Next under them.
 * `children` (the dialogs the rows open) keep one place in the tree whichever layout shows, so
 * that crossing the breakpoint (a rotated tablet, a resized window, a full-page screenshot) does
 * not remount them and lose what was typed.
 */
export function ResponsiveList<R extends { readonly id: string }>({
  connection,
  list,
  loading,
  filtered = false,
  label,
  columns,
  empty: emptyAll,
  emptyFiltered,
  rowHeight = 60,
  testId,
  rowTestId,
  cardsBelow = 'md',
  sortable = false,
  card,
  cardLink,
  alert,
  children,
}: AdminListGridProps<ListConnection<R>> & {
  /** The grid's and the card list's accessible name. */
  label: string;
  columns: readonly GridColDef<R>[];
  /** Shown when the list has no rows at all. */
  empty: ReactNode;
  /** Shown when nothing matches the search and filters (`empty` without it). */
  emptyFiltered?: ReactNode;
  rowHeight?: number;
  /** On the grid, or on the cards and their pager. */
  testId?: string;
  /** On every grid row and every card. */
  rowTestId: string;
  /** Below this breakpoint the rows are cards. */
  cardsBelow?: 'sm' | 'md';
  /** Whether the grid's columns sort the list (by `list.sortModel`). */
  sortable?: boolean;
  /** A row's card on phones. */
  card: (row: R) => ReactNode;
  /** Where a card leads (the whole card is the link). */
  cardLink?: (row: R) => string;
  /** Rows needing attention: their card gets a red border. */
  alert?: (row: R) => boolean;
  children?: ReactNode;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down(cardsBelow), { noSsr: true });
  const rows = useConnectionRows(connection);
  const empty = filtered && emptyFiltered ? emptyFiltered : emptyAll;
  const { endCursor, hasNextPage } = connection.pageInfo;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      {phone ? (
        <Box data-testid={testId}>
          {rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {empty}
            </Typography>
          ) : (
            <CardList
              label={label}
              rows={rows}
              linkOf={cardLink}
              cardProps={(row) => ({
                'data-testid': rowTestId,
                sx: { opacity: loading ? 0.6 : 1, borderColor: alert?.(row) ? 'error.main' : undefined },
              })}
            >
              {card}
            </CardList>
          )}
          <PrevNextPager
            page={list.page}
            hasNext={hasNextPage}
            endCursor={endCursor}
            loading={loading}
            onPage={list.onPaginationModelChange}
          />
        </Box>
      ) : (
        <ServerDataGrid<R>
          label={label}
          rows={rows}
          columns={columns}
          rowCount={connection.totalCount}
          page={list.page}
          loading={loading}
          {...(sortable ? { sortModel: list.sortModel, onSortModelChange: list.onSortModelChange } : {})}
          onPaginationModelChange={(model) => list.onPaginationModelChange(model, endCursor)}
          empty={empty}
          rowHeight={rowHeight}
          testId={testId}
          rowTestId={rowTestId}
        />
      )}
      {children}
    </Box>
  );
}
