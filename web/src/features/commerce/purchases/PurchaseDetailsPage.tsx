import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import type {
  PurchaseDetailsPageQuery,
  PurchaseDetailsPageQuery$variables,
} from '../../../__generated__/PurchaseDetailsPageQuery.graphql';
import { can } from '../../../shared/permissions';
import { useSession } from '../../../shared/session/session';
import { MessagePage } from '../../../shared/ui/MessagePage';
import { PaymentBox } from './PaymentBox';
import { PurchaseDetails } from './PurchaseDetails';
import { PurchaseNotFound, PurchaseNotFoundBoundary } from './PurchaseNotFound';
import { MY_PURCHASES_PATH, SHOP_PATH, purchaseIdParam } from './paths';

/** After the return from Przelewy24 the page asks again this often, this many times, for the PAID status. */
export const PAYMENT_POLL_INTERVAL_MS = 2000;
export const PAYMENT_POLL_ATTEMPTS = 15;

const query = graphql`
  query PurchaseDetailsPageQuery($id: ID!, $accessToken: String) {
    purchase(id: $id, accessToken: $accessToken) {
      id
      status
      ...PurchaseDetails_purchase
      ...PaymentBox_purchase
    }
  }
`;

/**
 * /purchases/:purchaseId/details: the buyer's purchase; a guest opens it from the private link
 * of the confirmation e-mail (`?accessToken=`). Back from Przelewy24 (`?payment=return`) the
 * page says the payment is being confirmed and asks again until the purchase is paid.
 */
export default function PurchaseDetailsPage() {
  return (
    <PurchaseNotFoundBoundary>
      <BuyerPurchase />
    </PurchaseNotFoundBoundary>
  );
}

function BuyerPurchase() {
  const { purchaseId: param = '' } = useParams();
  const purchaseId = purchaseIdParam(param);
  const [params] = useSearchParams();
  const accessToken = params.get('accessToken') || null;
  const returned = params.get('payment') === 'return';
  const session = useSession();
  const variables: PurchaseDetailsPageQuery$variables = { id: purchaseId, accessToken };
  const data = useLazyLoadQuery<PurchaseDetailsPageQuery>(query, variables, { fetchPolicy: 'store-and-network' });
  const purchase = data.purchase;
  if (!purchase) return returned && !session.user ? <GuestPaymentReturn /> : <PurchaseNotFound />;
  const signedIn = can(session.user?.role, 'read:purchase:own');
  return (
    <PurchaseDetails
      purchase={purchase}
      accessToken={accessToken}
      back={
        signedIn && !accessToken
          ? { to: MY_PURCHASES_PATH, label: <Trans>My purchases</Trans> }
          : { to: SHOP_PATH, label: <Trans>Shop</Trans> }
      }
      notice={returned ? <PaymentReturnNotice status={purchase.status} variables={variables} /> : null}
      aside={<PaymentBox purchase={purchase} accessToken={accessToken} />}
    />
  );
}

/**
 * Back from Przelewy24: the payment's notification may arrive a moment later. Until the
 * purchase is paid, the page asks the server again every few seconds (in the background, the
 * page stays), then offers a refresh button.
 */
function PaymentReturnNotice({ status, variables }: { status: string; variables: PurchaseDetailsPageQuery$variables }) {
  const environment = useRelayEnvironment();
  const [attempts, setAttempts] = useState(0);
  const [checking, setChecking] = useState(false);
  const waiting = status === 'PLACED';

  const check = useCallback(() => {
    setChecking(true);
    fetchQuery<PurchaseDetailsPageQuery>(environment, query, variables, { fetchPolicy: 'network-only' })
      .toPromise()
      .catch(() => undefined)
      .finally(() => {
        setChecking(false);
        setAttempts((n) => n + 1);
      });
  }, [environment, variables]);

  useEffect(() => {
    if (!waiting || checking || attempts >= PAYMENT_POLL_ATTEMPTS) return;
    const timer = window.setTimeout(check, PAYMENT_POLL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, checking, attempts, check]);

  if (status === 'PAID' || status === 'SEND' || status === 'DELIVERED' || status === 'COMPLETED') {
    return (
      <Alert severity="success" sx={{ mb: 3 }} data-testid="payment-confirmed">
        <Trans>Thank you, your payment has been received.</Trans>
      </Alert>
    );
  }
  if (!waiting) return null;
  const gaveUp = attempts >= PAYMENT_POLL_ATTEMPTS;
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      data-testid="payment-pending"
      action={
        gaveUp ? (
          <Button color="inherit" size="small" onClick={check} disabled={checking} data-testid="payment-refresh">
            <Trans>Refresh</Trans>
          </Button>
        ) : undefined
      }
    >
      {gaveUp ? (
        <Trans>
          The payment has not been confirmed yet. This may take a few minutes: refresh the page later. If you cancelled
          the payment, you can pay again below.
        </Trans>
      ) : (
        <Trans>The payment is being confirmed. This page will update in a moment.</Trans>
      )}
    </Alert>
  );
}

/**
 * A guest back from Przelewy24: the return address carries no private token (Przelewy24 would
 * keep it), so the order itself opens from the link in the confirmation e-mail.
 */
function GuestPaymentReturn() {
  return (
    <MessagePage title={<Trans>Thank you</Trans>} testId="payment-returned-guest">
      <Typography>
        <Trans>
          Your payment is being confirmed. We will send you an e-mail once it is received; the link in your order
          confirmation e-mail shows the order and its status.
        </Trans>
      </Typography>
      <Button component={RouterLink} to={SHOP_PATH} variant="outlined">
        <Trans>Back to the shop</Trans>
      </Button>
    </MessagePage>
  );
}
