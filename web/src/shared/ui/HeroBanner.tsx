import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/**
 * The dark banner at the top of a public page (catalogue, blog, about us …): the page's only h1,
 * an optional lead, and what a page adds below them (filters).
 */
export function HeroBanner({
  id,
  title,
  lead,
  leadWidth = 720,
  titleTestId,
  children,
}: {
  /** The title's id, which names the section. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  leadWidth?: number;
  titleTestId?: string;
  children?: ReactNode;
}) {
  return (
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
        <Typography
          id={id}
          variant="h1"
          sx={{ fontSize: { xs: '1.6rem', md: '2.25rem' }, mb: lead ? 1 : 0 }}
          data-testid={titleTestId}
        >
          {title}
        </Typography>
        {lead ? <Typography sx={{ color: '#e0f2fe', maxWidth: leadWidth }}>{lead}</Typography> : null}
        {children}
      </Container>
    </Box>
  );
}
