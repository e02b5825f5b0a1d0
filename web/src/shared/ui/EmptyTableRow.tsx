import type { ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/**
 * The one row of a table that has no rows: a muted message across its `colSpan` columns, centred;
 * on phones, where a wide table scrolls sideways, kept at the visible left edge instead.
 */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>
        <Typography
          color="text.secondary"
          sx={{
            py: 3,
            textAlign: { xs: 'left', sm: 'center' },
            position: { xs: 'sticky', sm: 'static' },
            left: 16,
            maxWidth: { xs: 'calc(100vw - 96px)', sm: 'none' },
          }}
        >
          {children}
        </Typography>
      </TableCell>
    </TableRow>
  );
}
