import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import Button from '@mui/material/Button';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffRefundActionsMutation } from '../../../__generated__/StaffRefundActionsMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { formatMoney } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/toast';
import type { Refund } from './Refunds';

/** How a refund ended up after an action: the admin is told (see useRefundOutcome). */
export const refundFragment = graphql`
  fragment StaffRefundActions_refund on Refund {
    id
    status
    method
    failureReason
    doneAt
  }
`;

/*
 * A refund that waits (NEEDED) or failed: sent through Przelewy24 (again, `online`), or recorded
 * as given back by bank transfer. Each answers with the refund; the page then reads the purchase
 * again (its history, corrections and what is left to refund changed too).
 */
const refundMutation = graphql`
  mutation StaffRefundActionsMutation($id: ID!, $online: Boolean!) {
    requestRefund(id: $id) @include(if: $online) {
      ...StaffRefundActions_refund @relay(mask: false)
    }
    recordTransferRefund(id: $id) @skip(if: $online) {
      ...StaffRefundActions_refund @relay(mask: false)
    }
  }
`;

type Action = 'online' | 'transfer';

/** Tells the admin how a refund they made or sent ended up: recorded, requested, or refused by Przelewy24. */
export function useRefundOutcome() {
  const { t } = useLingui();
  const { showToast } = useToast();
  return (refund: { status: string; failureReason?: string | null }) => {
    const reason = refund.failureReason ?? '';
    if (refund.status === 'FAILED') showToast(t`Przelewy24 refused the refund: ${reason}`, 'error');
    else if (refund.status === 'DONE') showToast(t`Refund recorded`, 'success');
    else showToast(t`Refund requested from Przelewy24`, 'success');
  };
}

/**
 * The admin's buttons on a NEEDED or FAILED refund, each confirmed first. Przelewy24 can give back
 * only money paid through it: a refund of a bank transfer (method TRANSFER) offers only the record.
 */
export function StaffRefundActions({ refund, onDone }: { refund: Refund; onDone: () => void }) {
  const { i18n } = useLingui();
  const { showToast } = useToast();
  const announce = useRefundOutcome();
  const [pending, setPending] = useState<Action | null>(null);
  const [commit, busy] = useMutation<StaffRefundActionsMutation>(refundMutation);
  if (refund.status !== 'NEEDED' && refund.status !== 'FAILED') return null;
  const online = refund.method === 'PRZELEWY24';
  const amount = formatMoney(refund.amount);

  const run = (action: Action) =>
    commit({
      variables: { id: refund.id, online: action === 'online' },
      onCompleted: ({ requestRefund, recordTransferRefund }) => {
        setPending(null);
        const result = requestRefund ?? recordTransferRefund;
        if (result) announce(result);
        onDone();
      },
      onError: (error) => {
        setPending(null);
        showToast(errorMessage(i18n, error), 'error');
        onDone();
      },
    });

  return (
    <>
      {online ? (
        <Button
          variant="contained"
          size="small"
          startIcon={<ReplayIcon />}
          onClick={() => setPending('online')}
          disabled={busy}
          data-testid="refund-request"
        >
          <Trans>Refund via Przelewy24</Trans>
        </Button>
      ) : null}
      <Button
        variant={online ? 'outlined' : 'contained'}
        size="small"
        startIcon={<AccountBalanceOutlinedIcon />}
        onClick={() => setPending('transfer')}
        disabled={busy}
        data-testid="refund-record-transfer"
      >
        <Trans>Record bank transfer refund</Trans>
      </Button>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending === 'online' ? (
            <Trans>Refund {amount} via Przelewy24?</Trans>
          ) : (
            <Trans>Record a bank transfer refund of {amount}?</Trans>
          )
        }
        message={
          pending === 'online' ? (
            <Trans>Przelewy24 sends the money back to the account the buyer paid from. The buyer is notified.</Trans>
          ) : (
            <Trans>
              Confirm only once you have sent {amount} back to the buyer by bank transfer. The refund is marked as done
              and the buyer is notified.
            </Trans>
          )
        }
        confirmLabel={
          pending === 'online' ? <Trans>Refund via Przelewy24</Trans> : <Trans>Record bank transfer refund</Trans>
        }
        cancelLabel={<Trans>Back</Trans>}
        busy={busy}
        onConfirm={() => pending && run(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
