import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductPurchase_product$key } from '../../../__generated__/ProductPurchase_product.graphql';
import { cartActions } from '../../../shared/cart/useCart';
import { useToast } from '../../../shared/ui/toast';
import { useCataloguePreview } from './preview';
import { OmnibusNote, Price, StockChip, priceText } from './ui';

/**
 * Variant choice with that variant's price, stock state and Omnibus price, and "Add to cart"
 * ("Out of stock" when none is left: the cart rechecks the stock on every change).
 */
export function ProductPurchase({ product }: { product: ProductPurchase_product$key }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const labelId = useId();
  const noteId = useId();
  // The admin's preview shows the button as visitors see it, but nothing is bought.
  const preview = useCataloguePreview() !== null;
  const data = useFragment(
    graphql`
      fragment ProductPurchase_product on Product {
        vatRate
        variants {
          id
          name(language: $language)
          priceGross
          stock
          stockState
          omnibusLowestPriceGross
        }
      }
    `,
    product,
  );
  const firstAvailable = data.variants.find((variant) => variant.stockState !== 'NONE') ?? data.variants[0];
  const [chosenId, setChosenId] = useState(firstAvailable?.id ?? '');
  const variant = data.variants.find((item) => item.id === chosenId) ?? firstAvailable;
  if (!variant) return null;
  const outOfStock = variant.stockState === 'NONE';
  const vatRate = data.vatRate;
  const addToCart = () => {
    cartActions().addProduct({ productVariantId: variant.id, amount: 1 });
    showToast(t({ id: 'shop.cart-product-added', message: 'Product added to the cart' }), 'success');
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="product-purchase">
      <Stack spacing={2}>
        {data.variants.length > 1 ? (
          <FormControl>
            <FormLabel id={labelId} sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
              <Trans>Variant</Trans>
            </FormLabel>
            <RadioGroup
              aria-labelledby={labelId}
              value={variant.id}
              onChange={(event) => setChosenId(event.target.value)}
              data-testid="variant-choice"
            >
              {data.variants.map((item) => {
                const price = priceText(i18n, item.priceGross);
                return (
                  <FormControlLabel
                    key={item.id}
                    value={item.id}
                    control={<Radio size="small" />}
                    label={
                      <Box component="span" sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap' }}>
                        <span>{item.name}</span>
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          {price}
                        </Box>
                      </Box>
                    }
                    data-testid="variant-option"
                  />
                );
              })}
            </RadioGroup>
          </FormControl>
        ) : null}
        <Box aria-live="polite" data-testid="variant-summary">
          {data.variants.length > 1 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {variant.name}
            </Typography>
          ) : null}
          <Price grosze={variant.priceGross} omnibus={variant.omnibusLowestPriceGross} size="large" />
          {variant.omnibusLowestPriceGross != null ? <OmnibusNote grosze={variant.omnibusLowestPriceGross} /> : null}
          <Typography variant="body2" color="text.secondary" data-testid="vat-note">
            <Trans>Gross price, including {vatRate}% VAT.</Trans>
          </Typography>
          <Box sx={{ mt: 1 }}>
            <StockChip state={variant.stockState} />
          </Box>
        </Box>
        <Box>
          <Button
            variant="contained"
            size="large"
            disabled={outOfStock || preview}
            onClick={addToCart}
            startIcon={<AddShoppingCartIcon />}
            aria-describedby={noteId}
            data-testid="add-to-cart"
          >
            {outOfStock ? <Trans>Out of stock</Trans> : <Trans>Add to cart</Trans>}
          </Button>
          <Typography variant="body2" color="text.secondary" id={noteId} sx={{ mt: 1 }} data-testid="cart-note">
            {outOfStock ? (
              <Trans>This variant is sold out at the moment.</Trans>
            ) : (
              <Trans>You can buy products without an account.</Trans>
            )}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
