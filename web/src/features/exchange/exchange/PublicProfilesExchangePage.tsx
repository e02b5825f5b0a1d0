import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  PublicProfilesExchangePageQuery,
  PublicProfilesExchangePageQuery$variables,
} from '../../../__generated__/PublicProfilesExchangePageQuery.graphql';
import type { ExchangeProviderList_query$key } from '../../../__generated__/ExchangeProviderList_query.graphql';
import type { ExchangeProviderListPaginationQuery } from '../../../__generated__/ExchangeProviderListPaginationQuery.graphql';
import type { PublicProfilesExchangeSelectedQuery } from '../../../__generated__/PublicProfilesExchangeSelectedQuery.graphql';
import { connectionNodes, RefreshingBar, useDeferredListQuery } from '../../../shared/filtered-list/deferredList';
import { ShowMoreButton } from '../../../shared/lists/ShowMoreButton';
import { PAGE_SIZE } from '../../../shared/policies';
import { useSearchParamSetter } from '../../../shared/filtered-list/useSearchParamSetter';
import { useSession } from '../../../shared/session/session';
import { can } from '../../../shared/permissions';
import { DebouncedField } from '../../../shared/ui/filters';
import { Page } from '../../../shared/ui/Page';
import { SERVICE_CATEGORIES, isOneOf, type ServiceCategory } from './labels';
import { ServiceFilter } from './parts';
import { NEW_ORDER_PATH, ORDERS_PATH, PUBLIC_PROFILE_PATH } from './paths';
import { ProviderCard } from './ProviderCard';

/** Leaflet, the markers' clustering and the bundled outline load with the map only. */
const ProvidersMap = lazy(() => import('./ProvidersMap'));

const listFragment = graphql`
  fragment ExchangeProviderList_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    filter: { type: "PublicProfileFilter" }
  )
  @refetchable(queryName: "ExchangeProviderListPaginationQuery") {
    publicProfiles(first: $count, after: $cursor, filter: $filter)
      @connection(key: "ExchangeProviderList_publicProfiles", filters: ["filter"]) {
      totalCount
      edges {
        node {
          id
          ...ProviderCard_profile
        }
      }
    }
  }
`;

function readFilters(params: URLSearchParams): { service: ServiceCategory | null; town: string } {
  const service = params.get('service');
  return { service: isOneOf(SERVICE_CATEGORIES, service) ? service : null, town: (params.get('town') ?? '').trim() };
}

/**
 * /public-profiles-exchange (everyone, visitors too): the providers of the order exchange on a
 * map of Poland and in a list beside it (below the map on phones), filtered by service and
 * searched by town; the filters live in the URL. A marker selects its card and a card's
 * "On the map" shows its marker.
 */
export default function PublicProfilesExchangePage() {
  const { t } = useLingui();
  const session = useSession();
  const role = session.user?.role ?? null;
  const [params, setParam] = useSearchParamSetter();
  const [, setParams] = useSearchParams();
  const { service, town } = readFilters(params);
  const variables = useMemo<PublicProfilesExchangePageQuery$variables>(
    () => ({ filter: { service, town: town || null } }),
    [service, town],
  );
  // While another filter loads, the page keeps showing the previous providers (with a bar).
  const { data, refreshing } = useDeferredListQuery<PublicProfilesExchangePageQuery>(
    graphql`
      query PublicProfilesExchangePageQuery($filter: PublicProfileFilter) {
        publicProfileMarkers(filter: $filter) {
          id
          lat
          lng
          companyName
        }
        mapTiles {
          url
          attribution
        }
        ...ExchangeProviderList_query @arguments(filter: $filter)
      }
    `,
    variables,
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const setFilter = useCallback(
    (name: 'service' | 'town', value: string | null) => {
      setSelectedId(null);
      setParam(name, value);
    },
    [setParam],
  );

  const signedIn = Boolean(session.user);
  const actions = signedIn ? (
    <>
      {can(role, 'update:account:own') ? (
        <Button component={RouterLink} to={NEW_ORDER_PATH} variant="contained" startIcon={<AddCircleOutlineIcon />}>
          <Trans>Post an order</Trans>
        </Button>
      ) : null}
      {can(role, 'read:account:own') ? (
        <Button component={RouterLink} to={ORDERS_PATH} variant="outlined" startIcon={<AssignmentOutlinedIcon />}>
          <Trans>Exchange orders</Trans>
        </Button>
      ) : null}
      {can(role, 'update:account:own') ? (
        <Button component={RouterLink} to={PUBLIC_PROFILE_PATH} variant="outlined" startIcon={<BadgeOutlinedIcon />}>
          <Trans>My public profile</Trans>
        </Button>
      ) : null}
    </>
  ) : (
    <Button component="a" href="/app/login" variant="contained">
      <Trans>Sign in to post an order</Trans>
    </Button>
  );

  return (
    <Page
      title={<Trans>Order exchange</Trans>}
      subtitle={
        <Trans>
          Drone service providers across Poland. Filter by service or search by town, then contact a provider directly.
        </Trans>
      }
      maxWidth="xl"
      actions={actions}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <ServiceFilter
          id="exchange-service-filter"
          value={service}
          onChange={(value) => setFilter('service', value)}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 260px' } }}
          testId="exchange-service-filter"
        />
        <Box data-testid="exchange-town-search" sx={{ display: 'flex', flex: { xs: '1 1 100%', sm: '0 0 260px' } }}>
          <DebouncedField
            id="exchange-town-search-input"
            label={t`Town`}
            value={town}
            icon
            onCommit={(text) => setFilter('town', text || null)}
            sx={{ flex: 1 }}
          />
        </Box>
        {service || town ? (
          <Button
            onClick={() => {
              setSelectedId(null);
              setParams(new URLSearchParams(), { replace: true });
            }}
            sx={{ alignSelf: 'center' }}
          >
            <Trans>Clear filters</Trans>
          </Button>
        ) : null}
      </Box>
      <RefreshingBar active={refreshing} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          gridTemplateAreas: { xs: '"map" "list"', md: '"list map"' },
          alignItems: 'start',
        }}
      >
        <Box
          sx={{
            gridArea: 'map',
            height: { xs: 320, sm: 420, md: 'calc(100vh - 140px)' },
            maxHeight: { md: 720 },
            minHeight: { md: 480 },
            position: { md: 'sticky' },
            top: { md: 80 },
          }}
        >
          <Suspense
            fallback={
              <Skeleton variant="rounded" sx={{ height: '100%' }} role="progressbar" aria-label={t`Loading the map`} />
            }
          >
            <ProvidersMap
              markers={data.publicProfileMarkers}
              selectedId={selectedId}
              onSelect={setSelectedId}
              tileUrl={data.mapTiles?.url}
              tileAttribution={data.mapTiles?.attribution}
            />
          </Suspense>
        </Box>
        <Box sx={{ gridArea: 'list', minWidth: 0 }}>
          <ProviderList
            query={data}
            selectedId={selectedId}
            onSelect={setSelectedId}
            filtered={Boolean(service || town)}
          />
        </Box>
      </Box>
    </Page>
  );
}

function ProviderList({
  query,
  selectedId,
  onSelect,
  filtered,
}: {
  query: ExchangeProviderList_query$key;
  selectedId: string | null;
  onSelect: (id: string) => void;
  filtered: boolean;
}) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ExchangeProviderListPaginationQuery,
    ExchangeProviderList_query$key
  >(listFragment, query);
  const rows = connectionNodes(data.publicProfiles.edges);
  const total = data.publicProfiles.totalCount;
  const cards = useRef(new Map<string, HTMLDivElement>());
  const listed = selectedId != null && rows.some((row) => row.id === selectedId);

  // A marker chosen on the map: its card comes into view.
  useEffect(() => {
    if (selectedId && listed) cards.current.get(selectedId)?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [selectedId, listed]);

  return (
    <Box component="section" aria-label={t`Providers`} data-testid="exchange-list" data-total={total}>
      <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="exchange-total">
        <Trans>Providers found: {total}</Trans>
      </Typography>
      {selectedId && !listed ? (
        <Suspense fallback={<Skeleton variant="rounded" height={160} sx={{ mb: 2 }} />}>
          <SelectedProvider id={selectedId} onSelect={onSelect} />
        </Suspense>
      ) : null}
      {rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }} data-testid="exchange-empty">
          <Typography>
            {filtered ? (
              <Trans>No provider matches these filters. Try another service or town.</Trans>
            ) : (
              <Trans>No provider has published a profile yet.</Trans>
            )}
          </Typography>
        </Paper>
      ) : (
        <Stack spacing={1.5}>
          {rows.map((row, index) => (
            <ProviderCard
              key={row.id}
              ref={(element: HTMLDivElement | null) => {
                if (element) cards.current.set(row.id, element);
                else cards.current.delete(row.id);
              }}
              profile={row}
              testId={`provider-card-${index}`}
              selected={row.id === selectedId}
              onShowOnMap={onSelect}
            />
          ))}
        </Stack>
      )}
      <ShowMoreButton
        hasNext={hasNext}
        loading={isLoadingNext}
        onMore={() => loadNext(PAGE_SIZE)}
        testId="exchange-more"
      />
    </Box>
  );
}

/** A provider chosen on the map whose card is not among the loaded ones yet: shown above the list. */
function SelectedProvider({ id, onSelect }: { id: string; onSelect: (id: string) => void }) {
  const data = useLazyLoadQuery<PublicProfilesExchangeSelectedQuery>(
    graphql`
      query PublicProfilesExchangeSelectedQuery($id: ID!) {
        publicProfile(id: $id) {
          ...ProviderCard_profile
        }
      }
    `,
    { id },
  );
  if (!data.publicProfile) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <ProviderCard profile={data.publicProfile} testId="provider-card-selected" selected onShowOnMap={onSelect} />
    </Box>
  );
}
