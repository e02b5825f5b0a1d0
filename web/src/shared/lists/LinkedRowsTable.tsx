import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { EmptyTableRow } from '../ui/EmptyTableRow';
import { CardList, type DataAttributes } from './CardList';

/** A column's header: its title, and how its cells sit. */
export interface TableHeader {
  label: ReactNode;
  align?: 'right';
  minWidth?: number;
}

/**
 * A short client-side list whose rows each open a page: a table on wide screens (a click anywhere
 * on a row opens it; `RowLink` in a cell is the real link), a card per row on phones (the whole
 * card is the link). `rowProps` (test ids, data attributes) go on both the table row and the card.
 */
export function LinkedRowsTable<R extends { readonly id: string }>({
  label,
  rows,
  linkOf,
  head,
  cells,
  card,
  rowProps,
  empty,
}: {
  label: string;
  rows: readonly R[];
  linkOf: (row: R) => string;
  head: readonly TableHeader[];
  /** A row's table cells, one per header. */
  cells: (row: R) => ReactNode;
  /** A row's card on phones. */
  card: (row: R) => ReactNode;
  rowProps: (row: R, index: number) => DataAttributes;
  /** Shown when there are no rows: a row of the table, or on phones a box of its own with `testId`. */
  empty?: { message: ReactNode; testId: string };
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();

  if (phone) {
    if (!rows.length && empty) {
      return (
        <Paper variant="outlined" sx={{ p: 3 }} data-testid={empty.testId}>
          <Typography color="text.secondary">{empty.message}</Typography>
        </Paper>
      );
    }
    return (
      <CardList label={label} rows={rows} linkOf={linkOf} cardProps={rowProps}>
        {card}
      </CardList>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((header, index) => (
              <TableCell
                key={index}
                align={header.align}
                sx={header.minWidth ? { minWidth: header.minWidth } : undefined}
              >
                {header.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && empty ? <EmptyTableRow colSpan={head.length}>{empty.message}</EmptyTableRow> : null}
          {rows.map((row, index) => (
            <TableRow
              key={row.id}
              hover
              onClick={() => void navigate(linkOf(row))}
              sx={{ cursor: 'pointer' }}
              {...rowProps(row, index)}
            >
              {cells(row)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A row's own link in its first cell (the click stays off the row, which would navigate again). */
export function RowLink({ to, testId, children }: { to: string; testId: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      onClick={(event) => event.stopPropagation()}
      sx={{ fontWeight: 700 }}
      data-testid={testId}
    >
      {children}
    </Link>
  );
}
