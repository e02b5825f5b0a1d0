import { useRef, useState } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import { useLingui } from '@lingui/react/macro';
import { errorCode, fieldErrors } from '../errors/graphqlErrors';
import { errorMessage } from '../errors/messages';
import { useToast } from '../ui/toast';
import { focusFirstInvalid, serverIssues, type Issues } from './form';

/**
 * The state of an edit form (course, product): its values against the saved ones, the issues
 * per field and the form's error, with the same handling of a refused check or save.
 */
export function useEditForm<K extends string>(saved: Record<K, string>) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [values, setValues] = useState<Record<K, string>>(saved);
  const [issues, setIssues] = useState<Issues>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const invalid = (found: Issues) => {
    setIssues(found);
    setFormError(t`Invalid form. Correct the marked fields`);
    focusFirstInvalid(formRef.current);
  };

  return {
    values,
    issues,
    formError,
    formRef,
    /** Sets a field and clears its issue. */
    set: (name: K, value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setIssues((current) => ({ ...current, [name]: undefined }));
    },
    changed: (name: K) => values[name] !== saved[name],
    /** Some field differs from what was saved (the form's own extra state is the form's to add). */
    dirty: (Object.keys(saved) as K[]).some((name) => values[name] !== saved[name]),
    /** Shows the client checks' issues: true when the form may be sent. */
    accept: (found: Issues) => {
      setFormError(null);
      setIssues(found);
      if (!Object.keys(found).length) return true;
      invalid(found);
      return false;
    },
    noChanges: () => showToast(t`There are no changes to save`, 'info'),
    onSaved: () => showToast(t`Changes saved`, 'success'),
    /** A refused save: the server's field errors (as `adjust` renames them) on their fields, or the error. */
    refused: (error: Error, adjust?: (server: Issues) => void) => {
      const details = fieldErrors(error);
      if (Object.keys(details).length) {
        const server = serverIssues(details);
        adjust?.(server);
        invalid(server);
      } else {
        setFormError(errorMessage(i18n, error));
        if (!errorCode(error)) showToast(t`Operation failed. Try again later`, 'error');
      }
    },
  };
}

/** The form's error above its sections. */
export function FormErrorAlert({ error }: { error: string | null }) {
  return error ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="form-error">
      {error}
    </Alert>
  ) : null;
}

/** The options of a select over an enumeration, by their translated labels. */
export function enumOptions<T extends string>(i18n: I18n, values: readonly T[], labels: Record<T, MessageDescriptor>) {
  return values.map((value) => (
    <MenuItem key={value} value={value}>
      {i18n._(labels[value])}
    </MenuItem>
  ));
}

/** The options of the VAT rate select. */
export function vatRateOptions(rates: readonly number[]) {
  return rates.map((rate) => (
    <MenuItem key={rate} value={String(rate)}>
      {rate}%
    </MenuItem>
  ));
}
