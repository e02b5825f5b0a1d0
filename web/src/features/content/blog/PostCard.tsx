import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { useLingui } from '@lingui/react/macro';
import type { PostCard_post$key } from '../../../__generated__/PostCard_post.graphql';
import { CATEGORY_COLOURS, POST_CATEGORY_LABELS, formatPostDate, postPath } from './labels';

/** A post in the blog list: picture, date, category, title (its link covers the card) and lead. */
export function PostCard({ post: key }: { post: PostCard_post$key }) {
  const { i18n } = useLingui();
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
    <Card
      component="article"
      data-testid="post-card"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
        '&:focus-within': { boxShadow: 4 },
      }}
    >
      <Box sx={{ aspectRatio: '16 / 9', bgcolor: '#e0f2fe', overflow: 'hidden' }}>
        {post.mainImage ? (
          <Box
            component="img"
            src={post.mainImage.thumbnailUrl}
            alt=""
            width={480}
            height={270}
            loading="lazy"
            decoding="async"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Box aria-hidden sx={{ height: '100%', display: 'grid', placeItems: 'center', color: '#0369a1' }}>
            <ArticleOutlinedIcon sx={{ fontSize: 56 }} />
          </Box>
        )}
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Chip
            size="small"
            color={CATEGORY_COLOURS[post.category as keyof typeof CATEGORY_COLOURS] ?? 'default'}
            label={i18n._(POST_CATEGORY_LABELS[post.category as keyof typeof POST_CATEGORY_LABELS])}
            data-testid="post-category"
          />
          <Typography component="time" dateTime={post.publishedAt ?? undefined} variant="body2" color="text.secondary">
            {formatPostDate(post.publishedAt, i18n.locale)}
          </Typography>
        </Box>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
          <Link
            component={RouterLink}
            to={postPath(post.postId)}
            underline="hover"
            color="inherit"
            data-testid="post-link"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {post.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {post.shortDescription}
        </Typography>
      </CardContent>
    </Card>
  );
}
