import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RichTextView } from '../../../shared/rich-text/RichTextView';

/** The page's opening from its editable site page (title, lead, rich text): a banner, then the text. */
export function PageIntro({
  id,
  title,
  description,
  content,
}: {
  id: string;
  title: string;
  description: string;
  content: string;
}) {
  return (
    <>
      <Box
        component="section"
        aria-labelledby={id}
        sx={{
          background: 'linear-gradient(135deg, #0b2545 0%, #0b2545 40%, #075985 100%)',
          color: '#fff',
          py: { xs: 3, md: 5 },
        }}
      >
        <Container maxWidth="lg">
          <Typography id={id} variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.25rem' }, mb: description ? 1 : 0 }}>
            {title}
          </Typography>
          {description ? <Typography sx={{ color: '#e0f2fe', maxWidth: 760 }}>{description}</Typography> : null}
        </Container>
      </Box>
      {content ? (
        <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 } }}>
          <RichTextView html={content} sx={{ maxWidth: 860 }} data-testid={`${id}-content`} />
        </Container>
      ) : null}
    </>
  );
}
