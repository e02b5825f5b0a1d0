import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UndoIcon from '@mui/icons-material/Undo';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ValidationDetail } from '../../../shared/errors/graphqlErrors';
import { RichTextEditor } from '../../../shared/rich-text/RichTextEditor';
import { useToast } from '../../../shared/ui/toast';
import {
  EnumSelectField,
  RecordEditorForm,
  RecordEditorPage,
  useRecordEditor,
  type PictureChange,
  type SaveCallbacks,
} from '../../../shared/admin/recordEditor';
import { LANGUAGE_LABELS, LANGUAGES, initials, type Language } from './labels';

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
type Issues = Partial<Record<EditorKey | 'picture', ValidationDetail>>;

export type { PictureChange, SaveCallbacks };

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
  const { t } = useLingui();
  const { showToast } = useToast();
  const { texts, limits, testId } = config;
  const editor = useRecordEditor(saved, {
    pictureUrl,
    busy: saving || deleting,
    richText: 'text',
    serverFields: config.serverFields,
  });
  const { values, issues, formError, picture, setPicture, shownPicture, set, helper } = editor;
  const [textLength, setTextLength] = useState(0);

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

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!editor.accept(validate(), existing)) return;
    onSave(editor.changes(existing), picture, {
      onCompleted: () => {
        setPicture(null);
        showToast(existing ? t`Changes saved` : t`Saved`, 'success');
      },
      onError: editor.refused,
    });
  };

  return (
    <RecordEditorPage
      back={{ to: config.backTo, label: texts.backLabel }}
      title={existing ? saved.name || t`(untitled)` : texts.newTitle}
      links={
        saved.published ? (
          <Button
            component={RouterLink}
            to={config.publicPath}
            variant="outlined"
            startIcon={<OpenInNewIcon />}
            data-testid={`${testId}-open`}
          >
            {texts.publicLabel}
          </Button>
        ) : null
      }
      deletion={
        existing
          ? {
              testId: `${testId}-delete`,
              title: texts.deleteTitle,
              message: texts.deleteMessage,
              busy: deleting,
              onDelete,
            }
          : null
      }
    >
      <RecordEditorForm onSubmit={onSubmit} formError={formError} errorTestId={`${testId}-error`}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' } }}>
          <EnumSelectField
            label={t`Language`}
            value={values.language}
            options={LANGUAGES}
            labels={LANGUAGE_LABELS}
            onChange={(language) => set('language', language)}
            disabled={saving}
            testId={`${testId}-language`}
          />
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
              <input {...editor.pictureInput} data-testid={`${testId}-picture-input`} />
              <Button
                variant="outlined"
                startIcon={<ImageOutlinedIcon />}
                onClick={editor.pickPicture}
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
      </RecordEditorForm>
      {editor.prompt}
    </RecordEditorPage>
  );
}
