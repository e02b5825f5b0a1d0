import { Suspense, useDeferredValue, useMemo } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminJobOffersPageQuery,
  AdminJobOffersPageQuery$variables,
} from '../../__generated__/AdminJobOffersPageQuery.graphql';
import type { AdminJobOffersList_query$key } from '../../__generated__/AdminJobOffersList_query.graphql';
import type { AdminJobOffersListPaginationQuery } from '../../__generated__/AdminJobOffersListPaginationQuery.graphql';
import { PAGE_SIZE } from '../../shared/policies';
import { Page } from '../../shared/ui/Page';
import { PageLoader } from '../../shared/ui/PageLoader';
import {
  OFFER_STATUS_LABELS,
  SERVICE_CATEGORIES,
  SERVICE_LABELS,
  isOneOf,
  type OfferStatus,
  type ServiceCategory,
} from './labels';
import { OffersList } from './OffersList';
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
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: StatusTab = raw === 'ENDED' || raw === 'ALL' ? raw : 'OPEN';
  const rawCategory = params.get('category');
  const category: ServiceCategory | null = isOneOf(SERVICE_CATEGORIES, rawCategory) ? rawCategory : null;
  const set = (name: string, value: string | null) =>
    setParams(
      () => {
        const next = new URLSearchParams(window.location.search);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <Page
      title={<Trans>Job offers</Trans>}
      subtitle={<Trans>Every order posted on the exchange. Open one to read it or close it.</Trans>}
      maxWidth="xl"
    >
      <Tabs
        value={status}
        onChange={(_event, value: StatusTab) => set('status', value === 'OPEN' ? null : value)}
        aria-label={t`Order status`}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="OPEN" label={i18n._(OFFER_STATUS_LABELS.OPEN)} data-testid="orders-open" />
        <Tab value="ENDED" label={i18n._(OFFER_STATUS_LABELS.ENDED)} data-testid="orders-completed" />
        <Tab value="ALL" label={<Trans>All</Trans>} data-testid="orders-all" />
      </Tabs>
      <TextField
        id="admin-orders-category"
        select
        size="small"
        label={t`Service`}
        value={category ?? ''}
        onChange={(event) => set('category', event.target.value || null)}
        sx={{ mb: 2, width: { xs: '100%', sm: 260 } }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">
          <Trans>All services</Trans>
        </MenuItem>
        {SERVICE_CATEGORIES.map((item) => (
          <MenuItem key={item} value={item}>
            {i18n._(SERVICE_LABELS[item])}
          </MenuItem>
        ))}
      </TextField>
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
  const shown = useDeferredValue(variables);
  const data = useLazyLoadQuery<AdminJobOffersPageQuery>(
    graphql`
      query AdminJobOffersPageQuery($filter: JobOfferFilter) {
        ...AdminJobOffersList_query @arguments(filter: $filter)
      }
    `,
    shown,
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <>
      <Box sx={{ height: 4, mb: 1 }}>{shown !== variables ? <LinearProgress aria-hidden /> : null}</Box>
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
  const rows = (data.adminJobOffers.edges ?? []).map((edge) => edge?.node).filter((node) => node != null);
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
      {hasNext ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={() => loadNext(PAGE_SIZE)} disabled={isLoadingNext}>
            <Trans>Show more</Trans>
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
