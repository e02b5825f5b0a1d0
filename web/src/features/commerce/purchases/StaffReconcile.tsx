import { graphql, useMutation } from 'react-relay';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SyncIcon from '@mui/icons-material/Sync';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  StaffReconcileMutation,
  StaffReconcileMutation$data,
} from '../../../__generated__/StaffReconcileMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';

export type ReconcileReport = StaffReconcileMutation$data['reconcilePayments'];

/**
 * "Reconcile now" (admins): asks Przelewy24 about every unfinished payment and refund at once;
 * the page shows what the pass did (`onReport`) and reads its list again.
 */
export function ReconcileButton({ onReport }: { onReport: (report: ReconcileReport | string) => void }) {
  const { i18n } = useLingui();
  const [commit, running] = useMutation<StaffReconcileMutation>(graphql`
    mutation StaffReconcileMutation {
      reconcilePayments {
        paymentsChecked
        paid
        refundsOpened
        cancelled
        refundsSent
        refundsFinished
      }
    }
  `);
  const run = () =>
    commit({
      variables: {},
      onCompleted: (response) => onReport(response.reconcilePayments),
      onError: (error) => onReport(errorMessage(i18n, error)),
    });
  return (
    <Button
      variant="outlined"
      startIcon={<SyncIcon />}
      onClick={run}
      disabled={running}
      data-testid="purchases-reconcile"
    >
      {running ? <Trans>Reconciling…</Trans> : <Trans>Reconcile now</Trans>}
    </Button>
  );
}

/** What the reconciliation pass did (or why it failed), until closed. */
export function ReconcileReportAlert({ report, onClose }: { report: ReconcileReport | string; onClose: () => void }) {
  if (typeof report === 'string') {
    return (
      <Alert severity="error" onClose={onClose} sx={{ mb: 2 }} data-testid="reconcile-report">
        {report}
      </Alert>
    );
  }
  const { paymentsChecked, paid, refundsOpened, cancelled, refundsSent, refundsFinished } = report;
  const counts = [
    <Trans key="checked">Payments checked: {paymentsChecked}</Trans>,
    <Trans key="paid">Purchases marked paid: {paid}</Trans>,
    <Trans key="cancelled">Cancelled (not paid in time): {cancelled}</Trans>,
    <Trans key="opened">Refunds opened: {refundsOpened}</Trans>,
    <Trans key="sent">Refunds sent: {refundsSent}</Trans>,
    <Trans key="finished">Refunds finished: {refundsFinished}</Trans>,
  ];
  return (
    <Alert severity="success" onClose={onClose} sx={{ mb: 2 }} data-testid="reconcile-report">
      <AlertTitle>
        <Trans>Payments reconciled with Przelewy24</Trans>
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {counts.map((count) => (
          <li key={count.key}>{count}</li>
        ))}
      </Box>
    </Alert>
  );
}
