import { useEffect, useRef, useState, type ChangeEvent, type ReactNode, type SubmitEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { formRefusal } from '../errors/formRefusal';
import type { ValidationDetail } from '../errors/graphqlErrors';
import { errorMessage, validationMessage } from '../errors/messages';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { PageHeader } from '../ui/Page';
import { useToast } from '../ui/toast';
import { useUnsavedChangesPrompt } from '../ui/useUnsavedChangesPrompt';
import { enumOptions } from './editForm';

/**
 * The editor page of one record with texts and a picture (a blog post, a person, a reference):
 * new or stored, saved as a whole form, deleted after a confirmation. These pieces keep those
 * editors' state, header and refusals the same.
 */

/** A chosen picture to upload (with its preview) or the stored one to remove; null: unchanged. */
export type PictureChange = { kind: 'upload'; file: File; preview: string } | { kind: 'remove' } | null;

export interface SaveCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

const PICTURE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/**
 * The state of a record editor: the values against the saved ones, the issues per field (and of
 * the picture), the form's error, the picture change and the prompt before leaving unsaved changes.
 */
export function useRecordEditor<V extends object>(
  saved: V,
  {
    pictureUrl,
    busy,
    richText,
    serverFields,
  }: {
    /** The stored picture. */
    pictureUrl: string | null;
    /** Saving or deleting: leaving then does not ask. */
    busy: boolean;
    /** The rich-text field, sent as written (the other texts are trimmed). */
    richText: keyof V;
    /** Server field names → the editor's (for VALIDATION_FAILED details); none: the same names. */
    serverFields?: Record<string, keyof V | 'picture'>;
  },
) {
  type Key = keyof V & string;
  type Issues = Partial<Record<Key | 'picture', ValidationDetail>>;
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [values, setValues] = useState<V>(saved);
  const [picture, setPicture] = useState<PictureChange>(null);
  const [issues, setIssues] = useState<Issues>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const changedKeys = (Object.keys(values) as Key[]).filter((key) => values[key] !== saved[key]);
  const dirty = changedKeys.length > 0 || picture !== null;
  const prompt = useUnsavedChangesPrompt(dirty && !busy);

  // The preview of a chosen file lives as long as the choice.
  useEffect(() => {
    const url = picture?.kind === 'upload' ? picture.preview : null;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [picture]);

  const choosePicture = (file: File | undefined) => {
    if (!file) return;
    if (!/\.(png|jpe?g)$/i.test(file.name)) {
      setIssues((current) => ({ ...current, picture: { field: 'picture', code: 'invalid_value' } }));
      return;
    }
    setIssues((current) => ({ ...current, picture: undefined }));
    setPicture({ kind: 'upload', file, preview: URL.createObjectURL(file) });
  };

  return {
    values,
    issues,
    formError,
    picture,
    setPicture,
    dirty,
    prompt,
    /** The picture shown: the chosen file's preview, none when removed, else the stored one. */
    shownPicture: picture?.kind === 'upload' ? picture.preview : picture?.kind === 'remove' ? null : pictureUrl,
    /** Sets a field and clears its issue. */
    set: <K extends Key>(key: K, value: V[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setIssues((current) => ({ ...current, [key]: undefined }));
    },
    /** A field's issue as its helper text. */
    helper: (key: Key) => {
      const issue = issues[key];
      return issue ? validationMessage(i18n, issue.code, issue.max) : undefined;
    },
    /**
     * Whether the form may be sent: the client checks' issues are shown on their fields, and a
     * stored record without changes says so instead.
     */
    accept: (found: Issues, existing: boolean) => {
      setFormError(null);
      if (Object.keys(found).length > 0) {
        setIssues(found);
        setFormError(t`Invalid form. Correct the marked fields`);
        return false;
      }
      if (existing && !dirty) {
        showToast(t`No changes to save`, 'info');
        return false;
      }
      return true;
    },
    /** What a save sends: the changed fields of a stored record (all of a new one), texts trimmed. */
    changes: (existing: boolean): Partial<V> => {
      const changes: Partial<V> = {};
      for (const key of existing ? changedKeys : (Object.keys(values) as Key[])) {
        const value = values[key];
        changes[key] = (typeof value === 'string' && key !== richText ? value.trim() : value) as V[Key];
      }
      return changes;
    },
    /** A refused save: the server's field issues on their fields and the form's message. */
    refused: (error: Error) => {
      const refusal = formRefusal<Key | 'picture'>(
        i18n,
        error,
        serverFields as Partial<Record<string, Key | 'picture'>> | undefined,
      );
      if (refusal.marked) setIssues(refusal.issues);
      setFormError(refusal.form);
    },
    /** The hidden file input of the picture (give it its test id) and what opens it. */
    pictureInput: {
      ref: fileInput,
      type: 'file',
      accept: PICTURE_ACCEPT,
      hidden: true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        choosePicture(event.target.files?.[0]);
        event.target.value = '';
      },
    },
    pickPicture: () => fileInput.current?.click(),
  };
}

/**
 * A record editor's page: the back link, the title with the stored record's links and Delete,
 * the form, and the delete confirmation (its error is toasted; `onDelete`'s caller moves on).
 */
export function RecordEditorPage({
  back,
  title,
  subtitle,
  links,
  deletion,
  children,
}: {
  back: { to: string; label: ReactNode };
  title: ReactNode;
  subtitle?: ReactNode;
  /** The stored record's public pages. */
  links?: ReactNode;
  /** A stored record's delete (none for a new one). */
  deletion: {
    testId: string;
    title: ReactNode;
    message: ReactNode;
    busy: boolean;
    onDelete: (callbacks: SaveCallbacks) => void;
  } | null;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const { showToast } = useToast();
  const [confirming, setConfirming] = useState(false);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        {back.label}
      </Button>
      <PageHeader
        longTitle
        title={title}
        subtitle={subtitle}
        actions={
          deletion ? (
            <>
              {links}
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setConfirming(true)}
                data-testid={deletion.testId}
              >
                <Trans>Delete</Trans>
              </Button>
            </>
          ) : undefined
        }
      />
      {children}
      {deletion ? (
        <ConfirmDialog
          open={confirming}
          title={deletion.title}
          message={deletion.message}
          confirmLabel={<Trans>Delete</Trans>}
          destructive
          busy={deletion.busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            deletion.onDelete({
              onCompleted: () => setConfirming(false),
              onError: (error) => {
                setConfirming(false);
                showToast(errorMessage(i18n, error), 'error');
              },
            })
          }
        />
      ) : null}
    </Container>
  );
}

/** A record editor's page for an id that does not (or no longer) exist. */
export function RecordNotFound({
  testId,
  title,
  message,
  backTo,
  backLabel,
}: {
  testId: string;
  title: ReactNode;
  message: ReactNode;
  backTo: string;
  backLabel: ReactNode;
}) {
  return (
    <Container maxWidth="md" sx={{ py: 5 }} data-testid={testId}>
      <PageHeader title={title} />
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      <Button component={RouterLink} to={backTo} variant="contained">
        {backLabel}
      </Button>
    </Container>
  );
}

/** A record editor's form: its fields in a column, the form's error above them. */
export function RecordEditorForm({
  onSubmit,
  formError,
  errorTestId,
  children,
}: {
  onSubmit: (event: SubmitEvent) => void;
  formError: string | null;
  errorTestId: string;
  children: ReactNode;
}) {
  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5}>
        {formError ? (
          <Alert severity="error" data-testid={errorTestId}>
            {formError}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}

/** A record editor's choice among labelled values (language, category, status), test id on its input. */
export function EnumSelectField<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
  disabled,
  helperText,
  testId,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, MessageDescriptor>;
  onChange: (value: T) => void;
  disabled: boolean;
  helperText?: ReactNode;
  testId: string;
}) {
  const { i18n } = useLingui();
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      disabled={disabled}
      helperText={helperText}
      slotProps={{ select: { inputProps: { 'data-testid': testId } } }}
    >
      {enumOptions(i18n, options, labels)}
    </TextField>
  );
}
