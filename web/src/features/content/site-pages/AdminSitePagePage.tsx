import { Suspense, useCallback, useEffect, useState, type SubmitEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminSitePagePageQuery } from '../../../__generated__/AdminSitePagePageQuery.graphql';
import type { AdminSitePagePageSaveMutation } from '../../../__generated__/AdminSitePagePageSaveMutation.graphql';
import { APP_BASE } from '../../../shared/brand';
import { fieldErrors } from '../../../shared/errors/graphqlErrors';
import { errorMessage, validationMessage } from '../../../shared/errors/messages';
import { formatDateTime } from '../../../shared/format';
import { RichTextEditor } from '../../../shared/rich-text/RichTextEditor';
import { Page } from '../../../shared/ui/Page';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useToast } from '../../../shared/ui/toast';
import { useUnsavedChangesPrompt } from '../../../shared/ui/useUnsavedChangesPrompt';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import { pageKeyOfSlug, SITE_PAGE_LABELS, SITE_PAGE_PATHS, type PageKey } from './labels';

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 500;
type Language = 'PL' | 'EN';
const LANGUAGES: Language[] = ['PL', 'EN'];

/** /admin/pages/:pageKey: the page's Polish and English texts, each saved on its own. */
export default function AdminSitePagePage() {
  const { pageKey: slug } = useParams();
  const key = pageKeyOfSlug(slug);
  const { t, i18n } = useLingui();
  if (!key) {
    return (
      <Page title={t`Page not found`} maxWidth="md">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="admin-site-page-unknown">
          <Typography>
            <Trans>There is no site page at this address.</Trans>
          </Typography>
          <Button variant="contained" component={RouterLink} to="/admin/pages">
            <Trans>All site pages</Trans>
          </Button>
        </Stack>
      </Page>
    );
  }
  const name = i18n._(SITE_PAGE_LABELS[key]);
  return (
    <Page
      title={t`Edit page: ${name}`}
      maxWidth="md"
      actions={
        <Button
          variant="outlined"
          startIcon={<OpenInNewIcon />}
          href={`${APP_BASE}${SITE_PAGE_PATHS[key]}`}
          target="_blank"
          rel="noopener"
          data-testid="admin-site-page-view"
        >
          <Trans>View page</Trans>
          <Box component="span" sx={visuallyHidden}>
            <Trans>(opens in a new tab)</Trans>
          </Box>
        </Button>
      }
    >
      <Link
        component={RouterLink}
        to="/admin/pages"
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600, mt: -1 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        <Trans>All site pages</Trans>
      </Link>
      <Suspense fallback={<PageLoader />}>
        <SitePageEditor pageKey={key} />
      </Suspense>
    </Page>
  );
}

interface Stored {
  title: string;
  description: string;
  content: string;
  updatedAt: string | null;
}

function SitePageEditor({ pageKey }: { pageKey: PageKey }) {
  const { t } = useLingui();
  const { adminSitePages } = useLazyLoadQuery<AdminSitePagePageQuery>(
    graphql`
      query AdminSitePagePageQuery($key: SitePageKey!) {
        adminSitePages(key: $key) {
          key
          language
          page {
            id
            title
            description
            content
            updatedAt
          }
        }
      }
    `,
    { key: pageKey },
    { fetchPolicy: 'network-only' },
  );
  const [tab, setTab] = useState<Language>('PL');
  const [dirty, setDirty] = useState<Record<Language, boolean>>({ PL: false, EN: false });
  const prompt = useUnsavedChangesPrompt(dirty.PL || dirty.EN);
  const reportDirty = useCallback(
    (language: Language, value: boolean) =>
      setDirty((current) => (current[language] === value ? current : { ...current, [language]: value })),
    [],
  );
  const storedOf = (language: Language): Stored => {
    const page = adminSitePages.find((slot) => slot.language === language)?.page;
    return page
      ? { title: page.title, description: page.description, content: page.content, updatedAt: page.updatedAt }
      : { title: '', description: '', content: '', updatedAt: null };
  };

  return (
    <>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: Language) => setTab(next)}
          aria-label={t`Language version`}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {LANGUAGES.map((language) => (
            <Tab
              key={language}
              value={language}
              id={`site-page-tab-${language}`}
              aria-controls={`site-page-panel-${language}`}
              label={
                <span>
                  {language === 'PL' ? <Trans>Polish</Trans> : <Trans>English</Trans>}
                  {dirty[language] ? ' •' : ''}
                </span>
              }
              data-testid={`site-page-tab-${language}`}
            />
          ))}
        </Tabs>
        {LANGUAGES.map((language) => (
          // Both panels stay mounted: switching tabs keeps what was typed in the other language.
          <Box
            key={language}
            role="tabpanel"
            id={`site-page-panel-${language}`}
            aria-labelledby={`site-page-tab-${language}`}
            hidden={tab !== language}
            sx={{ p: { xs: 2, md: 3 } }}
          >
            <LanguageForm pageKey={pageKey} language={language} stored={storedOf(language)} onDirty={reportDirty} />
          </Box>
        ))}
      </Paper>
      {prompt}
    </>
  );
}

type Field = 'title' | 'description' | 'content';

function LanguageForm({
  pageKey,
  language,
  stored,
  onDirty,
}: {
  pageKey: PageKey;
  language: Language;
  stored: Stored;
  onDirty: (language: Language, dirty: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [saved, setSaved] = useState(stored);
  const [title, setTitle] = useState(stored.title);
  const [description, setDescription] = useState(stored.description);
  const [content, setContent] = useState(stored.content);
  const [issues, setIssues] = useState<Partial<Record<Field, string>>>({});
  const [save, saving] = useMutation<AdminSitePagePageSaveMutation>(graphql`
    mutation AdminSitePagePageSaveMutation($key: SitePageKey!, $language: Language!, $input: SitePageInput!) {
      updateSitePage(key: $key, language: $language, input: $input) {
        id
        title
        description
        content
        updatedAt
      }
    }
  `);

  const isDirty = title !== saved.title || description !== saved.description || content !== saved.content;
  // The parent marks the tab and asks before leaving.
  useEffect(() => onDirty(language, isDirty), [onDirty, language, isDirty]);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!title.trim()) found.title = validationMessage(i18n, 'required');
    else if (title.trim().length > TITLE_MAX) found.title = validationMessage(i18n, 'max_length', TITLE_MAX);
    if (description.trim().length > DESCRIPTION_MAX)
      found.description = validationMessage(i18n, 'max_length', DESCRIPTION_MAX);
    setIssues(found);
    if (Object.keys(found).length) return;
    save({
      variables: { key: pageKey, language, input: { title: title.trim(), description: description.trim(), content } },
      onCompleted: (response) => {
        const page = response.updateSitePage;
        // What was typed stays in the editor and becomes the saved state (the server's sanitized
        // HTML may differ in spelling, not in content).
        setTitle(title.trim());
        setDescription(description.trim());
        setSaved({ title: title.trim(), description: description.trim(), content, updatedAt: page.updatedAt });
        showToast(language === 'PL' ? t`Polish version saved` : t`English version saved`, 'success');
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        const next: Partial<Record<Field, string>> = {};
        for (const field of ['title', 'description', 'content'] as const) {
          const issue = fields[field];
          if (issue) next[field] = validationMessage(i18n, issue.code, issue.max);
        }
        setIssues(next);
        showToast(errorMessage(i18n, error), 'error');
      },
    });
  };

  const prefix = `site-page-${language}`;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid={`site-page-form-${language}`}>
      <Stack spacing={2.5}>
        {!saved.updatedAt ? (
          <Alert severity="info">
            {language === 'EN' ? (
              <Trans>The English version is not written yet: visitors who read in English see the Polish page.</Trans>
            ) : (
              <Trans>This page is not written yet: visitors see a notice that it is not available.</Trans>
            )}
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid={`${prefix}-updated`}>
            <Trans>Last saved {formatDateTime(saved.updatedAt)}</Trans>
          </Typography>
        )}
        <TextField
          id={`${prefix}-title`}
          label={t`Title`}
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(issues.title)}
          helperText={issues.title ?? `${title.length}/${TITLE_MAX}`}
          slotProps={{ htmlInput: { 'data-testid': `${prefix}-title`, lang: language.toLowerCase() } }}
        />
        <TextField
          id={`${prefix}-description`}
          label={t`Description`}
          multiline
          minRows={2}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={Boolean(issues.description)}
          helperText={
            issues.description ?? (
              <Trans>
                The lead under the title and the description search engines show ({description.length}/{DESCRIPTION_MAX}
                )
              </Trans>
            )
          }
          slotProps={{ htmlInput: { 'data-testid': `${prefix}-description`, lang: language.toLowerCase() } }}
        />
        <RichTextEditor
          id={`${prefix}-content`}
          label={<Trans>Content</Trans>}
          value={stored.content}
          onChange={(html) => setContent(html)}
          error={Boolean(issues.content)}
          helperText={
            issues.content ??
            (pageKey === 'FAQ' ? (
              <Trans>
                Each subheading (H3) becomes a question; the text below it is the answer. Headings (H2) group them.
              </Trans>
            ) : (
              <Trans>Headings, lists, links and tables.</Trans>
            ))
          }
          tables
          testId={`${prefix}-content`}
        />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={saving} data-testid={`${prefix}-save`}>
            {language === 'PL' ? <Trans>Save the Polish version</Trans> : <Trans>Save the English version</Trans>}
          </Button>
          {isDirty ? (
            <Typography variant="body2" color="text.secondary">
              <Trans>Unsaved changes</Trans>
            </Typography>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
}
