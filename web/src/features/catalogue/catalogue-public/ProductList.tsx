import { graphql, usePaginationFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { ProductList_query$key } from '../../../__generated__/ProductList_query.graphql';
import type { ProductListPaginationQuery } from '../../../__generated__/ProductListPaginationQuery.graphql';
import { EmptyList, PagedCardGrid } from '../../../shared/lists/PagedCardGrid';
import { CATALOGUE_PAGE_SIZE } from './catalogue';
import { ProductCard } from './ProductCard';

/** The shop's products, 12 a page. */
export function ProductList({ query, onShowAll }: { query: ProductList_query$key; onShowAll?: () => void }) {
  const { data, ...pagination } = usePaginationFragment<ProductListPaginationQuery, ProductList_query$key>(
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
  return (
    <PagedCardGrid
      connection={data.products}
      pagination={pagination}
      pageSize={CATALOGUE_PAGE_SIZE}
      testIds={{ list: 'product-list', count: 'catalogue-count', more: 'show-more' }}
      empty={
        <EmptyList
          testId="catalogue-empty"
          title={<Trans>No products here yet</Trans>}
          showAllLabel={<Trans>Show all products</Trans>}
          onShowAll={onShowAll}
        >
          <Trans>Nothing matches the chosen filter. Try another category.</Trans>
        </EmptyList>
      }
    >
      {(node, index) => <ProductCard product={node} priority={index < 2} />}
    </PagedCardGrid>
  );
}
