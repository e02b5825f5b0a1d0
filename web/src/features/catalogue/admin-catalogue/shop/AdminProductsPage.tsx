import { useDeferredValue, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminProductsPageQuery,
  AdminProductsPageQuery$variables,
} from '../../../../__generated__/AdminProductsPageQuery.graphql';
import { Page } from '../../../../shared/ui/Page';
import { AdminListToolbar } from '../../../../shared/admin/AdminListToolbar';
import { MultiSelectFilter } from '../../../../shared/ui/filters';
import { ADMIN_PAGE_SIZE, listParam, useListState } from '../../../../shared/admin/listState';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from '../../../../shared/catalogue/labels';
import { SHIPPING_METHODS_PATH } from '../paths';
import { AdminProductsGrid } from './AdminProductsGrid';
import { NewProductDialog } from './NewProductDialog';

const FILTERS = ['category'] as const;
/** Grid columns that the API sorts by. */
const SORT_FIELDS: Record<string, string> = { name: 'NAME', createdAt: 'CREATED_AT', category: 'CATEGORY' };

/** /admin/shop (ADMIN): every product, searched, filtered and sorted by the server, 25 a page. */
export default function AdminProductsPage() {
  const { t } = useLingui();
  const list = useListState(FILTERS, SORT_FIELDS);
  const [creating, setCreating] = useState(false);
  const categories = listParam(list.filters.category, PRODUCT_CATEGORIES);

  const { filters, after, search, sortBy, direction } = list;
  const variables = useMemo<AdminProductsPageQuery$variables>(() => {
    const picked = listParam(filters.category, PRODUCT_CATEGORIES);
    return {
      first: ADMIN_PAGE_SIZE,
      after,
      search: search || null,
      categories: picked.length ? picked : null,
      sortBy: (sortBy as AdminProductsPageQuery$variables['sortBy']) ?? 'CREATED_AT',
      sortDirection: sortBy ? direction : 'DESC',
    };
  }, [filters, after, search, sortBy, direction]);
  // While the next page or filter loads, the grid keeps showing the previous rows (with a spinner).
  const shown = useDeferredValue(variables);
  const data = useLazyLoadQuery<AdminProductsPageQuery>(
    graphql`
      query AdminProductsPageQuery(
        $first: Int!
        $after: String
        $search: String
        $categories: [ProductCategory!]
        $sortBy: AdminProductSortField
        $sortDirection: SortDirection
      ) {
        adminProducts(
          first: $first
          after: $after
          search: $search
          categories: $categories
          sortBy: $sortBy
          sortDirection: $sortDirection
        ) {
          totalCount
          totalCountExact
          ...AdminProductsGrid_connection
        }
      }
    `,
    shown,
    { fetchPolicy: 'store-and-network' },
  );
  const filtered = Boolean(list.search || categories.length);
  const total = data.adminProducts.totalCount;
  // Above 10 000 matches the server gives the planner's estimate (as for the purchases).
  const exact = data.adminProducts.totalCountExact;

  return (
    <Page
      title={<Trans>Manage products</Trans>}
      subtitle={<Trans>The shop's products. Open a product to edit its variants, stock, gallery and coupons.</Trans>}
      maxWidth="xl"
      actions={
        <>
          <Button
            component={RouterLink}
            to={SHIPPING_METHODS_PATH}
            variant="outlined"
            startIcon={<LocalShippingOutlinedIcon />}
          >
            <Trans>Shipping methods</Trans>
          </Button>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            data-testid="product-new"
          >
            <Trans>New product</Trans>
          </Button>
        </>
      }
    >
      <AdminListToolbar
        label={t`Filter products`}
        searchId="products-search"
        searchLabel={t`Search by name`}
        list={list}
        filterKeys={FILTERS}
        filtered={filtered}
      >
        <MultiSelectFilter
          id="products-category"
          label={t`Category`}
          value={categories}
          options={PRODUCT_CATEGORIES}
          labels={PRODUCT_CATEGORY_LABELS}
          onChange={(value) => list.update({ category: value.join(',') || null })}
        />
      </AdminListToolbar>
      <Typography sx={{ mb: 1 }} color="text.secondary" data-testid="products-total" data-total={total}>
        {exact ? <Trans>Products found: {total}</Trans> : <Trans>Products found: about {total}</Trans>}
      </Typography>
      <AdminProductsGrid
        connection={data.adminProducts}
        list={list}
        loading={shown !== variables}
        filtered={filtered}
      />
      {creating ? <NewProductDialog onClose={() => setCreating(false)} /> : null}
    </Page>
  );
}
