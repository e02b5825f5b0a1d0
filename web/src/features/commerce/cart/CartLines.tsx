import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CartLines_quote$key } from '../../../__generated__/CartLines_quote.graphql';
import { cartActions } from '../../../shared/cart/useCart';
import { CourseLanguageChip } from '../../../shared/catalogue/CourseLanguageChip';
import { COURSE_VARIANT_LABELS } from '../../../shared/catalogue/labels';
import { formatMoney } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import { coursePath, productPath } from './labels';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import { AmountStepper, OmnibusNote, Thumb, UnitPrice } from './ui';

interface LineView {
  key: string;
  kind: 'course' | 'product';
  name: string;
  /** A course's language (its chip shows when it is not the interface's). */
  language?: string;
  to: string;
  variantName: string;
  pictureUrl: string | null | undefined;
  amount: number;
  unitPriceGross: number;
  omnibusLowestPriceGross: number | null | undefined;
  lineGross: number;
  discountGross: number;
  available: boolean;
  /** Course places or units in stock (null: not limited). */
  left: number | null | undefined;
  /** The amount can be changed (products; courses for companies). */
  adjustable: boolean;
  onAmount: (amount: number) => void;
  onRemove: () => void;
}

/** What course and product lines share: the amount, the prices and whether it can be bought. */
type LinePrices = Pick<
  LineView,
  'amount' | 'unitPriceGross' | 'omnibusLowestPriceGross' | 'lineGross' | 'discountGross' | 'available'
>;

function linePrices(line: LinePrices): LinePrices {
  return {
    amount: line.amount,
    unitPriceGross: line.unitPriceGross,
    omnibusLowestPriceGross: line.omnibusLowestPriceGross,
    lineGross: line.lineGross,
    discountGross: line.discountGross,
    available: line.available,
  };
}

/**
 * The cart's lines as the server priced them: picture, name, variant, the current gross unit
 * price (Omnibus note when reduced), the amount, the line total, availability and removal.
 */
export function CartLines({ quote, companyBuyer }: { quote: CartLines_quote$key; companyBuyer: boolean }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const data = useFragment(
    graphql`
      fragment CartLines_quote on CartQuote {
        productsVirtual {
          course {
            id
            title
            language
            highlightImage {
              thumbnailUrl
            }
          }
          courseVariant {
            id
            variant
          }
          amount
          unitPriceGross
          omnibusLowestPriceGross
          lineGross
          discountGross
          available
          availablePlaces
        }
        productsMaterial {
          product {
            id
            name(language: $language)
            mainImage {
              thumbnailUrl
            }
          }
          productVariant {
            id
            name(language: $language)
          }
          amount
          unitPriceGross
          omnibusLowestPriceGross
          lineGross
          discountGross
          available
          stock
        }
      }
    `,
    quote,
  );
  const cart = cartActions();
  /** Removes a line, then says so. */
  const removal = (remove: () => void, name: string) => () => {
    remove();
    showToast(t`Removed from the cart: ${name}`, 'info');
  };

  const lines: LineView[] = [
    ...data.productsVirtual.map((line): LineView => {
      const label = COURSE_VARIANT_LABELS[line.courseVariant.variant];
      return {
        key: `course-${line.course.id}`,
        kind: 'course',
        name: line.course.title,
        language: line.course.language,
        to: coursePath(line.course.id),
        variantName: label ? i18n._(label) : line.courseVariant.variant,
        pictureUrl: line.course.highlightImage?.thumbnailUrl,
        ...linePrices(line),
        left: line.availablePlaces,
        adjustable: companyBuyer,
        onAmount: (amount) => cart.setCourseAmount(line.course.id, amount),
        onRemove: removal(() => cart.removeCourse(line.course.id), line.course.title),
      };
    }),
    ...data.productsMaterial.map((line): LineView => ({
      key: `product-${line.productVariant.id}`,
      kind: 'product',
      name: line.product.name,
      to: productPath(line.product.id),
      variantName: line.productVariant.name,
      pictureUrl: line.product.mainImage?.thumbnailUrl,
      ...linePrices(line),
      left: line.stock,
      adjustable: true,
      onAmount: (amount) => cart.setProductAmount(line.productVariant.id, amount),
      onRemove: removal(() => cart.removeProduct(line.productVariant.id), line.product.name),
    })),
  ];

  return (
    <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="cart-lines">
      {lines.map((line) => (
        <CartLine key={line.key} line={line} />
      ))}
    </Paper>
  );
}

function CartLine({ line }: { line: LineView }) {
  const { t, i18n } = useLingui();
  const name = line.name;
  const left = line.left;
  const discount = formatMoney(line.discountGross, i18n.locale);
  const amount = line.amount;
  let availability: ReactNode = null;
  if (!line.available) {
    availability =
      left != null && left > 0 ? (
        line.kind === 'course' ? (
          <Trans>Only {left} places left: reduce the amount.</Trans>
        ) : (
          <Trans>Only {left} in stock: reduce the amount.</Trans>
        )
      ) : line.kind === 'course' ? (
        <Trans>No places left on this course.</Trans>
      ) : (
        <Trans>Out of stock.</Trans>
      );
  }
  return (
    <Box
      component="li"
      data-testid="cart-line"
      data-kind={line.kind}
      data-available={line.available ? 'true' : 'false'}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '64px minmax(0, 1fr)', sm: '80px minmax(0, 1fr) auto' },
        gridTemplateAreas: { xs: '"pic info" "act act"', sm: '"pic info act"' },
        columnGap: 2,
        rowGap: 1.5,
        p: { xs: 2, sm: 2.5 },
        '& + &': { borderTop: '1px solid', borderColor: 'divider' },
      }}
    >
      <Box sx={{ gridArea: 'pic' }}>
        <Thumb url={line.pictureUrl} size={64} />
      </Box>
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={line.to}
          underline="hover"
          sx={{ fontWeight: 700, color: 'text.primary', overflowWrap: 'anywhere' }}
          data-testid="cart-line-name"
        >
          {name}
        </Link>
        <Typography variant="body2" color="text.secondary" data-testid="cart-line-variant">
          {line.variantName}
        </Typography>
        {line.language ? (
          <Box sx={{ mt: 0.5 }}>
            <CourseLanguageChip language={line.language} />
          </Box>
        ) : null}
        <Box sx={{ mt: 0.5 }}>
          <UnitPrice grosze={line.unitPriceGross} omnibus={line.omnibusLowestPriceGross} />
          {line.omnibusLowestPriceGross != null ? <OmnibusNote grosze={line.omnibusLowestPriceGross} /> : null}
        </Box>
        {availability ? (
          <Alert severity="warning" sx={{ mt: 1, py: 0 }} data-testid="cart-line-warning">
            {availability}
          </Alert>
        ) : null}
      </Box>
      <Box
        sx={{
          gridArea: 'act',
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        {line.adjustable ? (
          <AmountStepper amount={line.amount} label={t`Amount of ${name}`} onChange={line.onAmount} />
        ) : (
          <Typography variant="body2" data-testid="cart-line-amount">
            <Trans>Amount: {amount}</Trans>
          </Typography>
        )}
        <Box sx={{ textAlign: 'right' }}>
          <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap' }} data-testid="cart-line-total">
            {formatMoney(line.lineGross, i18n.locale)}
          </Typography>
          {line.discountGross > 0 ? (
            <Typography variant="body2" color="success.main" data-testid="cart-line-discount">
              <Trans>Discount: −{discount}</Trans>
            </Typography>
          ) : null}
        </Box>
        <Button
          size="small"
          color="inherit"
          startIcon={<DeleteOutlineIcon />}
          onClick={line.onRemove}
          data-testid="cart-line-remove"
          sx={{ color: 'text.secondary' }}
        >
          <Trans>Remove</Trans>
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {name}
          </Box>
        </Button>
      </Box>
    </Box>
  );
}
