import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminReferencesPageQuery } from '../../../__generated__/AdminReferencesPageQuery.graphql';
import type { AdminReferencesPageMoveMutation } from '../../../__generated__/AdminReferencesPageMoveMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { useToast } from '../../../shared/ui/toast';
import { AdminPeopleList, useLanguageFilter } from './AdminPeopleList';
import { NEW, adminReferencePath, type Language } from './labels';

/** Shown at once; a longer list is narrowed by language (the server caps a page at this too). */
const LIST_SIZE = 100;

/** /admin/reference (ADMIN): the client references of /references per language, their order, add and edit. */
export default function AdminReferencesPage() {
  const { i18n } = useLingui();
  const { showToast } = useToast();
  const [language] = useLanguageFilter();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<AdminReferencesPageQuery>(
    graphql`
      query AdminReferencesPageQuery($language: Language, $first: Int!) {
        adminReferences(language: $language, first: $first) {
          totalCount
          edges {
            node {
              id
              referenceId
              language
              authorName
              authorRole
              published
              logo {
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
  const [move, moving] = useMutation<AdminReferencesPageMoveMutation>(graphql`
    mutation AdminReferencesPageMoveMutation($id: ID!, $direction: MoveDirection!) {
      moveReference(id: $id, direction: $direction) {
        id
        sortOrder
      }
    }
  `);
  const list = data.adminReferences;
  return (
    <AdminPeopleList
      testId="admin-references"
      title={<Trans>References</Trans>}
      subtitle={<Trans>What clients say on the References page, in each language in this order.</Trans>}
      addLabel={<Trans>Add a reference</Trans>}
      addTo={adminReferencePath(NEW)}
      total={list.totalCount}
      empty={<Trans>No references yet. Add the first one.</Trans>}
      rows={list.edges.map(({ node }) => ({
        id: node.id,
        to: adminReferencePath(node.referenceId),
        name: node.authorName,
        subtitle: node.authorRole,
        language: node.language as Language,
        published: node.published,
        pictureUrl: node.logo?.thumbnailUrl ?? null,
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
