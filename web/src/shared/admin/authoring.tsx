import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../ui/Page';
import { ADMIN_COURSES_PATH, courseEditorPath as courseDetailsPath } from '../catalogue/paths';
import { NotFoundState as AdminNotFoundState } from './NotFoundState';

/**
 * The building blocks of the admin's course authoring pages (subjects, lessons, quizzes, the exam
 * question bank): the page with its breadcrumbs from the course list, sections, numbered lists,
 * empty states and icon actions.
 */

/** The admin's course list and a course's details page (relative to the router's /app base). */

export interface Crumb {
  to: string;
  label: ReactNode;
}

/**
 * An authoring page: breadcrumbs from the course list through the course and `crumbs` down to the
 * parent of this page (the last one doubles as the back link on phones), one h1, actions, then the content.
 */
export function AuthoringPage({
  course,
  crumbs = [],
  title,
  subtitle,
  actions,
  children,
}: {
  course: { id: string; title: string };
  crumbs?: readonly Crumb[];
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const courseTitle = course.title || t`(untitled)`;
  const path: Crumb[] = [
    { to: ADMIN_COURSES_PATH, label: <Trans>Courses</Trans> },
    { to: courseDetailsPath(course.id), label: courseTitle },
    ...crumbs,
  ];
  const parent = path[path.length - 1];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Breadcrumbs
        aria-label={t`Breadcrumbs`}
        sx={{ mb: 1, display: { xs: 'none', sm: 'block' }, '& li': { minWidth: 0 } }}
        data-testid="authoring-breadcrumbs"
      >
        {path.map((crumb, index) => (
          <Link key={index} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ))}
        <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      </Breadcrumbs>
      {parent ? (
        <Button
          component={RouterLink}
          to={parent.to}
          startIcon={<ArrowBackIcon />}
          size="small"
          sx={{ mb: 1, ml: -1, display: { xs: 'inline-flex', sm: 'none' }, textAlign: 'left' }}
        >
          {parent.label}
        </Button>
      ) : null}
      <PageHeader title={title} subtitle={subtitle} actions={actions} longTitle />
      {children}
    </Container>
  );
}

/** What an authoring page shows for an id that does not (or no longer) exist: the way back leads to the courses. */
export function NotFoundState({ title, message }: { title: ReactNode; message: ReactNode }) {
  return (
    <AdminNotFoundState
      title={title}
      message={message}
      backTo={ADMIN_COURSES_PATH}
      backLabel={<Trans>Back to courses</Trans>}
    />
  );
}

/** What the admin's course pages show for a course id that does not (or no longer) exist. */
export function CourseNotFound() {
  return (
    <NotFoundState
      title={<Trans>Course not found</Trans>}
      message={<Trans>This course does not exist or has been deleted.</Trans>}
    />
  );
}

/** A muted message in a bordered box where a list has no rows yet. */
export function EmptyState({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, textAlign: 'center', color: 'text.secondary', borderStyle: 'dashed' }}
      data-testid={testId}
    >
      {children}
    </Paper>
  );
}

export { IconAction } from './IconAction';

/** The list element around {@link NumberedRow}s (or other cards of an ordered list). */
export function NumberedList({ label, gap = 1, children }: { label: string; gap?: number; children: ReactNode }) {
  return (
    <Box component="ol" aria-label={label} sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap }}>
      {children}
    </Box>
  );
}

/** The h2 of a section of an authoring page (its id names the section), with the section's actions beside it. */
export function SectionHeading({ id, children, actions }: { id: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem', mr: 'auto' }}>
        {children}
      </Typography>
      {actions}
    </Box>
  );
}
