import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Trans } from '@lingui/react/macro';
import type { BlogPostPageQuery } from '../../../__generated__/BlogPostPageQuery.graphql';
import { useLanguageAlternates } from '../../../shared/i18n/alternates';
import { BLOG_PATH, postPath } from './labels';
import { PostArticle } from './PostArticle';

/**
 * /blog/:postId: one article. An unknown or unpublished post goes to /blog (spec 8). A post is
 * written in one language: the language switch leads to the other language's blog.
 */
export default function BlogPostPage() {
  const { postId = '' } = useParams();
  const data = useLazyLoadQuery<BlogPostPageQuery>(
    graphql`
      query BlogPostPageQuery($id: ID!) {
        post(id: $id) {
          postId
          language
          ...PostArticle_post
        }
      }
    `,
    { id: postId },
    { fetchPolicy: 'store-and-network' },
  );
  const post = data.post;
  useLanguageAlternates(
    post
      ? post.language === 'EN'
        ? { en: postPath(post.postId), pl: BLOG_PATH }
        : { pl: postPath(post.postId), en: BLOG_PATH }
      : null,
  );
  if (!post) return <Navigate to={BLOG_PATH} replace />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button
        component={RouterLink}
        to={BLOG_PATH}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2, ml: -1 }}
        data-testid="post-back"
      >
        <Trans>All articles</Trans>
      </Button>
      <PostArticle post={post} />
    </Container>
  );
}
