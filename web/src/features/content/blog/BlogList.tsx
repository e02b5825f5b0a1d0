import { graphql, usePaginationFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { BlogList_query$key } from '../../../__generated__/BlogList_query.graphql';
import type { BlogListPaginationQuery } from '../../../__generated__/BlogListPaginationQuery.graphql';
import { EmptyList, PagedCardGrid, threeColumnGridSx } from '../../../shared/lists/PagedCardGrid';
import { PostCard } from './PostCard';

export const BLOG_PAGE_SIZE = 9;

/** The blog's posts, newest first, nine a page ("Show more" loads the next). */
export function BlogList({ query, onShowAll }: { query: BlogList_query$key; onShowAll?: () => void }) {
  const { data, ...pagination } = usePaginationFragment<BlogListPaginationQuery, BlogList_query$key>(
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
  return (
    <PagedCardGrid
      connection={data.posts}
      pagination={pagination}
      pageSize={BLOG_PAGE_SIZE}
      testIds={{ list: 'blog-list', count: 'blog-count', more: 'blog-show-more' }}
      sx={threeColumnGridSx}
      empty={
        <EmptyList
          testId="blog-empty"
          title={<Trans>No articles here yet</Trans>}
          showAllLabel={<Trans>Show all articles</Trans>}
          onShowAll={onShowAll}
        >
          {onShowAll ? (
            <Trans>There are no articles in this category yet. Try another one.</Trans>
          ) : (
            <Trans>We are writing the first articles. Come back soon.</Trans>
          )}
        </EmptyList>
      }
    >
      {(node) => <PostCard post={node} />}
    </PagedCardGrid>
  );
}
