import { useDeferredValue, useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  StaffPurchasesPageQuery,
  StaffPurchasesPageQuery$variables,
} from '../../__generated__/StaffPurchasesPageQuery.graphql';
import { PAGE_SIZE } from '../../shared/policies';
import { Page } from '../../shared/ui/Page';
import { ExportButton } from './ExportButton';
import { exportQuery, isFiltered, toPurchaseFilter } from './filters';
import { usePurchaseListState } from './listState';
import type { StaffMode } from './paths';
import { PurchaseFilters } from './PurchaseFilters';
import { StaffPurchasesGrid } from './StaffPurchasesGrid';

/**
 * /admin/purchases (ADMIN) and /seller/orders (SELLER, read-only): every purchase, searched,
 * filtered and sorted by the server, 25 a page; the filters live in the URL. The admin also
 * exports the filtered list as a spreadsheet.
 */
export function StaffPurchasesPage({ mode }: { mode: StaffMode }) {
  const { i18n } = useLingui();
  const list = usePurchaseListState();
  const { filters, after, sortBy } = list;
  const variables = useMemo<StaffPurchasesPageQuery$variables>(
    () => ({
      first: PAGE_SIZE,
      after,
      filter: toPurchaseFilter(filters),
      sort: sortBy,
    }),
    [filters, after, sortBy],
  );
  // While the next page or filter loads, the grid keeps showing the previous rows (with a spinner).
  const shown = useDeferredValue(variables);
  const data = useLazyLoadQuery<StaffPurchasesPageQuery>(
    graphql`
      query StaffPurchasesPageQuery($first: Int!, $after: String, $filter: PurchaseFilter, $sort: PurchaseSort) {
        adminPurchases(first: $first, after: $after, filter: $filter, sort: $sort) {
          totalCount
          totalCountExact
          ...StaffPurchasesGrid_connection
        }
      }
    `,
    shown,
    { fetchPolicy: 'store-and-network' },
  );
  const total = data.adminPurchases.totalCount;
  // Above 10 000 matches the server gives the planner's estimate (counting a million rows
  // exactly on every page would cost more than the page itself).
  const exact = data.adminPurchases.totalCountExact;
  return (
    <Page
      title={mode === 'admin' ? <Trans>Purchases</Trans> : <Trans>Orders</Trans>}
      subtitle={
        mode === 'admin' ? (
          <Trans>Every order of the shop. Open one to confirm its payment, send it, complete it or cancel it.</Trans>
        ) : (
          <Trans>Every order of the shop, to read. Open one for its details.</Trans>
        )
      }
      maxWidth="xl"
      actions={<ExportButton query={exportQuery(filters, sortBy, i18n.locale)} />}
    >
      <PurchaseFilters list={list} />
      <Typography sx={{ mb: 1 }} color="text.secondary" data-testid="purchases-total" data-total={total}>
        {exact ? <Trans>Purchases found: {total}</Trans> : <Trans>Purchases found: about {total}</Trans>}
      </Typography>
      <StaffPurchasesGrid
        connection={data.adminPurchases}
        list={list}
        loading={shown !== variables}
        filtered={isFiltered(filters)}
        mode={mode}
      />
    </Page>
  );
}

/** /admin/purchases (ADMIN). */
export default function AdminPurchasesPage() {
  return <StaffPurchasesPage mode="admin" />;
}
