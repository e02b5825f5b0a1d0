import type { ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';

/** A column heading of {@link TableHeadRow}. */
export interface HeadColumn {
  label: ReactNode;
  align?: 'right';
  sx?: SxProps<Theme>;
}

/** A table's head: one row of column headings. */
export function TableHeadRow({ columns }: { columns: readonly HeadColumn[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column, index) => (
          <TableCell key={index} align={column.align} sx={column.sx}>
            {column.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
