import { graphql } from 'react-relay';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AboutUsPageQuery } from '../../../__generated__/AboutUsPageQuery.graphql';
import { RichTextView } from '../../../shared/rich-text/RichTextView';
import { initials } from './labels';
import { PageIntro, PeopleSection, usePeoplePageQuery } from './PageIntro';

/** /about-us: the academy's own words (site page ABOUT_US), then its people in the page's language. */
export default function AboutUsPage() {
  const { t } = useLingui();
  const data = usePeoplePageQuery<AboutUsPageQuery>(graphql`
    query AboutUsPageQuery($language: Language!) {
      sitePage(key: ABOUT_US, language: $language) {
        title
        description
        content
      }
      personnel(language: $language) {
        id
        fullName
        position
        description
        photo {
          mediumUrl
        }
      }
    }
  `);
  return (
    <>
      <PageIntro id="about-us-title" page={data.sitePage} fallbackTitle={t`About us`} />
      <PeopleSection
        labelledBy="team-title"
        heading={
          <Typography id="team-title" variant="h2" sx={{ fontSize: { xs: '1.35rem', md: '1.75rem' }, mb: 3 }}>
            <Trans>Our team</Trans>
          </Typography>
        }
        people={data.personnel}
        testId="personnel"
        empty={<Trans>Our team will introduce itself here soon.</Trans>}
        columns={{
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {(person) => (
          <Card
            key={person.id}
            variant="outlined"
            component="article"
            data-testid="personnel-card"
            sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <Avatar
                src={person.photo?.mediumUrl ?? undefined}
                alt={person.photo ? person.fullName : undefined}
                sx={{ width: 96, height: 96, fontSize: '2rem', bgcolor: 'primary.main', flexShrink: 0 }}
              >
                {initials(person.fullName)}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {person.fullName}
                </Typography>
                {person.position ? (
                  <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {person.position}
                  </Typography>
                ) : null}
              </Box>
            </Box>
            <RichTextView html={person.description} sx={{ '& p:last-child': { mb: 0 } }} />
          </Card>
        )}
      </PeopleSection>
    </>
  );
}
