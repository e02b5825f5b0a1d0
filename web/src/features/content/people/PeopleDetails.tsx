import { useMemo, type ReactNode } from 'react';
import { useMutation, type GraphQLTaggedNode } from 'react-relay';
import { useNavigate } from 'react-router';
import type { MutationParameters } from 'relay-runtime';
import { useLingui } from '@lingui/react/macro';
import { RecordNotFound } from '../../../shared/admin/recordEditor';
import { contentLanguage } from '../../../shared/i18n/contentLanguage';
import { useToast } from '../../../shared/ui/toast';
import { LEAVE_WITHOUT_PROMPT } from '../../../shared/ui/useUnsavedChangesPrompt';
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

/** The page's save mutation: it takes the editor's changes as `input`. */
interface InputMutation extends MutationParameters {
  readonly variables: { input: Record<string, unknown> };
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
export function NewPeopleRecord<M extends MutationParameters>({
  config,
  mutation,
  createdId,
}: {
  config: DetailsConfig;
  /** The create mutation (its `input` is built from the editor's values). */
  mutation: GraphQLTaggedNode;
  /** The new record's id (the one of its details page) in the mutation's response. */
  createdId: (response: M['response']) => string;
}) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [create, creating] = useMutation<InputMutation>(mutation);
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
      variables: {
        input: {
          // The required texts: empty unless written (the server says what is missing).
          ...config.toInput({ name: '', ...(config.textRequired ? { text: '' } : {}) }),
          ...config.toInput(changes),
          language: changes.language ?? saved.language,
          [config.picture]: picture?.kind === 'upload' ? null : undefined,
        },
      },
      uploadables: uploadOf(config, picture),
      onCompleted: (response) => {
        callbacks.onCompleted();
        // A new record leads to its details page.
        void navigate(config.pathOf(createdId(response)), { replace: true, state: LEAVE_WITHOUT_PROMPT });
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
  updateMutation,
  deleteMutation,
}: {
  config: DetailsConfig;
  record: DetailsRecord | null | undefined;
  /** The update mutation (`input`: the record's id and the editor's changes). */
  updateMutation: GraphQLTaggedNode;
  /** The delete mutation (`id`: the record's). */
  deleteMutation: GraphQLTaggedNode;
}) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [update, updating] = useMutation<InputMutation>(updateMutation);
  const [remove, removing] = useMutation<MutationParameters & { variables: { id: string } }>(deleteMutation);
  if (!record) {
    return (
      <RecordNotFound
        testId={`${config.testId}-not-found`}
        title={config.notFound.title}
        message={config.notFound.message}
        backTo={config.backTo}
        backLabel={config.notFound.back}
      />
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
          variables: {
            input: {
              id: record.id,
              ...config.toInput(changes),
              ...(picture?.kind === 'upload' ? { [config.picture]: null } : {}),
              ...(picture?.kind === 'remove' ? { [config.removePicture]: true } : {}),
            },
          },
          uploadables: uploadOf(config, picture),
          ...callbacks,
        })
      }
      onDelete={(callbacks) =>
        remove({
          variables: { id: record.id },
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
