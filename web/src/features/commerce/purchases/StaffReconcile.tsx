import { graphql, useMutation } from 'react-relay';
import Button from '@mui/material/Button';
import SyncIcon from '@mui/icons-material/Sync';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  StaffReconcileMutation,
  StaffReconcileMutation$data,
} from '../../../__generated__/StaffReconcileMutation.graphql';
import { ReportAlert } from '../../../shared/admin/ReportAlert';
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
  return (
    <ReportAlert
      report={report}
      onClose={onClose}
      testId="reconcile-report"
      title={<Trans>Payments reconciled with Przelewy24</Trans>}
      counts={({ paymentsChecked, paid, refundsOpened, cancelled, refundsSent, refundsFinished }) => [
        <Trans key="checked">Payments checked: {paymentsChecked}</Trans>,
        <Trans key="paid">Purchases marked paid: {paid}</Trans>,
        <Trans key="cancelled">Cancelled (not paid in time): {cancelled}</Trans>,
        <Trans key="opened">Refunds opened: {refundsOpened}</Trans>,
        <Trans key="sent">Refunds sent: {refundsSent}</Trans>,
        <Trans key="finished">Refunds finished: {refundsFinished}</Trans>,
      ]}
    />
  );
}
