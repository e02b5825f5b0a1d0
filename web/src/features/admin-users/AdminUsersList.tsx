import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminUsersList_connection$data,
  AdminUsersList_connection$key,
} from '../../__generated__/AdminUsersList_connection.graphql';
import { formatDateTime } from '../../shared/format';
import type { useUrlListState } from '../../shared/lists/urlListState';
import { isRole } from '../../shared/permissions';
import { ROLE_LABELS } from '../../shared/roles';
import { PrevNextPager, ServerDataGrid } from '../../shared/ui/ServerDataGrid';
import type { UserListFilters } from './filters';

export type UserRow = AdminUsersList_connection$data['edges'][number]['node'];
type ListState = ReturnType<typeof useUrlListState<UserListFilters>>;

export const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;
const day = (iso: string | null | undefined) => (iso ? formatDateTime(iso).slice(0, 10) : '');

export function RoleChip({ role }: { role: string }) {
  const { i18n } = useLingui();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={role === 'ADMIN' ? 'secondary' : role === 'INSTRUCTOR' ? 'primary' : 'default'}
      label={isRole(role) ? i18n._(ROLE_LABELS[role]) : role}
      data-testid="user-role-chip"
      data-role={role}
    />
  );
}

/** Active / inactive, and a pending deletion request. */
export function StatusChips({ row }: { row: Pick<UserRow, 'accountStatus' | 'deletionRequestedAt'> }) {
  const { t } = useLingui();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {row.accountStatus === 'ACTIVE' ? (
        <Chip size="small" color="success" variant="outlined" label={t`Active`} data-testid="user-status-chip" />
      ) : (
        <Chip size="small" color="default" label={t`Inactive`} data-testid="user-status-chip" />
      )}
      {row.deletionRequestedAt ? (
        <Chip size="small" color="warning" variant="outlined" label={t`Deletion requested`} />
      ) : null}
    </Box>
  );
}

function Flags({ row }: { row: UserRow }) {
  const { t } = useLingui();
  if (!row.premiumUserFlg && !row.publicFlg) {
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {row.premiumUserFlg ? <Chip size="small" color="warning" label={t`Premium`} /> : null}
      {row.publicFlg ? <Chip size="small" variant="outlined" label={t`Public profile`} /> : null}
    </Box>
  );
}

function NameCell({ row }: { row: UserRow }) {
  const company = [row.companyName !== row.displayName ? row.companyName : null, row.nip ? `NIP ${row.nip}` : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
      <Link
        component={RouterLink}
        to={userPath(row.id)}
        sx={{ fontWeight: 700, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        data-testid="user-link"
      >
        {row.displayName}
      </Link>
      {company ? (
        <Typography variant="body2" color="text.secondary" noWrap>
          {company}
        </Typography>
      ) : null}
    </Box>
  );
}

/** One page of `adminUsers`: the server-mode data grid on wide screens, cards on phones. */
export function AdminUsersList({
  connection,
  list,
  loading,
  filtered,
}: {
  connection: AdminUsersList_connection$key;
  list: ListState;
  loading: boolean;
  filtered: boolean;
}) {
  const { t } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const data = useFragment(
    graphql`
      fragment AdminUsersList_connection on AdminUserConnection {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          node {
            id
            displayName
            email
            role
            accountType
            companyName
            nip
            accountStatus
            premiumUserFlg
            publicFlg
            createdAt
            deletionRequestedAt
          }
        }
      }
    `,
    connection,
  );
  const rows = useMemo(
    () => data.edges.map((edge) => edge.node).filter((node): node is UserRow => Boolean(node)),
    [data.edges],
  );
  const columns = useMemo<GridColDef<UserRow>[]>(
    () => [
      {
        field: 'displayName',
        headerName: t`Name`,
        minWidth: 200,
        flex: 1,
        renderCell: ({ row }) => <NameCell row={row} />,
      },
      {
        field: 'email',
        headerName: t`E-mail`,
        minWidth: 220,
        flex: 1,
      },
      {
        field: 'role',
        headerName: t`Role`,
        width: 220,
        renderCell: ({ row }) => <RoleChip role={row.role} />,
      },
      {
        field: 'accountStatus',
        headerName: t`Status`,
        width: 200,
        sortable: false,
        renderCell: ({ row }) => <StatusChips row={row} />,
      },
      {
        field: 'flags',
        headerName: t`Flags`,
        width: 210,
        sortable: false,
        renderCell: ({ row }) => <Flags row={row} />,
      },
      {
        field: 'createdAt',
        headerName: t`Created`,
        width: 120,
        valueFormatter: (value: string) => day(value),
      },
    ],
    [t],
  );
  const empty = filtered ? <Trans>No user matches the filters.</Trans> : <Trans>There are no users yet.</Trans>;

  if (phone) {
    return (
      <Box data-testid="admin-users-grid">
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {empty}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Users`}>
            {rows.map((row) => {
              const created = day(row.createdAt);
              return (
                <li key={row.id}>
                  <Card variant="outlined" data-testid="admin-user-row" sx={{ opacity: loading ? 0.6 : 1 }}>
                    <CardActionArea component={RouterLink} to={userPath(row.id)}>
                      <CardContent sx={{ pb: '12px !important' }}>
                        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{row.displayName}</Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {row.email}
                        </Typography>
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1, alignItems: 'center' }}>
                          <RoleChip role={row.role} />
                          <StatusChips row={row} />
                          {row.premiumUserFlg ? <Chip size="small" color="warning" label={t`Premium`} /> : null}
                          {row.publicFlg ? <Chip size="small" variant="outlined" label={t`Public profile`} /> : null}
                        </Box>
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                          <Trans>Created {created}</Trans>
                        </Typography>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </li>
              );
            })}
          </Stack>
        )}
        <PrevNextPager
          page={list.page}
          hasNext={data.pageInfo.hasNextPage}
          endCursor={data.pageInfo.endCursor}
          loading={loading}
          onPage={list.onPaginationModelChange}
        />
      </Box>
    );
  }

  return (
    <ServerDataGrid<UserRow>
      label={t`Users`}
      rows={rows}
      columns={columns}
      rowCount={data.totalCount}
      page={list.page}
      loading={loading}
      sortModel={list.sortModel}
      onSortModelChange={list.onSortModelChange}
      onPaginationModelChange={(model) => list.onPaginationModelChange(model, data.pageInfo.endCursor)}
      empty={empty}
      rowHeight={60}
      testId="admin-users-grid"
      rowTestId="admin-user-row"
    />
  );
}
