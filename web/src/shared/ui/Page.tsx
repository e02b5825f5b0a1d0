import type { ReactNode } from 'react';
import Container, { type ContainerProps } from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  children?: ReactNode;
}

/** A page body: one h1, an optional lead, actions on the right, then the content. */
export function Page({ title, subtitle, actions, maxWidth = 'lg', children }: Props) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
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
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions}
      </Box>
      {children}
    </Container>
  );
}
