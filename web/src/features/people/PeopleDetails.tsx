import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { contentLanguage } from '../../shared/i18n/contentLanguage';
import { PageHeader } from '../../shared/ui/Page';
import { useToast } from '../../shared/ui/toast';
import { LEAVE_WITHOUT_PROMPT } from '../../shared/ui/useUnsavedChangesPrompt';
import {
  PeopleEditor,
  type EditorConfig,
  type EditorValues,
  type PictureChange,
  type SaveCallbacks,
} from './PeopleEditor';

/** What a details page (a person's, a reference's) adds to its editor's config; its texts stay in the page. */
export interface DetailsConfig extends EditorConfig {
  /** The input field of the picture (`photo`) and the one that removes it (`removePhoto`). */
  picture: string;
  removePicture: string;
  /** A new record's stars (null: none). */
  newRating: number | null;
  /** The details page of a record. */
  pathOf: (id: string) => string;
  /** The editor's changes as the mutations' input fields. */
  toInput: (changes: Partial<EditorValues>) => Record<string, unknown>;
  notFound: { title: ReactNode; message: ReactNode; back: ReactNode };
  /** The toast after a delete. */
  deleted: string;
}

/** What the page's mutation gets: the input and the files sent with it. */
export interface MutationArgs {
  input: Record<string, unknown>;
  uploadables: Record<string, File> | undefined;
}

/** A record as the page's query read it, in the editor's terms. */
export interface DetailsRecord {
  id: string;
  updatedAt: string;
  values: EditorValues;
  pictureUrl: string | null;
}

const uploadOf = (config: DetailsConfig, picture: PictureChange) =>
  picture?.kind === 'upload' ? { [`input.${config.picture}`]: picture.file } : undefined;

/** The editor of a new record: created on save, then its details page replaces the form. */
export function NewPeopleRecord({
  config,
  creating,
  create,
}: {
  config: DetailsConfig;
  creating: boolean;
  create: (args: MutationArgs & { onCreated: (id: string) => void; onError: (error: Error) => void }) => void;
}) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const saved = useMemo<EditorValues>(
    () => ({
      language: contentLanguage(i18n.locale),
      name: '',
      role: '',
      text: '',
      published: true,
      rating: config.newRating,
    }),
    // The language is chosen once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const onSave = (changes: Partial<EditorValues>, picture: PictureChange, callbacks: SaveCallbacks) =>
    create({
      input: {
        // The required texts: empty unless written (the server says what is missing).
        ...config.toInput({ name: '', ...(config.textRequired ? { text: '' } : {}) }),
        ...config.toInput(changes),
        language: changes.language ?? saved.language,
        [config.picture]: picture?.kind === 'upload' ? null : undefined,
      },
      uploadables: uploadOf(config, picture),
      onCreated: (id) => {
        callbacks.onCompleted();
        // A new record leads to its details page.
        void navigate(config.pathOf(id), { replace: true, state: LEAVE_WITHOUT_PROMPT });
      },
      onError: callbacks.onError,
    });
  return (
    <PeopleEditor
      config={config}
      saved={saved}
      pictureUrl={null}
      existing={false}
      saving={creating}
      deleting={false}
      onSave={onSave}
      onDelete={() => undefined}
    />
  );
}

/** The editor of a stored record (or, when there is none, a page that says so). */
export function ExistingPeopleRecord({
  config,
  record,
  updating,
  removing,
  update,
  remove,
}: {
  config: DetailsConfig;
  record: DetailsRecord | null | undefined;
  updating: boolean;
  removing: boolean;
  update: (args: MutationArgs & SaveCallbacks) => void;
  remove: (callbacks: SaveCallbacks) => void;
}) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  if (!record) {
    return (
      <Container maxWidth="md" sx={{ py: 5 }} data-testid={`${config.testId}-not-found`}>
        <PageHeader title={config.notFound.title} />
        <Typography sx={{ mb: 2 }}>{config.notFound.message}</Typography>
        <Button component={RouterLink} to={config.backTo} variant="contained">
          {config.notFound.back}
        </Button>
      </Container>
    );
  }
  return (
    <PeopleEditor
      // A save remounts the form with the stored values (and nothing left to save).
      key={record.updatedAt}
      config={config}
      saved={record.values}
      pictureUrl={record.pictureUrl}
      existing
      saving={updating}
      deleting={removing}
      onSave={(changes, picture, callbacks) =>
        update({
          input: {
            id: record.id,
            ...config.toInput(changes),
            ...(picture?.kind === 'upload' ? { [config.picture]: null } : {}),
            ...(picture?.kind === 'remove' ? { [config.removePicture]: true } : {}),
          },
          uploadables: uploadOf(config, picture),
          ...callbacks,
        })
      }
      onDelete={(callbacks) =>
        remove({
          onCompleted: () => {
            callbacks.onCompleted();
            showToast(config.deleted, 'success');
            void navigate(config.backTo, { state: LEAVE_WITHOUT_PROMPT });
          },
          onError: callbacks.onError,
        })
      }
    />
  );
}
