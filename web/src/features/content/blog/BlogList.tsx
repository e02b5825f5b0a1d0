import { graphql, usePaginationFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import type { BlogList_query$key } from '../../../__generated__/BlogList_query.graphql';
import type { BlogListPaginationQuery } from '../../../__generated__/BlogListPaginationQuery.graphql';
import { SkyIllustration } from '../../../shared/ui/illustrations';
import { PostCard } from './PostCard';

export const BLOG_PAGE_SIZE = 9;

/** The blog's posts, newest first, nine a page ("Show more" loads the next). */
export function BlogList({ query, onShowAll }: { query: BlogList_query$key; onShowAll?: () => void }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<BlogListPaginationQuery, BlogList_query$key>(
    graphql`
      fragment BlogList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 9 }
        cursor: { type: "String" }
        language: { type: "Language" }
        category: { type: "PostCategory" }
      )
      @refetchable(queryName: "BlogListPaginationQuery") {
        posts(first: $count, after: $cursor, language: $language, category: $category)
          @connection(key: "BlogList_posts") {
          totalCount
          edges {
            node {
              id
              ...PostCard_post
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.posts.edges;

  if (edges.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }} data-testid="blog-empty">
        <SkyIllustration variant="soon" />
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          <Trans>No articles here yet</Trans>
        </Typography>
        <Typography color="text.secondary">
          {onShowAll ? (
            <Trans>There are no articles in this category yet. Try another one.</Trans>
          ) : (
            <Trans>We are writing the first articles. Come back soon.</Trans>
          )}
        </Typography>
        {onShowAll ? (
          <Button variant="contained" onClick={onShowAll}>
            <Trans>Show all articles</Trans>
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <Box>
      <Box
        component="ul"
        data-testid="blog-list"
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {edges.map(({ node }) => (
          <Box component="li" key={node.id} sx={{ minWidth: 0 }}>
            <PostCard post={node} />
          </Box>
        ))}
      </Box>
      <Stack spacing={1.5} sx={{ alignItems: 'center', mt: 4 }}>
        <Typography color="text.secondary" role="status" data-testid="blog-count">
          <Trans>
            Showing {edges.length} of {data.posts.totalCount}
          </Trans>
        </Typography>
        {hasNext ? (
          <Button
            variant="outlined"
            onClick={() => loadNext(BLOG_PAGE_SIZE)}
            loading={isLoadingNext}
            data-testid="blog-show-more"
          >
            <Trans>Show more</Trans>
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
