import type { ReactNode } from 'react';
import { useLazyLoadQuery, type GraphQLTaggedNode } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { contentLanguage } from '../../../shared/i18n/contentLanguage';
import { RichTextView } from '../../../shared/rich-text/RichTextView';
import { HeroBanner } from '../../../shared/ui/HeroBanner';

/** The page's query in the interface's language: its site page and its people. */
export function usePeoplePageQuery<Q extends OperationType>(query: GraphQLTaggedNode): Q['response'] {
  const { i18n } = useLingui();
  return useLazyLoadQuery<Q>(query, { language: contentLanguage(i18n.locale) } as Q['variables'], {
    fetchPolicy: 'store-and-network',
  });
}

/**
 * The page's opening from its editable site page (title, lead, rich text): a banner, then the text;
 * `fallbackTitle` while an admin has not given it a title.
 */
export function PageIntro({
  id,
  page: { title, description, content },
  fallbackTitle,
}: {
  id: string;
  page: { readonly title: string; readonly description: string; readonly content: string };
  fallbackTitle: string;
}) {
  return (
    <>
      <HeroBanner id={id} title={title || fallbackTitle} lead={description} leadWidth={760} />
      {content ? (
        <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 } }}>
          <RichTextView html={content} sx={{ maxWidth: 860 }} data-testid={`${id}-content`} />
        </Container>
      ) : null}
    </>
  );
}

/** The page's people as a grid of cards, or a line saying there are none yet. */
export function PeopleSection<T extends { readonly id: string }>({
  heading,
  labelledBy,
  label,
  people,
  testId,
  empty,
  columns,
  children,
}: {
  /** The section's h2 (its id: `labelledBy`), or else the section's `label`. */
  heading?: ReactNode;
  labelledBy?: string;
  label?: string;
  people: readonly T[];
  /** `${testId}-empty`, `${testId}-grid`. */
  testId: string;
  empty: ReactNode;
  columns: SxProps<Theme>;
  children: (person: T) => ReactNode;
}) {
  return (
    <Container
      component="section"
      maxWidth="lg"
      sx={{ py: { xs: 3, md: 5 } }}
      aria-labelledby={labelledBy}
      aria-label={label}
    >
      {heading}
      {people.length === 0 ? (
        <Typography color="text.secondary" data-testid={`${testId}-empty`}>
          {empty}
        </Typography>
      ) : (
        <Box data-testid={`${testId}-grid`} sx={[{ display: 'grid', gap: 3 }, columns as object]}>
          {people.map(children)}
        </Box>
      )}
    </Container>
  );
}
