import { Component, Suspense, useCallback, useState, type MouseEvent, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SitePageViewQuery } from '../../../__generated__/SitePageViewQuery.graphql';
import { APP_BASE } from '../../../shared/brand';
import { errorCode } from '../../../shared/errors/graphqlErrors';
import { contentLanguage } from '../../../shared/i18n/contentLanguage';
import { RichTextView } from '../../../shared/rich-text/RichTextView';
import type { PageKey } from './labels';

export interface SitePageData {
  title: string;
  description: string;
  content: string;
  language: string;
}

interface Props {
  pageKey: PageKey;
  testId: string;
  /** Shown between the lead and the body (a notice, a search box …). */
  before?: ReactNode;
  /** Shown after the body (calls to action). */
  after?: ReactNode;
  /** The body; by default the page's rich text as it is. */
  renderBody?: (page: SitePageData) => ReactNode;
}

/**
 * The shell of every site page an admin writes (FAQ, terms, policies …): the title as the one h1,
 * the description as the lead, then the body. The text comes in the UI's language (the server
 * falls back to Polish). While loading: a skeleton; a page not written yet or a failure: a
 * message with a way on.
 */
export function SitePageView(props: Props) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid={props.testId}>
      <SitePageErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={<SitePageSkeleton />}>
          <SitePageContent {...props} fetchKey={attempt} />
        </Suspense>
      </SitePageErrorBoundary>
    </Container>
  );
}

function SitePageContent({ pageKey, before, after, renderBody, fetchKey }: Props & { fetchKey: number }) {
  const { i18n } = useLingui();
  const language = contentLanguage(i18n.locale);
  const { sitePage } = useLazyLoadQuery<SitePageViewQuery>(
    graphql`
      query SitePageViewQuery($key: SitePageKey!, $language: Language!) {
        sitePage(key: $key, language: $language) {
          id
          key
          language
          title
          description
          content
          updatedAt
        }
      }
    `,
    { key: pageKey, language },
    { fetchKey, fetchPolicy: fetchKey > 0 ? 'network-only' : 'store-or-network' },
  );
  const onLinkClick = useInternalLinks();
  return (
    <Box component="article" lang={sitePage.language.toLowerCase()}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, overflowWrap: 'anywhere' }}>
        {sitePage.title}
      </Typography>
      {sitePage.description ? (
        <Typography
          color="text.secondary"
          sx={{ mt: 1.5, fontSize: { xs: '1.05rem', md: '1.15rem' }, lineHeight: 1.6 }}
          data-testid="site-page-lead"
        >
          {sitePage.description}
        </Typography>
      ) : null}
      {before ? <Box sx={{ mt: 3 }}>{before}</Box> : null}
      <Box sx={{ mt: 3 }} onClick={onLinkClick} data-testid="site-page-body">
        {renderBody ? renderBody(sitePage) : <RichTextView html={sitePage.content} />}
      </Box>
      {after ? <Box sx={{ mt: 4 }}>{after}</Box> : null}
    </Box>
  );
}

/**
 * Links to pages of this site inside the text (`/app/courses`) move within the app, as the menu's
 * links do, instead of loading the whole app again. New-tab clicks stay the browser's.
 */
function useInternalLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as HTMLElement).closest('a');
      const href = anchor?.getAttribute('href') ?? '';
      if (!anchor || anchor.target || !href.startsWith(`${APP_BASE}/`)) return;
      event.preventDefault();
      void navigate(href.slice(APP_BASE.length));
    },
    [navigate],
  );
}

export function SitePageSkeleton() {
  const { t } = useLingui();
  return (
    <Box role="status" aria-label={t`Loading`} data-testid="site-page-loading">
      <Skeleton variant="text" sx={{ fontSize: '2.1rem', width: '60%' }} />
      <Skeleton variant="text" sx={{ fontSize: '1.15rem', mt: 1.5 }} />
      <Skeleton variant="text" sx={{ fontSize: '1.15rem', width: '80%' }} />
      <Stack spacing={1} sx={{ mt: 4 }}>
        {[100, 95, 98, 70, 0, 92, 96, 60].map((width, index) =>
          width ? (
            <Skeleton key={index} variant="text" sx={{ width: `${width}%` }} />
          ) : (
            <Box key={index} sx={{ height: 12 }} />
          ),
        )}
      </Stack>
    </Box>
  );
}

function SitePageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (errorCode(error) === 'NOT_FOUND') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="site-page-missing">
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          <Trans>This page is not available yet</Trans>
        </Typography>
        <Typography color="text.secondary">
          <Trans>Its text has not been published yet. Please come back later or contact us.</Trans>
        </Typography>
        <Button variant="contained" href={`${APP_BASE}/home`}>
          <Trans>Go to the home page</Trans>
        </Button>
      </Stack>
    );
  }
  return (
    <Alert
      severity="error"
      data-testid="site-page-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      <Trans>The page could not be loaded. Check your connection and try again.</Trans>
    </Alert>
  );
}

class SitePageErrorBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    if (this.state.error) return <SitePageError error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
