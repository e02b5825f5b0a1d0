import { graphql, usePaginationFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import type { CourseList_query$key } from '../../../__generated__/CourseList_query.graphql';
import type { CourseListPaginationQuery } from '../../../__generated__/CourseListPaginationQuery.graphql';
import { SkyIllustration } from '../../../shared/ui/illustrations';
import { CATALOGUE_PAGE_SIZE } from './catalogue';
import { CourseCard } from './CourseCard';
import { ShowMore, cardGridSx } from './ui';

/** The public course list: PUBLIC and SOON courses in the chosen language, 12 a page. */
export function CourseList({ query, onShowAll }: { query: CourseList_query$key; onShowAll?: () => void }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CourseListPaginationQuery,
    CourseList_query$key
  >(
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
  const edges = data.courses.edges;

  if (edges.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }} data-testid="catalogue-empty">
        <SkyIllustration variant="soon" />
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          <Trans>No courses here yet</Trans>
        </Typography>
        <Typography color="text.secondary">
          <Trans>There are no courses in the chosen categories and language. New dates are added regularly.</Trans>
        </Typography>
        {onShowAll ? (
          <Button variant="contained" onClick={onShowAll}>
            <Trans>Show all courses</Trans>
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <Box>
      <Box component="ul" sx={cardGridSx} data-testid="course-list">
        {edges.map(({ node }, index) => (
          <Box component="li" key={node.id} sx={{ minWidth: 0 }}>
            <CourseCard course={node} priority={index < 2} />
          </Box>
        ))}
      </Box>
      <ShowMore
        shown={edges.length}
        total={data.courses.totalCount}
        hasNext={hasNext}
        loading={isLoadingNext}
        onMore={() => loadNext(CATALOGUE_PAGE_SIZE)}
      />
    </Box>
  );
}
