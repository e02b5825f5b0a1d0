import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminUsersList_connection$data,
  AdminUsersList_connection$key,
} from '../../../__generated__/AdminUsersList_connection.graphql';
import type { AdminListGridProps } from '../../../shared/lists/AdminDataGrid';
import { ResponsiveList } from '../../../shared/lists/ResponsiveList';
import { formatDay } from '../../../shared/format';
import { isRole } from '../../../shared/permissions';
import { ROLE_LABELS } from '../../../shared/roles';

export type UserRow = AdminUsersList_connection$data['edges'][number]['node'];

export const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;
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

/** A user's card on phones: name, e-mail, role, state and flags, created on. */
function UserCard({ row }: { row: UserRow }) {
  const { t } = useLingui();
  const created = formatDay(row.createdAt);
  return (
    <>
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
    </>
  );
}

/** One page of `adminUsers`: the server-mode data grid on wide screens, cards on phones. */
export function AdminUsersList({ connection, ...page }: AdminListGridProps<AdminUsersList_connection$key>) {
  const { t } = useLingui();
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
        valueFormatter: (value: string) => formatDay(value),
      },
    ],
    [t],
  );

  return (
    <ResponsiveList<UserRow>
      {...page}
      connection={data}
      label={t`Users`}
      columns={columns}
      empty={<Trans>There are no users yet.</Trans>}
      emptyFiltered={<Trans>No user matches the filters.</Trans>}
      testId="admin-users-grid"
      rowTestId="admin-user-row"
      cardsBelow="sm"
      sortable
      cardLink={(row) => userPath(row.id)}
      card={(row) => <UserCard row={row} />}
    />
  );
}
