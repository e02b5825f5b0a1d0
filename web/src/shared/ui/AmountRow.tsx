import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The two looks of a totals list: the cart's summary (roomier, bolder) and a purchase's totals. */
const LOOKS = {
  summary: {
    py: 0.5,
    total: { borderTop: '1px solid', borderColor: 'divider', mt: 1, pt: 1.5 },
    totalWeight: 800,
    valueWeight: 600,
    totalSize: '1.15rem',
  },
  totals: {
    py: 0.25,
    total: { mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' },
    totalWeight: 700,
    valueWeight: 400,
    totalSize: '1.1rem',
  },
} as const;

/**
 * One row of a totals list (`<dl>`): a label and an amount; the `strong` row is the total, set off
 * by a line above it.
 */
export function AmountRow({
  label,
  value,
  strong,
  testId,
  look,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  testId?: string;
  look: keyof typeof LOOKS;
}) {
  const { py, total, totalWeight, valueWeight, totalSize } = LOOKS[look];
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py, ...(strong ? total : {}) }}>
      <Typography component="dt" sx={{ fontWeight: strong ? totalWeight : 400 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          fontWeight: strong ? totalWeight : valueWeight,
          whiteSpace: 'nowrap',
          fontSize: strong ? totalSize : undefined,
        }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}
