import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { formatMoney } from '../format';
import { isOneOf } from '../catalogue/labels';
import { formatDay } from '../format';

/** The admin tables' shared columns (courses, products). */

/** The row's name, linking to its details page; `(untitled)` while it has none. */
export function nameLinkColumn<R extends GridValidRowModel & { id: string }>(
  field: keyof R & string,
  {
    headerName,
    minWidth,
    to,
    testId,
    untitled,
    text = (row) => row[field],
  }: {
    headerName: string;
    minWidth: number;
    to: (id: string) => string;
    testId: string;
    untitled: string;
    /** The name shown (the field's value unless told otherwise, e.g. the English name in English). */
    text?: (row: R) => string;
  },
): GridColDef<R> {
  return {
    field,
    headerName,
    flex: 2,
    minWidth,
    renderCell: ({ row }) => (
      <Link
        component={RouterLink}
        to={to(row.id)}
        data-testid={testId}
        title={text(row)}
        sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {text(row) || untitled}
      </Link>
    ),
  };
}

/** An enumeration shown by its translated label (an unknown value as it is). */
export function labelColumn<R extends GridValidRowModel, T extends string>(
  field: keyof R & string,
  i18n: I18n,
  values: readonly T[],
  labels: Record<T, MessageDescriptor>,
  column: Omit<GridColDef<R>, 'field' | 'valueGetter'>,
): GridColDef<R> {
  return {
    field,
    ...column,
    valueGetter: (_value, row) => {
      const value: unknown = row[field];
      return isOneOf(values, value) ? i18n._(labels[value]) : value;
    },
  };
}

/** The cheapest variant's gross price (not sortable: the server sorts by fields only). */
export function lowestPriceColumn<R extends GridValidRowModel & { lowestPriceGross: number | null | undefined }>(
  headerName: string,
  i18n: I18n,
): GridColDef<R> {
  return {
    field: 'lowestPriceGross',
    headerName,
    minWidth: 130,
    sortable: false,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (_value, row) => formatMoney(row.lowestPriceGross, i18n.locale),
  };
}

/** The creation day (Europe/Warsaw). */
export function createdColumn<R extends GridValidRowModel & { createdAt: string }>(
  headerName: string,
  minWidth: number,
): GridColDef<R> {
  return { field: 'createdAt', headerName, minWidth, valueGetter: (_value, row) => formatDay(row.createdAt) };
}
