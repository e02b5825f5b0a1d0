import { graphql } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { AdminReferencesPageQuery } from '../../../__generated__/AdminReferencesPageQuery.graphql';
import type { AdminReferencesPageMoveMutation } from '../../../__generated__/AdminReferencesPageMoveMutation.graphql';
import { AdminPeopleList, useAdminPeopleList } from './AdminPeopleList';
import { adminReferencePath } from './labels';

const QUERY = graphql`
  query AdminReferencesPageQuery($language: Language, $first: Int!) {
    adminReferences(language: $language, first: $first) {
      totalCount
      edges {
        node {
          id
          key: referenceId
          language
          name: authorName
          subtitle: authorRole
          published
          picture: logo {
            thumbnailUrl
          }
        }
      }
    }
  }
`;

const MOVE = graphql`
  mutation AdminReferencesPageMoveMutation($id: ID!, $direction: MoveDirection!) {
    moveReference(id: $id, direction: $direction) {
      id
      sortOrder
    }
  }
`;

/** /admin/reference (ADMIN): the client references of /references per language, their order, add and edit. */
export default function AdminReferencesPage() {
  const { data, ...moves } = useAdminPeopleList<AdminReferencesPageQuery, AdminReferencesPageMoveMutation>(QUERY, MOVE);
  return (
    <AdminPeopleList
      testId="admin-references"
      title={<Trans>References</Trans>}
      subtitle={<Trans>What clients say on the References page, in each language in this order.</Trans>}
      addLabel={<Trans>Add a reference</Trans>}
      pathOf={adminReferencePath}
      list={data.adminReferences}
      empty={<Trans>No references yet. Add the first one.</Trans>}
      {...moves}
    />
  );
}
