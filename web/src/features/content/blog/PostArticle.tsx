import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { PostArticle_post$key } from '../../../__generated__/PostArticle_post.graphql';
import { RichTextView } from '../../../shared/rich-text/RichTextView';
import { CATEGORY_COLOURS, POST_CATEGORY_LABELS, formatPostDate, type PostCategory } from './labels';

/**
 * A post's body. In the blog: category, date, picture and lead above the content; as a plain site
 * page (`plain`): only the title and the content.
 */
export function PostArticle({ post: key, plain = false }: { post: PostArticle_post$key; plain?: boolean }) {
  const { i18n } = useLingui();
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
  const category = post.category as PostCategory;
  return (
    <Box component="article" lang={post.language === 'EN' ? 'en' : 'pl'} data-testid="post-article">
      {plain ? null : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
          <Chip
            size="small"
            color={CATEGORY_COLOURS[category] ?? 'default'}
            label={POST_CATEGORY_LABELS[category] ? i18n._(POST_CATEGORY_LABELS[category]) : category}
            data-testid="post-category"
          />
          <Typography component="time" dateTime={post.publishedAt ?? undefined} color="text.secondary" variant="body2">
            {formatPostDate(post.publishedAt, i18n.locale)}
          </Typography>
        </Box>
      )}
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
            <Box
              component="img"
              src={post.mainImage.mediumUrl}
              alt=""
              width={1200}
              height={675}
              data-testid="post-picture"
              sx={{
                width: '100%',
                height: 'auto',
                // Any picture shows in the same 16:9 frame (a tall or square upload does not push the text away).
                aspectRatio: '16 / 9',
                objectFit: 'cover',
                borderRadius: 2,
                display: 'block',
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
