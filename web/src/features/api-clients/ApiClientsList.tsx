import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
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
  ApiClientsList_connection$data,
  ApiClientsList_connection$key,
} from '../../__generated__/ApiClientsList_connection.graphql';
import type { useListState } from '../../shared/admin/listState';
import { formatDateTime } from '../../shared/format';
import { PrevNextPager, ServerDataGrid } from '../../shared/ui/ServerDataGrid';
import { useClientsArea } from './area';
import { ClientStateChip, CopyableValue, ScopeChips } from './parts';

type Row = NonNullable<ApiClientsList_connection$data['edges'][number]['node']>;

/**
 * One page of `apiClients` (newest first, 25 a page): the grid on wide screens, cards on phones
 * with Previous / Next. Each client: its name (to its page), client ID, owner (admins see every
 * account's), scopes, last use and state.
 */
export function ApiClientsList({
  connection,
  list,
  loading,
}: {
  connection: ApiClientsList_connection$key;
  list: ReturnType<typeof useListState>;
  loading: boolean;
}) {
  const { t } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
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
  const rows = useMemo(() => data.edges.map((edge) => edge.node).filter((node): node is Row => Boolean(node)), [data]);
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

  if (phone) {
    return (
      <Box data-testid="api-clients-grid">
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`API clients`}>
          {rows.map((row) => (
            <li key={row.id}>
              <Card variant="outlined" data-testid="api-client-row" sx={{ opacity: loading ? 0.6 : 1 }}>
                <CardContent sx={{ pb: '12px !important' }}>
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
                </CardContent>
              </Card>
            </li>
          ))}
        </Stack>
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
    <ServerDataGrid<Row>
      label={t`API clients`}
      rows={rows}
      columns={columns}
      rowCount={data.totalCount}
      page={list.page}
      loading={loading}
      onPaginationModelChange={(model) => list.onPaginationModelChange(model, data.pageInfo.endCursor)}
      empty={<Trans>No API clients yet.</Trans>}
      rowHeight={60}
      testId="api-clients-grid"
      rowTestId="api-client-row"
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
