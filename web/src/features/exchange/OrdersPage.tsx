import { Suspense, useDeferredValue, useMemo } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddCircleOutlinedIcon from '@mui/icons-material/AddCircleOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrdersPageQuery } from '../../__generated__/OrdersPageQuery.graphql';
import type {
  OrdersPageListQuery,
  OrdersPageListQuery$variables,
} from '../../__generated__/OrdersPageListQuery.graphql';
import type { OrdersList_query$key } from '../../__generated__/OrdersList_query.graphql';
import type { OrdersListPaginationQuery } from '../../__generated__/OrdersListPaginationQuery.graphql';
import { PAGE_SIZE } from '../../shared/policies';
import { Page } from '../../shared/ui/Page';
import { PageLoader } from '../../shared/ui/PageLoader';
import { OFFER_STATUS_LABELS, SERVICE_CATEGORIES, SERVICE_LABELS, isOneOf, type ServiceCategory } from './labels';
import { OffersList } from './OffersList';
import { NoExchangeAccess } from './parts';
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
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const status: Status = params.get('status') === 'ENDED' ? 'ENDED' : 'OPEN';
  const rawCategory = params.get('category');
  const category: ServiceCategory | null = isOneOf(SERVICE_CATEGORIES, rawCategory) ? rawCategory : null;
  const mine = !access || params.get('mine') === '1';
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
    <>
      <Tabs
        value={status}
        onChange={(_event, value: Status) => set('status', value === 'ENDED' ? 'ENDED' : null)}
        aria-label={t`Order status`}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="OPEN" label={i18n._(OFFER_STATUS_LABELS.OPEN)} data-testid="orders-open" />
        <Tab value="ENDED" label={i18n._(OFFER_STATUS_LABELS.ENDED)} data-testid="orders-completed" />
      </Tabs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          id="orders-category"
          select
          size="small"
          label={t`Service`}
          value={category ?? ''}
          onChange={(event) => set('category', event.target.value || null)}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 260px' } }}
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
  const shown = useDeferredValue(variables);
  const data = useLazyLoadQuery<OrdersPageListQuery>(
    graphql`
      query OrdersPageListQuery($filter: JobOfferFilter) {
        ...OrdersList_query @arguments(filter: $filter)
      }
    `,
    shown,
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <>
      <Box sx={{ height: 4, mb: 1 }}>{shown !== variables ? <LinearProgress aria-hidden /> : null}</Box>
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
  const rows = (data.jobOffers.edges ?? []).map((edge) => edge?.node).filter((node) => node != null);
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
