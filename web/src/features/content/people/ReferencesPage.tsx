import { graphql, useLazyLoadQuery } from 'react-relay';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReferencesPageQuery } from '../../../__generated__/ReferencesPageQuery.graphql';
import { contentLanguage } from '../../../shared/i18n/contentLanguage';
import { RichTextView } from '../../../shared/rich-text/RichTextView';
import { initials } from './labels';
import { PageIntro } from './PageIntro';

/** /references: the site page REFERENCES, then what clients say in the page's language. */
export default function ReferencesPage() {
  const { t, i18n } = useLingui();
  const data = useLazyLoadQuery<ReferencesPageQuery>(
    graphql`
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
    `,
    { language: contentLanguage(i18n.locale) },
    { fetchPolicy: 'store-and-network' },
  );
  const page = data.sitePage;
  return (
    <>
      <PageIntro
        id="references-title"
        title={page.title || t`References`}
        description={page.description}
        content={page.content}
      />
      <Container component="section" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} aria-label={t`What our clients say`}>
        {data.references.length === 0 ? (
          <Typography color="text.secondary" data-testid="references-empty">
            <Trans>No references yet. Be the first to tell others how your training went.</Trans>
          </Typography>
        ) : (
          <Box
            data-testid="references-grid"
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            {data.references.map((reference) => (
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
            ))}
          </Box>
        )}
      </Container>
    </>
  );
}
