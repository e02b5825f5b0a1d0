import { useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffPurchaseDetailsPageQuery } from '../../__generated__/StaffPurchaseDetailsPageQuery.graphql';
import type { StaffPurchaseDetailsPagePaidMutation } from '../../__generated__/StaffPurchaseDetailsPagePaidMutation.graphql';
import type { StaffPurchaseDetailsPageSendMutation } from '../../__generated__/StaffPurchaseDetailsPageSendMutation.graphql';
import type { StaffPurchaseDetailsPageCompleteMutation } from '../../__generated__/StaffPurchaseDetailsPageCompleteMutation.graphql';
import type { StaffPurchaseDetailsPageCancelMutation } from '../../__generated__/StaffPurchaseDetailsPageCancelMutation.graphql';
import { errorMessage } from '../../shared/errors/messages';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { useToast } from '../../shared/ui/toast';
import { PURCHASE_ACTIONS, isOneOf, type PurchaseAction } from './labels';
import { adminUserPath, purchaseIdParam, staffListPath, type StaffMode } from './paths';
import { DetailsSection } from './DetailsSection';
import { PurchaseDetails } from './PurchaseDetails';
import { PurchaseNotFound, PurchaseNotFoundBoundary } from './PurchaseNotFound';

/*
 * The admin's four actions. Each answers with the purchase, whose new status, allowed actions,
 * history and invoice replace the shown ones in the Relay store.
 */
const paidMutation = graphql`
  mutation StaffPurchaseDetailsPagePaidMutation($id: ID!) {
    markPurchasePaid(id: $id) {
      id
      status
      allowedActions
      ...PurchaseDetails_purchase
    }
  }
`;
const sendMutation = graphql`
  mutation StaffPurchaseDetailsPageSendMutation($id: ID!) {
    sendPurchase(id: $id) {
      id
      status
      allowedActions
      ...PurchaseDetails_purchase
    }
  }
`;
const completeMutation = graphql`
  mutation StaffPurchaseDetailsPageCompleteMutation($id: ID!) {
    completePurchase(id: $id) {
      id
      status
      allowedActions
      ...PurchaseDetails_purchase
    }
  }
`;
const cancelMutation = graphql`
  mutation StaffPurchaseDetailsPageCancelMutation($id: ID!) {
    cancelPurchase(id: $id) {
      id
      status
      allowedActions
      ...PurchaseDetails_purchase
    }
  }
`;

/**
 * /admin/purchases/:purchaseId/details (ADMIN) and /seller/orders/:purchaseId (SELLER): the
 * purchase as its buyer sees it, plus the buyer's account; the admin also gets the actions the
 * purchase's status allows, each confirmed first (spec 5 dialogs).
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
  const data = useLazyLoadQuery<StaffPurchaseDetailsPageQuery>(
    graphql`
      query StaffPurchaseDetailsPageQuery($id: ID!, $admin: Boolean!) {
        purchase(id: $id) {
          id
          number
          allowedActions
          buyer @include(if: $admin) {
            id
            displayName
            email
          }
          ...PurchaseDetails_purchase
        }
      }
    `,
    { id: purchaseId, admin: mode === 'admin' },
    { fetchPolicy: 'store-and-network' },
  );
  const purchase = data.purchase;
  if (!purchase) return <PurchaseNotFound />;
  const allowed = mode === 'admin' ? purchase.allowedActions.filter((a) => isOneOf(PURCHASE_ACTIONS, a)) : [];
  return (
    <PurchaseDetails
      purchase={purchase}
      back={{
        to: staffListPath(mode),
        label: mode === 'admin' ? <Trans>Purchases</Trans> : <Trans>Orders</Trans>,
      }}
      actions={
        allowed.length ? (
          <PurchaseActions id={purchase.id} number={purchase.number} allowed={allowed as PurchaseAction[]} />
        ) : null
      }
      aside={
        mode === 'admin' ? (
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
  const [commitPaid, paidBusy] = useMutation<StaffPurchaseDetailsPagePaidMutation>(paidMutation);
  const [commitSend, sendBusy] = useMutation<StaffPurchaseDetailsPageSendMutation>(sendMutation);
  const [commitComplete, completeBusy] = useMutation<StaffPurchaseDetailsPageCompleteMutation>(completeMutation);
  const [commitCancel, cancelBusy] = useMutation<StaffPurchaseDetailsPageCancelMutation>(cancelMutation);
  const busy = paidBusy || sendBusy || completeBusy || cancelBusy;

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

  const run = (action: PurchaseAction) => {
    const callbacks = {
      variables: { id },
      onCompleted: () => {
        setPending(null);
        showToast(t`Changes saved`, 'success');
      },
      onError: (error: Error) => {
        setPending(null);
        showToast(errorMessage(i18n, error), 'error');
      },
    };
    if (action === 'PAID') commitPaid(callbacks);
    else if (action === 'SEND') commitSend(callbacks);
    else if (action === 'COMPLETE') commitComplete(callbacks);
    else commitCancel(callbacks);
  };

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
