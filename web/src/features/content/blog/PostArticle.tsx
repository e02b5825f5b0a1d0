import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PostArticle_post$key } from '../../../__generated__/PostArticle_post.graphql';
import { RichTextView } from '../../../shared/rich-text/RichTextView';
import { CoverImage } from '../../../shared/ui/MediaCard';
import { PostMeta } from './PostMeta';

/**
 * A post's body. In the blog: category, date, picture and lead above the content; as a plain site
 * page (`plain`): only the title and the content.
 */
export function PostArticle({ post: key, plain = false }: { post: PostArticle_post$key; plain?: boolean }) {
  const post = useFragment(
    graphql`
      fragment PostArticle_post on Post {
        title
        shortDescription
        content
        category
        language
        publishedAt
        mainImage {
          mediumUrl
        }
      }
    `,
    key,
  );
  return (
    <Box component="article" lang={post.language === 'EN' ? 'en' : 'pl'} data-testid="post-article">
      {plain ? null : <PostMeta category={post.category} publishedAt={post.publishedAt} spaceBelow={1.5} />}
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.6rem', md: '2.25rem' }, overflowWrap: 'anywhere', mb: 2 }}
        data-testid="post-title"
      >
        {post.title}
      </Typography>
      {plain ? null : (
        <>
          {post.shortDescription ? (
            <Typography sx={{ fontSize: '1.15rem', color: 'text.secondary', mb: 3 }} data-testid="post-lead">
              {post.shortDescription}
            </Typography>
          ) : null}
          {post.mainImage ? (
            <CoverImage
              src={post.mainImage.mediumUrl}
              width={1200}
              height={675}
              data-testid="post-picture"
              sx={{
                height: 'auto',
                // Any picture shows in the same 16:9 frame (a tall or square upload does not push the text away).
                aspectRatio: '16 / 9',
                borderRadius: 2,
                mb: 3,
                bgcolor: '#e0f2fe',
              }}
            />
          ) : null}
        </>
      )}
      <RichTextView html={post.content} data-testid="post-content" />
    </Box>
  );
}
