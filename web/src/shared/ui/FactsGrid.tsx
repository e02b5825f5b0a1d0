import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Labelled facts as a description list (`dl`): label beside value on wider screens, label above
 * value on phones. The details pages (a slot, an order, a certificate) lay their facts out so.
 */
export function FactsGrid({
  labelColumn = 'max-content',
  columnGap = 3,
  rowGap,
  sx,
  children,
}: {
  /** The labels' column width from the sm breakpoint on. */
  labelColumn?: string;
  columnGap?: number;
  /** The gap between rows from the sm breakpoint on (on phones a label sits right above its value). */
  rowGap: number;
  /** Further styles, e.g. of the `& dt` and `& dd` cells. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      component="dl"
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `${labelColumn} minmax(0, 1fr)` },
          columnGap,
          rowGap: { xs: 0.25, sm: rowGap },
          m: 0,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
