import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { NotFoundBoundary } from '../../../shared/errors/NotFoundBoundary';
import { MessagePage } from '../../../shared/ui/MessagePage';
import { SkyIllustration } from '../../../shared/ui/illustrations';

/** A purchase that does not exist, or that the reader may not see: the "page not found" page. */
export function PurchaseNotFound() {
  return (
    <MessagePage title={<Trans>Page not found</Trans>} testId="page-not-found">
      <Typography>
        <Trans>This purchase does not exist, or the link is not valid any more.</Trans>
      </Typography>
      <SkyIllustration variant="lost" />
    </MessagePage>
  );
}

/** Shows {@link PurchaseNotFound} when the purchase's query is refused as not found (or forbidden, or a malformed id). */
export function PurchaseNotFoundBoundary({ children }: { children: ReactNode }) {
  return <NotFoundBoundary fallback={<PurchaseNotFound />}>{children}</NotFoundBoundary>;
}
