import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductCard_product$key } from '../../../__generated__/ProductCard_product.graphql';
import { CardBadge, CardTitle, MediaCard, type FirstRowCard } from '../../../shared/ui/MediaCard';
import { announcedReduction, productPath } from './catalogue';
import { PRODUCT_CATEGORY_LABELS, type ProductCategory, type ProductKind } from '../../../shared/catalogue/labels';
import { PRODUCT_KIND_LABELS } from './labels';
import { CardPrice, StockChip } from './ui';

/** One product in the shop: main picture, name, short description, 'from' price, stock state. */
export function ProductCard({ product, priority = false }: { product: ProductCard_product$key } & FirstRowCard) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment ProductCard_product on Product {
        id
        name(language: $language)
        shortDescription(language: $language)
        category
        kind
        lowestPriceGross
        stockState
        mainImage {
          thumbnailUrl
        }
        variants {
          id
          name(language: $language)
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
    <MediaCard
      testId="product-card"
      priority={priority}
      image={data.mainImage}
      media={{
        aspectRatio: '4 / 3',
        width: 480,
        height: 360,
        background: '#f1f5f9',
        color: '#64748b',
        placeholder: <Inventory2OutlinedIcon sx={{ fontSize: 56 }} />,
      }}
      badge={reduction ? <CardBadge label={<Trans>Reduced price</Trans>} color="error" /> : null}
    >
      <Typography variant="body2" color="text.secondary">
        {[category ? i18n._(category) : data.category, kind ? i18n._(kind) : null].filter(Boolean).join(' · ')}
      </Typography>
      <CardTitle to={productPath(data.id)} testId="product-link">
        {data.name}
      </CardTitle>
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
          <CardPrice grosze={data.lowestPriceGross} variants={data.variants} variantName={(variant) => variant.name} />
        </Box>
        <Box sx={{ position: 'relative', zIndex: 1, alignSelf: 'flex-start' }}>
          <StockChip state={data.stockState} />
        </Box>
      </Stack>
    </MediaCard>
  );
}
