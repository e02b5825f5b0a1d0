import { graphql, usePaginationFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import type { ProductList_query$key } from '../../../__generated__/ProductList_query.graphql';
import type { ProductListPaginationQuery } from '../../../__generated__/ProductListPaginationQuery.graphql';
import { SkyIllustration } from '../../../shared/ui/illustrations';
import { CATALOGUE_PAGE_SIZE } from './catalogue';
import { ProductCard } from './ProductCard';
import { ShowMore, cardGridSx } from './ui';

/** The shop's products, 12 a page. */
export function ProductList({ query, onShowAll }: { query: ProductList_query$key; onShowAll?: () => void }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ProductListPaginationQuery,
    ProductList_query$key
  >(
    graphql`
      fragment ProductList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
        categories: { type: "[ProductCategory!]" }
        kind: { type: "ProductKind" }
      )
      @refetchable(queryName: "ProductListPaginationQuery") {
        products(first: $count, after: $cursor, categories: $categories, kind: $kind)
          @connection(key: "ProductList_products") {
          totalCount
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.products.edges;

  if (edges.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }} data-testid="catalogue-empty">
        <SkyIllustration variant="soon" />
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          <Trans>No products here yet</Trans>
        </Typography>
        <Typography color="text.secondary">
          <Trans>Nothing matches the chosen filter. Try another category.</Trans>
        </Typography>
        {onShowAll ? (
          <Button variant="contained" onClick={onShowAll}>
            <Trans>Show all products</Trans>
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <Box>
      <Box component="ul" sx={cardGridSx} data-testid="product-list">
        {edges.map(({ node }, index) => (
          <Box component="li" key={node.id} sx={{ minWidth: 0 }}>
            <ProductCard product={node} priority={index < 2} />
          </Box>
        ))}
      </Box>
      <ShowMore
        shown={edges.length}
        total={data.products.totalCount}
        hasNext={hasNext}
        loading={isLoadingNext}
        onMore={() => loadNext(CATALOGUE_PAGE_SIZE)}
      />
    </Box>
  );
}
