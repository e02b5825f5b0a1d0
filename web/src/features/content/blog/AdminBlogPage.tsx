import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminBlogPageQuery } from '../../../__generated__/AdminBlogPageQuery.graphql';
import type { AdminBlogPage_query$key } from '../../../__generated__/AdminBlogPage_query.graphql';
import type { AdminBlogPagePaginationQuery } from '../../../__generated__/AdminBlogPagePaginationQuery.graphql';
import { PageHeader } from '../../../shared/ui/Page';
import {
  LANGUAGE_LABELS,
  NEW_POST_PATH,
  POST_CATEGORIES,
  POST_CATEGORY_LABELS,
  POST_STATUSES,
  POST_STATUS_LABELS,
  adminPostPath,
  formatPostDate,
  isPostCategory,
  type PostCategory,
  type PostStatus,
} from './labels';
import { PAGE_SIZE } from '../../../shared/policies';

const LANGUAGES = ['PL', 'EN'] as const;
type Filter = { language: string; category: string; status: string; search: string };

const readFilter = (params: URLSearchParams): Filter => ({
  language: LANGUAGES.find((l) => l === params.get('language')) ?? '',
  category: isPostCategory(params.get('category')) ? params.get('category')! : '',
  status: POST_STATUSES.find((s) => s === params.get('status')) ?? '',
  search: params.get('search') ?? '',
});

/** /admin/blog (ADMIN): every post, drafts too, newest first; filters kept in the URL. */
export default function AdminBlogPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [search, setSearch] = useState(filter.search);
  const key = JSON.stringify(filter);
  const shown = useDeferredValue(key);

  const update = (change: Partial<Filter>) => {
    const next = { ...filter, ...change };
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)), { replace: true });
  };
  // The search applies a moment after typing stops.
  useEffect(() => {
    if (search === filter.search) return undefined;
    const timer = setTimeout(() => update({ search: search.trim() }), 300);
    return () => clearTimeout(timer);
  });

  const select = (name: keyof Filter, label: string, options: readonly { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={filter[name]}
      onChange={(event) => update({ [name]: event.target.value })}
      sx={{ minWidth: 150, flex: { xs: '1 1 140px', md: '0 0 auto' } }}
      slotProps={{ select: { inputProps: { 'data-testid': `admin-blog-filter-${name}` } } }}
    >
      <MenuItem value="">{t`All`}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={<Trans>Blog posts</Trans>}
        subtitle={<Trans>Articles in Polish and English. Drafts are visible only here.</Trans>}
        actions={
          <Button
            component={RouterLink}
            to={NEW_POST_PATH}
            variant="contained"
            startIcon={<AddIcon />}
            data-testid="admin-blog-new"
          >
            <Trans>New post</Trans>
          </Button>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          size="small"
          type="search"
          label={t`Search by title`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: { xs: '1 1 100%', md: '1 1 240px' } }}
          slotProps={{ htmlInput: { 'data-testid': 'admin-blog-search', maxLength: 200 } }}
        />
        {select(
          'language',
          t`Language`,
          LANGUAGES.map((value) => ({ value, label: i18n._(LANGUAGE_LABELS[value]) })),
        )}
        {select(
          'category',
          t`Category`,
          POST_CATEGORIES.map((value) => ({ value, label: i18n._(POST_CATEGORY_LABELS[value]) })),
        )}
        {select(
          'status',
          t`Status`,
          POST_STATUSES.map((value) => ({ value, label: i18n._(POST_STATUS_LABELS[value]) })),
        )}
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{shown !== key ? <LinearProgress aria-label={t`Loading`} /> : null}</Box>
      <Suspense fallback={<LinearProgress aria-label={t`Loading`} />}>
        <Results filter={shown} />
      </Suspense>
    </Container>
  );
}

function Results({ filter }: { filter: string }) {
  const { language, category, status, search } = JSON.parse(filter) as Filter;
  const data = useLazyLoadQuery<AdminBlogPageQuery>(
    graphql`
      query AdminBlogPageQuery(
        $count: Int!
        $language: Language
        $category: PostCategory
        $status: PostStatus
        $search: String
      ) {
        ...AdminBlogPage_query
          @arguments(count: $count, language: $language, category: $category, status: $status, search: $search)
      }
    `,
    {
      count: PAGE_SIZE,
      language: (language || null) as 'PL' | 'EN' | null,
      category: (category || null) as PostCategory | null,
      status: (status || null) as PostStatus | null,
      search: search || null,
    },
    { fetchPolicy: 'store-and-network' },
  );
  return <PostTable query={data} />;
}

function PostTable({ query }: { query: AdminBlogPage_query$key }) {
  const { i18n } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    AdminBlogPagePaginationQuery,
    AdminBlogPage_query$key
  >(
    graphql`
      fragment AdminBlogPage_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        language: { type: "Language" }
        category: { type: "PostCategory" }
        status: { type: "PostStatus" }
        search: { type: "String" }
      )
      @refetchable(queryName: "AdminBlogPagePaginationQuery") {
        adminPosts(
          first: $count
          after: $cursor
          language: $language
          category: $category
          status: $status
          search: $search
        ) @connection(key: "AdminBlogPage_adminPosts") {
          totalCount
          edges {
            node {
              id
              postId
              title
              language
              category
              status
              publishedAt
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const rows = data.adminPosts.edges.map((e) => e.node);
  const categoryLabel = (value: string) => (isPostCategory(value) ? i18n._(POST_CATEGORY_LABELS[value]) : value);
  const statusChip = (value: string) => (
    <Chip
      size="small"
      variant={value === 'PUBLISHED' ? 'filled' : 'outlined'}
      color={value === 'PUBLISHED' ? 'success' : 'default'}
      label={i18n._(POST_STATUS_LABELS[value as PostStatus] ?? POST_STATUS_LABELS.DRAFT)}
    />
  );
  const date = (row: (typeof rows)[number]) => formatPostDate(row.publishedAt ?? row.createdAt, i18n.locale);

  if (rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="admin-blog-empty">
        <Typography>
          <Trans>No posts match these filters.</Trans>
        </Typography>
      </Paper>
    );
  }

  return (
    <Box>
      {phone ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="admin-blog-list">
          {rows.map((row) => (
            <Card
              component="li"
              key={row.id}
              variant="outlined"
              data-testid="admin-blog-row"
              sx={{ position: 'relative' }}
            >
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Link
                  component={RouterLink}
                  to={adminPostPath(row.postId)}
                  underline="hover"
                  sx={{
                    fontWeight: 600,
                    overflowWrap: 'anywhere',
                    '&::after': { content: '""', position: 'absolute', inset: 0 },
                  }}
                >
                  {row.title}
                </Link>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  {statusChip(row.status)}
                  <Chip size="small" variant="outlined" label={row.language} />
                  <Typography variant="body2">{categoryLabel(row.category)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {date(row)}
                  </Typography>
                </Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" data-testid="admin-blog-list">
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>Title</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Language</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Category</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Status</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Date</Trans>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover data-testid="admin-blog-row">
                  <TableCell sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>
                    <Link
                      component={RouterLink}
                      to={adminPostPath(row.postId)}
                      underline="hover"
                      sx={{ fontWeight: 500 }}
                    >
                      {row.title}
                    </Link>
                  </TableCell>
                  <TableCell>{row.language}</TableCell>
                  <TableCell>{categoryLabel(row.category)}</TableCell>
                  <TableCell>{statusChip(row.status)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Stack spacing={1.5} sx={{ alignItems: 'center', mt: 3 }}>
        <Typography color="text.secondary" role="status">
          <Trans>
            Showing {rows.length} of {data.adminPosts.totalCount}
          </Trans>
        </Typography>
        {hasNext ? (
          <Button variant="outlined" onClick={() => loadNext(PAGE_SIZE)} loading={isLoadingNext}>
            <Trans>Show more</Trans>
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
