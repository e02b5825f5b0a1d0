import type { ReactNode } from 'react';
import Container, { type ContainerProps } from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

interface HeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /**
   * The title is data (a course's or a product's name) and may be long: it takes the row's width
   * first, wraps anywhere and starts smaller on phones.
   */
  longTitle?: boolean;
}

interface Props extends Omit<HeaderProps, 'longTitle'> {
  maxWidth?: ContainerProps['maxWidth'];
  children?: ReactNode;
}

/** A page body: one h1, an optional lead, actions on the right, then the content. */
export function Page({ title, subtitle, actions, maxWidth = 'lg', children }: Props) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </Container>
  );
}

/** A page's heading row: one h1 with an optional lead, and its actions on the right (below on narrow screens). */
export function PageHeader({ title, subtitle, actions, longTitle = false }: HeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        mb: 3,
      }}
    >
      <Box sx={longTitle ? { minWidth: 0, flex: '1 1 320px' } : undefined}>
        <Typography
          variant="h1"
          sx={
            longTitle
              ? { fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }
              : { fontSize: { xs: '1.6rem', md: '2rem' } }
          }
        >
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
