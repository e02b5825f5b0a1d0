import type { InputHTMLAttributes, ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { issueText, type FieldIssue } from './form';

/**
 * A dialog's text field that reports its text and shows its issue (marked in error, the issue's
 * message in place of the `hint`); `testId` and `htmlInput` go on the input element.
 */
export function IssueTextField({
  issue,
  hint,
  onValue,
  testId,
  htmlInput,
  slotProps,
  ...field
}: Omit<TextFieldProps, 'onChange' | 'error' | 'helperText' | 'slotProps'> & {
  issue: FieldIssue | undefined;
  hint?: ReactNode;
  onValue: (value: string) => void;
  testId: string;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  slotProps?: Pick<NonNullable<TextFieldProps['slotProps']>, 'input' | 'inputLabel'>;
}) {
  const { i18n } = useLingui();
  return (
    <TextField
      {...field}
      onChange={(event) => onValue(event.target.value)}
      error={Boolean(issue)}
      helperText={issueText(i18n, issue) ?? hint}
      slotProps={{ ...slotProps, htmlInput: { ...htmlInput, 'data-testid': testId } }}
    />
  );
}
