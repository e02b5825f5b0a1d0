import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { BackLink } from '../../../shared/ui/BackLink';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDetailsPageQuery } from '../../../__generated__/ProductDetailsPageQuery.graphql';
import { contentLanguage, hasVisibleText, isUploadedVideo, isWebLink } from './catalogue';
import { DeliveryTerms } from './DeliveryTerms';
import { DroneSpecificationTable } from './DroneSpecificationTable';
import { PRODUCT_CATEGORY_LABELS, type ProductCategory, type ProductKind } from '../../../shared/catalogue/labels';
import { PRODUCT_KIND_LABELS } from './labels';
import { ProductGallery } from './ProductGallery';
import { ProductPurchase } from './ProductPurchase';
import { PreviewBanner, useCataloguePreview } from './preview';
import { RichText } from './RichText';
import { BelowTheFold } from '../../../shared/ui/BelowTheFold';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import { DetailsSection, DetailsSkeleton, NotFoundState } from './ui';
import { detectLocale } from '../../../shared/i18n/i18n';
import { prefetchQuery, type PagePrefetch } from '../../../shared/relay/prefetch';

const productDetailsQuery = graphql`
  query ProductDetailsPageQuery($id: ID!, $language: Language!) {
    product(id: $id) {
      id
      name(language: $language)
      shortDescription(language: $language)
      description(language: $language)
      videoUrl
      published
      category
      kind
      droneSpecification {
        ...DroneSpecificationTable_specification
      }
      ...ProductGallery_product
      ...ProductPurchase_product
    }
    ...DeliveryTerms_query
  }
`;

/** A product's page; the admin's preview shows it too (see `preview.tsx`). */
export function ProductDetails({ id, language }: { id: string; language: 'PL' | 'EN' }) {
  const { t, i18n } = useLingui();
  const preview = useCataloguePreview();
  const data = useLazyLoadQuery<ProductDetailsPageQuery>(productDetailsQuery, { id, language });
  const product = data.product;
  if (!product) {
    return (
      <NotFoundState back="/shop" backLabel={<Trans>Go to the shop</Trans>}>
        <Trans>Product not found</Trans>
      </NotFoundState>
    );
  }
  const category = PRODUCT_CATEGORY_LABELS[product.category as ProductCategory];
  const kind = product.kind ? PRODUCT_KIND_LABELS[product.kind as ProductKind] : undefined;
  const video = product.videoUrl?.trim() || null;
  const name = product.name;

  return (
    <>
      <PreviewBanner hidden={!product.published} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="product-details">
        {/* Previewed, the banner leads back to the editor instead. */}
        {preview ? null : (
          <BackLink to="/shop">
            <Trans>Shop</Trans>
          </BackLink>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={1.5} sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 } }}>
            <Typography variant="body2" color="text.secondary">
              {[category ? i18n._(category) : product.category, kind ? i18n._(kind) : null].filter(Boolean).join(' · ')}
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }} data-testid="product-title">
              {product.name}
            </Typography>
            {product.shortDescription ? (
              <Typography color="text.secondary" sx={{ fontSize: '1rem' }}>
                {product.shortDescription}
              </Typography>
            ) : null}
          </Stack>
          <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: '1 / span 2' } }}>
            <ProductGallery product={product} />
          </Box>
          <Stack spacing={2} sx={{ gridColumn: { md: 2 } }}>
            <ProductPurchase product={product} />
            <BelowTheFold>
              <Box component="section" aria-labelledby="product-terms-title">
                <Typography id="product-terms-title" variant="h2" sx={visuallyHidden}>
                  <Trans>Delivery and returns</Trans>
                </Typography>
                <DeliveryTerms query={data} />
              </Box>
            </BelowTheFold>
          </Stack>
        </Box>

        <BelowTheFold>
          {hasVisibleText(product.description) ? (
            <DetailsSection title={<Trans>Description</Trans>} id="product-description-title">
              <RichText html={product.description} testId="product-description" />
            </DetailsSection>
          ) : null}

          {video && (isUploadedVideo(video) || isWebLink(video)) ? (
            <DetailsSection title={<Trans>Video</Trans>} id="product-video-title">
              {isUploadedVideo(video) ? (
                <Box
                  component="video"
                  controls
                  preload="metadata"
                  src={video}
                  aria-label={t`Video: ${name}`}
                  data-testid="product-video"
                  sx={{ width: '100%', maxWidth: 800, borderRadius: 2, bgcolor: '#000', display: 'block' }}
                />
              ) : (
                <Link
                  href={video}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="product-video-link"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
                >
                  <Trans>Watch the product video</Trans>
                  <OpenInNewIcon fontSize="small" aria-hidden />
                  <Box component="span" sx={visuallyHidden}>
                    <Trans>(opens in a new tab)</Trans>
                  </Box>
                </Link>
              )}
            </DetailsSection>
          ) : null}

          {product.droneSpecification ? <DroneSpecificationTable specification={product.droneSpecification} /> : null}
        </BelowTheFold>
      </Container>
    </>
  );
}

export const prefetch: PagePrefetch = ({ params }) =>
  prefetchQuery<ProductDetailsPageQuery>(productDetailsQuery, {
    id: params.productId ?? '',
    language: contentLanguage(detectLocale()),
  });

/** /shop/products/:productId/details: gallery, variants, terms, description, drone specification. */
export default function ProductDetailsPage() {
  const { productId = '' } = useParams();
  const { i18n } = useLingui();
  return (
    <Suspense fallback={<DetailsSkeleton />}>
      <ProductDetails id={productId} language={contentLanguage(i18n.locale)} />
    </Suspense>
  );
}
