import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminProductsGrid_connection$data,
  AdminProductsGrid_connection$key,
} from '../../../__generated__/AdminProductsGrid_connection.graphql';
import { formatMoney } from '../../../shared/format';
import { AdminDataGrid } from '../common/AdminDataGrid';
import type { useListState } from '../common/listState';
import { formatDay } from '../form';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  STOCK_STATES,
  STOCK_STATE_COLORS,
  STOCK_STATE_LABELS,
  isOneOf,
} from '../labels';
import { productDetailsPath } from '../paths';

type Row = AdminProductsGrid_connection$data['edges'][number]['node'];

/** The products of one page of `adminProducts`, as grid rows. */
export function AdminProductsGrid({
  connection,
  list,
  loading,
  filtered,
}: {
  connection: AdminProductsGrid_connection$key;
  list: ReturnType<typeof useListState>;
  loading: boolean;
  filtered: boolean;
}) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment AdminProductsGrid_connection on ProductConnection {
        totalCount
        pageInfo {
          endCursor
        }
        edges {
          node {
            id
            name
            category
            lowestPriceGross
            stock
            stockState
            mainImage {
              thumbnailUrl
            }
            createdAt
          }
        }
      }
    `,
    connection,
  );
  const rows = useMemo(() => data.edges.map((edge) => edge.node).filter(Boolean), [data.edges]);

  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: 'mainImage',
        headerName: t`Picture`,
        width: 88,
        sortable: false,
        renderCell: ({ row }) =>
          row.mainImage ? (
            <Box
              component="img"
              src={row.mainImage.thumbnailUrl}
              alt=""
              loading="lazy"
              sx={{ width: 56, height: 42, objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
          ) : (
            <Box
              sx={{
                width: 56,
                height: 42,
                borderRadius: 1,
                bgcolor: 'grey.100',
                display: 'grid',
                placeItems: 'center',
                color: 'text.secondary',
              }}
            >
              <ImageOutlinedIcon fontSize="small" aria-label={t`No picture`} />
            </Box>
          ),
      },
      {
        field: 'name',
        headerName: t`Name`,
        flex: 2,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={productDetailsPath(row.id)}
            data-testid="product-link"
            title={row.name}
            sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {row.name || t`(untitled)`}
          </Link>
        ),
      },
      {
        field: 'category',
        headerName: t`Category`,
        minWidth: 140,
        flex: 1,
        valueGetter: (_value, row) =>
          isOneOf(PRODUCT_CATEGORIES, row.category) ? i18n._(PRODUCT_CATEGORY_LABELS[row.category]) : row.category,
      },
      {
        field: 'lowestPriceGross',
        headerName: t`Lowest price`,
        minWidth: 130,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => formatMoney(row.lowestPriceGross, i18n.locale),
      },
      {
        field: 'stock',
        headerName: t`Stock`,
        minWidth: 190,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box component="span" sx={{ minWidth: 32, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {row.stock}
            </Box>
            {isOneOf(STOCK_STATES, row.stockState) ? (
              <Chip
                size="small"
                variant="outlined"
                color={STOCK_STATE_COLORS[row.stockState]}
                label={i18n._(STOCK_STATE_LABELS[row.stockState])}
              />
            ) : null}
          </Box>
        ),
      },
      {
        field: 'createdAt',
        headerName: t`Created`,
        minWidth: 120,
        valueGetter: (_value, row) => formatDay(row.createdAt),
      },
    ],
    [t, i18n],
  );

  return (
    <AdminDataGrid<Row>
      label={t`Products`}
      testId="products-grid"
      rows={rows}
      columns={columns}
      rowCount={data.totalCount}
      page={list.page}
      loading={loading}
      sortModel={list.sortModel}
      onSortModelChange={list.onSortModelChange}
      onPaginationModelChange={(model) => list.onPaginationModelChange(model, data.pageInfo.endCursor)}
      rowHeight={60}
      empty={filtered ? <Trans>No product matches the filters.</Trans> : <Trans>There are no products yet.</Trans>}
    />
  );
}
