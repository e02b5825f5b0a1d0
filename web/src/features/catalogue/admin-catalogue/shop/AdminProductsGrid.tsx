import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminProductsGrid_connection$data,
  AdminProductsGrid_connection$key,
} from '../../../../__generated__/AdminProductsGrid_connection.graphql';
import { AdminListGrid, type AdminListGridProps } from '../../../../shared/lists/AdminDataGrid';
import { MissingEnglishChip } from '../../../../shared/admin/MissingEnglish';
import { StockStateChip } from './StockStateChip';
import { createdColumn, labelColumn, lowestPriceColumn, nameLinkColumn } from '../../../../shared/admin/gridColumns';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, type ProductCategory } from '../../../../shared/catalogue/labels';
import { shownName } from '../../../../shared/admin/MissingEnglish';
import { productDetailsPath } from '../paths';

type Row = AdminProductsGrid_connection$data['edges'][number]['node'];

/** The products of one page of `adminProducts`, as grid rows. */
export function AdminProductsGrid({ connection, ...state }: AdminListGridProps<AdminProductsGrid_connection$key>) {
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
            nameEn
            missingEnglish
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
      nameLinkColumn<Row>('name', {
        headerName: t`Name`,
        minWidth: 220,
        to: productDetailsPath,
        testId: 'product-link',
        untitled: t`(untitled)`,
        // The English admin reads the English name where there is one.
        text: (row) => shownName(i18n.locale, row.name, row.nameEn),
      }),
      {
        field: 'missingEnglish',
        headerName: t`English version`,
        minWidth: 150,
        sortable: false,
        renderCell: ({ row }) =>
          row.missingEnglish.length ? (
            <MissingEnglishChip count={row.missingEnglish.length} testId="product-missing-en" />
          ) : (
            <Box
              component="span"
              sx={{ color: 'success.main', fontWeight: 600 }}
              data-testid="product-english-complete"
            >
              <Trans>Translated</Trans>
            </Box>
          ),
      },
      labelColumn<Row, ProductCategory>('category', i18n, PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, {
        headerName: t`Category`,
        minWidth: 140,
        flex: 1,
      }),
      lowestPriceColumn<Row>(t`Lowest price`, i18n),
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
            <StockStateChip state={row.stockState} />
          </Box>
        ),
      },
      createdColumn<Row>(t`Created`, 120),
    ],
    [t, i18n],
  );

  return (
    <AdminListGrid<Row>
      label={t`Products`}
      testId="products-grid"
      {...state}
      connection={data}
      columns={columns}
      rowHeight={60}
      empty={<Trans>There are no products yet.</Trans>}
      emptyFiltered={<Trans>No product matches the filters.</Trans>}
    />
  );
}
