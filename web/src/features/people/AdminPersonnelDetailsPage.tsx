import { useMemo } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminPersonnelDetailsPageQuery } from '../../__generated__/AdminPersonnelDetailsPageQuery.graphql';
import type { AdminPersonnelDetailsPageCreateMutation } from '../../__generated__/AdminPersonnelDetailsPageCreateMutation.graphql';
import type { AdminPersonnelDetailsPageUpdateMutation } from '../../__generated__/AdminPersonnelDetailsPageUpdateMutation.graphql';
import type { AdminPersonnelDetailsPageDeleteMutation } from '../../__generated__/AdminPersonnelDetailsPageDeleteMutation.graphql';
import { contentLanguage } from '../../shared/i18n/contentLanguage';
import { PageHeader } from '../../shared/ui/Page';
import { useToast } from '../../shared/ui/toast';
import { LEAVE_WITHOUT_PROMPT } from '../../shared/ui/useUnsavedChangesPrompt';
import { ADMIN_PERSONNEL_PATH, LIMITS, NEW, adminPersonnelPath, type Language } from './labels';
import {
  PeopleEditor,
  type EditorConfig,
  type EditorValues,
  type PictureChange,
  type SaveCallbacks,
} from './PeopleEditor';

function useConfig(): EditorConfig {
  const { t } = useLingui();
  return {
    testId: 'admin-personnel',
    backTo: ADMIN_PERSONNEL_PATH,
    publicPath: '/about-us',
    limits: { name: LIMITS.fullName, role: LIMITS.position, text: LIMITS.description },
    textRequired: false,
    withRating: false,
    serverFields: { fullName: 'name', position: 'role', description: 'text', language: 'language', photo: 'picture' },
    texts: {
      backLabel: <Trans>Personnel</Trans>,
      newTitle: <Trans>New person</Trans>,
      nameLabel: t`Full name`,
      roleLabel: t`Position`,
      textLabel: t`About the person`,
      pictureLabel: t`Photo`,
      pictureHelp: <Trans>A portrait, .png, .jpg or .jpeg; square pictures look best.</Trans>,
      deleteTitle: <Trans>Delete this person?</Trans>,
      deleteMessage: (
        <Trans>The person and their photo are deleted from the About us page. This cannot be undone.</Trans>
      ),
      publicLabel: <Trans>Open About us</Trans>,
    },
  };
}

/** /admin/personnel/:personnelId/details (ADMIN): one person's editor; "new" adds a person. */
export default function AdminPersonnelDetailsPage() {
  const { personnelId = '' } = useParams();
  return personnelId === NEW ? <NewPerson /> : <ExistingPerson id={personnelId} />;
}

const CREATE = graphql`
  mutation AdminPersonnelDetailsPageCreateMutation($input: CreatePersonnelInput!) {
    createPersonnel(input: $input) {
      id
      personnelId
    }
  }
`;
const UPDATE = graphql`
  mutation AdminPersonnelDetailsPageUpdateMutation($input: UpdatePersonnelInput!) {
    updatePersonnel(input: $input) {
      id
      language
      fullName
      position
      description
      published
      updatedAt
      photo {
        mediumUrl
      }
    }
  }
`;

const toInput = (changes: Partial<EditorValues>) => ({
  ...(changes.language !== undefined ? { language: changes.language } : {}),
  ...(changes.name !== undefined ? { fullName: changes.name } : {}),
  ...(changes.role !== undefined ? { position: changes.role } : {}),
  ...(changes.text !== undefined ? { description: changes.text } : {}),
  ...(changes.published !== undefined ? { published: changes.published } : {}),
});
const uploadOf = (picture: PictureChange) => (picture?.kind === 'upload' ? { 'input.photo': picture.file } : undefined);

function NewPerson() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const config = useConfig();
  const [create, creating] = useMutation<AdminPersonnelDetailsPageCreateMutation>(CREATE);
  const saved = useMemo<EditorValues>(
    () => ({ language: contentLanguage(i18n.locale), name: '', role: '', text: '', published: true, rating: null }),
    // The language is chosen once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const onSave = (changes: Partial<EditorValues>, picture: PictureChange, callbacks: SaveCallbacks) =>
    create({
      variables: {
        input: {
          language: changes.language ?? saved.language,
          fullName: changes.name ?? '',
          ...toInput(changes),
          photo: picture?.kind === 'upload' ? null : undefined,
        },
      },
      uploadables: uploadOf(picture),
      onCompleted: (response) => {
        callbacks.onCompleted();
        // A new person leads to their details page.
        void navigate(adminPersonnelPath(response.createPersonnel.personnelId), {
          replace: true,
          state: LEAVE_WITHOUT_PROMPT,
        });
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

function ExistingPerson({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const config = useConfig();
  const data = useLazyLoadQuery<AdminPersonnelDetailsPageQuery>(
    graphql`
      query AdminPersonnelDetailsPageQuery($id: ID!) {
        personnelMember(id: $id) {
          id
          language
          fullName
          position
          description
          published
          updatedAt
          photo {
            mediumUrl
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  const [update, updating] = useMutation<AdminPersonnelDetailsPageUpdateMutation>(UPDATE);
  const [remove, removing] = useMutation<AdminPersonnelDetailsPageDeleteMutation>(graphql`
    mutation AdminPersonnelDetailsPageDeleteMutation($id: ID!) {
      deletePersonnel(id: $id) @deleteRecord
    }
  `);
  const person = data.personnelMember;
  if (!person) {
    return (
      <Container maxWidth="md" sx={{ py: 5 }} data-testid="admin-personnel-not-found">
        <PageHeader title={<Trans>Person not found</Trans>} />
        <Typography sx={{ mb: 2 }}>
          <Trans>This person does not exist or has been deleted.</Trans>
        </Typography>
        <Button component={RouterLink} to={ADMIN_PERSONNEL_PATH} variant="contained">
          <Trans>Back to personnel</Trans>
        </Button>
      </Container>
    );
  }
  const saved: EditorValues = {
    language: person.language as Language,
    name: person.fullName,
    role: person.position,
    text: person.description,
    published: person.published,
    rating: null,
  };
  return (
    <PeopleEditor
      // A save remounts the form with the stored values (and nothing left to save).
      key={person.updatedAt}
      config={config}
      saved={saved}
      pictureUrl={person.photo?.mediumUrl ?? null}
      existing
      saving={updating}
      deleting={removing}
      onSave={(changes, picture, callbacks) =>
        update({
          variables: {
            input: {
              id: person.id,
              ...toInput(changes),
              ...(picture?.kind === 'upload' ? { photo: null } : {}),
              ...(picture?.kind === 'remove' ? { removePhoto: true } : {}),
            },
          },
          uploadables: uploadOf(picture),
          ...callbacks,
        })
      }
      onDelete={(callbacks) =>
        remove({
          variables: { id: person.id },
          onCompleted: () => {
            callbacks.onCompleted();
            showToast(t`Person deleted`, 'success');
            void navigate(ADMIN_PERSONNEL_PATH, { state: LEAVE_WITHOUT_PROMPT });
          },
          onError: callbacks.onError,
        })
      }
    />
  );
}
