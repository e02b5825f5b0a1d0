import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminCoursesGrid_connection$data,
  AdminCoursesGrid_connection$key,
} from '../../../../__generated__/AdminCoursesGrid_connection.graphql';
import { AdminListGrid, type AdminListGridProps } from '../../../../shared/lists/AdminDataGrid';
import { createdColumn, labelColumn, lowestPriceColumn, nameLinkColumn } from '../../../../shared/admin/gridColumns';
import {
  COURSE_CATEGORIES,
  COURSE_CATEGORY_LABELS,
  COURSE_TYPES,
  isOneOf,
  type CourseCategory,
  type CourseType,
} from '../../../../shared/catalogue/labels';
import {
  COURSE_TYPE_LABELS,
  LANGUAGES,
  LANGUAGE_LABELS,
  VISIBILITIES,
  VISIBILITY_COLORS,
  VISIBILITY_LABELS,
  type Language,
} from '../labels';
import { courseDetailsPath } from '../paths';

type Row = AdminCoursesGrid_connection$data['edges'][number]['node'];

/** The courses of one page of `adminCourses`, as grid rows. */
export function AdminCoursesGrid({ connection, ...state }: AdminListGridProps<AdminCoursesGrid_connection$key>) {
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
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      nameLinkColumn<Row>('title', {
        headerName: t`Title`,
        minWidth: 240,
        to: courseDetailsPath,
        testId: 'course-link',
        untitled: t`(untitled)`,
      }),
      labelColumn<Row, CourseCategory>('category', i18n, COURSE_CATEGORIES, COURSE_CATEGORY_LABELS, {
        headerName: t`Category`,
        minWidth: 150,
        flex: 1,
      }),
      labelColumn<Row, CourseType>('courseType', i18n, COURSE_TYPES, COURSE_TYPE_LABELS, {
        headerName: t`Type`,
        minWidth: 200,
        sortable: false,
      }),
      labelColumn<Row, Language>('language', i18n, LANGUAGES, LANGUAGE_LABELS, {
        headerName: t`Language`,
        minWidth: 100,
        sortable: false,
      }),
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
      lowestPriceColumn<Row>(t`Lowest price`, i18n),
      {
        field: 'startDate',
        headerName: t`Start date`,
        minWidth: 150,
        valueGetter: (_value, row) => row.startDate ?? '—',
      },
      createdColumn<Row>(t`Created`, 130),
    ],
    [t, i18n],
  );

  return (
    <AdminListGrid<Row>
      label={t`Courses`}
      testId="courses-grid"
      {...state}
      connection={data}
      columns={columns}
      empty={<Trans>There are no courses yet.</Trans>}
      emptyFiltered={<Trans>No course matches the filters.</Trans>}
    />
  );
}
