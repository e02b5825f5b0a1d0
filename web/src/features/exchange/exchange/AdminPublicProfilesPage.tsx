import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminPublicProfilesPageQuery,
  AdminPublicProfilesPageQuery$variables,
} from '../../../__generated__/AdminPublicProfilesPageQuery.graphql';
import type { AdminPublicProfilesList_query$key } from '../../../__generated__/AdminPublicProfilesList_query.graphql';
import type { AdminPublicProfilesListPaginationQuery } from '../../../__generated__/AdminPublicProfilesListPaginationQuery.graphql';
import type { AdminPublicProfilesApproveMutation } from '../../../__generated__/AdminPublicProfilesApproveMutation.graphql';
import type { AdminPublicProfilesHideMutation } from '../../../__generated__/AdminPublicProfilesHideMutation.graphql';
import type { AdminPublicProfilesRemoveMutation } from '../../../__generated__/AdminPublicProfilesRemoveMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { formatDateTime } from '../../../shared/format';
import { connectionNodes, RefreshingBar, useDeferredListQuery } from '../../../shared/filtered-list/deferredList';
import { ShowMoreButton } from '../../../shared/lists/ShowMoreButton';
import { PAGE_SIZE } from '../../../shared/policies';
import { useSearchParamSetter } from '../../../shared/filtered-list/useSearchParamSetter';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { DebouncedField } from '../../../shared/ui/filters';
import { Page } from '../../../shared/ui/Page';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useToast } from '../../../shared/ui/toast';
import { PROFILE_STATUSES, isOneOf, type ProfileStatus } from './labels';
import { ProfileStatusChip, ProviderLink, ServiceChips, displayUrl } from './parts';

const listFragment = graphql`
  fragment AdminPublicProfilesList_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    filter: { type: "AdminPublicProfileFilter" }
  )
  @refetchable(queryName: "AdminPublicProfilesListPaginationQuery") {
    adminPublicProfiles(first: $count, after: $cursor, filter: $filter)
      @connection(key: "AdminPublicProfilesList_adminPublicProfiles", filters: ["filter"]) {
      totalCount
      totalCountExact
      edges {
        node {
          # The business card as its owner edits it, and whose it is.
          ...PublicProfilePage_profile @relay(mask: false)
          ownerEmail
        }
      }
    }
  }
`;

/** What a review changes: mutations spread it unmasked. */
export const reviewedFragment = graphql`
  fragment AdminPublicProfilesPage_reviewed on PublicProfile {
    id
    status
    reviewedAt
    updatedAt
  }
`;

type Action = 'approve' | 'hide' | 'remove';

/** The review actions in the order a card shows them, each offered for the statuses it changes. */
const REVIEW_BUTTONS: readonly {
  action: Action;
  offeredFor: (status: string) => boolean;
  label: ReactNode;
  variant: 'contained' | 'outlined';
  color?: 'success' | 'error';
  startIcon: ReactNode;
}[] = [
  {
    action: 'approve',
    offeredFor: (status) => status !== 'APPROVED',
    label: <Trans>Approve</Trans>,
    variant: 'contained',
    color: 'success',
    startIcon: <CheckCircleOutlinedIcon />,
  },
  {
    action: 'hide',
    offeredFor: (status) => status === 'APPROVED' || status === 'PENDING',
    label: <Trans>Hide</Trans>,
    variant: 'outlined',
    startIcon: <VisibilityOffOutlinedIcon />,
  },
  {
    action: 'remove',
    offeredFor: (status) => status !== 'REMOVED',
    label: <Trans>Remove</Trans>,
    variant: 'outlined',
    color: 'error',
    startIcon: <DeleteOutlinedIcon />,
  },
];
type StatusTab = ProfileStatus | 'ALL';

/**
 * /admin/public-profiles (admins): the providers' business cards, awaiting approval first. An
 * admin approves a card (listed on the map while its owner keeps it published), hides it, or
 * removes it without giving a reason (the owner is told by e-mail); each after a confirmation.
 */
export default function AdminPublicProfilesPage() {
  const { t } = useLingui();
  const [params, set] = useSearchParamSetter();
  const rawStatus = params.get('status');
  const status: StatusTab = rawStatus === 'ALL' ? 'ALL' : isOneOf(PROFILE_STATUSES, rawStatus) ? rawStatus : 'PENDING';
  const search = (params.get('q') ?? '').trim();
  return (
    <Page
      title={<Trans>Public profiles</Trans>}
      subtitle={<Trans>Providers’ business cards on the order exchange. Approve new and changed ones.</Trans>}
    >
      <Tabs
        value={status}
        onChange={(_event, value: StatusTab) => set('status', value === 'PENDING' ? null : value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t`Profile status`}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="PENDING" label={<Trans>Awaiting approval</Trans>} data-testid="profiles-pending" />
        <Tab value="APPROVED" label={<Trans>Approved</Trans>} data-testid="profiles-approved" />
        <Tab value="HIDDEN" label={<Trans>Hidden</Trans>} data-testid="profiles-hidden" />
        <Tab value="REMOVED" label={<Trans>Removed</Trans>} data-testid="profiles-removed" />
        <Tab value="ALL" label={<Trans>All</Trans>} data-testid="profiles-all" />
      </Tabs>
      <Box sx={{ mb: 2, maxWidth: { sm: 360 } }}>
        <DebouncedField
          id="admin-profiles-search"
          label={t`Search: company, town or e-mail`}
          value={search}
          icon
          onCommit={(text) => set('q', text || null)}
          sx={{ width: '100%' }}
        />
      </Box>
      <Suspense fallback={<PageLoader />}>
        <ProfilesResults status={status} search={search} />
      </Suspense>
    </Page>
  );
}

function ProfilesResults({ status, search }: { status: StatusTab; search: string }) {
  const variables = useMemo<AdminPublicProfilesPageQuery$variables>(
    () => ({ filter: { status: status === 'ALL' ? null : status, search: search || null } }),
    [status, search],
  );
  const { data, refreshing } = useDeferredListQuery<AdminPublicProfilesPageQuery>(
    graphql`
      query AdminPublicProfilesPageQuery($filter: AdminPublicProfileFilter) {
        ...AdminPublicProfilesList_query @arguments(filter: $filter)
      }
    `,
    variables,
  );
  return (
    <>
      <RefreshingBar active={refreshing} />
      <ProfilesList query={data} />
    </>
  );
}

function ProfilesList({ query }: { query: AdminPublicProfilesList_query$key }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AdminPublicProfilesListPaginationQuery,
    AdminPublicProfilesList_query$key
  >(listFragment, query);
  const rows = connectionNodes(data.adminPublicProfiles.edges);
  const [asking, setAsking] = useState<{ action: Action; id: string; name: string } | null>(null);

  const [approve, approving] = useMutation<AdminPublicProfilesApproveMutation>(graphql`
    mutation AdminPublicProfilesApproveMutation($id: ID!) {
      approvePublicProfile(id: $id) {
        ...AdminPublicProfilesPage_reviewed @relay(mask: false)
      }
    }
  `);
  const [hide, hiding] = useMutation<AdminPublicProfilesHideMutation>(graphql`
    mutation AdminPublicProfilesHideMutation($id: ID!) {
      hidePublicProfile(id: $id) {
        ...AdminPublicProfilesPage_reviewed @relay(mask: false)
      }
    }
  `);
  const [remove, removing] = useMutation<AdminPublicProfilesRemoveMutation>(graphql`
    mutation AdminPublicProfilesRemoveMutation($id: ID!) {
      removePublicProfile(id: $id) {
        ...AdminPublicProfilesPage_reviewed @relay(mask: false)
      }
    }
  `);
  const busy = approving || hiding || removing;

  const run = () => {
    if (!asking) return;
    const { action, name } = asking;
    const done = {
      approve: t`${name}: approved`,
      hide: t`${name}: hidden`,
      remove: t`${name}: removed, the owner was told by e-mail`,
    }[action];
    const commit = { approve, hide, remove }[action];
    commit({
      variables: { id: asking.id },
      onCompleted: () => {
        setAsking(null);
        showToast(done, 'success');
      },
      onError: (error) => {
        setAsking(null);
        showToast(errorMessage(i18n, error), 'error');
      },
    });
  };

  if (!rows.length) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }} data-testid="admin-profiles-empty">
        <Typography color="text.secondary">
          <Trans>No public profiles here.</Trans>
        </Typography>
      </Paper>
    );
  }

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {data.adminPublicProfiles.totalCountExact ? (
          <Trans>Profiles found: {data.adminPublicProfiles.totalCount}</Trans>
        ) : (
          <Trans>Profiles found: about {data.adminPublicProfiles.totalCount}</Trans>
        )}
      </Typography>
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Public profiles`}>
        {rows.map((row, index) => (
          <li key={row.id}>
            <Card variant="outlined" data-testid={`admin-profile-${index}`} data-company={row.companyName}>
              <CardContent sx={{ pb: 1 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
                    {row.companyName}
                  </Typography>
                  <ProfileStatusChip status={row.status} testId="admin-profile-status" />
                  {row.published ? null : (
                    <Chip size="small" variant="outlined" label={t`Not published by the owner`} />
                  )}
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {[row.ownerEmail, row.town, row.coordinates].filter(Boolean).join(' · ')}
                </Typography>
                <Box sx={{ mt: 1 }}>
                  <ServiceChips services={row.services} />
                </Box>
                {row.shortDescription ? (
                  <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {row.shortDescription}
                  </Typography>
                ) : null}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1 }}>
                  {row.companyPhoneNumber ? <Typography variant="body2">{row.companyPhoneNumber}</Typography> : null}
                  {row.website ? (
                    <ProviderLink variant="body2" href={row.website}>
                      {displayUrl(row.website)}
                    </ProviderLink>
                  ) : null}
                  {row.skysnapLink ? (
                    <ProviderLink variant="body2" href={row.skysnapLink}>
                      <Trans>SkySnap profile</Trans>
                    </ProviderLink>
                  ) : null}
                </Box>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                  <Trans>Changed {formatDateTime(row.updatedAt)}</Trans>
                  {row.reviewedAt ? (
                    <>
                      {' · '}
                      <Trans>Reviewed {formatDateTime(row.reviewedAt)}</Trans>
                    </>
                  ) : null}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
                {REVIEW_BUTTONS.filter(({ offeredFor }) => offeredFor(row.status)).map(({ action, label, ...look }) => (
                  <Button
                    key={action}
                    size="small"
                    {...look}
                    onClick={() => setAsking({ action, id: row.id, name: row.companyName })}
                    data-testid={`profile-${action}`}
                  >
                    {label}
                  </Button>
                ))}
              </CardActions>
            </Card>
          </li>
        ))}
      </Stack>
      <ShowMoreButton
        hasNext={hasNext}
        loading={isLoadingNext}
        onMore={() => loadNext(PAGE_SIZE)}
        testId="admin-profiles-more"
      />
      <ConfirmDialog
        open={asking != null}
        destructive={asking?.action === 'remove'}
        busy={busy}
        title={
          asking?.action === 'approve' ? (
            <Trans>Approve {asking.name}?</Trans>
          ) : asking?.action === 'hide' ? (
            <Trans>Hide {asking.name}?</Trans>
          ) : (
            <Trans>Remove {asking?.name}?</Trans>
          )
        }
        message={
          asking?.action === 'approve' ? (
            <Trans>The profile appears on the exchange map while its owner keeps it published.</Trans>
          ) : asking?.action === 'hide' ? (
            <Trans>The profile disappears from the map. Its owner can change it and send it for review again.</Trans>
          ) : (
            <Trans>
              The business card disappears from the exchange and its owner is told by e-mail. No reason is given.
            </Trans>
          )
        }
        confirmLabel={
          asking?.action === 'approve' ? (
            <Trans>Approve</Trans>
          ) : asking?.action === 'hide' ? (
            <Trans>Hide</Trans>
          ) : (
            <Trans>Remove</Trans>
          )
        }
        onConfirm={run}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
