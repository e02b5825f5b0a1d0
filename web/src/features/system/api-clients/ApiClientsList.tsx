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
  ApiClientsList_connection$data,
  ApiClientsList_connection$key,
} from '../../../__generated__/ApiClientsList_connection.graphql';
import type { AdminListGridProps } from '../../../shared/lists/AdminDataGrid';
import { ResponsiveList } from '../../../shared/lists/ResponsiveList';
import { formatDateTime } from '../../../shared/format';
import { useClientsArea } from './area';
import { ClientStateChip, CopyableValue, ScopeChips } from './parts';

type Row = NonNullable<ApiClientsList_connection$data['edges'][number]['node']>;

/**
 * One page of `apiClients` (newest first, 25 a page): the grid on wide screens, cards on phones
 * with Previous / Next. Each client: its name (to its page), client ID, owner (admins see every
 * account's), scopes, last use and state.
 */
export function ApiClientsList({ connection, ...page }: AdminListGridProps<ApiClientsList_connection$key>) {
  const { t } = useLingui();
  const { admin } = useClientsArea();
  const data = useFragment(
    graphql`
      fragment ApiClientsList_connection on ApiClientConnection {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          node {
            id
            name
            clientId
            ownerName
            ownedByCompany
            scopes
            lastUsedAt
            revokedAt
          }
        }
      }
    `,
    connection,
  );
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: 'name',
        headerName: t`Name`,
        minWidth: 180,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => <NameLink row={row} />,
      },
      {
        field: 'clientId',
        headerName: t`Client ID`,
        minWidth: 250,
        sortable: false,
        renderCell: ({ row }) => <ClientId row={row} />,
      },
      ...(admin
        ? [
            {
              field: 'ownerName',
              headerName: t`Owner`,
              minWidth: 200,
              flex: 1,
              sortable: false,
              renderCell: ({ row }) => <Owner row={row} />,
            } satisfies GridColDef<Row>,
          ]
        : []),
      {
        field: 'scopes',
        headerName: t`Scopes`,
        minWidth: 260,
        flex: 1.2,
        sortable: false,
        renderCell: ({ row }) => <ScopeChips scopes={row.scopes} max={3} />,
      },
      {
        field: 'lastUsedAt',
        headerName: t`Last used`,
        minWidth: 140,
        sortable: false,
        valueGetter: (_value, row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt) : t`Never`),
      },
      {
        field: 'revokedAt',
        headerName: t`State`,
        minWidth: 130,
        sortable: false,
        renderCell: ({ row }) => <ClientStateChip revokedAt={row.revokedAt} />,
      },
    ],
    [t, admin],
  );

  return (
    <ResponsiveList<Row>
      {...page}
      connection={data}
      label={t`API clients`}
      columns={columns}
      empty={<Trans>No API clients yet.</Trans>}
      testId="api-clients-grid"
      rowTestId="api-client-row"
      card={(row) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
            <NameLink row={row} />
            <ClientStateChip revokedAt={row.revokedAt} />
          </Box>
          <Box sx={{ mt: 0.5 }}>
            <ClientId row={row} />
          </Box>
          {admin ? (
            <Box sx={{ mt: 1 }}>
              <Owner row={row} />
            </Box>
          ) : null}
          <Box sx={{ mt: 1 }}>
            <ScopeChips scopes={row.scopes} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <LastUsed at={row.lastUsedAt} />
          </Typography>
        </>
      )}
    />
  );
}

function NameLink({ row }: { row: Row }) {
  const { clientPath } = useClientsArea();
  return (
    <Link
      component={RouterLink}
      to={clientPath(row.id)}
      sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}
      data-testid="api-client-link"
    >
      {row.name}
    </Link>
  );
}

function ClientId({ row }: { row: Row }) {
  const { t } = useLingui();
  const name = row.name;
  return <CopyableValue value={row.clientId} label={t`Copy the client ID of ${name}`} testId="api-client-id" />;
}

function Owner({ row }: { row: Row }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      <Typography variant="body2" noWrap title={row.ownerName} sx={{ minWidth: 0 }}>
        {row.ownerName}
      </Typography>
      <OwnerKind company={row.ownedByCompany} />
    </Box>
  );
}

/** A company's client, or the school's (an admin's). */
export function OwnerKind({ company }: { company: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={company ? 'secondary' : 'primary'}
      label={company ? <Trans>Company</Trans> : <Trans>School</Trans>}
      data-testid="api-client-owner-kind"
    />
  );
}

function LastUsed({ at }: { at: string | null | undefined }) {
  const when = formatDateTime(at);
  return at ? <Trans>Last used {when}</Trans> : <Trans>Never used</Trans>;
}
