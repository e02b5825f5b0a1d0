import { Suspense, useMemo } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddCircleOutlinedIcon from '@mui/icons-material/AddCircleOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrdersPageQuery } from '../../../__generated__/OrdersPageQuery.graphql';
import type {
  OrdersPageListQuery,
  OrdersPageListQuery$variables,
} from '../../../__generated__/OrdersPageListQuery.graphql';
import type { OrdersList_query$key } from '../../../__generated__/OrdersList_query.graphql';
import type { OrdersListPaginationQuery } from '../../../__generated__/OrdersListPaginationQuery.graphql';
import { connectionNodes, RefreshingBar, useDeferredListQuery } from '../../../shared/filtered-list/deferredList';
import { ShowMoreButton } from '../../../shared/lists/ShowMoreButton';
import { PAGE_SIZE } from '../../../shared/policies';
import { useSearchParamSetter } from '../../../shared/filtered-list/useSearchParamSetter';
import { Page } from '../../../shared/ui/Page';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { SERVICE_CATEGORIES, isOneOf, type ServiceCategory } from './labels';
import { OffersList } from './OffersList';
import { NoExchangeAccess, OfferStatusTabs, ServiceFilter } from './parts';
import { EXCHANGE_MAP_PATH, NEW_ORDER_PATH, orderPath } from './paths';

const listFragment = graphql`
  fragment OrdersList_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    filter: { type: "JobOfferFilter" }
  )
  @refetchable(queryName: "OrdersListPaginationQuery") {
    jobOffers(first: $count, after: $cursor, filter: $filter)
      @connection(key: "OrdersList_jobOffers", filters: ["filter"]) {
      totalCount
      edges {
        node {
          ...OffersList_offer @relay(mask: false)
        }
      }
    }
  }
`;

type Status = 'OPEN' | 'ENDED';

/**
 * /exchange/orders (signed-in accounts): the exchange's job offers, open or completed, newest
 * first. Reading everyone's offers needs access (the premium flag an admin sets); without it the
 * page says so (spec 8) and lists the user's own offers, which they may always read and close.
 */
export default function OrdersPage() {
  const data = useLazyLoadQuery<OrdersPageQuery>(
    graphql`
      query OrdersPageQuery {
        viewer {
          exchangeAccess
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const access = data.viewer?.exchangeAccess ?? false;
  return (
    <Page
      title={<Trans>Exchange orders</Trans>}
      subtitle={
        access ? (
          <Trans>Job offers from clients. Open one to read the details and contact the client.</Trans>
        ) : (
          <Trans>Your job offers. Posting an order is free.</Trans>
        )
      }
      actions={
        <>
          <Button component={RouterLink} to={NEW_ORDER_PATH} variant="contained" startIcon={<AddCircleOutlinedIcon />}>
            <Trans>Post an order</Trans>
          </Button>
          <Button component={RouterLink} to={EXCHANGE_MAP_PATH} variant="outlined" startIcon={<MapOutlinedIcon />}>
            <Trans>Providers map</Trans>
          </Button>
        </>
      }
    >
      {access ? null : <NoExchangeAccess />}
      <OrdersBrowser access={access} />
    </Page>
  );
}

function OrdersBrowser({ access }: { access: boolean }) {
  const [params, set] = useSearchParamSetter();
  const status: Status = params.get('status') === 'ENDED' ? 'ENDED' : 'OPEN';
  const rawCategory = params.get('category');
  const category: ServiceCategory | null = isOneOf(SERVICE_CATEGORIES, rawCategory) ? rawCategory : null;
  const mine = !access || params.get('mine') === '1';

  return (
    <>
      <OfferStatusTabs<Status> value={status} onChange={(value) => set('status', value === 'ENDED' ? 'ENDED' : null)} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <ServiceFilter
          id="orders-category"
          size="small"
          value={category}
          onChange={(value) => set('category', value)}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 260px' } }}
        />
        {access ? (
          <FormControlLabel
            control={
              <Switch
                checked={mine}
                onChange={(event) => set('mine', event.target.checked ? '1' : null)}
                data-testid="orders-mine"
              />
            }
            label={<Trans>Only my orders</Trans>}
          />
        ) : null}
      </Box>
      <Suspense fallback={<PageLoader />}>
        <OrdersResults status={status} category={category} mine={mine} access={access} />
      </Suspense>
    </>
  );
}

function OrdersResults({
  status,
  category,
  mine,
  access,
}: {
  status: Status;
  category: ServiceCategory | null;
  mine: boolean;
  access: boolean;
}) {
  const variables = useMemo<OrdersPageListQuery$variables>(
    () => ({ filter: { status, category, mine } }),
    [status, category, mine],
  );
  const { data, refreshing } = useDeferredListQuery<OrdersPageListQuery>(
    graphql`
      query OrdersPageListQuery($filter: JobOfferFilter) {
        ...OrdersList_query @arguments(filter: $filter)
      }
    `,
    variables,
  );
  return (
    <>
      <RefreshingBar active={refreshing} />
      <OrdersList query={data} status={status} mine={mine} access={access} />
    </>
  );
}

function OrdersList({
  query,
  status,
  mine,
  access,
}: {
  query: OrdersList_query$key;
  status: Status;
  mine: boolean;
  access: boolean;
}) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    OrdersListPaginationQuery,
    OrdersList_query$key
  >(listFragment, query);
  const rows = connectionNodes(data.jobOffers.edges);
  const empty =
    status === 'OPEN' ? (
      mine ? (
        <Trans>You have no open orders. Post one: it is free.</Trans>
      ) : (
        <Trans>There are no open orders right now.</Trans>
      )
    ) : mine ? (
      <Trans>You have no completed orders.</Trans>
    ) : (
      <Trans>There are no completed orders.</Trans>
    );
  return (
    <Box data-testid="orders-list" data-status={status}>
      <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="orders-total">
        <Trans>Orders found: {data.jobOffers.totalCount}</Trans>
      </Typography>
      <OffersList
        rows={rows}
        pathOf={orderPath}
        empty={empty}
        showAuthor={access && !mine}
        label={status === 'OPEN' ? t`Open orders` : t`Completed orders`}
      />
      <ShowMoreButton
        hasNext={hasNext}
        loading={isLoadingNext}
        onMore={() => loadNext(PAGE_SIZE)}
        testId="orders-more"
      />
    </Box>
  );
}
