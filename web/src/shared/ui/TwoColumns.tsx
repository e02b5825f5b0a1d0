import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A page's two columns from md up (`columns`: their widths, e.g. 'minmax(0, 1fr) 360px'), one
 * under the other on narrower screens; both start at the top.
 */
export function TwoColumns({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: columns }, alignItems: 'start' }}
    >
      {children}
    </Box>
  );
}
