import { graphql, usePaginationFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { CourseList_query$key } from '../../../__generated__/CourseList_query.graphql';
import type { CourseListPaginationQuery } from '../../../__generated__/CourseListPaginationQuery.graphql';
import { EmptyList, PagedCardGrid } from '../../../shared/lists/PagedCardGrid';
import { CATALOGUE_PAGE_SIZE } from './catalogue';
import { CourseCard } from './CourseCard';

/** The public course list: PUBLIC and SOON courses in the chosen language, 12 a page. */
export function CourseList({ query, onShowAll }: { query: CourseList_query$key; onShowAll?: () => void }) {
  const { data, ...pagination } = usePaginationFragment<CourseListPaginationQuery, CourseList_query$key>(
    graphql`
      fragment CourseList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
        categories: { type: "[CourseCategory!]" }
        language: { type: "Language" }
      )
      @refetchable(queryName: "CourseListPaginationQuery") {
        courses(first: $count, after: $cursor, categories: $categories, language: $language)
          @connection(key: "CourseList_courses") {
          totalCount
          edges {
            node {
              id
              ...CourseCard_course
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <PagedCardGrid
      connection={data.courses}
      pagination={pagination}
      pageSize={CATALOGUE_PAGE_SIZE}
      testIds={{ list: 'course-list', count: 'catalogue-count', more: 'show-more' }}
      empty={
        <EmptyList
          testId="catalogue-empty"
          title={<Trans>No courses here yet</Trans>}
          showAllLabel={<Trans>Show all courses</Trans>}
          onShowAll={onShowAll}
        >
          <Trans>There are no courses in the chosen categories and language. New dates are added regularly.</Trans>
        </EmptyList>
      }
    >
      {(node, index) => <CourseCard course={node} priority={index < 2} />}
    </PagedCardGrid>
  );
}
