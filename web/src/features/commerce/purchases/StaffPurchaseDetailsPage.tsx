import { useCallback, useState, type ReactNode } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffPurchaseDetailsPageQuery } from '../../../__generated__/StaffPurchaseDetailsPageQuery.graphql';
import type { StaffPurchaseDetailsPageActionMutation } from '../../../__generated__/StaffPurchaseDetailsPageActionMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/toast';
import { PURCHASE_ACTIONS, isOneOf, type PurchaseAction } from './labels';
import { adminUserPath, purchaseIdParam, staffListPath, type StaffMode } from './paths';
import { DetailsSection } from './DetailsSection';
import { PurchaseDetails } from './PurchaseDetails';
import { PurchaseNotFound, PurchaseNotFoundBoundary } from './PurchaseNotFound';
import { StaffRefundActions } from './StaffRefundActions';
import { StaffRefundButton } from './StaffRefundDialog';

/** What an admin's action changes: the status, the allowed actions, history, invoice, refunds and what is left to refund. */
export const purchaseFragment = graphql`
  fragment StaffPurchaseDetailsPage_purchase on Purchase {
    id
    status
    allowedActions
    needsAttention
    ...PurchaseDetails_purchase
    ...StaffRefundDialog_purchase
  }
`;

/*
 * The admin's four actions, one a request (the variable of the chosen one is true). Each answers
 * with the purchase, whose changed fields replace the shown ones in the Relay store.
 */
const actionMutation = graphql`
  mutation StaffPurchaseDetailsPageActionMutation(
    $id: ID!
    $paid: Boolean!
    $send: Boolean!
    $complete: Boolean!
    $cancel: Boolean!
  ) {
    markPurchasePaid(id: $id) @include(if: $paid) {
      ...StaffPurchaseDetailsPage_purchase
    }
    sendPurchase(id: $id) @include(if: $send) {
      ...StaffPurchaseDetailsPage_purchase
    }
    completePurchase(id: $id) @include(if: $complete) {
      ...StaffPurchaseDetailsPage_purchase
    }
    cancelPurchase(id: $id) @include(if: $cancel) {
      ...StaffPurchaseDetailsPage_purchase
    }
  }
`;

const query = graphql`
  query StaffPurchaseDetailsPageQuery($id: ID!, $admin: Boolean!) {
    purchase(id: $id) {
      number
      buyer @include(if: $admin) {
        id
        displayName
        email
      }
      ...StaffPurchaseDetailsPage_purchase @relay(mask: false)
    }
  }
`;

/**
 * /admin/purchases/:purchaseId/details (ADMIN) and /seller/orders/:purchaseId (SELLER): the
 * purchase as its buyer sees it, plus the buyer's account and its refunds (even none); the admin
 * also gets the actions the purchase's status allows, each confirmed first (spec 5 dialogs), the
 * refund of a paid purchase and the actions on a refund that waits or failed.
 */
export function StaffPurchaseDetailsPage({ mode }: { mode: StaffMode }) {
  return (
    <PurchaseNotFoundBoundary>
      <StaffPurchase mode={mode} />
    </PurchaseNotFoundBoundary>
  );
}

/** /admin/purchases/:purchaseId/details (ADMIN). */
export default function AdminPurchaseDetailsPage() {
  return <StaffPurchaseDetailsPage mode="admin" />;
}

function StaffPurchase({ mode }: { mode: StaffMode }) {
  const { purchaseId: param = '' } = useParams();
  const purchaseId = purchaseIdParam(param);
  const admin = mode === 'admin';
  const data = useLazyLoadQuery<StaffPurchaseDetailsPageQuery>(
    query,
    { id: purchaseId, admin },
    { fetchPolicy: 'store-and-network' },
  );
  const environment = useRelayEnvironment();
  // A refund changes more than itself (history, corrections, what is left): the purchase is read again.
  const refresh = useCallback(() => {
    fetchQuery<StaffPurchaseDetailsPageQuery>(
      environment,
      query,
      { id: purchaseId, admin },
      { fetchPolicy: 'network-only' },
    ).subscribe({});
  }, [environment, purchaseId, admin]);
  const purchase = data.purchase;
  if (!purchase) return <PurchaseNotFound />;
  const allowed = admin ? purchase.allowedActions.filter((a) => isOneOf(PURCHASE_ACTIONS, a)) : [];
  return (
    <PurchaseDetails
      purchase={purchase}
      back={{
        to: staffListPath(mode),
        label: admin ? <Trans>Purchases</Trans> : <Trans>Orders</Trans>,
      }}
      actions={
        admin ? (
          <>
            {allowed.length ? (
              <PurchaseActions id={purchase.id} number={purchase.number} allowed={allowed as PurchaseAction[]} />
            ) : null}
            <StaffRefundButton purchase={purchase} onDone={refresh} />
          </>
        ) : null
      }
      notice={
        admin && purchase.needsAttention ? (
          <Alert severity="warning" sx={{ mb: 3 }} data-testid="purchase-needs-attention">
            <Trans>
              Money of this purchase waits for you: a refund to do or one that failed (below), or a payment not
              confirmed to the end (reconcile the payments from the purchases list).
            </Trans>
          </Alert>
        ) : null
      }
      refunds={{
        staff: true,
        refundActions: admin ? (refund) => <StaffRefundActions refund={refund} onDone={refresh} /> : undefined,
      }}
      aside={
        admin ? (
          <DetailsSection id="purchase-account" title={<Trans>Buyer account</Trans>}>
            {purchase.buyer ? (
              <>
                <Link component={RouterLink} to={adminUserPath(purchase.buyer.id)} data-testid="purchase-buyer-account">
                  {purchase.buyer.displayName}
                </Link>
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {purchase.buyer.email}
                </Typography>
              </>
            ) : (
              <Typography color="text.secondary" data-testid="purchase-guest">
                <Trans>Placed without an account.</Trans>
              </Typography>
            )}
          </DetailsSection>
        ) : null
      }
    />
  );
}

interface ActionSpec {
  label: ReactNode;
  icon: ReactNode;
  title: ReactNode;
  message: ReactNode;
  destructive?: boolean;
}

function PurchaseActions({ id, number, allowed }: { id: string; number: string; allowed: PurchaseAction[] }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [pending, setPending] = useState<PurchaseAction | null>(null);
  const [commit, busy] = useMutation<StaffPurchaseDetailsPageActionMutation>(actionMutation);

  const specs: Record<PurchaseAction, ActionSpec> = {
    PAID: {
      label: <Trans>Mark as paid</Trans>,
      icon: <CheckCircleOutlineIcon />,
      title: <Trans>Mark purchase {number} as paid?</Trans>,
      message: (
        <Trans>
          Confirm only when the payment has arrived. The buyer is notified, gets the bought courses and an invoice is
          issued.
        </Trans>
      ),
    },
    SEND: {
      label: <Trans>Send</Trans>,
      icon: <LocalShippingOutlinedIcon />,
      title: <Trans>Mark purchase {number} as sent?</Trans>,
      message: <Trans>The buyer is notified that the order is on its way.</Trans>,
    },
    COMPLETE: {
      label: <Trans>Complete</Trans>,
      icon: <DoneAllIcon />,
      title: <Trans>Complete purchase {number}?</Trans>,
      message: <Trans>The order is finished: nothing more is to be done for it.</Trans>,
    },
    CANCEL: {
      label: <Trans>Cancel purchase</Trans>,
      icon: <CancelOutlinedIcon />,
      title: <Trans>Cancel purchase {number}?</Trans>,
      message: (
        <Trans>
          The reserved products, course places and the discount code's use are released and the buyer is notified. This
          cannot be undone.
        </Trans>
      ),
      destructive: true,
    },
  };

  const run = (action: PurchaseAction) =>
    commit({
      variables: {
        id,
        paid: action === 'PAID',
        send: action === 'SEND',
        complete: action === 'COMPLETE',
        cancel: action === 'CANCEL',
      },
      onCompleted: () => {
        setPending(null);
        showToast(t`Changes saved`, 'success');
      },
      onError: (error) => {
        setPending(null);
        showToast(errorMessage(i18n, error), 'error');
      },
    });

  const current = pending ? specs[pending] : null;
  return (
    <>
      {PURCHASE_ACTIONS.filter((action) => allowed.includes(action)).map((action) => (
        <Button
          key={action}
          variant={action === 'CANCEL' ? 'outlined' : 'contained'}
          color={action === 'CANCEL' ? 'error' : 'primary'}
          startIcon={specs[action].icon}
          onClick={() => setPending(action)}
          disabled={busy}
          data-testid={`purchase-action-${action.toLowerCase()}`}
        >
          {specs[action].label}
        </Button>
      ))}
      <ConfirmDialog
        open={Boolean(pending)}
        title={current?.title}
        message={current?.message}
        confirmLabel={current?.label}
        cancelLabel={<Trans>Back</Trans>}
        destructive={current?.destructive}
        busy={busy}
        onConfirm={() => pending && run(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
