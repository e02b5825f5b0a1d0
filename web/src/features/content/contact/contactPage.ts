import { graphql, useFragment, useLazyLoadQuery, type GraphQLTaggedNode } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { useLingui } from '@lingui/react/macro';
import type { contactPage_query$key } from '../../../__generated__/contactPage_query.graphql';
import { contentLanguage } from '../../../shared/i18n/contentLanguage';

/** What the contact and consultation pages both show: their site page, the office, and the viewer (to fill the form). */
const FRAGMENT = graphql`
  fragment contactPage_query on Query
  @argumentDefinitions(key: { type: "SitePageKey!" }, language: { type: "Language!" }) {
    sitePage(key: $key, language: $language) {
      title
      description
      content
    }
    officeDetails {
      name
      address
      phone
      email
      opens
      closes
    }
    viewer {
      firstName
      lastName
      email
      phoneNumber
    }
  }
`;

/**
 * A form page's query in the interface's language (the site page's text comes in it; the message
 * or request is sent in it too): `data` is what both pages read (contactPage_query), `query` the
 * page's own query.
 */
export function useContactPage<Q extends OperationType>(query: GraphQLTaggedNode) {
  const { i18n } = useLingui();
  const language = contentLanguage(i18n.locale);
  const response = useLazyLoadQuery<Q>(query, { language } as Q['variables']);
  const data = useFragment<contactPage_query$key>(FRAGMENT, response as contactPage_query$key);
  return { data, query: response as Q['response'], language };
}
