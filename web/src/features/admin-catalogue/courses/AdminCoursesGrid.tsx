import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminCoursesGrid_connection$data,
  AdminCoursesGrid_connection$key,
} from '../../../__generated__/AdminCoursesGrid_connection.graphql';
import { formatMoney } from '../../../shared/format';
import { AdminDataGrid } from '../common/AdminDataGrid';
import type { useListState } from '../common/listState';
import { formatDay } from '../form';
import {
  COURSE_CATEGORY_LABELS,
  COURSE_TYPE_LABELS,
  LANGUAGE_LABELS,
  VISIBILITY_COLORS,
  VISIBILITY_LABELS,
  isOneOf,
  COURSE_CATEGORIES,
  COURSE_TYPES,
  LANGUAGES,
  VISIBILITIES,
} from '../labels';
import { courseDetailsPath } from '../paths';

type Row = AdminCoursesGrid_connection$data['edges'][number]['node'];

/** The courses of one page of `adminCourses`, as grid rows. */
export function AdminCoursesGrid({
  connection,
  list,
  loading,
  filtered,
}: {
  connection: AdminCoursesGrid_connection$key;
  list: ReturnType<typeof useListState>;
  loading: boolean;
  filtered: boolean;
}) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment AdminCoursesGrid_connection on CourseConnection {
        totalCount
        pageInfo {
          endCursor
        }
        edges {
          node {
            id
            title
            category
            courseType
            language
            visibility
            lowestPriceGross
            startDate
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
        field: 'title',
        headerName: t`Title`,
        flex: 2,
        minWidth: 240,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={courseDetailsPath(row.id)}
            data-testid="course-link"
            title={row.title}
            sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {row.title || t`(untitled)`}
          </Link>
        ),
      },
      {
        field: 'category',
        headerName: t`Category`,
        minWidth: 150,
        flex: 1,
        valueGetter: (_value, row) =>
          isOneOf(COURSE_CATEGORIES, row.category) ? i18n._(COURSE_CATEGORY_LABELS[row.category]) : row.category,
      },
      {
        field: 'courseType',
        headerName: t`Type`,
        minWidth: 200,
        sortable: false,
        valueGetter: (_value, row) =>
          isOneOf(COURSE_TYPES, row.courseType) ? i18n._(COURSE_TYPE_LABELS[row.courseType]) : row.courseType,
      },
      {
        field: 'language',
        headerName: t`Language`,
        minWidth: 100,
        sortable: false,
        valueGetter: (_value, row) =>
          isOneOf(LANGUAGES, row.language) ? i18n._(LANGUAGE_LABELS[row.language]) : row.language,
      },
      {
        field: 'visibility',
        headerName: t`Visibility`,
        minWidth: 150,
        renderCell: ({ row }) =>
          isOneOf(VISIBILITIES, row.visibility) ? (
            <Chip
              size="small"
              color={VISIBILITY_COLORS[row.visibility]}
              variant={row.visibility === 'PUBLIC' ? 'filled' : 'outlined'}
              label={i18n._(VISIBILITY_LABELS[row.visibility])}
            />
          ) : (
            row.visibility
          ),
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
        field: 'startDate',
        headerName: t`Start date`,
        minWidth: 150,
        valueGetter: (_value, row) => row.startDate ?? '—',
      },
      {
        field: 'createdAt',
        headerName: t`Created`,
        minWidth: 130,
        valueGetter: (_value, row) => formatDay(row.createdAt),
      },
    ],
    [t, i18n],
  );

  return (
    <AdminDataGrid<Row>
      label={t`Courses`}
      testId="courses-grid"
      rows={rows}
      columns={columns}
      rowCount={data.totalCount}
      page={list.page}
      loading={loading}
      sortModel={list.sortModel}
      onSortModelChange={list.onSortModelChange}
      onPaginationModelChange={(model) => list.onPaginationModelChange(model, data.pageInfo.endCursor)}
      empty={filtered ? <Trans>No course matches the filters.</Trans> : <Trans>There are no courses yet.</Trans>}
    />
  );
}
