import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql';
import { announcedReduction, productPath } from './catalogue';
import { PRODUCT_CATEGORY_LABELS, PRODUCT_KIND_LABELS, type ProductCategory, type ProductKind } from './labels';
import { OmnibusNote, Price, StockChip } from './ui';

/** One product in the shop: main picture, name, short description, 'from' price, stock state. */
export function ProductCard({ product }: { product: ProductCard_product$key }) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment ProductCard_product on Product {
        id
        name
        shortDescription
        category
        kind
        lowestPriceGross
        stockState
        mainImage {
          thumbnailUrl
        }
        variants {
          id
          name
          priceGross
          omnibusLowestPriceGross
        }
      }
    `,
    product,
  );
  const reduction = announcedReduction(data.variants);
  const kind = data.kind ? PRODUCT_KIND_LABELS[data.kind as ProductKind] : undefined;
  const category = PRODUCT_CATEGORY_LABELS[data.category as ProductCategory];

  return (
    <Card
      component="article"
      data-testid="product-card"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
        '&:focus-within': { boxShadow: 4 },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: '#f1f5f9', overflow: 'hidden' }}>
        {data.mainImage ? (
          <Box
            component="img"
            src={data.mainImage.thumbnailUrl}
            alt=""
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Box aria-hidden sx={{ height: '100%', display: 'grid', placeItems: 'center', color: '#64748b' }}>
            <Inventory2OutlinedIcon sx={{ fontSize: 56 }} />
          </Box>
        )}
        {reduction ? (
          <Chip
            label={<Trans>Reduced price</Trans>}
            size="small"
            color="error"
            sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 700 }}
          />
        ) : null}
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {[category ? i18n._(category) : data.category, kind ? i18n._(kind) : null].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', lineHeight: 1.3 }}>
          <Link
            component={RouterLink}
            to={productPath(data.id)}
            underline="hover"
            color="inherit"
            data-testid="product-link"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' } }}
          >
            {data.name}
          </Link>
        </Typography>
        {data.shortDescription ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {data.shortDescription}
          </Typography>
        ) : null}
        <Stack spacing={1} sx={{ mt: 'auto', pt: 1 }}>
          <Box>
            <Price
              grosze={data.lowestPriceGross}
              omnibus={reduction?.isCheapest ? reduction.variant.omnibusLowestPriceGross : null}
              from={data.variants.length > 1}
            />
            {reduction?.variant.omnibusLowestPriceGross != null ? (
              <OmnibusNote
                grosze={reduction.variant.omnibusLowestPriceGross}
                prefix={reduction.isCheapest ? undefined : reduction.variant.name}
              />
            ) : null}
          </Box>
          <Box sx={{ position: 'relative', zIndex: 1, alignSelf: 'flex-start' }}>
            <StockChip state={data.stockState} />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
