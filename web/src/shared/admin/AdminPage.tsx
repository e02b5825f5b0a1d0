import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container, { type ContainerProps } from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageHeader } from '../ui/Page';

/** An admin edit page: a link back to its list, one h1, actions on the right, then the content. */
export function AdminPage({
  back,
  title,
  subtitle,
  actions,
  maxWidth = 'lg',
  children,
}: {
  back?: { to: string; label: ReactNode };
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  children?: ReactNode;
}) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 2, md: 4 } }}>
      {back ? (
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1, ml: -1 }}>
          {back.label}
        </Button>
      ) : null}
      <PageHeader title={title} subtitle={subtitle} actions={actions} longTitle />
      {children}
    </Container>
  );
}
