import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CartSummary_quote$key } from '../../../__generated__/CartSummary_quote.graphql';
import { formatMoney } from '../../../shared/format';
import { AmountRow } from '../../../shared/ui/AmountRow';

/**
 * The totals: items, discount, shipping (when chosen), what is paid, and the VAT per rate
 * (gross, net and VAT amounts, as the server computed them).
 */
export function CartSummary({
  quote,
  shippingGross,
  shippingPending = false,
  children,
}: {
  quote: CartSummary_quote$key;
  /** The chosen shipping method's price (checkout); null: none. */
  shippingGross?: number | null;
  /** Material lines whose shipping is chosen at checkout (cart). */
  shippingPending?: boolean;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment CartSummary_quote on CartQuote {
        itemsGross
        discountGross
        totalGross
        vat {
          rate
          grossAmount
          netAmount
          vatAmount
        }
      }
    `,
    quote,
  );
  const money = (grosze: number) => formatMoney(grosze, i18n.locale);
  const toPay = data.totalGross + (shippingGross ?? 0);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="cart-summary">
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        <Trans>Summary</Trans>
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <AmountRow look="summary" label={<Trans>Items</Trans>} value={money(data.itemsGross)} testId="summary-items" />
        {data.discountGross > 0 ? (
          <AmountRow
            look="summary"
            label={<Trans>Discount</Trans>}
            value={`−${money(data.discountGross)}`}
            testId="summary-discount"
          />
        ) : null}
        {shippingGross != null ? (
          <AmountRow
            look="summary"
            label={<Trans>Shipping</Trans>}
            value={money(shippingGross)}
            testId="summary-shipping"
          />
        ) : null}
        <AmountRow look="summary" label={<Trans>To pay</Trans>} value={money(toPay)} strong testId="summary-total" />
      </Box>
      {shippingPending ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <Trans>Plus shipping, chosen at checkout.</Trans>
        </Typography>
      ) : null}
      {data.vat.length ? (
        <Box sx={{ mt: 2 }} data-testid="summary-vat">
          <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            <Trans>Including VAT</Trans>
          </Typography>
          <Box component="dl" sx={{ m: 0, fontSize: '0.85rem', color: 'text.secondary' }}>
            {data.vat.map((row) => {
              const rate = row.rate;
              const net = money(row.netAmount);
              const gross = money(row.grossAmount);
              return (
                <Box
                  key={row.rate}
                  data-testid="summary-vat-row"
                  sx={{ py: 0.25, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2 }}
                >
                  <Box component="dt">
                    <Trans>VAT {rate}%</Trans>
                  </Box>
                  <Box component="dd" sx={{ m: 0, whiteSpace: 'nowrap', textAlign: 'right' }}>
                    {money(row.vatAmount)}
                  </Box>
                  <Box component="dd" sx={{ m: 0, fontSize: '0.8rem', gridColumn: '1 / -1' }}>
                    <Trans>
                      net {net}, gross {gross}
                    </Trans>
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Box>
      ) : null}
      {children ? <Box sx={{ mt: 2 }}>{children}</Box> : null}
    </Paper>
  );
}
