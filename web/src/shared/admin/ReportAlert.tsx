import type { ReactElement, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

/**
 * What a pass an admin started did, until closed: `title` over its counts in a row (each a keyed
 * element), or, when `report` is a string, why it failed.
 */
export function ReportAlert<T extends object>({
  report,
  title,
  counts,
  severity,
  onClose,
  testId,
}: {
  report: T | string;
  title: ReactNode;
  counts: (report: T) => ReactElement[];
  /** Success unless told otherwise. */
  severity?: (report: T) => 'success' | 'warning';
  onClose: () => void;
  testId: string;
}) {
  if (typeof report === 'string') {
    return (
      <Alert severity="error" onClose={onClose} sx={{ mb: 2 }} data-testid={testId}>
        {report}
      </Alert>
    );
  }
  return (
    <Alert severity={severity?.(report) ?? 'success'} onClose={onClose} sx={{ mb: 2 }} data-testid={testId}>
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {counts(report).map((count) => (
          <li key={count.key}>{count}</li>
        ))}
      </Box>
    </Alert>
  );
}
