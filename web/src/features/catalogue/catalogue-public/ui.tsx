import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import RemoveShoppingCartOutlinedIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../../shared/format';
import { PreviousPrice } from '../../../shared/money/PreviousPrice';
import { cardGridSx } from '../../../shared/lists/PagedCardGrid';
import { HeroBanner } from '../../../shared/ui/HeroBanner';
import { SkyIllustration } from '../../../shared/ui/illustrations';
import { announcedReduction, pricesDiffer, type PricedVariant } from './catalogue';
import { STOCK_STATES, STOCK_STATE_LABELS, isOneOf } from '../../../shared/catalogue/labels';

/** The strip at the top of a catalogue page: the page's only h1 and a lead. */
export function HeroStrip({ title, lead, children }: { title: ReactNode; lead: ReactNode; children?: ReactNode }) {
  return (
    <HeroBanner id="catalogue-title" title={title} lead={lead} titleTestId="catalogue-title">
      {children}
    </HeroBanner>
  );
}

const FREE = msg({ id: 'catalogue.price-free', message: 'Free' });
const FROM_FREE = msg({ id: 'catalogue.price-free-and-paid', message: 'Free and paid variants' });

/**
 * A catalogue price as read: "PLN 490.00", "from PLN 490.00" (variants' prices differ), and
 * "Free" for zero (only an item marked free is sold at zero), never "PLN 0.00".
 */
export function priceText(i18n: I18n, grosze: number, from = false): string {
  if (grosze === 0) return i18n._(from ? FROM_FREE : FREE);
  const price = formatMoney(grosze, i18n.locale);
  return from ? i18n._(msg`from ${price}`) : price;
}

/** A price, with the Omnibus reference price struck through before it when the price is a reduction. */
export function Price({
  grosze,
  omnibus,
  from = false,
  size = 'medium',
}: {
  grosze: number;
  omnibus?: number | null;
  from?: boolean;
  size?: 'medium' | 'large';
}) {
  const { i18n } = useLingui();
  const reduced = omnibus != null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
      {reduced ? <PreviousPrice grosze={omnibus} fontSize={size === 'large' ? '1rem' : '0.875rem'} /> : null}
      <Box
        component="span"
        data-testid="price"
        data-free={grosze === 0 ? '' : undefined}
        sx={{
          fontWeight: 800,
          fontSize: size === 'large' ? '1.6rem' : '1.1rem',
          color: reduced ? 'error.main' : 'text.primary',
          whiteSpace: 'nowrap',
        }}
      >
        {priceText(i18n, grosze, from)}
      </Box>
    </Box>
  );
}

/**
 * A card's price: the lowest one ("from" when the variants' prices differ), after the struck-through
 * reference price when the cheapest variant is reduced, then the Omnibus note of the reduction a
 * card announces (named by `variantName` when it is not the cheapest). Without a price: `fallback`.
 */
export function CardPrice<V extends PricedVariant>({
  grosze,
  variants,
  variantName,
  fallback = null,
}: {
  grosze: number | null | undefined;
  variants: readonly V[];
  variantName: (variant: V) => string | undefined;
  fallback?: ReactNode;
}) {
  const reduction = announcedReduction(variants);
  return (
    <>
      {grosze != null ? (
        <Price
          grosze={grosze}
          omnibus={reduction?.isCheapest ? reduction.variant.omnibusLowestPriceGross : null}
          from={pricesDiffer(variants)}
        />
      ) : (
        fallback
      )}
      {reduction?.variant.omnibusLowestPriceGross != null ? (
        <OmnibusNote
          grosze={reduction.variant.omnibusLowestPriceGross}
          prefix={reduction.isCheapest ? undefined : variantName(reduction.variant)}
        />
      ) : null}
    </>
  );
}

/** Omnibus: the lowest price of the 30 days before the reduction (spec 9). */
export function OmnibusNote({ grosze, prefix }: { grosze: number; prefix?: string }) {
  const { i18n } = useLingui();
  const lowest = formatMoney(grosze, i18n.locale);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="omnibus-note" sx={{ fontSize: '0.8rem' }}>
      {prefix ? `${prefix}: ` : null}
      <Trans>Lowest price in the 30 days before the reduction: {lowest}</Trans>
    </Typography>
  );
}

/** In stock / Low stock / Out of stock. */
export function StockChip({ state }: { state: string }) {
  const { i18n } = useLingui();
  const label = isOneOf(STOCK_STATES, state) ? STOCK_STATE_LABELS[state] : undefined;
  const color = state === 'IN_STOCK' ? 'success' : state === 'LOW' ? 'warning' : 'default';
  const icon =
    state === 'IN_STOCK' ? (
      <CheckCircleOutlineIcon />
    ) : state === 'LOW' ? (
      <ErrorOutlineIcon />
    ) : (
      <RemoveShoppingCartOutlinedIcon />
    );
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={icon}
      label={label ? i18n._(label) : state}
      data-testid="stock-state"
      data-state={state}
      sx={{ fontWeight: 600, bgcolor: 'background.paper' }}
    />
  );
}

/** Placeholder cards while a list loads. */
export function CardGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <Box role="status" aria-label={t`Loading`} data-testid="catalogue-loading">
      <Box sx={cardGridSx}>
        {Array.from({ length: count }, (_, i) => (
          <Card key={i}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
            <CardContent>
              <Skeleton width="40%" />
              <Skeleton height={28} />
              <Skeleton width="70%" />
              <Skeleton width="50%" height={28} />
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/** A details page while it loads. */
export function DetailsSkeleton() {
  const { t } = useLingui();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} role="status" aria-label={t`Loading`}>
      <Skeleton width="30%" />
      <Skeleton height={48} width="70%" />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' }, mt: 2 }}>
        <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto', borderRadius: 2 }} />
        <Box>
          <Skeleton height={36} />
          <Skeleton />
          <Skeleton />
          <Skeleton width="60%" />
        </Box>
      </Box>
    </Container>
  );
}

/** The course or product does not exist, or is not public. */
export function NotFoundState({
  back,
  backLabel,
  children,
}: {
  back: string;
  backLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }} data-testid="catalogue-not-found">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          {children}
        </Typography>
        <Typography>
          <Trans>It may have been withdrawn from the offer, or the address is mistyped.</Trans>
        </Typography>
        <SkyIllustration variant="lost" />
        <Button variant="contained" component={RouterLink} to={back}>
          {backLabel}
        </Button>
      </Stack>
    </Container>
  );
}

/** A titled part of a details page (h2). */
export function DetailsSection({ title, id, children }: { title: ReactNode; id: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.4rem' }, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
