import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, useParams } from 'react-router';
import Container from '@mui/material/Container';
import type { SitePostPageQuery } from '../../../__generated__/SitePostPageQuery.graphql';
import { BLOG_PATH } from './labels';
import { PostArticle } from './PostArticle';

/** /site/:postId: a published post as a plain page of the site (its title and content, no blog chrome). */
export default function SitePostPage() {
  const { postId = '' } = useParams();
  const data = useLazyLoadQuery<SitePostPageQuery>(
    graphql`
      query SitePostPageQuery($id: ID!) {
        post(id: $id) {
          ...PostArticle_post
        }
      }
    `,
    { id: postId },
    { fetchPolicy: 'store-and-network' },
  );
  if (!data.post) return <Navigate to={BLOG_PATH} replace />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="site-post">
      <PostArticle post={data.post} plain />
    </Container>
  );
}
