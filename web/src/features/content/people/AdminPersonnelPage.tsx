import { graphql } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { AdminPersonnelPageQuery } from '../../../__generated__/AdminPersonnelPageQuery.graphql';
import type { AdminPersonnelPageMoveMutation } from '../../../__generated__/AdminPersonnelPageMoveMutation.graphql';
import { AdminPeopleList, useAdminPeopleList } from './AdminPeopleList';
import { adminPersonnelPath } from './labels';

const QUERY = graphql`
  query AdminPersonnelPageQuery($language: Language, $first: Int!) {
    adminPersonnel(language: $language, first: $first) {
      totalCount
      edges {
        node {
          id
          key: personnelId
          language
          name: fullName
          subtitle: position
          published
          picture: photo {
            thumbnailUrl
          }
        }
      }
    }
  }
`;

const MOVE = graphql`
  mutation AdminPersonnelPageMoveMutation($id: ID!, $direction: MoveDirection!) {
    movePersonnel(id: $id, direction: $direction) {
      id
      sortOrder
    }
  }
`;

/** /admin/personnel (ADMIN): the people of /about-us per language, their order, add and edit. */
export default function AdminPersonnelPage() {
  const { data, ...moves } = useAdminPeopleList<AdminPersonnelPageQuery, AdminPersonnelPageMoveMutation>(QUERY, MOVE);
  return (
    <AdminPeopleList
      testId="admin-personnel"
      title={<Trans>Personnel</Trans>}
      subtitle={<Trans>The people shown on the About us page, in each language in this order.</Trans>}
      addLabel={<Trans>Add a person</Trans>}
      pathOf={adminPersonnelPath}
      list={data.adminPersonnel}
      empty={<Trans>No people yet. Add the first one.</Trans>}
      {...moves}
    />
  );
}
