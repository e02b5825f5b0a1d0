import { useState, type SubmitEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DiscountCodeField_quote$key } from '../../../__generated__/DiscountCodeField_quote.graphql';
import { cartActions } from '../../../shared/cart/useCart';
import { formatMoney } from '../../../shared/format';
import { DISCOUNT_MESSAGES } from './labels';

/**
 * The discount code: typed and kept in the cart (`discount-code`); the server says whether it
 * applies (spec 5, 8: an unknown code "Discount code doesn't exist").
 */
export function DiscountCodeField({ quote, code }: { quote: DiscountCodeField_quote$key; code: string | null }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment DiscountCodeField_quote on CartQuote {
        discount {
          code
          status
          discountGross
        }
      }
    `,
    quote,
  );
  const [text, setText] = useState('');
  const cart = cartActions();
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    cart.setDiscountCode(text);
    setText('');
  };
  const discount = data.discount;
  const applied = discount?.status === 'APPLIED';
  const label = discount ? DISCOUNT_MESSAGES[discount.status] : undefined;
  const amount = discount ? formatMoney(discount.discountGross, i18n.locale) : '';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="discount-code">
      <Typography variant="h2" sx={{ fontSize: '1.05rem', mb: 1.5 }} id="discount-code-title">
        <Trans>Discount code</Trans>
      </Typography>
      {code ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
          <Chip
            icon={<LocalOfferOutlinedIcon />}
            label={code}
            onDelete={() => cart.setDiscountCode(null)}
            color={applied ? 'success' : 'default'}
            variant="outlined"
            data-testid="discount-code-chip"
            deleteIcon={<CancelIcon aria-label={t`Remove the discount code`} data-testid="discount-code-remove" />}
          />
          {discount && label ? (
            <Alert
              severity={applied ? 'success' : 'error'}
              sx={{ width: '100%' }}
              role={applied ? 'status' : 'alert'}
              data-testid="discount-code-result"
              data-status={discount.status}
            >
              {i18n._(label)}
              {applied && discount.discountGross > 0 ? (
                <>
                  {' '}
                  <Trans>(−{amount})</Trans>
                </>
              ) : null}
            </Alert>
          ) : null}
        </Box>
      ) : (
        <Box
          component="form"
          onSubmit={onSubmit}
          aria-labelledby="discount-code-title"
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            label={t`Code`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'discount-code-input', autoComplete: 'off' } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" data-testid="discount-code-apply" sx={{ height: 40 }}>
            <Trans>Apply</Trans>
          </Button>
        </Box>
      )}
    </Paper>
  );
}
