import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useLingui } from '@lingui/react/macro';

/** The spinner shown while a page's code or data loads. */
export function PageLoader() {
  const { t } = useLingui();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t`Loading`} />
    </Box>
  );
}
