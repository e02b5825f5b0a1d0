import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LoginIcon from '@mui/icons-material/Login';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { contentLanguage } from '../../../shared/i18n/contentLanguage';
import type { CheckoutPageQuery } from '../../../__generated__/CheckoutPageQuery.graphql';
import { cartInput, isCartEmpty } from '../../../shared/cart/cart';
import { useCart } from '../../../shared/cart/useCart';
import { loginUrl, registerUrl, useSession } from '../../../shared/session/session';
import { Page } from '../../../shared/ui/Page';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { CheckoutForm } from './CheckoutForm';
import { BLOCKER_MESSAGES, GENERIC_BLOCKER, cartPath, checkoutPath, orderBlockers } from './labels';

/**
 * /cart/checkout: sign in, or continue without an account (products only); then the buyer's
 * data, shipping, payment and the terms, and the order is placed (`Mutation.placeOrder`).
 */
export default function CheckoutPage() {
  const cart = useCart();
  // Once the order is placed the cart is emptied: the page keeps showing the form until it leaves.
  const [placing, setPlacing] = useState(false);
  return (
    <Page title={<Trans>Checkout</Trans>}>
      {isCartEmpty(cart) && !placing ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="checkout-empty">
          <Typography>
            <Trans>Your cart is empty</Trans>
          </Typography>
          <Button variant="contained" component={RouterLink} to="/shop">
            <Trans>Go to the shop</Trans>
          </Button>
        </Stack>
      ) : (
        <Suspense fallback={<PageLoader />}>
          <CheckoutView onPlacing={() => setPlacing(true)} />
        </Suspense>
      )}
    </Page>
  );
}

function CheckoutView({ onPlacing }: { onPlacing: () => void }) {
  const { i18n } = useLingui();
  const session = useSession();
  const cart = useCart();
  // The cart as it was when the page opened: the order is placed for what the buyer saw.
  const [input] = useState(() => cartInput(cart));
  const [asGuest, setAsGuest] = useState(false);
  const data = useLazyLoadQuery<CheckoutPageQuery>(
    graphql`
      query CheckoutPageQuery($input: CartInput!, $language: Language!) {
        cart(input: $input) {
          requiresAccount
          blockers
          ...CheckoutForm_quote
        }
        viewer {
          ...CheckoutForm_viewer
        }
      }
    `,
    { input, language: contentLanguage(i18n.locale) },
    { fetchPolicy: 'network-only' },
  );
  const quote = data.cart;
  const guest = session.status !== 'signed-in';
  const blockers = orderBlockers(quote.blockers);
  const back = (
    <Button component={RouterLink} to={cartPath} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      <Trans>Back to the cart</Trans>
    </Button>
  );

  if (blockers.length) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {blockers.map((code) => (
          <Alert severity="error" key={code} data-testid="checkout-blocker" sx={{ width: '100%' }}>
            {i18n._(BLOCKER_MESSAGES[code] ?? GENERIC_BLOCKER)}
          </Alert>
        ))}
        {back}
      </Stack>
    );
  }

  if (guest && !asGuest) {
    return (
      <Box>
        {back}
        <SignInChoice courses={quote.requiresAccount} onGuest={() => setAsGuest(true)} />
      </Box>
    );
  }

  return (
    <CheckoutForm quote={quote} viewer={guest ? null : (data.viewer ?? null)} cart={input} onPlacing={onPlacing} />
  );
}

function SignInChoice({ courses, onGuest }: { courses: boolean; onGuest: () => void }) {
  const returnTo = `/app${checkoutPath}`;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      data-testid="checkout-choice"
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          <Trans>I have an account</Trans>
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <Trans>
            Sign in: your data is filled in, and your purchases are kept in your account. Your cart stays as it is.
          </Trans>
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            startIcon={<LoginIcon />}
            onClick={() => window.location.assign(loginUrl(returnTo))}
            data-testid="checkout-sign-in"
          >
            <Trans>Sign in</Trans>
          </Button>
          <Button variant="outlined" href={registerUrl()}>
            <Trans>Create account</Trans>
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          <Trans>Without an account</Trans>
        </Typography>
        {courses ? (
          <Alert severity="info" data-testid="checkout-guest-not-allowed">
            <Trans>
              Your cart holds a course: a course is bought with an account, so that it can be given to you. Sign in or
              create an account.
            </Trans>
          </Alert>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              <Trans>Buy products as a guest: we send the order's details to your e-mail address.</Trans>
            </Typography>
            <Button
              variant="outlined"
              startIcon={<PersonOutlineIcon />}
              onClick={onGuest}
              data-testid="checkout-as-guest"
            >
              <Trans>Continue without an account</Trans>
            </Button>
          </>
        )}
      </Paper>
    </Box>
  );
}
