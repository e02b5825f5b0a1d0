import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseVariants_course$key } from '../../../__generated__/CourseVariants_course.graphql';
import { cartActions } from '../../../shared/cart/useCart';
import { isCompanyAccount } from '../../../shared/permissions';
import { useSession } from '../../../shared/session/session';
import { useToast } from '../../../shared/ui/toast';
import { COURSE_VARIANT_LABELS } from '../../../shared/catalogue/labels';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import { useCataloguePreview } from './preview';
import { OmnibusNote, Price } from './ui';

/** A variant's prices as the course card and the variants table show them (spread unmasked). */
export const variantPriceFields = graphql`
  fragment CourseVariants_price on CourseVariant {
    id
    variant
    priceGross
    omnibusLowestPriceGross
  }
`;

/** The theme's divider colour (a plain value: used inside border shorthands). */
const DIVIDER = 'rgba(0, 0, 0, 0.12)';

/**
 * The course's variants with their gross prices (Omnibus reference price when reduced) and a
 * per-variant "Add to cart" ("Coming soon" for SOON courses). A company buys seats, so its
 * amount grows with each add; anyone else buys a course once.
 */
export function CourseVariants({ course }: { course: CourseVariants_course$key }) {
  const { t, i18n } = useLingui();
  const noteId = useId();
  const { showToast } = useToast();
  const session = useSession();
  // The admin's preview shows the buttons as visitors see them, but nothing is bought.
  const preview = useCataloguePreview() !== null;
  const data = useFragment(
    graphql`
      fragment CourseVariants_course on Course {
        id
        title
        visibility
        vatRate
        variants {
          ...CourseVariants_price @relay(mask: false)
        }
      }
    `,
    course,
  );
  const soon = data.visibility === 'SOON';
  const vatRate = data.vatRate;
  const addToCart = (courseVariantId: string) => {
    const cart = cartActions();
    cart.addCourse({ courseId: data.id, courseVariantId, amount: 1 });
    if (!isCompanyAccount(session.user?.role)) cart.setCourseAmount(data.id, 1);
    showToast(t({ id: 'shop.cart-course-added', message: 'Course added to the cart' }), 'success');
  };

  if (data.variants.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="course-no-variants">
        <Trans>Prices will be announced soon.</Trans>
      </Typography>
    );
  }

  return (
    <Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Table
          aria-label={t`Variants and prices`}
          data-testid="course-variants"
          sx={{
            // Phones: each row becomes a small block (the table stays a table for assistive technology).
            '& thead': { display: { xs: 'none', sm: 'table-header-group' } },
            '& tbody tr': { display: { xs: 'block', sm: 'table-row' }, py: { xs: 1, sm: 0 } },
            '& tbody th, & tbody td': {
              display: { xs: 'block', sm: 'table-cell' },
              borderBottom: { xs: 'none', sm: `1px solid ${DIVIDER}` },
              py: { xs: 0.5, sm: 2 },
            },
            '& tbody tr:last-of-type th, & tbody tr:last-of-type td': { borderBottom: 'none' },
            '& tbody tr + tr': { borderTop: { xs: `1px solid ${DIVIDER}`, sm: 'none' } },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>
                <Trans>Variant</Trans>
              </TableCell>
              <TableCell>
                <Trans>Gross price</Trans>
              </TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  <Trans>Purchase</Trans>
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.variants.map((variant) => {
              const label = COURSE_VARIANT_LABELS[variant.variant];
              const name = label ? i18n._(label) : variant.variant;
              return (
                <TableRow key={variant.id} data-testid="course-variant" data-variant={variant.variant}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
                    {name}
                  </TableCell>
                  <TableCell>
                    <Price grosze={variant.priceGross} omnibus={variant.omnibusLowestPriceGross} />
                    {variant.omnibusLowestPriceGross != null ? (
                      <OmnibusNote grosze={variant.omnibusLowestPriceGross} />
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
                    {soon ? (
                      <Chip label={<Trans>Coming soon</Trans>} color="secondary" data-testid="course-soon" />
                    ) : (
                      <Button
                        variant="contained"
                        disabled={preview}
                        onClick={() => addToCart(variant.id)}
                        startIcon={<AddShoppingCartIcon />}
                        aria-describedby={noteId}
                        data-testid="add-to-cart"
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        <Trans>Add to cart</Trans>
                        <Box component="span" sx={visuallyHidden}>
                          {' '}
                          – {name}
                        </Box>
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
      <Box sx={{ mt: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary" data-testid="vat-note">
          <Trans>Gross prices, including {vatRate}% VAT.</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary" id={noteId} data-testid="cart-note">
          {soon ? (
            <Trans>This course will open for enrolment soon.</Trans>
          ) : (
            <Trans>A course is bought with an account: sign in when you place the order.</Trans>
          )}
        </Typography>
      </Box>
    </Box>
  );
}
