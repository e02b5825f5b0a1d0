import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminSitePagesPageQuery } from '../../../__generated__/AdminSitePagesPageQuery.graphql';
import { APP_BASE } from '../../../shared/brand';
import { formatDateTime } from '../../../shared/format';
import { Page } from '../../../shared/ui/Page';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import { pageKeySlug, SITE_PAGE_KEYS, SITE_PAGE_LABELS, SITE_PAGE_PATHS, type PageKey } from './labels';

/** /admin/pages: every site page with its Polish and English title and last change; edit or view each. */
export default function AdminSitePagesPage() {
  const { t } = useLingui();
  return (
    <Page
      title={t`Site pages`}
      subtitle={
        <Trans>Texts of the FAQ, the terms, the policies and the other fixed pages, in Polish and English.</Trans>
      }
    >
      <Suspense fallback={<PageLoader />}>
        <SitePagesList />
      </Suspense>
    </Page>
  );
}

interface Version {
  title: string;
  updatedAt: string;
}

function SitePagesList() {
  const { adminSitePages } = useLazyLoadQuery<AdminSitePagesPageQuery>(
    graphql`
      query AdminSitePagesPageQuery {
        adminSitePages {
          key
          language
          page {
            id
            title
            updatedAt
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const versionOf = (key: PageKey, language: 'PL' | 'EN'): Version | null =>
    adminSitePages.find((slot) => slot.key === key && slot.language === language)?.page ?? null;

  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="admin-site-pages-list">
      {SITE_PAGE_KEYS.map((key) => (
        <SitePageRow key={key} pageKey={key} pl={versionOf(key, 'PL')} en={versionOf(key, 'EN')} />
      ))}
    </Stack>
  );
}

function SitePageRow({ pageKey, pl, en }: { pageKey: PageKey; pl: Version | null; en: Version | null }) {
  const { i18n } = useLingui();
  const name = i18n._(SITE_PAGE_LABELS[pageKey]);
  const editPath = `/admin/pages/${pageKeySlug(pageKey)}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: { xs: 2, md: 2.5 },
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.3fr) minmax(0, 1.3fr) auto' },
        alignItems: 'center',
      }}
      data-testid={`admin-site-page-${pageKey}`}
    >
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={editPath}
          underline="hover"
          sx={{ fontWeight: 700, fontSize: '1.05rem' }}
          data-testid="admin-site-page-name"
        >
          {name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {SITE_PAGE_PATHS[pageKey]}
        </Typography>
      </Box>
      <VersionCell label="PL" version={pl} />
      <VersionCell label="EN" version={en} fallsBack />
      <Stack direction="row" spacing={1} sx={{ justifySelf: { md: 'end' } }}>
        <Button size="small" variant="outlined" startIcon={<EditIcon />} component={RouterLink} to={editPath}>
          <Trans>Edit</Trans>
          <Box component="span" sx={visuallyHidden}>
            {name}
          </Box>
        </Button>
        <Button
          size="small"
          startIcon={<OpenInNewIcon />}
          href={`${APP_BASE}${SITE_PAGE_PATHS[pageKey]}`}
          target="_blank"
          rel="noopener"
        >
          <Trans>View</Trans>
          <Box component="span" sx={visuallyHidden}>
            {name} <Trans>(opens in a new tab)</Trans>
          </Box>
        </Button>
      </Stack>
    </Paper>
  );
}

function VersionCell({ label, version, fallsBack }: { label: string; version: Version | null; fallsBack?: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', minWidth: 0 }}>
      <Chip size="small" label={label} variant="outlined" sx={{ flex: 'none' }} />
      {version ? (
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{version.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            <Trans>Updated {formatDateTime(version.updatedAt)}</Trans>
          </Typography>
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {fallsBack ? <Trans>Not written yet: visitors see the Polish page</Trans> : <Trans>Not written yet</Trans>}
        </Typography>
      )}
    </Box>
  );
}
