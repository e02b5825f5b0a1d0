import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';

/** "Show more" under a list that loads its next page on demand (Relay's `loadNext`); nothing once the list is whole. */
export function ShowMoreButton({
  hasNext,
  loading,
  onMore,
  testId,
}: {
  hasNext: boolean;
  loading: boolean;
  onMore: () => void;
  testId: string;
}) {
  if (!hasNext) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Button variant="outlined" onClick={onMore} disabled={loading} data-testid={testId}>
        <Trans>Show more</Trans>
      </Button>
    </Box>
  );
}
