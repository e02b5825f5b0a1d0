import { graphql, readInlineData, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminReferenceDetailsPageQuery } from '../../../__generated__/AdminReferenceDetailsPageQuery.graphql';
import type { AdminReferenceDetailsPage_reference$key } from '../../../__generated__/AdminReferenceDetailsPage_reference.graphql';
import type { AdminReferenceDetailsPageCreateMutation } from '../../../__generated__/AdminReferenceDetailsPageCreateMutation.graphql';
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
  const config = useConfig();
  return referenceId === NEW ? (
    <NewPeopleRecord<AdminReferenceDetailsPageCreateMutation>
      config={config}
      mutation={CREATE}
      createdId={(response) => response.createReference.referenceId}
    />
  ) : (
    <ExistingReference config={config} id={referenceId} />
  );
}

/** What the editor shows of a reference: the query reads it, a save reads it back. */
const FIELDS = graphql`
  fragment AdminReferenceDetailsPage_reference on Reference @inline {
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
`;
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
      ...AdminReferenceDetailsPage_reference
    }
  }
`;
const DELETE = graphql`
  mutation AdminReferenceDetailsPageDeleteMutation($id: ID!) {
    deleteReference(id: $id) @deleteRecord
  }
`;

function ExistingReference({ config, id }: { config: DetailsConfig; id: string }) {
  const data = useLazyLoadQuery<AdminReferenceDetailsPageQuery>(
    graphql`
      query AdminReferenceDetailsPageQuery($id: ID!) {
        reference(id: $id) {
          ...AdminReferenceDetailsPage_reference
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  const reference = data.reference && readInlineData<AdminReferenceDetailsPage_reference$key>(FIELDS, data.reference);
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
      updateMutation={UPDATE}
      deleteMutation={DELETE}
    />
  );
}
