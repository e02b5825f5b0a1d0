import { useEffect } from 'react';
import { fetchQuery, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import type { OperationType } from 'relay-runtime';

/**
 * Starts a screen's content query while its access check is still loading, so the two do not
 * run one after the other. The screen's own useLazyLoadQuery joins the request in flight (Relay
 * dedupes identical requests). A refusal (expired access, no course) is left to the access check.
 */
export function usePrefetch<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables']): void {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(variables);
  useEffect(() => {
    const subscription = fetchQuery<T>(environment, query, JSON.parse(key) as T['variables'], {
      fetchPolicy: 'network-only',
    }).subscribe({ error: () => {} });
    return () => subscription.unsubscribe();
  }, [environment, query, key]);
}
