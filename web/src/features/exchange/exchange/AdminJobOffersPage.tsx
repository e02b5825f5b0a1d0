import { Suspense, useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminJobOffersPageQuery,
  AdminJobOffersPageQuery$variables,
} from '../../../__generated__/AdminJobOffersPageQuery.graphql';
import type { AdminJobOffersList_query$key } from '../../../__generated__/AdminJobOffersList_query.graphql';
import type { AdminJobOffersListPaginationQuery } from '../../../__generated__/AdminJobOffersListPaginationQuery.graphql';
import { connectionNodes, RefreshingBar, useDeferredListQuery } from '../../../shared/filtered-list/deferredList';
import { ShowMoreButton } from '../../../shared/lists/ShowMoreButton';
import { PAGE_SIZE } from '../../../shared/policies';
import { useSearchParamSetter } from '../../../shared/filtered-list/useSearchParamSetter';
import { Page } from '../../../shared/ui/Page';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { SERVICE_CATEGORIES, isOneOf, type OfferStatus, type ServiceCategory } from './labels';
import { OffersList } from './OffersList';
import { OfferStatusTabs, ServiceFilter } from './parts';
import { adminOrderPath } from './paths';

const listFragment = graphql`
  fragment AdminJobOffersList_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    filter: { type: "JobOfferFilter" }
  )
  @refetchable(queryName: "AdminJobOffersListPaginationQuery") {
    adminJobOffers(first: $count, after: $cursor, filter: $filter)
      @connection(key: "AdminJobOffersList_adminJobOffers", filters: ["filter"]) {
      totalCount
      totalCountExact
      edges {
        node {
          ...OffersList_offer @relay(mask: false)
        }
      }
    }
  }
`;

type StatusTab = OfferStatus | 'ALL';

/** /admin/job-offers (admins): every job offer of the exchange, newest first; a row opens it (to close it). */
export default function AdminJobOffersPage() {
  const [params, set] = useSearchParamSetter();
  const raw = params.get('status');
  const status: StatusTab = raw === 'ENDED' || raw === 'ALL' ? raw : 'OPEN';
  const rawCategory = params.get('category');
  const category: ServiceCategory | null = isOneOf(SERVICE_CATEGORIES, rawCategory) ? rawCategory : null;
  return (
    <Page
      title={<Trans>Job offers</Trans>}
      subtitle={<Trans>Every order posted on the exchange. Open one to read it or close it.</Trans>}
      maxWidth="xl"
    >
      <OfferStatusTabs<StatusTab>
        value={status}
        onChange={(value) => set('status', value === 'OPEN' ? null : value)}
        withAll
      />
      <ServiceFilter
        id="admin-orders-category"
        size="small"
        value={category}
        onChange={(value) => set('category', value)}
        sx={{ mb: 2, width: { xs: '100%', sm: 260 } }}
      />
      <Suspense fallback={<PageLoader />}>
        <OffersResults status={status} category={category} />
      </Suspense>
    </Page>
  );
}

function OffersResults({ status, category }: { status: StatusTab; category: ServiceCategory | null }) {
  const variables = useMemo<AdminJobOffersPageQuery$variables>(
    () => ({ filter: { status: status === 'ALL' ? null : status, category } }),
    [status, category],
  );
  const { data, refreshing } = useDeferredListQuery<AdminJobOffersPageQuery>(
    graphql`
      query AdminJobOffersPageQuery($filter: JobOfferFilter) {
        ...AdminJobOffersList_query @arguments(filter: $filter)
      }
    `,
    variables,
  );
  return (
    <>
      <RefreshingBar active={refreshing} />
      <AdminOffersList query={data} />
    </>
  );
}

function AdminOffersList({ query }: { query: AdminJobOffersList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AdminJobOffersListPaginationQuery,
    AdminJobOffersList_query$key
  >(listFragment, query);
  const rows = connectionNodes(data.adminJobOffers.edges);
  return (
    <Box data-testid="admin-orders-list">
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {data.adminJobOffers.totalCountExact ? (
          <Trans>Orders found: {data.adminJobOffers.totalCount}</Trans>
        ) : (
          <Trans>Orders found: about {data.adminJobOffers.totalCount}</Trans>
        )}
      </Typography>
      <OffersList
        rows={rows}
        pathOf={adminOrderPath}
        empty={<Trans>No orders here.</Trans>}
        showAuthor
        label={t`Job offers`}
      />
      <ShowMoreButton
        hasNext={hasNext}
        loading={isLoadingNext}
        onMore={() => loadNext(PAGE_SIZE)}
        testId="admin-orders-more"
      />
    </Box>
  );
}
