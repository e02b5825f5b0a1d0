import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminPersonnelPageQuery } from '../../../__generated__/AdminPersonnelPageQuery.graphql';
import type { AdminPersonnelPageMoveMutation } from '../../../__generated__/AdminPersonnelPageMoveMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { useToast } from '../../../shared/ui/toast';
import { AdminPeopleList, useLanguageFilter } from './AdminPeopleList';
import { NEW, adminPersonnelPath, type Language } from './labels';

/** Shown at once; a longer list is narrowed by language (the server caps a page at this too). */
const LIST_SIZE = 100;

/** /admin/personnel (ADMIN): the people of /about-us per language, their order, add and edit. */
export default function AdminPersonnelPage() {
  const { i18n } = useLingui();
  const { showToast } = useToast();
  const [language] = useLanguageFilter();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<AdminPersonnelPageQuery>(
    graphql`
      query AdminPersonnelPageQuery($language: Language, $first: Int!) {
        adminPersonnel(language: $language, first: $first) {
          totalCount
          edges {
            node {
              id
              personnelId
              language
              fullName
              position
              published
              photo {
                thumbnailUrl
              }
            }
          }
        }
      }
    `,
    { language, first: LIST_SIZE },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const [move, moving] = useMutation<AdminPersonnelPageMoveMutation>(graphql`
    mutation AdminPersonnelPageMoveMutation($id: ID!, $direction: MoveDirection!) {
      movePersonnel(id: $id, direction: $direction) {
        id
        sortOrder
      }
    }
  `);
  const list = data.adminPersonnel;
  return (
    <AdminPeopleList
      testId="admin-personnel"
      title={<Trans>Personnel</Trans>}
      subtitle={<Trans>The people shown on the About us page, in each language in this order.</Trans>}
      addLabel={<Trans>Add a person</Trans>}
      addTo={adminPersonnelPath(NEW)}
      total={list.totalCount}
      empty={<Trans>No people yet. Add the first one.</Trans>}
      rows={list.edges.map(({ node }) => ({
        id: node.id,
        to: adminPersonnelPath(node.personnelId),
        name: node.fullName,
        subtitle: node.position,
        language: node.language as Language,
        published: node.published,
        pictureUrl: node.photo?.thumbnailUrl ?? null,
      }))}
      moving={moving}
      onMove={(id, direction) =>
        move({
          variables: { id, direction },
          onCompleted: () => setFetchKey((key) => key + 1),
          onError: (error) => showToast(errorMessage(i18n, error), 'error'),
        })
      }
    />
  );
}
