import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UndoIcon from '@mui/icons-material/Undo';
import { Trans, useLingui } from '@lingui/react/macro';
import { formRefusal } from '../../shared/errors/formRefusal';
import type { ValidationDetail } from '../../shared/errors/graphqlErrors';
import { errorMessage, validationMessage } from '../../shared/errors/messages';
import { RichTextEditor } from '../../shared/rich-text/RichTextEditor';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { PageHeader } from '../../shared/ui/Page';
import { useToast } from '../../shared/ui/toast';
import { useUnsavedChangesPrompt } from '../../shared/ui/useUnsavedChangesPrompt';
import { LANGUAGE_LABELS, LANGUAGES, initials, type Language } from './labels';

const PICTURE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/** The fields both editors share (a person: name, position, bio; a reference: author, role, quote, stars). */
export interface EditorValues {
  language: Language;
  name: string;
  role: string;
  text: string;
  published: boolean;
  rating: number | null;
}
export type EditorKey = keyof EditorValues;
export type PictureChange = { kind: 'upload'; file: File; preview: string } | { kind: 'remove' } | null;
type Issues = Partial<Record<EditorKey | 'picture', ValidationDetail>>;

export interface SaveCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

export interface EditorTexts {
  backLabel: ReactNode;
  newTitle: ReactNode;
  nameLabel: string;
  roleLabel: string;
  textLabel: string;
  pictureLabel: string;
  pictureHelp: ReactNode;
  deleteTitle: ReactNode;
  deleteMessage: ReactNode;
  publicLabel: ReactNode;
}

export interface EditorConfig {
  /** Prefix of test ids. */
  testId: string;
  backTo: string;
  publicPath: string;
  texts: EditorTexts;
  limits: { name: number; role: number; text: number };
  /** The quote of a reference must say something; a bio may be empty. */
  textRequired: boolean;
  withRating: boolean;
  /** Server field names → editor keys (for VALIDATION_FAILED details). */
  serverFields: Record<string, EditorKey | 'picture'>;
}

/**
 * The details editor of a person or a reference: texts, language, rich text, the picture
 * (upload with preview, or remove), published, stars; validation before sending, the server's
 * field errors on the fields, a prompt before leaving with unsaved changes, delete with confirmation.
 */
export function PeopleEditor({
  config,
  saved,
  pictureUrl,
  existing,
  saving,
  deleting,
  onSave,
  onDelete,
}: {
  config: EditorConfig;
  saved: EditorValues;
  pictureUrl: string | null;
  /** False: a new record (created on save). */
  existing: boolean;
  saving: boolean;
  deleting: boolean;
  onSave: (changes: Partial<EditorValues>, picture: PictureChange, callbacks: SaveCallbacks) => void;
  onDelete: (callbacks: SaveCallbacks) => void;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const { texts, limits, testId } = config;
  const [values, setValues] = useState<EditorValues>(saved);
  const [picture, setPicture] = useState<PictureChange>(null);
  const [issues, setIssues] = useState<Issues>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [textLength, setTextLength] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const changedKeys = (Object.keys(values) as EditorKey[]).filter((key) => values[key] !== saved[key]);
  const dirty = changedKeys.length > 0 || picture !== null;
  const prompt = useUnsavedChangesPrompt(dirty && !saving && !deleting);

  useEffect(() => {
    const url = picture?.kind === 'upload' ? picture.preview : null;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [picture]);

  const set = <K extends EditorKey>(key: K, value: EditorValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setIssues((current) => ({ ...current, [key]: undefined }));
  };

  const validate = (): Issues => {
    const found: Issues = {};
    const name = values.name.trim();
    if (!name) found.name = { field: 'name', code: 'required' };
    else if (name.length > limits.name) found.name = { field: 'name', code: 'max_length', max: limits.name };
    if (values.role.trim().length > limits.role) found.role = { field: 'role', code: 'max_length', max: limits.role };
    if (textLength > limits.text) found.text = { field: 'text', code: 'max_length', max: limits.text };
    else if (config.textRequired && !values.text.replace(/<[^>]*>/g, '').trim()) {
      found.text = { field: 'text', code: 'required' };
    }
    return found;
  };

  const refused = (error: Error) => {
    const refusal = formRefusal(i18n, error, config.serverFields);
    if (refusal.marked) setIssues(refusal.issues);
    setFormError(refusal.form);
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    if (Object.keys(found).length > 0) {
      setIssues(found);
      setFormError(t`Invalid form. Correct the marked fields`);
      return;
    }
    if (existing && !dirty) {
      showToast(t`No changes to save`, 'info');
      return;
    }
    const changes: Partial<EditorValues> = {};
    for (const key of existing ? changedKeys : (Object.keys(values) as EditorKey[])) {
      const value = values[key];
      (changes as Record<string, unknown>)[key] = typeof value === 'string' && key !== 'text' ? value.trim() : value;
    }
    onSave(changes, picture, {
      onCompleted: () => {
        setPicture(null);
        showToast(existing ? t`Changes saved` : t`Saved`, 'success');
      },
      onError: refused,
    });
  };

  const choosePicture = (file: File | undefined) => {
    if (!file) return;
    if (!/\.(png|jpe?g)$/i.test(file.name)) {
      setIssues((current) => ({ ...current, picture: { field: 'picture', code: 'invalid_value' } }));
      return;
    }
    setIssues((current) => ({ ...current, picture: undefined }));
    setPicture({ kind: 'upload', file, preview: URL.createObjectURL(file) });
  };

  const shownPicture = picture?.kind === 'upload' ? picture.preview : picture?.kind === 'remove' ? null : pictureUrl;
  const helper = (key: EditorKey) =>
    issues[key] ? validationMessage(i18n, issues[key]!.code, issues[key]!.max) : undefined;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={config.backTo} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        {texts.backLabel}
      </Button>
      <PageHeader
        longTitle
        title={existing ? saved.name || t`(untitled)` : texts.newTitle}
        actions={
          existing ? (
            <>
              {saved.published ? (
                <Button
                  component={RouterLink}
                  to={config.publicPath}
                  variant="outlined"
                  startIcon={<OpenInNewIcon />}
                  data-testid={`${testId}-open`}
                >
                  {texts.publicLabel}
                </Button>
              ) : null}
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setConfirmDelete(true)}
                data-testid={`${testId}-delete`}
              >
                <Trans>Delete</Trans>
              </Button>
            </>
          ) : undefined
        }
      />
      <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2.5}>
          {formError ? (
            <Alert severity="error" data-testid={`${testId}-error`}>
              {formError}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' } }}>
            <TextField
              select
              label={t`Language`}
              value={values.language}
              onChange={(event) => set('language', event.target.value as Language)}
              disabled={saving}
              slotProps={{ select: { inputProps: { 'data-testid': `${testId}-language` } } }}
            >
              {LANGUAGES.map((value) => (
                <MenuItem key={value} value={value}>
                  {i18n._(LANGUAGE_LABELS[value])}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={values.published}
                  onChange={(event) => set('published', event.target.checked)}
                  disabled={saving}
                  slotProps={{ input: { 'data-testid': `${testId}-published` } as object }}
                />
              }
              label={values.published ? t`Published` : t`Hidden`}
            />
          </Box>
          <TextField
            label={texts.nameLabel}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            required
            error={Boolean(issues.name)}
            helperText={helper('name') ?? `${values.name.trim().length}/${limits.name}`}
            disabled={saving}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-name`, maxLength: limits.name + 20 } }}
          />
          <TextField
            label={texts.roleLabel}
            value={values.role}
            onChange={(event) => set('role', event.target.value)}
            error={Boolean(issues.role)}
            helperText={helper('role') ?? `${values.role.trim().length}/${limits.role}`}
            disabled={saving}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-role`, maxLength: limits.role + 20 } }}
          />
          {config.withRating ? (
            <Box>
              <Typography component="legend" variant="body2" color="text.secondary" id={`${testId}-rating-label`}>
                <Trans>Rating</Trans>
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Rating
                  name={`${testId}-rating`}
                  value={values.rating}
                  onChange={(_event, value) => set('rating', value)}
                  disabled={saving}
                  getLabelText={(stars: number) => t`${stars} of 5 stars`}
                  aria-labelledby={`${testId}-rating-label`}
                  data-testid={`${testId}-rating`}
                />
                {values.rating != null ? (
                  <Button size="small" onClick={() => set('rating', null)} disabled={saving}>
                    <Trans>Clear rating</Trans>
                  </Button>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    <Trans>No rating</Trans>
                  </Typography>
                )}
              </Box>
              {issues.rating ? <FormHelperText error>{helper('rating')}</FormHelperText> : null}
            </Box>
          ) : null}
          <RichTextEditor
            id={`${testId}-text`}
            label={texts.textLabel}
            value={saved.text}
            onChange={(html, length) => {
              set('text', html);
              setTextLength(length);
            }}
            error={Boolean(issues.text)}
            helperText={helper('text')}
            maxLength={limits.text}
            disabled={saving}
            testId={`${testId}-text`}
          />
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {texts.pictureLabel}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Avatar
                src={shownPicture ?? undefined}
                alt={shownPicture ? texts.pictureLabel : undefined}
                variant={config.withRating ? 'rounded' : 'circular'}
                sx={{ width: 112, height: 112, fontSize: '2.2rem', bgcolor: 'grey.300', color: 'grey.900' }}
                slotProps={{ img: { style: { objectFit: config.withRating ? 'contain' : 'cover' } } }}
                data-testid={`${testId}-picture-preview`}
              >
                {shownPicture ? null : initials(values.name)}
              </Avatar>
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <input
                  ref={fileInput}
                  type="file"
                  accept={PICTURE_ACCEPT}
                  hidden
                  data-testid={`${testId}-picture-input`}
                  onChange={(event) => {
                    choosePicture(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
                <Button
                  variant="outlined"
                  startIcon={<ImageOutlinedIcon />}
                  onClick={() => fileInput.current?.click()}
                  disabled={saving}
                >
                  {shownPicture ? <Trans>Change picture</Trans> : <Trans>Choose a picture</Trans>}
                </Button>
                {picture ? (
                  <Button startIcon={<UndoIcon />} onClick={() => setPicture(null)} disabled={saving}>
                    <Trans>Undo</Trans>
                  </Button>
                ) : pictureUrl ? (
                  <Button
                    color="error"
                    startIcon={<DeleteOutlineIcon />}
                    onClick={() => setPicture({ kind: 'remove' })}
                    disabled={saving}
                    data-testid={`${testId}-picture-remove`}
                  >
                    <Trans>Remove picture</Trans>
                  </Button>
                ) : null}
              </Stack>
            </Box>
            <FormHelperText error={Boolean(issues.picture)}>
              {issues.picture ? <Trans>Choose a .png, .jpg or .jpeg file</Trans> : texts.pictureHelp}
            </FormHelperText>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={config.backTo}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="contained" disabled={saving} data-testid={`${testId}-save`}>
              {existing ? <Trans>Save changes</Trans> : <Trans>Create</Trans>}
            </Button>
          </Box>
        </Stack>
      </Paper>
      <ConfirmDialog
        open={confirmDelete}
        title={texts.deleteTitle}
        message={texts.deleteMessage}
        confirmLabel={<Trans>Delete</Trans>}
        destructive
        busy={deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          onDelete({
            onCompleted: () => setConfirmDelete(false),
            onError: (error) => {
              setConfirmDelete(false);
              showToast(errorMessage(i18n, error), 'error');
            },
          })
        }
      />
      {prompt}
    </Container>
  );
}
