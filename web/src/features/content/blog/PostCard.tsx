import { graphql, useFragment } from 'react-relay';
import Typography from '@mui/material/Typography';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import type { PostCard_post$key } from '../../../__generated__/PostCard_post.graphql';
import { CardTitle, MediaCard, wideMedia } from '../../../shared/ui/MediaCard';
import { postPath } from './labels';
import { PostMeta } from './PostMeta';

/** A post in the blog list: picture, date, category, title (its link covers the card) and lead. */
export function PostCard({ post: key }: { post: PostCard_post$key }) {
  const post = useFragment(
    graphql`
      fragment PostCard_post on Post {
        postId
        title
        shortDescription
        category
        publishedAt
        mainImage {
          thumbnailUrl
        }
      }
    `,
    key,
  );
  return (
    <MediaCard
      testId="post-card"
      image={post.mainImage}
      media={wideMedia(<ArticleOutlinedIcon sx={{ fontSize: 56 }} />)}
    >
      <PostMeta category={post.category} publishedAt={post.publishedAt} />
      <CardTitle
        to={postPath(post.postId)}
        testId="post-link"
        sx={{ fontSize: '1.15rem', fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {post.title}
      </CardTitle>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {post.shortDescription}
      </Typography>
    </MediaCard>
  );
}
