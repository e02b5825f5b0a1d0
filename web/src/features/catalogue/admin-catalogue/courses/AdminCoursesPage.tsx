import { useDeferredValue, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminCoursesPageQuery,
  AdminCoursesPageQuery$variables,
} from '../../../../__generated__/AdminCoursesPageQuery.graphql';
import { Page } from '../../../../shared/ui/Page';
import { AdminListToolbar } from '../../../../shared/admin/AdminListToolbar';
import { MultiSelectFilter } from '../../../../shared/ui/filters';
import { SelectFilter } from '../../../../shared/admin/Filters';
import { ADMIN_PAGE_SIZE, listParam, useListState } from '../../../../shared/admin/listState';
import { COURSE_CATEGORIES, COURSE_CATEGORY_LABELS, COURSE_TYPES, isOneOf } from '../../../../shared/catalogue/labels';
import { COURSE_TYPE_LABELS, LANGUAGES, LANGUAGE_LABELS, VISIBILITIES, VISIBILITY_LABELS } from '../labels';
import { AdminCoursesGrid } from './AdminCoursesGrid';
import { NewCourseDialog } from './NewCourseDialog';

const FILTERS = ['category', 'visibility', 'language', 'type'] as const;
/** Grid columns that the API sorts by. */
const SORT_FIELDS: Record<string, string> = {
  title: 'TITLE',
  createdAt: 'CREATED_AT',
  startDate: 'START_DATE',
  category: 'CATEGORY',
  visibility: 'VISIBILITY',
};

/** /admin/courses (ADMIN): every course, searched, filtered and sorted by the server, 25 a page. */
export default function AdminCoursesPage() {
  const { t } = useLingui();
  const list = useListState(FILTERS, SORT_FIELDS);
  const [creating, setCreating] = useState(false);
  const categories = listParam(list.filters.category, COURSE_CATEGORIES);
  const visibilities = listParam(list.filters.visibility, VISIBILITIES);
  const language = isOneOf(LANGUAGES, list.filters.language) ? list.filters.language : null;
  const courseType = isOneOf(COURSE_TYPES, list.filters.type) ? list.filters.type : null;

  const { filters, after, search, sortBy, direction } = list;
  const variables = useMemo<AdminCoursesPageQuery$variables>(() => {
    const pickedCategories = listParam(filters.category, COURSE_CATEGORIES);
    const pickedVisibilities = listParam(filters.visibility, VISIBILITIES);
    return {
      first: ADMIN_PAGE_SIZE,
      after,
      search: search || null,
      categories: pickedCategories.length ? pickedCategories : null,
      visibilities: pickedVisibilities.length ? pickedVisibilities : null,
      language: isOneOf(LANGUAGES, filters.language) ? filters.language : null,
      courseType: isOneOf(COURSE_TYPES, filters.type) ? filters.type : null,
      sortBy: (sortBy as AdminCoursesPageQuery$variables['sortBy']) ?? 'CREATED_AT',
      sortDirection: sortBy ? direction : 'DESC',
    };
  }, [filters, after, search, sortBy, direction]);
  // While the next page or filter loads, the grid keeps showing the previous rows (with a spinner).
  const shown = useDeferredValue(variables);
  const data = useLazyLoadQuery<AdminCoursesPageQuery>(
    graphql`
      query AdminCoursesPageQuery(
        $first: Int!
        $after: String
        $search: String
        $categories: [CourseCategory!]
        $visibilities: [Visibility!]
        $language: Language
        $courseType: CourseType
        $sortBy: AdminCourseSortField
        $sortDirection: SortDirection
      ) {
        adminCourses(
          first: $first
          after: $after
          search: $search
          categories: $categories
          visibilities: $visibilities
          language: $language
          courseType: $courseType
          sortBy: $sortBy
          sortDirection: $sortDirection
        ) {
          ...AdminCoursesGrid_connection
        }
      }
    `,
    shown,
    { fetchPolicy: 'store-and-network' },
  );
  const filtered = Boolean(list.search || categories.length || visibilities.length || language || courseType);

  return (
    <Page
      title={<Trans>Manage courses</Trans>}
      subtitle={<Trans>Every course of the academy. Open a course to edit its content, prices and coupons.</Trans>}
      maxWidth="xl"
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="course-new">
          <Trans>New course</Trans>
        </Button>
      }
    >
      <AdminListToolbar
        label={t`Filter courses`}
        searchId="courses-search"
        searchLabel={t`Search by title`}
        list={list}
        filterKeys={FILTERS}
        filtered={filtered}
      >
        <MultiSelectFilter
          id="courses-category"
          label={t`Category`}
          value={categories}
          options={COURSE_CATEGORIES}
          labels={COURSE_CATEGORY_LABELS}
          onChange={(value) => list.update({ category: value.join(',') || null })}
        />
        <MultiSelectFilter
          id="courses-visibility"
          label={t`Visibility`}
          value={visibilities}
          options={VISIBILITIES}
          labels={VISIBILITY_LABELS}
          onChange={(value) => list.update({ visibility: value.join(',') || null })}
        />
        <SelectFilter
          id="courses-language"
          label={t`Language`}
          value={language ?? ''}
          options={LANGUAGES}
          labels={LANGUAGE_LABELS}
          onChange={(value) => list.update({ language: value || null })}
        />
        <SelectFilter
          id="courses-type"
          label={t`Course type`}
          value={courseType ?? ''}
          options={COURSE_TYPES}
          labels={COURSE_TYPE_LABELS}
          onChange={(value) => list.update({ type: value || null })}
        />
      </AdminListToolbar>
      <AdminCoursesGrid connection={data.adminCourses} list={list} loading={shown !== variables} filtered={filtered} />
      {creating ? <NewCourseDialog onClose={() => setCreating(false)} /> : null}
    </Page>
  );
}
