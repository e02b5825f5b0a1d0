import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface Fact {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** A definition list of label → value pairs in two columns. */
export function Facts({ facts, testId }: { facts: readonly Fact[]; testId?: string }) {
  if (facts.length === 0) return null;
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 2fr) minmax(0, 3fr)', sm: 'minmax(10rem, auto) minmax(0, 1fr)' },
        columnGap: { xs: 2, sm: 3 },
        rowGap: 1,
        m: 0,
        '& dt': { color: 'text.secondary', fontSize: '0.85rem' },
        '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.key} sx={{ display: 'contents' }} data-fact={fact.key}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </Box>
      ))}
    </Box>
  );
}
