import { graphql } from 'react-relay';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReferencesPageQuery } from '../../../__generated__/ReferencesPageQuery.graphql';
import { RichTextView } from '../../../shared/rich-text/RichTextView';
import { initials } from './labels';
import { PageIntro, PeopleSection, usePeoplePageQuery } from './PageIntro';

/** /references: the site page REFERENCES, then what clients say in the page's language. */
export default function ReferencesPage() {
  const { t } = useLingui();
  const data = usePeoplePageQuery<ReferencesPageQuery>(graphql`
    query ReferencesPageQuery($language: Language!) {
      sitePage(key: REFERENCES, language: $language) {
        title
        description
        content
      }
      references(language: $language) {
        id
        authorName
        authorRole
        content
        rating
        logo {
          thumbnailUrl
        }
      }
    }
  `);
  return (
    <>
      <PageIntro id="references-title" page={data.sitePage} fallbackTitle={t`References`} />
      <PeopleSection
        label={t`What our clients say`}
        people={data.references}
        testId="references"
        empty={<Trans>No references yet. Be the first to tell others how your training went.</Trans>}
        columns={{ gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}
      >
        {(reference) => (
          <Card
            key={reference.id}
            variant="outlined"
            component="figure"
            data-testid="reference-card"
            sx={{ m: 0, p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <FormatQuoteIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
              {reference.rating != null ? (
                <Rating
                  value={reference.rating}
                  readOnly
                  size="small"
                  aria-label={t`Rating: ${reference.rating} of 5`}
                  getLabelText={() => t`Rating: ${reference.rating} of 5`}
                  data-testid="reference-rating"
                />
              ) : null}
            </Box>
            <Box component="blockquote" sx={{ m: 0 }}>
              <RichTextView html={reference.content} sx={{ fontSize: '1.05rem', '& p:last-child': { mb: 0 } }} />
            </Box>
            <Box
              component="figcaption"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                mt: 'auto',
                pt: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              {reference.logo ? (
                <Box
                  component="img"
                  src={reference.logo.thumbnailUrl}
                  alt={t`Logo: ${reference.authorName}`}
                  sx={{ width: { xs: 80, sm: 120 }, height: 48, objectFit: 'contain', flexShrink: 0 }}
                />
              ) : (
                <Avatar sx={{ bgcolor: 'secondary.main', flexShrink: 0 }}>{initials(reference.authorName)}</Avatar>
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{reference.authorName}</Typography>
                {reference.authorRole ? (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {reference.authorRole}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          </Card>
        )}
      </PeopleSection>
    </>
  );
}
