import type { ReactNode, SubmitEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { SectionHeading } from './authoring';
import { SaveButton } from './SaveBar';

/**
 * A small settings form in its own section of an authoring page (a lesson's title and quiz
 * threshold, a course's exam settings): heading, the form's error, a grid of fields and Save.
 * Exists so those forms look and behave the same.
 */
export function SettingsForm({
  headingId,
  heading,
  formLabel,
  columns,
  formError,
  errorTestId,
  saving,
  saveLabel,
  saveTestId,
  testId,
  onSubmit,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  /** The form's accessible name. */
  formLabel: string;
  /** The fields' grid columns (CSS grid-template-columns per breakpoint). */
  columns: Record<string, string>;
  formError: string | null;
  errorTestId?: string;
  saving: boolean;
  saveLabel: ReactNode;
  saveTestId: string;
  testId?: string;
  /** Called on submit (the page does not reload). */
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
      data-testid={testId}
    >
      <SectionHeading id={headingId}>{heading}</SectionHeading>
      <Box
        component="form"
        noValidate
        aria-label={formLabel}
        onSubmit={(event: SubmitEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {formError ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid={errorTestId}>
            {formError}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns, alignItems: 'start' }}>{children}</Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <SaveButton saving={saving} testId={saveTestId}>
            {saveLabel}
          </SaveButton>
        </Box>
      </Box>
    </Paper>
  );
}
