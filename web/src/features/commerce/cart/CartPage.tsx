import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LoginIcon from '@mui/icons-material/Login';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { contentLanguage } from '../../../shared/i18n/contentLanguage';
import type { CartPageQuery } from '../../../__generated__/CartPageQuery.graphql';
import { cartInput, isCartEmpty, type CartState } from '../../../shared/cart/cart';
import { cartActions, useCart } from '../../../shared/cart/useCart';
import { isCompanyAccount } from '../../../shared/permissions';
import { loginUrl, registerUrl, useSession } from '../../../shared/session/session';
import { SkyIllustration } from '../../../shared/ui/illustrations';
import { Page } from '../../../shared/ui/Page';
import { TwoColumns } from '../../../shared/ui/TwoColumns';
import { CartLines } from './CartLines';
import { CartSummary } from './CartSummary';
import { DiscountCodeField } from './DiscountCodeField';
import { BLOCKER_MESSAGES, GENERIC_BLOCKER, checkoutPath, noticeMessage, orderBlockers } from './labels';

const msgUpdating = msg`Updating the cart`;

interface Notice {
  code: string;
  name: string | null | undefined;
}

/**
 * /cart: the browser's cart rebuilt by the server after every change (`Query.cart`): lines with
 * current prices and availability, dropped lines, the discount code, VAT and totals, and what
 * stops the order (a course needs an account; unavailable items).
 */
export default function CartPage() {
  const cart = useCart();
  // While the server prices a change, the previous answer stays on screen (no spinner flash).
  const shown = useDeferredValue(cart);
  const [notices, setNotices] = useState<Notice[]>([]);

  return (
    <Page title={<Trans>Cart</Trans>}>
      {notices.length ? (
        <Stack spacing={1} sx={{ mb: 2 }} data-testid="cart-notices">
          {notices.map((notice) => (
            <CartNotice key={`${notice.code}-${notice.name ?? ''}`} notice={notice} />
          ))}
        </Stack>
      ) : null}
      {isCartEmpty(cart) ? (
        <EmptyCart />
      ) : (
        <Suspense fallback={<CartSkeleton />}>
          <CartQuoteView cart={shown} stale={shown !== cart} onNotices={setNotices} />
        </Suspense>
      )}
    </Page>
  );
}

function CartNotice({ notice }: { notice: Notice }) {
  const { i18n } = useLingui();
  return (
    <Alert severity="info" data-testid="cart-notice" data-code={notice.code}>
      {i18n._(noticeMessage(notice.code, notice.name))}
    </Alert>
  );
}

function CartQuoteView({
  cart,
  stale,
  onNotices,
}: {
  cart: CartState;
  stale: boolean;
  onNotices: (update: (current: Notice[]) => Notice[]) => void;
}) {
  const { i18n } = useLingui();
  const session = useSession();
  const data = useLazyLoadQuery<CartPageQuery>(
    graphql`
      query CartPageQuery($input: CartInput!, $language: Language!) {
        cart(input: $input) {
          productsVirtual {
            course {
              id
            }
            courseVariant {
              id
            }
            amount
          }
          productsMaterial {
            productVariant {
              id
            }
            amount
          }
          notices {
            code
            name(language: $language)
          }
          requiresAccount
          orderable
          blockers
          ...CartLines_quote
          ...CartSummary_quote
          ...DiscountCodeField_quote
        }
      }
    `,
    { input: cartInput(cart), language: contentLanguage(i18n.locale) },
    { fetchPolicy: 'network-only' },
  );
  const quote = data.cart;

  // Lines the server no longer sells leave the stored cart, with a notice that stays on screen.
  useEffect(() => {
    if (stale || !quote.notices.length) return;
    onNotices((current) => [
      ...current,
      ...quote.notices.filter((n) => !current.some((c) => c.code === n.code && c.name === n.name)),
    ]);
    cartActions().reconcile({
      virtual: quote.productsVirtual.map((line) => ({
        courseId: line.course.id,
        courseVariantId: line.courseVariant.id,
        amount: line.amount,
      })),
      material: quote.productsMaterial.map((line) => ({
        productVariantId: line.productVariant.id,
        amount: line.amount,
      })),
    });
  }, [quote, stale, onNotices]);

  const guest = session.status !== 'signed-in';
  const needsSignIn = quote.requiresAccount && guest;
  const blockers = orderBlockers(quote.blockers);
  const canOrder = blockers.length === 0 && !needsSignIn;
  const checkoutUrl = `/app${checkoutPath}`;

  return (
    <Box>
      <Box sx={{ height: 4, mb: 1 }}>
        {stale ? <LinearProgress aria-label={i18n._(msgUpdating)} data-testid="cart-updating" /> : null}
      </Box>
      <TwoColumns columns="minmax(0, 1fr) 360px">
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <CartLines quote={quote} companyBuyer={isCompanyAccount(session.user?.role)} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button component={RouterLink} to="/courses" size="small">
              <Trans>Browse courses</Trans>
            </Button>
            <Button component={RouterLink} to="/shop" size="small">
              <Trans>Continue shopping</Trans>
            </Button>
          </Box>
        </Stack>
        <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <DiscountCodeField quote={quote} code={cart.discountCode} />
          <CartSummary quote={quote} shippingPending={quote.productsMaterial.length > 0}>
            <Stack spacing={1.5}>
              {blockers.map((code) => (
                <Alert severity="error" key={code} data-testid="cart-blocker" data-code={code}>
                  {i18n._(BLOCKER_MESSAGES[code] ?? GENERIC_BLOCKER)}
                </Alert>
              ))}
              {needsSignIn ? (
                <Alert severity="info" data-testid="cart-sign-in" icon={<LoginIcon />}>
                  <AlertTitle>
                    <Trans>A course needs an account</Trans>
                  </AlertTitle>
                  <Trans>Sign in or create an account to buy a course. Your cart stays as it is.</Trans>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
                    <Button
                      variant="contained"
                      onClick={() => window.location.assign(loginUrl(checkoutUrl))}
                      data-testid="cart-sign-in-button"
                    >
                      <Trans>Sign in</Trans>
                    </Button>
                    <Button variant="outlined" href={registerUrl()}>
                      <Trans>Create account</Trans>
                    </Button>
                  </Box>
                </Alert>
              ) : null}
              <Button
                variant="contained"
                size="large"
                fullWidth
                endIcon={<ArrowForwardIcon />}
                component={RouterLink}
                to={checkoutPath}
                disabled={!canOrder || stale}
                data-testid="cart-checkout"
              >
                <Trans>Go to checkout</Trans>
              </Button>
            </Stack>
          </CartSummary>
        </Stack>
      </TwoColumns>
    </Box>
  );
}

function EmptyCart() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }} data-testid="cart-empty">
      <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
        <Trans>Your cart is empty</Trans>
      </Typography>
      <Typography color="text.secondary">
        <Trans>Choose a course or a product: everything you add waits here, also when you come back later.</Trans>
      </Typography>
      <SkyIllustration variant="lost" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" component={RouterLink} to="/courses" data-testid="cart-empty-courses">
          <Trans>See the courses</Trans>
        </Button>
        <Button variant="outlined" component={RouterLink} to="/shop" data-testid="cart-empty-shop">
          <Trans>Go to the shop</Trans>
        </Button>
      </Box>
    </Stack>
  );
}

function CartSkeleton() {
  const { t } = useLingui();
  return (
    <Box
      role="status"
      aria-label={t`Loading`}
      data-testid="cart-loading"
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' }, mt: 2 }}
    >
      <Box>
        {[0, 1].map((i) => (
          <Box key={i} sx={{ display: 'flex', gap: 2, mb: 2 }}>
            <Skeleton variant="rectangular" width={64} height={64} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="60%" />
              <Skeleton width="30%" />
              <Skeleton width="20%" />
            </Box>
          </Box>
        ))}
      </Box>
      <Skeleton variant="rectangular" height={240} sx={{ borderRadius: 1 }} />
    </Box>
  );
}
