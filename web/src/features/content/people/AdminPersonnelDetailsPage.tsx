import { graphql, readInlineData, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminPersonnelDetailsPageQuery } from '../../../__generated__/AdminPersonnelDetailsPageQuery.graphql';
import type { AdminPersonnelDetailsPage_person$key } from '../../../__generated__/AdminPersonnelDetailsPage_person.graphql';
import type { AdminPersonnelDetailsPageCreateMutation } from '../../../__generated__/AdminPersonnelDetailsPageCreateMutation.graphql';
import { ADMIN_PERSONNEL_PATH, LIMITS, NEW, adminPersonnelPath, type Language } from './labels';
import { ExistingPeopleRecord, NewPeopleRecord, type DetailsConfig } from './PeopleDetails';

function useConfig(): DetailsConfig {
  const { t } = useLingui();
  return {
    testId: 'admin-personnel',
    backTo: ADMIN_PERSONNEL_PATH,
    publicPath: '/about-us',
    limits: { name: LIMITS.fullName, role: LIMITS.position, text: LIMITS.description },
    textRequired: false,
    withRating: false,
    serverFields: { fullName: 'name', position: 'role', description: 'text', language: 'language', photo: 'picture' },
    picture: 'photo',
    removePicture: 'removePhoto',
    newRating: null,
    pathOf: adminPersonnelPath,
    toInput: (changes) => ({
      ...(changes.language !== undefined ? { language: changes.language } : {}),
      ...(changes.name !== undefined ? { fullName: changes.name } : {}),
      ...(changes.role !== undefined ? { position: changes.role } : {}),
      ...(changes.text !== undefined ? { description: changes.text } : {}),
      ...(changes.published !== undefined ? { published: changes.published } : {}),
    }),
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
    notFound: {
      title: <Trans>Person not found</Trans>,
      message: <Trans>This person does not exist or has been deleted.</Trans>,
      back: <Trans>Back to personnel</Trans>,
    },
    deleted: t`Person deleted`,
  };
}

/** /admin/personnel/:personnelId/details (ADMIN): one person's editor; "new" adds a person. */
export default function AdminPersonnelDetailsPage() {
  const { personnelId = '' } = useParams();
  const config = useConfig();
  return personnelId === NEW ? (
    <NewPeopleRecord<AdminPersonnelDetailsPageCreateMutation>
      config={config}
      mutation={CREATE}
      createdId={(response) => response.createPersonnel.personnelId}
    />
  ) : (
    <ExistingPersonnel config={config} id={personnelId} />
  );
}

/** What the editor shows of a person: the query reads it, a save reads it back. */
const FIELDS = graphql`
  fragment AdminPersonnelDetailsPage_person on Personnel @inline {
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
`;
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
      ...AdminPersonnelDetailsPage_person
    }
  }
`;
const DELETE = graphql`
  mutation AdminPersonnelDetailsPageDeleteMutation($id: ID!) {
    deletePersonnel(id: $id) @deleteRecord
  }
`;

function ExistingPersonnel({ config, id }: { config: DetailsConfig; id: string }) {
  const data = useLazyLoadQuery<AdminPersonnelDetailsPageQuery>(
    graphql`
      query AdminPersonnelDetailsPageQuery($id: ID!) {
        personnelMember(id: $id) {
          ...AdminPersonnelDetailsPage_person
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  const person =
    data.personnelMember && readInlineData<AdminPersonnelDetailsPage_person$key>(FIELDS, data.personnelMember);
  return (
    <ExistingPeopleRecord
      config={config}
      record={
        person && {
          id: person.id,
          updatedAt: person.updatedAt,
          pictureUrl: person.photo?.mediumUrl ?? null,
          values: {
            language: person.language as Language,
            name: person.fullName,
            role: person.position,
            text: person.description,
            published: person.published,
            rating: null,
          },
        }
      }
      updateMutation={UPDATE}
      deleteMutation={DELETE}
    />
  );
}
