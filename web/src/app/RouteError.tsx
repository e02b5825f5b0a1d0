import { useRouteError } from 'react-router';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorCode } from '../shared/errors/graphqlErrors';
import { errorMessage } from '../shared/errors/messages';

/** A failed chunk download (spec 8: "script chunk load failure produces a load error"). */
function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|module script failed|ChunkLoadError|Loading chunk|error loading dynamically/i.test(
    text,
  );
}

/** What a page shows when its code or data failed: never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const { i18n } = useLingui();
  const chunk = isChunkLoadError(error);
  const code = errorCode(error);
  if (!chunk) console.error(error);
  return (
    <Container maxWidth="sm" sx={{ py: 8 }} data-testid="route-error">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          {chunk ? (
            <Trans>This part of the application could not be loaded</Trans>
          ) : (
            <Trans>Something went wrong</Trans>
          )}
        </Typography>
        <Typography>
          {chunk ? (
            <Trans>Check your internet connection and reload the page.</Trans>
          ) : code ? (
            errorMessage(i18n, error)
          ) : (
            <Trans>An error has occurred. Try again</Trans>
          )}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          <Trans>Reload the page</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
