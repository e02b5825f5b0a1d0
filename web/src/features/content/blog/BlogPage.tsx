import { Suspense, useDeferredValue } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { useLingui } from '@lingui/react/macro';
import type { BlogPageQuery } from '../../../__generated__/BlogPageQuery.graphql';
import { contentLanguage } from '../../../shared/i18n/contentLanguage';
import { HeroBanner } from '../../../shared/ui/HeroBanner';
import { BLOG_PAGE_SIZE, BlogList } from './BlogList';
import { POST_CATEGORIES, POST_CATEGORY_LABELS, isPostCategory, type PostCategory } from './labels';

function BlogResults({ filter, onShowAll }: { filter: string; onShowAll: () => void }) {
  const [category = '', language = 'PL'] = filter.split('|');
  const data = useLazyLoadQuery<BlogPageQuery>(
    graphql`
      query BlogPageQuery($count: Int!, $language: Language!, $category: PostCategory) {
        ...BlogList_query @arguments(count: $count, language: $language, category: $category)
      }
    `,
    {
      count: BLOG_PAGE_SIZE,
      language: language as 'PL' | 'EN',
      category: isPostCategory(category) ? category : null,
    },
    { fetchPolicy: 'store-and-network' },
  );
  return <BlogList query={data} onShowAll={category ? onShowAll : undefined} />;
}

function ListSkeleton() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {[0, 1, 2].map((i) => (
        <Box key={i}>
          <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <Skeleton width="40%" sx={{ mt: 1 }} />
          <Skeleton width="90%" />
          <Skeleton width="80%" />
        </Box>
      ))}
    </Box>
  );
}

/** /blog: the articles of the page's language, newest first; the category filter lives in the URL. */
export default function BlogPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category: PostCategory | null = isPostCategory(raw) ? raw : null;
  // Posts are written per language: a language switch shows the other language's blog.
  const filter = `${category ?? ''}|${contentLanguage(i18n.locale)}`;
  const shown = useDeferredValue(filter);
  const stale = shown !== filter;
  const choose = (next: PostCategory | null) => setParams(next ? new URLSearchParams({ category: next }) : {});

  return (
    <>
      <HeroBanner
        id="blog-title"
        title={t`Blog`}
        lead={t`News on drone rules, practical how-tos, technology and a bit of trivia from our instructors.`}
      >
        <Box
          role="group"
          aria-label={t`Category`}
          data-testid="blog-category-filter"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}
        >
          <Chip
            label={t`All`}
            onClick={() => choose(null)}
            aria-pressed={category === null}
            color={category === null ? 'primary' : 'default'}
            sx={category === null ? undefined : { bgcolor: '#fff', '&:hover': { bgcolor: '#e0f2fe' } }}
            data-testid="blog-category-all"
          />
          {POST_CATEGORIES.map((value) => (
            <Chip
              key={value}
              label={i18n._(POST_CATEGORY_LABELS[value])}
              onClick={() => choose(value === category ? null : value)}
              aria-pressed={value === category}
              color={value === category ? 'primary' : 'default'}
              sx={value === category ? undefined : { bgcolor: '#fff', '&:hover': { bgcolor: '#e0f2fe' } }}
              data-testid={`blog-category-${value}`}
            />
          ))}
        </Box>
      </HeroBanner>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={{ height: 4, mb: 2 }}>{stale ? <LinearProgress aria-label={t`Loading`} /> : null}</Box>
        <Box sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={stale}>
          <Suspense fallback={<ListSkeleton />}>
            <BlogResults filter={shown} onShowAll={() => choose(null)} />
          </Suspense>
        </Box>
      </Container>
    </>
  );
}
