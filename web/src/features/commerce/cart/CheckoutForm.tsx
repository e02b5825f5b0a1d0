import { useState, type ReactNode, type SubmitEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckoutForm_quote$key } from '../../../__generated__/CheckoutForm_quote.graphql';
import type { CheckoutForm_viewer$key } from '../../../__generated__/CheckoutForm_viewer.graphql';
import type { CheckoutFormPlaceOrderMutation } from '../../../__generated__/CheckoutFormPlaceOrderMutation.graphql';
import { cartActions } from '../../../shared/cart/useCart';
import { errorCode } from '../../../shared/errors/graphqlErrors';
import { errorMessage, validationMessage } from '../../../shared/errors/messages';
import { formatMoney } from '../../../shared/format';
import { FormErrorAlert } from '../../../shared/ui/FormErrorAlert';
import { useToast } from '../../../shared/ui/toast';
import { TwoColumns } from '../../../shared/ui/TwoColumns';
import { CartSummary } from './CartSummary';
import {
  EMPTY_CHECKOUT,
  NOTES_MAX,
  checkoutFieldErrors,
  newIdempotencyKey,
  paymentOptions,
  placeOrderInput,
  validateCheckout,
  valuesFromAccount,
  type CartInputValue,
  type CheckoutField,
  type CheckoutProblems,
  type CheckoutValues,
  type PaymentTypeValue,
} from './checkout';
import { PRZELEWY24_MAX_GROSS } from '../../../shared/policies';
import { COURSE_VARIANT_LABELS } from '../../../shared/catalogue/labels';
import { PAYMENT_TYPE_LABELS, purchasePath } from './labels';

const placeOrderMutation = graphql`
  mutation CheckoutFormPlaceOrderMutation($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      purchase {
        id
        number
      }
      paymentRedirectUrl
      accessToken
    }
  }
`;

/** A titled block of the form. */
function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export function CheckoutForm({
  quote: quoteKey,
  viewer: viewerKey,
  cart,
  onPlacing,
}: {
  quote: CheckoutForm_quote$key;
  viewer: CheckoutForm_viewer$key | null;
  cart: CartInputValue;
  onPlacing: () => void;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const quote = useFragment(
    graphql`
      fragment CheckoutForm_quote on CartQuote {
        productsVirtual {
          course {
            title
          }
          courseVariant {
            variant
          }
          amount
          lineGross
        }
        productsMaterial {
          product {
            name(language: $language)
          }
          productVariant {
            id
            name(language: $language)
          }
          amount
          lineGross
        }
        totalGross
        przelewy24Available
        discount {
          status
        }
        shippingMethods {
          id
          name(language: $language)
          description(language: $language)
          priceGross
        }
        ...CartSummary_quote
      }
    `,
    quoteKey,
  );
  const viewer = useFragment(
    graphql`
      fragment CheckoutForm_viewer on User {
        accountType
        email
        firstName
        lastName
        companyName
        nip
        address
        postalCode
        city
        phoneNumber
      }
    `,
    viewerKey,
  );
  const [commit, submitting] = useMutation<CheckoutFormPlaceOrderMutation>(placeOrderMutation);
  // One key for the form's lifetime: a repeated submit returns the same purchase.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const needsShipping = quote.productsMaterial.length > 0;
  const [values, setValues] = useState<CheckoutValues>(() => ({
    ...EMPTY_CHECKOUT,
    ...(viewer ? valuesFromAccount(viewer) : {}),
    shippingMethodId: needsShipping ? (quote.shippingMethods[0]?.id ?? '') : '',
  }));
  const [problems, setProblems] = useState<CheckoutProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const shipping = needsShipping ? quote.shippingMethods.find((m) => m.id === values.shippingMethodId) : undefined;
  const toPay = quote.totalGross + (shipping?.priceGross ?? 0);
  const options = paymentOptions(toPay, quote.przelewy24Available, PRZELEWY24_MAX_GROSS);
  const chosenPayment = options.find((o) => o.type === values.paymentType && o.enabled)
    ? values.paymentType
    : (options.find((o) => o.enabled)?.type ?? '');
  const business = values.buyerType === 'BUSINESS';

  const set = <K extends keyof CheckoutValues>(name: K, value: CheckoutValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const field = (
    name: CheckoutField & keyof CheckoutValues,
    label: string,
    options: {
      required?: boolean;
      autoComplete?: string;
      type?: string;
      inputMode?: 'text' | 'tel' | 'email' | 'numeric';
      helper?: string;
      multiline?: boolean;
      full?: boolean;
    } = {},
  ) => {
    const problem = problems[name];
    const helper = problem ? validationMessage(i18n, problem.code, problem.max) : options.helper;
    return (
      <TextField
        id={`checkout-${name}`}
        name={name}
        label={label}
        value={String(values[name] ?? '')}
        onChange={(event) => set(name, event.target.value as never)}
        required={options.required ?? true}
        error={Boolean(problem)}
        helperText={helper}
        autoComplete={options.autoComplete ?? 'off'}
        type={options.type ?? 'text'}
        multiline={options.multiline}
        minRows={options.multiline ? 3 : undefined}
        disabled={submitting || redirecting}
        fullWidth
        sx={options.full ? { gridColumn: '1 / -1' } : undefined}
        slotProps={{
          htmlInput: {
            inputMode: options.inputMode,
            'data-testid': `field-${name}`,
            ...(name === 'notes' ? { maxLength: NOTES_MAX } : {}),
          },
        }}
      />
    );
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (submitting || redirecting) return;
    setFormError(null);
    const current = { ...values, paymentType: chosenPayment };
    const found = validateCheckout(current, needsShipping);
    setProblems(found);
    if (Object.keys(found).length) {
      setFormError(t`Invalid form. Correct the marked fields`);
      focusFirstProblem(found);
      return;
    }
    // A code the server did not apply is not sent with the order.
    const orderCart = { ...cart, discountCode: quote.discount?.status === 'APPLIED' ? cart.discountCode : null };
    const input = {
      ...placeOrderInput(current, orderCart, { idempotencyKey, needsShipping }),
      // The e-mails about the purchase follow the language of the page.
      language: i18n.locale.toLowerCase().startsWith('en') ? ('EN' as const) : ('PL' as const),
    };
    commit({
      variables: { input },
      onCompleted: (response) => {
        const { purchase, paymentRedirectUrl, accessToken } = response.placeOrder;
        onPlacing();
        cartActions().clear();
        if (paymentRedirectUrl) {
          setRedirecting(true);
          window.location.assign(paymentRedirectUrl);
          return;
        }
        showToast(t`Order accepted`, 'success');
        // The details page of a guest's order opens with its private token.
        void navigate(purchasePath(purchase.id, viewer ? null : accessToken));
      },
      onError: (error) => {
        const serverProblems = checkoutFieldErrors(error);
        if (Object.keys(serverProblems).length) {
          setProblems(serverProblems);
          setFormError(t`Invalid form. Correct the marked fields`);
          focusFirstProblem(serverProblems);
        } else {
          setFormError(errorMessage(i18n, error));
          if (!errorCode(error)) showToast(t`Operation failed. Try again later`, 'error');
        }
      },
    });
  };

  const paymentProblem = problems.paymentType;
  const termsProblem = problems.termsAccepted;
  const busy = submitting || redirecting;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Order form`} data-testid="checkout-form">
      <TwoColumns columns="minmax(0, 1fr) 380px">
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <FormErrorAlert error={formError} testId="form-error" />
          <Section title={<Trans>Buyer</Trans>} testId="checkout-buyer">
            <FormControl sx={{ mb: 2 }}>
              <FormLabel id="buyer-type-label" sx={{ color: 'text.primary', fontWeight: 600 }}>
                <Trans>I buy as</Trans>
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby="buyer-type-label"
                value={values.buyerType}
                onChange={(event) => set('buyerType', event.target.value as CheckoutValues['buyerType'])}
              >
                <FormControlLabel
                  value="INDIVIDUAL"
                  control={<Radio slotProps={{ input: { 'data-testid': 'buyer-individual' } as object }} />}
                  label={t`Private person`}
                  disabled={busy}
                />
                <FormControlLabel
                  value="BUSINESS"
                  control={<Radio slotProps={{ input: { 'data-testid': 'buyer-business' } as object }} />}
                  label={t`Company`}
                  disabled={busy}
                />
              </RadioGroup>
            </FormControl>
            <Box sx={grid}>
              {field('name', business ? t`Company name` : t`First and last name`, {
                autoComplete: business ? 'organization' : 'name',
                full: true,
              })}
              {business
                ? field('invNip', t`NIP (tax number)`, { inputMode: 'numeric', helper: t`10 digits`, full: true })
                : null}
              {field('streetAndNumber', t`Street and number`, { autoComplete: 'street-address', full: true })}
              {field('postalCode', t`Postal code`, { autoComplete: 'postal-code', helper: t`Format NN-NNN` })}
              {field('city', t`City`, { autoComplete: 'address-level2' })}
              {field('phone', t`Phone number`, { autoComplete: 'tel', type: 'tel', inputMode: 'tel' })}
              {field('email', t`E-mail`, { autoComplete: 'email', type: 'email', inputMode: 'email' })}
            </Box>
            <FormControlLabel
              sx={{ mt: 2 }}
              control={
                <Checkbox
                  checked={values.invoiceDifferent}
                  onChange={(event) => set('invoiceDifferent', event.target.checked)}
                  slotProps={{ input: { 'data-testid': 'invoice-different' } as object }}
                />
              }
              label={t`Invoice to different data`}
              disabled={busy}
            />
            {values.invoiceDifferent ? (
              <Box sx={{ ...grid, mt: 1 }} data-testid="invoice-fields">
                {business
                  ? null
                  : field('invNip', t`NIP (tax number)`, {
                      required: false,
                      inputMode: 'numeric',
                      helper: t`For an invoice to a company`,
                      full: true,
                    })}
                {field('invName', t`Name or company on the invoice`, { full: true })}
                {field('invStreet', t`Street and number`, { full: true })}
                {field('invPostalCode', t`Postal code`, { helper: t`Format NN-NNN` })}
                {field('invCity', t`City`)}
              </Box>
            ) : null}
          </Section>

          {needsShipping ? (
            <Section title={<Trans>Delivery</Trans>} testId="checkout-delivery">
              <FormControl error={Boolean(problems.shippingMethodId)} fullWidth>
                <FormLabel id="shipping-label" sx={{ color: 'text.primary', fontWeight: 600 }}>
                  <Trans>Shipping method</Trans>
                </FormLabel>
                <RadioGroup
                  aria-labelledby="shipping-label"
                  value={values.shippingMethodId}
                  onChange={(event) => set('shippingMethodId', event.target.value)}
                >
                  {quote.shippingMethods.map((method) => (
                    <FormControlLabel
                      key={method.id}
                      value={method.id}
                      disabled={busy}
                      control={<Radio />}
                      data-testid="shipping-method"
                      sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
                      label={
                        <Box>
                          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                            <Box component="span" sx={{ fontWeight: 600 }}>
                              {method.name}
                            </Box>
                            <Box component="span" sx={{ color: 'text.secondary' }}>
                              {method.priceGross === 0 ? t`Free` : formatMoney(method.priceGross, i18n.locale)}
                            </Box>
                          </Box>
                          {method.description ? (
                            <Typography variant="body2" color="text.secondary">
                              {method.description}
                            </Typography>
                          ) : null}
                        </Box>
                      }
                    />
                  ))}
                </RadioGroup>
                {problems.shippingMethodId ? (
                  <FormHelperText>
                    <Trans>Choose a shipping method</Trans>
                  </FormHelperText>
                ) : null}
              </FormControl>
              <FormControlLabel
                sx={{ mt: 1 }}
                control={
                  <Checkbox
                    checked={values.deliveryDifferent}
                    onChange={(event) => set('deliveryDifferent', event.target.checked)}
                    slotProps={{ input: { 'data-testid': 'delivery-different' } as object }}
                  />
                }
                label={t`Deliver to a different address`}
                disabled={busy}
              />
              {values.deliveryDifferent ? (
                <Box sx={{ ...grid, mt: 1 }} data-testid="delivery-fields">
                  {field('deliveryName', t`Recipient`, { full: true })}
                  {field('deliveryStreet', t`Street and number`, { full: true })}
                  {field('deliveryPostalCode', t`Postal code`, { helper: t`Format NN-NNN` })}
                  {field('deliveryCity', t`City`)}
                </Box>
              ) : null}
            </Section>
          ) : null}

          <Section title={<Trans>Payment</Trans>} testId="checkout-payment">
            <FormControl error={Boolean(paymentProblem)} fullWidth>
              <FormLabel id="payment-label" sx={{ color: 'text.primary', fontWeight: 600 }}>
                <Trans>Payment method</Trans>
              </FormLabel>
              <RadioGroup
                aria-labelledby="payment-label"
                value={chosenPayment}
                onChange={(event) => set('paymentType', event.target.value as PaymentTypeValue)}
              >
                {options.map((option) => {
                  const label = PAYMENT_TYPE_LABELS[option.type];
                  return (
                    <Box key={option.type} sx={{ my: 0.5 }}>
                      <FormControlLabel
                        value={option.type}
                        disabled={!option.enabled || busy}
                        control={<Radio slotProps={{ input: { 'data-testid': `payment-${option.type}` } as object }} />}
                        label={label ? i18n._(label) : option.type}
                      />
                      {option.reason ? (
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          sx={{ ml: 4 }}
                          data-testid="payment-p24-unavailable"
                        >
                          {option.reason === 'over-limit' ? (
                            <Trans>
                              Przelewy24 is not available for orders above 55,000 PLN: pay by bank transfer.
                            </Trans>
                          ) : (
                            <Trans>Online payment is not available at the moment: pay by bank transfer.</Trans>
                          )}
                        </Typography>
                      ) : null}
                      {option.type === 'TRADITIONAL_TRANSFER' && chosenPayment === 'TRADITIONAL_TRANSFER' ? (
                        <Alert severity="info" sx={{ ml: 4, mt: 0.5 }} data-testid="payment-transfer-info">
                          <Trans>
                            Pay by bank transfer to the academy's account. The transfer title is your order number; the
                            account number and the amount are shown once the order is placed and sent to you by e-mail.
                          </Trans>
                        </Alert>
                      ) : null}
                      {option.type === 'PRZELEWY24_TRANSFER' && chosenPayment === 'PRZELEWY24_TRANSFER' ? (
                        <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
                          <Trans>After placing the order you go to Przelewy24 to pay.</Trans>
                        </Typography>
                      ) : null}
                    </Box>
                  );
                })}
              </RadioGroup>
            </FormControl>
          </Section>

          <Section title={<Trans>Notes</Trans>}>
            {field('notes', t`Notes to the order`, { required: false, multiline: true })}
          </Section>
        </Stack>

        <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="checkout-items">
            <Typography variant="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
              <Trans>Your order</Trans>
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {quote.productsVirtual.map((line, index) => {
                const variant = COURSE_VARIANT_LABELS[line.courseVariant.variant];
                return (
                  <ItemRow
                    key={`c${index}`}
                    name={line.course.title}
                    variant={variant ? i18n._(variant) : line.courseVariant.variant}
                    amount={line.amount}
                    total={formatMoney(line.lineGross, i18n.locale)}
                  />
                );
              })}
              {quote.productsMaterial.map((line) => (
                <ItemRow
                  key={line.productVariant.id}
                  name={line.product.name}
                  variant={line.productVariant.name}
                  amount={line.amount}
                  total={formatMoney(line.lineGross, i18n.locale)}
                />
              ))}
            </Box>
          </Paper>
          <CartSummary quote={quote} shippingGross={shipping ? shipping.priceGross : null}>
            <FormControl error={Boolean(termsProblem)} sx={{ mb: 1 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.termsAccepted}
                    onChange={(event) => set('termsAccepted', event.target.checked)}
                    slotProps={{ input: { 'data-testid': 'terms-accepted' } as object }}
                  />
                }
                disabled={busy}
                label={
                  <Trans>
                    I accept the{' '}
                    <Link href="/app/shop-terms" target="_blank" rel="noopener">
                      shop terms
                    </Link>
                  </Trans>
                }
              />
              {termsProblem ? (
                <FormHelperText>
                  <Trans>Accept the shop terms to place the order</Trans>
                </FormHelperText>
              ) : null}
            </FormControl>
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              loading={busy}
              disabled={busy}
              data-testid="place-order"
            >
              {chosenPayment === 'PRZELEWY24_TRANSFER' ? <Trans>Order and pay</Trans> : <Trans>Place the order</Trans>}
            </Button>
            {redirecting ? (
              <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
                <Trans>Taking you to Przelewy24…</Trans>
              </Typography>
            ) : null}
          </CartSummary>
        </Stack>
      </TwoColumns>
    </Box>
  );
}

/** Moves to the first field with a problem, in the order of the form. */
function focusFirstProblem(problems: CheckoutProblems): void {
  window.setTimeout(() => {
    const first = FIELD_ORDER.find((name) => problems[name]);
    const element = first ? document.querySelector<HTMLElement>(`[data-testid="field-${first}"]`) : null;
    if (element) element.focus();
    else document.querySelector<HTMLElement>('[data-testid="form-error"]')?.scrollIntoView({ block: 'center' });
  }, 0);
}

const FIELD_ORDER: readonly CheckoutField[] = [
  'name',
  'invNip',
  'streetAndNumber',
  'postalCode',
  'city',
  'phone',
  'email',
  'invName',
  'invStreet',
  'invPostalCode',
  'invCity',
  'deliveryName',
  'deliveryStreet',
  'deliveryPostalCode',
  'deliveryCity',
  'notes',
];

function ItemRow({ name, variant, amount, total }: { name: string; variant: string; amount: number; total: string }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}
      data-testid="checkout-item"
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {variant} × {amount}
        </Typography>
      </Box>
      <Typography sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{total}</Typography>
    </Box>
  );
}
