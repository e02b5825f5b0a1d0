import { Component, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { errorCode } from '../../../shared/errors/graphqlErrors';
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

/** Shows {@link PurchaseNotFound} when the purchase's query is refused as NOT_FOUND (or FORBIDDEN). */
export class PurchaseNotFoundBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const code = errorCode(error);
    // An unknown or malformed id reads as not found; anything else goes on to the route's error page.
    if (code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'VALIDATION_FAILED') return <PurchaseNotFound />;
    throw error;
  }
}
