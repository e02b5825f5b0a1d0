import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminReferenceDetailsPageQuery } from '../../__generated__/AdminReferenceDetailsPageQuery.graphql';
import type { AdminReferenceDetailsPageCreateMutation } from '../../__generated__/AdminReferenceDetailsPageCreateMutation.graphql';
import type { AdminReferenceDetailsPageUpdateMutation } from '../../__generated__/AdminReferenceDetailsPageUpdateMutation.graphql';
import type { AdminReferenceDetailsPageDeleteMutation } from '../../__generated__/AdminReferenceDetailsPageDeleteMutation.graphql';
import { ADMIN_REFERENCES_PATH, LIMITS, NEW, adminReferencePath, type Language } from './labels';
import { ExistingPeopleRecord, NewPeopleRecord, type DetailsConfig } from './PeopleDetails';

function useConfig(): DetailsConfig {
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
    picture: 'logo',
    removePicture: 'removeLogo',
    newRating: 5,
    pathOf: adminReferencePath,
    toInput: (changes) => ({
      ...(changes.language !== undefined ? { language: changes.language } : {}),
      ...(changes.name !== undefined ? { authorName: changes.name } : {}),
      ...(changes.role !== undefined ? { authorRole: changes.role } : {}),
      ...(changes.text !== undefined ? { content: changes.text } : {}),
      ...(changes.rating !== undefined ? { rating: changes.rating } : {}),
      ...(changes.published !== undefined ? { published: changes.published } : {}),
    }),
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
    notFound: {
      title: <Trans>Reference not found</Trans>,
      message: <Trans>This reference does not exist or has been deleted.</Trans>,
      back: <Trans>Back to references</Trans>,
    },
    deleted: t`Reference deleted`,
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

function NewReference() {
  const config = useConfig();
  const [create, creating] = useMutation<AdminReferenceDetailsPageCreateMutation>(CREATE);
  return (
    <NewPeopleRecord
      config={config}
      creating={creating}
      create={({ input, uploadables, onCreated, onError }) =>
        create({
          variables: { input: input as AdminReferenceDetailsPageCreateMutation['variables']['input'] },
          uploadables,
          onCompleted: (response) => onCreated(response.createReference.referenceId),
          onError,
        })
      }
    />
  );
}

function ExistingReference({ id }: { id: string }) {
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
  return (
    <ExistingPeopleRecord
      config={config}
      record={
        reference && {
          id: reference.id,
          updatedAt: reference.updatedAt,
          pictureUrl: reference.logo?.mediumUrl ?? null,
          values: {
            language: reference.language as Language,
            name: reference.authorName,
            role: reference.authorRole,
            text: reference.content,
            published: reference.published,
            rating: reference.rating ?? null,
          },
        }
      }
      updating={updating}
      removing={removing}
      update={({ input, uploadables, ...callbacks }) =>
        update({
          variables: { input: input as AdminReferenceDetailsPageUpdateMutation['variables']['input'] },
          uploadables,
          ...callbacks,
        })
      }
      remove={(callbacks) => reference && remove({ variables: { id: reference.id }, ...callbacks })}
    />
  );
}
