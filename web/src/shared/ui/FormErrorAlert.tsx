import Alert from '@mui/material/Alert';

/** A form's refusal (spec 8's message) above its fields, when there is one. */
export function FormErrorAlert({ error, testId }: { error: string | null; testId: string }) {
  return error ? (
    <Alert severity="error" data-testid={testId}>
      {error}
    </Alert>
  ) : null;
}
