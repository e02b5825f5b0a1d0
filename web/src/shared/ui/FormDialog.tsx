import { useState, type SubmitEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useLingui } from '@lingui/react/macro';
import { fieldErrors } from '../errors/graphqlErrors';
import { errorMessage } from '../errors/messages';
import { FormButtons } from '../ui/FormButtons';
import { serverIssues, type Issues } from '../validation/issues';

/**
 * An add/edit dialog around one form: title, content, Cancel and a submit button. It cannot be
 * closed while saving. `error` (a refused save) is shown above the fields.
 */
export function FormDialog({
  id,
  title,
  maxWidth,
  saving,
  error,
  submitLabel,
  dismiss = 'any',
  onSubmit,
  onClose,
  cancel,
  submitDisabled,
  children,
}: {
  /** The dialog's test id, its title's id and the submit button's test id (see {@link dialogIds}). */
  id: { dialog: string; title: string; submit: string };
  title: ReactNode;
  maxWidth: DialogProps['maxWidth'];
  saving: boolean;
  error?: string | null;
  submitLabel: ReactNode;
  /**
   * What closes it besides Cancel: 'any' (Escape and a click beside it), 'escape' (not a click
   * beside it, where typed data would be lost) or 'buttons' (only the buttons, as confirmations).
   */
  dismiss?: 'any' | 'escape' | 'buttons';
  onSubmit: (event: SubmitEvent) => void;
  onClose: () => void;
  /** Shown instead of the Cancel button (e.g. a button that stops an upload). */
  cancel?: ReactNode;
  /** The submit button is disabled for another reason than saving. */
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onClose={
        saving
          ? undefined
          : (_event, reason) => {
              if (dismiss !== 'any' && (reason === 'backdropClick' || dismiss === 'buttons')) return;
              onClose();
            }
      }
      aria-labelledby={id.title}
      maxWidth={maxWidth}
      fullWidth
      data-testid={id.dialog}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={id.title}>{title}</DialogTitle>
        <DialogContent>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          {children}
        </DialogContent>
        <DialogActions>
          <FormButtons
            busy={saving}
            onCancel={onClose}
            submitTestId={id.submit}
            submitDisabled={submitDisabled}
            cancel={cancel}
          >
            {submitLabel}
          </FormButtons>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The ids of a {@link FormDialog} named `name`: `{name}-dialog`, `{name}-dialog-title`, `{name}-save`. */
export function dialogIds(name: string) {
  return { dialog: `${name}-dialog`, title: `${name}-dialog-title`, submit: `${name}-save` };
}

/** A dialog form's per-field issues and its form-level error. */
export function useFormIssues<K extends string>() {
  const { i18n } = useLingui();
  const [issues, setIssues] = useState<Issues<K>>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    issues,
    setIssues,
    formError,
    setFormError,
    clear: (key: K) => setIssues((current) => ({ ...current, [key]: undefined })),
    /** Shows the client checks' issues (clearing the form error): true when the form may be sent. */
    accept: (found: Issues<K>) => {
      setFormError(null);
      setIssues(found);
      return Object.keys(found).length === 0;
    },
    /** A refused save: the server's field errors on their fields, anything else above the form. */
    refused: (error: Error) => {
      const details = fieldErrors(error);
      if (Object.keys(details).length) setIssues(serverIssues(details));
      else setFormError(errorMessage(i18n, error));
    },
  };
}

/**
 * A dialog form's text fields: their values and issues ({@link useFormIssues}), and the props that
 * wire one field to both, so a dialog lists its fields without a state and a handler per field.
 */
export function useDialogFields<K extends string>(prefix: string, initial: () => Record<K, string>) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const form = useFormIssues<K>();
  const set = (key: K, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    form.clear(key);
  };
  /** An {@link IssueTextField}'s props for `key`: `{prefix}-{name}` is its id and test id. */
  const field = (key: K, name: string) => ({
    id: `${prefix}-${name}`,
    testId: `${prefix}-${name}`,
    value: values[key],
    issue: form.issues[key],
    onValue: (value: string) => set(key, value),
  });
  return {
    ...form,
    values,
    field,
    /** The same for a MoneyField (which reports its text through `onChange`). */
    money: (key: K, name: string) => {
      const { onValue, ...props } = field(key, name);
      return { ...props, onChange: onValue };
    },
  };
}
