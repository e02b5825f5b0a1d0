import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Plural, Trans } from '@lingui/react/macro';
import type { KsefNoticeQuery } from '../__generated__/KsefNoticeQuery.graphql';

/** KSeF not configured in production: nothing is sent (shown wherever invoices are listed). */
export function KsefOfflineAlert() {
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="ksef-offline-alert">
      <AlertTitle>
        <Trans>KSeF is not configured</Trans>
      </AlertTitle>
      <Trans>
        Invoices are issued in the offline mode and are not sent. Set KSEF_TOKEN (and KSEF_ENV) on the server.
      </Trans>
    </Alert>
  );
}

/**
 * The admin's KSeF warnings on screens that list invoices but are not the e-invoices screen (the
 * purchases list): KSeF not configured, invoices rejected or past their offline deadline, with
 * the way to the e-invoices screen. Nothing when all is well.
 */
export function KsefNotice() {
  const { ksefOverview: o } = useLazyLoadQuery<KsefNoticeQuery>(
    graphql`
      query KsefNoticeQuery {
        ksefOverview {
          mode
          rejected
          overdue
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const { rejected, overdue } = o;
  return (
    <>
      {o.mode === 'offline' ? <KsefOfflineAlert /> : null}
      {rejected + overdue > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="ksef-notice">
          {rejected > 0 ? (
            <Plural value={rejected} one="KSeF rejected # invoice." other="KSeF rejected # invoices." />
          ) : null}{' '}
          {overdue > 0 ? (
            <Plural
              value={overdue}
              one="# offline invoice is past its deadline for KSeF."
              other="# offline invoices are past their deadline for KSeF."
            />
          ) : null}{' '}
          <Link component={RouterLink} to="/admin/e-invoices">
            <Trans>Open e-invoices</Trans>
          </Link>
        </Alert>
      ) : null}
    </>
  );
}
