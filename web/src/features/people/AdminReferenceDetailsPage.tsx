import { useMemo } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminReferenceDetailsPageQuery } from '../../__generated__/AdminReferenceDetailsPageQuery.graphql';
import type { AdminReferenceDetailsPageCreateMutation } from '../../__generated__/AdminReferenceDetailsPageCreateMutation.graphql';
import type { AdminReferenceDetailsPageUpdateMutation } from '../../__generated__/AdminReferenceDetailsPageUpdateMutation.graphql';
import type { AdminReferenceDetailsPageDeleteMutation } from '../../__generated__/AdminReferenceDetailsPageDeleteMutation.graphql';
import { contentLanguage } from '../../shared/i18n/contentLanguage';
import { PageHeader } from '../../shared/ui/Page';
import { useToast } from '../../shared/ui/toast';
import { LEAVE_WITHOUT_PROMPT } from '../../shared/ui/useUnsavedChangesPrompt';
import { ADMIN_REFERENCES_PATH, LIMITS, NEW, adminReferencePath, type Language } from './labels';
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
    testId: 'admin-reference',
    backTo: ADMIN_REFERENCES_PATH,
    publicPath: '/references',
    limits: { name: LIMITS.authorName, role: LIMITS.authorRole, text: LIMITS.content },
    textRequired: true,
    withRating: true,
    serverFields: {
      authorName: 'name',
      authorRole: 'role',
      content: 'text',
      rating: 'rating',
      language: 'language',
      logo: 'picture',
    },
    texts: {
      backLabel: <Trans>References</Trans>,
      newTitle: <Trans>New reference</Trans>,
      nameLabel: t`Author (person or company)`,
      roleLabel: t`Who the author is`,
      textLabel: t`What the client says`,
      pictureLabel: t`Logo`,
      pictureHelp: <Trans>The company's logo, .png, .jpg or .jpeg (optional).</Trans>,
      deleteTitle: <Trans>Delete this reference?</Trans>,
      deleteMessage: (
        <Trans>The reference and its logo are deleted from the References page. This cannot be undone.</Trans>
      ),
      publicLabel: <Trans>Open References</Trans>,
    },
  };
}

/** /admin/reference/:referenceId/details (ADMIN): one reference's editor; "new" adds a reference. */
export default function AdminReferenceDetailsPage() {
  const { referenceId = '' } = useParams();
  return referenceId === NEW ? <NewReference /> : <ExistingReference id={referenceId} />;
}

const CREATE = graphql`
  mutation AdminReferenceDetailsPageCreateMutation($input: CreateReferenceInput!) {
    createReference(input: $input) {
      id
      referenceId
    }
  }
`;
const UPDATE = graphql`
  mutation AdminReferenceDetailsPageUpdateMutation($input: UpdateReferenceInput!) {
    updateReference(input: $input) {
      id
      language
      authorName
      authorRole
      content
      rating
      published
      updatedAt
      logo {
        mediumUrl
      }
    }
  }
`;

const toInput = (changes: Partial<EditorValues>) => ({
  ...(changes.language !== undefined ? { language: changes.language } : {}),
  ...(changes.name !== undefined ? { authorName: changes.name } : {}),
  ...(changes.role !== undefined ? { authorRole: changes.role } : {}),
  ...(changes.text !== undefined ? { content: changes.text } : {}),
  ...(changes.rating !== undefined ? { rating: changes.rating } : {}),
  ...(changes.published !== undefined ? { published: changes.published } : {}),
});
const uploadOf = (picture: PictureChange) => (picture?.kind === 'upload' ? { 'input.logo': picture.file } : undefined);

function NewReference() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const config = useConfig();
  const [create, creating] = useMutation<AdminReferenceDetailsPageCreateMutation>(CREATE);
  const saved = useMemo<EditorValues>(
    () => ({ language: contentLanguage(i18n.locale), name: '', role: '', text: '', published: true, rating: 5 }),
    // The language is chosen once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const onSave = (changes: Partial<EditorValues>, picture: PictureChange, callbacks: SaveCallbacks) =>
    create({
      variables: {
        input: {
          language: changes.language ?? saved.language,
          authorName: changes.name ?? '',
          content: changes.text ?? '',
          ...toInput(changes),
          logo: picture?.kind === 'upload' ? null : undefined,
        },
      },
      uploadables: uploadOf(picture),
      onCompleted: (response) => {
        callbacks.onCompleted();
        // A new reference leads to its details page.
        void navigate(adminReferencePath(response.createReference.referenceId), {
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

function ExistingReference({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const config = useConfig();
  const data = useLazyLoadQuery<AdminReferenceDetailsPageQuery>(
    graphql`
      query AdminReferenceDetailsPageQuery($id: ID!) {
        reference(id: $id) {
          id
          language
          authorName
          authorRole
          content
          rating
          published
          updatedAt
          logo {
            mediumUrl
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  const [update, updating] = useMutation<AdminReferenceDetailsPageUpdateMutation>(UPDATE);
  const [remove, removing] = useMutation<AdminReferenceDetailsPageDeleteMutation>(graphql`
    mutation AdminReferenceDetailsPageDeleteMutation($id: ID!) {
      deleteReference(id: $id) @deleteRecord
    }
  `);
  const reference = data.reference;
  if (!reference) {
    return (
      <Container maxWidth="md" sx={{ py: 5 }} data-testid="admin-reference-not-found">
        <PageHeader title={<Trans>Reference not found</Trans>} />
        <Typography sx={{ mb: 2 }}>
          <Trans>This reference does not exist or has been deleted.</Trans>
        </Typography>
        <Button component={RouterLink} to={ADMIN_REFERENCES_PATH} variant="contained">
          <Trans>Back to references</Trans>
        </Button>
      </Container>
    );
  }
  const saved: EditorValues = {
    language: reference.language as Language,
    name: reference.authorName,
    role: reference.authorRole,
    text: reference.content,
    published: reference.published,
    rating: reference.rating ?? null,
  };
  return (
    <PeopleEditor
      // A save remounts the form with the stored values (and nothing left to save).
      key={reference.updatedAt}
      config={config}
      saved={saved}
      pictureUrl={reference.logo?.mediumUrl ?? null}
      existing
      saving={updating}
      deleting={removing}
      onSave={(changes, picture, callbacks) =>
        update({
          variables: {
            input: {
              id: reference.id,
              ...toInput(changes),
              ...(picture?.kind === 'upload' ? { logo: null } : {}),
              ...(picture?.kind === 'remove' ? { removeLogo: true } : {}),
            },
          },
          uploadables: uploadOf(picture),
          ...callbacks,
        })
      }
      onDelete={(callbacks) =>
        remove({
          variables: { id: reference.id },
          onCompleted: () => {
            callbacks.onCompleted();
            showToast(t`Reference deleted`, 'success');
            void navigate(ADMIN_REFERENCES_PATH, { state: LEAVE_WITHOUT_PROMPT });
          },
          onError: callbacks.onError,
        })
      }
    />
  );
}
