import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  StaffPurchasesGrid_connection$data,
  StaffPurchasesGrid_connection$key,
} from '../../../__generated__/StaffPurchasesGrid_connection.graphql';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { ServerDataGrid } from '../../../shared/ui/ServerDataGrid';
import { PAYMENT_TYPE } from './labels';
import type { PurchaseListState } from './listState';
import { staffDetailsPath, type StaffMode } from './paths';
import { PurchaseStatusChip } from '../../../shared/purchases/PurchaseStatusChip';

type Row = StaffPurchasesGrid_connection$data['edges'][number]['node'];

/**
 * One page of `adminPurchases` in MUI's data grid in server mode (DESIGN: admin tables with
 * server-side filter, sort and pagination), 25 rows a page; a row opens the purchase.
 */
export function StaffPurchasesGrid({
  connection,
  list,
  loading,
  filtered,
  mode,
}: {
  connection: StaffPurchasesGrid_connection$key;
  list: PurchaseListState;
  loading: boolean;
  filtered: boolean;
  mode: StaffMode;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment StaffPurchasesGrid_connection on PurchaseConnection {
        totalCount
        pageInfo {
          endCursor
        }
        edges {
          node {
            ...purchaseRow_purchase @relay(mask: false)
            name
            email
            invNip
            containsCourses
            containsProducts
            needsAttention
          }
        }
      }
    `,
    connection,
  );
  const rows = useMemo(
    () => data.edges.map((edge) => edge.node).filter((node): node is Row => Boolean(node)),
    [data.edges],
  );
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: 'number',
        headerName: t`Number`,
        minWidth: 150,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Link
              component={RouterLink}
              to={staffDetailsPath(mode, row.id)}
              onClick={(event) => event.stopPropagation()}
              sx={{ fontWeight: 700 }}
              data-testid="purchase-link"
            >
              {row.number}
            </Link>
            {row.needsAttention ? (
              <ReportProblemOutlinedIcon
                fontSize="small"
                color="warning"
                titleAccess={t`Needs attention: a refund to do or failed, or a payment not confirmed`}
                data-testid="purchase-needs-attention"
              />
            ) : null}
          </Box>
        ),
      },
      {
        field: 'status',
        headerName: t`Status`,
        minWidth: 130,
        renderCell: ({ row }) => <PurchaseStatusChip status={row.status} />,
      },
      {
        field: 'createdAt',
        headerName: t`Date`,
        minWidth: 150,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'name',
        headerName: t`Buyer`,
        minWidth: 220,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {row.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {[row.email, row.invNip ? `NIP ${row.invNip}` : null].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'paymentType',
        headerName: t`Payment type`,
        minWidth: 170,
        sortable: false,
        valueFormatter: (value: string) => PAYMENT_TYPE.label(i18n, value),
      },
      {
        field: 'contents',
        headerName: t`Contents`,
        width: 100,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', gap: 0.5, color: 'text.secondary' }}>
            {row.containsCourses ? <SchoolOutlinedIcon fontSize="small" titleAccess={t`Courses`} /> : null}
            {row.containsProducts ? <Inventory2OutlinedIcon fontSize="small" titleAccess={t`Products`} /> : null}
          </Box>
        ),
      },
      {
        field: 'totalGross',
        headerName: t`Total`,
        minWidth: 130,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => formatMoney(value, i18n.locale),
      },
    ],
    [t, i18n, mode],
  );
  return (
    <ServerDataGrid<Row>
      label={t`Purchases`}
      rows={rows}
      columns={columns}
      rowCount={data.totalCount}
      page={list.page}
      loading={loading}
      sortModel={list.sortModel}
      onSortModelChange={list.onSortModelChange}
      onPaginationModelChange={(model) => list.onPaginationModelChange(model, data.pageInfo.endCursor)}
      onRowClick={(row) => void navigate(staffDetailsPath(mode, row.id))}
      rowHeight={60}
      testId="purchases-grid"
      empty={filtered ? <Trans>No purchase matches the filters.</Trans> : <Trans>There are no purchases yet.</Trans>}
    />
  );
}
