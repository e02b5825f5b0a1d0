import { useState, type ReactNode } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PaymentIcon from '@mui/icons-material/Payment';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentBox_purchase$key } from '../../../__generated__/PaymentBox_purchase.graphql';
import type { PaymentBoxStartPaymentMutation } from '../../../__generated__/PaymentBoxStartPaymentMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { formatMoney } from '../../../shared/format';
import { DetailsSection } from './DetailsSection';

/**
 * What the buyer still has to do to pay a placed purchase: the bank transfer's data
 * (TRADITIONAL_TRANSFER) or the Przelewy24 button (PRZELEWY24_TRANSFER, while the server allows
 * an online payment). Nothing once the purchase is paid or cancelled.
 */
export function PaymentBox({
  purchase,
  accessToken,
}: {
  purchase: PaymentBox_purchase$key;
  accessToken?: string | null;
}) {
  const data = useFragment(
    graphql`
      fragment PaymentBox_purchase on Purchase {
        id
        status
        paymentType
        canPayOnline
        payBefore
        bankTransfer {
          accountNumber
          title
          amountGross
        }
      }
    `,
    purchase,
  );
  if (data.status !== 'PLACED') return null;
  if (data.paymentType === 'TRADITIONAL_TRANSFER' && data.bankTransfer) {
    const transfer = data.bankTransfer;
    return (
      <DetailsSection id="purchase-bank-transfer" title={<Trans>Pay by bank transfer</Trans>}>
        <Typography sx={{ mb: 2 }}>
          <Trans>Transfer the amount below. We will send the order once the payment arrives.</Trans>
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
          <Field label={<Trans>Account number</Trans>} value={transfer.accountNumber} testId="bank-account" />
          <Field label={<Trans>Transfer title</Trans>} value={transfer.title} testId="bank-title" />
          <Field label={<Trans>Amount</Trans>} value={formatMoney(transfer.amountGross)} testId="bank-amount" />
        </Box>
      </DetailsSection>
    );
  }
  if (data.paymentType === 'PRZELEWY24_TRANSFER' && data.canPayOnline) {
    return <PayOnline purchaseId={data.id} accessToken={accessToken} />;
  }
  return null;
}

function Field({ label, value, testId }: { label: ReactNode; value: string; testId: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Starts (or restarts) the Przelewy24 payment and leaves for its page. */
function PayOnline({ purchaseId, accessToken }: { purchaseId: string; accessToken?: string | null }) {
  const { i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [commit, inFlight] = useMutation<PaymentBoxStartPaymentMutation>(graphql`
    mutation PaymentBoxStartPaymentMutation($purchaseId: ID!, $accessToken: String) {
      startPayment(purchaseId: $purchaseId, accessToken: $accessToken) {
        redirectUrl
      }
    }
  `);
  const pay = () => {
    setError(null);
    commit({
      variables: { purchaseId, accessToken: accessToken ?? null },
      onCompleted: (response) => {
        setLeaving(true);
        window.location.assign(response.startPayment.redirectUrl);
      },
      onError: (failure) => setError(errorMessage(i18n, failure)),
    });
  };
  return (
    <DetailsSection id="purchase-pay-online" title={<Trans>Payment</Trans>}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          <Trans>This order waits for its online payment.</Trans>
        </Typography>
        <Button
          variant="contained"
          size="large"
          startIcon={<PaymentIcon />}
          onClick={pay}
          disabled={inFlight || leaving}
          data-testid="pay-online"
        >
          <Trans>Pay with Przelewy24</Trans>
        </Button>
        {error ? (
          <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
            {error}
          </Alert>
        ) : null}
      </Stack>
    </DetailsSection>
  );
}
