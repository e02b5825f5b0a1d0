import { useDeferredValue, useMemo, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  StaffPurchasesPageQuery,
  StaffPurchasesPageQuery$variables,
} from '../../../__generated__/StaffPurchasesPageQuery.graphql';
import { PAGE_SIZE } from '../../../shared/policies';
import { Page } from '../../../shared/ui/Page';
import { KsefNotice } from '../../../shared/KsefNotice';
import { ExportButton } from './ExportButton';
import { exportQuery, isFiltered, toPurchaseFilter } from './filters';
import { usePurchaseListState } from './listState';
import type { StaffMode } from './paths';
import { PurchaseFilters } from './PurchaseFilters';
import { ReconcileButton, ReconcileReportAlert, type ReconcileReport } from './StaffReconcile';
import { StaffPurchasesGrid } from './StaffPurchasesGrid';

const query = graphql`
  query StaffPurchasesPageQuery($first: Int!, $after: String, $filter: PurchaseFilter, $sort: PurchaseSort) {
    adminPurchases(first: $first, after: $after, filter: $filter, sort: $sort) {
      totalCount
      totalCountExact
      ...StaffPurchasesGrid_connection
    }
  }
`;

/**
 * /admin/purchases (ADMIN) and /seller/orders (SELLER, read-only): every purchase, searched,
 * filtered and sorted by the server, 25 a page; the filters live in the URL; rows whose money
 * waits for an admin are marked. The admin also exports the filtered list as a spreadsheet and
 * reconciles the payments with Przelewy24 (the list is read again after).
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
  const data = useLazyLoadQuery<StaffPurchasesPageQuery>(query, shown, { fetchPolicy: 'store-and-network' });
  const environment = useRelayEnvironment();
  const [report, setReport] = useState<ReconcileReport | string | null>(null);
  const onReport = (result: ReconcileReport | string) => {
    setReport(result);
    fetchQuery<StaffPurchasesPageQuery>(environment, query, shown, { fetchPolicy: 'network-only' }).subscribe({});
  };
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
      actions={
        <>
          {mode === 'admin' ? <ReconcileButton onReport={onReport} /> : null}
          <ExportButton query={exportQuery(filters, sortBy, i18n.locale)} />
        </>
      }
    >
      {mode === 'admin' ? <KsefNotice /> : null}
      {report ? <ReconcileReportAlert report={report} onClose={() => setReport(null)} /> : null}
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
